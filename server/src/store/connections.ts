/**
 * 人脉. Every query of the saved contacts names its user, so another user's contact is never read or changed. The radar
 * reads the companies of a user (the one on the profile, matched by its exact name, and the monitored ones) and the
 * current roles people hold in them; a link to a company that is gone from the data reads as no link.
 */
import type { Sql } from './sql'
import { roleLabel } from './persons'
import type { RadarRoleRow } from '../../../contract/domain/connections'

/** A contact's fields, trimmed and checked; '' for an empty optional field, for no company and for no person. */
export interface ContactFields {
  name: string
  phone: string
  wechat: string
  email: string
  company: string
  pid: string
  title: string
  note: string
  tags: string[]
  personId: string
}

export interface ContactRow {
  id: number
  name: string
  phone: string
  wechat: string
  email: string
  company: string
  /** null when not linked, or the company is no longer in the data */
  pid: string | null
  title: string
  note: string
  /** JSON array */
  tags: string
  person_id: string | null
  created_at: number
  updated_at: number
}

export interface RadarCompany {
  id: number
  pid: string
  name: string
}

export interface RadarSources {
  /** the company name on the profile, '' when none */
  profileCompany: string
  /** the company of the data with exactly that name (the oldest when several share it) */
  own: RadarCompany | null
  monitored: RadarCompany[]
}

export interface ConnectionRepo {
  companyExists(pid: string): Promise<boolean>
  personExists(personId: string): Promise<boolean>
  sources(userId: string): Promise<RadarSources>
  /** the current roles held in those companies, one row per role */
  roles(companyIds: number[]): Promise<RadarRoleRow[]>
  /** the user's contacts saved from those persons: person id → contact id */
  contactIdsOf(userId: string, personIds: string[]): Promise<Map<string, number>>
  count(userId: string): Promise<number>
  list(userId: string, o: { keyword: string; offset: number; limit: number }): Promise<{ total: number; rows: ContactRow[] }>
  one(userId: string, id: number): Promise<ContactRow | undefined>
  /** null when the user already keeps `max` contacts (checked and inserted in one transaction) */
  create(userId: string, c: ContactFields, now: number, max: number): Promise<ContactRow | null>
  /** undefined when the user has no contact of that id */
  update(userId: string, id: number, c: ContactFields, now: number): Promise<ContactRow | undefined>
  remove(userId: string, id: number): Promise<number>
}

