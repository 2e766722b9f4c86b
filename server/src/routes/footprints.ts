/**
 * Footprints (浏览足迹) of the signed-in user: list, record one view, merge a device's list on sign-in, clear. Only
 * the caller's own footprints are read or changed.
 */
import { API } from '../../../contract/endpoints'
import { FOOTPRINTS_KEPT, footprintSchemas, type Footprint } from '../../../contract/schemas/footprint'
import { fail, ok } from '../errors'
import type { FootprintRow } from '../store/footprints'
import { userIdOf, type ApiPlugin } from './plugin'

const toFootprint = (r: FootprintRow): Footprint => ({
  kind: r.kind,
  targetId: r.target_id,
  name: r.name,
  sub: r.sub,
  viewedAt: r.viewed_at,
})

const footprintRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.footprints
  const login = app.auth.requireLogin

  app.get(API.footprints.list, { schema: footprintSchemas.list, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20, kind } = request.query
    const { total, rows } = await repo.list(userIdOf(request), kind ?? null, (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toFootprint) })
  })

  app.post(API.footprints.record, { schema: footprintSchemas.record, preHandler: login }, async (request) => {
    const { kind, targetId } = request.body
    const userId = userIdOf(request)
    if (!(await repo.record(userId, [{ kind, targetId, viewedAt: app.config.now() }], FOOTPRINTS_KEPT)))
      throw fail('NOT_FOUND', kind === 'company' ? '企业不存在' : '人员不存在')
    return ok(toFootprint((await repo.one(userId, kind, targetId))!))
  })

  app.post(API.footprints.merge, { schema: footprintSchemas.merge, preHandler: login }, async (request) => {
    const now = app.config.now()
    // a device's clock may run ahead: a view is never later than now
    const items = request.body.items.map((i) => ({ ...i, viewedAt: Math.min(i.viewedAt, now) }))
    const merged = await repo.record(userIdOf(request), items, FOOTPRINTS_KEPT)
    return ok({ merged, skipped: items.length - merged })
  })

  app.post(API.footprints.clear, { schema: footprintSchemas.clear, preHandler: login }, async (request) =>
    ok({ removed: await repo.clear(userIdOf(request), request.body.kind ?? null) }),
  )
}

export default footprintRoutes
