/** Local-time date helpers shared by the time filters, relative time, pickers and formats, on dayjs. */
import dayjs, { type Dayjs } from 'dayjs'

export type DateInput = Date | number | string

export const pad2 = (n: number) => String(n).padStart(2, '0')

/** yyyy-mm-dd in local time. */
export const ymd = (d: Date | Dayjs): string => dayjs(d).format('YYYY-MM-DD')

export const addDays = (d: Date, days: number): Date => dayjs(d).add(days, 'day').toDate()

/** Adds months, clamping the day to the target month's length (31 May − 3 months = 28/29 Feb). */
export const addMonths = (d: Date, months: number): Date => dayjs(d).add(months, 'month').toDate()

export const addYears = (d: Date, years: number): Date => dayjs(d).add(years, 'year').toDate()

/**
 * Reads Date | ms | Unix seconds (below 10¹² a number counts as seconds) | digits of either |
 * 'yyyy-mm-dd[ hh:mm[:ss]]' (local time, also on iOS WebViews, which refuse it to `new Date`) | ISO text.
 * Anything unreadable gives null.
 */
export function toDayjs(v: DateInput | null | undefined): Dayjs | null {
  const s = typeof v === 'string' ? v.trim() : v
  if (s === null || s === undefined || s === '') return null
  const n = typeof s === 'string' && /^\d+$/.test(s) ? Number(s) : s
  const d = typeof n === 'number' ? dayjs(n < 1e12 ? n * 1000 : n) : dayjs(n)
  return d.isValid() ? d : null
}

export const toDate = (v: DateInput): Date | null => toDayjs(v)?.toDate() ?? null