const COLUMNS = `k.id, k.name, k.phone, k.wechat, k.email, k.company,
  CASE WHEN EXISTS (SELECT 1 FROM companies co WHERE co.pid = k.pid) THEN k.pid END AS pid,
  k.title, k.note, k.tags, k.person_id, k.created_at, k.updated_at`

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`)

const values = (c: ContactFields) => [
  c.name,
  c.phone,
  c.wechat,
  c.email,
  c.company,
  c.pid || null,
  c.title,
  c.note,
  JSON.stringify(c.tags),
  c.personId || null,
]
const FIELD_COLUMNS = ['name', 'phone', 'wechat', 'email', 'company', 'pid', 'title', 'note', 'tags', 'person_id']

export class SqlConnectionRepo implements ConnectionRepo {
  constructor(private readonly db: Sql) {}

  async companyExists(pid: string): Promise<boolean> {
    return Boolean(await this.db.prepare('SELECT 1 FROM companies WHERE pid = ?').get(pid))
  }

  async personExists(personId: string): Promise<boolean> {
    return Boolean(await this.db.prepare('SELECT 1 FROM persons WHERE person_id = ?').get(personId))
  }

  async sources(userId: string): Promise<RadarSources> {
    const user = (await this.db.prepare('SELECT company FROM users WHERE user_id = ?').get(userId)) as { company: string } | undefined
    const profileCompany = (user?.company ?? '').trim()
    const own = profileCompany
      ? (((await this.db.prepare('SELECT id, pid, name FROM companies WHERE name = ? ORDER BY id LIMIT 1').get(profileCompany)) as
          RadarCompany | undefined) ?? null)
      : null
    const monitored = (await this.db
      .prepare(
        `SELECT c.id, c.pid, c.name FROM monitors m JOIN companies c ON c.pid = m.target_id
         WHERE m.user_id = ? AND m.kind = 'company' ORDER BY m.created_at, m.id`,
      )
      .all(userId)) as RadarCompany[]
    return { profileCompany, own, monitored }
  }

  async roles(companyIds: number[]): Promise<RadarRoleRow[]> {
    if (!companyIds.length) return []
    const rows = (await this.db
      .prepare(
        `SELECT r.person_id, p.name AS person_name, c.pid, c.name AS company_name, r.role, r.position, r.share
         FROM roles r JOIN persons p ON p.person_id = r.person_id JOIN companies c ON c.id = r.company_id
         WHERE r.company_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?)) AND r.to_date IS NULL
         ORDER BY r.id`,
      )
      .all(JSON.stringify(companyIds))) as Array<{
      person_id: string
      person_name: string
      pid: string
      company_name: string
      role: string
      position: string
      share: number | null
    }>
    return rows.map((r) => ({
      personId: r.person_id,
      personName: r.person_name,
      pid: r.pid,
      companyName: r.company_name,
      role: r.role,
      label: roleLabel(r.role, r.position),
      share: r.share,
    }))
  }

  async contactIdsOf(userId: string, personIds: string[]): Promise<Map<string, number>> {
    if (!personIds.length) return new Map()
    const rows = (await this.db
      .prepare('SELECT person_id, id FROM contacts WHERE user_id = ? AND person_id IN (SELECT value FROM json_each(?))')
      .all(userId, JSON.stringify(personIds))) as Array<{ person_id: string; id: number }>
    return new Map(rows.map((r) => [r.person_id, r.id]))
  }

  async count(userId: string): Promise<number> {
    return ((await this.db.prepare('SELECT count(*) AS n FROM contacts WHERE user_id = ?').get(userId)) as { n: number }).n
  }

  async list(userId: string, o: { keyword: string; offset: number; limit: number }): Promise<{ total: number; rows: ContactRow[] }> {
    const kw = o.keyword.trim()
    const where = kw
      ? ` AND (${['k.name', 'k.company', 'k.title', 'k.phone', 'k.wechat', 'k.tags'].map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`
      : ''
    const args = kw ? Array<string>(6).fill(`%${likeEscape(kw)}%`) : []
    const { n } = (await this.db.prepare(`SELECT count(*) AS n FROM contacts k WHERE k.user_id = ?${where}`).get(userId, ...args)) as {
      n: number
    }
    const rows = (await this.db
      .prepare(`SELECT ${COLUMNS} FROM contacts k WHERE k.user_id = ?${where} ORDER BY k.updated_at DESC, k.id DESC LIMIT ? OFFSET ?`)
      .all(userId, ...args, o.limit, o.offset)) as ContactRow[]
    return { total: n, rows }
  }

  async one(userId: string, id: number): Promise<ContactRow | undefined> {
    return (await this.db.prepare(`SELECT ${COLUMNS} FROM contacts k WHERE k.user_id = ? AND k.id = ?`).get(userId, id)) as
      ContactRow | undefined
  }

  async create(userId: string, c: ContactFields, now: number, max: number): Promise<ContactRow | null> {
    return this.db.atomically(async () => {
      if ((await this.count(userId)) >= max) return null
      const { lastInsertRowid } = await this.db
        .prepare(
          `INSERT INTO contacts (user_id, ${FIELD_COLUMNS.join(', ')}, created_at, updated_at)
           VALUES (?, ${FIELD_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
        )
        .run(userId, ...values(c), now, now)
      return (await this.one(userId, Number(lastInsertRowid)))!
    })
  }

  async update(userId: string, id: number, c: ContactFields, now: number): Promise<ContactRow | undefined> {
    const { changes } = await this.db
      .prepare(`UPDATE contacts SET ${FIELD_COLUMNS.map((f) => `${f} = ?`).join(', ')}, updated_at = ? WHERE user_id = ? AND id = ?`)
      .run(...values(c), now, userId, id)
    return changes ? await this.one(userId, id) : undefined
  }

  async remove(userId: string, id: number): Promise<number> {
    return (await this.db.prepare('DELETE FROM contacts WHERE user_id = ? AND id = ?').run(userId, id)).changes
  }
}
