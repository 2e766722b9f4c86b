import type { DB } from '../store/db'
import type { AdvancedFilter, CompanyHit, Paged } from '../../../contract/api/api'
import { regionLevel } from '../data/regions'
import { sanitize, phraseOf, isLatin, ftsIn, ftsPrefix } from './tokens'
import { CompanyRow, HIT_COLUMNS, spansOf, toCompanyHit, TOTAL_CAP, totalText } from './hits'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const list = (s?: string) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, 20)

/** a condition on companies and its parameters */
export interface Condition {
  sql: string
  args: unknown[]
}

/** What an advanced search asks of a store: a page, the WHERE over companies (or that nothing can match). */
export type AdvancedPlan =
  { none: true; page: number; size: number } | { none: false; page: number; size: number; where: string; args: unknown[]; clean: string }

/**
 * Reads an advanced filter into the WHERE of its companies, the same for both stores; `keywordCondition` is the
 * store's own condition for the companies a sanitized keyword finds in its name index. Unknown or malformed filter
 * values match nothing rather than throw (the routes validate and explain).
 */
export function advancedPlan(
  filter: AdvancedFilter,
  pageNum: number,
  pageSize: number,
  keywordCondition: (clean: string) => Condition,
): AdvancedPlan {
  const page = Number.isFinite(pageNum) && pageNum >= 1 ? Math.floor(pageNum) : 1
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.min(50, Math.floor(pageSize)) : 20
  const none = { none: true as const, page, size }
  const where: string[] = []
  const args: unknown[] = []
  const f = filter ?? {}

  if (f.regionCode) {
    const level = regionLevel(String(f.regionCode))
    if (!level) return none
    where.push(level === 'province' ? 'province_code = ?' : level === 'city' ? 'city_code = ?' : 'region_code = ?')
    args.push(String(f.regionCode))
  }
  if (f.industry) {
    where.push('industry_code = ?')
    args.push(String(f.industry).toUpperCase())
  }
  if (f.capitalMin !== undefined && f.capitalMin !== null && Number.isFinite(Number(f.capitalMin))) {
    where.push('reg_capital >= ?')
    args.push(Number(f.capitalMin))
  }
  if (f.capitalMax !== undefined && f.capitalMax !== null && Number.isFinite(Number(f.capitalMax))) {
    where.push('reg_capital < ?')
    args.push(Number(f.capitalMax))
  }
  if (f.estStart) {
    if (!DATE.test(f.estStart)) return none
    where.push('established >= ?')
    args.push(f.estStart)
  }
  if (f.estEnd) {
    if (!DATE.test(f.estEnd)) return none
    where.push('established <= ?')
    args.push(f.estEnd)
  }
  const statuses = list(f.status)
  if (statuses.length) {
    where.push(`status IN (${statuses.map(() => '?').join(',')})`)
    args.push(...statuses)
  }
  const types = list(f.companyType)
  if (types.length) {
    where.push(`company_type IN (${types.map(() => '?').join(',')})`)
    args.push(...types)
  }
  const clean = f.keyword ? sanitize(f.keyword) : ''
  if (f.keyword && f.keyword.trim() && !clean) return none
  if (clean) {
    const k = keywordCondition(clean)
    where.push(k.sql)
    args.push(...k.args)
  }
  return { none: false, page, size, where: where.length ? `WHERE ${where.join(' AND ')}` : '', args, clean }
}

/** the capped count of a plan's companies (one row: n) */
export const advancedCountSql = (where: string) => `SELECT COUNT(*) AS n FROM (SELECT 1 FROM companies ${where} LIMIT ${TOTAL_CAP})`
/** a page of a plan's companies in importance order (parameters: the plan's, then limit and offset) */
export const advancedRowsSql = (where: string) => `SELECT ${HIT_COLUMNS} FROM companies ${where} ORDER BY id LIMIT ? OFFSET ?`

/** The answer of a plan: its total and its page of rows, highlighted by a CJK keyword. */
export function advancedAnswer(plan: AdvancedPlan, total: number, rows: readonly CompanyRow[]): Paged<CompanyHit> {
  const clean = plan.none ? '' : plan.clean
  return {
    total,
    totalText: totalText(total),
    pageNum: plan.page,
    pageSize: plan.size,
    list: rows.map((r) => toCompanyHit(r, clean && !isLatin(clean) ? spansOf(r.name, clean) : [])),
  }
}

/** the FTS5 condition of a keyword: latin as a prefix of name words and initials, else the phrase in the name (and persons) */
function ftsKeyword(clean: string): Condition {
  const match = isLatin(clean)
    ? ftsIn(['name', 'initials'], ftsPrefix(clean))
    : ftsIn(clean.length >= 2 ? ['name', 'persons'] : ['name'], phraseOf(clean))
  return { sql: 'id IN (SELECT rowid FROM company_fts WHERE company_fts MATCH ?)', args: [match] }
}

/**
 * Filtered company list in importance order. Unknown or malformed filter values match nothing
 * rather than throw (the routes validate and explain). `knownTotal`, the total of an earlier page of the same
 * filter, skips counting again: a reader walking every page (an export) counts once.
 */
export function advancedSearch(
  db: DB,
  filter: AdvancedFilter,
  pageNum: number,
  pageSize: number,
  countOnly: boolean,
  knownTotal?: number,
): Paged<CompanyHit> {
  const plan = advancedPlan(filter, pageNum, pageSize, ftsKeyword)
  if (plan.none) return advancedAnswer(plan, 0, [])
  const total = knownTotal ?? (db.prepare(advancedCountSql(plan.where)).get(...plan.args) as { n: number }).n
  let rows: CompanyRow[] = []
  if (!countOnly && total > 0) {
    rows = db.prepare(advancedRowsSql(plan.where)).all(...plan.args, plan.size, (plan.page - 1) * plan.size) as CompanyRow[]
  }
  return advancedAnswer(plan, total, rows)
}
