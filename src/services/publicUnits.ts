/** 机关单位: government bodies, institutions and social organisations, searched apart from companies. */
import type { PublicUnitCategory } from '../../contract/domain/publicUnits'
import type { PublicUnitDetail, PublicUnitPage } from '../../contract/schemas/publicUnits'
import { API } from '../../contract/endpoints'
import { get } from './request'

export interface PublicUnitQuery {
  keyword?: string
  category?: PublicUnitCategory
  regionCode?: string
}

export const searchPublicUnits = (f: PublicUnitQuery, pageNum: number, pageSize: number) => {
  const q: Record<string, unknown> = { pageNum, pageSize }
  for (const [k, v] of Object.entries(f)) if (v) q[k] = v
  return get<PublicUnitPage>(API.scenario.publicUnits, q, { loading: false })
}

export const publicUnitDetail = (id: number) => get<PublicUnitDetail>(API.scenario.publicUnitDetail, { id }, { loading: false })
