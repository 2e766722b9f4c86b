/**
 * The rows around one company or person for 企业图谱 and 人员图谱: current roles, stakes held and held in, branches,
 * each with the register (source and capture date) of the company that lists it. Lists are read largest first up to
 * a limit, with separate counts, so a hub with thousands of links costs no more than its first page.
 */
import type { Sql } from './sql'

export interface GraphCompany {
  id: number
  pid: string
  name: string
  status: string
  source: string
  capturedAt: string
}

export interface RoleRow {
  personId: string
  name: string
  role: 'legal' | 'shareholder' | 'executive'
  position: string
  share: number | null
  since: string | null
}

/** a stake between two companies, with the company at the other end and its register */
export interface StakeRow {
  other: GraphCompany
  share: number
  since: string | null
}

/** a person's current role in a company, with the company */
export interface PersonRoleRow extends Omit<RoleRow, 'personId' | 'name'> {
  company: GraphCompany
}

export interface PartnerRoleRow extends RoleRow {
  companyId: number
}

export interface NeighbourhoodRepo {
  company(pid: string): Promise<GraphCompany | undefined>
  person(personId: string): Promise<{ personId: string; name: string } | undefined>
  /** current roles in the company (at most `limit` rows) */
  roles(companyId: number, limit: number): Promise<RoleRow[]>
  holders(companyId: number, limit: number): Promise<StakeRow[]>
  holderCount(companyId: number): Promise<number>
  investments(companyId: number, limit: number): Promise<StakeRow[]>
  investmentCount(companyId: number): Promise<number>
  branches(pid: string, limit: number): Promise<GraphCompany[]>
  branchCount(pid: string): Promise<number>
  personRoles(personId: string, limit: number): Promise<PersonRoleRow[]>
  /** companies per current role of the person, counted in full */
  personRoleCounts(personId: string): Promise<Record<RoleRow['role'], number>>
  /** the current roles of other persons in these companies */
  partnerRoles(companyIds: number[], exceptPersonId: string, limit: number): Promise<PartnerRoleRow[]>
}

const COMPANY_COLS = (t: string) =>
  `${t}.id AS cid, ${t}.pid AS cpid, ${t}.name AS cname, ${t}.status AS cstatus, ${t}.source AS csource, ${t}.captured_at AS ccaptured`

interface CompanyCols {
  cid: number
  cpid: string
  cname: string
  cstatus: string
  csource: string
  ccaptured: string
}

const company = (r: CompanyCols): GraphCompany => ({
  id: r.cid,
  pid: r.cpid,
  name: r.cname,
  status: r.cstatus,
  source: r.csource,
  capturedAt: r.ccaptured,
})

interface RoleCols {
  person_id: string
  name: string
  role: RoleRow['role']
  position: string
  share: number | null
  from_date: string | null
}

const role = (r: RoleCols): RoleRow => ({
  personId: r.person_id,
  name: r.name,
  role: r.role,
  position: r.position,
  share: r.share,
  since: r.from_date,
})

export class SqlNeighbourhoodRepo implements NeighbourhoodRepo {
  constructor(private readonly db: Sql) {}

  async company(pid: string) {
    const r = (await this.db.prepare(`SELECT ${COMPANY_COLS('c')} FROM companies c WHERE c.pid = ?`).get(pid)) as CompanyCols | undefined
    return r && company(r)
  }

  async person(personId: string) {
    return (await this.db.prepare('SELECT person_id AS personId, name FROM persons WHERE person_id = ?').get(personId)) as
      { personId: string; name: string } | undefined
  }

  async roles(companyId: number, limit: number) {
    return (
      (await this.db
        .prepare(
          `SELECT r.person_id, p.name, r.role, r.position, r.share, r.from_date FROM roles r
           JOIN persons p ON p.person_id = r.person_id
           WHERE r.company_id = ? AND r.to_date IS NULL ORDER BY r.id LIMIT ?`,
        )
        .all(companyId, limit)) as RoleCols[]
    ).map(role)
  }

  async holders(companyId: number, limit: number) {
    return (
      (await this.db
        .prepare(
          `SELECT ${COMPANY_COLS('i')}, o.share, o.from_date FROM ownership o JOIN companies i ON i.id = o.investor_id
           WHERE o.investee_id = ? ORDER BY o.share DESC, i.id LIMIT ?`,
        )
        .all(companyId, limit)) as Array<CompanyCols & { share: number; from_date: string | null }>
    ).map((r) => ({ other: company(r), share: r.share, since: r.from_date }))
  }

  async holderCount(companyId: number) {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM ownership WHERE investee_id = ?').get(companyId)) as { n: number }).n
  }

  async investments(companyId: number, limit: number) {
    return (
      (await this.db
        .prepare(
          `SELECT ${COMPANY_COLS('e')}, o.share, o.from_date FROM ownership o JOIN companies e ON e.id = o.investee_id
           WHERE o.investor_id = ? ORDER BY o.share DESC, e.id LIMIT ?`,
        )
        .all(companyId, limit)) as Array<CompanyCols & { share: number; from_date: string | null }>
    ).map((r) => ({ other: company(r), share: r.share, since: r.from_date }))
  }

  async investmentCount(companyId: number) {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM ownership WHERE investor_id = ?').get(companyId)) as { n: number }).n
  }

  async branches(pid: string, limit: number) {
    return (
      (await this.db
        .prepare(`SELECT ${COMPANY_COLS('b')} FROM companies b WHERE b.parent_pid = ? ORDER BY b.id LIMIT ?`)
        .all(pid, limit)) as CompanyCols[]
    ).map(company)
  }

  async branchCount(pid: string) {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM companies WHERE parent_pid = ?').get(pid)) as { n: number }).n
  }

  async personRoles(personId: string, limit: number) {
    return (
      (await this.db
        .prepare(
          `SELECT ${COMPANY_COLS('c')}, r.role, r.position, r.share, r.from_date FROM roles r JOIN companies c ON c.id = r.company_id
           WHERE r.person_id = ? AND r.to_date IS NULL ORDER BY r.id LIMIT ?`,
        )
        .all(personId, limit)) as Array<CompanyCols & Omit<RoleCols, 'person_id' | 'name'>>
    ).map((r) => ({ company: company(r), role: r.role, position: r.position, share: r.share, since: r.from_date }))
  }

  async personRoleCounts(personId: string) {
    const out = { legal: 0, shareholder: 0, executive: 0 }
    const rows = (await this.db
      .prepare('SELECT role, COUNT(DISTINCT company_id) AS n FROM roles WHERE person_id = ? AND to_date IS NULL GROUP BY role')
      .all(personId)) as Array<{ role: RoleRow['role']; n: number }>
    for (const r of rows) if (r.role in out) out[r.role] = r.n
    return out
  }

  async partnerRoles(companyIds: number[], exceptPersonId: string, limit: number) {
    if (companyIds.length === 0) return []
    return (
      (await this.db
        .prepare(
          `SELECT r.company_id, r.person_id, p.name, r.role, r.position, r.share, r.from_date FROM roles r
           JOIN persons p ON p.person_id = r.person_id
           WHERE r.company_id IN (${companyIds.map(() => '?').join(',')}) AND r.to_date IS NULL AND r.person_id <> ?
           ORDER BY r.id LIMIT ?`,
        )
        .all(...companyIds, exceptPersonId, limit)) as Array<RoleCols & { company_id: number }>
    ).map((r) => ({ ...role(r), companyId: r.company_id }))
  }
}
