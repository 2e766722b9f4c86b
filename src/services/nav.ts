/** Navigation through the route manifest: login guard, tab pages, current route, access log. */
import Taro from '@tarojs/taro'
import { findRoute, TAB_PAGES } from '../routes'
import { to } from '../links.gen'
import { session, type NavType } from '../stores/session'
import { scheduleAccessLog } from './request'

const withSlash = (url: string) => (url.startsWith('/') ? url : `/${url}`)

export function parseParams(url: string): Record<string, string> {
  const i = url.indexOf('?')
  const out: Record<string, string> = {}
  if (i < 0) return out
  for (const part of url.slice(i + 1).split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    try {
      out[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' '))
    } catch {
      out[k] = v
    }
  }
  return out
}

const isTab = (url: string) => TAB_PAGES.includes(withSlash(url).slice(1).split('?')[0])

/** The url a guarded page sends the user to when no valid token is stored. */
export const loginUrlFor = (url: string) => to.phoneLogin({ redirect: withSlash(url) })

/**
 * Goes to `url` (a page of the manifest, with optional query) by `type`.
 * Rejects with a Chinese message when the url is missing or names no page.
 */
export function navigate(url: string, type: NavType = 'push'): Promise<unknown> {
  if (type === 'back') return back()
  if (typeof url !== 'string' || !url.trim()) return Promise.reject(new Error('跳转地址不能为空'))
  const route = findRoute(url)
  if (!route) return Promise.reject(new Error(`页面不存在：${url}`))
  const target = withSlash(url.trim())

  if (route.needsLogin && !session.isLoggedIn) {
    const login = loginUrlFor(target)
    session.setCurrentRoute({ url: to.phoneLogin(), type: 'push', params: parseParams(login) })
    return Taro.navigateTo({ url: login })
  }
  if (type === 'switchTab' && !isTab(target)) return Promise.reject(new Error(`不是标签页：${url}`))

  session.setCurrentRoute({ url: target.split('?')[0], type, params: parseParams(target) })
  scheduleAccessLog(target.split('?')[0])

  // a tab page can only be shown by switchTab (which drops the query) or relaunch
  if (isTab(target) && (type === 'push' || type === 'redirect' || type === 'switchTab')) {
    return Taro.switchTab({ url: target.split('?')[0] })
  }
  switch (type) {
    case 'redirect':
      return Taro.redirectTo({ url: target })
    case 'relaunch':
      return Taro.reLaunch({ url: target })
    default:
      // WeChat keeps at most 10 pages and fails navigateTo beyond them: the newest page is replaced instead
      if (stackIsFull()) return Taro.redirectTo({ url: target })
      return Taro.navigateTo({ url: target })
  }
}

/** WeChat's page stack limit: navigateTo fails once this many pages are open. */
export const PAGE_STACK_LIMIT = 10

function stackIsFull(): boolean {
  if (process.env.TARO_ENV !== 'weapp') return false
  try {
    return Taro.getCurrentPages().length >= PAGE_STACK_LIMIT
  } catch {
    return false
  }
}

export function back(delta = 1): Promise<unknown> {
  session.setFlags({ backFromOtherPage: true })
  return Taro.navigateBack({ delta })
}

/** After login: back to where the guard came from, else home. */
export function afterLogin(redirect?: string): Promise<unknown> {
  let target = redirect ?? ''
  if (target.includes('%')) {
    try {
      target = decodeURIComponent(target)
    } catch {
      // already decoded
    }
  }
  if (target && findRoute(target)) return navigate(target, isTab(target) ? 'switchTab' : 'redirect')
  return navigate(to.home(), 'switchTab')
}
