import type { Statement } from 'better-sqlite3'
import type { DB } from '../store/db'
import type { EntPersonSearchResult, PersonHit, CompanyHit } from '../../../contract/api/api'
import { sanitize, phraseOf, isLatin, initialsPerChar, sequence, ftsIn, ftsPrefix, ftsString } from './tokens'
import { CompanyRow, HIT_COLUMNS, spansOf, toCompanyHit, TOTAL_CAP, totalText } from './hits'

const MAX_PAGE_SIZE = 50
const MAX_DEPTH = 2000
const PERSON_LIMIT = 10
const PERSON_CANDIDATES = 40

type Stmt = Statement<unknown[]>
interface Stmts {
  exact: Stmt
  brandPrefix: Stmt
  namePrefix: Stmt
  legal: Stmt
  fts: Stmt
  count: Stmt
  rows: (n: number) => Stmt
  holders: Stmt
  persons: Stmt
}
const cache = new WeakMap<DB, Stmts>()

function stmts(db: DB): Stmts {
  let s = cache.get(db)
  if (s) return s
  const rowStmts = new Map<number, Stmt>()
  s = {
    exact: db.prepare('SELECT id FROM companies WHERE name = ?'),
    brandPrefix: db.prepare('SELECT id FROM companies WHERE brand >= ? AND brand < ? ORDER BY id LIMIT ?'),
    namePrefix: db.prepare('SELECT id FROM companies WHERE name >= ? AND name < ? ORDER BY id LIMIT ?'),
    legal: db.prepare('SELECT id FROM companies WHERE legal_person = ? ORDER BY id LIMIT ?'),
    fts: db.prepare('SELECT rowid AS id FROM company_fts WHERE company_fts MATCH ? ORDER BY rowid LIMIT ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM (SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?)'),
    rows: (n: number) => {
      let st = rowStmts.get(n)
      if (!st) {
        st = db.prepare(`SELECT ${HIT_COLUMNS} FROM companies WHERE id IN (${new Array(n).fill('?').join(',')})`)
        rowStmts.set(n, st)
      }
      return st
    },
    holders: db.prepare(
      `SELECT p.name FROM roles r JOIN persons p ON p.person_id = r.person_id
       WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.share DESC`,
    ),
    // persons are created in company-importance order, so the lowest ids of a name are the ones
    // with the most important companies; common names (王伟: thousands) are cut to a few dozen
    persons: db.prepare(
      `WITH cand AS (SELECT person_id, name FROM persons WHERE name = ? ORDER BY id LIMIT ${PERSON_CANDIDATES})
       SELECT c.person_id AS personId, c.name AS name, COUNT(DISTINCT r.company_id) AS companyCount, MIN(r.company_id) AS main,
              GROUP_CONCAT(DISTINCT CASE r.role WHEN 'legal' THEN '法定代表人' WHEN 'shareholder' THEN '股东' ELSE r.position END) AS roles
       FROM cand c JOIN roles r ON r.person_id = c.person_id
       WHERE r.to_date IS NULL
       GROUP BY c.person_id ORDER BY main LIMIT ?`,
    ),
  }
  cache.set(db, s)
  return s
}

/** a 1-character keyword matches names only (shareholder names would match nearly everything) */
const nameColumns = (clean: string) => (clean.length >= 2 ? ['name', 'persons'] : ['name'])

const ids = (st: Stmt, ...args: unknown[]) => (st.all(...args) as Array<{ id: number }>).map((r) => r.id)

/** The ranked ids for a keyword, enough to fill `need` results: exact name → name/brand prefix → exact legal rep → other hits. */
export function rankedIds(db: DB, clean: string, need: number): number[] {
  const s = stmts(db)
  const out: number[] = []
  const seen = new Set<number>()
  const take = (list: number[]) => {
    for (const id of list) {
      if (out.length >= need) return
      if (!seen.has(id)) {
        seen.add(id)
        out.push(id)
      }
    }
  }
  if (isLatin(clean)) {
    // pinyin initials (and latin words in names): whole-token matches first, then prefixes
    take(ids(s.fts, ftsIn(['initials'], ftsString(clean)), need))
    if (out.length < need) take(ids(s.fts, ftsIn(['name', 'initials'], ftsPrefix(clean)), need + seen.size))
    return out
  }
  const phrase = phraseOf(clean)
  if (!phrase) return out
  take(ids(s.exact, clean))
  if (out.length < need) {
    // index range scans: an FTS '^' query would walk every phrase hit when few names start with it
    const prefix = [...ids(s.namePrefix, clean, clean + '\uffff', need), ...ids(s.brandPrefix, clean, clean + '\uffff', need)]
    take([...new Set(prefix)].sort((a, b) => a - b))
  }
  if (out.length < need && clean.length >= 2) take(ids(s.legal, clean, need))
  if (out.length < need) take(ids(s.fts, ftsIn(nameColumns(clean), phrase), need + seen.size))
  return out
}

