/**
 * Sliding-window rate limits for code-sending and login endpoints, per phone and per client IP.
 * In memory for one server process; with REDIS_URL set every instance counts in Redis (server/src/cluster).
 */
import { fail, type ApiError } from '../errors'

export interface Limit {
  /** most hits in the window */
  max: number
  windowSec: number
  /** Chinese message of the 4290 answer */
  msg: string
}

export interface RateLimiter {
  /** Counts a hit on `key`, or rejects with 4290 when the window is full (the refused hit is not counted). */
  hit(key: string, limit: Limit): Promise<void>
}

/** The 4290 of a full window whose oldest hit leaves it in `waitSec` seconds. */
export function rateLimited(limit: Limit, waitSec: number): ApiError {
  return fail('RATE_LIMITED', limit.msg.replace('{wait}', waitText(Math.max(1, Math.ceil(waitSec)))))
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>()
  private sweeps = 0
  constructor(private readonly now: () => number) {}

  async hit(key: string, limit: Limit): Promise<void> {
    const nowSec = this.now() / 1000
    const since = nowSec - limit.windowSec
    const list = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (list.length >= limit.max) {
      this.hits.set(key, list)
      throw rateLimited(limit, list[0] + limit.windowSec - nowSec)
    }
    list.push(nowSec)
    this.hits.set(key, list)
    if (++this.sweeps % 1000 === 0) this.sweep(nowSec - 86400)
  }

  private sweep(before: number): void {
    for (const [k, list] of this.hits) if (!list.length || list[list.length - 1] < before) this.hits.delete(k)
  }
}

function waitText(sec: number): string {
  return sec >= 60 ? `${Math.ceil(sec / 60)}分钟` : `${sec}秒`
}

/** The limits; env LOGIN_PER_IP_PER_HOUR and LOGIN_PER_PHONE_PER_HOUR tune the two login ones. */
export function signinLimits(loginPerIpPerHour: number, loginPerPhonePerHour: number) {
  return {
    loginIp: { max: loginPerIpPerHour, windowSec: 3600, msg: '当前网络登录尝试过于频繁，请{wait}后再试' },
    loginPhone: { max: loginPerPhonePerHour, windowSec: 3600, msg: '该手机号登录尝试过于频繁，请{wait}后再试' },
    oneClickIp: { max: loginPerIpPerHour, windowSec: 3600, msg: '一键登录请求过于频繁，请{wait}后再试或使用其他方式登录' },
    scanTicketIp: { max: 60, windowSec: 600, msg: '二维码刷新过于频繁，请{wait}后再试' },
    inviteUser: { max: 10, windowSec: 3600, msg: '邀请码尝试次数过多，请{wait}后再试' },
  } satisfies Record<string, Limit>
}
