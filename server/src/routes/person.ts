/** A person found by name within a company, and the person page. */
import { API } from '../../../contract/endpoints'
import { personSchemas } from '../../../contract/schemas/person'
import { badParam, fail, ok } from '../errors'
import type { ApiPlugin } from './plugin'

const personRoutes: ApiPlugin = async (app) => {
  const { companies, persons } = app.repos

  /** Name AND company: two persons of one name are never confused. data null when not found. */
  app.post(API.person.personGetPersonId, { schema: personSchemas.getPersonId }, async (request) => {
    const personName = request.body.personName.trim()
    if (!personName) throw badParam('请输入人员姓名')
    const { pid } = request.body
    if (!(await companies.byPid(pid))) throw fail('NOT_FOUND', '企业不存在')
    return ok(await persons.personIdInCompany(personName, pid))
  })

  app.get(API.person.personDetail, { schema: personSchemas.detail }, async (request) => {
    const detail = await persons.detail(request.query.personId)
    if (!detail) throw fail('NOT_FOUND', '人员不存在')
    return ok(detail)
  })
}

export default personRoutes
