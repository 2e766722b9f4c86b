import type { FastifyInstance } from 'fastify'
import type { GetPersonIdResult } from '../../../types/api'
import { fail, ok } from '../errors'
import { asParams, pid, str } from './params'
import type { RouteContext } from './context'

export function personRoutes(app: FastifyInstance, ctx: RouteContext): void {
  /** Name AND company: two persons of one name are never confused. data null when not found. */
  app.post('/yqc/api/v1/person/getPersonId', async (request) => {
    const p = asParams(request.body)
    const personName = str(p, 'personName', { label: '人员姓名', required: true, max: 50 })
    const companyPid = pid(p)
    if (!ctx.companies.byPid(companyPid)) throw fail('NOT_FOUND', '企业不存在')
    const data: GetPersonIdResult = ctx.persons.personIdInCompany(personName, companyPid)
    return ok(data)
  })

  app.get('/yqc/api/v1/person/detail', async (request) => {
    const personId = str(asParams(request.query), 'personId', {
      label: '人员编号', required: true, max: 64, pattern: /^[0-9A-Za-z_-]+$/, patternMsg: '人员编号格式不正确',
    })
    const detail = ctx.persons.detail(personId)
    if (!detail) throw fail('NOT_FOUND', '人员不存在')
    return ok(detail)
  })
}
