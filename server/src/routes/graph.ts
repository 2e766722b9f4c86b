import type { FastifyInstance } from 'fastify'
import { badParam, fail, ok } from '../errors'
import { OwnershipGraph } from '../graph/ownership'
import { asParams, int, pid } from './params'
import type { RouteContext } from './context'

export function graphRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const graph = new OwnershipGraph(ctx.db)
  const company = (id: string) => {
    const c = graph.company(id)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return c
  }

  app.get('/yqc/api/v1/basic/equityChain', async (request) => {
    const p = asParams(request.query)
    const root = company(pid(p))
    const depth = int(p, 'depth', { label: '层级', min: 1, max: 5, def: 3 })
    return ok(graph.equityChain(root, depth))
  })

  app.get('/yqc/api/v1/basic/inverChain', async (request) => {
    const p = asParams(request.query)
    const root = company(pid(p))
    const depth = int(p, 'depth', { label: '层级', min: 1, max: 5, def: 3 })
    return ok(graph.inverChain(root, depth))
  })

  app.get('/yqc/api/v1/basic/joinShareholders', async (request) => {
    const p = asParams(request.query)
    const a = pid(p)
    const b = pid(p, 'otherPid')
    if (a === b) throw badParam('请选择两家不同的企业')
    return ok(graph.joinShareholders(company(a), company(b)))
  })
}
