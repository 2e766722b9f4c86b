/**
 * 新增企业: companies registered (established) in a recent window of China calendar days, counted per region and per
 * day, week or month. Shared by the server (which counts) and the app (which labels the choices and the chart).
 */
export const NEWLY_RANGES = ['7d', '30d', '3m'] as const
export type NewlyRange = (typeof NEWLY_RANGES)[number]
export const NEWLY_RANGE_LABELS: Record<NewlyRange, string> = { '7d': '近7天', '30d': '近30天', '3m': '近3个月' }

export const NEWLY_UNITS = ['day', 'week', 'month'] as const
export type NewlyUnit = (typeof NEWLY_UNITS)[number]
export const NEWLY_UNIT_LABELS: Record<NewlyUnit, string> = { day: '按日', week: '按周', month: '按月' }

/** The grouping a range opens with: a bar a day up to 30 days, a bar a week for three months. */
export const DEFAULT_UNIT: Record<NewlyRange, NewlyUnit> = { '7d': 'day', '30d': 'day', '3m': 'week' }

/** Chart axis text of a bucket: days 'D' ('M/D' on the first bar and the 1st of a month), weeks 'M/D周', months 'M月'. */
export function bucketLabel(label: string, unit: NewlyUnit, first = false): string {
  if (unit === 'month') {
    const m = /^\d{4}-(\d{2})$/.exec(label)
    return m ? `${Number(m[1])}月` : label
  }
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(label)
  if (!m) return label
  const month = Number(m[1])
  const day = Number(m[2])
  if (unit === 'week') return `${month}/${day}周`
  return first || day === 1 ? `${month}/${day}` : String(day)
}
