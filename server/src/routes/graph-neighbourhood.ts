/** 企业图谱 and 人员图谱: the neighbourhood of a company or a person (no login). */
import { API } from '../../../contract/endpoints'
import { graphMapSchemas } from '../../../contract/schemas/graphMap'
import { fail, ok } from '../errors'
import { companyNeighbourhood, personNeighbourhood } from '../graph/neighbourhood'
import type { ApiPlugin } from './plugin'

const graphNeighbourhoodRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.neighbourhood

  app.get(API.graph.companyGraph, { schema: graphMapSchemas.company }, async (request) => {
    const { pid, scope = 'all' } = request.query
    const c = await repo.company(pid)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return ok(await companyNeighbourhood(repo, c, scope))
  })

  app.get(API.graph.personGraph, { schema: graphMapSchemas.person }, async (request) => {
    const { personId, scope = 'all' } = request.query
    const p = await repo.person(personId)
    if (!p) throw fail('NOT_FOUND', '人员不存在')
    return ok(await personNeighbourhood(repo, p, scope))
  })
}

export default graphNeighbourhoodRoutes
