/**
 * Daily scan quotas. Per kind (company scans, person checks) a limit for visitors and one per membership level
 * (users.member_level); environment overrides QUOTA_COMPANY_VISITOR, QUOTA_COMPANY_FREE, QUOTA_COMPANY_MEMBER,
 * QUOTA_PERSON_VISITOR, QUOTA_PERSON_FREE, QUOTA_PERSON_MEMBER (member = every level ≥ 1).
 *
 * Check-and-consume: a target (pid / personId) already counted for the subject on the same China-time day costs
 * nothing; otherwise one unit, or — at zero — code 15000 (signed-in user; msg is the JSON string of
 * {appMaskLayer, title, content}) or 15001 (visitor; msg a Chinese sentence).
 *
 * A user is counted by account. A visitor is counted twice, against the same visitor limit: by device (the cid
 * header, else Visitor-Id with the address) and by client address (an IPv6 address by its /64 network, the block
 * one subscriber is given). A visitor is refused when either count is at the limit, so a new cid on every call
 * does not buy new scans.
 */
import { isIPv6 } from 'node:net'
import type { QuotaMask, QuotaState } from '../../contract/api/api-risk'
import { ApiError, ERRORS } from './errors'
import type { QuotaKind, QuotaRepo } from './store/quota'

export type { QuotaKind }

export interface QuotaLimits {
  visitor: number
  /** by member level; levels above the highest listed use the highest listed */
  levels: number[]
}

export type QuotaConfig = Record<QuotaKind, QuotaLimits>

export const DEFAULT_QUOTAS: QuotaConfig = {
  company: { visitor: 5, levels: [20, 200, 1000] },
  person: { visitor: 3, levels: [10, 100, 500] },
}

export function quotaConfigFromEnv(env: Record<string, string | undefined>): QuotaConfig {
  const n = (name: string, def: number) => {
    const v = Number(env[name])
    return env[name] !== undefined && env[name] !== '' && Number.isInteger(v) && v >= 0 ? v : def
  }
  const kind = (k: QuotaKind, K: string): QuotaLimits => {
    const d = DEFAULT_QUOTAS[k]
    const member = n(`QUOTA_${K}_MEMBER`, -1)
    return {
      visitor: n(`QUOTA_${K}_VISITOR`, d.visitor),
      levels: [n(`QUOTA_${K}_FREE`, d.levels[0]), ...(member >= 0 ? [member] : d.levels.slice(1))],
    }
  }
  return { company: kind('company', 'COMPANY'), person: kind('person', 'PERSON') }
}

export const QUOTA_MASKS: Record<QuotaKind, QuotaMask> = {
  company: { appMaskLayer: 1, title: '今日扫描次数已用完', content: '开通会员可获得更多次数' },
  person: { appMaskLayer: 1, title: '今日人员核查次数已用完', content: '开通会员可获得更多次数' },
}
export const VISITOR_EXHAUSTED_MSG = '今日免费次数已用完，登录后可获得更多次数'

/** Who is counted: a user by one key, a visitor by its device key and its address key. */
export interface QuotaSubject {
  kind: 'user' | 'visitor'
  keys: string[]
  memberLevel: number
}

/** China (UTC+8) calendar day of a moment */
export function chinaDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail as two groups). */
function ipv6Groups(ip: string): number[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined]
  const part = (s: string | undefined) =>
    !s
      ? []
      : s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)]
          const [a, b, c, d] = g.split('.').map(Number)
          return [a * 256 + b, c * 256 + d]
        })
  const left = part(head)
  const right = part(tail)
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The address a visitor is counted by: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by its /64
 * network — one subscriber holds a whole /64 and could otherwise take a new address for every call.
 */
export function addressKey(ip: string): string {
  const bare = ip.trim().toLowerCase().split('%')[0]
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)
  if (mapped) return mapped[1]
  if (!isIPv6(bare)) return bare
  return `${ipv6Groups(bare)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

export function userSubject(userId: string, memberLevel: number): QuotaSubject {
  return { kind: 'user', keys: [`u:${userId}`], memberLevel }
}

/** A visitor: its device (cid, else Visitor-Id at the address) and its address. */
export function visitorSubject(v: { cid: string; visitorId: string; ip: string }): QuotaSubject {
  const address = addressKey(v.ip)
  const device = v.cid ? `v:c:${v.cid}` : `v:i:${v.visitorId}@${address}`
  return { kind: 'visitor', keys: [device, `v:ip:${address}`], memberLevel: 0 }
}

export class QuotaService {
  constructor(
    private readonly repo: QuotaRepo,
    private readonly config: QuotaConfig,
    private readonly now: () => number,
  ) {}

  limit(kind: QuotaKind, s: QuotaSubject): number {
    const c = this.config[kind]
    if (s.kind === 'visitor') return c.visitor
    return c.levels[Math.min(Math.max(0, s.memberLevel), c.levels.length - 1)]
  }

  /** The state of a subject: `used` is its largest count (the one that refuses first). */
  async state(kind: QuotaKind, s: QuotaSubject, consumed = false): Promise<QuotaState> {
    const day = chinaDay(this.now())
    const used = Math.max(0, ...(await Promise.all(s.keys.map((key) => this.repo.used(day, kind, key)))))
    const limit = this.limit(kind, s)
    return { kind, subject: s.kind, memberLevel: s.memberLevel, limit, used, remaining: Math.max(0, limit - used), consumed, day }
  }

  /** Check and consume one unit for a target; throws 15000 / 15001 at zero. */
  async consume(kind: QuotaKind, s: QuotaSubject, target: string): Promise<QuotaState> {
    const day = chinaDay(this.now())
    const outcome = await this.repo.count(day, kind, s.keys, target, this.limit(kind, s), Math.floor(this.now() / 1000))
    if (outcome === 'full') {
      if (s.kind === 'user') throw new ApiError(ERRORS.QUOTA_EXHAUSTED, JSON.stringify(QUOTA_MASKS[kind]))
      throw new ApiError(ERRORS.QUOTA_MEMBER, VISITOR_EXHAUSTED_MSG)
    }
    return this.state(kind, s, outcome === 'counted')
  }
}
