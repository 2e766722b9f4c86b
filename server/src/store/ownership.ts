/**
 * Who holds shares in whom: natural-person shareholders (current roles) and company stakes (ownership), read one
 * company at a time for the ownership trees, and the shareholders two companies share. On either database, through the
 * Sql door.
 */
import type { Sql } from './sql'

export interface CompanyLite {
  id: number
  pid: string
  name: string
  status: string
}

/** One shareholder or investee of a company; `id` and `pid` for companies, `personId` for persons. */
export interface StakeEdge {
  kind: 'company' | 'person'
  id?: number
  pid?: string
  personId?: string
  name: string
  status?: string
  share: number
}

export interface SharedHolder {
  kind: 'company' | 'person'
  pid?: string
  personId?: string
  name: string
  shareInA: number
  shareInB: number
}

export interface OwnershipRepo {
  company(pid: string): Promise<CompanyLite | undefined>
  /** the largest `limit` shareholders (persons and companies, largest share first) and how many there are in all */
  holders(companyId: number, limit: number): Promise<{ list: StakeEdge[]; total: number }>
  /** the largest `limit` investments and how many there are in all */
  investees(companyId: number, limit: number): Promise<{ list: StakeEdge[]; total: number }>
  hasHolders(companyId: number): Promise<boolean>
  hasInvestees(companyId: number): Promise<boolean>
  /** shareholders of both companies: the `limit` largest by combined share, and how many there are in all */
  sharedHolders(aId: number, bId: number, limit: number): Promise<{ list: SharedHolder[]; total: number }>
}

const byShare = (a: { share: number; name: string }, b: { share: number; name: string }) =>
  b.share - a.share || a.name.localeCompare(b.name, 'zh')

/** current natural-person shareholders of a company, one row per person with the summed share */
const PERSON_HOLDERS = `SELECT person_id, SUM(COALESCE(share, 0)) AS share FROM roles
  WHERE company_id = ? AND role = 'shareholder' AND to_date IS NULL GROUP BY person_id`
/** company shareholders of a company, one row per investor with the summed share */
const COMPANY_HOLDERS = 'SELECT investor_id, SUM(share) AS share FROM ownership WHERE investee_id = ? GROUP BY investor_id'

export class SqlOwnershipRepo implements OwnershipRepo {
  constructor(private readonly db: Sql) {}

  async company(pid: string): Promise<CompanyLite | undefined> {
    return (await this.db.prepare('SELECT id, pid, name, status FROM companies WHERE pid = ?').get(pid)) as CompanyLite | undefined
  }

  async holders(companyId: number, limit: number): Promise<{ list: StakeEdge[]; total: number }> {
    const persons = (await this.db
      .prepare(
        `SELECT r.person_id, p.name, r.share FROM roles r JOIN persons p ON p.person_id = r.person_id
        WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.share DESC, r.id LIMIT ?`,
      )
      .all(companyId, limit)) as Array<{ person_id: string; name: string; share: number | null }>
    const companies = (await this.db
      .prepare(
        `SELECT c.id, c.pid, c.name, c.status, o.share FROM ownership o JOIN companies c ON c.id = o.investor_id
        WHERE o.investee_id = ? ORDER BY o.share DESC, c.id LIMIT ?`,
      )
      .all(companyId, limit)) as Array<{ id: number; pid: string; name: string; status: string; share: number }>
    const list: StakeEdge[] = [
      ...companies.map((c) => ({ kind: 'company' as const, id: c.id, pid: c.pid, name: c.name, status: c.status, share: c.share })),
      ...persons.map((p) => ({ kind: 'person' as const, personId: p.person_id, name: p.name, share: p.share ?? 0 })),
    ].sort(byShare)
    const total = persons.length < limit && companies.length < limit ? list.length : await this.holderCount(companyId)
    return { list: list.slice(0, limit), total }
  }

