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
  entPerson(keyword: string, pageNum: number, pageSize: number): EntPersonSearchResult
  hot(): HotSearchResult
  /** what a suggestion is, its companies and persons, and related searches */
  suggestion(keyword: string, pid?: string): SearchSuggestion
  /** `knownTotal`: the total an earlier page of the same filter answered, so it is not counted again */
  advanced(filter: AdvancedFilter, pageNum: number, pageSize: number, countOnly: boolean, knownTotal?: number): PagedOf<CompanyHit>
}

export class SqliteSearchRepo implements SearchRepo {
  constructor(private readonly db: DB) {}
  entPerson(keyword: string, pageNum: number, pageSize: number): EntPersonSearchResult {
    return searchEntPerson(this.db, keyword, pageNum, pageSize)
  }
  hot(): HotSearchResult {
    return hotKeywords(this.db)
  }
  suggestion(keyword: string, pid?: string): SearchSuggestion {
    return suggestionOf(this.db, keyword, pid)
  }
  advanced(filter: AdvancedFilter, pageNum: number, pageSize: number, countOnly: boolean, knownTotal?: number): PagedOf<CompanyHit> {
    return advancedSearch(this.db, filter, pageNum, pageSize, countOnly, knownTotal)
  }
}
