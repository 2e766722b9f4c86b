/**
 * Request signature shared by the app (signs) and the server (verifies):
 * header `sign: <timestamp>,<nonce>,<md5(timestamp + nonce + secret + signedText)>`, the MD5 taken over the
 * UTF-8 bytes of the text and written as 32 lowercase hex digits.
 */
import md5 from 'crypto-js/md5'

export const NONCE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
export const NONCE_LENGTH = 12
export const SIGN_WINDOW_SEC = 300

export function randomNonce(len = NONCE_LENGTH, rand: () => number = Math.random): string {
  let s = ''
  for (let i = 0; i < len; i++) s += NONCE_CHARS[Math.floor(rand() * NONCE_CHARS.length) % NONCE_CHARS.length]
  return s
}

/** Query string from params in the order given; undefined and null are skipped. No leading '?'. */
export function buildQuery(params?: Record<string, unknown> | null): string {
  if (!params) return ''
  const parts: string[] = []
  for (const key of Object.keys(params)) {
    const v = params[key]
    if (v === undefined || v === null) continue
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
  }
  return parts.join('&')
}

/** The text that is signed: for GET the path plus '?' plus the query as sent, otherwise the path alone. */
export function signedText(method: string, pathAfterRoot: string, query?: string): string {
  const q = (query ?? '').replace(/^\?/, '')
  if (method.toUpperCase() === 'GET' && q) return `${pathAfterRoot}?${q}`
  return pathAfterRoot
}

/**
 * A lone surrogate has no UTF-8 form: it is hashed as U+FFFD, as node's crypto does
 * (crypto-js would throw on it).
 */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (m) => (m.length === 2 ? m : '\ufffd'))

/** MD5 of the UTF-8 bytes of `text`, as 32 lowercase hex digits. */
const md5Hex = (text: string): string => md5(wellFormed(text)).toString()

export function makeSign(timestamp: number, nonce: string, secret: string, text: string): string {
  return `${timestamp},${nonce},${md5Hex(`${timestamp}${nonce}${secret}${text}`)}`
}

export interface ParsedSign {
  timestamp: number
  nonce: string
  hash: string
}

export function parseSign(header: string | undefined | null): ParsedSign | null {
  if (typeof header !== 'string') return null
  const parts = header.split(',')
  if (parts.length !== 3) return null
  const [ts, nonce, hash] = parts
  if (!/^\d{1,12}$/.test(ts)) return null
  if (!/^[0-9A-Za-z]{12}$/.test(nonce)) return null
  if (!/^[0-9a-f]{32}$/.test(hash)) return null
  return { timestamp: Number(ts), nonce, hash }
}

export interface VerifyInput {
  header: string | undefined | null
  method: string
  pathAfterRoot: string
  query?: string
  secret: string
  /** Unix seconds */
  now: number
  windowSec?: number
}

export type VerifyResult = { ok: true; nonce: string; timestamp: number } | { ok: false; reason: string }

/** Checks format, time window and hash. Nonce replay is the caller's job (it keeps the seen nonces). */
export function verifySign(input: VerifyInput): VerifyResult {
  const { header, method, pathAfterRoot, query, secret, now, windowSec = SIGN_WINDOW_SEC } = input
  if (header === undefined || header === null || header === '') return { ok: false, reason: '缺少签名' }
  const parsed = parseSign(header)
  if (!parsed) return { ok: false, reason: '签名格式错误' }
  if (Math.abs(now - parsed.timestamp) > windowSec) return { ok: false, reason: '签名已过期，请校准设备时间' }
  const expected = makeSign(parsed.timestamp, parsed.nonce, secret, signedText(method, pathAfterRoot, query))
  if (expected !== header) return { ok: false, reason: '签名错误' }
  return { ok: true, nonce: parsed.nonce, timestamp: parsed.timestamp }
}