  private async holderCount(companyId: number): Promise<number> {
    const a = (await this.db
      .prepare(`SELECT COUNT(*) AS n FROM roles WHERE company_id = ? AND role = 'shareholder' AND to_date IS NULL`)
      .get(companyId)) as { n: number }
    const b = (await this.db.prepare('SELECT COUNT(*) AS n FROM ownership WHERE investee_id = ?').get(companyId)) as { n: number }
    return a.n + b.n
  }

  async investees(companyId: number, limit: number): Promise<{ list: StakeEdge[]; total: number }> {
    const rows = (await this.db
      .prepare(
        `SELECT c.id, c.pid, c.name, c.status, o.share FROM ownership o JOIN companies c ON c.id = o.investee_id
        WHERE o.investor_id = ? ORDER BY o.share DESC, c.id LIMIT ?`,
      )
      .all(companyId, limit)) as Array<{ id: number; pid: string; name: string; status: string; share: number }>
    const total =
      rows.length < limit
        ? rows.length
        : ((await this.db.prepare('SELECT COUNT(*) AS n FROM ownership WHERE investor_id = ?').get(companyId)) as { n: number }).n
    return {
      list: rows.map((c) => ({ kind: 'company' as const, id: c.id, pid: c.pid, name: c.name, status: c.status, share: c.share })),
      total,
    }
  }

  async hasHolders(companyId: number): Promise<boolean> {
    return (
      !!(await this.db.prepare('SELECT 1 FROM ownership WHERE investee_id = ? LIMIT 1').get(companyId)) ||
      !!(await this.db
        .prepare(`SELECT 1 FROM roles WHERE company_id = ? AND role = 'shareholder' AND to_date IS NULL LIMIT 1`)
        .get(companyId))
    )
  }

  async hasInvestees(companyId: number): Promise<boolean> {
    return !!(await this.db.prepare('SELECT 1 FROM ownership WHERE investor_id = ? LIMIT 1').get(companyId))
  }

  async sharedHolders(aId: number, bId: number, limit: number): Promise<{ list: SharedHolder[]; total: number }> {
    const persons = `WITH a AS (${PERSON_HOLDERS}), b AS (${PERSON_HOLDERS})
      SELECT a.person_id, a.share AS sa, b.share AS sb FROM a JOIN b ON b.person_id = a.person_id`
    const companies = `WITH a AS (${COMPANY_HOLDERS}), b AS (${COMPANY_HOLDERS})
      SELECT a.investor_id, a.share AS sa, b.share AS sb FROM a JOIN b ON b.investor_id = a.investor_id`
    const count = async (sql: string) => ((await this.db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(aId, bId)) as { n: number }).n
    const personRows = (await this.db
      .prepare(
        `SELECT s.person_id, p.name, s.sa, s.sb FROM (${persons}) s JOIN persons p ON p.person_id = s.person_id
        ORDER BY s.sa + s.sb DESC, s.person_id LIMIT ?`,
      )
      .all(aId, bId, limit)) as Array<{ person_id: string; name: string; sa: number; sb: number }>
    const companyRows = (await this.db
      .prepare(
        `SELECT c.pid, c.name, s.sa, s.sb FROM (${companies}) s JOIN companies c ON c.id = s.investor_id
        ORDER BY s.sa + s.sb DESC, c.id LIMIT ?`,
      )
      .all(aId, bId, limit)) as Array<{ pid: string; name: string; sa: number; sb: number }>
    const total =
      personRows.length < limit && companyRows.length < limit
        ? personRows.length + companyRows.length
        : (await count(persons)) + (await count(companies))
    const list: SharedHolder[] = [
      ...personRows.map((r) => ({ kind: 'person' as const, personId: r.person_id, name: r.name, shareInA: r.sa, shareInB: r.sb })),
      ...companyRows.map((r) => ({ kind: 'company' as const, pid: r.pid, name: r.name, shareInA: r.sa, shareInB: r.sb })),
    ]
    list.sort((p, q) => q.shareInA + q.shareInB - (p.shareInA + p.shareInB) || p.name.localeCompare(q.name, 'zh'))
    return { list: list.slice(0, limit), total }
  }
}
