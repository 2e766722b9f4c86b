/**
 * Person due diligence (pagesCheckPersonnel, issue 5): quota check, risk scan, resume, tenure analysis,
 * basic info, cooperation with another person, property clues. A person is always addressed by
 * personId — never by name. Every call counts as the person check of that personId (free when the
 * same person was already counted today). Contract: types/api-risk.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PersonScan, QuotaState } from '../../../types/api-risk'
import { fail, ok } from '../errors'
import { groupResults, monthlySeries, totalsOf } from '../risk/engine'
import { asParams, page, type Params } from './params'
import type { RouteContext } from './context'
import { personIdParam, riskCtx } from './risk-common'

export function personDdRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = riskCtx(ctx)
  const { service, quota } = r

  function person(p: Params, name = 'personId') {
    const id = personIdParam(p, name)!
    const row = service.engine.person(id)
    if (!row) throw fail('NOT_FOUND', '人员不存在')
    return row
  }

  /** the person, after counting the check against the quota */
  function checked(request: FastifyRequest) {
    const p = asParams(request.query)
    const row = person(p)
    const q = quota.consume('person', r.subject(request), row.person_id)
    return { p, row, q }
  }

  app.get('/yqc/person/baseInfo/checkApiNum', async (request) => {
    const p = asParams(request.query)
    const subject = r.subject(request)
    if (p.personId === undefined || p.personId === '') return ok<QuotaState>(quota.state('person', subject))
    return ok<QuotaState>(quota.consume('person', subject, person(p).person_id))
  })

  app.get('/yqc/person/risk/scan', async (request) => {
    const { row, q } = checked(request)
    const scan = service.engine.scanPerson(row)
    const data: PersonScan = {
      personId: row.person_id, name: row.name, scannedAt: new Date(ctx.config.now()).toISOString(),
      totals: totalsOf(scan.items),
      groups: groupResults(scan.items, ['self', 'related', 'history']),
      monthly: monthlySeries(scan.items, r.today()),
      companies: scan.companies.map((c) => {
        const mine = scan.items.filter((i) => i.subject.kind === 'company' && i.subject.pid === c.pid)
        return { pid: c.pid, companyName: c.name, status: c.status as PersonScan['companies'][number]['status'], roles: c.roles, ...(c.share !== undefined ? { share: c.share } : {}), totals: totalsOf(mine) }
      }),
      quota: q,
    }
    return ok(data)
  })

  app.get('/yqc/person/resume', async (request) => ok(service.resume(checked(request).row, r.today())))

  app.get('/yqc/person/jobAnalysis', async (request) => ok(service.jobAnalysis(checked(request).row, r.today())))

  app.get('/yqc/person/baseInfo', async (request) => ok(service.basicInfo(checked(request).row)))

  app.get('/yqc/person/cooperation', async (request) => {
    const p = asParams(request.query)
    const row = person(p)
    const other = person(p, 'otherPersonId')
    if (other.person_id === row.person_id) throw fail('BAD_PARAM', '请选择另一位人员')
    quota.consume('person', r.subject(request), row.person_id)
    return ok(service.cooperation(row, other))
  })

  app.get('/yqc/person/propertyClue', async (request) => {
    const { p, row } = checked(request)
    const { pageNum, pageSize } = page(p)
    return ok(service.propertyClues(row.person_id, pageNum, pageSize))
  })
}
