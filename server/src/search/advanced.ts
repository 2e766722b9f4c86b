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
  const page = Number.isFinite(pageNum) && pageNum >= 1 ? Math.floor(pageNum) : 1
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.min(50, Math.floor(pageSize)) : 20
  const where: string[] = []
  const args: unknown[] = []
  const f = filter ?? {}

  if (f.regionCode) {
    const level = regionLevel(String(f.regionCode))
    if (!level) return empty(page, size)
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
    if (!DATE.test(f.estStart)) return empty(page, size)
    where.push('established >= ?')
    args.push(f.estStart)
  }
  if (f.estEnd) {
    if (!DATE.test(f.estEnd)) return empty(page, size)
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
  if (f.keyword && f.keyword.trim() && !clean) return empty(page, size)
  if (clean) {
    const match = isLatin(clean)
      ? ftsIn(['name', 'initials'], ftsPrefix(clean))
      : ftsIn(clean.length >= 2 ? ['name', 'persons'] : ['name'], phraseOf(clean))
    where.push('id IN (SELECT rowid FROM company_fts WHERE company_fts MATCH ?)')
    args.push(match)
  }
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const total =
    knownTotal ??
    (db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM companies ${cond} LIMIT ${TOTAL_CAP})`).get(...args) as { n: number }).n
  let rows: CompanyRow[] = []
  if (!countOnly && total > 0) {
    rows = db
      .prepare(`SELECT ${HIT_COLUMNS} FROM companies ${cond} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...args, size, (page - 1) * size) as CompanyRow[]
  }
  return {
    total,
    totalText: totalText(total),
    pageNum: page,
    pageSize: size,
    list: rows.map((r) => toCompanyHit(r, clean && !isLatin(clean) ? spansOf(r.name, clean) : [])),
  }
}

function empty(pageNum: number, pageSize: number): Paged<CompanyHit> {
  return { total: 0, totalText: '0', pageNum, pageSize, list: [] }
}
