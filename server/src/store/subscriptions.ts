/**
 * 订阅 of each user: the subscribe-message sends banked per notice kind (monitoring's are in notify_settings, kept by
 * the monitor repository), saved searches and the judicial-push subscription. Every row is read and changed with the
 * user's id, so another user's rows are never touched.
 */
import type { Sql } from './sql'
import type { NoticeKind } from '../../../contract/domain/subscriptions'

export type GrantKind = Exclude<NoticeKind, 'monitor'>
export type RowKind = 'search' | 'judicial'

export interface GrantRow {
  kind: GrantKind
  remaining: number
  accepted_at: number | null
}

export interface SubscriptionRow {
  id: number
  kind: RowKind
  name: string
  filter: string
  summary: string
  enabled: number
  created_at: number
  seen_at: number
  seen_date: string
  last_push_at: number | null
  last_push_count: number
  /** the new companies 消息中心 last told of since the user last opened it */
  last_message_count: number
}

export interface SubscriptionRepo {
  grants(userId: string): Promise<GrantRow[]>
  /** banks `n` sends of a kind (at most `max` kept); the sends left */
  addGrant(userId: string, kind: GrantKind, n: number, max: number, nowMs: number): Promise<number>
  /** drops the banked sends of a kind */
  cancelGrant(userId: string, kind: GrantKind): Promise<void>
  /** takes one send of a kind; false when none is left */
  useGrant(userId: string, kind: GrantKind): Promise<boolean>
  /** users with sends of a kind left */
  usersWithGrant(kind: GrantKind): Promise<string[]>

  /** how many targets the user monitors, and when the first of them was added */
  monitoring(userId: string): Promise<{ count: number; firstAt: number | null }>
  /** when the latest daily digest was made for the user */
  lastDigestAt(userId: string): Promise<number | null>
  /** the user's judicial-case messages since `sinceMs`: the newest one's time and how many came after `seenMs` */
  judicialMessages(userId: string, dimensions: string[], sinceMs: number, seenMs: number): Promise<{ lastAt: number | null; fresh: number }>

  /** the user's rows, the judicial one first, then the searches newest first */
  list(userId: string): Promise<SubscriptionRow[]>
  row(userId: string, id: number): Promise<SubscriptionRow | undefined>
  rowOf(userId: string, kind: RowKind, filter: string): Promise<SubscriptionRow | undefined>
  count(userId: string, kind: RowKind): Promise<number>
  create(userId: string, kind: RowKind, name: string, filter: string, summary: string[], nowMs: number, today: string): Promise<number>
  setEnabled(userId: string, id: number, enabled: boolean): Promise<void>
  remove(userId: string, id: number): Promise<number>
  markSeen(userId: string, id: number, nowMs: number, today: string): Promise<void>
  recordPush(userId: string, id: number, nowMs: number, count: number): Promise<void>
  /** every user's switched-on saved searches, oldest first */
  enabledSearches(): Promise<Array<SubscriptionRow & { user_id: string }>>
  /** remembers how many new companies 消息中心 has told of for the saved search */
  recordToldCount(id: number, count: number): Promise<void>
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(',')

export class SqlSubscriptionRepo implements SubscriptionRepo {
  constructor(private readonly db: Sql) {}

  async grants(userId: string): Promise<GrantRow[]> {
    return (await this.db.prepare('SELECT kind, remaining, accepted_at FROM subscribe_grants WHERE user_id = ?').all(userId)) as GrantRow[]
  }

  async addGrant(userId: string, kind: GrantKind, n: number, max: number, nowMs: number): Promise<number> {
    await this.db
      .prepare(
        `INSERT INTO subscribe_grants (user_id, kind, remaining, accepted_at) VALUES (@user, @kind, @first, @now)
         ON CONFLICT (user_id, kind) DO UPDATE SET remaining = MIN(remaining + @n, @max), accepted_at = @now`,
      )
      .run({ user: userId, kind, first: Math.min(n, max), n, max, now: nowMs })
    return (
      (await this.db.prepare('SELECT remaining FROM subscribe_grants WHERE user_id = ? AND kind = ?').get(userId, kind)) as {
        remaining: number
      }
    ).remaining
  }

  async cancelGrant(userId: string, kind: GrantKind): Promise<void> {
    await this.db.prepare('UPDATE subscribe_grants SET remaining = 0 WHERE user_id = ? AND kind = ?').run(userId, kind)
  }

