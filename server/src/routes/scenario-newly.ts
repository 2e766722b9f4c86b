/**
 * 新增企业: counts of newly established companies per province and per city, and the list and per-day (week, month)
 * counts of a province or city. Public, no login, like the advanced search whose filter it narrows to a date range.
 */
import { API } from '../../../contract/endpoints'
import { chinaDate } from '../../../contract/domain/china-time'
import { capitalText } from '../../../contract/domain/format'
import { DEFAULT_UNIT, type NewlyRange } from '../../../contract/domain/newly'
import { groupCounts, newlyWindow } from '../../../contract/domain/newly-window'
import { scenarioSchemas, type NewlyCompany, type NewlyFilter, type NewlyRegionCount } from '../../../contract/schemas/scenario'
import { INDUSTRIES } from '../data/constants'
import { regionLevel, regionName, regionTree } from '../data/regions'
import { badParam, ok } from '../errors'
import type { NewlyCompanyRow, NewlyQuery, RegionCountRow } from '../store/newly'
import type { ApiPlugin } from './plugin'

const DEFAULT_RANGE: NewlyRange = '30d'

const toCompany = (r: NewlyCompanyRow): NewlyCompany => ({
  pid: r.pid,
  name: r.name,
  legalPerson: r.legal_person,
  regCapitalText: capitalText(r.reg_capital, r.currency),
  established: r.established,
  status: r.status,
  industry: r.industry,
  regionName: r.region_name,
})

/** Every region of the list with its counts (zeros included), the most new companies in 30 days first. */
function withCounts(regions: Array<{ code: string; name: string }>, rows: RegionCountRow[]): NewlyRegionCount[] {
  const byCode = new Map(rows.map((r) => [r.code, r]))
  return regions
    .map((r) => ({ code: r.code, name: r.name, week: byCode.get(r.code)?.week ?? 0, month: byCode.get(r.code)?.month ?? 0 }))
    .sort((a, b) => b.month - a.month || b.week - a.week || a.code.localeCompare(b.code))
}

const scenarioNewlyRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.newly
  const today = () => chinaDate(app.config.now())
  const countWindows = () => {
    const end = today()
    return { end, weekStart: newlyWindow('7d', end).start, monthStart: newlyWindow('30d', end).start }
  }

  /** The filter after the checks a schema cannot make: a known province or city, a known industry, an ordered range. */
  const queryOf = (f: NewlyFilter): NewlyQuery & { range: NewlyRange } => {
    const level = regionLevel(f.regionCode)
    if (!level) throw badParam('地区编码不存在')
    if (level === 'district') throw badParam('请选择省份或城市')
    if (f.industry && !INDUSTRIES.some((i) => i.code === f.industry)) throw badParam('行业不存在')
    if (f.capitalMin !== undefined && f.capitalMax !== undefined && f.capitalMin > f.capitalMax) throw badParam('注册资本下限不能大于上限')
    const range = f.range ?? DEFAULT_RANGE
    const w = newlyWindow(range, today())
    return {
      level,
      code: f.regionCode,
      range,
      start: w.start,
      end: w.end,
      industry: f.industry || undefined,
      capitalMin: f.capitalMin,
      capitalMax: f.capitalMax,
    }
  }
  const where = (q: NewlyQuery) => ({ regionCode: q.code, regionName: regionName(q.code), start: q.start, end: q.end })

  app.get(API.scenario.newlyProvinces, { schema: scenarioSchemas.newlyProvinces }, async () => {
    const { end, weekStart, monthStart } = countWindows()
    const list = withCounts(regionTree(), await repo.provinceCounts(weekStart, monthStart, end))
    return ok({ today: end, weekStart, monthStart, list })
  })

  app.get(API.scenario.newlyCities, { schema: scenarioSchemas.newlyCities }, async (request) => {
    const { provinceCode } = request.query
    const province = regionTree().find((p) => p.code === provinceCode)
    if (!province) throw badParam(regionLevel(provinceCode) ? '请选择省份' : '省份编码不存在')
    const { end, weekStart, monthStart } = countWindows()
    const list = withCounts(province.children ?? [], await repo.cityCounts(provinceCode, weekStart, monthStart, end))
    return ok({ today: end, weekStart, monthStart, province: { code: province.code, name: province.name }, list })
  })

  app.get(API.scenario.newlyList, { schema: scenarioSchemas.newlyList }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const q = queryOf(request.query)
    const page = await repo.list(q, (pageNum - 1) * pageSize, pageSize)
    return ok({
      ...where(q),
      total: page.total,
      totalText: String(page.total),
      pageNum,
      pageSize,
      list: page.rows.map(toCompany),
    })
  })

  app.get(API.scenario.newlyDaily, { schema: scenarioSchemas.newlyDaily }, async (request) => {
    const q = queryOf(request.query)
    const unit = request.query.unit ?? DEFAULT_UNIT[q.range]
    const points = groupCounts(q, unit, await repo.daily(q))
    return ok({ ...where(q), unit, total: points.reduce((s, p) => s + p.count, 0), points })
  })
}

export default scenarioNewlyRoutes
