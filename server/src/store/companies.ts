/**
 * Company lookups by pid. Routes use the CompanyRepo interface so a PostgreSQL implementation
 * can replace SqlCompanyRepo without touching them.
 */
import type {
  BranchItem,
  ChangeItem,
  CompanyHeader,
  CompanyProfile,
  DimensionCount,
  InvestmentItem,
  PersonnelItem,
  ShareholderItem,
} from '../../../contract/schemas/company'
import type { CompanyStatus } from '../../../contract/schemas/search'
import { DIMENSIONS } from '../../../contract/domain/dimensions'
import { capitalText } from '../../../contract/domain/format'
import type { Sql } from './sql'

export interface CompanyRow {
  id: number
  pid: string
  name: string
  former_names: string
  brand: string
  credit_code: string
  legal_person_id: string | null
  legal_person: string
  reg_capital: number
  paid_capital: number
  currency: string
  established: string
  status: string
  company_type: string
  industry_code: string
  industry: string
  province_code: string
  city_code: string
  region_code: string
  region_name: string
  address: string
  lng: number | null
  lat: number | null
  scope: string
  phone: string
  email: string
  website: string
  staff_size: string
  parent_pid: string | null
  view_count: number
  source: string
  captured_at: string
}

/** Rows shown per profile section; the totals say how many there are in all. */
export const PROFILE_LIMIT = 20

export interface CompanyRepo {
  byPid(pid: string): Promise<CompanyRow | undefined>
  header(pid: string): Promise<CompanyHeader | null>
  /** counts one view of the company page; false when the pid is unknown */
  addView(pid: string): Promise<boolean>
  profile(pid: string): Promise<CompanyProfile | null>
  /** every company dimension of the registry with the company's record count, zeros included */
  dimensionCounts(companyId: number): Promise<DimensionCount[]>
  /** the most viewed companies, ties by rank (id) */
  mostViewed(limit: number): Promise<CompanyRow[]>
  byPids(pids: string[]): Promise<CompanyRow[]>
}

function jsonList(text: string): string[] {
  try {
    const v = JSON.parse(text)
    return Array.isArray(v) ? v.map(String) : []
  } catch {
    return []
  }
}

export function toHeader(c: CompanyRow): CompanyHeader {
  return {
    pid: c.pid,
    name: c.name,
    status: c.status as CompanyStatus,
    creditCode: c.credit_code,
    legalPerson: c.legal_person,
    legalPersonId: c.legal_person_id ?? '',
    regCapital: c.reg_capital,
    regCapitalText: capitalText(c.reg_capital, c.currency),
    paidCapitalText: capitalText(c.paid_capital, c.currency),
    established: c.established,
    companyType: c.company_type,
    industry: c.industry,
    regionCode: c.region_code,
    regionName: c.region_name,
    address: c.address,
    lng: c.lng ?? 0,
    lat: c.lat ?? 0,
    phone: c.phone,
    email: c.email,
    website: c.website,
    scope: c.scope,
    logo: '',
    staffSize: c.staff_size,
    formerNames: jsonList(c.former_names),
    source: c.source,
    capturedAt: c.captured_at,
  }
}

/** Dimensions that hang on companies, in registry order. */
const COMPANY_DIMENSIONS = DIMENSIONS.filter((d) => d.entity !== 'person')

export class SqlCompanyRepo implements CompanyRepo {
  constructor(private readonly db: Sql) {}

  async byPid(pid: string): Promise<CompanyRow | undefined> {
    return (await this.db.prepare('SELECT * FROM companies WHERE pid = ?').get(pid)) as CompanyRow | undefined
  }

  async header(pid: string): Promise<CompanyHeader | null> {
    const c = await this.byPid(pid)
    return c ? toHeader(c) : null
  }

  async addView(pid: string): Promise<boolean> {
    return (await this.db.prepare('UPDATE companies SET view_count = view_count + 1 WHERE pid = ?').run(pid)).changes > 0
  }

  async dimensionCounts(companyId: number): Promise<DimensionCount[]> {
    const rows = (await this.db
      .prepare('SELECT dimension, COUNT(*) AS n FROM records WHERE company_id = ? GROUP BY dimension')
      .all(companyId)) as Array<{ dimension: string; n: number }>
    const counts = new Map(rows.map((r) => [r.dimension, r.n]))
    return COMPANY_DIMENSIONS.map((d) => ({ key: d.key, label: d.label, category: d.category, count: counts.get(d.key) ?? 0 }))
  }

  async mostViewed(limit: number): Promise<CompanyRow[]> {
    return (await this.db.prepare('SELECT * FROM companies ORDER BY view_count DESC, id ASC LIMIT ?').all(limit)) as CompanyRow[]
  }

  async byPids(pids: string[]): Promise<CompanyRow[]> {
    if (pids.length === 0) return []
    return (await this.db.prepare(`SELECT * FROM companies WHERE pid IN (${pids.map(() => '?').join(',')})`).all(...pids)) as CompanyRow[]
  }

