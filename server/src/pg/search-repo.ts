/**
 * The name search and the advanced filter on PostgreSQL: the SearchRepo of the PostgreSQL store, over the name index
 * search_companies (./search.ts) and the ordinary tables, through the database door. It answers what the SQLite
 * search (server/src/search) answers for the same data — the same companies in the same order, totals, highlights,
 * reasons, persons and suggestions — by building its answers with the same functions; only the statements differ.
 * The tiers, the count and the persons of one search run at once on the pool (one after another inside a transaction).
 */
import type { AdvancedFilter, CompanyHit, EntPersonSearchResult, HotSearchResult, SearchSuggestion } from '../../../contract/schemas/search'
import type { PagedOf } from '../../../contract/schemas/common'
import type { Sql } from '../store/sql'
import type { SearchRepo } from '../store/search'
import { HIT_COLUMNS, toCompanyHit, totalText, type CompanyRow } from '../search/hits'
import { highlightOf, reasonNeedsHolders, reasonOf } from '../search/highlight'
import { hotList, HOT_SQL, type HotRow } from '../search/hot'
import {
  entPersonRequest,
  finished,
  MAX_DEPTH,
  PERSON_LIMIT,
  PERSONS_SQL,
  personHitsOf,
  searchesPersons,
  type PersonRow,
} from '../search/entperson'
import { advancedAnswer, advancedCountSql, advancedPlan, advancedRowsSql, type Condition } from '../search/advanced'
import { suggestionOn } from '../search/suggestion'
import { pgArray, pgCountHits, pgFewMatches, pgMatch, pgSearchIds } from './search'

/** current shareholders of some companies, each company's in share order (NULL shares last, as SQLite), ties in role order */
const HOLDERS_SQL = `SELECT r.company_id AS id, p.name AS name FROM roles r JOIN persons p ON p.person_id = r.person_id
  WHERE r.company_id = ANY (?::bigint[]) AND r.role = 'shareholder' AND r.to_date IS NULL
  ORDER BY r.company_id, r.share DESC NULLS LAST, r.id`

export class PgSearchRepo implements SearchRepo {
  constructor(private readonly sql: Sql) {
    if (sql.dialect !== 'pg') throw new Error('PgSearchRepo runs on a PostgreSQL door')
  }

  private async rows(ids: number[]): Promise<Map<number, CompanyRow>> {
    const rows = await this.sql.prepare(`SELECT ${HIT_COLUMNS} FROM companies WHERE id = ANY (?::bigint[])`).all<CompanyRow>(pgArray(ids))
    return new Map(rows.map((r) => [Number(r.id), r]))
  }

  private async companyHits(ranked: number[], clean: string, latin: boolean): Promise<CompanyHit[]> {
    if (ranked.length === 0) return []
    const byId = await this.rows(ranked)
    const rows = ranked.map((id) => byId.get(id)).filter((r): r is CompanyRow => r !== undefined)
    const highlights = rows.map((r) => highlightOf(r.name, clean, latin))
    // the shareholders of the rows whose reason may be one of them, read at once
    const asking = rows.filter((r, i) => highlights[i].length === 0 && reasonNeedsHolders(r, clean, latin)).map((r) => Number(r.id))
    const holders = new Map<number, string[]>()
    if (asking.length) {
      for (const h of await this.sql.prepare(HOLDERS_SQL).all<{ id: number; name: string }>(pgArray(asking)))
        holders.set(Number(h.id), [...(holders.get(Number(h.id)) ?? []), h.name])
    }
    return rows.map((row, i) =>
      toCompanyHit(
        row,
        highlights[i],
        highlights[i].length ? undefined : reasonOf(row, clean, latin, () => holders.get(Number(row.id)) ?? []),
      ),
    )
  }

  private async persons(clean: string) {
    const rows = await this.sql.prepare(PERSONS_SQL).all<PersonRow>(clean, PERSON_LIMIT)
    if (rows.length === 0) return []
    const mains = await this.sql
      .prepare('SELECT id, pid, name FROM companies WHERE id = ANY (?::bigint[])')
      .all<{ id: number; pid: string; name: string }>(pgArray(rows.map((r) => Number(r.main))))
    return personHitsOf(
      rows.map((r) => ({ ...r, main: Number(r.main), companyCount: Number(r.companyCount) })),
      mains.map((m) => ({ ...m, id: Number(m.id) })),
    )
  }

  async entPerson(keyword: string, pageNum: number, pageSize: number): Promise<EntPersonSearchResult> {
    const started = process.hrtime.bigint()
    const req = entPersonRequest(keyword, pageNum, pageSize)
    if (!req.searchable) return finished(req.empty, started)
    const { clean, latin } = req
    const [[list, total], persons] = await Promise.all([
      req.need <= MAX_DEPTH
        ? pgSearchIds(this.sql, clean, req.need).then(
            async (found) => [await this.companyHits(found.ids.slice(req.offset, req.need), clean, latin), found.total] as const,
          )
        : pgCountHits(this.sql, clean).then((total) => [[] as CompanyHit[], total] as const),
      searchesPersons(req) ? this.persons(clean) : Promise.resolve([]),
    ])
    return finished({ ...req.empty, total, totalText: totalText(total), list, persons }, started)
  }

  async hot(): Promise<HotSearchResult> {
    return hotList(await this.sql.prepare(HOT_SQL).all<HotRow>())
  }

  async suggestion(keyword: string, pid?: string): Promise<SearchSuggestion> {
    return suggestionOn(
      {
        get: (text, args) => this.sql.prepare(text).get(...args),
        all: (text, args) => this.sql.prepare(text).all(...args),
        entPerson: (k, n, size) => this.entPerson(k, n, size),
      },
      keyword,
      pid,
    )
  }

  async advanced(
    filter: AdvancedFilter,
    pageNum: number,
    pageSize: number,
    countOnly: boolean,
    knownTotal?: number,
  ): Promise<PagedOf<CompanyHit>> {
    // the keyword's matches: named by id when they are few (the planner then knows how few), else as a subquery
    const probe = advancedPlan(filter, pageNum, pageSize, () => ({ sql: 'TRUE', args: [] }))
    let keyword: Condition = { sql: 'TRUE', args: [] }
    if (!probe.none && probe.clean) {
      const m = pgMatch(probe.clean)
      const few = m ? await pgFewMatches(this.sql, m) : []
      keyword = few
        ? { sql: 'id = ANY (?::bigint[])', args: [pgArray(few)] }
        : { sql: `id IN (SELECT id FROM search_companies WHERE ${m!.sql})`, args: m!.args }
    }
    const plan = probe.none || !probe.clean ? probe : advancedPlan(filter, pageNum, pageSize, () => keyword)
    if (plan.none) return advancedAnswer(plan, 0, [])
    const total = knownTotal ?? Number((await this.sql.prepare(advancedCountSql(plan.where)).get<{ n: number }>(...plan.args))?.n ?? 0)
    let rows: CompanyRow[] = []
    if (!countOnly && total > 0)
      rows = await this.sql.prepare(advancedRowsSql(plan.where)).all<CompanyRow>(...plan.args, plan.size, (plan.page - 1) * plan.size)
    return advancedAnswer(plan, total, rows)
  }
}
