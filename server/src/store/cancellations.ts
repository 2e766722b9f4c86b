/**
 * Account cancellations: the requests, their withdrawal, and the erasure of an account whose cooling-off has ended,
 * driven by the table list in user-data.ts. Times are ms.
 */
import type { Sql } from './sql'
import { ERASED, RELEASED, USER_ROW_CLEARED, type FileKind } from './user-data'

export interface CancellationRow {
  id: number
  user_id: string
  state: 'pending' | 'withdrawn' | 'done'
  requested_at: number
  effective_at: number
  withdrawn_by: 'user' | 'signin' | null
  withdrawn_at: number | null
  done_at: number | null
  phone_digest: string | null
}

/** What an erasure removed: the files its rows stood for, the sessions it ended, rows deleted per table. */
export interface Erasure {
  files: Array<{ kind: FileKind; row: Record<string, unknown> }>
  sessions: string[]
  deleted: Record<string, number>
}

export interface CancellationRepo {
  pending(userId: string): Promise<CancellationRow | undefined>
  /** Records a pending request; undefined when one is already pending. */
  request(userId: string, requestedAt: number, effectiveAt: number): Promise<CancellationRow | undefined>
  /** Withdraws the pending request, if any; true when one was withdrawn. */
  withdraw(userId: string, by: 'user' | 'signin', at: number): Promise<boolean>
  /**
   * Pending requests whose time has come, oldest first. An account with an order still waiting for payment waits
   * until that order is paid or closed (unpaid orders close within minutes), so no payment lands on an erased account.
   */
  due(now: number, limit: number): Promise<CancellationRow[]>
  /**
   * In one transaction: deletes the account's rows table by table (ERASED), clears its users row (USER_ROW_CLEARED),
   * marks it cancelled and the request done with the phone's digest. Nothing happens when the request is no longer
   * pending (a sign-in withdrew it meanwhile).
   */
  erase(request: CancellationRow, phone: string | null, phoneDigest: string | null, now: number): Promise<Erasure | null>
  /** Whether a cancelled account had the phone of this digest. */
  cancelledPhone(phoneDigest: string): Promise<boolean>
  /** The account has been cancelled, or its request's time has come. */
  cancelledOrDue(userId: string, now: number): Promise<boolean>
  /** The account's orders still waiting for payment or for a refund. */
  openOrders(userId: string): Promise<{ unpaid: number; refunding: number }>
}

const USER_SET = Object.keys(USER_ROW_CLEARED)
  .map((c) => `${c} = @${c}`)
  .join(', ')

export class SqlCancellationRepo implements CancellationRepo {
  constructor(private readonly db: Sql) {}

  async pending(userId: string): Promise<CancellationRow | undefined> {
    return (await this.db.prepare("SELECT * FROM account_cancellations WHERE user_id = ? AND state = 'pending'").get(userId)) as
      CancellationRow | undefined
  }

  async request(userId: string, requestedAt: number, effectiveAt: number): Promise<CancellationRow | undefined> {
    const r = await this.db
      .prepare(
        `INSERT INTO account_cancellations (user_id, requested_at, effective_at) VALUES (?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .run(userId, requestedAt, effectiveAt)
    return r.changes ? await this.pending(userId) : undefined
  }

  async withdraw(userId: string, by: 'user' | 'signin', at: number): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            `UPDATE account_cancellations SET state = 'withdrawn', withdrawn_by = ?, withdrawn_at = ?
           WHERE user_id = ? AND state = 'pending'`,
          )
          .run(by, at, userId)
      ).changes > 0
    )
  }

  async due(now: number, limit: number): Promise<CancellationRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM account_cancellations c WHERE state = 'pending' AND effective_at <= ?
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = c.user_id AND o.state = 'created')
         ORDER BY effective_at LIMIT ?`,
      )
      .all(now, limit)) as CancellationRow[]
  }

  async erase(request: CancellationRow, phone: string | null, phoneDigest: string | null, now: number): Promise<Erasure | null> {
    return this.db.atomically(async (): Promise<Erasure | null> => {
      const done = await this.db
        .prepare(
          `UPDATE account_cancellations SET state = 'done', done_at = ?, phone_digest = ?
           WHERE id = ? AND state = 'pending'`,
        )
        .run(now, phoneDigest, request.id)
      if (!done.changes) return null
      const userId = request.user_id
      const keyOf = { userId, phone, quotaSubject: `u:${userId}` }
      const erasure: Erasure = {
        files: [],
        sessions: ((await this.db.prepare('SELECT jti FROM sessions WHERE user_id = ?').all(userId)) as Array<{ jti: string }>).map(
          (r) => r.jti,
        ),
        deleted: {},
      }
      for (const t of ERASED) {
        const key = keyOf[t.key ?? 'userId']
        if (key === null) continue
        const where = `${t.column} = ?${t.where ? ` AND ${t.where}` : ''}`
        if (t.file) {
          const rows = (await this.db.prepare(`SELECT * FROM ${t.table} WHERE ${where}`).all(key)) as Array<Record<string, unknown>>
          for (const row of rows) erasure.files.push({ kind: t.file, row })
        }
        erasure.deleted[t.table] = (await this.db.prepare(`DELETE FROM ${t.table} WHERE ${where}`).run(key)).changes
      }
      for (const t of RELEASED) await this.db.prepare(`UPDATE ${t.table} SET ${t.column} = NULL WHERE ${t.column} = ?`).run(userId)
      await this.db.prepare(`UPDATE users SET ${USER_SET}, cancelled_at = @cancelledAt WHERE user_id = @userId`).run({
        ...USER_ROW_CLEARED,
        cancelledAt: now,
        userId,
      })
      return erasure
    })
  }

  async cancelledPhone(phoneDigest: string): Promise<boolean> {
    return Boolean(await this.db.prepare("SELECT 1 FROM account_cancellations WHERE phone_digest = ? AND state = 'done'").get(phoneDigest))
  }

  async cancelledOrDue(userId: string, now: number): Promise<boolean> {
    return Boolean(
      await this.db
        .prepare(
          `SELECT 1 FROM users WHERE user_id = ? AND cancelled_at IS NOT NULL
           UNION ALL
           SELECT 1 FROM account_cancellations WHERE user_id = ? AND state = 'pending' AND effective_at <= ?`,
        )
        .get(userId, userId, now),
    )
  }

  async openOrders(userId: string): Promise<{ unpaid: number; refunding: number }> {
    return (await this.db
      .prepare(
        `SELECT COALESCE(SUM(state = 'created'), 0) AS unpaid, COALESCE(SUM(state = 'refunding'), 0) AS refunding
         FROM orders WHERE user_id = ? AND state IN ('created', 'refunding')`,
      )
      .get(userId)) as { unpaid: number; refunding: number }
  }
}
