import type { FastifyInstance } from 'fastify'
import type { AdvancedFilter } from '../../../types/api'
import { COMPANY_STATUSES, COMPANY_TYPES, INDUSTRIES } from '../data/constants'
import { regionLevel } from '../data/regions'
import { advancedSearch, hotKeywords, searchEntPerson } from '../search'
import { badParam, ok } from '../errors'
import { asParams, bool, DATE, num, page, str, type Params } from './params'
import type { RouteContext } from './context'

export const KEYWORD_MAX = 50

function commaList(p: Params, name: string, label: string, allowed: readonly string[]): string | undefined {
  const raw = str(p, name, { label, max: 500 })
  if (raw === undefined) return undefined
  const items = raw.split(',').map((s) => s.trim()).filter(Boolean)
  const unknown = items.find((s) => !allowed.includes(s))
  if (unknown !== undefined) throw badParam(`${label}“${unknown}”不存在`)
  return items.join(',') || undefined
}

/** The advanced filter from the query string, every field checked. */
export function readFilter(p: Params): AdvancedFilter {
  const filter: AdvancedFilter = {}
  const keyword = str(p, 'keyword', { label: '关键词', max: KEYWORD_MAX })
  if (keyword) filter.keyword = keyword
  const regionCode = str(p, 'regionCode', { label: '地区编码', max: 6, pattern: /^\d{6}$/, patternMsg: '地区编码应为6位数字' })
  if (regionCode) {
    if (!regionLevel(regionCode)) throw badParam('地区编码不存在')
    filter.regionCode = regionCode
  }
  const industry = str(p, 'industry', { label: '行业', max: 10 })
  if (industry) {
    if (!INDUSTRIES.some((i) => i.code === industry)) throw badParam('行业不存在')
    filter.industry = industry
  }
  const capitalMin = num(p, 'capitalMin', { label: '注册资本下限', min: 0, max: 1e9 })
  const capitalMax = num(p, 'capitalMax', { label: '注册资本上限', min: 0, max: 1e9 })
  if (capitalMin !== undefined && capitalMax !== undefined && capitalMin > capitalMax) throw badParam('注册资本下限不能大于上限')
  if (capitalMin !== undefined) filter.capitalMin = capitalMin
  if (capitalMax !== undefined) filter.capitalMax = capitalMax
  const estStart = str(p, 'estStart', { label: '成立日期起', max: 10, pattern: DATE, patternMsg: '成立日期应为 yyyy-mm-dd 格式' })
  const estEnd = str(p, 'estEnd', { label: '成立日期止', max: 10, pattern: DATE, patternMsg: '成立日期应为 yyyy-mm-dd 格式' })
  if (estStart && estEnd && estStart > estEnd) throw badParam('成立日期起不能晚于止')
  if (estStart) filter.estStart = estStart
  if (estEnd) filter.estEnd = estEnd
  const status = commaList(p, 'status', '经营状态', COMPANY_STATUSES)
  if (status) filter.status = status
  const companyType = commaList(p, 'companyType', '企业类型', COMPANY_TYPES)
  if (companyType) filter.companyType = companyType
  return filter
}

export function searchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/search/api/v1/middle/entPersonSearch', async (request) => {
    const p = asParams(request.query)
    const keyword = str(p, 'keyword', { label: '搜索关键词', required: true, max: KEYWORD_MAX })
    const { pageNum, pageSize } = page(p)
    return ok(searchEntPerson(ctx.db, keyword, pageNum, pageSize))
  })

  app.get('/search/api/v1/hotSearch', async () => ok(hotKeywords(ctx.db)))

  app.get('/search/api/v1/advanced', async (request) => {
    const p = asParams(request.query)
    const filter = readFilter(p)
    const { pageNum, pageSize } = page(p)
    const countOnly = bool(p, 'countOnly', 'countOnly')
    return ok(advancedSearch(ctx.db, filter, pageNum, pageSize, countOnly))
  })
}
