import { addMonthsChina, canMove, effectiveLevel, monthsFrom, newOrderNo, refundFor } from '../../src/money/terms'
import { DEFAULT_MEMBERSHIP, benefitsOf, parseExportLimits, parseOffers, parsePhoneRowPrices } from '../../src/money/plans'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 1, 2, 0, 0) // 2026-11-01 10:00 in China

describe('order states', () => {
  it('moves only along created → paid | closed, closed → paid (WeChat says so), paid → refunding → refunded (or back to paid)', () => {
    expect(canMove('created', 'paid')).toBe(true)
    expect(canMove('created', 'closed')).toBe(true)
    expect(canMove('paid', 'refunding')).toBe(true)
    expect(canMove('refunding', 'refunded')).toBe(true)
    expect(canMove('refunding', 'paid')).toBe(true)
    expect(canMove('closed', 'paid')).toBe(true)
    expect(canMove('closed', 'refunded')).toBe(false)
    expect(canMove('paid', 'closed')).toBe(false)
    expect(canMove('refunded', 'paid')).toBe(false)
    expect(canMove('created', 'refunded')).toBe(false)
  })
})

describe('terms', () => {
  it('counts months on China’s calendar', () => {
    const jan31 = Date.UTC(2027, 0, 30, 16, 0, 0) // 2027-01-31 00:00 in China
    expect(new Date(addMonthsChina(jan31, 1) + 8 * 3600_000).toISOString().slice(0, 10)).toBe('2027-02-28')
    expect(new Date(addMonthsChina(jan31, 12) + 8 * 3600_000).toISOString().slice(0, 10)).toBe('2028-01-31')
  })

  it('an ended term is the free level; a grant without end stays', () => {
    expect(effectiveLevel({ level: 1, expiresAt: NOW + 1 }, NOW)).toBe(1)
    expect(effectiveLevel({ level: 1, expiresAt: NOW }, NOW)).toBe(0)
    expect(effectiveLevel({ level: 2, expiresAt: null }, NOW)).toBe(2)
  })

  it('a month is counted from where the term starts', () => {
    const start = Date.UTC(2027, 0, 30, 16, 0, 0)
    expect(monthsFrom(1)(start)).toBe(addMonthsChina(start, 1) - start)
    expect(monthsFrom(1)(start)).toBe(28 * DAY)
  })
})

describe('refunds', () => {
  const paid = { amountFen: 2900, paidAt: NOW, grantedMs: 30 * DAY, remainingMs: 30 * DAY }
  it('gives back the unused part of the order’s own grant, rounded down to the fen', () => {
    expect(refundFor(paid, NOW, DEFAULT_MEMBERSHIP)).toEqual({ ok: true, refundFen: 2900, unusedMs: 30 * DAY })
    expect(refundFor({ ...paid, remainingMs: 27 * DAY }, NOW + 3 * DAY, DEFAULT_MEMBERSHIP)).toEqual({
      ok: true,
      refundFen: 2610,
      unusedMs: 27 * DAY,
    })
    expect(refundFor({ ...paid, remainingMs: 30 * DAY - DAY / 3 }, NOW + DAY / 3, DEFAULT_MEMBERSHIP)).toMatchObject({
      refundFen: Math.floor((2900 * (30 * DAY - DAY / 3)) / (30 * DAY)),
    })
  })

  it('a grant nothing of which was used (queued behind another) is refunded whole', () => {
    expect(refundFor(paid, NOW + DAY, DEFAULT_MEMBERSHIP)).toMatchObject({ ok: true, refundFen: 2900 })
  })

  it('is refused after the refund window, and when nothing is left', () => {
    expect(refundFor(paid, NOW + 7 * DAY + 1, DEFAULT_MEMBERSHIP)).toEqual({ ok: false, reason: '支付超过7天的订单不能申请退款' })
    expect(refundFor({ ...paid, remainingMs: 0 }, NOW + DAY, DEFAULT_MEMBERSHIP)).toEqual({
      ok: false,
      reason: '该订单的会员期已用完，无可退金额',
    })
    expect(refundFor({ ...paid, remainingMs: 1 }, NOW + DAY, DEFAULT_MEMBERSHIP)).toEqual({ ok: false, reason: '可退金额不足1分' })
  })
})

describe('configuration', () => {
  it('reads offers and export limits, refusing malformed ones with the variable named', () => {
    expect(parseOffers('vip_month:1:1:100,svip_q:2:3:20000')).toEqual([
      { sku: 'vip_month', level: 1, months: 1, priceFen: 100 },
      { sku: 'svip_q', level: 2, months: 3, priceFen: 20000 },
    ])
    expect(() => parseOffers('vip:1:1:0')).toThrow('MEMBER_OFFERS')
    expect(() => parseOffers('vip_a:3:1:100')).toThrow('MEMBER_OFFERS')
    expect(() => parseOffers('vip_a:1:1:100,vip_a:1:2:100')).toThrow('重复')
    expect(parseExportLimits('1:5:500:0')[1]).toEqual({ perDay: 5, rows: 500, phone: false })
    expect(() => parseExportLimits('1:5:500')).toThrow('EXPORT_LIMITS')
    expect(parsePhoneRowPrices('2:3')).toEqual([20, 10, 3])
    expect(() => parsePhoneRowPrices('1:0')).toThrow('PHONE_ROW_PRICES')
    expect(() => parsePhoneRowPrices('3:10')).toThrow('PHONE_ROW_PRICES')
  })

  it('benefits are the limits the server enforces', () => {
    const quota = { company: { visitor: 1, levels: [3, 30, 300] }, person: { visitor: 1, levels: [2, 20] } }
    const b = benefitsOf(2, { quota, monitorLimits: { 0: 5, 1: 50 }, membership: DEFAULT_MEMBERSHIP })
    expect(b).toEqual({
      companyScansPerDay: 300,
      personChecksPerDay: 20,
      monitorTargets: 50,
      exportsPerDay: DEFAULT_MEMBERSHIP.exports[2].perDay,
      rowsPerExport: DEFAULT_MEMBERSHIP.exports[2].rows,
      phoneExport: true,
      phoneRowFen: DEFAULT_MEMBERSHIP.phoneRowFen[2],
    })
    expect(benefitsOf(0, { membership: DEFAULT_MEMBERSHIP }).phoneRowFen).toBe(0)
  })

  it('order numbers carry the China time and fit WeChat’s rule', () => {
    const no = newOrderNo(NOW, () => 0.5)
    expect(no).toBe('YQ2026110110000055555555')
    expect(no).toMatch(/^[0-9A-Za-z_-]{6,32}$/)
  })
})
