/** Time-filter option sets computed from a given 'now'. Open ends are ''. */
import dayjs, { type Dayjs } from 'dayjs'
import { ymd } from '../../contract/domain/dates'

export interface TimeFilterOption {
  name: string
  startDate: string
  endDate: string
  isSel: boolean
}

type Unit = 'day' | 'month' | 'year'
/** [label, start as an amount back from now (null: open), end as an amount back (0: today)] */
type Row = [name: string, start: [number, Unit] | null, end: [number, Unit]]

const options = (now: Date, rows: Row[]): TimeFilterOption[] => {
  const at = dayjs(now)
  const back = ([n, unit]: [number, Unit]): Dayjs => at.subtract(n, unit)
  return rows.map(([name, start, end]) => ({ name, startDate: start ? ymd(back(start)) : '', endDate: ymd(back(end)), isSel: false }))
}

const TODAY: [number, Unit] = [0, 'day']

/** General (e.g. years since establishment): within 3 months … over 10 years. */
export const generalFilters = (now: Date = new Date()) =>
  options(now, [
    ['3个月内', [3, 'month'], TODAY],
    ['半年内', [6, 'month'], TODAY],
    ['1年内', [1, 'year'], TODAY],
    ['1-3年', [3, 'year'], [1, 'year']],
    ['3-5年', [5, 'year'], [3, 'year']],
    ['5-10年', [10, 'year'], [5, 'year']],
    ['10年以上', null, [10, 'year']],
  ])

export const recentFilters = (now: Date = new Date()) =>
  options(now, [
    ['近3天', [3, 'day'], TODAY],
    ['近7天', [7, 'day'], TODAY],
    ['近30天', [30, 'day'], TODAY],
    ['近3个月', [3, 'month'], TODAY],
    ['近半年', [6, 'month'], TODAY],
  ])

export const inviteFilters = (now: Date = new Date()) =>
  options(now, [
    ['今天', TODAY, TODAY],
    ['昨天', [1, 'day'], [1, 'day']],
    ['近3天', [3, 'day'], TODAY],
    ['近7天', [7, 'day'], TODAY],
    ['近1个月', [1, 'month'], TODAY],
    ['近半年', [6, 'month'], TODAY],
  ])

export const riskFilters = (now: Date = new Date()) =>
  options(now, [
    ['今天', TODAY, TODAY],
    ['近1个月', [1, 'month'], TODAY],
    ['近3个月', [3, 'month'], TODAY],
    ['近1年', [1, 'year'], TODAY],
    ['近3年', [3, 'year'], TODAY],
  ])

/** Returns a copy with only `index` selected; tapping the selected one again clears it. */
export function selectFilter(options: TimeFilterOption[], index: number): TimeFilterOption[] {
  const wasSel = options[index]?.isSel
  return options.map((o, i) => ({ ...o, isSel: i === index && !wasSel }))
}
