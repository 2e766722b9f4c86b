/**
 * The 动态 feed before monitoring: registration changes and dated records of some companies, newest first,
 * on either database, through the Sql door.
 */
import type { TrendItem } from '../../../contract/schemas/trends'
import { getDimension } from '../../../contract/domain/dimensions'
import { capitalText } from '../../../contract/domain/format'
import type { Sql } from './sql'

/** Registration fields whose change is a warning sign. */
const WARN_FIELDS = new Set(['法定代表人', '经营状态', '股东', '注册资本', '企业名称'])

interface TrendRow {
  kind: 'change' | 'record'
  id: number
  pid: string
  company_name: string
  dim: string
  before: string | null
  after: string | null
  title: string
  amount: number | null
  status: string | null
  date: string
}

/** yyyy-mm-dd of the day in China (UTC+8) at that instant. */
export { chinaDate } from '../../../contract/domain/china-time'

export interface TrendRepo {
  /**
   * Latest registration changes and dated records of the given companies, newest first.
   * Dates after `today` (deadlines, scheduled hearings) are not news yet and are left out.
   */
  recent(companyIds: number[], pageNum: number, pageSize: number, today: string): Promise<{ total: number; list: TrendItem[] }>
}

export class SqlTrendRepo implements TrendRepo {
  constructor(private readonly db: Sql) {}

  async recent(companyIds: number[], pageNum: number, pageSize: number, today: string): Promise<{ total: number; list: TrendItem[] }> {
    if (companyIds.length === 0) return { total: 0, list: [] }
    const ids = companyIds.map(() => '?').join(',')
    const union = `
      SELECT 'change' AS kind, ch.id, ch.company_id, ch.field AS dim, ch.before, ch.after, '' AS title, NULL AS amount, NULL AS status, ch.date
        FROM changes ch WHERE ch.company_id IN (${ids}) AND ch.date <= ?
      UNION ALL
      SELECT 'record' AS kind, r.id, r.company_id, r.dimension AS dim, NULL, NULL, r.title, r.amount, r.status, r.date
        FROM records r WHERE r.company_id IN (${ids}) AND r.date IS NOT NULL AND r.date <= ?`
    const args = [...companyIds, today, ...companyIds, today]
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n FROM (${union})`).get(...args)) as { n: number }).n
    const rows = (await this.db
      .prepare(
        `SELECT t.kind, t.id, c.pid, c.name AS company_name, t.dim, t.before, t.after, t.title, t.amount, t.status, t.date
         FROM (${union}) t JOIN companies c ON c.id = t.company_id
         ORDER BY t.date DESC, t.kind, t.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, pageSize, (pageNum - 1) * pageSize)) as TrendRow[]
    return { total, list: rows.map(toTrend) }
  }
}

function toTrend(r: TrendRow): TrendItem {
  if (r.kind === 'change') {
    return {
      id: `c${r.id}`,
      pid: r.pid,
      companyName: r.company_name,
      kind: 'change',
      dimension: r.dim,
      dimensionLabel: `${r.dim}变更`,
      title: `${r.dim}变更`,
      content: `${r.before || '-'} → ${r.after || '-'}`,
      date: r.date,
      level: WARN_FIELDS.has(r.dim) ? 'warn' : 'info',
    }
  }
  const dim = getDimension(r.dim)
  const extra = [r.status, r.amount ? `金额：${capitalText(r.amount, '元')}` : ''].filter(Boolean).join('，')
  return {
    id: `r${r.id}`,
    pid: r.pid,
    companyName: r.company_name,
    kind: 'record',
    dimension: r.dim,
    dimensionLabel: dim?.label ?? r.dim,
    title: r.title || `新增${dim?.label ?? ''}`,
    content: extra ? `${r.title}（${extra}）` : r.title,
    date: r.date,
    level: dim?.level ?? 'info',
  }
}
