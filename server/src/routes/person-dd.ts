/**
 * Person due diligence: the quota check, the person risk scan, resume, tenure analysis, basic info, cooperation with
 * another person and property clues. A person is always addressed by personId, never by name. Every call counts as
 * the person check of that personId (free when the same person was already counted today).
 */
import type { FastifyRequest } from 'fastify'
import { API } from '../../../contract/endpoints'
import { personDdSchemas, type PersonScan } from '../../../contract/schemas/personDd'
import type { CompanyStatus } from '../../../contract/api/api'
import { badParam, ok } from '../errors'
import { groupResults, monthlySeries, totalsOf } from '../risk/engine'
import { riskDeps } from './risk-common'
import type { ApiPlugin } from './plugin'

const personDdRoutes: ApiPlugin = async (app) => {
  const r = riskDeps(app)
  const { service, quota } = r

  /** the person, after counting the check against the quota */
  async function checked(request: FastifyRequest, personId: string) {
    const row = await r.person(personId)
    return { row, q: await quota.consume('person', await r.subject(request), row.person_id) }
  }

  /** With personId: check and count that person; without: the state only. */
  app.get(API.personDd.baseInfoCheckApiNum, { schema: personDdSchemas.quota }, async (request) => {
    const subject = await r.subject(request)
    const { personId } = request.query
    if (!personId) return ok(await quota.state('person', subject))
    return ok(await quota.consume('person', subject, (await r.person(personId)).person_id))
  })

  app.get(API.personDd.riskScan, { schema: personDdSchemas.scan }, async (request) => {
    const { row, q } = await checked(request, request.query.personId)
    const scan = await service.engine.scanPerson(row)
    const data: PersonScan = {
      personId: row.person_id,
      name: row.name,
      scannedAt: new Date(app.config.now()).toISOString(),
      totals: totalsOf(scan.items),
      groups: groupResults(scan.items, ['self', 'related', 'history']),
      monthly: monthlySeries(scan.items, r.today()),
      companies: scan.companies.map((c) => {
        const mine = scan.items.filter((i) => i.subject.kind === 'company' && i.subject.pid === c.pid)
        return {
          pid: c.pid,
          companyName: c.name,
          status: c.status as CompanyStatus,
          roles: c.roles,
          ...(c.share !== undefined ? { share: c.share } : {}),
          totals: totalsOf(mine),
        }
      }),
      quota: q,
    }
    return ok(data)
  })

  app.get(API.personDd.personResume, { schema: personDdSchemas.resume }, async (request) =>
    ok(await service.resume((await checked(request, request.query.personId)).row, r.today())),
  )

  app.get(API.personDd.personJobAnalysis, { schema: personDdSchemas.jobAnalysis }, async (request) =>
    ok(await service.jobAnalysis((await checked(request, request.query.personId)).row, r.today())),
  )

  app.get(API.personDd.personBaseInfo, { schema: personDdSchemas.baseInfo }, async (request) =>
    ok(await service.basicInfo((await checked(request, request.query.personId)).row)),
  )

  app.get(API.personDd.personCooperation, { schema: personDdSchemas.cooperation }, async (request) => {
    const { personId, otherPersonId } = request.query
    const row = await r.person(personId)
    const other = await r.person(otherPersonId)
    if (other.person_id === row.person_id) throw badParam('请选择另一位人员')
    await quota.consume('person', await r.subject(request), row.person_id)
    return ok(await service.cooperation(row, other))
  })

  app.get(API.personDd.personPropertyClue, { schema: personDdSchemas.propertyClue }, async (request) => {
    const { personId, pageNum = 1, pageSize = 20 } = request.query
    const { row } = await checked(request, personId)
    return ok(await service.propertyClues(row.person_id, pageNum, pageSize))
  })
}

export default personDdRoutes
