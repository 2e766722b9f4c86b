/** 查电话: companies with their contact numbers, masked past the caller's daily count. */
import type { FindPhoneResult } from '../../contract/schemas/findPhone'
import type { PhoneKind } from '../../contract/domain/findPhone'
import { API } from '../../contract/endpoints'
import { get } from './request'

/** The filter: a province, city or district code, an industry code, a status, a kind of number. */
export interface FindPhoneFilter {
  regionCode?: string
  industry?: string
  status?: string
  phoneKind?: PhoneKind
}

export const findPhone = (f: FindPhoneFilter, pageNum: number, pageSize: number) => {
  const q: Record<string, unknown> = { pageNum, pageSize }
  for (const [k, v] of Object.entries(f)) if (v) q[k] = v
  return get<FindPhoneResult>(API.scenario.findPhone, q, { loading: false })
}
