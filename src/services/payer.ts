/**
 * Who pays a JSAPI payment, named to the server with the order whichever way the user signed in: in the mini-program
 * a silent wx.login code taken at pay time (the server exchanges it and binds the openid); in WeChat's own browser the
 * official account's web authorisation (snsapi_base) — the browser goes to WeChat and comes back with a code in the
 * address, which the next payment sends. Other payments need neither.
 */
import Taro from '@tarojs/taro'
import type { PayMethod } from '../../contract/schemas/member'
import { API } from '../../contract/endpoints'
import { get } from './request'

export interface PayerCodes {
  wxCode?: string
  oaCode?: string
}

/** the `state` of the authorisation the app starts: a code coming back with another state is not for paying */
export const OA_STATE = 'yqc-pay'

/** the browser's address and the way to leave it (tests replace them) */
export const browser = {
  href: () => window.location.href,
  go: (url: string) => {
    window.location.href = url
  },
  /** drops the code from the address once taken: a code works once, a reload must not send it again */
  forget: (url: string) => window.history.replaceState(window.history.state, '', url),
}

const inWechatBrowser = () =>
  process.env.TARO_ENV === 'h5' && typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)

/** Takes `code` (with `state` OA_STATE) out of a query string; null when it is not there. */
function takeFrom(query: string): { code: string; rest: string } | null {
  const params = new URLSearchParams(query)
  const code = params.get('code')
  if (!code || params.get('state') !== OA_STATE) return null
  params.delete('code')
  params.delete('state')
  return { code, rest: params.toString() }
}

/**
 * The authorisation code in the address, taken once; null when there is none. WeChat puts it in the query before the
 * hash; a browser that kept the whole address in the hash route has it in the route's query instead.
 */
export function takeOaCode(): string | null {
  const href = browser.href()
  const hashAt = href.indexOf('#')
  const head = hashAt < 0 ? href : href.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : href.slice(hashAt)
  const q = head.indexOf('?')
  const before = q < 0 ? null : takeFrom(head.slice(q + 1))
  if (before) {
    browser.forget(`${head.slice(0, q)}${before.rest ? `?${before.rest}` : ''}${hash}`)
    return before.code
  }
  const hq = hash.indexOf('?')
  const after = hq < 0 ? null : takeFrom(hash.slice(hq + 1))
  if (!after) return null
  browser.forget(`${head}${hash.slice(0, hq)}${after.rest ? `?${after.rest}` : ''}`)
  return after.code
}

/** Thrown while the browser leaves for WeChat's authorisation: the payment resumes when the user is back. */
export class LeftForAuthorisation extends Error {
  constructor() {
    super('正在跳转微信授权，返回后将继续支付')
  }
}

/**
 * What the user was paying when the browser left for the authorisation: an offer to order, an open order, or the
 * purchase a page describes by its own address (the authorisation comes back to that very address), named by `page`.
 */
export type PendingPay = { sku: string } | { orderNo: string } | { page: string }
/** a purchase to place again: an offer, or the one of the page named */
export type PendingPurchase = { sku: string } | { page: string }

const PENDING_KEY = 'yqc.pendingPay'
/** an authorisation is a round trip of seconds: older intents are stale and dropped */
export const PENDING_TTL_MS = 5 * 60_000

/** Remembers, across the authorisation's redirect, what is being paid; kept for this tab only. */
export function rememberPayment(pending: PendingPay): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...pending, at: Date.now() }))
  } catch {
    // without storage the user taps pay again
  }
}

function hasOaCode(): boolean {
  const href = browser.href()
  return [...href.matchAll(/[?&]code=[^&#]+/g)].length > 0 && href.includes(`state=${OA_STATE}`)
}

/**
 * The payment to resume, taken once: only right after coming back from the authorisation (its code is in the address)
 * and within PENDING_TTL_MS; null otherwise.
 */
export function takePendingPayment(): PendingPay | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(PENDING_KEY)
    sessionStorage.removeItem(PENDING_KEY)
  } catch {
    return null
  }
  if (!raw || !hasOaCode()) return null
  try {
    const p = JSON.parse(raw) as { sku?: unknown; orderNo?: unknown; page?: unknown; at?: unknown }
    if (typeof p.at !== 'number' || Date.now() - p.at > PENDING_TTL_MS || Date.now() < p.at) return null
    if (typeof p.orderNo === 'string' && p.orderNo) return { orderNo: p.orderNo }
    if (typeof p.sku === 'string' && p.sku) return { sku: p.sku }
    if (typeof p.page === 'string' && p.page) return { page: p.page }
  } catch {
    // not ours
  }
  return null
}

/**
 * The codes to send with an order paid by `method`. In WeChat's browser without a code in the address it sends the
 * browser to WeChat's authorisation (returning to this very page) and throws LeftForAuthorisation.
 */
export async function payerCodes(method: PayMethod): Promise<PayerCodes> {
  if (method !== 'jsapi') return {}
  if (!inWechatBrowser()) {
    try {
      const { code } = await Taro.login()
      return code ? { wxCode: code } : {}
    } catch {
      // the server says what is missing
      return {}
    }
  }
  const oaCode = takeOaCode()
  if (oaCode) return { oaCode }
  const { url } = await get<{ url: string }>(API.signin.oaAuthorizeUrl, { redirectUri: browser.href(), state: OA_STATE })
  browser.go(url)
  throw new LeftForAuthorisation()
}
