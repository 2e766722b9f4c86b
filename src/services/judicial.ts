/** 查老赖: the newest 失信被执行人 / 被执行人 entries, the search across every company and person, one entry. */
import type { JudicialDetail, JudicialOverview, JudicialSearchResult } from '../../contract/schemas/judicial'
import type { JudicialKind } from '../../contract/domain/judicial'
import { API } from '../../contract/endpoints'
import { PAGE_SIZE } from '../domain/constants'
import { get } from './request'

export interface JudicialQuery {
  kind: JudicialKind
  keyword?: string
  /** a province's 6-digit code */
  province?: string
  start?: string
  end?: string
}

export const judicialOverview = (kind: JudicialKind) => get<JudicialOverview>(API.judicial.overview, { kind }, { loading: false })

export function judicialSearch(q: JudicialQuery, pageNum = 1, pageSize = PAGE_SIZE) {
  const data: Record<string, unknown> = { kind: q.kind, pageNum, pageSize }
  if (q.keyword) data.keyword = q.keyword
  if (q.province) data.province = q.province
  if (q.start) data.start = q.start
  if (q.end) data.end = q.end
  return get<JudicialSearchResult>(API.judicial.search, data, { loading: false })
}

export const judicialDetail = (id: number | string) => get<JudicialDetail>(API.judicial.detail, { id })
