/**
 * The deterministic risk scan: applies the rule book (rules.ts) to a company's own records, its
 * related parties' records and its registration changes, or to a person's own records and the
 * companies where the person holds current roles. Persons are matched by person id only (never by
 * name): a record belongs to a person when records.person_id is that id.
 */
import type {
  MonthlyRiskPoint, RiskGroup, RiskGroupResult, RiskItem, RiskLevel, RiskSubject, RiskTotals,
} from '../../../types/api-risk'
import { RISK_GROUP_LABELS } from '../../../types/api-risk'
import type { DB } from '../store/db'
import type { RecordRow } from '../store/records'
import {
  CHANGE_RULES, LEVEL_ORDER, PERSON_DIMENSIONS, RECORD_RULES, RELATED_DIMENSIONS, RULE_DIMENSIONS, changeMatches, explain,
  recordMatches, type RuleDef,
} from './rules'

/** The record columns a rule reads (REC_COLS). */
export type RiskRow = Pick<RecordRow, 'id' | 'dimension' | 'company_id' | 'person_id' | 'date' | 'amount' | 'title' | 'ref_no' | 'status' | 'detail' | 'is_current'>

interface ChangeRow { id: number; field: string; before: string; after: string; date: string }

export interface CompanyRow { id: number; pid: string; name: string; status: string; legal_person: string; legal_person_id: string | null }

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
const SHOWN_IDS = 50
const GROUPS: RiskGroup[] = ['self', 'related', 'history', 'notice']

const placeholders = (n: number) => Array(n).fill('?').join(',')
const REC_COLS = 'id, dimension, company_id, person_id, date, amount, title, ref_no, status, detail, is_current'

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
  return items.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || b.latestDate.localeCompare(a.latestDate) || a.key.localeCompare(b.key))
}

