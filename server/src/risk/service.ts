/**
 * What the risk and person-due-diligence routes answer, built on the engine, the ownership math and the
 * risk repository (store/risk.ts).
 */
import type { CompanyStatus, Paged } from '../../../contract/api/api'
import type { RecordItem } from '../../../contract/api/api-dimensions'
import type {
  ChangeDetailItem,
  ChangeDetailResult,
  ChangeDetailType,
  JobAnalysis,
  PersonBasicInfo,
  PersonCooperation,
  PersonResume,
  ResumeEntry,
  RiskChangeList,
  RiskItemRecords,
  RiskListType,
  RiskPeriod,
  RiskSubject,
} from '../../../contract/api/api-risk'
import { CHANGE_DETAIL_LABELS } from '../../../contract/api/api-risk'
import { CHANGE_DETAIL_TYPES, RISK_PERIODS } from '../../../contract/schemas/risk'
import { getDimension } from '../../../contract/domain/dimensions'
import { totalText } from '../search/hits'
import { toItem, type RecordRow } from '../store/records'
import type { PersonRow, RiskRecordFilter, RiskRepo } from '../store/risk'
import { BeneficialOwnerService, DEFAULT_UBO_THRESHOLD } from '../graph/beneficial'
import { RiskEngine, totalsOf, type CompanyRow, type FullItem } from './engine'

/** the dimensions of a person's property clues (the shares the person holds are added to them) */
const PROPERTY_DIMENSIONS = ['propertyClue', 'equityPledge', 'equityFreeze']

/** registration change field of each plain change type */
const CHANGE_FIELD: Partial<Record<ChangeDetailType, string>> = {
  keyPerson: '高管',
  name: '企业名称',
  address: '住所',
  type: '企业类型',
  legalPerson: '法定代表人',
  scope: '经营范围',
  shareholder: '股东',
  status: '经营状态',
}

/** yyyy-mm-dd of `today` minus a period (inclusive lower bound) */
export function periodStart(today: string, period: RiskPeriod): string {
  if (period === 'today') return today
  const [y, m, d] = today.split('-').map(Number)
  const months = period === '1m' ? 1 : period === '3m' ? 3 : period === '1y' ? 12 : 36
  const dt = new Date(Date.UTC(y, m - 1 - months, d))
  return dt.toISOString().slice(0, 10)
}

function paged<T>(all: T[], pageNum: number, pageSize: number): Paged<T> {
  return {
    total: all.length,
    totalText: totalText(all.length),
    pageNum,
    pageSize,
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  }
}

function days(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000))
}

export class RiskService {
  readonly engine: RiskEngine
  readonly owners: BeneficialOwnerService

  constructor(
    private readonly repo: RiskRepo,
    uboThreshold = DEFAULT_UBO_THRESHOLD,
  ) {
    this.engine = new RiskEngine(repo)
    this.owners = new BeneficialOwnerService(repo, uboThreshold)
  }

