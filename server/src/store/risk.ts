/**
 * What the risk scan, the risk lists, person due diligence and the ownership math read from the company data
 * (companies, persons, roles, ownership, records, changes), on either database, through the Sql door; and the bundle of
 * this area's repositories (scan data, daily quota counts, own-company claims).
 */
import type { CompanyStatus } from '../../../contract/api/api'
import type { Sql, Statement } from './sql'
import { RECORD_SELECT, type RecordRow } from './records'
import { SqlQuotaRepo, type QuotaRepo } from './quota'
import { SqlOwnClaimRepo, type OwnClaimRepo } from './claims'

export interface CompanyRow {
  id: number
  pid: string
  name: string
  status: string
  legal_person: string
  legal_person_id: string | null
}
export interface PersonRow {
  person_id: string
  name: string
}
/** The record columns a rule reads. */
export type RiskRow = Pick<
  RecordRow,
  'id' | 'dimension' | 'company_id' | 'person_id' | 'date' | 'amount' | 'title' | 'ref_no' | 'status' | 'detail' | 'is_current'
>
export interface ChangeRow {
  id: number
  field: string
  before: string
  after: string
  date: string
}
/** A company related by ownership, with the share (percent). */
export interface HolderCompany {
  id: number
  pid: string
  name: string
  share: number
}
export interface HolderPerson {
  person_id: string
  name: string
  share: number
}
/** One current role of a person, with its company. */
export interface RoleRow {
  company_id: number
  role: string
  position: string
  share: number | null
  pid: string
  name: string
  status: string
}
/** One role of a person over time, with its company (the resume). */
export interface ResumeRow {
  role: 'legal' | 'shareholder' | 'executive'
  position: string
  share: number | null
  from_date: string | null
  to_date: string | null
  pid: string
  name: string
  status: CompanyStatus
  industry: string
}
export interface InvestmentRow {
  id: number
  share: number
  from_date: string | null
  cid: number
  pid: string
  name: string
}
export interface ShareholderRoleRow {
  id: number
  person_id: string
  name: string
  share: number
  from_date: string | null
  to_date: string | null
}
export interface HoldingRow {
  id: number
  share: number | null
  amount: number | null
  from_date: string | null
  pid: string
  name: string
}

/**
 * The records of a risk list: of one dimension, belonging to any of the companies or persons named (none named:
 * no records), leaving out one company's, optionally current or historical only.
 */
export interface RiskRecordFilter {
  dimension: string
  companyIds: number[]
  personIds: string[]
  excludeCompanyId?: number
  current?: boolean
}

/** The shareholders the ownership math walks up through. */
export interface OwnershipRepo {
  companyRef(pid: string): Promise<{ id: number; pid: string; name: string } | undefined>
  /** current natural-person shareholders with a positive share */
  personHolders(companyId: number): Promise<HolderPerson[]>
  /** company investors with a positive share */
  companyHolders(companyId: number): Promise<HolderCompany[]>
}

export interface RiskRepo extends OwnershipRepo {
  company(pid: string): Promise<CompanyRow | undefined>
  companyById(id: number): Promise<CompanyRow | undefined>
  person(personId: string): Promise<PersonRow | undefined>
  /** a company's records of these dimensions */
  companyRecords(companyId: number, dimensions: readonly string[]): Promise<RiskRow[]>
  /** a company's current records of these dimensions */
  currentCompanyRecords(companyId: number, dimensions: readonly string[]): Promise<RiskRow[]>
  /** a person's own records of these dimensions */
  personRecords(personId: string, dimensions: readonly string[]): Promise<RiskRow[]>
  /** a company's registration changes; only those of one field when given */
  changes(companyId: number, field?: string): Promise<ChangeRow[]>
  changesByIds(ids: number[]): Promise<ChangeRow[]>
  recordsByIds(ids: number[]): Promise<RecordRow[]>
  /** current natural-person shareholders holding at least `minShare`, largest first */
  majorPersonHolders(companyId: number, minShare: number, limit: number): Promise<HolderPerson[]>
  /** company shareholders holding at least `minShare`, largest first */
  majorCompanyHolders(companyId: number, minShare: number, limit: number): Promise<HolderCompany[]>
  /** the companies this one invests in, largest share first */
  investees(companyId: number, limit: number): Promise<HolderCompany[]>
  /** other companies whose current legal representative is this person */
  sameLegalCompanies(personId: string, exceptCompanyId: number, limit: number): Promise<Array<{ id: number; pid: string; name: string }>>
  /** a person's current roles, by company then role */
  currentRoles(personId: string): Promise<RoleRow[]>
  /** the dates of the records a risk list holds */
  riskRecordDates(f: RiskRecordFilter): Promise<Array<string | null>>
  /** one page of a risk list, newest first; `range` limits the record dates (inclusive) */
  riskRecordPage(f: RiskRecordFilter, range: { from: string; to: string } | undefined, limit: number, offset: number): Promise<RecordRow[]>
  /** every ownership row where the company is the investor, with the investee */
  investments(companyId: number): Promise<InvestmentRow[]>
  /** the shareholder roles (with a share) a company ever had, with the persons' names */
  shareholderRoles(companyId: number): Promise<ShareholderRoleRow[]>
  established(companyId: number): Promise<string>
  /** every role of a person over time, newest start first */
  resume(personId: string): Promise<ResumeRow[]>
  /** persons who share companies with this one, most shared first, at most 20 */
  partners(personId: string): Promise<Array<{ personId: string; name: string; times: number }>>
  /** regions of the person's current companies, most first, at most 10 */
  currentRegions(personId: string): Promise<Array<{ regionName: string; count: number }>>
  /** a person's own records of these dimensions with the company columns, newest first */
  personRecordRows(personId: string, dimensions: readonly string[]): Promise<RecordRow[]>
  /** the shares a person holds now, largest amount first */
  holdings(personId: string): Promise<HoldingRow[]>
}

