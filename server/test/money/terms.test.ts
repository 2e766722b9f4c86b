import { addMonthsChina, canMove, effectiveLevel, newOrderNo, refundFor, termFor } from '../../src/money/terms'
import { DEFAULT_MEMBERSHIP, DEFAULT_OFFERS, benefitsOf, parseExportLimits, parseOffers, parsePhoneRowPrices } from '../../src/money/plans'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 1, 2, 0, 0) // 2026-11-01 10:00 in China
const offer = (sku: string) => DEFAULT_OFFERS.find((o) => o.sku === sku)!

describe('order states', () => {
  it('moves only along created → paid | closed, paid → refunding → refunded (or back to paid)', () => {
    expect(canMove('created', 'paid')).toBe(true)
    expect(canMove('created', 'closed')).toBe(true)
    expect(canMove('paid', 'refunding')).toBe(true)
    expect(canMove('refunding', 'refunded')).toBe(true)
    expect(canMove('refunding', 'paid')).toBe(true)
    expect(canMove('closed', 'paid')).toBe(false)
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

  it('a free user’s term starts now', () => {
    const t = termFor({ level: 0, expiresAt: null }, offer('vip_month'), NOW, DEFAULT_OFFERS)
    expect(t).toEqual({ ok: true, start: NOW, end: addMonthsChina(NOW, 1), carriedMs: 0 })
  })

  it('the same level extends from the current end', () => {
    const end = NOW + 10 * DAY
    const t = termFor({ level: 1, expiresAt: end }, offer('vip_year'), NOW, DEFAULT_OFFERS)
    expect(t).toEqual({ ok: true, start: end, end: addMonthsChina(end, 12), carriedMs: 0 })
  })

  it('an upgrade starts now and carries the lower level’s days at the ratio of the monthly prices', () => {
    const t = termFor({ level: 1, expiresAt: NOW + 30 * DAY }, offer('svip_month'), NOW, DEFAULT_OFFERS)
    if (!t.ok) throw new Error(t.reason)
    expect(t.start).toBe(NOW)
    // VIP's cheapest month is the year at 299/12, SVIP's the year at 699/12
    expect(t.carriedMs).toBe(Math.floor((30 * DAY * (29900 / 12)) / (69900 / 12)))
  })

  it('a lower level, or a level held without end, is refused in Chinese', () => {
    const lower = termFor({ level: 2, expiresAt: NOW + DAY }, offer('vip_month'), NOW, DEFAULT_OFFERS)
    expect(lower).toEqual({ ok: false, reason: '您当前为SVIP，无需购买更低等级的会员' })
    expect(termFor({ level: 1, expiresAt: null }, offer('vip_month'), NOW, DEFAULT_OFFERS).ok).toBe(false)
    // a lower level whose term has ended counts as free
    expect(termFor({ level: 2, expiresAt: NOW - 1 }, offer('vip_month'), NOW, DEFAULT_OFFERS).ok).toBe(true)
  })
})

describe('refunds', () => {
  const paid = { amountFen: 2900, paidAt: NOW, termStart: NOW, termEnd: NOW + 30 * DAY }
  it('gives back the unused part of the term, rounded down to the fen', () => {
    expect(refundFor(paid, NOW, DEFAULT_MEMBERSHIP)).toEqual({ ok: true, refundFen: 2900, unusedMs: 30 * DAY })
    expect(refundFor(paid, NOW + 3 * DAY, DEFAULT_MEMBERSHIP)).toEqual({ ok: true, refundFen: 2610, unusedMs: 27 * DAY })
    expect(refundFor(paid, NOW + DAY / 3, DEFAULT_MEMBERSHIP)).toMatchObject({
      refundFen: Math.floor((2900 * (30 * DAY - DAY / 3)) / (30 * DAY)),
    })
  })

  it('a term that starts later (an extension) is refunded whole', () => {
    const later = { ...paid, termStart: NOW + 10 * DAY, termEnd: NOW + 40 * DAY }
    expect(refundFor(later, NOW + DAY, DEFAULT_MEMBERSHIP)).toMatchObject({ ok: true, refundFen: 2900 })
  })

  it('is refused after the refund window', () => {
    expect(refundFor(paid, NOW + 7 * DAY + 1, DEFAULT_MEMBERSHIP)).toEqual({ ok: false, reason: '支付超过7天的订单不能申请退款' })
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
