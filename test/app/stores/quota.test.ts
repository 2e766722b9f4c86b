import { QuotaStore } from '../../../src/stores/quota'

describe('quota store', () => {
  it('15000 sets type 0 and reads appMaskLayer from JSON msg', () => {
    const q = new QuotaStore()
    expect(q.setFromCode('15000', '{"appMaskLayer":{"btn":"开通会员"},"msg":"今日查询次数已用完"}')).toBe(true)
    expect(q.times).toEqual({ hasNoTimes: true, type: 0, appMaskLayer: { btn: '开通会员' } })
    expect(q.message).toBe('今日查询次数已用完')
  })
  it('15000 with plain text msg', () => {
    const q = new QuotaStore()
    q.setFromCode(15000, '次数已用完')
    expect(q.times).toEqual({ hasNoTimes: true, type: 0, appMaskLayer: null })
    expect(q.message).toBe('次数已用完')
    q.setFromCode('15000', '{broken')
    expect(q.message).toBe('{broken')
  })
  it('15001 sets type 1', () => {
    const q = new QuotaStore()
    q.setFromCode('15001', '{"appMaskLayer":1}')
    expect(q.times).toEqual({ hasNoTimes: true, type: 1, appMaskLayer: null })
  })
  it('other codes change nothing; reset clears', () => {
    const q = new QuotaStore()
    expect(q.setFromCode('4001', 'x')).toBe(false)
    expect(q.times.hasNoTimes).toBe(false)
    q.setFromCode('15001')
    q.reset()
    expect(q.times).toEqual({ hasNoTimes: false, type: null, appMaskLayer: null })
    expect(q.message).toBe('')
  })
})
