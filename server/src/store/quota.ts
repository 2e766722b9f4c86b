/**
 * Daily scan quota counts: which targets (pids / personIds) each counting key has used on a day, behind the
 * interface the PostgreSQL store will also satisfy. A key is a user ('u:<userId>') or one side of a visitor
 * (its device, 'v:c:<cid>', or its address, 'v:ip:<address>').
 */
import type { DB } from './db'

export type QuotaKind = 'company' | 'person'
/** what is counted per day: the scan quotas, and the companies whose numbers 查电话 showed in full */
export type CountKind = QuotaKind | 'phone'

/** counted: a unit was used for at least one key; free: every key had already counted the target; full: refused */
export type CountOutcome = 'counted' | 'free' | 'full'

export interface QuotaRepo {
  /** distinct targets the key has counted that day */
  used(day: string, kind: CountKind, key: string): Promise<number>
  /**
   * Counts `target` for every key that has not counted it that day, all or nothing: when one of those keys already
   * counts `limit` targets, nothing is written and the answer is 'full'.
   */
  count(day: string, kind: CountKind, keys: string[], target: string, limit: number, at: number): Promise<CountOutcome>
}

export class SqliteQuotaRepo implements QuotaRepo {
  private readonly usedStmt
  private readonly hasStmt
  private readonly insStmt
  private readonly countTx

  constructor(db: DB) {
    this.usedStmt = db.prepare('SELECT COUNT(*) AS n FROM quota_usage WHERE day = ? AND subject = ? AND kind = ?')
    this.hasStmt = db.prepare('SELECT 1 FROM quota_usage WHERE day = ? AND subject = ? AND kind = ? AND target = ?')
    this.insStmt = db.prepare('INSERT INTO quota_usage (day, subject, kind, target, at) VALUES (?, ?, ?, ?, ?)')
    this.countTx = db.transaction(
      (day: string, kind: CountKind, keys: string[], target: string, limit: number, at: number): CountOutcome => {
        const fresh = keys.filter((key) => !this.hasStmt.get(day, key, kind, target))
        if (fresh.length === 0) return 'free'
        if (fresh.some((key) => this.usedSync(day, kind, key) >= limit)) return 'full'
        for (const key of fresh) this.insStmt.run(day, key, kind, target, at)
        return 'counted'
      },
    )
  }

  usedSync(day: string, kind: CountKind, key: string): number {
    return (this.usedStmt.get(day, key, kind) as { n: number }).n
  }

  async used(day: string, kind: CountKind, key: string): Promise<number> {
    return this.usedSync(day, kind, key)
  }

  async count(day: string, kind: CountKind, keys: string[], target: string, limit: number, at: number): Promise<CountOutcome> {
    return this.countTx(day, kind, [...new Set(keys)], target, limit, at)
  }
}