const REC_COLS = 'id, dimension, company_id, person_id, date, amount, title, ref_no, status, detail, is_current'
const COMPANY_COLS = 'id, pid, name, status, legal_person, legal_person_id'
const marks = (n: number) => Array(n).fill('?').join(',')

export class SqlRiskRepo implements RiskRepo {
  private readonly statements = new Map<string, Statement>()

  constructor(private readonly db: Sql) {}

  /** fixed-shape statements are prepared once (a dimension list gives one text per rule set); those over lists of ids each time */
  private stmt(sql: string): Statement {
    let s = this.statements.get(sql)
    if (!s) {
      s = this.db.prepare(sql)
      this.statements.set(sql, s)
    }
    return s
  }

  async companyRef(pid: string) {
    return (await this.stmt('SELECT id, pid, name FROM companies WHERE pid = ?').get(pid)) as
      { id: number; pid: string; name: string } | undefined
  }

  async personHolders(companyId: number): Promise<HolderPerson[]> {
    return (await this.stmt(
      `SELECT r.person_id, p.name, r.share FROM roles r JOIN persons p ON p.person_id = r.person_id
      WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL AND r.share > 0`,
    ).all(companyId)) as HolderPerson[]
  }

  async companyHolders(companyId: number): Promise<HolderCompany[]> {
    return (await this.stmt(
      `SELECT c.id, c.pid, c.name, o.share FROM ownership o JOIN companies c ON c.id = o.investor_id
      WHERE o.investee_id = ? AND o.share > 0`,
    ).all(companyId)) as HolderCompany[]
  }

  async company(pid: string): Promise<CompanyRow | undefined> {
    return (await this.stmt(`SELECT ${COMPANY_COLS} FROM companies WHERE pid = ?`).get(pid)) as CompanyRow | undefined
  }

  async companyById(id: number): Promise<CompanyRow | undefined> {
    return (await this.stmt(`SELECT ${COMPANY_COLS} FROM companies WHERE id = ?`).get(id)) as CompanyRow | undefined
  }

  async person(personId: string): Promise<PersonRow | undefined> {
    return (await this.stmt('SELECT person_id, name FROM persons WHERE person_id = ?').get(personId)) as PersonRow | undefined
  }

  async companyRecords(companyId: number, dimensions: readonly string[]): Promise<RiskRow[]> {
    if (!dimensions.length) return []
    return (await this.stmt(`SELECT ${REC_COLS} FROM records WHERE company_id = ? AND dimension IN (${marks(dimensions.length)})`).all(
      companyId,
      ...dimensions,
    )) as RiskRow[]
  }

  async currentCompanyRecords(companyId: number, dimensions: readonly string[]): Promise<RiskRow[]> {
    if (!dimensions.length) return []
    return (await this.stmt(
      `SELECT ${REC_COLS} FROM records WHERE company_id = ? AND is_current = 1 AND dimension IN (${marks(dimensions.length)})`,
    ).all(companyId, ...dimensions)) as RiskRow[]
  }

  async personRecords(personId: string, dimensions: readonly string[]): Promise<RiskRow[]> {
    if (!dimensions.length) return []
    return (await this.stmt(`SELECT ${REC_COLS} FROM records WHERE person_id = ? AND dimension IN (${marks(dimensions.length)})`).all(
      personId,
      ...dimensions,
    )) as RiskRow[]
  }

