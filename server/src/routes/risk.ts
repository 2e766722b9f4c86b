/**
 * Company risk scans: the quota check, the rule book, the scan, its items and the records behind one, the 17 risk
 * lists, the 13 change-detail lists, beneficial owners and the own scan (the user's claimed company). Every call
 * that reads a target's risks counts as the scan of that target (free when already counted today).
 */
import type { FastifyRequest } from 'fastify'
import { API } from '../../../contract/endpoints'
import { isOn } from '../../../contract/schemas/common'
import { riskSchemas, type CompanyScan, type OwnScanState, type RiskChangeList, type RiskItemsResult } from '../../../contract/schemas/risk'
import type { CompanyStatus } from '../../../contract/api/api'
import type { RiskService } from '../risk/service'
import { badParam, fail, ok } from '../errors'
import { publicRule, RULES } from '../risk/rules'
import { groupResults, monthlySeries, publicItem, totalsOf, type FullItem } from '../risk/engine'
import { riskDeps } from './risk-common'
import type { ApiPlugin } from './plugin'
import { userIdOf } from './plugin'

type ListOwner = Parameters<RiskService['changeList']>[0]['owner']

const riskRoutes: ApiPlugin = async (app) => {
  const r = riskDeps(app)
  const { service, quota } = r
  const { claims } = app.repos.risk
  const login = app.auth.requireLogin

  /**
   * The owner a list call names, counted as the scan of it: the company when pid is sent, else the person.
   * Checked before counting, so bad input never costs a unit.
   */
  async function listOwner(request: FastifyRequest, q: { pid?: string; personId?: string }): Promise<ListOwner> {
    if (q.pid) {
      const company = await r.company(q.pid)
      await quota.consume('company', await r.subject(request), company.pid)
      return { kind: 'company', company }
    }
    if (q.personId) {
      const person = await r.person(q.personId)
      await quota.consume('person', await r.subject(request), person.person_id)
      return { kind: 'person', personId: person.person_id, name: person.name }
    }
    throw badParam('请输入企业编号或人员编号')
  }

  async function itemsOf(owner: ListOwner): Promise<FullItem[]> {
    if (owner.kind === 'company') return (await service.engine.scanCompany(owner.company)).items
    return (await service.engine.scanPerson({ person_id: owner.personId, name: owner.name })).items
  }

  /** With pid: check and count that company; without: the state only. */
  app.get(API.risk.businessCheckApiNum, { schema: riskSchemas.companyQuota }, async (request) => {
    const subject = await r.subject(request)
    const { pid } = request.query
    if (!pid) return ok(await quota.state('company', subject))
    return ok(await quota.consume('company', subject, (await r.company(pid)).pid))
  })

  app.get(API.risk.riskRules, { schema: riskSchemas.rules }, async () => ok(RULES.map(publicRule)))

  app.get(API.risk.riskScan, { schema: riskSchemas.scan }, async (request) => {
    const c = await r.company(request.query.pid)
    const q = await quota.consume('company', await r.subject(request), c.pid)
    const scan = await service.engine.scanCompany(c)
    const data: CompanyScan = {
      pid: c.pid,
      name: c.name,
      status: c.status as CompanyStatus,
      legalPerson: c.legal_person,
      legalPersonId: c.legal_person_id ?? '',
      scannedAt: new Date(app.config.now()).toISOString(),
      totals: totalsOf(scan.items),
      groups: groupResults(scan.items),
      monthly: monthlySeries(scan.items, r.today()),
      owners: (await service.owners.compute(c.pid))!,
      quota: q,
    }
    return ok(data)
  })

  app.get(API.risk.riskItems, { schema: riskSchemas.items }, async (request) => {
    const { group, level, pageNum = 1, pageSize = 20 } = request.query
    const all = (await itemsOf(await listOwner(request, request.query))).filter((i) => !group || i.group === group)
    const list = all.filter((i) => !level || i.level === level)
    const data: RiskItemsResult = {
      total: list.length,
      totalText: String(list.length),
      pageNum,
      pageSize,
      list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(publicItem),
      totals: totalsOf(all),
    }
    return ok(data)
  })

  app.get(API.risk.riskItemRecords, { schema: riskSchemas.itemRecords }, async (request) => {
    const { key, pageNum = 1, pageSize = 20 } = request.query
    const item = (await itemsOf(await listOwner(request, request.query))).find((i) => i.key === key)
    if (!item) throw fail('NOT_FOUND', '该风险项不存在')
    return ok(await service.itemRecords(item, pageNum, pageSize))
  })

  app.get(API.risk.riskChangeList, { schema: riskSchemas.changeList }, async (request) => {
    const { type, period, scope = 'self', current, pageNum = 1, pageSize = 20 } = request.query
    const owner = await listOwner(request, request.query)
    const data: RiskChangeList = await service.changeList({
      owner,
      type,
      period: period === 'all' ? undefined : period,
      scope,
      current: current === undefined ? undefined : isOn(current),
      today: r.today(),
      pageNum,
      pageSize,
    })
    return ok(data)
  })

  app.get(API.risk.riskChangeDetail, { schema: riskSchemas.changeDetail }, async (request) => {
    const { pid, type, period, pageNum = 1, pageSize = 20 } = request.query
    const c = await r.company(pid)
    await quota.consume('company', await r.subject(request), c.pid)
    return ok(await service.changeDetail(c, type, period === 'all' ? undefined : period, r.today(), pageNum, pageSize))
  })

  app.get(API.risk.graphBeneficiaries, { schema: riskSchemas.beneficiaries }, async (request) =>
    ok((await service.owners.compute((await r.company(request.query.pid)).pid))!),
  )

  // ---------- own scan: every claim is read and changed by its own user only ----------

  async function ownState(userId: string): Promise<OwnScanState> {
    const claim = await claims.of(userId)
    const empty: OwnScanState = { company: null, person: null, claimedAt: null, companyTotals: null, personTotals: null }
    if (!claim) return empty
    const c = await service.engine.company(claim.pid)
    if (!c) return empty
    const person = claim.personId ? await service.engine.person(claim.personId) : undefined
    const roles = person ? ((await service.engine.rolesOf(person.person_id)).find((x) => x.pid === c.pid)?.roles ?? []) : []
    return {
      company: { pid: c.pid, name: c.name, status: c.status as CompanyStatus, legalPerson: c.legal_person },
      person: person ? { personId: person.person_id, name: person.name, roles } : null,
      claimedAt: new Date(claim.claimedAt * 1000).toISOString(),
      companyTotals: totalsOf((await service.engine.scanCompany(c)).items),
      personTotals: person ? totalsOf((await service.engine.scanPerson(person)).items) : null,
    }
  }

  app.get(API.risk.riskOwn, { schema: riskSchemas.own, preHandler: login }, async (request) => ok(await ownState(userIdOf(request))))

  app.post(API.risk.ownClaim, { schema: riskSchemas.claim, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const c = await r.company(request.body.pid)
    const personId = request.body.personId || null
    if (personId) {
      await r.person(personId)
      if (!(await service.engine.rolesOf(personId)).some((x) => x.pid === c.pid)) throw badParam('该人员不在此企业任职')
    }
    await claims.save(userId, { pid: c.pid, personId, claimedAt: Math.floor(app.config.now() / 1000) })
    return ok(await ownState(userId))
  })

  /** Removes the user's own claim (of that company, when pid is sent); nothing of the user's to remove → 4040. */
  app.delete(API.risk.ownClaim, { schema: riskSchemas.unclaim, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { pid } = request.body
    const claim = await claims.of(userId)
    if (!claim) throw fail('NOT_FOUND', '尚未认领企业')
    if (pid && claim.pid !== pid) throw fail('NOT_FOUND', '未认领该企业')
    await claims.remove(userId)
    return ok(await ownState(userId))
  })
}

export default riskRoutes
