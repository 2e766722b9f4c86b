import { API } from '../../../contract/endpoints'
import { searchSchemas, suggestionSchemas, type AdvancedFilter, type AdvancedSearchQuery } from '../../../contract/schemas/search'
import { isOn } from '../../../contract/schemas/common'
import { COMPANY_STATUSES, COMPANY_TYPES, INDUSTRIES } from '../data/constants'
import { regionLevel } from '../data/regions'
import { badParam, ok } from '../errors'
import type { ApiPlugin } from './plugin'

function commaList(raw: string | undefined, label: string, allowed: readonly string[]): string | undefined {
  if (raw === undefined) return undefined
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const unknown = items.find((s) => !allowed.includes(s))
  if (unknown !== undefined) throw badParam(`${label}“${unknown}”不存在`)
  return items.join(',') || undefined
}

/** The advanced filter after the checks a schema cannot make: known codes and ordered ranges. */
export function checkFilter(q: AdvancedFilter): AdvancedFilter {
  const filter: AdvancedFilter = {}
  const keyword = q.keyword?.trim()
  if (keyword) filter.keyword = keyword
  if (q.regionCode) {
    if (!regionLevel(q.regionCode)) throw badParam('地区编码不存在')
    filter.regionCode = q.regionCode
  }
  if (q.industry) {
    if (!INDUSTRIES.some((i) => i.code === q.industry)) throw badParam('行业不存在')
    filter.industry = q.industry
  }
  if (q.capitalMin !== undefined && q.capitalMax !== undefined && q.capitalMin > q.capitalMax) throw badParam('注册资本下限不能大于上限')
  if (q.capitalMin !== undefined) filter.capitalMin = q.capitalMin
  if (q.capitalMax !== undefined) filter.capitalMax = q.capitalMax
  if (q.estStart && q.estEnd && q.estStart > q.estEnd) throw badParam('成立日期起不能晚于止')
  if (q.estStart) filter.estStart = q.estStart
  if (q.estEnd) filter.estEnd = q.estEnd
  const status = commaList(q.status, '经营状态', COMPANY_STATUSES)
  if (status) filter.status = status
  const companyType = commaList(q.companyType, '企业类型', COMPANY_TYPES)
  if (companyType) filter.companyType = companyType
  return filter
}

const searchRoutes: ApiPlugin = async (app) => {
  const { search } = app.repos

  app.get(API.search.entPersonSearch, { schema: searchSchemas.entPersonSearch }, async (request) => {
    const { keyword, pageNum = 1, pageSize = 20 } = request.query
    const trimmed = keyword.trim()
    if (!trimmed) throw badParam('请输入搜索关键词')
    return ok(await search.entPerson(trimmed, pageNum, pageSize))
  })

  app.get(API.search.hotSearch, { schema: searchSchemas.hotSearch }, async () => ok(await search.hot()))

  app.get(API.search.suggestion, { schema: suggestionSchemas.suggestion }, async (request) => {
    const keyword = request.query.keyword.trim()
    if (!keyword) throw badParam('请输入搜索关键词')
    return ok(await search.suggestion(keyword, request.query.pid))
  })

  app.get(API.search.advanced, { schema: searchSchemas.advanced }, async (request) => {
    const q: AdvancedSearchQuery = request.query
    return ok(await search.advanced(checkFilter(q), q.pageNum ?? 1, q.pageSize ?? 20, isOn(q.countOnly)))
  })
}

export default searchRoutes
