/** Small local-time date helpers shared by the time filters, relative time and pickers. */

export const pad2 = (n: number) => String(n).padStart(2, '0')

/** yyyy-mm-dd in local time. */
export function ymd(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`
}

export function addDays(d: Date, days: number): Date {
  const r = new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, d.getHours(), d.getMinutes(), d.getSeconds())
  return r
}

/** Adds months, clamping the day to the target month's length (31 May − 3 months = 28/29 Feb). */
export function addMonths(d: Date, months: number): Date {
  const y = d.getFullYear()
  const m = d.getMonth() + months
  const target = new Date(y, m, 1, d.getHours(), d.getMinutes(), d.getSeconds())
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  target.setDate(Math.min(d.getDate(), last))
  return target
}

export const addYears = (d: Date, years: number) => addMonths(d, years * 12)

/**
 * Parses Date | ms | Unix seconds | 'yyyy-mm-dd[ hh:mm[:ss]]' | ISO text.
 * Dashes become slashes for the plain form because iOS WebViews reject 'yyyy-mm-dd hh:mm'.
 */
export function toDate(v: Date | number | string): Date | null {
  if (v instanceof Date) return isNaN(v.getTime()) ? null : v
  if (typeof v === 'number') return new Date(v < 1e12 ? v * 1000 : v)
  if (typeof v !== 'string' || !v.trim()) return null
  const s = v.trim()
  if (/^\d+$/.test(s)) return toDate(Number(s))
  const plain = /^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{1,2}(:\d{1,2})?)?$/.test(s)
  const d = new Date(plain ? s.replace(/-/g, '/') : s)
  return isNaN(d.getTime()) ? null : d
}
