/**
 * 名片夹 and 我的名片. Every query of the kept cards names its user, so another user's card is never read or changed. A
 * card's sort and search keys (initial, pinyin of the name, pinyin of the company) are derived here when it is saved.
 * A link to a company that is gone from the data reads as no link.
 */
import { pinyin } from 'pinyin-pro'
import type { Sql } from './sql'
import type { CardSort } from '../../../contract/domain/cards'

/** A card's fields, trimmed and checked; '' for an empty optional field and for no linked company. */
export interface CardFields {
  name: string
  mobile: string
  landline: string
  email: string
  company: string
  pid: string
  title: string
  address: string
  note: string
}

interface FaceRow {
  name: string
  mobile: string
  landline: string
  email: string
  company: string
  /** null when the card is not linked, or its company is no longer in the data */
  pid: string | null
  title: string
  address: string
  note: string
  created_at: number
  updated_at: number
}
export interface CardRow extends FaceRow {
  id: number
  initial: string
  source_token: string | null
}
export interface MyCardRow extends FaceRow {
  share_token: string
}

export interface CardListOptions {
  keyword: string
  sort: CardSort
  offset: number
  limit: number
}

export interface CardRepo {
  companyExists(pid: string): Promise<boolean>
  count(userId: string): Promise<number>
  list(userId: string, o: CardListOptions): Promise<{ total: number; rows: CardRow[] }>
  one(userId: string, id: number): Promise<CardRow | undefined>
  /** null when the user already keeps `max` cards (checked and inserted in one transaction) */
  create(userId: string, card: CardFields, now: number, max: number, sourceToken?: string): Promise<CardRow | null>
  /** undefined when the user has no card of that id */
  update(userId: string, id: number, card: CardFields, now: number): Promise<CardRow | undefined>
  remove(userId: string, id: number): Promise<number>
  /** the user's card saved from a share token */
  savedFrom(userId: string, token: string): Promise<CardRow | undefined>
  mine(userId: string): Promise<MyCardRow | undefined>
  /** makes or replaces the user's own card; a new card gets `newToken` */
  saveMine(userId: string, card: CardFields, now: number, newToken: string): Promise<MyCardRow>
  removeMine(userId: string): Promise<number>
  /** gives the own card a new share token: links with the old one stop working */
  resetShare(userId: string, token: string): Promise<MyCardRow | undefined>
  byShareToken(token: string): Promise<MyCardRow | undefined>
}

/** The pinyin syllables of a text, lower case, letters and digits only; other text kept as its own runs. */
function syllables(text: string, surname: boolean): string[] {
  if (!text.trim()) return []
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', surname: surname ? 'head' : 'off', v: true }).map((s) =>
    s.toLowerCase().replace(/[^a-z0-9]/g, ''),
  )
}

/** The sort and search keys of a card: A–Z or '#' for its initial, the spaced pinyin to sort by, and two to search in. */
export function cardKeys(name: string, company: string) {
  const n = syllables(name, true)
  const first = n[0] ?? ''
  const words = n.filter(Boolean)
  return {
    initial: /^[a-z]/.test(first) ? first[0].toUpperCase() : '#',
    name_key: words.join(' '),
    name_py: words.join(''),
    name_abbr: words.map((w) => w[0]).join(''),
    company_key: syllables(company, false).filter(Boolean).join(' '),
  }
}

const LIVE_PID = (alias: string) => `CASE WHEN EXISTS (SELECT 1 FROM companies co WHERE co.pid = ${alias}.pid) THEN ${alias}.pid END AS pid`
const CARD_COLUMNS = `c.id, c.name, c.mobile, c.landline, c.email, c.company, ${LIVE_PID('c')}, c.title, c.address, c.note,
  c.initial, c.source_token, c.created_at, c.updated_at`
const MY_COLUMNS = `m.name, m.mobile, m.landline, m.email, m.company, ${LIVE_PID('m')}, m.title, m.address, m.note, m.share_token,
  m.created_at, m.updated_at`

