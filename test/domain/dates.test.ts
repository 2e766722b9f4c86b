import { addDays, addMonths, addYears, toDate, toDayjs, ymd } from '../../contract/domain/dates'
import { chinaDate, chinaDayStart, chinaTime, isoWeekMonday } from '../../contract/domain/china-time'

describe('local dates', () => {
  it('reads Date, ms, Unix seconds, digit text, plain and ISO text; nothing else', () => {
    const local = new Date(2024, 2, 9, 10, 5, 0)
    expect(toDate(local)?.getTime()).toBe(local.getTime())
    expect(toDate(local.getTime())?.getTime()).toBe(local.getTime())
    expect(toDate(local.getTime() / 1000)?.getTime()).toBe(local.getTime())
    expect(toDate(String(local.getTime() / 1000))?.getTime()).toBe(local.getTime())
    expect(toDate('2024-3-9 10:05')?.getTime()).toBe(local.getTime())
    expect(toDate('2024-03-09 10:05:00')?.getTime()).toBe(local.getTime())
    expect(toDate('2024/03/09')?.getTime()).toBe(new Date(2024, 2, 9).getTime())
    expect(toDate('2024-03-09T02:05:00Z')?.getTime()).toBe(Date.UTC(2024, 2, 9, 2, 5))
    for (const bad of ['', '  ', 'garbage', '2024-99-99x']) expect(toDate(bad)).toBeNull()
    expect(toDayjs(null)).toBeNull()
    expect(toDate(new Date(NaN))).toBeNull()
  })

  it('adds days, months and years in local time, clamping to the end of a shorter month', () => {
    const may31 = new Date(2024, 4, 31, 10)
    expect(ymd(addDays(may31, 1))).toBe('2024-06-01')
    expect(ymd(addDays(new Date(2024, 2, 1), -1))).toBe('2024-02-29')
    expect(ymd(addMonths(may31, -3))).toBe('2024-02-29')
    expect(ymd(addMonths(may31, 1))).toBe('2024-06-30')
    expect(ymd(addYears(new Date(2024, 1, 29), 1))).toBe('2025-02-28')
    expect(addDays(may31, 2).getHours()).toBe(10)
  })
})

describe('China time (UTC+8)', () => {
  const plainDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
  const plainTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(11, 16)
  const plainStart = (sec: number) => Math.floor((sec + 8 * 3600) / 86400) * 86400 - 8 * 3600

  it('reads days and clock times around midnight in China', () => {
    const halfPastMidnight = Date.UTC(2024, 0, 1, 16, 30) // 2024-01-02 00:30 in China
    expect(chinaDate(halfPastMidnight)).toBe('2024-01-02')
    expect(chinaTime(halfPastMidnight)).toBe('00:30')
    expect(chinaDate(halfPastMidnight - 31 * 60_000)).toBe('2024-01-01')
    expect(chinaDayStart(halfPastMidnight / 1000)).toBe(Date.UTC(2024, 0, 1, 16) / 1000)
  })

  it('matches fixed +8 h arithmetic at 2000 random instants, whatever the machine time zone', () => {
    const tz = process.env.TZ
    try {
      for (const zone of ['UTC', 'America/New_York', 'Asia/Shanghai']) {
        process.env.TZ = zone
        let seed = 7
        for (let i = 0; i < 2000 / 3; i++) {
          seed = (seed * 48271) % 2147483647
          const ms = Date.UTC(2000, 0, 1) + ((seed % 40_000) * 86_400_000) / 40 + (seed % 1000) * 1000
          expect([chinaDate(ms), chinaTime(ms), chinaDayStart(Math.floor(ms / 1000))]).toEqual([
            plainDate(ms),
            plainTime(ms),
            plainStart(Math.floor(ms / 1000)),
          ])
        }
      }
    } finally {
      process.env.TZ = tz
    }
  })

  it('buckets a calendar day into the Monday of its ISO week', () => {
    expect(isoWeekMonday('2024-01-01')).toBe('2024-01-01') // a Monday
    expect(isoWeekMonday('2024-01-07')).toBe('2024-01-01') // its Sunday
    expect(isoWeekMonday('2024-01-08')).toBe('2024-01-08')
    expect(isoWeekMonday('2024-03-01')).toBe('2024-02-26') // across a leap month end
    expect(isoWeekMonday('2021-01-03')).toBe('2020-12-28') // across a year end
  })
})