  async useGrant(userId: string, kind: GrantKind): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('UPDATE subscribe_grants SET remaining = remaining - 1 WHERE user_id = ? AND kind = ? AND remaining > 0')
          .run(userId, kind)
      ).changes > 0
    )
  }

  async usersWithGrant(kind: GrantKind): Promise<string[]> {
    return (
      (await this.db.prepare('SELECT user_id FROM subscribe_grants WHERE kind = ? AND remaining > 0 ORDER BY user_id').all(kind)) as Array<{
        user_id: string
      }>
    ).map((r) => r.user_id)
  }

  async monitoring(userId: string): Promise<{ count: number; firstAt: number | null }> {
    const r = (await this.db.prepare('SELECT count(*) AS n, min(created_at) AS first FROM monitors WHERE user_id = ?').get(userId)) as {
      n: number
      first: number | null
    }
    return { count: r.n, firstAt: r.first }
  }

  async lastDigestAt(userId: string): Promise<number | null> {
    return ((await this.db.prepare('SELECT max(created_at) AS t FROM digests WHERE user_id = ?').get(userId)) as { t: number | null }).t
  }

  async judicialMessages(
    userId: string,
    dimensions: string[],
    sinceMs: number,
    seenMs: number,
  ): Promise<{ lastAt: number | null; fresh: number }> {
    if (!dimensions.length) return { lastAt: null, fresh: 0 }
    const r = (await this.db
      .prepare(
        `SELECT max(created_at) AS last, sum(created_at > ?) AS fresh FROM messages
         WHERE user_id = ? AND created_at >= ? AND dimension IN (${placeholders(dimensions.length)})`,
      )
      .get(seenMs, userId, sinceMs, ...dimensions)) as { last: number | null; fresh: number | null }
    return { lastAt: r.last, fresh: r.fresh ?? 0 }
  }

  async list(userId: string): Promise<SubscriptionRow[]> {
    return (await this.db
      .prepare("SELECT * FROM user_subscriptions WHERE user_id = ? ORDER BY kind = 'judicial' DESC, created_at DESC, id DESC")
      .all(userId)) as SubscriptionRow[]
  }

  async row(userId: string, id: number): Promise<SubscriptionRow | undefined> {
    return (await this.db.prepare('SELECT * FROM user_subscriptions WHERE user_id = ? AND id = ?').get(userId, id)) as
      SubscriptionRow | undefined
  }

  async rowOf(userId: string, kind: RowKind, filter: string): Promise<SubscriptionRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM user_subscriptions WHERE user_id = ? AND kind = ? AND filter = ?')
      .get(userId, kind, filter)) as SubscriptionRow | undefined
  }

  async count(userId: string, kind: RowKind): Promise<number> {
    return (
      (await this.db.prepare('SELECT count(*) AS n FROM user_subscriptions WHERE user_id = ? AND kind = ?').get(userId, kind)) as {
        n: number
      }
    ).n
  }

  async create(
    userId: string,
    kind: RowKind,
    name: string,
    filter: string,
    summary: string[],
    nowMs: number,
    today: string,
  ): Promise<number> {
    return Number(
      (
        await this.db
          .prepare(
            `INSERT INTO user_subscriptions (user_id, kind, name, filter, summary, enabled, created_at, seen_at, seen_date)
           VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)`,
          )
          .run(userId, kind, name, filter, JSON.stringify(summary), nowMs, nowMs, today)
      ).lastInsertRowid,
    )
  }

  async setEnabled(userId: string, id: number, enabled: boolean): Promise<void> {
    await this.db.prepare('UPDATE user_subscriptions SET enabled = ? WHERE user_id = ? AND id = ?').run(enabled ? 1 : 0, userId, id)
  }

  async remove(userId: string, id: number): Promise<number> {
    return (await this.db.prepare('DELETE FROM user_subscriptions WHERE user_id = ? AND id = ?').run(userId, id)).changes
  }

  async markSeen(userId: string, id: number, nowMs: number, today: string): Promise<void> {
    await this.db
      .prepare(
        'UPDATE user_subscriptions SET seen_at = ?, seen_date = ?, last_push_count = 0, last_message_count = 0 WHERE user_id = ? AND id = ?',
      )
      .run(nowMs, today, userId, id)
  }

  async recordPush(userId: string, id: number, nowMs: number, count: number): Promise<void> {
    await this.db
      .prepare('UPDATE user_subscriptions SET last_push_at = ?, last_push_count = ? WHERE user_id = ? AND id = ?')
      .run(nowMs, count, userId, id)
  }

  async enabledSearches(): Promise<Array<SubscriptionRow & { user_id: string }>> {
    return (await this.db.prepare("SELECT * FROM user_subscriptions WHERE kind = 'search' AND enabled = 1 ORDER BY id").all()) as Array<
      SubscriptionRow & { user_id: string }
    >
  }

  async recordToldCount(id: number, count: number): Promise<void> {
    await this.db.prepare('UPDATE user_subscriptions SET last_message_count = ? WHERE id = ?').run(count, id)
  }
}
