/**
 * On H5, index.html may already have sent the landing page's first calls while the app's scripts downloaded
 * (config/early-calls.ts). The request door takes such an answer instead of sending the same call again: once, for
 * the same address and the same token, and only soon after it was asked, so a later visit always asks afresh.
 */
import type { RawResponse } from './request'

export interface EarlyAnswer {
  url: string
  token: string
  /** ms since the epoch when it was asked */
  at: number
  answer: Promise<RawResponse>
}

export const EARLY_ANSWER_TTL_MS = 15_000

type WithEarly = { __yqcEarly?: EarlyAnswer[] }

/** The early answer for a GET of `url` sent with `token` ('' for a visitor), or null; taken answers are gone. */
export function takeEarlyAnswer(url: string, token: string, now = Date.now()): Promise<RawResponse> | null {
  if (typeof window === 'undefined') return null
  const list = (window as unknown as WithEarly).__yqcEarly
  if (!Array.isArray(list)) return null
  const i = list.findIndex((e) => e.url === url && e.token === token && now - e.at <= EARLY_ANSWER_TTL_MS)
  if (i < 0) return null
  const [early] = list.splice(i, 1)
  return early.answer
}
