/**
 * The China calendar days a 新增企业 range covers and their grouping into days, ISO weeks or months. Kept apart from
 * newly.ts so the app, which only labels what the server counted, does not load the utc and isoWeek plugins.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import isoWeek from 'dayjs/plugin/isoWeek'
import type { NewlyRange, NewlyUnit } from './newly'

dayjs.extend(utc)
dayjs.extend(isoWeek)

export interface DayWindow {
  /** first China day counted, yyyy-mm-dd */
  start: string
  /** last China day counted (today), yyyy-mm-dd */
  end: string
}

/**
 * The days a range covers, today included: 近7天 is today and the 6 days before it, 近30天 today and the 29 before,
 * 近3个月 the day after the same date three months ago up to today (month ends clamp: 31 May → from 1 Mar).
 */
export function newlyWindow(range: NewlyRange, today: string): DayWindow {
  const t = dayjs.utc(today)
  const start = range === '7d' ? t.subtract(6, 'day') : range === '30d' ? t.subtract(29, 'day') : t.subtract(3, 'month').add(1, 'day')
  return { start: start.format('YYYY-MM-DD'), end: today }
}

/** The bucket a day falls in: the day itself, the Monday of its ISO week, or its month (yyyy-mm). */
export function bucketOf(date: string, unit: NewlyUnit): string {
  if (unit === 'day') return date
  if (unit === 'week') return dayjs.utc(date).startOf('isoWeek').format('YYYY-MM-DD')
  return date.slice(0, 7)
}

/** Every bucket of the window in order, the first and last possibly partial. */
export function bucketsOf(w: DayWindow, unit: NewlyUnit): string[] {
  const out: string[] = []
  for (let d = dayjs.utc(w.start); d.format('YYYY-MM-DD') <= w.end; d = d.add(1, 'day')) {
    const b = bucketOf(d.format('YYYY-MM-DD'), unit)
    if (out[out.length - 1] !== b) out.push(b)
  }
  return out
}

/** The per-day counts of a window summed into its buckets, empty buckets as 0. */
export function groupCounts(
  w: DayWindow,
  unit: NewlyUnit,
  days: Array<{ date: string; count: number }>,
): Array<{ label: string; count: number }> {
  const sums = new Map(bucketsOf(w, unit).map((b) => [b, 0]))
  for (const d of days) {
    const b = bucketOf(d.date, unit)
    if (sums.has(b)) sums.set(b, sums.get(b)! + d.count)
  }
  return [...sums].map(([label, count]) => ({ label, count }))
}
