/** Search calls. The region tree is cached in storage. */
import type {
  AdvancedFilter,
  EntPersonSearchResult,
  FilterOptions,
  HotSearchResult,
  Paged,
  CompanyHit,
  RegionNode,
} from '../../contract/api/api'
import type { SearchSuggestion } from '../../contract/schemas/search'
import { PAGE_SIZE, STORAGE_KEYS } from '../domain/constants'
import { storage } from './storage'
import { API } from '../../contract/endpoints'
import { get } from './request'

/** `quiet`: no loading toast (the caller shows its own waiting state); `silent`: no toast on failure either */
export const entPersonSearch = (keyword: string, pageNum = 1, pageSize = PAGE_SIZE, opts: { quiet?: boolean; silent?: boolean } = {}) =>
  get<EntPersonSearchResult>(
    API.search.entPersonSearch,
    { keyword, pageNum, pageSize },
    { combinedSearch: true, ...(opts.quiet ? { loading: false } : {}), ...(opts.silent ? { silent: true } : {}) },
  )

/** What a search suggestion is, its companies and persons, and related searches; the page draws its own loading state */
export const searchSuggestion = (keyword: string, pid?: string) =>
  get<SearchSuggestion>(API.search.suggestion, pid ? { keyword, pid } : { keyword }, { loading: false })

export const hotSearch = () => get<HotSearchResult>(API.search.hotSearch, undefined, { loading: false })

export type AdvancedQuery = AdvancedFilter & { pageNum?: number; pageSize?: number; countOnly?: 1 }

export const advancedSearch = (filter: AdvancedQuery) =>
  get<Paged<CompanyHit>>(API.search.advanced, { ...filter } as Record<string, unknown>)

/** Only the total, for the live count under the filter form. */
export const advancedCount = (filter: AdvancedFilter) =>
  get<Paged<CompanyHit>>(API.search.advanced, { ...filter, countOnly: 1 } as Record<string, unknown>, { loading: false }).then(
    (r) => r.total,
  )

/** The province → city → district tree: from storage when cached, else fetched once and stored. */
export async function regionTree(opts: { refresh?: boolean } = {}): Promise<RegionNode[]> {
  if (!opts.refresh) {
    const cached = storage.get(STORAGE_KEYS.regionTree)
    if (Array.isArray(cached) && cached.length > 0) return cached as RegionNode[]
  }
  const tree = await get<RegionNode[]>(API.user.regionTree)
  if (Array.isArray(tree) && tree.length > 0) storage.set(STORAGE_KEYS.regionTree, tree)
  return tree
}

export const filterOptions = () => get<FilterOptions>(API.user.filterOptions)
