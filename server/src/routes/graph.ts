/**
 * Ownership graphs: shareholders upward (equityChain), investments downward (inverChain), shared shareholders; and
 * 查关系, the shortest connections between two companies or persons.
 */
import { API } from '../../../contract/endpoints'
import { DEFAULT_TREE_DEPTH, graphSchemas } from '../../../contract/schemas/graph'
import { badParam, fail, ok } from '../errors'
import { OwnershipGraph } from '../graph/ownership'
import { findRelations, type Endpoint } from '../graph/relations'
import type { ApiPlugin } from './plugin'

const graphRoutes: ApiPlugin = async (app) => {
  const graph = new OwnershipGraph(app.repos.ownership)
  const company = async (pid: string) => {
    const c = await graph.company(pid)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return c
  }

  /** Depth is capped by the schema (层级 1–6); a tree stops at MAX_TREE_NODES nodes and says truncated. */
  app.get(API.graph.basicEquityChain, { schema: graphSchemas.equityChain }, async (request) => {
    const { pid, depth = DEFAULT_TREE_DEPTH } = request.query
    return ok(await graph.equityChain(await company(pid), depth))
  })

  app.get(API.graph.basicInverChain, { schema: graphSchemas.inverChain }, async (request) => {
    const { pid, depth = DEFAULT_TREE_DEPTH } = request.query
    return ok(await graph.inverChain(await company(pid), depth))
  })

  app.get(API.graph.basicJoinShareholders, { schema: graphSchemas.joinShareholders }, async (request) => {
    const { pid, otherPid } = request.query
    if (pid === otherPid) throw badParam('请选择两家不同的企业')
    return ok(await graph.joinShareholders(await company(pid), await company(otherPid)))
  })

  const endpoint = async (kind: 'company' | 'person', id: string): Promise<Endpoint> => {
    if (kind === 'company') {
      const c = await app.repos.relations.companyByPid(id)
      if (!c) throw fail('NOT_FOUND', '企业不存在')
      return { node: `c:${c.id}`, view: { kind, id: c.pid, name: c.name } }
    }
    const p = await app.repos.relations.person(id)
    if (!p) throw fail('NOT_FOUND', '人员不存在')
    return { node: `p:${p.personId}`, view: { kind, id: p.personId, name: p.name } }
  }

  app.get(API.graph.relation, { schema: graphSchemas.relation }, async (request) => {
    const { fromType, fromId, toType, toId } = request.query
    if (fromType === toType && fromId === toId) throw badParam('请选择两个不同的企业或人员')
    return ok(await findRelations(app.repos.relations, await endpoint(fromType, fromId), await endpoint(toType, toId)))
  })
}

export default graphRoutes
