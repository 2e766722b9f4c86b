import { REFERENCE_DATE } from './constants'

const DAY = 86400000
const REF_MS = Date.UTC(2026, 10, 1)
if (new Date(REF_MS).toISOString().slice(0, 10) !== REFERENCE_DATE) throw new Error('REFERENCE_DATE mismatch')

/** days since 1970-01-01 of a yyyy-mm-dd string */
export function toDay(date: string): number {
  return Math.floor(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY)
}

export function fromDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10)
}

export const REF_DAY = Math.floor(REF_MS / DAY)

/** a day between `from` and the reference date, more recent more likely */
export function recentDay(u: number, fromDay: number, power = 1.8): number {
  const span = Math.max(0, REF_DAY - fromDay)
  return REF_DAY - Math.floor(Math.pow(u, power) * span)
}

export function addDays(date: string, days: number): string {
  return fromDay(Math.min(REF_DAY, toDay(date) + days))
}

/** a timestamp string for captured_at: deterministic, before the reference date */
export function capturedAt(day: number, secondOfDay: number): string {
  return new Date(Math.min(day, REF_DAY - 1) * DAY + (secondOfDay % 86400) * 1000).toISOString().replace('T', ' ').slice(0, 19)
}
