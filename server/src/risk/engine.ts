/**
 * The deterministic risk scan: applies the rule book (rules.ts) to a company's own records, its
 * related parties' records and its registration changes, or to a person's own records and the
 * companies where the person holds current roles. Persons are matched by person id only (never by
 * name): a record belongs to a person when records.person_id is that id.
 */
import type {
  MonthlyRiskPoint,
  RiskGroup,
  RiskGroupResult,
  RiskItem,
  RiskLevel,
  RiskSubject,
  RiskTotals,
} from '../../../contract/api/api-risk'
import { RISK_GROUP_LABELS } from '../../../contract/api/api-risk'
import type { ChangeRow, CompanyRow, PersonRow, RiskRepo, RiskRow } from '../store/risk'
import {
  CHANGE_RULES,
  LEVEL_ORDER,
  PERSON_DIMENSIONS,
  RECORD_RULES,
  RELATED_DIMENSIONS,
  RULE_DIMENSIONS,
  changeMatches,
  explain,
  recordMatches,
  type RuleDef,
} from './rules'

export type { CompanyRow, PersonRow, RiskRow }

/** An item with every id behind it (recordIds / changeIds of the API keep the newest 50). */
export interface FullItem extends RiskItem {
  allRecordIds: number[]
  allChangeIds: number[]
  dates: string[]
}

export interface ScanResult {
  items: FullItem[]
  /** companies related in the scan, by company id (for related change lists) */
  relatedCompanies: Array<{ id: number; subject: RiskSubject }>
  relatedPersons: Array<{ personId: string; subject: RiskSubject }>
}

/** cap of related companies per relation, to keep a scan bounded */
export const RELATED_CAP = 30
/** shareholders from this share (percent) up are related parties */
const MAJOR_SHARE = 5
const SHOWN_IDS = 50
const GROUPS: RiskGroup[] = ['self', 'related', 'history', 'notice']

function courtOf(detail: string): string {
  if (!detail.includes('court')) return ''
  try {
    const d = JSON.parse(detail) as Record<string, unknown>
    return typeof d.court === 'string' ? d.court : ''
  } catch {
    return ''
  }
}

