/** Picker bounds: time 00:00–23:59, dates ±150 years around the current year, clamping, index reset. */
import dayjs from 'dayjs'
import { pad2 } from '../../contract/domain/dates'

export const PICKER_YEAR_SPAN = 150

export const timeColumns = (): [string[], string[]] => [
  Array.from({ length: 24 }, (_, i) => pad2(i)),
  Array.from({ length: 60 }, (_, i) => pad2(i)),
]

export function dateBounds(now: Date = new Date()): { start: string; end: string } {
  const y = dayjs(now).year()
  return { start: `${y - PICKER_YEAR_SPAN}-01-01`, end: `${y + PICKER_YEAR_SPAN}-12-31` }
}

const toMinutes = (t: string) => {
  const m = /^(\d{1,2}):(\d{1,2})$/.exec(t)
  if (!m) return NaN
  return Number(m[1]) * 60 + Number(m[2])
}
const fromMinutes = (n: number) => `${pad2(Math.floor(n / 60))}:${pad2(n % 60)}`

/** Clamps 'hh:mm' into [start, end] (defaults 00:00–23:59); invalid input gives start. */
export function clampTime(value: string, start = '00:00', end = '23:59'): string {
  const lo = Math.max(0, toMinutes(start))
  const hi = Math.min(23 * 60 + 59, toMinutes(end))
  const v = toMinutes(value)
  if (isNaN(v) || Number(value.split(':')[1]) > 59) return fromMinutes(lo)
  return fromMinutes(Math.min(hi, Math.max(lo, v)))
}

const normDate = (s: string) => {
  const m = /^(\d{4})[-/](\d{1,2})(?:[-/](\d{1,2}))?$/.exec(s)
  return m ? `${m[1]}-${pad2(Number(m[2]))}-${pad2(Number(m[3] ?? 1))}` : ''
}

/** Clamps a yyyy-mm-dd value into [start, end] (defaults ±150 years); invalid input gives start. */
export function clampDate(value: string, start?: string, end?: string, now: Date = new Date()): string {
  const b = dateBounds(now)
  const lo = normDate(start ?? b.start) || b.start
  const hi = normDate(end ?? b.end) || b.end
  const v = normDate(value)
  if (!v) return lo
  if (v < lo) return lo
  if (v > hi) return hi
  return v
}

/** For multi-column pickers: any index outside its column is reset to 0. */
export function normaliseIndexes(indexes: number[], columns: unknown[][]): number[] {
  return columns.map((col, i) => {
    const v = indexes[i]
    return Number.isInteger(v) && v >= 0 && v < col.length ? v : 0
  })
}

/** Years offered by the date picker. */
export function yearColumn(now: Date = new Date()): number[] {
  const y = dayjs(now).year()
  return Array.from({ length: PICKER_YEAR_SPAN * 2 + 1 }, (_, i) => y - PICKER_YEAR_SPAN + i)
}
