/**
 * The parts of the combined company-and-person search that do not depend on the store: reading the request, the
 * ranked-id collector, the hit of a row, the persons' statement and their answer. The SQLite search (./search.ts) and
 * the PostgreSQL one (../pg/search-repo.ts) run their own statements and build their answers with these, so both
 * answer alike.
 */
import type { CompanyHit, EntPersonSearchResult, PersonHit } from '../../../contract/api/api'
import { sanitize, isLatin, sequence } from './tokens'
import { toCompanyHit, type CompanyRow } from './hits'
import { highlightOf } from './highlight'

export const MAX_PAGE_SIZE = 50
/** deeper pages answer the total with no list */
export const MAX_DEPTH = 2000
export const PERSON_LIMIT = 10
export const PERSON_CANDIDATES = 40

export interface EntPersonRequest {
  /** the keyword as asked, trimmed */
  raw: string
  /** sanitized: CJK characters, latin letters and digits, lower-cased ('' when nothing is left) */
  clean: string
  latin: boolean
  page: number
  size: number
  offset: number
  /** how many ranked ids fill this page */
  need: number
  /** false: nothing searchable is left, answer `empty` */
  searchable: boolean
  /** the answer with no hits */
  empty: EntPersonSearchResult
}

/** The request read the way both stores read it: page and size bounded, the keyword sanitized. */
export function entPersonRequest(keyword: string, pageNum: number, pageSize: number): EntPersonRequest {
  const page = Number.isFinite(pageNum) && pageNum >= 1 ? Math.floor(pageNum) : 1
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.min(MAX_PAGE_SIZE, Math.floor(pageSize)) : 20
  const raw = typeof keyword === 'string' ? keyword.trim() : ''
  const clean = sanitize(raw)
  const offset = (page - 1) * size
  return {
    raw,
    clean,
    latin: isLatin(clean),
    page,
    size,
    offset,
    need: offset + size,
    searchable: clean !== '' && sequence(clean).length > 0,
    empty: { keyword: raw, total: 0, totalText: '0', pageNum: page, pageSize: size, list: [], persons: [], tookMs: 0 },
  }
}

/** Ids in the order the tiers add them, each once, up to `need`. */
export class Ranking {
  readonly ids: number[] = []
  private readonly seen = new Set<number>()
  constructor(readonly need: number) {}
  get full(): boolean {
    return this.ids.length >= this.need
  }
  /** how many ids the tiers have given so far (a tier asks for `need + seen` to fill up past the repeats) */
  get seenCount(): number {
    return this.seen.size
  }
  take(list: readonly number[]): void {
    for (const id of list) {
      if (this.ids.length >= this.need) return
      if (!this.seen.has(id)) {
        this.seen.add(id)
        this.ids.push(id)
      }
    }
  }
}

/** The ids of the two prefix tiers (name, brand) as one tier: together, each once, in importance order. */
export const prefixTier = (byName: readonly number[], byBrand: readonly number[]): number[] =>
  [...new Set([...byName, ...byBrand])].sort((a, b) => a - b)

/** The hit of a row: its highlight, and when the name does not show the keyword, the reason `reason` tells. */
export function companyHitOf(row: CompanyRow, clean: string, latin: boolean, reason: (row: CompanyRow) => string | undefined): CompanyHit {
  const hl = highlightOf(row.name, clean, latin)
  return toCompanyHit(row, hl, hl.length ? undefined : reason(row))
}

/** Persons are searched by a CJK name of 2 characters or more, on the first page. */
export const searchesPersons = (req: EntPersonRequest) => req.page === 1 && req.clean.length >= 2 && !req.latin

/**
 * Persons whose name equals the keyword ($1), at most $2, each with the company count, the most important company (the
 * lowest id) and the roles. Persons are created in company-importance order, so the lowest ids of a name are the ones
 * with the most important companies; common names (王伟: thousands) are cut to a few dozen. Namesakes in one company
 * come in person-id order. Written once for both stores (the PostgreSQL door rewrites GROUP_CONCAT).
 */
export const PERSONS_SQL = `WITH cand AS (SELECT person_id, name FROM persons WHERE name = ? ORDER BY id LIMIT ${PERSON_CANDIDATES})
       SELECT c.person_id AS "personId", c.name AS name, COUNT(DISTINCT r.company_id) AS "companyCount", MIN(r.company_id) AS main,
              GROUP_CONCAT(DISTINCT CASE r.role WHEN 'legal' THEN '法定代表人' WHEN 'shareholder' THEN '股东' ELSE r.position END) AS roles
       FROM cand c JOIN roles r ON r.person_id = c.person_id
       WHERE r.to_date IS NULL
       GROUP BY c.person_id, c.name ORDER BY main, c.person_id LIMIT ?`

/** a row of PERSONS_SQL */
export interface PersonRow {
  personId: string
  name: string
  companyCount: number
  main: number
  roles: string | null
}

/** The roles of a person, each once: 法定代表人, 股东, then positions in character order (the same on both stores). */
export function personRoles(joined: string | null): string[] {
  const rank = (r: string) => (r === '法定代表人' ? 0 : r === '股东' ? 1 : 2)
  return [...new Set((joined ?? '').split(',').filter(Boolean))].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
}

/** The person hits of PERSONS_SQL's rows and their main companies. */
export function personHitsOf(rows: readonly PersonRow[], mains: ReadonlyArray<{ id: number; pid: string; name: string }>): PersonHit[] {
  const byId = new Map(mains.map((m) => [m.id, m]))
  return rows.map((r) => ({
    personId: r.personId,
    name: r.name,
    companyCount: r.companyCount,
    mainCompany: { pid: byId.get(r.main)?.pid ?? '', name: byId.get(r.main)?.name ?? '' },
    roles: personRoles(r.roles),
  }))
}

/** The answer with its time since `started` (process.hrtime.bigint()). */
export function finished(r: EntPersonSearchResult, started: bigint): EntPersonSearchResult {
  r.tookMs = Number(process.hrtime.bigint() - started) / 1e6
  return r
}
