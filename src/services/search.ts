/** Search calls. The region tree is cached in storage (spec §7). */
import type { AdvancedFilter, EntPersonSearchResult, FilterOptions, HotSearchResult, Paged, CompanyHit, RegionNode } from '../../types/api'
import { PAGE_SIZE, STORAGE_KEYS } from '../domain/constants'
import { storage } from './storage'
import { get } from './request'

export const ENT_PERSON_SEARCH_PATH = '/search/api/v1/middle/entPersonSearch'

export const entPersonSearch = (keyword: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<EntPersonSearchResult>(ENT_PERSON_SEARCH_PATH, { keyword, pageNum, pageSize }, { combinedSearch: true })

export const hotSearch = () => get<HotSearchResult>('/search/api/v1/hotSearch', undefined, { loading: false })

export type AdvancedQuery = AdvancedFilter & { pageNum?: number; pageSize?: number; countOnly?: 1 }

export const advancedSearch = (filter: AdvancedQuery) =>
  get<Paged<CompanyHit>>('/search/api/v1/advanced', { ...filter } as Record<string, unknown>)

/** Only the total, for the live count under the filter form. */
export const advancedCount = (filter: AdvancedFilter) =>
  get<Paged<CompanyHit>>('/search/api/v1/advanced', { ...filter, countOnly: 1 } as Record<string, unknown>, { loading: false }).then(
    (r) => r.total,
  )

/** The province → city → district tree: from storage when cached, else fetched once and stored. */
export async function regionTree(opts: { refresh?: boolean } = {}): Promise<RegionNode[]> {
  if (!opts.refresh) {
    const cached = storage.get(STORAGE_KEYS.regionTree)
    if (Array.isArray(cached) && cached.length > 0) return cached as RegionNode[]
  }
  const tree = await get<RegionNode[]>('/user/condition/provinceRegionsTree')
  if (Array.isArray(tree) && tree.length > 0) storage.set(STORAGE_KEYS.regionTree, tree)
  return tree
}

export const filterOptions = () => get<FilterOptions>('/user/condition/options')
