import { clampDate, clampTime, dateBounds, normaliseIndexes, timeColumns, yearColumn } from '../../src/domain/picker'

const now = new Date(2024, 5, 1)

describe('picker', () => {
  it('time runs 00:00 to 23:59', () => {
    const [h, m] = timeColumns()
    expect(h[0]).toBe('00')
    expect(h[h.length - 1]).toBe('23')
    expect(m).toHaveLength(60)
    expect(m[59]).toBe('59')
  })
  it('dates span 150 years before and after the current year', () => {
    expect(dateBounds(now)).toEqual({ start: '1874-01-01', end: '2174-12-31' })
    const years = yearColumn(now)
    expect(years[0]).toBe(1874)
    expect(years[years.length - 1]).toBe(2174)
    expect(years).toHaveLength(301)
  })
  it('clamps times to start and end', () => {
    expect(clampTime('08:30')).toBe('08:30')
    expect(clampTime('07:00', '08:00', '18:00')).toBe('08:00')
    expect(clampTime('19:15', '08:00', '18:00')).toBe('18:00')
    expect(clampTime('24:10')).toBe('23:59')
    expect(clampTime('12:75')).toBe('00:00')
    expect(clampTime('junk', '09:00')).toBe('09:00')
  })
  it('clamps dates to start and end (default bounds ±150 years)', () => {
    expect(clampDate('2020-2-3', undefined, undefined, now)).toBe('2020-02-03')
    expect(clampDate('1800-01-01', undefined, undefined, now)).toBe('1874-01-01')
    expect(clampDate('2300-01-01', undefined, undefined, now)).toBe('2174-12-31')
    expect(clampDate('2020-01-01', '2021-06-01', '2022-01-01', now)).toBe('2021-06-01')
    expect(clampDate('2023-01-01', '2021-06-01', '2022-01-01', now)).toBe('2022-01-01')
    expect(clampDate('bad', '2021-06-01', undefined, now)).toBe('2021-06-01')
  })
  it('resets out-of-range multi-select indexes to 0', () => {
    const cols = [['a', 'b'], ['x', 'y', 'z'], ['p']]
    expect(normaliseIndexes([1, 2, 0], cols)).toEqual([1, 2, 0])
    expect(normaliseIndexes([2, -1, 5], cols)).toEqual([0, 0, 0])
    expect(normaliseIndexes([1], cols)).toEqual([1, 0, 0])
    expect(normaliseIndexes([1.5, 1, 0], cols)).toEqual([0, 1, 0])
  })
})
