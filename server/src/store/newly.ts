/**
 * 新增企业: companies by establishment date within a province or city, on either database, through the Sql door. Every
 * query names a region column and an established range, so it reads the (region, established) indexes of migration 026
 * and never scans the table.
 */
import type { Sql } from './sql'

export type NewlyLevel = 'province' | 'city'

/** A province or city, a day range (yyyy-mm-dd, both ends included) and the optional industry and capital filters. */
export interface NewlyQuery {
  level: NewlyLevel
  code: string
  start: string
  end: string
  industry?: string
  /** 万元, min included, max excluded (as the advanced search reads a capital range) */
  capitalMin?: number
  capitalMax?: number
}

export interface NewlyCompanyRow {
  id: number
  pid: string
  name: string
  legal_person: string
  reg_capital: number
  currency: string
  established: string
  status: string
  industry: string
  region_name: string
}

export interface RegionCountRow {
  code: string
  week: number
  month: number
}

export interface NewlyRepo {
  /** per province: companies established from `weekStart` and from `monthStart`, both up to `end` */
  provinceCounts(weekStart: string, monthStart: string, end: string): Promise<RegionCountRow[]>
  /** the same per city of one province */
  cityCounts(provinceCode: string, weekStart: string, monthStart: string, end: string): Promise<RegionCountRow[]>
  /** newest first; ties by importance (id) */
  list(q: NewlyQuery, offset: number, limit: number): Promise<{ total: number; rows: NewlyCompanyRow[] }>
  /** companies established per day of the range; days without any are left out */
  daily(q: NewlyQuery): Promise<Array<{ date: string; count: number }>>
}

const COLUMN: Record<NewlyLevel, string> = { province: 'province_code', city: 'city_code' }

function where(q: NewlyQuery): { sql: string; args: Record<string, unknown> } {
  const parts = [`${COLUMN[q.level]} = @code`, 'established BETWEEN @start AND @end']
  const args: Record<string, unknown> = { code: q.code, start: q.start, end: q.end }
  if (q.industry) {
    parts.push('industry_code = @industry')
    args.industry = q.industry
  }
  if (q.capitalMin !== undefined) {
    parts.push('reg_capital >= @capitalMin')
    args.capitalMin = q.capitalMin
  }
  if (q.capitalMax !== undefined) {
    parts.push('reg_capital < @capitalMax')
    args.capitalMax = q.capitalMax
  }
  return { sql: parts.join(' AND '), args }
}

/** The three reads of a list query, also run under EXPLAIN QUERY PLAN by the tests to prove they use an index. */
export function newlyStatements(q: NewlyQuery): { args: Record<string, unknown>; count: string; page: string; daily: string } {
  const w = where(q)
  return {
    args: w.args,
    count: `SELECT COUNT(*) AS n FROM companies WHERE ${w.sql}`,
    page: `SELECT id, pid, name, legal_person, reg_capital, currency, established, status, industry, region_name
         FROM companies WHERE ${w.sql} ORDER BY established DESC, id LIMIT @limit OFFSET @offset`,
    daily: `SELECT established AS date, COUNT(*) AS count FROM companies WHERE ${w.sql} GROUP BY established ORDER BY established`,
  }
}

export class SqlNewlyRepo implements NewlyRepo {
  constructor(private readonly db: Sql) {}

  async provinceCounts(weekStart: string, monthStart: string, end: string): Promise<RegionCountRow[]> {
    return (await this.db
      .prepare(
        `SELECT province_code AS code, SUM(established >= @weekStart) AS week, COUNT(*) AS month
         FROM companies WHERE established BETWEEN @monthStart AND @end GROUP BY province_code`,
      )
      .all({ weekStart, monthStart, end })) as RegionCountRow[]
  }

  async cityCounts(provinceCode: string, weekStart: string, monthStart: string, end: string): Promise<RegionCountRow[]> {
    return (await this.db
      .prepare(
        `SELECT city_code AS code, SUM(established >= @weekStart) AS week, COUNT(*) AS month
         FROM companies WHERE province_code = @provinceCode AND established BETWEEN @monthStart AND @end GROUP BY city_code`,
      )
      .all({ provinceCode, weekStart, monthStart, end })) as RegionCountRow[]
  }

  async list(q: NewlyQuery, offset: number, limit: number): Promise<{ total: number; rows: NewlyCompanyRow[] }> {
    const st = newlyStatements(q)
    const total = ((await this.db.prepare(st.count).get(st.args)) as { n: number }).n
    const rows = (await this.db.prepare(st.page).all({ ...st.args, limit, offset })) as NewlyCompanyRow[]
    return { total, rows }
  }

  async daily(q: NewlyQuery): Promise<Array<{ date: string; count: number }>> {
    const st = newlyStatements(q)
    return (await this.db.prepare(st.daily).all(st.args)) as Array<{ date: string; count: number }>
  }
}
