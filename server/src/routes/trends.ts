import type { FastifyInstance } from 'fastify'
import type { TrendsResult } from '../../../types/api'
import { badParam, ok } from '../errors'
import { chinaDate, recentTrends } from '../store/trends'
import { asParams, page, PID, str } from './params'
import type { RouteContext } from './context'

const MAX_PIDS = 50
/** companies the 'popular' feed draws from when the visitor has viewed none */
const POPULAR_COMPANIES = 20

export function trendRoutes(app: FastifyInstance, ctx: RouteContext): void {
  /** Pids the client has viewed (unknown ones are skipped: a viewed company may since have gone). */
  app.get('/yqc/api/v1/trends/recent', async (request) => {
    const p = asParams(request.query)
    const raw = str(p, 'pids', { label: '企业列表', max: MAX_PIDS * 65 })
    const { pageNum, pageSize } = page(p)
    const pids = raw ? [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))] : []
    if (pids.length > MAX_PIDS) throw badParam(`企业列表最多${MAX_PIDS}个`)
    const bad = pids.find((x) => !PID.test(x))
    if (bad !== undefined) throw badParam('企业编号格式不正确')
    const basis: TrendsResult['basis'] = pids.length ? 'viewed' : 'popular'
    const companies = pids.length ? ctx.companies.byPids(pids) : ctx.companies.mostViewed(POPULAR_COMPANIES)
    const { total, list } = recentTrends(ctx.db, companies.map((c) => c.id), pageNum, pageSize, chinaDate(ctx.config.now()))
    const data: TrendsResult = { basis, total, totalText: String(total), pageNum, pageSize, list }
    return ok(data)
  })
}
