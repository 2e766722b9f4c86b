import type { FastifyInstance } from 'fastify'
import { fail, ok } from '../errors'
import { asParams, pid } from './params'
import type { RouteContext } from './context'

export function companyRoutes(app: FastifyInstance, ctx: RouteContext): void {
  /** The header card; each call counts one view (the 'popular' trends read view_count). */
  app.get('/yqc/api/v1/business/header', async (request) => {
    const id = pid(asParams(request.query))
    const header = ctx.companies.header(id)
    if (!header) throw fail('NOT_FOUND', '企业不存在')
    ctx.companies.addView(id)
    return ok(header)
  })

  app.get('/yqc/api/v1/business/profile', async (request) => {
    const id = pid(asParams(request.query))
    const profile = ctx.companies.profile(id)
    if (!profile) throw fail('NOT_FOUND', '企业不存在')
    return ok(profile)
  })
}
