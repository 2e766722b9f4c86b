/**
 * The combined company-and-person search on SQLite: the FTS5 index company_fts and the companies' indexes, through
 * better-sqlite3 statements prepared once per database (the tuned path). What does not depend on the store — the
 * request, the ranking collector, highlights, reasons, persons — is in ./entperson and ./highlight, shared with the
 * PostgreSQL search (server/src/pg/search-repo.ts), which answers alike.
 */
import type { Statement } from 'better-sqlite3'
import type { DB } from '../store/db'
import type { EntPersonSearchResult, PersonHit, CompanyHit } from '../../../contract/api/api'
import { isLatin, ftsIn, ftsPrefix, ftsString, phraseOf } from './tokens'
import { CompanyRow, HIT_COLUMNS, TOTAL_CAP, totalText } from './hits'
import { reasonOf } from './highlight'
import {
  companyHitOf,
  entPersonRequest,
  finished,
  MAX_DEPTH,
  PERSON_LIMIT,
  PERSONS_SQL,
  personHitsOf,
  prefixTier,
  Ranking,
  searchesPersons,
  type PersonRow,
} from './entperson'

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
    exact: db.prepare('SELECT id FROM companies WHERE name = ? ORDER BY id'),
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
    // in share order, ties in role order (the PostgreSQL search orders its batch the same way)
    holders: db.prepare(
      `SELECT p.name FROM roles r JOIN persons p ON p.person_id = r.person_id
       WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.share DESC, r.id`,
    ),
    persons: db.prepare(PERSONS_SQL),
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
  const r = new Ranking(need)
  if (isLatin(clean)) {
    // pinyin initials (and latin words in names): whole-token matches first, then prefixes
    r.take(ids(s.fts, ftsIn(['initials'], ftsString(clean)), need))
    if (!r.full) r.take(ids(s.fts, ftsIn(['name', 'initials'], ftsPrefix(clean)), need + r.seenCount))
    return r.ids
  }
  const phrase = phraseOf(clean)
  if (!phrase) return r.ids
  r.take(ids(s.exact, clean))
  // index range scans: an FTS '^' query would walk every phrase hit when few names start with it
  if (!r.full) r.take(prefixTier(ids(s.namePrefix, clean, clean + '\uffff', need), ids(s.brandPrefix, clean, clean + '\uffff', need)))
  if (!r.full && clean.length >= 2) r.take(ids(s.legal, clean, need))
  if (!r.full) r.take(ids(s.fts, ftsIn(nameColumns(clean), phrase), need + r.seenCount))
  return r.ids
}

export function countHits(db: DB, clean: string): number {
  const s = stmts(db)
  if (isLatin(clean)) return (s.count.get(ftsIn(['name', 'initials'], ftsPrefix(clean)), TOTAL_CAP) as { n: number }).n
  const phrase = phraseOf(clean)
  if (!phrase) return 0
  return (s.count.get(ftsIn(nameColumns(clean), phrase), TOTAL_CAP) as { n: number }).n
}

/** persons whose name equals the keyword, each with the most important company so namesakes are told apart */
function personHits(db: DB, clean: string): PersonHit[] {
  const rows = stmts(db).persons.all(clean, PERSON_LIMIT) as PersonRow[]
  if (rows.length === 0) return []
  const mains = db
    .prepare(`SELECT id, pid, name FROM companies WHERE id IN (${rows.map(() => '?').join(',')})`)
    .all(...rows.map((r) => r.main)) as Array<{ id: number; pid: string; name: string }>
  return personHitsOf(rows, mains)
}

/**
 * The combined company-and-person search. Never throws on odd input: the keyword is reduced to
 * CJK characters, latin letters and digits; nothing left means an empty answer.
 */
export function searchEntPerson(db: DB, keyword: string, pageNum: number, pageSize: number): EntPersonSearchResult {
  const started = process.hrtime.bigint()
  const req = entPersonRequest(keyword, pageNum, pageSize)
  if (!req.searchable) return finished(req.empty, started)
  const { clean, latin } = req
  let list: CompanyHit[] = []
  if (req.need <= MAX_DEPTH) {
    const ranked = rankedIds(db, clean, req.need).slice(req.offset, req.need)
    if (ranked.length) {
      const s = stmts(db)
      const rows = s.rows(ranked.length).all(...ranked) as CompanyRow[]
      const byId = new Map(rows.map((r) => [r.id, r]))
      const holders = (row: CompanyRow) => (s.holders.all(row.id) as Array<{ name: string }>).map((h) => h.name)
      list = ranked.map((id) => companyHitOf(byId.get(id)!, clean, latin, (row) => reasonOf(row, clean, latin, () => holders(row))))
    }
  }
  const total = countHits(db, clean)
  const persons = searchesPersons(req) ? personHits(db, clean) : []
  return finished({ ...req.empty, total, totalText: totalText(total), list, persons }, started)
}
