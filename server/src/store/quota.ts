/**
 * Daily scan quota counts: which targets (pids / personIds) each counting key has used on a day, behind the
 * Sql door of either database. A key is a user ('u:<userId>') or one side of a visitor
 * (its device, 'v:c:<cid>', or its address, 'v:ip:<address>').
 */
import type { Sql } from './sql'

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

export class SqlQuotaRepo implements QuotaRepo {
  constructor(private readonly db: Sql) {}

  async used(day: string, kind: CountKind, key: string): Promise<number> {
    const row = await this.db
      .prepare('SELECT COUNT(*) AS n FROM quota_usage WHERE day = ? AND subject = ? AND kind = ?')
      .get(day, key, kind)
    return (row as { n: number }).n
  }

  async count(day: string, kind: CountKind, keys: string[], target: string, limit: number, at: number): Promise<CountOutcome> {
    return this.db.atomically(async () => {
      const fresh: string[] = []
      for (const key of new Set(keys)) {
        const has = await this.db
          .prepare('SELECT 1 FROM quota_usage WHERE day = ? AND subject = ? AND kind = ? AND target = ?')
          .get(day, key, kind, target)
        if (!has) fresh.push(key)
      }
      if (fresh.length === 0) return 'free'
      for (const key of fresh) if ((await this.used(day, kind, key)) >= limit) return 'full'
      for (const key of fresh)
        await this.db
          .prepare('INSERT INTO quota_usage (day, subject, kind, target, at) VALUES (?, ?, ?, ?, ?)')
          .run(day, key, kind, target, at)
      return 'counted'
    })
  }
}
