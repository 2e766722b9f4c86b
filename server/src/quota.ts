/**
 * Daily scan quotas (spec §4, §7 checkApiNum). Configuration: per kind (company scans, person checks),
 * a limit for anonymous visitors and one per membership level (users.member_level); environment
 * overrides QUOTA_COMPANY_VISITOR, QUOTA_COMPANY_FREE, QUOTA_COMPANY_MEMBER, QUOTA_PERSON_VISITOR,
 * QUOTA_PERSON_FREE, QUOTA_PERSON_MEMBER (member = every level ≥ 1).
 *
 * Semantics: check-and-consume. Consuming for a target (pid / personId) already counted for the same
 * subject on the same China-time day costs nothing; otherwise one unit, or — at zero — code 15000
 * (logged-in user; msg is the JSON string of {appMaskLayer, title, content}) or 15001 (visitor; msg a
 * Chinese sentence). Visitors are counted by the cid header, else Visitor-Id + client IP.
 */
import type { FastifyRequest } from 'fastify'
import type { QuotaMask, QuotaState } from '../../types/api-risk'
import { ApiError, ERRORS } from './errors'
import type { DB } from './store/db'

export type QuotaKind = 'company' | 'person'

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

export function quotaConfigFromEnv(env: Record<string, string | undefined> = process.env): QuotaConfig {
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

export interface QuotaSubject {
  kind: 'user' | 'visitor'
  key: string
  memberLevel: number
}

/** China (UTC+8) calendar day of a moment */
export function chinaDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}

function header(request: FastifyRequest, name: string): string {
  const v = request.headers[name]
  return ((Array.isArray(v) ? v[0] : v) ?? '').trim().slice(0, 128)
}

export function visitorKey(request: FastifyRequest): string {
  const cid = header(request, 'cid')
  if (cid) return `v:c:${cid}`
  return `v:i:${header(request, 'visitor-id')}@${request.ip}`
}

export class QuotaService {
  private readonly countStmt
  private readonly hasStmt
  private readonly insStmt
  constructor(private readonly db: DB, private readonly config: QuotaConfig, private readonly now: () => number) {
    this.countStmt = db.prepare('SELECT COUNT(*) AS n FROM quota_usage WHERE day = ? AND subject = ? AND kind = ?')
    this.hasStmt = db.prepare('SELECT 1 FROM quota_usage WHERE day = ? AND subject = ? AND kind = ? AND target = ?')
    this.insStmt = db.prepare('INSERT INTO quota_usage (day, subject, kind, target, at) VALUES (?, ?, ?, ?, ?)')
  }

  limit(kind: QuotaKind, s: QuotaSubject): number {
    const c = this.config[kind]
    if (s.kind === 'visitor') return c.visitor
    return c.levels[Math.min(Math.max(0, s.memberLevel), c.levels.length - 1)]
  }

  state(kind: QuotaKind, s: QuotaSubject, consumed = false): QuotaState {
    const day = chinaDay(this.now())
    const used = (this.countStmt.get(day, s.key, kind) as { n: number }).n
    const limit = this.limit(kind, s)
    return { kind, subject: s.kind, memberLevel: s.memberLevel, limit, used, remaining: Math.max(0, limit - used), consumed, day }
  }

  /** Check and consume one unit for a target; throws 15000 / 15001 at zero. */
  consume(kind: QuotaKind, s: QuotaSubject, target: string): QuotaState {
    const day = chinaDay(this.now())
    const run = this.db.transaction((): boolean => {
      if (this.hasStmt.get(day, s.key, kind, target)) return false
      const used = (this.countStmt.get(day, s.key, kind) as { n: number }).n
      if (used >= this.limit(kind, s)) {
        if (s.kind === 'user') throw new ApiError(ERRORS.QUOTA_EXHAUSTED, JSON.stringify(QUOTA_MASKS[kind]))
        throw new ApiError(ERRORS.QUOTA_MEMBER, VISITOR_EXHAUSTED_MSG)
      }
      this.insStmt.run(day, s.key, kind, target, Math.floor(this.now() / 1000))
      return true
    })
    return this.state(kind, s, run())
  }
}