  async profile(pid: string): Promise<CompanyProfile | null> {
    const c = await this.byPid(pid)
    if (!c) return null
    return this.db.atomically(
      async () => ({
        pid: c.pid,
        shareholders: await this.shareholders(c),
        personnel: await this.personnel(c.id),
        investments: await this.investments(c.id),
        investmentTotal: await this.count('SELECT COUNT(*) AS n FROM ownership WHERE investor_id = ?', c.id),
        branches: await this.branches(c.pid),
        branchTotal: await this.count('SELECT COUNT(*) AS n FROM companies WHERE parent_pid = ?', c.pid),
        changes: await this.changes(c.id),
        changeTotal: await this.count('SELECT COUNT(*) AS n FROM changes WHERE company_id = ?', c.id),
        dimensions: await this.dimensionCounts(c.id),
      }),
      { readOnly: true },
    )
  }

  private async count(sql: string, arg: unknown): Promise<number> {
    return ((await this.db.prepare(sql).get(arg)) as { n: number }).n
  }

  /** Current natural-person shareholders (roles) and company shareholders (ownership), largest share first. */
  private async shareholders(c: CompanyRow): Promise<ShareholderItem[]> {
    const persons = (await this.db
      .prepare(
        `SELECT r.person_id, p.name, r.share, r.amount, r.from_date FROM roles r JOIN persons p ON p.person_id = r.person_id
         WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL`,
      )
      .all(c.id)) as Array<{ person_id: string; name: string; share: number | null; amount: number | null; from_date: string | null }>
    const companies = (await this.db
      .prepare(
        `SELECT i.pid, i.name, o.share, o.amount, o.from_date FROM ownership o JOIN companies i ON i.id = o.investor_id
         WHERE o.investee_id = ?`,
      )
      .all(c.id)) as Array<{ pid: string; name: string; share: number; amount: number | null; from_date: string | null }>
    const list: ShareholderItem[] = [
      ...persons.map((r) => ({
        personId: r.person_id,
        name: r.name,
        kind: 'person' as const,
        share: r.share ?? 0,
        subscribedText: capitalText(r.amount, c.currency),
        since: r.from_date ?? '',
      })),
      ...companies.map((r) => ({
        pid: r.pid,
        name: r.name,
        kind: 'company' as const,
        share: r.share,
        subscribedText: capitalText(r.amount, c.currency),
        since: r.from_date ?? '',
      })),
    ]
    return list.sort((a, b) => b.share - a.share || a.name.localeCompare(b.name, 'zh'))
  }

  /** Current executives with their positions, the legal representative first. */
  private async personnel(companyId: number): Promise<PersonnelItem[]> {
    const rows = (await this.db
      .prepare(
        `SELECT r.person_id, p.name, r.role, r.position FROM roles r JOIN persons p ON p.person_id = r.person_id
         WHERE r.company_id = ? AND r.role IN ('executive', 'legal') AND r.to_date IS NULL ORDER BY r.id`,
      )
      .all(companyId)) as Array<{ person_id: string; name: string; role: string; position: string }>
    const byPerson = new Map<string, PersonnelItem & { legal: boolean }>()
    for (const r of rows) {
      const item = byPerson.get(r.person_id) ?? { personId: r.person_id, name: r.name, positions: [], legal: false }
      if (r.role === 'legal') item.legal = true
      else if (r.position && !item.positions.includes(r.position)) item.positions.push(r.position)
      byPerson.set(r.person_id, item)
    }
    return [...byPerson.values()]
      .filter((p) => p.positions.length > 0 || p.legal)
      .sort((a, b) => Number(b.legal) - Number(a.legal))
      .map(({ personId, name, positions, legal }) => ({
        personId,
        name,
        positions: positions.length ? positions : legal ? ['法定代表人'] : [],
      }))
  }

  private async investments(companyId: number): Promise<InvestmentItem[]> {
    const rows = (await this.db
      .prepare(
        `SELECT e.pid, e.name, e.status, e.legal_person, e.currency, e.established, o.share, o.amount
         FROM ownership o JOIN companies e ON e.id = o.investee_id
         WHERE o.investor_id = ? ORDER BY o.share DESC, e.id LIMIT ?`,
      )
      .all(companyId, PROFILE_LIMIT)) as Array<{
      pid: string
      name: string
      status: string
      legal_person: string
      currency: string
      established: string
      share: number
      amount: number | null
    }>
    return rows.map((r) => ({
      pid: r.pid,
      name: r.name,
      status: r.status as CompanyStatus,
      legalPerson: r.legal_person,
      share: r.share,
      amountText: capitalText(r.amount, r.currency),
      established: r.established,
    }))
  }

  private async branches(parentPid: string): Promise<BranchItem[]> {
    const rows = (await this.db
      .prepare(
        'SELECT pid, name, status, legal_person, established FROM companies WHERE parent_pid = ? ORDER BY established DESC, id LIMIT ?',
      )
      .all(parentPid, PROFILE_LIMIT)) as Array<{ pid: string; name: string; status: string; legal_person: string; established: string }>
    return rows.map((r) => ({
      pid: r.pid,
      name: r.name,
      status: r.status as CompanyStatus,
      legalPerson: r.legal_person,
      established: r.established,
    }))
  }

  private async changes(companyId: number): Promise<ChangeItem[]> {
    return (await this.db
      .prepare('SELECT id, field, before, after, date FROM changes WHERE company_id = ? ORDER BY date DESC, id DESC LIMIT ?')
      .all(companyId, PROFILE_LIMIT)) as ChangeItem[]
  }
}
