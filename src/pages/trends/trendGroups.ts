/** Grouping and labels of the 动态 timeline. */
import type { TrendItem } from '../../../contract/api/api'
import dayjs from 'dayjs'
import { toDayjs, ymd } from '@contract/domain/dates'
import { relativeTime } from '@/domain/relativeTime'

export interface TrendGroup<T extends { date: string } = TrendItem> {
  /** yyyy-mm-dd */
  date: string
  label: string
  items: T[]
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** '今天' / '昨天' / '11月18日 周三' / '2024年3月2日 周六'. */
export function dateLabel(day: string, now: Date = new Date()): string {
  const d = toDayjs(day)
  if (!d) return day
  const today = dayjs(now)
  if (d.isSame(today, 'day')) return '今天'
  if (d.isSame(today.subtract(1, 'day'), 'day')) return '昨天'
  const md = `${d.format('M月D日')} ${WEEKDAYS[d.day()]}`
  return d.isSame(today, 'year') ? md : `${d.year()}年${md}`
}

/** Newest first, one group per calendar day; items without a readable date go last under '更早'. */
export function groupTrends<T extends { date: string } = TrendItem>(items: T[], now: Date = new Date()): TrendGroup<T>[] {
  const keyed = items.map((item, i) => {
    const d = toDayjs(item.date)
    return { item, i, key: d ? ymd(d) : '', ms: d ? d.valueOf() : -Infinity }
  })
  // stable: equal dates keep the server's order
  keyed.sort((a, b) => (b.ms === a.ms ? a.i - b.i : b.ms - a.ms))
  const groups: TrendGroup<T>[] = []
  for (const k of keyed) {
    const last = groups[groups.length - 1]
    if (last && last.date === k.key) last.items.push(k.item)
    else groups.push({ date: k.key, label: k.key ? dateLabel(k.key, now) : '更早', items: [k.item] })
  }
  return groups
}

/** Relative time of an item; a date without a time of day that is today reads '今天' rather than hours since midnight. */
export function trendTime(date: string, now: Date = new Date()): string {
  const d = toDayjs(date)
  if (!d) return ''
  const dateOnly = /^\d{4}-\d{1,2}-\d{1,2}$/.test(date.trim())
  if (dateOnly && d.isSame(now, 'day')) return '今天'
  if (d.isAfter(now)) return dateOnly ? ymd(d) : '刚刚'
  return relativeTime(d.toDate(), now)
}

export const LEVEL_STYLE: Record<TrendItem['level'], { color: string; background: string; text: string }> = {
  high: { color: '#fa3534', background: '#feecec', text: '高风险' },
  warn: { color: '#ff9900', background: '#fff5e6', text: '警示' },
  info: { color: '#2979ff', background: '#eef4ff', text: '提示' },
}

export const POPULAR_BANNER = '以下为热门企业的最新动态，浏览企业后这里将显示你关注过的企业动态'
