/**
 * The name search and the advanced filter, behind the interface the PostgreSQL store will also
 * satisfy. The SQLite implementation is the FTS5 index in server/src/search.
 */
import type { AdvancedFilter, CompanyHit, EntPersonSearchResult, HotSearchResult, SearchSuggestion } from '../../../contract/schemas/search'
import type { PagedOf } from '../../../contract/schemas/common'
import type { DB } from './db'
import { advancedSearch, hotKeywords, searchEntPerson } from '../search'
import { suggestionOf } from '../search/suggestion'

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
    return suggestionOf(this.db, keyword, pid)
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