const byNewest = (a: { date: string | null; id: number }, b: { date: string | null; id: number }) =>
  (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id

export function emptyTotals(): RiskTotals {
  return { high: 0, warn: 0, info: 0, total: 0 }
}

export function totalsOf(items: Array<{ level: RiskLevel }>): RiskTotals {
  const t = emptyTotals()
  for (const i of items) {
    t[i.level] += 1
    t.total += 1
  }
  return t
}

export function sortItems<T extends RiskItem>(items: T[]): T[] {
  return items.sort(
    (a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || b.latestDate.localeCompare(a.latestDate) || a.key.localeCompare(b.key),
  )
}

export function groupResults(items: RiskItem[], groups: RiskGroup[] = GROUPS): RiskGroupResult[] {
  return groups.map((g) => {
    const list = items.filter((i) => i.group === g)
    return {
      group: g,
      label: RISK_GROUP_LABELS[g],
      totals: totalsOf(list),
      items: list.slice(0, 20).map(publicItem),
      itemTotal: list.length,
    }
  })
}

export function publicItem(i: RiskItem | FullItem): RiskItem {
  const { allRecordIds: _a, allChangeIds: _b, dates: _c, ...rest } = i as FullItem
  return rest
}

/** the last 12 months (oldest first) ending with the month of `today` */
export function monthlySeries(items: FullItem[], today: string): MonthlyRiskPoint[] {
  const [y, m] = today.split('-').map(Number)
  const months: string[] = []
  for (let k = 11; k >= 0; k--) {
    const d = new Date(Date.UTC(y, m - 1 - k, 1))
    months.push(d.toISOString().slice(0, 7))
  }
  const pts = new Map(months.map((mo) => [mo, { month: mo, count: 0, high: 0, warn: 0, info: 0 }]))
  for (const it of items) {
    for (const d of it.dates) {
      const p = pts.get(d.slice(0, 7))
      if (!p) continue
      p.count += 1
      p[it.level] += 1
    }
  }
  return months.map((mo) => pts.get(mo)!)
}

export class RiskEngine {
  constructor(private readonly repo: RiskRepo) {}

  async company(pid: string): Promise<CompanyRow | undefined> {
    return await this.repo.company(pid)
  }

  async person(personId: string): Promise<PersonRow | undefined> {
    return await this.repo.person(personId)
  }

  /** The related parties of a company, each once (first relation wins: legal rep, shareholders, controlled, invested, same legal rep). */
  async relatedOf(c: CompanyRow): Promise<{
    persons: Array<{ personId: string; subject: RiskSubject }>
    companies: Array<{ id: number; subject: RiskSubject }>
  }> {
    const persons = new Map<string, RiskSubject>()
    const companies = new Map<number, RiskSubject>()
    if (c.legal_person_id) {
      const p = await this.person(c.legal_person_id)
      if (p) persons.set(p.person_id, { kind: 'person', personId: p.person_id, name: p.name, relation: '法定代表人' })
    }
    for (const s of await this.repo.majorPersonHolders(c.id, MAJOR_SHARE, RELATED_CAP)) {
      if (!persons.has(s.person_id))
        persons.set(s.person_id, { kind: 'person', personId: s.person_id, name: s.name, relation: '持股5%以上股东', share: s.share })
    }
    for (const s of await this.repo.majorCompanyHolders(c.id, MAJOR_SHARE, RELATED_CAP)) {
      if (s.id !== c.id && !companies.has(s.id))
        companies.set(s.id, { kind: 'company', pid: s.pid, name: s.name, relation: '持股5%以上股东', share: s.share })
    }
    for (const s of await this.repo.investees(c.id, RELATED_CAP)) {
      if (s.id !== c.id && !companies.has(s.id))
        companies.set(s.id, {
          kind: 'company',
          pid: s.pid,
          name: s.name,
          relation: s.share > 50 ? '控股企业' : '对外投资企业',
          share: s.share,
        })
    }
    if (c.legal_person_id) {
      for (const s of await this.repo.sameLegalCompanies(c.legal_person_id, c.id, RELATED_CAP)) {
        if (!companies.has(s.id)) companies.set(s.id, { kind: 'company', pid: s.pid, name: s.name, relation: '同一法定代表人的企业' })
      }
    }
    return {
      persons: [...persons].map(([personId, subject]) => ({ personId, subject })),
      companies: [...companies].map(([id, subject]) => ({ id, subject })),
    }
  }

  /** Scan a company. Deterministic: same data, same answer. */
  async scanCompany(c: CompanyRow): Promise<ScanResult> {
    const self: RiskSubject = { kind: 'company', pid: c.pid, name: c.name, relation: '本企业' }
    const acc = new Acc()
    const own = await this.repo.companyRecords(c.id, RULE_DIMENSIONS)
    for (const rule of RECORD_RULES) for (const r of own) if (recordMatches(rule, r)) acc.addRecord(rule, rule.group, self, r)

    const rel = await this.relatedOf(c)
    for (const p of rel.persons) {
      const rows = (await this.repo.personRecords(p.personId, PERSON_DIMENSIONS)).filter((r) => r.company_id !== c.id)
      for (const rule of RECORD_RULES) {
        if (!rule.person || rule.group !== 'self') continue
        for (const r of rows) if (recordMatches(rule, r)) acc.addRecord(rule, 'related', p.subject, r)
      }
    }
    for (const rc of rel.companies) {
      const rows = await this.repo.currentCompanyRecords(rc.id, RELATED_DIMENSIONS)
      for (const rule of RECORD_RULES) {
        if (!rule.related || rule.group !== 'self') continue
        for (const r of rows) if (recordMatches(rule, r)) acc.addRecord(rule, 'related', rc.subject, r)
      }
    }

    const changes = await this.repo.changes(c.id)
    for (const rule of CHANGE_RULES) for (const ch of changes) if (changeMatches(rule, ch)) acc.addChange(rule, self, ch)
    return { items: acc.items(), relatedCompanies: rel.companies, relatedPersons: rel.persons }
  }

  /** The companies where a person holds current roles, each with the roles (Chinese) and share. */
  async rolesOf(
    personId: string,
  ): Promise<Array<{ id: number; pid: string; name: string; status: string; roles: string[]; share?: number; subject: RiskSubject }>> {
    const rows = await this.repo.currentRoles(personId)
    const out = new Map<
      number,
      { id: number; pid: string; name: string; status: string; roles: string[]; share?: number; kinds: Set<string>; position: string }
    >()
    for (const r of rows) {
      let e = out.get(r.company_id)
      if (!e) {
        e = { id: r.company_id, pid: r.pid, name: r.name, status: r.status, roles: [], kinds: new Set(), position: '' }
        out.set(r.company_id, e)
      }
      e.kinds.add(r.role)
      const label = r.role === 'legal' ? r.position || '法定代表人' : r.role === 'shareholder' ? '股东' : r.position || '高管'
      if (!e.roles.includes(label)) e.roles.push(label)
      if (r.role === 'shareholder' && r.share !== null) e.share = Math.max(e.share ?? 0, r.share)
      if (r.role === 'executive' && !e.position) e.position = r.position
    }
    return [...out.values()].map(({ kinds, position, ...e }) => ({
      ...e,
      subject: {
        kind: 'company' as const,
        pid: e.pid,
        name: e.name,
        relation: kinds.has('legal') ? '担任法定代表人的企业' : kinds.has('shareholder') ? '持股企业' : '任职企业',
        ...(e.share !== undefined ? { share: e.share } : {}),
        ...(position ? { position } : {}),
      },
    }))
  }

  /** Scan a person: own records by person id, plus the risks of the companies with current roles (at most 50). */
  async scanPerson(person: PersonRow): Promise<ScanResult & { companies: Awaited<ReturnType<RiskEngine['rolesOf']>> }> {
    const self: RiskSubject = { kind: 'person', personId: person.person_id, name: person.name, relation: '本人' }
    const acc = new Acc()
    const own = await this.repo.personRecords(person.person_id, PERSON_DIMENSIONS)
    for (const rule of RECORD_RULES) {
      if (!rule.person) continue
      for (const r of own) if (recordMatches(rule, r)) acc.addRecord(rule, rule.group, self, r)
    }
    const companies = (await this.rolesOf(person.person_id)).slice(0, 50)
    for (const rc of companies) {
      const rows = await this.repo.currentCompanyRecords(rc.id, RELATED_DIMENSIONS)
      for (const rule of RECORD_RULES) {
        if (!rule.related || rule.group !== 'self') continue
        for (const r of rows) if (recordMatches(rule, r)) acc.addRecord(rule, 'related', rc.subject, r)
      }
    }
    return { items: acc.items(), relatedCompanies: companies.map((c) => ({ id: c.id, subject: c.subject })), relatedPersons: [], companies }
  }

  async companyById(id: number): Promise<CompanyRow | undefined> {
    return await this.repo.companyById(id)
  }
}

/** Collects hits into items keyed by rule and subject. */
class Acc {
  private readonly map = new Map<string, { rule: RuleDef; group: RiskGroup; subject: RiskSubject; rows: RiskRow[]; changes: ChangeRow[] }>()

  private entry(rule: RuleDef, group: RiskGroup, subject: RiskSubject) {
    const key = `${rule.id}|${subject.kind}:${subject.kind === 'company' ? subject.pid : subject.personId}`
    let e = this.map.get(key)
    if (!e) {
      e = { rule, group, subject, rows: [], changes: [] }
      this.map.set(key, e)
    }
    return e
  }

  addRecord(rule: RuleDef, group: RiskGroup, subject: RiskSubject, r: RiskRow): void {
    this.entry(rule, group, subject).rows.push(r)
  }

  addChange(rule: RuleDef, subject: RiskSubject, ch: ChangeRow): void {
    this.entry(rule, rule.group, subject).changes.push(ch)
  }

  items(): FullItem[] {
    const out: FullItem[] = []
    for (const [key, e] of this.map) {
      e.rows.sort(byNewest)
      e.changes.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      const count = e.rows.length + e.changes.length
      let text: string
      let latest: string
      if (e.rows.length) {
        const r = e.rows[0]
        latest = r.date ?? ''
        text = explain(e.rule, {
          date: r.date ?? '',
          amount: r.amount,
          status: r.status,
          title: r.title,
          refNo: r.ref_no ?? '',
          court: courtOf(r.detail),
        })
      } else {
        const ch = e.changes[0]
        latest = ch.date
        text = explain(e.rule, {
          date: ch.date,
          amount: null,
          status: '',
          title: '',
          refNo: '',
          before: ch.before,
          after: ch.after,
          field: ch.field,
        })
      }
      if (count > 1) text += `，共 ${count} 条`
      if (e.subject.relation !== '本企业' && e.subject.relation !== '本人') {
        const share = e.subject.share !== undefined ? `（持股 ${e.subject.share}%）` : ''
        text = `${e.subject.relation}「${e.subject.name}」${share}：${text}`
      }
      const allRecordIds = e.rows.map((r) => r.id)
      const allChangeIds = e.changes.map((c) => c.id)
      out.push({
        key,
        ruleId: e.rule.id,
        title: e.rule.title,
        level: e.rule.level,
        group: e.group,
        ...(e.rule.dimension ? { dimension: e.rule.dimension } : {}),
        ...(e.rule.changeField ? { changeField: e.rule.changeField } : {}),
        count,
        explanation: text,
        subject: e.subject,
        latestDate: latest,
        recordIds: allRecordIds.slice(0, SHOWN_IDS),
        changeIds: allChangeIds.slice(0, SHOWN_IDS),
        allRecordIds,
        allChangeIds,
        dates: [...e.rows.map((r) => r.date ?? ''), ...e.changes.map((c) => c.date)],
      })
    }
    return sortItems(out)
  }
}
