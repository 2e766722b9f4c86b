/**
 * Relative time (spec §9): under 300 s '刚刚', then minutes, hours, days (under 30 days);
 * beyond that 'N个月前' under a year and 'N年前' after, or the date itself when `after30Days: 'date'`.
 */
import { toDate, ymd } from './dates'

export interface RelativeTimeOptions {
  after30Days?: 'months' | 'date'
}

const MIN = 60
const HOUR = 3600
const DAY = 86400

export function relativeTime(time: Date | number | string, now: Date | number = Date.now(), opts: RelativeTimeOptions = {}): string {
  const d = toDate(time)
  if (!d) return ''
  const nowMs = now instanceof Date ? now.getTime() : now
  const sec = Math.floor((nowMs - d.getTime()) / 1000)
  if (sec < 300) return '刚刚'
  if (sec < HOUR) return `${Math.floor(sec / MIN)}分钟前`
  if (sec < DAY) return `${Math.floor(sec / HOUR)}小时前`
  const days = Math.floor(sec / DAY)
  if (days < 30) return `${days}天前`
  if (opts.after30Days === 'date') return ymd(d)
  if (days < 365) return `${Math.floor(days / 30)}个月前`
  return `${Math.floor(days / 365)}年前`
}
