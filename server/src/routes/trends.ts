/** The 动态 feed before monitoring: latest changes of the companies the visitor viewed, or of the most viewed ones. */
import { API } from '../../../contract/endpoints'
import { PID_PATTERN } from '../../../contract/schemas/common'
import { TRENDS_MAX_PIDS, trendsSchemas, type TrendsResult } from '../../../contract/schemas/trends'
import { badParam, ok } from '../errors'
import { chinaDate } from '../store/trends'
import type { ApiPlugin } from './plugin'

/** companies the 'popular' feed draws from when the visitor has viewed none */
const POPULAR_COMPANIES = 20
const PID = new RegExp(PID_PATTERN)

const trendRoutes: ApiPlugin = async (app) => {
  const { companies, trends } = app.repos

  /** Pids the client has viewed (unknown ones are skipped: a viewed company may since have gone). */
  app.get(API.trends.trendsRecent, { schema: trendsSchemas.recent }, async (request) => {
    const { pids: raw, pageNum = 1, pageSize = 20 } = request.query
    const pids = raw
      ? [
          ...new Set(
            raw
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ]
      : []
    if (pids.length > TRENDS_MAX_PIDS) throw badParam(`企业列表最多${TRENDS_MAX_PIDS}个`)
    if (pids.some((x) => !PID.test(x))) throw badParam('企业编号格式不正确')
    const basis: TrendsResult['basis'] = pids.length ? 'viewed' : 'popular'
    const rows = pids.length ? await companies.byPids(pids) : await companies.mostViewed(POPULAR_COMPANIES)
    const { total, list } = await trends.recent(
      rows.map((c) => c.id),
      pageNum,
      pageSize,
      chinaDate(app.config.now()),
    )
    const data: TrendsResult = { basis, total, totalText: String(total), pageNum, pageSize, list }
    return ok(data)
  })
}

export default trendRoutes
