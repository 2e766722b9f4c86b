/**
 * What goes into a cell and what a sheet may be called, within Excel's own limits.
 */
import { chinaDate } from '../../../contract/domain/china-time'

/** Excel refuses a cell longer than this (the file opens only after "repair", with the cell emptied). */
export const EXCEL_MAX_CELL_CHARS = 32767
/** Rows in one sheet, Excel's hard limit. */
export const EXCEL_MAX_ROWS = 1_048_576

export type CellValue = string | number | null

/**
 * Numbers stay numbers; dates become 'YYYY-MM-DD' text (a Date object or, for a date column, epoch milliseconds, read
 * as China time); null, undefined, NaN and binary data become empty; text is kept whole up to Excel's cell limit.
 */
export function cellValue(v: unknown, type?: 'date'): CellValue {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null
    return type === 'date' ? chinaDate(v) : v
  }
  if (typeof v === 'string') return v.length > EXCEL_MAX_CELL_CHARS ? v.slice(0, EXCEL_MAX_CELL_CHARS) : v
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : String(v)
  if (typeof v === 'boolean') return v ? '是' : '否'
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : chinaDate(v.getTime())
  if (v instanceof Uint8Array) return null
  return cellValue(JSON.stringify(v))
}

const RESERVED = new Set(['history']) // Excel keeps 'History' for its change tracking

/**
 * A sheet name Excel accepts, not yet in `taken` (compared case-insensitively, as Excel does), which it then joins:
 * at most 31 characters, none of []:*?/\, no apostrophe at either end, not blank.
 */
export function sanitizeSheetName(raw: string, taken: Set<string>): string {
  // eslint-disable-next-line no-control-regex -- control characters cannot be in a sheet name either
  let base = String(raw).replace(/[[\]:*?/\\\u0000-\u001f]/g, '_')
  base = base.replace(/^[\s']+|[\s']+$/g, '') || 'Sheet'
  if (RESERVED.has(base.toLowerCase())) base = `${base}_`
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`
    const name = fit(base, 31 - suffix.length).replace(/'+$/, '') + suffix
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase())
      return name
    }
  }
}

/** At most `max` UTF-16 units (Excel's count), never splitting a surrogate pair. */
function fit(s: string, max: number): string {
  if (s.length <= max) return s
  let out = ''
  for (const ch of s) {
    if (out.length + ch.length > max) break
    out += ch
  }
  return out
}
