/** 新增企业: counts per province and city, a region's new companies and their count per day, week or month. */
import type { NewlyCityCounts, NewlyDaily, NewlyList, NewlyRegionCounts } from '../../contract/schemas/scenario'
import type { NewlyRange, NewlyUnit } from '../../contract/domain/newly'
import { API } from '../../contract/endpoints'
import { get } from './request'

const quiet = { loading: false }

/** The list filter: a province or city, the range, an industry code, a capital range in 万元 (min included, max not). */
export interface NewlyListFilter {
  regionCode: string
  range: NewlyRange
  industry?: string
  capitalMin?: number
  capitalMax?: number
}

const query = (f: NewlyListFilter): Record<string, unknown> => {
  const q: Record<string, unknown> = { regionCode: f.regionCode, range: f.range }
  if (f.industry) q.industry = f.industry
  if (f.capitalMin !== undefined) q.capitalMin = f.capitalMin
  if (f.capitalMax !== undefined) q.capitalMax = f.capitalMax
  return q
}

export const newlyProvinces = () => get<NewlyRegionCounts>(API.scenario.newlyProvinces, undefined, quiet)
export const newlyCities = (provinceCode: string) => get<NewlyCityCounts>(API.scenario.newlyCities, { provinceCode }, quiet)
export const newlyList = (f: NewlyListFilter, pageNum: number, pageSize: number) =>
  get<NewlyList>(API.scenario.newlyList, { ...query(f), pageNum, pageSize }, quiet)
export const newlyDaily = (f: NewlyListFilter, unit: NewlyUnit) => get<NewlyDaily>(API.scenario.newlyDaily, { ...query(f), unit }, quiet)
