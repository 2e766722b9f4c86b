/** Display formatting: registered capital, dates, masked phones, amounts. */
import { toDayjs } from './dates'

const trimZeros = (s: string) => s.replace(/\.0+$|(\.\d*?)0+$/, '$1')

/** Capital in 万元 → '5000万人民币', '1.2亿人民币'; 0 or missing → '-'. */
export function capitalText(wan: number | null | undefined, currency = '人民币'): string {
  if (wan === null || wan === undefined || !isFinite(wan) || wan <= 0) return '-'
  if (wan >= 10000) return `${trimZeros((wan / 10000).toFixed(2))}亿${currency}`
  return `${trimZeros(wan.toFixed(2))}万${currency}`
}

/** This module's tokens, written as dayjs's: yyyy, mm (month), dd, hh (00–23), MM (minutes), ss. */
const TOKENS: Record<string, string> = { yyyy: 'YYYY', mm: 'MM', dd: 'DD', hh: 'HH', MM: 'mm', ss: 'ss' }

/** Formats with the tokens yyyy, mm, dd, hh, MM (minutes), ss; other text is kept as written. Bad input gives ''. */
export function formatDate(value: Date | number | string | null | undefined, fmt = 'yyyy-mm-dd'): string {
  const d = toDayjs(value)
  if (!d) return ''
  const pattern = fmt.replace(/yyyy|mm|dd|hh|MM|ss|([^]+?)(?=yyyy|mm|dd|hh|MM|ss|$)/g, (m, text?: string) =>
    text ? `[${text}]` : TOKENS[m],
  )
  return d.format(pattern)
}

/** 13800138000 → 138****8000; anything not 11 digits is returned unchanged. */
export function maskPhone(phone: string | null | undefined): string {
  const s = phone ?? ''
  return /^\d{11}$/.test(s) ? `${s.slice(0, 3)}****${s.slice(7)}` : s
}

/** 1234567.5 → '1,234,567.50'. */
export function formatAmount(value: number | string | null | undefined, decimals = 2): string {
  const n = typeof value === 'string' ? Number(value) : value
  if (n === null || n === undefined || !isFinite(n)) return '-'
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${n < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`
}

/** Large counts shown compactly: 12345 → '1.23万'. */
export function compactCount(n: number): string {
  if (!isFinite(n)) return '0'
  if (n >= 1e8) return `${trimZeros((n / 1e8).toFixed(2))}亿`
  if (n >= 1e4) return `${trimZeros((n / 1e4).toFixed(2))}万`
  return String(n)
}