const ORDER: Record<CardSort, string> = {
  recent: 'c.created_at DESC, c.id DESC',
  name: "c.initial = '#', c.initial, c.name_key, c.id",
  company: "c.company = '', c.company_key, c.company, c.initial = '#', c.name_key, c.id",
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`)
const like = (column: string) => `${column} LIKE ? ESCAPE '\\'`

/** The WHERE clause of a keyword and its arguments: name, company, title, phones, and the name's pinyin. */
function keywordFilter(keyword: string): { sql: string; args: string[] } {
  const kw = keyword.trim()
  if (!kw) return { sql: '', args: [] }
  const contains = `%${likeEscape(kw)}%`
  const parts = ['c.name', 'c.company', 'c.title', 'c.mobile'].map(like)
  const args = [contains, contains, contains, contains]
  const digits = kw.replace(/[\s-]/g, '')
  if (/^\+?\d+$/.test(digits)) {
    parts.push(like("replace(replace(c.landline, '-', ''), ' ', '')"))
    args.push(`%${likeEscape(digits)}%`)
  } else {
    parts.push(like('c.landline'))
    args.push(contains)
  }
  const letters = kw.toLowerCase().replace(/\s+/g, '')
  if (/^[a-z]+$/.test(letters)) {
    parts.push(like('c.name_py'), like('c.name_abbr'))
    args.push(`${letters}%`, `${letters}%`)
  }
  return { sql: ` AND (${parts.join(' OR ')})`, args }
}

const FIELD_NAMES = ['name', 'mobile', 'landline', 'email', 'company', 'pid', 'title', 'address', 'note'] as const
const fieldValues = (card: CardFields) => FIELD_NAMES.map((f) => (f === 'pid' ? card.pid || null : card[f]))

export class SqlCardRepo implements CardRepo {
  constructor(private readonly db: Sql) {}

  async companyExists(pid: string): Promise<boolean> {
    return Boolean(await this.db.prepare('SELECT 1 FROM companies WHERE pid = ?').get(pid))
  }

  async count(userId: string): Promise<number> {
    return ((await this.db.prepare('SELECT count(*) AS n FROM cards WHERE user_id = ?').get(userId)) as { n: number }).n
  }

  async list(userId: string, o: CardListOptions): Promise<{ total: number; rows: CardRow[] }> {
    const f = keywordFilter(o.keyword)
    const { n } = (await this.db.prepare(`SELECT count(*) AS n FROM cards c WHERE c.user_id = ?${f.sql}`).get(userId, ...f.args)) as {
      n: number
    }
    const rows = (await this.db
      .prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE c.user_id = ?${f.sql} ORDER BY ${ORDER[o.sort]} LIMIT ? OFFSET ?`)
      .all(userId, ...f.args, o.limit, o.offset)) as CardRow[]
    return { total: n, rows }
  }

  async one(userId: string, id: number): Promise<CardRow | undefined> {
    return (await this.db.prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE c.user_id = ? AND c.id = ?`).get(userId, id)) as
      CardRow | undefined
  }

  async create(userId: string, card: CardFields, now: number, max: number, sourceToken?: string): Promise<CardRow | null> {
    const keys = cardKeys(card.name, card.company)
    return this.db.atomically(async () => {
      if ((await this.count(userId)) >= max) return null
      const { lastInsertRowid } = await this.db
        .prepare(
          `INSERT INTO cards (user_id, ${FIELD_NAMES.join(', ')}, initial, name_key, name_py, name_abbr, company_key, source_token,
             created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          ...fieldValues(card),
          keys.initial,
          keys.name_key,
          keys.name_py,
          keys.name_abbr,
          keys.company_key,
          sourceToken ?? null,
          now,
          now,
        )
      return (await this.one(userId, Number(lastInsertRowid)))!
    })
  }

  async update(userId: string, id: number, card: CardFields, now: number): Promise<CardRow | undefined> {
    const keys = cardKeys(card.name, card.company)
    const { changes } = await this.db
      .prepare(
        `UPDATE cards SET ${FIELD_NAMES.map((f) => `${f} = ?`).join(', ')}, initial = ?, name_key = ?, name_py = ?, name_abbr = ?,
           company_key = ?, updated_at = ?
         WHERE user_id = ? AND id = ?`,
      )
      .run(...fieldValues(card), keys.initial, keys.name_key, keys.name_py, keys.name_abbr, keys.company_key, now, userId, id)
    return changes ? await this.one(userId, id) : undefined
  }

  async remove(userId: string, id: number): Promise<number> {
    return (await this.db.prepare('DELETE FROM cards WHERE user_id = ? AND id = ?').run(userId, id)).changes
  }

  async savedFrom(userId: string, token: string): Promise<CardRow | undefined> {
    return (await this.db.prepare(`SELECT ${CARD_COLUMNS} FROM cards c WHERE c.user_id = ? AND c.source_token = ?`).get(userId, token)) as
      CardRow | undefined
  }

  async mine(userId: string): Promise<MyCardRow | undefined> {
    return (await this.db.prepare(`SELECT ${MY_COLUMNS} FROM my_cards m WHERE m.user_id = ?`).get(userId)) as MyCardRow | undefined
  }

  async saveMine(userId: string, card: CardFields, now: number, newToken: string): Promise<MyCardRow> {
    await this.db
      .prepare(
        `INSERT INTO my_cards (user_id, ${FIELD_NAMES.join(', ')}, share_token, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET ${FIELD_NAMES.map((f) => `${f} = excluded.${f}`).join(', ')},
           updated_at = excluded.updated_at`,
      )
      .run(userId, ...fieldValues(card), newToken, now, now)
    return (await this.mine(userId))!
  }

  async removeMine(userId: string): Promise<number> {
    return (await this.db.prepare('DELETE FROM my_cards WHERE user_id = ?').run(userId)).changes
  }

  async resetShare(userId: string, token: string): Promise<MyCardRow | undefined> {
    const { changes } = await this.db.prepare('UPDATE my_cards SET share_token = ? WHERE user_id = ?').run(token, userId)
    return changes ? await this.mine(userId) : undefined
  }

  async byShareToken(token: string): Promise<MyCardRow | undefined> {
    return (await this.db.prepare(`SELECT ${MY_COLUMNS} FROM my_cards m WHERE m.share_token = ?`).get(token)) as MyCardRow | undefined
  }
}
