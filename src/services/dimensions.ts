/** Data-dimension records: a dimension's list for a company or person, one record, its trend. */
import type { DimensionListResult, DimensionTrend, RecordDetail } from '../../contract/api/api-dimensions'
import { PAGE_SIZE } from '../domain/constants'
import { API } from '../../contract/endpoints'
import { get } from './request'

export interface DimensionListQuery {
  dimension: string
  pid?: string
  personId?: string
  pageNum?: number
  pageSize?: number
  sort?: 'date' | 'amount'
  order?: 'desc' | 'asc'
  /** yyyy-mm-dd, inclusive */
  start?: string
  end?: string
  role?: string
  /** '1' current only, '0' historical only */
  current?: '0' | '1'
}

const clean = (q: Record<string, unknown>) => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') out[k] = v
  return out
}

export const dimensionList = (q: DimensionListQuery) =>
  get<DimensionListResult>(API.dimensions.dimensionList, clean({ pageNum: 1, pageSize: PAGE_SIZE, ...q }), { loading: false })

export const dimensionDetail = (id: number | string) => get<RecordDetail>(API.dimensions.dimensionDetail, { id })

export const dimensionTrend = (dimension: string, owner: { pid?: string; personId?: string }) =>
  get<DimensionTrend>(API.dimensions.dimensionTrend, clean({ dimension, pid: owner.pid, personId: owner.personId }))