  async changes(companyId: number, field?: string): Promise<ChangeRow[]> {
    if (field === undefined)
      return (await this.stmt('SELECT id, field, before, after, date FROM changes WHERE company_id = ?').all(companyId)) as ChangeRow[]
    return (await this.stmt('SELECT id, field, before, after, date FROM changes WHERE company_id = ? AND field = ?').all(
      companyId,
      field,
    )) as ChangeRow[]
  }

  async changesByIds(ids: number[]): Promise<ChangeRow[]> {
    if (!ids.length) return []
    return (await this.db
      .prepare(`SELECT id, field, before, after, date FROM changes WHERE id IN (${marks(ids.length)})`)
      .all(...ids)) as ChangeRow[]
  }

  async recordsByIds(ids: number[]): Promise<RecordRow[]> {
    if (!ids.length) return []
    return (await this.db.prepare(`${RECORD_SELECT} WHERE r.id IN (${marks(ids.length)})`).all(...ids)) as RecordRow[]
  }

  async majorPersonHolders(companyId: number, minShare: number, limit: number): Promise<HolderPerson[]> {
    return (await this.stmt(
      `SELECT r.person_id, p.name, MAX(r.share) AS share FROM roles r JOIN persons p ON p.person_id = r.person_id
      WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL AND r.share >= ? GROUP BY r.person_id, p.name ORDER BY share DESC, r.person_id LIMIT ?`,
    ).all(companyId, minShare, limit)) as HolderPerson[]
  }

  async majorCompanyHolders(companyId: number, minShare: number, limit: number): Promise<HolderCompany[]> {
    return (await this.stmt(
      `SELECT c.id, c.pid, c.name, o.share FROM ownership o JOIN companies c ON c.id = o.investor_id
      WHERE o.investee_id = ? AND o.share >= ? ORDER BY o.share DESC, c.id LIMIT ?`,
    ).all(companyId, minShare, limit)) as HolderCompany[]
  }

  async investees(companyId: number, limit: number): Promise<HolderCompany[]> {
    return (await this.stmt(
      `SELECT c.id, c.pid, c.name, o.share FROM ownership o JOIN companies c ON c.id = o.investee_id
      WHERE o.investor_id = ? ORDER BY o.share DESC, c.id LIMIT ?`,
    ).all(companyId, limit)) as HolderCompany[]
  }

  async sameLegalCompanies(personId: string, exceptCompanyId: number, limit: number) {
    return (await this.stmt(
      `SELECT DISTINCT c.id, c.pid, c.name FROM roles r JOIN companies c ON c.id = r.company_id
      WHERE r.person_id = ? AND r.role = 'legal' AND r.to_date IS NULL AND r.company_id != ? ORDER BY c.id LIMIT ?`,
    ).all(personId, exceptCompanyId, limit)) as Array<{ id: number; pid: string; name: string }>
  }

  async currentRoles(personId: string): Promise<RoleRow[]> {
    return (await this.stmt(
      `SELECT r.company_id, r.role, r.position, r.share, c.pid, c.name, c.status FROM roles r JOIN companies c ON c.id = r.company_id
      WHERE r.person_id = ? AND r.to_date IS NULL ORDER BY c.id, r.id`,
    ).all(personId)) as RoleRow[]
  }

  private riskWhere(f: RiskRecordFilter): { where: string; args: unknown[] } {
    const conds = ['r.dimension = ?']
    const args: unknown[] = [f.dimension]
    const ors: string[] = []
    if (f.companyIds.length) {
      ors.push(`r.company_id IN (${marks(f.companyIds.length)})`)
      args.push(...f.companyIds)
    }
    if (f.personIds.length) {
      ors.push(`r.person_id IN (${marks(f.personIds.length)})`)
      args.push(...f.personIds)
    }
    conds.push(ors.length ? `(${ors.join(' OR ')})` : '0')
    if (f.excludeCompanyId !== undefined) {
      conds.push('(r.company_id IS NULL OR r.company_id != ?)')
      args.push(f.excludeCompanyId)
    }
    if (f.current !== undefined) {
      conds.push('r.is_current = ?')
      args.push(f.current ? 1 : 0)
    }
    return { where: conds.join(' AND '), args }
  }

  async riskRecordDates(f: RiskRecordFilter): Promise<Array<string | null>> {
    const { where, args } = this.riskWhere(f)
    return ((await this.db.prepare(`SELECT r.date FROM records r WHERE ${where}`).all(...args)) as Array<{ date: string | null }>).map(
      (d) => d.date,
    )
  }

