import { generalFilters, inviteFilters, recentFilters, riskFilters, selectFilter } from '../../src/domain/timeFilters'

const now = new Date(2024, 4, 31, 10, 0, 0) // 2024-05-31

describe('time filters', () => {
  it('general set', () => {
    expect(generalFilters(now)).toEqual([
      { name: '3个月内', startDate: '2024-02-29', endDate: '2024-05-31', isSel: false },
      { name: '半年内', startDate: '2023-11-30', endDate: '2024-05-31', isSel: false },
      { name: '1年内', startDate: '2023-05-31', endDate: '2024-05-31', isSel: false },
      { name: '1-3年', startDate: '2021-05-31', endDate: '2023-05-31', isSel: false },
      { name: '3-5年', startDate: '2019-05-31', endDate: '2021-05-31', isSel: false },
      { name: '5-10年', startDate: '2014-05-31', endDate: '2019-05-31', isSel: false },
      { name: '10年以上', startDate: '', endDate: '2014-05-31', isSel: false },
    ])
  })
  it('recent set', () => {
    expect(recentFilters(now).map((o) => [o.name, o.startDate, o.endDate])).toEqual([
      ['近3天', '2024-05-28', '2024-05-31'],
      ['近7天', '2024-05-24', '2024-05-31'],
      ['近30天', '2024-05-01', '2024-05-31'],
      ['近3个月', '2024-02-29', '2024-05-31'],
      ['近半年', '2023-11-30', '2024-05-31'],
    ])
  })
  it('invite set, with today and yesterday across a month edge', () => {
    const d = new Date(2024, 2, 1, 9) // 2024-03-01
    expect(inviteFilters(d).map((o) => [o.name, o.startDate, o.endDate])).toEqual([
      ['今天', '2024-03-01', '2024-03-01'],
      ['昨天', '2024-02-29', '2024-02-29'],
      ['近3天', '2024-02-27', '2024-03-01'],
      ['近7天', '2024-02-23', '2024-03-01'],
      ['近1个月', '2024-02-01', '2024-03-01'],
      ['近半年', '2023-09-01', '2024-03-01'],
    ])
  })
  it('risk set', () => {
    expect(riskFilters(now).map((o) => [o.name, o.startDate, o.endDate])).toEqual([
      ['今天', '2024-05-31', '2024-05-31'],
      ['近1个月', '2024-04-30', '2024-05-31'],
      ['近3个月', '2024-02-29', '2024-05-31'],
      ['近1年', '2023-05-31', '2024-05-31'],
      ['近3年', '2021-05-31', '2024-05-31'],
    ])
  })
  it('selecting marks one option; selecting it again clears it', () => {
    const opts = riskFilters(now)
    const a = selectFilter(opts, 2)
    expect(a.map((o) => o.isSel)).toEqual([false, false, true, false, false])
    expect(opts[2].isSel).toBe(false)
    expect(selectFilter(a, 1).map((o) => o.isSel)).toEqual([false, true, false, false, false])
    expect(selectFilter(a, 2).every((o) => !o.isSel)).toBe(true)
  })
})
