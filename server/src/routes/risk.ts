/**
 * Company risk scan (issue 5): quota check, scan, item lists, the records behind an item, the 17 risk
 * lists, the 13 change-detail lists, own scan (claimed company) and beneficial owners.
 * Contract: types/api-risk.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CompanyStatus } from '../../../types/api'
import type {
  BeneficialOwners, ChangeDetailType, CompanyScan, OwnScanState, QuotaState, RiskGroup, RiskItemsResult, RiskLevel, RiskListType, RiskRule,
} from '../../../types/api-risk'
import { fail, ok, badParam } from '../errors'
import { publicRule, RULES } from '../risk/rules'
import { groupResults, monthlySeries, publicItem, totalsOf, type CompanyRow } from '../risk/engine'
import { CHANGE_DETAIL_TYPES, RISK_LIST_TYPES } from '../risk/service'
import { asParams, bool, oneOf, page, pid, str, type Params } from './params'
import type { RouteContext } from './context'
import { periodParam, personIdParam, riskCtx } from './risk-common'

export function riskRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = riskCtx(ctx)
  const { service, quota } = r

  function company(p: Params): CompanyRow {
    const c = service.engine.company(pid(p))
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return c
  }

  /** Check-and-consume with pid; state only without. */
  app.get('/yqc/api/v1/business/checkApiNum', async (request) => {
    const p = asParams(request.query)
    const subject = r.subject(request)
    if (p.pid === undefined || p.pid === '') return ok<QuotaState>(quota.state('company', subject))
    const c = company(p)
    return ok<QuotaState>(quota.consume('company', subject, c.pid))
  })

  app.get('/yqc/api/v1/risk/rules', async () => ok<RiskRule[]>(RULES.map(publicRule)))

  app.get('/yqc/api/v1/risk/scan', async (request) => {
    const p = asParams(request.query)
    const c = company(p)
    const q = quota.consume('company', r.subject(request), c.pid)
    const scan = service.engine.scanCompany(c)
    const owners = service.owners.compute(c.pid)!
    const data: CompanyScan = {
      pid: c.pid, name: c.name, status: c.status as CompanyStatus, legalPerson: c.legal_person, legalPersonId: c.legal_person_id ?? '',
      scannedAt: new Date(ctx.config.now()).toISOString(),
      totals: totalsOf(scan.items),
      groups: groupResults(scan.items),
      monthly: monthlySeries(scan.items, r.today()),
      owners,
      quota: q,
    }
    return ok(data)
  })

  /** a company or a person scan's items; counts as the scan of that target (free when already counted today) */
  function itemsOf(request: FastifyRequest, p: Params) {
    const personId = personIdParam(p, 'personId', false)
    if (personId && p.pid === undefined) {
      const person = service.engine.person(personId)
      if (!person) throw fail('NOT_FOUND', '人员不存在')
      quota.consume('person', r.subject(request), person.person_id)
      return service.engine.scanPerson(person).items
    }
    if (p.pid === undefined || p.pid === '') throw badParam('请输入企业编号或人员编号')
    const c = company(p)
    quota.consume('company', r.subject(request), c.pid)
    return service.engine.scanCompany(c).items
  }

  app.get('/yqc/api/v1/risk/items', async (request) => {
    const p = asParams(request.query)
    const group = p.group === undefined || p.group === '' ? undefined : oneOf<RiskGroup>(p, 'group', '风险分组', ['self', 'related', 'history', 'notice'])
    const level = p.level === undefined || p.level === '' ? undefined : oneOf<RiskLevel>(p, 'level', '风险等级', ['high', 'warn', 'info'])
    const { pageNum, pageSize } = page(p)
    const all = itemsOf(request, p).filter((i) => !group || i.group === group)
    const list = all.filter((i) => !level || i.level === level)
    const data: RiskItemsResult = {
      total: list.length, totalText: String(list.length), pageNum, pageSize,
      list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(publicItem),
      totals: totalsOf(all),
    }
    return ok(data)
  })

  app.get('/yqc/api/v1/risk/itemRecords', async (request) => {
    const p = asParams(request.query)
    const key = str(p, 'key', { label: '风险项', required: true, max: 200 })
    const { pageNum, pageSize } = page(p)
    const item = itemsOf(request, p).find((i) => i.key === key)
    if (!item) throw fail('NOT_FOUND', '该风险项不存在')
    return ok(service.itemRecords(item, pageNum, pageSize))
  })

  app.get('/yqc/api/v1/risk/changeList', async (request) => {
    const p = asParams(request.query)
    const type = oneOf<RiskListType>(p, 'type', '风险类型', RISK_LIST_TYPES)
    const period = periodParam(p)
    const scope = oneOf(p, 'scope', '范围', ['self', 'related'] as const, 'self')
    const current = p.current === undefined || p.current === '' ? undefined : bool(p, 'current', '是否当前')
    const { pageNum, pageSize } = page(p)
    const personId = personIdParam(p, 'personId', false)
    let owner: Parameters<typeof service.changeList>[0]['owner']
    if (personId && p.pid === undefined) {
      const person = service.engine.person(personId)
      if (!person) throw fail('NOT_FOUND', '人员不存在')
      quota.consume('person', r.subject(request), person.person_id)
      owner = { kind: 'person', personId: person.person_id, name: person.name }
    } else {
      if (p.pid === undefined || p.pid === '') throw badParam('请输入企业编号或人员编号')
      const c = company(p)
      quota.consume('company', r.subject(request), c.pid)
      owner = { kind: 'company', company: c }
    }
    return ok(service.changeList({ owner, type, period, scope, current, today: r.today(), pageNum, pageSize }))
  })

  app.get('/yqc/api/v1/risk/changeDetail', async (request) => {
    const p = asParams(request.query)
    const type = oneOf<ChangeDetailType>(p, 'type', '变更类型', CHANGE_DETAIL_TYPES)
    const period = periodParam(p)
    const { pageNum, pageSize } = page(p)
    const c = company(p)
    quota.consume('company', r.subject(request), c.pid)
    return ok(service.changeDetail(c, type, period, r.today(), pageNum, pageSize))
  })

  app.get('/yqc/api/v1/graph/beneficiaries', async (request) => {
    const c = company(asParams(request.query))
    const data: BeneficialOwners = service.owners.compute(c.pid)!
    return ok(data)
  })

  // ---------- own scan ----------

  function ownState(userId: string): OwnScanState {
    const row = ctx.db.prepare('SELECT pid, person_id, claimed_at FROM own_claims WHERE user_id = ?').get(userId) as { pid: string; person_id: string | null; claimed_at: number } | undefined
    const empty: OwnScanState = { company: null, person: null, claimedAt: null, companyTotals: null, personTotals: null }
    if (!row) return empty
    const c = service.engine.company(row.pid)
    if (!c) return empty
    const person = row.person_id ? service.engine.person(row.person_id) : undefined
    const roles = person ? service.engine.rolesOf(person.person_id).find((x) => x.pid === c.pid)?.roles ?? [] : []
    return {
      company: { pid: c.pid, name: c.name, status: c.status as CompanyStatus, legalPerson: c.legal_person },
      person: person ? { personId: person.person_id, name: person.name, roles } : null,
      claimedAt: new Date(row.claimed_at * 1000).toISOString(),
      companyTotals: totalsOf(service.engine.scanCompany(c).items),
      personTotals: person ? totalsOf(service.engine.scanPerson(person).items) : null,
    }
  }

  app.get('/yqc/api/v1/risk/own', { preHandler: ctx.auth.requireLogin }, async (request) => ok(ownState(request.auth!.userId)))

  app.post('/yqc/api/v1/risk/own/claim', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const p = asParams(request.body)
    const c = company(p)
    const personId = personIdParam(p, 'personId', false)
    if (personId) {
      if (!service.engine.person(personId)) throw fail('NOT_FOUND', '人员不存在')
      if (!service.engine.rolesOf(personId).some((x) => x.pid === c.pid)) throw badParam('该人员不在此企业任职')
    }
    ctx.db.prepare(`INSERT INTO own_claims (user_id, pid, person_id, claimed_at) VALUES (?, ?, ?, ?)
      ON CONFLICT(user_id) DO UPDATE SET pid = excluded.pid, person_id = excluded.person_id, claimed_at = excluded.claimed_at`)
      .run(request.auth!.userId, c.pid, personId ?? null, Math.floor(ctx.config.now() / 1000))
    return ok(ownState(request.auth!.userId))
  })

  app.delete('/yqc/api/v1/risk/own/claim', { preHandler: ctx.auth.requireLogin }, async (request) => {
    ctx.db.prepare('DELETE FROM own_claims WHERE user_id = ?').run(request.auth!.userId)
    return ok(ownState(request.auth!.userId))
  })
}
