/**
 * The name search and the advanced filter, one interface over both stores: on SQLite the FTS5 index in
 * server/src/search (SqliteSearchRepo, over the raw better-sqlite3 handle: the tuned path), on PostgreSQL the
 * search_companies index in server/src/pg (PgSearchRepo, over the door). searchRepoFor picks by the door's dialect.
 */
import type { AdvancedFilter, CompanyHit, EntPersonSearchResult, HotSearchResult, SearchSuggestion } from '../../../contract/schemas/search'
import type { PagedOf } from '../../../contract/schemas/common'
import type { DB } from './db'
import type { Sql } from './sql'
import { sqliteHandle } from './sqlite-sql'
import { advancedSearch, hotKeywords, searchEntPerson } from '../search'
import { suggestionOn } from '../search/suggestion'
import { PgSearchRepo } from '../pg/search-repo'

export interface SearchRepo {
  entPerson(keyword: string, pageNum: number, pageSize: number): Promise<EntPersonSearchResult>
  hot(): Promise<HotSearchResult>
  /** what a suggestion is, its companies and persons, and related searches */
  suggestion(keyword: string, pid?: string): Promise<SearchSuggestion>
  /** `knownTotal`: the total an earlier page of the same filter answered, so it is not counted again */
  advanced(filter: AdvancedFilter, pageNum: number, pageSize: number, countOnly: boolean, knownTotal?: number): Promise<PagedOf<CompanyHit>>
}

export class SqliteSearchRepo implements SearchRepo {
  constructor(private readonly db: DB) {}
  async entPerson(keyword: string, pageNum: number, pageSize: number): Promise<EntPersonSearchResult> {
    return searchEntPerson(this.db, keyword, pageNum, pageSize)
  }
  async hot(): Promise<HotSearchResult> {
    return hotKeywords(this.db)
  }
  async suggestion(keyword: string, pid?: string): Promise<SearchSuggestion> {
    const db = this.db
    return suggestionOn(
      {
        get: async (text, args) => db.prepare(text).get(...args),
        all: async (text, args) => db.prepare(text).all(...args),
        entPerson: async (k, n, size) => searchEntPerson(db, k, n, size),
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
    return advancedSearch(this.db, filter, pageNum, pageSize, countOnly, knownTotal)
  }
}

/**
 * The search of a door's database: SQLite's FTS5 search on its better-sqlite3 handle, or the PostgreSQL search on the
 * door itself (so inside `atomically` it reads that transaction's snapshot).
 */
export function searchRepoFor(sql: Sql): SearchRepo {
  return sql.dialect === 'sqlite' ? new SqliteSearchRepo(sqliteHandle(sql)) : new PgSearchRepo(sql)
}