export function countHits(db: DB, clean: string): number {
  const s = stmts(db)
  if (isLatin(clean)) return (s.count.get(ftsIn(['name', 'initials'], ftsPrefix(clean)), TOTAL_CAP) as { n: number }).n
  const phrase = phraseOf(clean)
  if (!phrase) return 0
  return (s.count.get(ftsIn(nameColumns(clean), phrase), TOTAL_CAP) as { n: number }).n
}

/** why a row matched when its name does not contain the keyword */
function reasonFor(db: DB, row: CompanyRow, clean: string, latin: boolean): string | undefined {
  const has = (text: string) => (latin ? false : text.toLowerCase().includes(clean))
  if (has(row.legal_person) || (latin && initialsPerChar(row.legal_person, true).join('') === clean))
    return `法定代表人：${row.legal_person}`
  if (!latin) {
    for (const h of stmts(db).holders.all(row.id) as Array<{ name: string }>) if (has(h.name)) return `股东：${h.name}`
    let former: string[] = []
    try {
      former = JSON.parse(row.former_names) as string[]
    } catch {
      former = []
    }
    const f = former.find((n) => has(n))
    if (f) return `曾用名：${f}`
  }
  return undefined
}

function highlightOf(name: string, clean: string, latin: boolean): Array<[number, number]> {
  if (!latin) return spansOf(name, clean)
  const direct = spansOf(name, clean)
  if (direct.length) return direct
  // initials: find the run of characters whose initials spell the keyword
  const chars = [...name]
  const per = initialsPerChar(name)
  const offsets: number[] = []
  let o = 0
  for (const ch of chars) {
    offsets.push(o)
    o += ch.length
  }
  for (let i = 0; i < chars.length; i++) {
    let acc = ''
    let j = i
    while (j < chars.length && acc.length < clean.length) {
      if (!per[j]) break
      acc += per[j]
      j++
    }
    if (acc === clean) return [[offsets[i], offsets[j - 1] + chars[j - 1].length]]
  }
  return []
}

/** persons whose name equals the keyword, each with the most important company so namesakes are told apart */
function personHits(db: DB, clean: string): PersonHit[] {
  if (clean.length < 2 || isLatin(clean)) return []
  const rows = stmts(db).persons.all(clean, PERSON_LIMIT) as Array<{
    personId: string
    name: string
    companyCount: number
    main: number
    roles: string
  }>
  if (rows.length === 0) return []
  const mains = db
    .prepare(`SELECT id, pid, name FROM companies WHERE id IN (${rows.map(() => '?').join(',')})`)
    .all(...rows.map((r) => r.main)) as Array<{ id: number; pid: string; name: string }>
  const byId = new Map(mains.map((m) => [m.id, m]))
  return rows.map((r) => ({
    personId: r.personId,
    name: r.name,
    companyCount: r.companyCount,
    mainCompany: { pid: byId.get(r.main)?.pid ?? '', name: byId.get(r.main)?.name ?? '' },
    roles: [...new Set((r.roles ?? '').split(',').filter(Boolean))],
  }))
}

/**
 * The combined company-and-person search. Never throws on odd input: the keyword is reduced to
 * CJK characters, latin letters and digits; nothing left means an empty answer.
 */
export function searchEntPerson(db: DB, keyword: string, pageNum: number, pageSize: number): EntPersonSearchResult {
  const started = process.hrtime.bigint()
  const page = Number.isFinite(pageNum) && pageNum >= 1 ? Math.floor(pageNum) : 1
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.min(MAX_PAGE_SIZE, Math.floor(pageSize)) : 20
  const raw = typeof keyword === 'string' ? keyword.trim() : ''
  const clean = sanitize(raw)
  const empty: EntPersonSearchResult = {
    keyword: raw,
    total: 0,
    totalText: '0',
    pageNum: page,
    pageSize: size,
    list: [],
    persons: [],
    tookMs: 0,
  }
  if (!clean || sequence(clean).length === 0) return finish(empty, started)
  const offset = (page - 1) * size
  const need = offset + size
  const latin = isLatin(clean)
  let list: CompanyHit[] = []
  if (need <= MAX_DEPTH) {
    const ranked = rankedIds(db, clean, need).slice(offset, need)
    if (ranked.length) {
      const rows = stmts(db)
        .rows(ranked.length)
        .all(...ranked) as CompanyRow[]
      const byId = new Map(rows.map((r) => [r.id, r]))
      list = ranked.map((id) => {
        const row = byId.get(id)!
        const hl = highlightOf(row.name, clean, latin)
        return toCompanyHit(row, hl, hl.length ? undefined : reasonFor(db, row, clean, latin))
      })
    }
  }
  const total = countHits(db, clean)
  return finish({ ...empty, total, totalText: totalText(total), list, persons: page === 1 ? personHits(db, clean) : [] }, started)
}

function finish(r: EntPersonSearchResult, started: bigint): EntPersonSearchResult {
  r.tookMs = Number(process.hrtime.bigint() - started) / 1e6
  return r
}
