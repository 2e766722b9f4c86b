/**
 * The demo feed on demand: an administrator generates and applies a few days of change feed (days ≤ 7, ≤ 1000 lines a
 * day). On SQLite the job runs in a separate process on the database file, on PostgreSQL in the server over its pool;
 * either way the POST answers at once with the job, the GET reports it running, done
 * (with its counts) or failed. Served only when FEED_RUN_ENABLED=1; otherwise both paths answer 4040 '接口不存在'
 * like any path that does not exist.
 */
import { API } from '../../../contract/endpoints'
import { monitorSchemas } from '../../../contract/schemas/monitor'
import { ApiError, ERRORS, fail, ok } from '../errors'
import { chinaDate } from '../store/trends'
import type { ApiPlugin } from './plugin'

/** The permission that runs the demo feed; the admin role has every permission. */
export const FEED_RUN_PERMISSION = 'monitor.feedRun'

const feedRoutes: ApiPlugin = async (app) => {
  if (!app.config.feedRunEnabled) return
  const { feedJobs } = app.monitor
  const admin = app.auth.requirePermission(FEED_RUN_PERMISSION)

  app.post(API.monitor.feedRun, { schema: monitorSchemas.feedRun, preHandler: admin }, async (request) => {
    const { days = 1, perDay = 300 } = request.body
    if (feedJobs.current()) throw new ApiError(ERRORS.CONFLICT, '已有演示数据任务在运行，请稍后再试')
    return ok(feedJobs.start({ days, perDay, end: chinaDate(app.config.now()) }))
  })

  app.get(API.monitor.feedStatus, { schema: monitorSchemas.feedStatus, preHandler: admin }, async (request) => {
    const job = feedJobs.get(request.query.id)
    if (!job) throw fail('NOT_FOUND', '任务不存在')
    return ok(job)
  })
}

export default feedRoutes