export function groupResults(items: RiskItem[], groups: RiskGroup[] = GROUPS): RiskGroupResult[] {
  return groups.map((g) => {
    const list = items.filter((i) => i.group === g)
    return { group: g, label: RISK_GROUP_LABELS[g], totals: totalsOf(list), items: list.slice(0, 20).map(publicItem), itemTotal: list.length }
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
  private readonly companyByPid
  private readonly companyByIdStmt
  private readonly personById
  private readonly companyRecords
  private readonly personRecords
  private readonly relatedRecords
  private readonly changesOf
  private readonly personShareholders
  private readonly companyShareholders
  private readonly investees
  private readonly sameLegal
  private readonly personRoles

  constructor(db: DB) {
    this.companyByPid = db.prepare('SELECT id, pid, name, status, legal_person, legal_person_id FROM companies WHERE pid = ?')
    this.companyByIdStmt = db.prepare('SELECT id, pid, name, status, legal_person, legal_person_id FROM companies WHERE id = ?')
    this.personById = db.prepare('SELECT person_id, name FROM persons WHERE person_id = ?')
    this.companyRecords = db.prepare(`SELECT ${REC_COLS} FROM records WHERE company_id = ? AND dimension IN (${placeholders(RULE_DIMENSIONS.length)})`)
    this.personRecords = db.prepare(`SELECT ${REC_COLS} FROM records WHERE person_id = ? AND dimension IN (${placeholders(PERSON_DIMENSIONS.length)})`)
    this.relatedRecords = db.prepare(`SELECT ${REC_COLS} FROM records WHERE company_id = ? AND is_current = 1 AND dimension IN (${placeholders(RELATED_DIMENSIONS.length)})`)
    this.changesOf = db.prepare('SELECT id, field, before, after, date FROM changes WHERE company_id = ?')
    this.personShareholders = db.prepare(`SELECT r.person_id, p.name, MAX(r.share) AS share FROM roles r JOIN persons p ON p.person_id = r.person_id
      WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL AND r.share >= 5 GROUP BY r.person_id ORDER BY share DESC, r.person_id LIMIT ${RELATED_CAP}`)
    this.companyShareholders = db.prepare(`SELECT c.id, c.pid, c.name, o.share FROM ownership o JOIN companies c ON c.id = o.investor_id
      WHERE o.investee_id = ? AND o.share >= 5 ORDER BY o.share DESC, c.id LIMIT ${RELATED_CAP}`)
    this.investees = db.prepare(`SELECT c.id, c.pid, c.name, o.share FROM ownership o JOIN companies c ON c.id = o.investee_id
      WHERE o.investor_id = ? ORDER BY o.share DESC, c.id LIMIT ${RELATED_CAP}`)
    this.sameLegal = db.prepare(`SELECT DISTINCT c.id, c.pid, c.name FROM roles r JOIN companies c ON c.id = r.company_id
      WHERE r.person_id = ? AND r.role = 'legal' AND r.to_date IS NULL AND r.company_id != ? ORDER BY c.id LIMIT ${RELATED_CAP}`)
    this.personRoles = db.prepare(`SELECT r.company_id, r.role, r.position, r.share, c.pid, c.name, c.status FROM roles r JOIN companies c ON c.id = r.company_id
      WHERE r.person_id = ? AND r.to_date IS NULL ORDER BY c.id, r.id`)
  }

  company(pid: string): CompanyRow | undefined {
    return this.companyByPid.get(pid) as CompanyRow | undefined
  }

  person(personId: string): { person_id: string; name: string } | undefined {
    return this.personById.get(personId) as { person_id: string; name: string } | undefined
  }

  /** The related parties of a company, each once (first relation wins: legal rep, shareholders, controlled, invested, same legal rep). */
  relatedOf(c: CompanyRow): { persons: Array<{ personId: string; subject: RiskSubject }>; companies: Array<{ id: number; subject: RiskSubject }> } {
    const persons = new Map<string, RiskSubject>()
    const companies = new Map<number, RiskSubject>()
    if (c.legal_person_id) {
      const p = this.person(c.legal_person_id)
      if (p) persons.set(p.person_id, { kind: 'person', personId: p.person_id, name: p.name, relation: '法定代表人' })
    }
    for (const s of this.personShareholders.all(c.id) as Array<{ person_id: string; name: string; share: number }>) {
      if (!persons.has(s.person_id)) persons.set(s.person_id, { kind: 'person', personId: s.person_id, name: s.name, relation: '持股5%以上股东', share: s.share })
    }
    for (const s of this.companyShareholders.all(c.id) as Array<{ id: number; pid: string; name: string; share: number }>) {
      if (s.id !== c.id && !companies.has(s.id)) companies.set(s.id, { kind: 'company', pid: s.pid, name: s.name, relation: '持股5%以上股东', share: s.share })
    }
    for (const s of this.investees.all(c.id) as Array<{ id: number; pid: string; name: string; share: number }>) {
      if (s.id !== c.id && !companies.has(s.id)) companies.set(s.id, { kind: 'company', pid: s.pid, name: s.name, relation: s.share > 50 ? '控股企业' : '对外投资企业', share: s.share })
    }
    if (c.legal_person_id) {
      for (const s of this.sameLegal.all(c.legal_person_id, c.id) as Array<{ id: number; pid: string; name: string }>) {
        if (!companies.has(s.id)) companies.set(s.id, { kind: 'company', pid: s.pid, name: s.name, relation: '同一法定代表人的企业' })
      }
    }
    return {
      persons: [...persons].map(([personId, subject]) => ({ personId, subject })),
      companies: [...companies].map(([id, subject]) => ({ id, subject })),
    }
  }

  /** Scan a company. Deterministic: same data, same answer. */
  scanCompany(c: CompanyRow): ScanResult {
    const self: RiskSubject = { kind: 'company', pid: c.pid, name: c.name, relation: '本企业' }
    const acc = new Acc()
    const own = this.companyRecords.all(c.id, ...RULE_DIMENSIONS) as RiskRow[]
    for (const rule of RECORD_RULES) for (const r of own) if (recordMatches(rule, r)) acc.addRecord(rule, rule.group, self, r)

    const rel = this.relatedOf(c)
    for (const p of rel.persons) {
      const rows = (this.personRecords.all(p.personId, ...PERSON_DIMENSIONS) as RiskRow[]).filter((r) => r.company_id !== c.id)
      for (const rule of RECORD_RULES) {
        if (!rule.person || rule.group !== 'self') continue
        for (const r of rows) if (recordMatches(rule, r)) acc.addRecord(rule, 'related', p.subject, r)
      }
    }
    for (const rc of rel.companies) {
      const rows = this.relatedRecords.all(rc.id, ...RELATED_DIMENSIONS) as RiskRow[]
      for (const rule of RECORD_RULES) {
        if (!rule.related || rule.group !== 'self') continue
        for (const r of rows) if (recordMatches(rule, r)) acc.addRecord(rule, 'related', rc.subject, r)
      }
    }

    const changes = this.changesOf.all(c.id) as ChangeRow[]
    for (const rule of CHANGE_RULES) for (const ch of changes) if (changeMatches(rule, ch)) acc.addChange(rule, self, ch)
    return { items: acc.items(), relatedCompanies: rel.companies, relatedPersons: rel.persons }
  }

  /** The companies where a person holds current roles, each with the roles (Chinese) and share. */
  rolesOf(personId: string): Array<{ id: number; pid: string; name: string; status: string; roles: string[]; share?: number; subject: RiskSubject }> {
    const rows = this.personRoles.all(personId) as Array<{ company_id: number; role: string; position: string; share: number | null; pid: string; name: string; status: string }>
    const out = new Map<number, { id: number; pid: string; name: string; status: string; roles: string[]; share?: number; kinds: Set<string>; position: string }>()
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
        kind: 'company' as const, pid: e.pid, name: e.name,
        relation: kinds.has('legal') ? '担任法定代表人的企业' : kinds.has('shareholder') ? '持股企业' : '任职企业',
        ...(e.share !== undefined ? { share: e.share } : {}),
        ...(position ? { position } : {}),
      },
    }))
  }

  /** Scan a person: own records by person id, plus the risks of the companies with current roles (at most 50). */
  scanPerson(person: { person_id: string; name: string }): ScanResult & { companies: ReturnType<RiskEngine['rolesOf']> } {
    const self: RiskSubject = { kind: 'person', personId: person.person_id, name: person.name, relation: '本人' }
    const acc = new Acc()
    const own = this.personRecords.all(person.person_id, ...PERSON_DIMENSIONS) as RiskRow[]
    for (const rule of RECORD_RULES) {
      if (!rule.person) continue
      for (const r of own) if (recordMatches(rule, r)) acc.addRecord(rule, rule.group, self, r)
    }
    const companies = this.rolesOf(person.person_id).slice(0, 50)
    for (const rc of companies) {
      const rows = this.relatedRecords.all(rc.id, ...RELATED_DIMENSIONS) as RiskRow[]
      for (const rule of RECORD_RULES) {
        if (!rule.related || rule.group !== 'self') continue
        for (const r of rows) if (recordMatches(rule, r)) acc.addRecord(rule, 'related', rc.subject, r)
      }
    }
    return { items: acc.items(), relatedCompanies: companies.map((c) => ({ id: c.id, subject: c.subject })), relatedPersons: [], companies }
  }

  companyById(id: number): CompanyRow | undefined {
    return this.companyByIdStmt.get(id) as CompanyRow | undefined
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
        text = explain(e.rule, { date: r.date ?? '', amount: r.amount, status: r.status, title: r.title, refNo: r.ref_no ?? '', court: courtOf(r.detail) })
      } else {
        const ch = e.changes[0]
        latest = ch.date
        text = explain(e.rule, { date: ch.date, amount: null, status: '', title: '', refNo: '', before: ch.before, after: ch.after, field: ch.field })
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
