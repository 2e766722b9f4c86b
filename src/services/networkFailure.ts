/**
 * When a page's own load fails for want of a network (noNetwork) or of a server (netError), the request door opens one
 * of these pages over it: one at a time, never stacked. 重新加载 goes back to the page the user was on and loads it
 * afresh (`reloadFailedPage`).
 */
import Taro from '@tarojs/taro'
import { TAB_PAGES } from '../routes'
import { to } from '../links.gen'
import { MESSAGES } from '../domain/errorCatalogue'

export type FailurePage = 'noNetwork' | 'netError'

/** waits before asking again when a page's own load is answered 5xx: three answers in all before netError opens */
export const SERVER_RETRY_WAITS = [400, 1200]

const FAILURE_PATHS = [to.noNetwork(), to.netError()].map((u) => u.replace(/^\//, ''))
/** query keys the platforms add to a page's address themselves */
const PLATFORM_PARAMS = new Set(['stamp', '$taroTimestamp'])

interface PageLike {
  route?: string
  path?: string
  options?: Record<string, unknown>
}

/** The address of a page of the stack, as a link to load it again ('' when it cannot be told). */
export function pageUrlOf(page: PageLike | undefined): string {
  if (!page) return ''
  const [rawPath, rawQuery = ''] = String(page.path || page.route || '').split('?')
  const path = rawPath.replace(/^\//, '')
  if (!path) return ''
  const params = new Map<string, string>()
  for (const part of rawQuery.split('&').filter(Boolean)) {
    const [k, v = ''] = part.split('=')
    params.set(k, v)
  }
  for (const [k, v] of Object.entries(page.options ?? {}))
    if (!params.has(k) && v !== undefined && v !== null) params.set(k, encodeURIComponent(String(v)))
  const query = [...params]
    .filter(([k]) => !PLATFORM_PARAMS.has(k))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  return `/${path}${query ? `?${query}` : ''}`
}

/** No network at all: the platform says 'none', or the browser says it is offline. */
export function offline(networkType: string | undefined, onLine: boolean | undefined): boolean {
  return networkType === 'none' || onLine === false
}

export async function networkIsDown(): Promise<boolean> {
  let type: string | undefined
  try {
    type = (await Taro.getNetworkType()).networkType
  } catch {
    type = undefined
  }
  const onLine = typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean' ? navigator.onLine : undefined
  return offline(type, onLine)
}

const stack = (): PageLike[] => {
  try {
    return (Taro.getCurrentPages() as unknown as PageLike[]) ?? []
  } catch {
    return []
  }
}

/**
 * In a browser each page's code loads on demand, which a phone without network cannot do: the failure pages' code is
 * fetched ahead, a few seconds after start. (Taro's H5 router keeps each page's loader in window.__taroAppConfig.)
 */
export function prefetchFailurePages(): void {
  const routes = (globalThis as { __taroAppConfig?: { routes?: Array<{ path: string; load?: () => unknown }> } }).__taroAppConfig?.routes
  for (const r of routes ?? []) {
    if (!FAILURE_PATHS.includes(r.path) || typeof r.load !== 'function') continue
    try {
      const out = r.load()
      Promise.resolve(Array.isArray(out) ? out[0] : out).catch(() => undefined)
    } catch {
      // a router without loaders: the page loads when it opens
    }
  }
}
if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined') setTimeout(prefetchFailurePages, 3000)

let showing = false
let returnTo = ''

/** Whether a failure page is open now (the door opens no second one). */
export const failurePageShowing = () => showing

/** Opens the failure page over the current one unless one is open already. */
export async function openFailurePage(kind: FailurePage): Promise<void> {
  const pages = stack()
  const top = pageUrlOf(pages[pages.length - 1])
  if (showing || FAILURE_PATHS.some((p) => top.startsWith(`/${p}`))) return
  showing = true
  returnTo = top
  try {
    await Taro.navigateTo({ url: kind === 'noNetwork' ? to.noNetwork() : to.netError() })
  } catch {
    // the page could not open (the mini-program could not fetch its package offline): the toast says it instead
    showing = false
    Taro.showToast({ title: kind === 'noNetwork' ? MESSAGES.networkError : MESSAGES.unknownError, icon: 'none', duration: 2000 })
  }
}

/** The failure page is gone (its own 重新加载, the back arrow, or a system back). */
export function failurePageClosed(): void {
  showing = false
}

/** 重新加载: back to the page the user was on, loaded afresh (a tab page is relaunched: it cannot be redirected). */
export async function reloadFailedPage(): Promise<void> {
  const url = returnTo
  const pages = stack()
  failurePageClosed()
  if (pages.length > 1) await Taro.navigateBack({ delta: 1 })
  if (!url) {
    // opened with nothing beneath it: start from the home page
    if (pages.length <= 1) await Taro.reLaunch({ url: to.home() })
    return
  }
  if (TAB_PAGES.includes(url.replace(/^\//, '').split('?')[0])) await Taro.reLaunch({ url: url.split('?')[0] })
  else await Taro.redirectTo({ url })
}
