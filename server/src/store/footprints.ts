/**
 * Footprints: the latest view of each company and person per user. A target that no longer exists drops out of the
 * list; names and the second line are read from the data at listing time, so they are never the client's.
 */
import type { Sql } from './sql'
import type { FootprintKind } from '../../../contract/schemas/footprint'

export interface FootprintRow {
  kind: FootprintKind
  target_id: string
  viewed_at: number
  name: string
  sub: string
}

export interface FootprintRepo {
  /** whether the target exists in the data */
  exists(kind: FootprintKind, targetId: string): Promise<boolean>
  /**
   * Records views, keeping the later time of a target already there, then trims each touched kind to `keep` rows;
   * the views of targets that do not exist are skipped. Returns how many were recorded.
   */
  record(userId: string, views: Array<{ kind: FootprintKind; targetId: string; viewedAt: number }>, keep: number): Promise<number>
  one(userId: string, kind: FootprintKind, targetId: string): Promise<FootprintRow | undefined>
  list(userId: string, kind: FootprintKind | null, offset: number, limit: number): Promise<{ total: number; rows: FootprintRow[] }>
  clear(userId: string, kind: FootprintKind | null): Promise<number>
}

/** A company's second line is its legal representative and status; a person's, the company they are best known by. */
const SELECT = `
  SELECT f.kind, f.target_id, f.viewed_at, COALESCE(c.name, p.name) AS name,
    CASE WHEN f.kind = 'company' THEN trim(c.legal_person || ' · ' || c.status, ' ·')
    ELSE COALESCE((SELECT c2.name FROM roles r JOIN companies c2 ON c2.id = r.company_id
                   WHERE r.person_id = f.target_id AND r.to_date IS NULL
                   ORDER BY r.role = 'legal' DESC, c2.reg_capital DESC LIMIT 1), '') END AS sub
  FROM footprints f
  LEFT JOIN companies c ON f.kind = 'company' AND c.pid = f.target_id
  LEFT JOIN persons p ON f.kind = 'person' AND p.person_id = f.target_id`
const EXISTING = '(c.id IS NOT NULL OR p.id IS NOT NULL)'

export class SqlFootprintRepo implements FootprintRepo {
  constructor(private readonly db: Sql) {}

  async exists(kind: FootprintKind, targetId: string): Promise<boolean> {
    const sql = kind === 'company' ? 'SELECT 1 FROM companies WHERE pid = ?' : 'SELECT 1 FROM persons WHERE person_id = ?'
    return Boolean(await this.db.prepare(sql).get(targetId))
  }

  async record(userId: string, views: Array<{ kind: FootprintKind; targetId: string; viewedAt: number }>, keep: number): Promise<number> {
    const upsert = this.db.prepare(
      `INSERT INTO footprints (user_id, kind, target_id, viewed_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, kind, target_id) DO UPDATE SET viewed_at = max(viewed_at, excluded.viewed_at)`,
    )
    const trim = this.db.prepare(
      `DELETE FROM footprints WHERE user_id = ? AND kind = ? AND target_id NOT IN (
         SELECT target_id FROM footprints WHERE user_id = ? AND kind = ? ORDER BY viewed_at DESC, target_id LIMIT ?)`,
    )
    return this.db.atomically(async () => {
      let n = 0
      const kinds = new Set<FootprintKind>()
      for (const v of views) {
        if (!(await this.exists(v.kind, v.targetId))) continue
        await upsert.run(userId, v.kind, v.targetId, v.viewedAt)
        kinds.add(v.kind)
        n++
      }
      for (const kind of kinds) await trim.run(userId, kind, userId, kind, keep)
      return n
    })
  }

  async one(userId: string, kind: FootprintKind, targetId: string): Promise<FootprintRow | undefined> {
    return (await this.db
      .prepare(`${SELECT} WHERE f.user_id = ? AND f.kind = ? AND f.target_id = ? AND ${EXISTING}`)
      .get(userId, kind, targetId)) as FootprintRow | undefined
  }

  async list(userId: string, kind: FootprintKind | null, offset: number, limit: number): Promise<{ total: number; rows: FootprintRow[] }> {
    const where = `f.user_id = ?${kind ? ' AND f.kind = ?' : ''} AND ${EXISTING}`
    const args = kind ? [userId, kind] : [userId]
    const { n } = (await this.db
      .prepare(
        `SELECT count(*) AS n FROM footprints f
         LEFT JOIN companies c ON f.kind = 'company' AND c.pid = f.target_id
         LEFT JOIN persons p ON f.kind = 'person' AND p.person_id = f.target_id WHERE ${where}`,
      )
      .get(...args)) as { n: number }
    const rows = (await this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY f.viewed_at DESC, f.target_id LIMIT ? OFFSET ?`)
      .all(...args, limit, offset)) as FootprintRow[]
    return { total: n, rows }
  }

  async clear(userId: string, kind: FootprintKind | null): Promise<number> {
    return kind
      ? (await this.db.prepare('DELETE FROM footprints WHERE user_id = ? AND kind = ?').run(userId, kind)).changes
      : (await this.db.prepare('DELETE FROM footprints WHERE user_id = ?').run(userId)).changes
  }
}
