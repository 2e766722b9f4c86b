/**
 * Relative time: under 300 s '刚刚', then minutes, hours, days (under 30 days); beyond that 'N个月前'
 * (30-day months) under 365 days and 'N年前' after, or the date itself when `after30Days: 'date'`.
 */
import dayjs from 'dayjs'
import { toDayjs, ymd } from '../../contract/domain/dates'

export interface RelativeTimeOptions {
  after30Days?: 'months' | 'date'
}

export function relativeTime(time: Date | number | string, now: Date | number = Date.now(), opts: RelativeTimeOptions = {}): string {
  const d = toDayjs(time)
  if (!d) return ''
  const at = dayjs(now)
  if (at.diff(d, 'second') < 300) return '刚刚'
  if (at.diff(d, 'hour') < 1) return `${at.diff(d, 'minute')}分钟前`
  if (at.diff(d, 'day') < 1) return `${at.diff(d, 'hour')}小时前`
  const days = at.diff(d, 'day')
  if (days < 30) return `${days}天前`
  if (opts.after30Days === 'date') return ymd(d)
  if (days < 365) return `${Math.floor(days / 30)}个月前`
  return `${Math.floor(days / 365)}年前`
}

/** When a footprint was made: '今天 14:05', '昨天 09:30', or the date ('2024-03-01'), in local time. */
export function viewedAt(time: Date | number | string, now: Date | number = Date.now()): string {
  const d = toDayjs(time)
  if (!d) return ''
  const today = dayjs(now).startOf('day')
  if (!d.isBefore(today) && d.isBefore(today.add(1, 'day'))) return `今天 ${d.format('HH:mm')}`
  if (!d.isBefore(today.subtract(1, 'day')) && d.isBefore(today)) return `昨天 ${d.format('HH:mm')}`
  return ymd(d)
}