  async riskRecordPage(
    f: RiskRecordFilter,
    range: { from: string; to: string } | undefined,
    limit: number,
    offset: number,
  ): Promise<RecordRow[]> {
    const { where, args } = this.riskWhere(f)
    const dates = range ? ' AND r.date >= ? AND r.date <= ?' : ''
    return (await this.db
      .prepare(`${RECORD_SELECT} WHERE ${where}${dates} ORDER BY r.date DESC, r.id DESC LIMIT ? OFFSET ?`)
      .all(...args, ...(range ? [range.from, range.to] : []), limit, offset)) as RecordRow[]
  }

  async investments(companyId: number): Promise<InvestmentRow[]> {
    return (await this.stmt(
      `SELECT o.id, o.share, o.from_date, c.id AS cid, c.pid, c.name FROM ownership o JOIN companies c ON c.id = o.investee_id
      WHERE o.investor_id = ?`,
    ).all(companyId)) as InvestmentRow[]
  }

  async shareholderRoles(companyId: number): Promise<ShareholderRoleRow[]> {
    return (await this.stmt(
      `SELECT r.id, r.person_id, p.name, r.share, r.from_date, r.to_date FROM roles r JOIN persons p ON p.person_id = r.person_id
      WHERE r.company_id = ? AND r.role = 'shareholder' AND r.share IS NOT NULL`,
    ).all(companyId)) as ShareholderRoleRow[]
  }

  async established(companyId: number): Promise<string> {
    return (
      ((await this.stmt('SELECT established FROM companies WHERE id = ?').get(companyId)) as { established: string } | undefined)
        ?.established ?? ''
    )
  }

  async resume(personId: string): Promise<ResumeRow[]> {
    return (await this.stmt(
      `SELECT r.role, r.position, r.share, r.from_date, r.to_date, c.pid, c.name, c.status, c.industry FROM roles r
      JOIN companies c ON c.id = r.company_id WHERE r.person_id = ? ORDER BY r.from_date DESC, c.id, r.id`,
    ).all(personId)) as ResumeRow[]
  }

  async partners(personId: string): Promise<Array<{ personId: string; name: string; times: number }>> {
    return (await this.stmt(
      `SELECT r2.person_id AS personId, p.name, COUNT(DISTINCT r2.company_id) AS times FROM roles r1
      JOIN roles r2 ON r2.company_id = r1.company_id AND r2.person_id != r1.person_id JOIN persons p ON p.person_id = r2.person_id
      WHERE r1.person_id = ? GROUP BY r2.person_id, p.name ORDER BY times DESC, r2.person_id LIMIT 20`,
    ).all(personId)) as Array<{ personId: string; name: string; times: number }>
  }

  async currentRegions(personId: string): Promise<Array<{ regionName: string; count: number }>> {
    return (await this.stmt(
      `SELECT c.region_name AS regionName, COUNT(DISTINCT c.id) AS count FROM roles r JOIN companies c ON c.id = r.company_id
      WHERE r.person_id = ? AND r.to_date IS NULL GROUP BY c.region_name ORDER BY count DESC, c.region_name LIMIT 10`,
    ).all(personId)) as Array<{ regionName: string; count: number }>
  }

  async personRecordRows(personId: string, dimensions: readonly string[]): Promise<RecordRow[]> {
    if (!dimensions.length) return []
    return (await this.stmt(
      `${RECORD_SELECT} WHERE r.person_id = ? AND r.dimension IN (${marks(dimensions.length)}) ORDER BY r.date DESC, r.id DESC`,
    ).all(personId, ...dimensions)) as RecordRow[]
  }

  async holdings(personId: string): Promise<HoldingRow[]> {
    return (await this.stmt(
      `SELECT r.id, r.share, r.amount, r.from_date, c.pid, c.name FROM roles r JOIN companies c ON c.id = r.company_id
      WHERE r.person_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.amount DESC, r.id`,
    ).all(personId)) as HoldingRow[]
  }
}

/** The repositories of risk scans and person due diligence. */
export interface RiskRepos {
  /** the company data the scans, lists and ownership math read */
  data: RiskRepo
  /** the daily scan quota counts */
  quota: QuotaRepo
  /** each user's own claimed company */
  claims: OwnClaimRepo
}

export function sqlRiskRepos(db: Sql): RiskRepos {
  return { data: new SqlRiskRepo(db), quota: new SqlQuotaRepo(db), claims: new SqlOwnClaimRepo(db) }
}
