/**
 * 查电话: companies with contact numbers by region, industry, status and kind of number. Public; the numbers of the
 * first companies a caller is shown each day come in full (see find-phone/reveal), the rest masked.
 */
import { API } from '../../../contract/endpoints'
import { findPhoneSchemas, type PhoneCompany } from '../../../contract/schemas/findPhone'
import { COMPANY_STATUSES, INDUSTRIES } from '../data/constants'
import { regionLevel } from '../data/regions'
import { badParam, ok } from '../errors'
import { masked, numbersOf } from '../find-phone/numbers'
import { PhoneRevealCounter } from '../find-phone/reveal'
import { TOTAL_CAP, totalText } from '../search/hits'
import type { CompanyStatus } from '../../../contract/schemas/search'
import type { FindPhoneFilter, PhoneRecordRow } from '../store/find-phone'
import type { ApiPlugin } from './plugin'
import { riskDeps } from './risk-common'

const scenarioPhoneRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.findPhone
  const risk = riskDeps(app)
  const counter = new PhoneRevealCounter(app.repos.risk.quota, app.config.now)

  app.get(API.scenario.findPhone, { schema: findPhoneSchemas.search }, async (request) => {
    const { regionCode, industry, status, phoneKind, pageNum = 1, pageSize = 20 } = request.query
    const filter: FindPhoneFilter = { kind: phoneKind }
    if (regionCode) {
      const level = regionLevel(regionCode)
      if (!level) throw badParam('地区编码不存在')
      filter.region = { level, code: regionCode }
    }
    if (industry) {
      const code = industry.toUpperCase()
      if (!INDUSTRIES.some((i) => i.code === code)) throw badParam('行业不存在')
      filter.industry = code
    }
    if (status) {
      if (!COMPANY_STATUSES.includes(status as CompanyStatus)) throw badParam(`经营状态只能是${COMPANY_STATUSES.join('、')}之一`)
      filter.status = status
    }
    const offset = (pageNum - 1) * pageSize
    if (offset >= TOTAL_CAP) throw badParam(`最多查看前${TOTAL_CAP}家企业，请缩小筛选范围`)
    const subject = await risk.subject(request)
    const page = await repo.list(filter, offset, pageSize, TOTAL_CAP)
    const byCompany = new Map<number, PhoneRecordRow[]>()
    for (const r of await repo.records(page.rows.map((c) => c.id))) {
      const list = byCompany.get(r.company_id) ?? []
      list.push(r)
      byCompany.set(r.company_id, list)
    }
    // each shown company counts against the day's reveals in the list's order, so they are taken one after another
    const list: PhoneCompany[] = []
    for (const c of page.rows) {
      const phones = numbersOf(c, byCompany.get(c.id) ?? [], phoneKind)
      const full = await counter.reveal(subject, c.pid)
      list.push({
        pid: c.pid,
        name: c.name,
        legalPerson: c.legal_person,
        status: c.status,
        industry: c.industry,
        regionName: c.region_name,
        phones: full ? phones : phones.map(masked),
      })
    }
    return ok({ total: page.total, totalText: totalText(page.total), pageNum, pageSize, list, reveal: await counter.state(subject) })
  })
}

export default scenarioPhoneRoutes
