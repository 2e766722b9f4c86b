/**
 * 查电话: companies with at least one contact number (their annual-report phone, their published and suspected phone
 * records) by region, industry, status and kind of number, in id order, and the numbers of a page of them. On either
 * database, through the Sql door.
 */
import type { Sql } from './sql'
import type { PhoneKind } from '../../../contract/domain/findPhone'

export type FindPhoneLevel = 'province' | 'city' | 'district'

export interface FindPhoneFilter {
  region?: { level: FindPhoneLevel; code: string }
  industry?: string
  status?: string
  kind?: PhoneKind
}

export interface PhoneCompanyRow {
  id: number
  pid: string
  name: string
  legal_person: string
  status: string
  industry: string
  region_name: string
  phone: string
  captured_at: string
}

export interface PhoneRecordRow {
  company_id: number
  dimension: 'phone' | 'suspectedPhone'
  title: string
  date: string | null
  detail: string
  captured_at: string
}

export interface FindPhoneRepo {
  /** a page of the companies and their count, counted up to `cap` */
  list(f: FindPhoneFilter, offset: number, limit: number, cap: number): Promise<{ total: number; rows: PhoneCompanyRow[] }>
  /** the phone and suspected-phone records of these companies, newest first */
  records(companyIds: number[]): Promise<PhoneRecordRow[]>
}

const MOBILE = (col: string) => `${col} GLOB '1[3-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`
/** the companies with a phone record whose number meets `cond` (the partial index of migration 031) */
const WITH_RECORD = (cond: string) =>
  `c.id IN (SELECT r.company_id FROM records r WHERE r.dimension IN ('phone', 'suspectedPhone') AND r.title != ''${cond ? ` AND ${cond}` : ''})`

/** The condition that a company has a number, of the kind when one is asked for. */
function hasNumber(kind?: PhoneKind): string {
  if (kind === 'mobile') return `(${MOBILE('c.phone')} OR ${WITH_RECORD(MOBILE('r.title'))})`
  if (kind === 'landline') return `((c.phone != '' AND NOT ${MOBILE('c.phone')}) OR ${WITH_RECORD(`NOT ${MOBILE('r.title')}`)})`
  return `(c.phone != '' OR ${WITH_RECORD('')})`
}

const REGION_COLUMN: Record<FindPhoneLevel, string> = { province: 'c.province_code', city: 'c.city_code', district: 'c.region_code' }

export class SqlFindPhoneRepo implements FindPhoneRepo {
  constructor(private readonly db: Sql) {}

  async list(f: FindPhoneFilter, offset: number, limit: number, cap: number) {
    const where = [hasNumber(f.kind)]
    const args: unknown[] = []
    if (f.region) {
      where.push(`${REGION_COLUMN[f.region.level]} = ?`)
      args.push(f.region.code)
    }
    if (f.industry) {
      where.push('c.industry_code = ?')
      args.push(f.industry)
    }
    if (f.status) {
      where.push('c.status = ?')
      args.push(f.status)
    }
    const cond = where.join(' AND ')
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM companies c WHERE ${cond} LIMIT ${cap})`).get(...args)) as {
        n: number
      }
    ).n
    const rows =
      total > offset
        ? ((await this.db
            .prepare(
              `SELECT c.id, c.pid, c.name, c.legal_person, c.status, c.industry, c.region_name, c.phone, c.captured_at
               FROM companies c WHERE ${cond} ORDER BY c.id LIMIT ? OFFSET ?`,
            )
            .all(...args, limit, offset)) as PhoneCompanyRow[])
        : []
    return { total, rows }
  }

  async records(companyIds: number[]): Promise<PhoneRecordRow[]> {
    if (!companyIds.length) return []
    return (await this.db
      .prepare(
        `SELECT company_id, dimension, title, date, detail, captured_at FROM records
         WHERE dimension IN ('phone', 'suspectedPhone') AND company_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?)) AND title != ''
         ORDER BY company_id, date IS NULL, date DESC, id DESC`,
      )
      .all(JSON.stringify(companyIds))) as PhoneRecordRow[]
  }
}
