/** The company page: its header card and profile sections. */
import { API } from '../../../contract/endpoints'
import { companySchemas } from '../../../contract/schemas/company'
import { fail, ok } from '../errors'
import type { ApiPlugin } from './plugin'

const companyRoutes: ApiPlugin = async (app) => {
  const { companies } = app.repos

  /** The header card; each call counts one view (the 'popular' trends read view_count). */
  app.get(API.company.businessHeader, { schema: companySchemas.header }, async (request) => {
    const { pid } = request.query
    const header = await companies.header(pid)
    if (!header) throw fail('NOT_FOUND', '企业不存在')
    await companies.addView(pid)
    return ok(header)
  })

  app.get(API.company.businessProfile, { schema: companySchemas.profile }, async (request) => {
    const profile = await companies.profile(request.query.pid)
    if (!profile) throw fail('NOT_FOUND', '企业不存在')
    return ok(profile)
  })
}

export default companyRoutes
