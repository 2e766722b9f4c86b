/** Time-filter option sets (spec §9) computed from a given 'now'. Open ends are ''. */
import { addDays, addMonths, addYears, ymd } from './dates'

export interface TimeFilterOption {
  name: string
  startDate: string
  endDate: string
  isSel: boolean
}

const opt = (name: string, start: Date | null, end: Date | null): TimeFilterOption => ({
  name,
  startDate: start ? ymd(start) : '',
  endDate: end ? ymd(end) : '',
  isSel: false,
})

/** General (e.g. years since establishment): within 3 months … over 10 years. */
export function generalFilters(now: Date = new Date()): TimeFilterOption[] {
  return [
    opt('3个月内', addMonths(now, -3), now),
    opt('半年内', addMonths(now, -6), now),
    opt('1年内', addYears(now, -1), now),
    opt('1-3年', addYears(now, -3), addYears(now, -1)),
    opt('3-5年', addYears(now, -5), addYears(now, -3)),
    opt('5-10年', addYears(now, -10), addYears(now, -5)),
    opt('10年以上', null, addYears(now, -10)),
  ]
}

export function recentFilters(now: Date = new Date()): TimeFilterOption[] {
  return [
    opt('近3天', addDays(now, -3), now),
    opt('近7天', addDays(now, -7), now),
    opt('近30天', addDays(now, -30), now),
    opt('近3个月', addMonths(now, -3), now),
    opt('近半年', addMonths(now, -6), now),
  ]
}

export function inviteFilters(now: Date = new Date()): TimeFilterOption[] {
  const yesterday = addDays(now, -1)
  return [
    opt('今天', now, now),
    opt('昨天', yesterday, yesterday),
    opt('近3天', addDays(now, -3), now),
    opt('近7天', addDays(now, -7), now),
    opt('近1个月', addMonths(now, -1), now),
    opt('近半年', addMonths(now, -6), now),
  ]
}

export function riskFilters(now: Date = new Date()): TimeFilterOption[] {
  return [
    opt('今天', now, now),
    opt('近1个月', addMonths(now, -1), now),
    opt('近3个月', addMonths(now, -3), now),
    opt('近1年', addYears(now, -1), now),
    opt('近3年', addYears(now, -3), now),
  ]
}

/** Returns a copy with only `index` selected; tapping the selected one again clears it. */
export function selectFilter(options: TimeFilterOption[], index: number): TimeFilterOption[] {
  const wasSel = options[index]?.isSel
  return options.map((o, i) => ({ ...o, isSel: i === index && !wasSel }))
}