  async recordsByIds(ids: number[]): Promise<RecordItem[]> {
    const rows = await this.repo.recordsByIds(ids)
    const byId = new Map(rows.map((r) => [r.id, r]))
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is RecordRow => !!r)
      .map(toItem)
  }

  async itemRecords(item: FullItem, pageNum: number, pageSize: number): Promise<RiskItemRecords> {
    const { allRecordIds, allChangeIds, dates: _d, ...pub } = item
    const recIds = allRecordIds.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    const chIds = allChangeIds.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    const changes = await this.repo.changesByIds(chIds)
    const chById = new Map(changes.map((c) => [c.id, c]))
    const typeOf = (field: string) => (Object.entries(CHANGE_FIELD).find(([, f]) => f === field)?.[0] ?? 'shareholder') as ChangeDetailType
    return {
      item: pub,
      records: {
        total: allRecordIds.length,
        totalText: totalText(allRecordIds.length),
        pageNum,
        pageSize,
        list: await this.recordsByIds(recIds),
      },
      changes: {
        total: allChangeIds.length,
        totalText: totalText(allChangeIds.length),
        pageNum,
        pageSize,
        list: chIds
          .map((id) => chById.get(id)!)
          .filter(Boolean)
          .map((c) => ({ id: `c${c.id}`, type: typeOf(c.field), field: c.field, before: c.before, after: c.after, date: c.date })),
      },
    }
  }

  /** changeList: one of the 17 lists for a company (self or related parties) or a person. */
  async changeList(q: {
    owner: { kind: 'company'; company: CompanyRow } | { kind: 'person'; personId: string; name: string }
    type: RiskListType
    period?: RiskPeriod
    scope: 'self' | 'related'
    current?: boolean
    today: string
    pageNum: number
    pageSize: number
  }): Promise<RiskChangeList> {
    const subjects: Record<string, RiskSubject> = {}
    const filter: RiskRecordFilter = { dimension: q.type, companyIds: [], personIds: [], current: q.current }
    let subjMaps: [Map<number, RiskSubject>, Map<string, RiskSubject>] | undefined
    if (q.scope === 'self') {
      if (q.owner.kind === 'company') filter.companyIds.push(q.owner.company.id)
      else filter.personIds.push(q.owner.personId)
    } else {
      const subjOfCompany = new Map<number, RiskSubject>()
      const subjOfPerson = new Map<string, RiskSubject>()
      if (q.owner.kind === 'company') {
        const rel = await this.engine.relatedOf(q.owner.company)
        for (const c of rel.companies) subjOfCompany.set(c.id, c.subject)
        for (const p of rel.persons) subjOfPerson.set(p.personId, p.subject)
        filter.excludeCompanyId = q.owner.company.id
      } else {
        for (const c of (await this.engine.rolesOf(q.owner.personId)).slice(0, 50)) subjOfCompany.set(c.id, c.subject)
      }
      filter.companyIds.push(...subjOfCompany.keys())
      filter.personIds.push(...subjOfPerson.keys())
      subjMaps = [subjOfCompany, subjOfPerson]
    }
    const dates = await this.repo.riskRecordDates(filter)
    const periodCounts = { all: dates.length } as RiskChangeList['periodCounts']
    for (const p of RISK_PERIODS) {
      const start = periodStart(q.today, p)
      periodCounts[p] = dates.filter((d) => d && d >= start && d <= q.today).length
    }
    const range = q.period ? { from: periodStart(q.today, q.period), to: q.today } : undefined
    const total = q.period ? periodCounts[q.period] : periodCounts.all
    const rows = await this.repo.riskRecordPage(filter, range, q.pageSize, (q.pageNum - 1) * q.pageSize)
    const list = rows.map(toItem)
    if (q.scope === 'self') {
      const s: RiskSubject =
        q.owner.kind === 'company'
          ? { kind: 'company', pid: q.owner.company.pid, name: q.owner.company.name, relation: '本企业' }
          : { kind: 'person', personId: q.owner.personId, name: q.owner.name, relation: '本人' }
      for (const r of rows) subjects[String(r.id)] = s
    } else if (subjMaps) {
      for (const r of rows) {
        const s =
          (r.company_id !== null ? subjMaps[0].get(r.company_id) : undefined) ?? (r.person_id ? subjMaps[1].get(r.person_id) : undefined)
        if (s) subjects[String(r.id)] = s
      }
    }
    return {
      total,
      totalText: totalText(total),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list,
      type: q.type,
      label: getDimension(q.type)?.label ?? q.type,
      period: q.period ?? 'all',
      periodCounts,
      subjects,
    }
  }

  /** every change item of every type for a company, newest first */
  async changeItems(c: CompanyRow): Promise<ChangeDetailItem[]> {
    const out: ChangeDetailItem[] = []
    const changes = await this.repo.changes(c.id)
    for (const ch of changes) {
      const type = Object.entries(CHANGE_FIELD).find(([, f]) => f === ch.field)?.[0] as ChangeDetailType | undefined
      if (type) out.push({ id: `c${ch.id}`, type, field: CHANGE_DETAIL_LABELS[type], before: ch.before, after: ch.after, date: ch.date })
    }
    // external investments: new ones from ownership rows; reductions and withdrawals from the investees' 股东 changes naming this company
    const inv = await this.repo.investments(c.id)
    for (const o of inv) {
      if (o.from_date)
        out.push({
          id: `o${o.id}`,
          type: 'investment',
          field: CHANGE_DETAIL_LABELS.investment,
          before: '',
          after: `${o.name}（${o.share}%）`,
          date: o.from_date,
          target: { pid: o.pid, name: o.name, share: o.share },
        })
      const chs = await this.repo.changes(o.cid, '股东')
      for (const ch of chs) {
        if (!ch.before.includes(c.name)) continue
        const withdrawn = ch.after === '退出' || !ch.after.includes(c.name)
        const type: ChangeDetailType = withdrawn ? 'investWithdraw' : 'investReduce'
        out.push({
          id: `c${ch.id}`,
          type,
          field: CHANGE_DETAIL_LABELS[type],
          before: ch.before,
          after: ch.after,
          date: ch.date,
          target: { pid: o.pid, name: o.name },
        })
      }
    }
    // actual controller and beneficiary changes: from the person shareholders' role history
    const roles = await this.repo.shareholderRoles(c.id)
    const est = await this.repo.established(c.id)
    const threshold = DEFAULT_UBO_THRESHOLD
    for (const r of roles) {
      const label = `${r.name}（${r.share}%）`
      const persons = [{ personId: r.person_id, name: r.name }]
      for (const [type, min] of [
        ['beneficiary', threshold],
        ['actualController', 50],
      ] as Array<[ChangeDetailType, number]>) {
        if (r.share < min) continue
        if (r.from_date && r.from_date > est)
          out.push({
            id: `r${r.id}+${type}`,
            type,
            field: CHANGE_DETAIL_LABELS[type],
            before: '',
            after: label,
            date: r.from_date,
            persons,
          })
        if (r.to_date)
          out.push({
            id: `r${r.id}-${type}`,
            type,
            field: CHANGE_DETAIL_LABELS[type],
            before: label,
            after: '退出',
            date: r.to_date,
            persons,
          })
      }
    }
    return out.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
  }

  async changeDetail(
    c: CompanyRow,
    type: ChangeDetailType,
    period: RiskPeriod | undefined,
    today: string,
    pageNum: number,
    pageSize: number,
  ): Promise<ChangeDetailResult> {
    const all = await this.changeItems(c)
    const typeCounts = Object.fromEntries(CHANGE_DETAIL_TYPES.map((t) => [t, 0])) as Record<ChangeDetailType, number>
    for (const i of all) typeCounts[i.type] += 1
    const start = period ? periodStart(today, period) : ''
    const list = all.filter((i) => i.type === type && (!period || (i.date >= start && i.date <= today)))
    return { ...paged(list, pageNum, pageSize), type, label: CHANGE_DETAIL_LABELS[type], typeCounts }
  }

  // ---------- person due diligence ----------

  async resume(person: PersonRow, today: string): Promise<PersonResume> {
    const rows = await this.repo.resume(person.person_id)
    const entries: ResumeEntry[] = rows.map((r) => ({
      pid: r.pid,
      companyName: r.name,
      status: r.status,
      industry: r.industry,
      position: r.role === 'legal' ? r.position || '法定代表人' : r.role === 'shareholder' ? '股东' : r.position || '高管',
      role: r.role,
      ...(r.share !== null ? { share: r.share } : {}),
      fromDate: r.from_date,
      toDate: r.to_date,
      current: r.to_date === null,
      tenureDays: r.from_date ? days(r.from_date, r.to_date ?? today) : null,
    }))
    return {
      personId: person.person_id,
      name: person.name,
      entries,
      currentCount: entries.filter((e) => e.current).length,
      pastCount: entries.filter((e) => !e.current).length,
    }
  }

  async jobAnalysis(person: PersonRow, today: string): Promise<JobAnalysis> {
    const { entries } = await this.resume(person, today)
    const known = entries.filter((e) => e.tenureDays !== null)
    const longest = known.reduce<ResumeEntry | null>((best, e) => (!best || e.tenureDays! > best.tenureDays! ? e : best), null)
    const industries = new Map<string, Set<string>>()
    for (const e of entries) {
      if (!industries.has(e.industry)) industries.set(e.industry, new Set())
      industries.get(e.industry)!.add(e.pid)
    }
    const roles = new Map<string, number>()
    for (const e of entries) roles.set(e.position, (roles.get(e.position) ?? 0) + 1)
    const years = new Map<number, { year: number; active: number; started: number; ended: number }>()
    const thisYear = Number(today.slice(0, 4))
    for (const e of entries) {
      if (!e.fromDate) continue
      const y0 = Number(e.fromDate.slice(0, 4))
      const y1 = e.toDate ? Number(e.toDate.slice(0, 4)) : thisYear
      for (let y = y0; y <= y1; y++) {
        if (!years.has(y)) years.set(y, { year: y, active: 0, started: 0, ended: 0 })
        const p = years.get(y)!
        p.active += 1
        if (y === y0) p.started += 1
        if (e.toDate && y === y1) p.ended += 1
      }
    }
    return {
      personId: person.person_id,
      name: person.name,
      companyCount: new Set(entries.map((e) => e.pid)).size,
      currentCompanyCount: new Set(entries.filter((e) => e.current).map((e) => e.pid)).size,
      averageTenureDays: known.length ? Math.round(known.reduce((s, e) => s + e.tenureDays!, 0) / known.length) : 0,
      longest: longest
        ? { pid: longest.pid, companyName: longest.companyName, position: longest.position, days: longest.tenureDays! }
        : null,
      industries: [...industries]
        .map(([industry, s]) => ({ industry, count: s.size }))
        .sort((a, b) => b.count - a.count || a.industry.localeCompare(b.industry, 'zh')),
      roles: [...roles].map(([role, count]) => ({ role, count })).sort((a, b) => b.count - a.count || a.role.localeCompare(b.role, 'zh')),
      timeline: [...years.values()].sort((a, b) => a.year - b.year),
    }
  }

  async partners(personId: string): Promise<Array<{ personId: string; name: string; times: number }>> {
    return await this.repo.partners(personId)
  }

  async basicInfo(person: PersonRow): Promise<PersonBasicInfo> {
    const companies = await this.engine.rolesOf(person.person_id)
    const regions = await this.repo.currentRegions(person.person_id)
    const main = companies.find((c) => c.roles.some((r) => r === '法定代表人')) ?? companies[0]
    const scan = await this.engine.scanPerson(person)
    return {
      personId: person.person_id,
      name: person.name,
      companyCount: companies.length,
      legalCount: companies.filter((c) => c.subject.relation === '担任法定代表人的企业').length,
      shareholderCount: companies.filter((c) => c.roles.includes('股东')).length,
      executiveCount: companies.filter((c) => c.roles.some((r) => r !== '股东' && r !== '法定代表人')).length,
      mainCompany: main ? { pid: main.pid, name: main.name } : null,
      regions,
      partners: await this.partners(person.person_id),
      riskTotals: totalsOf(scan.items),
    }
  }

  async cooperation(a: PersonRow, b: PersonRow): Promise<PersonCooperation> {
    const ra = new Map((await this.engine.rolesOf(a.person_id)).map((c) => [c.pid, c]))
    const companies = (await this.engine.rolesOf(b.person_id))
      .filter((c) => ra.has(c.pid))
      .map((c) => ({
        pid: c.pid,
        companyName: c.name,
        status: c.status as CompanyStatus,
        rolesA: ra.get(c.pid)!.roles,
        rolesB: c.roles,
      }))
    return { a: { personId: a.person_id, name: a.name }, b: { personId: b.person_id, name: b.name }, companies }
  }

  /** property clues of a person: own propertyClue / equityPledge / equityFreeze records, then current share holdings */
  async propertyClues(personId: string, pageNum: number, pageSize: number): Promise<Paged<RecordItem>> {
    const records = (await this.repo.personRecordRows(personId, PROPERTY_DIMENSIONS)).map(toItem)
    const holdings = await this.repo.holdings(personId)
    const holdingItems: RecordItem[] = holdings.map((h) => ({
      id: -h.id,
      dimension: 'shareHolding',
      pid: h.pid,
      companyName: h.name,
      personId,
      date: h.from_date ?? '',
      amount: h.amount,
      title: `持有${h.name}股权`,
      refNo: '',
      status: '持有中',
      parties: [],
      fields: { companyName: h.name, share: h.share, amount: h.amount },
      source: '国家企业信用信息公示系统',
      capturedAt: '',
      isCurrent: true,
    }))
    return paged([...records, ...holdingItems], pageNum, pageSize)
  }
}
