/**
 * Page-test harness: a fake API behind Taro.request (the lowest level of the request door),
 * spies on Taro's navigation, toast and modal calls, router params and an in-memory storage.
 */
import Taro from '@tarojs/taro'
import { act, configure } from '@testing-library/react'
import { memoryBackend, setStorageBackend } from '../../../src/services/storage'
import { setReportError } from '../../../src/services/request'
import { session } from '../../../src/stores/session'
import { searchHistory } from '../../../src/stores/searchHistory'
import { quota } from '../../../src/stores/quota'

type Any = any

// Taro's H5 elements carry circular fibers: printing the DOM into a failed query's message overflows
configure({ getElementError: (message) => new Error(message ?? 'element not found') })

// jsdom does not render the Stencil input's inner <input>, so its value watcher logs a TypeError on
// every controlled update; only that known artefact is dropped, every other error still prints
const consoleError = console.error
console.error = (...args: unknown[]) => {
  const first = args[0]
  if (first instanceof TypeError && /taro-input-core/.test(first.stack ?? '')) return
  consoleError(...args)
}

export type Handler = (
  data: Record<string, unknown>,
  query: Record<string, string>,
) => { code?: string; msg?: string; data?: unknown; status?: number }

export interface ApiCall {
  method: string
  path: string
  query: Record<string, string>
  data: Record<string, unknown>
  header: Record<string, string>
}

export const user = {
  userId: 'u1',
  phone: '13800138000',
  phoneMasked: '138****8000',
  nickname: '张小明',
  avatar: '',
  roles: [],
  permissions: [],
  memberLevel: 0,
  hasPassword: true,
  promotionSource: 1,
  dateLimitStatus: 1,
}

/** A JWT-shaped token (unsigned; the app only reads its claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64url')
  return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(JSON.stringify(claims))}.sig`
}

export const TOKEN = fakeJwt({ sub: 'u1', roles: [], permissions: [], exp: 4102444800 })

const parseQuery = (q: string) => {
  const out: Record<string, string> = {}
  for (const part of q.split('&').filter(Boolean)) {
    const [k, v = ''] = part.split('=')
    out[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return out
}

export function setupPage() {
  const routes = new Map<string, Handler>()
  const calls: ApiCall[] = []
  const spies = {
    request: jest.spyOn(Taro, 'request').mockImplementation(((opts: Any) => {
      const full: string = opts.url.replace(/^\/api/, '')
      const [path, q = ''] = full.split('?')
      const query = parseQuery(q)
      const data = (opts.data ?? {}) as Record<string, unknown>
      calls.push({ method: opts.method, path, query, data, header: opts.header })
      const h = routes.get(`${opts.method} ${path}`)
      if (!h) return Promise.resolve({ statusCode: 404, data: { code: '404', msg: `no route ${path}`, data: null }, header: {} })
      const r = h(data, query)
      return Promise.resolve({
        statusCode: r.status ?? 200,
        data: { code: r.code ?? '0000', msg: r.msg ?? '', data: r.data ?? null },
        header: {},
      })
    }) as Any),
    navigateTo: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any),
    redirectTo: jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any),
    switchTab: jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any),
    navigateBack: jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any),
    showToast: jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any),
    showLoading: jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any),
    hideLoading: jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any),
    showModal: jest
      .spyOn(Taro, 'showModal')
      .mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as Any),
  }
  const mem = memoryBackend()
  setStorageBackend(mem)
  session.load()
  session.logout()
  session.startUp('test-device')
  searchHistory.clearFootprints()
  searchHistory.clearKeywords()
  quota.reset()
  setReportError(() => undefined)

  return {
    calls,
    spies,
    storage: mem,
    on(method: string, path: string, h: Handler) {
      routes.set(`${method} ${path}`, h)
    },
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    toasts: () => spies.showToast.mock.calls.map((c: Any) => c[0]),
    params(p: Record<string, string>) {
      ;(Taro.getCurrentInstance() as Any).router = { params: p, path: '' }
    },
  }
}

/** Types into a Taro Input (its H5 element listens for an input event carrying detail.value). */
export function typeInto(el: Element, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

/** Lets pending promise callbacks (and the renders they cause) run. */
export async function settle(n = 10) {
  for (let i = 0; i < n; i++) {
    await act(async () => {
      await Promise.resolve()
    })
  }
}
