import { relativeTime } from '../../src/domain/relativeTime'

const now = new Date(2024, 5, 15, 12, 0, 0).getTime()
const ago = (sec: number) => now - sec * 1000

describe('relativeTime', () => {
  it('under 300 s is 刚刚 (also for future times)', () => {
    expect(relativeTime(ago(0), now)).toBe('刚刚')
    expect(relativeTime(ago(299), now)).toBe('刚刚')
    expect(relativeTime(now + 60000, now)).toBe('刚刚')
  })
  it('minutes from 300 s to under an hour', () => {
    expect(relativeTime(ago(300), now)).toBe('5分钟前')
    expect(relativeTime(ago(3599), now)).toBe('59分钟前')
  })
  it('hours to under a day, days under 30 days', () => {
    expect(relativeTime(ago(3600), now)).toBe('1小时前')
    expect(relativeTime(ago(86399), now)).toBe('23小时前')
    expect(relativeTime(ago(86400), now)).toBe('1天前')
    expect(relativeTime(ago(29 * 86400 + 86399), now)).toBe('29天前')
  })
  it('from 30 days: months under a year, then years', () => {
    expect(relativeTime(ago(30 * 86400), now)).toBe('1个月前')
    expect(relativeTime(ago(364 * 86400), now)).toBe('12个月前')
    expect(relativeTime(ago(365 * 86400), now)).toBe('1年前')
    expect(relativeTime(ago(3 * 365 * 86400 + 10), now)).toBe('3年前')
  })
  it('from 30 days: the date when asked', () => {
    expect(relativeTime(new Date(2024, 0, 2, 8), now, { after30Days: 'date' })).toBe('2024-01-02')
    expect(relativeTime(ago(29 * 86400), now, { after30Days: 'date' })).toBe('29天前')
  })
  it('accepts strings, Unix seconds and ms; bad input gives empty text', () => {
    expect(relativeTime('2024-06-15 11:00:00', now)).toBe('1小时前')
    expect(relativeTime(Math.floor(ago(600) / 1000), now)).toBe('10分钟前')
    expect(relativeTime('not a date', now)).toBe('')
  })
})
