import type { FastifyInstance } from 'fastify'
import type { FilterOptions, RegionNode } from '../../../types/api'
import { filterOptions } from '../data/constants'
import { regionTree } from '../data/regions'
import { ok } from '../errors'
import { cidOf } from '../plugins/auth'
import { asParams, str } from './params'
import type { RouteContext } from './context'

export function userRoutes(app: FastifyInstance, ctx: RouteContext): void {
  /** Page-view log of a signed-in user (fired by the app 300 ms after each navigation); the answer is ignored. */
  app.get('/user/api/v1/invite/accessLog', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const p = asParams(request.query)
    const page = str(p, 'page', { label: '页面路径', max: 300 }) ?? ''
    ctx.db
      .prepare('INSERT INTO access_logs (user_id, cid, page, at) VALUES (?, ?, ?, ?)')
      .run(request.auth!.userId, cidOf(request), page, Math.floor(ctx.config.now() / 1000))
    return ok(null)
  })

  app.get('/user/condition/provinceRegionsTree', async () => {
    const data: RegionNode[] = regionTree()
    return ok(data)
  })

  app.get('/user/condition/options', async () => {
    const data: FilterOptions = filterOptions()
    return ok(data)
  })
}
