/**
 * What the server holds about one user, read for the personal-information inventory (个人信息收集清单) and for the
 * cancellation notice's counts. Every query is of the one user's own rows. Times are returned in ms whatever the
 * table keeps (sessions, access logs and invitation uses keep seconds).
 */
import type { Sql } from './sql'

/** The count of a kind of record, its latest time, and what the latest one was (raw, for the service to word). */
export interface UsageCount {
  count: number
  latestAt: number | null
  /** a name or title of the latest record; '' when it has none */
  latest: string
}

export type ServerUsageKind =
  | 'footprints'
  | 'collections'
  | 'follows'
  | 'monitors'
  | 'messages'
  | 'orders'
  | 'invoices'
  | 'exports'
  | 'cards'
  | 'feedback'
  | 'uploads'
  | 'pageViews'

export interface PersonalDataRepo {
  usage(userId: string): Promise<Record<ServerUsageKind, UsageCount>>
  /** the addresses the account signed in from, the most recent first */
  signInAddresses(userId: string, limit: number): Promise<Array<{ ip: string; logins: number; lastAt: number }>>
  inviteUse(userId: string): Promise<{ code: string; label: string; at: number } | undefined>
}

const NAME_OF_TARGET = `COALESCE(
  CASE WHEN t.kind = 'company' THEN (SELECT name FROM companies WHERE pid = t.target_id)
       ELSE (SELECT name FROM persons WHERE person_id = t.target_id) END, '')`

export class SqlPersonalDataRepo implements PersonalDataRepo {
  constructor(private readonly db: Sql) {}

  /** count and latest row of `sql`, which selects `at` and `latest` from the user's rows (newest first) */
  private async counted(countSql: string, latestSql: string, userId: string): Promise<UsageCount> {
    const { n } = (await this.db.prepare(countSql).get(userId)) as { n: number }
    if (!n) return { count: 0, latestAt: null, latest: '' }
    const row = (await this.db.prepare(latestSql).get(userId)) as { at: number; latest: string | null }
    return { count: n, latestAt: row.at, latest: row.latest ?? '' }
  }

  async usage(userId: string): Promise<Record<ServerUsageKind, UsageCount>> {
    return {
      footprints: await this.counted(
        'SELECT COUNT(*) AS n FROM footprints WHERE user_id = ?',
        `SELECT t.viewed_at AS at, ${NAME_OF_TARGET} AS latest FROM footprints t WHERE t.user_id = ? ORDER BY t.viewed_at DESC LIMIT 1`,
        userId,
      ),
      collections: await this.counted(
        'SELECT COUNT(*) AS n FROM collections WHERE user_id = ?',
        `SELECT t.collected_at AS at, ${NAME_OF_TARGET} AS latest FROM collections t WHERE t.user_id = ? ORDER BY t.collected_at DESC LIMIT 1`,
        userId,
      ),
      follows: await this.counted(
        'SELECT COUNT(*) AS n FROM follows WHERE user_id = ?',
        `SELECT t.followed_at AS at, COALESCE((SELECT name FROM companies WHERE pid = t.pid), '') AS latest
         FROM follows t WHERE t.user_id = ? ORDER BY t.followed_at DESC LIMIT 1`,
        userId,
      ),
      monitors: await this.counted(
        'SELECT COUNT(*) AS n FROM monitors WHERE user_id = ?',
        `SELECT t.created_at AS at, ${NAME_OF_TARGET} AS latest FROM monitors t WHERE t.user_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT 1`,
        userId,
      ),
      messages: await this.counted(
        'SELECT COUNT(*) AS n FROM messages WHERE user_id = ?',
        `SELECT m.created_at AS at, d.target_name || '：' || d.title AS latest
         FROM messages m JOIN dynamics d ON d.id = m.dynamic_id WHERE m.user_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
        userId,
      ),
      orders: await this.counted(
        'SELECT COUNT(*) AS n FROM orders WHERE user_id = ?',
        `SELECT created_at AS at, kind || ':' || state || ':' || amount_fen AS latest
         FROM orders WHERE user_id = ? ORDER BY created_at DESC LIMIT 1`,
        userId,
      ),
      invoices: await this.counted(
        'SELECT COUNT(*) AS n FROM invoice_requests WHERE user_id = ?',
        'SELECT created_at AS at, buyer_name AS latest FROM invoice_requests WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
        userId,
      ),
      exports: await this.counted(
        'SELECT COUNT(*) AS n FROM exports WHERE user_id = ?',
        'SELECT created_at AS at, title AS latest FROM exports WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
        userId,
      ),
      // the cards kept and the user's own card (at most one)
      cards: await this.counted(
        `WITH u(id) AS (SELECT ?)
         SELECT (SELECT COUNT(*) FROM cards, u WHERE user_id = u.id) + (SELECT COUNT(*) FROM my_cards, u WHERE user_id = u.id) AS n`,
        `WITH u(id) AS (SELECT ?)
         SELECT created_at AS at, name AS latest FROM cards, u WHERE user_id = u.id
         UNION ALL SELECT created_at, name FROM my_cards, u WHERE user_id = u.id ORDER BY at DESC LIMIT 1`,
        userId,
      ),
      feedback: await this.counted(
        'SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?',
        `SELECT created_at AS at, CASE WHEN company_name <> '' THEN company_name || '：' ELSE '' END || content AS latest
         FROM feedback WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1`,
        userId,
      ),
      uploads: await this.counted(
        'SELECT COUNT(*) AS n FROM uploads WHERE user_id = ?',
        "SELECT created_at AS at, CASE purpose WHEN 'avatar' THEN '头像' ELSE '反馈截图' END AS latest FROM uploads WHERE user_id = ? ORDER BY created_at DESC LIMIT 1",
        userId,
      ),
      pageViews: await this.counted(
        'SELECT COUNT(*) AS n FROM access_logs WHERE user_id = ?',
        "SELECT at * 1000 AS at, '' AS latest FROM access_logs WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT 1",
        userId,
      ),
    }
  }

  async signInAddresses(userId: string, limit: number): Promise<Array<{ ip: string; logins: number; lastAt: number }>> {
    return (await this.db
      .prepare(
        `SELECT ip, COUNT(*) AS logins, MAX(created_at) * 1000 AS lastAt FROM sessions
         WHERE user_id = ? AND ip <> '' GROUP BY ip ORDER BY lastAt DESC LIMIT ?`,
      )
      .all(userId, limit)) as Array<{ ip: string; logins: number; lastAt: number }>
  }

  async inviteUse(userId: string): Promise<{ code: string; label: string; at: number } | undefined> {
    return (await this.db
      .prepare(
        `SELECT u.code, COALESCE(c.label, '') AS label, u.at * 1000 AS at FROM invite_uses u
         LEFT JOIN invite_codes c ON c.code = u.code WHERE u.user_id = ?`,
      )
      .get(userId)) as { code: string; label: string; at: number } | undefined
  }
}
