/**
 * Persons: the one of a name within a company, and the person page (current roles per company, partners). On either
 * database, through the Sql door.
 */
import type { CompanyStatus } from '../../../contract/schemas/search'
import type { PersonDetail, PersonRole } from '../../../contract/schemas/person'
import { capitalText } from '../../../contract/domain/format'
import type { Sql } from './sql'

/** How a role row reads in Chinese. */
export function roleLabel(role: string, position: string): string {
  if (role === 'legal') return position === '负责人' ? '负责人' : '法定代表人'
  if (role === 'shareholder') return '股东'
  return position || '高管'
}

export interface PersonRepo {
  /** the person of that name holding a role (current or past) in the company of that pid; null when none */
  personIdInCompany(personName: string, pid: string): Promise<string | null>
  detail(personId: string): Promise<PersonDetail | null>
  exists(personId: string): Promise<boolean>
}

export class SqlPersonRepo implements PersonRepo {
  constructor(private readonly db: Sql) {}

  async personIdInCompany(personName: string, pid: string): Promise<string | null> {
    const row = (await this.db
      .prepare(
        `SELECT p.person_id FROM companies c
         JOIN roles r ON r.company_id = c.id
         JOIN persons p ON p.person_id = r.person_id
         WHERE c.pid = ? AND p.name = ?
         ORDER BY (r.to_date IS NULL) DESC, CASE r.role WHEN 'legal' THEN 0 WHEN 'shareholder' THEN 1 ELSE 2 END, r.id
         LIMIT 1`,
      )
      .get(pid, personName)) as { person_id: string } | undefined
    if (row) return row.person_id
    // the legal representative is stored on the company row too
    const legal = (await this.db
      .prepare('SELECT legal_person_id FROM companies WHERE pid = ? AND legal_person = ? AND legal_person_id IS NOT NULL')
      .get(pid, personName)) as { legal_person_id: string } | undefined
    return legal?.legal_person_id ?? null
  }

  async exists(personId: string): Promise<boolean> {
    return !!(await this.db.prepare('SELECT 1 FROM persons WHERE person_id = ?').get(personId))
  }

  async detail(personId: string): Promise<PersonDetail | null> {
    const person = (await this.db.prepare('SELECT person_id, name FROM persons WHERE person_id = ?').get(personId)) as
      { person_id: string; name: string } | undefined
    if (!person) return null
    const rows = (await this.db
      .prepare(
        `SELECT c.id AS company_id, c.pid, c.name, c.status, c.reg_capital, c.currency, c.region_name,
                r.role, r.position, r.share, r.from_date
         FROM roles r JOIN companies c ON c.id = r.company_id
         WHERE r.person_id = ? AND r.to_date IS NULL
         ORDER BY c.id, r.id`,
      )
      .all(personId)) as Array<{
      company_id: number
      pid: string
      name: string
      status: string
      reg_capital: number
      currency: string
      region_name: string
      role: string
      position: string
      share: number | null
      from_date: string | null
    }>
    const byCompany = new Map<number, PersonRole>()
    const legal = new Set<number>()
    const shareholder = new Set<number>()
    const executive = new Set<number>()
    for (const r of rows) {
      const item = byCompany.get(r.company_id) ?? {
        pid: r.pid,
        companyName: r.name,
        status: r.status as CompanyStatus,
        roles: [],
        regCapitalText: capitalText(r.reg_capital, r.currency),
        regionName: r.region_name,
        since: r.from_date ?? '',
      }
      const label = roleLabel(r.role, r.position)
      if (!item.roles.includes(label)) item.roles.push(label)
      if (r.role === 'shareholder' && r.share !== null) item.share = r.share
      if (r.from_date && (!item.since || r.from_date < item.since)) item.since = r.from_date
      if (r.role === 'legal') legal.add(r.company_id)
      else if (r.role === 'shareholder') shareholder.add(r.company_id)
      else executive.add(r.company_id)
      byCompany.set(r.company_id, item)
    }
    const partners = (await this.db
      .prepare(
        `SELECT r2.person_id, p.name, COUNT(DISTINCT r2.company_id) AS times
         FROM roles r1 JOIN roles r2 ON r2.company_id = r1.company_id AND r2.person_id <> r1.person_id
         JOIN persons p ON p.person_id = r2.person_id
         WHERE r1.person_id = ? AND r1.to_date IS NULL AND r2.to_date IS NULL
         GROUP BY r2.person_id, p.name ORDER BY times DESC, MIN(r2.id) LIMIT 20`,
      )
      .all(personId)) as Array<{ person_id: string; name: string; times: number }>
    return {
      personId: person.person_id,
      name: person.name,
      companyCount: byCompany.size,
      legalCount: legal.size,
      shareholderCount: shareholder.size,
      executiveCount: executive.size,
      roles: [...byCompany.values()],
      partners: partners.map((p) => ({ personId: p.person_id, name: p.name, times: p.times })),
    }
  }
}
