/**
 * The money path over real HTTP against the local fake WeChat Pay (the production client speaking WeChat Pay API v3
 * to it): levels, orders, payment notifications (genuine, duplicate, concurrent, forged, probing, mismatched),
 * closing, refunds and coupons. An order becomes paid only on WeChat's word, never the app's.
 */
import crypto from 'node:crypto'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import type { LocalWechatPay } from '../../src/pay/local'
import { DEFAULT_QUOTAS } from '../../src/quota'

let s: TestServer
let pay: LocalWechatPay
let token: string
beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20] } })
  token = await codeLogin(s, freshPhone())
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
}, 60_000)
afterAll(async () => s.close())

const auth = (t = token) => ({ token: t })
const info = async (t = token) => (await s.get('/member/info', undefined, auth(t))).body.data
const order = async (orderNo: string, t = token) => (await s.get('/member/order/detail', { orderNo }, auth(t))).body
const create = async (body: Record<string, unknown>, t = token) => (await s.post('/member/order/create', body, auth(t))).body
const applied = async (orderNo: string) => await count(s.sql, 'pay_events', `order_no = ? AND outcome = 'applied'`, orderNo)

describe('levels and the free member', () => {
  it('lists free, VIP and SVIP with the limits the server enforces and their prices', async () => {
    const r = await s.get('/member/levels')
    expect(r.body.code).toBe('0000')
    const { levels, refundDays } = r.body.data
    expect(levels.map((l: { name: string }) => l.name)).toEqual(['免费用户', 'VIP会员', 'SVIP会员'])
    expect(levels.map((l: { benefits: { companyScansPerDay: number } }) => l.benefits.companyScansPerDay)).toEqual(
      DEFAULT_QUOTAS.company.levels,
    )
    expect(levels[0].offers).toEqual([])
    expect(levels[1].offers.map((o: { label: string; priceFen: number }) => [o.label, o.priceFen])).toEqual([
      ['月卡', 3900],
      ['年卡', 29900],
    ])
    expect(refundDays).toBe(7)
  })

  it('shows a new user as free, renewal off, with today’s counts', async () => {
    const m = await info()
    expect(m).toMatchObject({ level: 0, name: '免费用户', expiresAt: null, renewReminder: false })
    expect(m.today.companyScans).toEqual({ limit: DEFAULT_QUOTAS.company.levels[0], used: 0, remaining: DEFAULT_QUOTAS.company.levels[0] })
  })

  it('gives a first-order coupon', async () => {
    const r = await s.get('/member/coupons', { state: 'available' }, auth())
    expect(r.body.data.list).toHaveLength(1)
    expect(r.body.data.list[0]).toMatchObject({ source: 'first_order', amountFen: 1000, minFen: 3000 })
  })
})

describe('an order paid through the H5 page', () => {
  let orderNo: string
  it('is created with the best coupon applied, and an H5 pay link', async () => {
    const r = await create({ sku: 'vip_month', payMethod: 'h5', returnUrl: `${s.url}/#/pagesUser/myOrder/myOrder/myOrder` })
    expect(r.code).toBe('0000')
    orderNo = r.data.order.orderNo
    expect(r.data.order).toMatchObject({
      state: 'created',
      priceFen: 3900,
      discountFen: 1000,
      amountFen: 2900,
      couponTitle: '新用户首单立减券',
    })
    expect(r.data.payment.h5Url).toContain(pay.fake.baseUrl)
    expect(r.data.payment.h5Url).toContain('redirect_url=')
    expect(r.data.payment.payPageUrl).toContain(pay.fake.baseUrl)
    expect((await s.get('/member/coupons', { state: 'held' }, auth())).body.data.list).toHaveLength(1)
  })

  it('stays unpaid while only the app says so', async () => {
    expect((await order(orderNo)).data.state).toBe('created')
    expect((await info()).level).toBe(0)
  })

  it('is paid on WeChat’s notification: the level and its limits apply at once, the coupon is spent', async () => {
    pay.fake.pay(orderNo)
    await pay.fake.settled()
    const o = (await order(orderNo)).data
    expect(o.state).toBe('paid')
    expect(o.paidAt).toBe(s.clock.ms)
    const m = await info()
    expect(m.level).toBe(1)
    expect(m.expiresAt).toBe(o.termEnd)
    expect(m.today.companyScans.limit).toBe(DEFAULT_QUOTAS.company.levels[1])
    expect((await s.get('/member/coupons', { state: 'used' }, auth())).body.data.list).toHaveLength(1)
    expect(await applied(orderNo)).toBe(1)
  })

  it('grants once however many times, and however concurrently, WeChat repeats the notification', async () => {
    const before = await info()
    const attempts = await pay.fake.notify(orderNo, { duplicate: 4, concurrent: true })
    expect(attempts.every((a) => a.status === 204)).toBe(true)
    expect((await info()).expiresAt).toBe(before.expiresAt)
    expect(await applied(orderNo)).toBe(1)
  })

  it('refuses forged, altered and probing notifications, and one whose amount is not the order’s', async () => {
    const before = await count(s.sql, 'pay_events')
    for (const tamper of ['signature', 'body'] as const) {
      const [a] = await pay.fake.notify(orderNo, { tamper })
      expect(a.status).toBe(401)
    }
    const [probe] = await pay.fake.notify(orderNo, { probe: true })
    expect(probe.status).toBe(401)
    // a genuinely signed notification whose amount is not the order's is checked against WeChat's own answer, which
    // is the order's: nothing more is granted
    const [amount] = await pay.fake.notify(orderNo, { tamper: 'amount' })
    expect(amount.status).toBe(204)
    expect((await count(s.sql, 'pay_events')) - before).toBe(4)
    expect(await count(s.sql, 'pay_events', `order_no = ? AND kind = 'paid:notify-query' AND outcome = 'duplicate'`, orderNo)).toBe(1)
    expect(await count(s.sql, 'pay_events', `outcome = 'refused:SIGNTEST_PROBE'`)).toBe(1)
    expect(await applied(orderNo)).toBe(1)
  })

  it('is another user’s 4040', async () => {
    const other = await codeLogin(s, freshPhone())
    expect((await order(orderNo, other)).code).toBe('4040')
  })

  it('is refunded pro rata within 7 days, and the term is taken back', async () => {
    s.clock.advance(3 * 86400)
    const o = (await order(orderNo)).data
    expect(o.refund.allowed).toBe(true)
    const expected = Math.floor((2900 * (o.termEnd - s.clock.ms)) / (o.termEnd - o.termStart))
    expect(o.refund.refundFen).toBe(expected)
    const r = await s.post('/member/order/refund', { orderNo, reason: '不需要了' }, auth())
    expect(r.body.code).toBe('0000')
    await pay.fake.settled()
    const done = (await order(orderNo)).data
    expect(done).toMatchObject({ state: 'refunded', refundFen: expected })
    expect(pay.fake.refunds.find((f) => f.outTradeNo === orderNo)?.refundFen).toBe(expected)
    expect((await info()).level).toBe(0)
    expect((await s.post('/member/order/refund', { orderNo }, auth())).body.code).toBe('4000')
  })
})

describe('orders that are not paid', () => {
  it('an unknown order number WeChat reports paid is refused and logged', async () => {
    const outTradeNo = `X${crypto.randomBytes(6).toString('hex')}`
    await pay.provider.createNative({ outTradeNo, description: '未知', amountFen: 100, notifyUrl: `${s.url}/api/member/pay/wechat/notify` })
    pay.fake.pay(outTradeNo)
    await pay.fake.settled()
    expect(await count(s.sql, 'pay_events', `order_no = ? AND outcome = 'refused'`, outTradeNo)).toBeGreaterThan(0)
    expect(await count(s.sql, 'orders', 'order_no = ?', outTradeNo)).toBe(0)
  })

  it('a Native order shows a QR code; cancelling closes it at WeChat and here', async () => {
    const r = await create({ sku: 'svip_month', payMethod: 'native' })
    expect(r.code).toBe('0000')
    expect(r.data.payment.codeUrl).toMatch(/^weixin:\/\//)
    expect(r.data.payment.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    const { orderNo } = r.data.order
    const c = await s.post('/member/order/cancel', { orderNo }, auth())
    expect(c.body.data.state).toBe('closed')
    expect(pay.fake.order(orderNo)?.state).toBe('CLOSED')
    expect((await s.post('/member/order/pay', { orderNo, payMethod: 'native' }, auth())).body.msg).toBe('订单已关闭，请重新下单')
  })

  it('an unpaid order closes when its time is up', async () => {
    const { orderNo } = (await create({ sku: 'vip_year', payMethod: 'native' })).data.order
    s.clock.advance(14 * 60)
    expect(await s.app.money.closeDue()).toBe(0)
    s.clock.advance(2 * 60)
    expect(await s.app.money.closeDue()).toBe(1)
    expect((await order(orderNo)).data.state).toBe('closed')
  })

  it('an order paid at WeChat whose notification is lost is found paid when the app asks', async () => {
    const { orderNo } = (await create({ sku: 'vip_month', payMethod: 'native' })).data.order
    const entry = pay.fake.order(orderNo)!
    entry.notifyUrl = 'http://127.0.0.1:1/lost'
    pay.fake.pay(orderNo)
    expect((await order(orderNo)).data.state).toBe('paid')
    expect((await info()).level).toBe(1)
  })

  it('JSAPI needs the user’s WeChat openid and then gives the payment structure', async () => {
    const phone = freshPhone()
    const t = await codeLogin(s, phone)
    const r = await create({ sku: 'vip_month', payMethod: 'jsapi' }, t)
    expect(r.code).toBe('4000')
    expectChinese(r.msg)
    const id = ((await s.sql.prepare('SELECT user_id FROM users WHERE phone = ?').get(phone)) as { user_id: string }).user_id
    await s.app.repos.users.setWxOpenId(id, 'o-test-openid-1')
    const ok = await create({ sku: 'vip_month', payMethod: 'jsapi' }, t)
    const p = ok.data.payment.params
    expect(p.packageValue).toBe(`prepay_id=${p.prepayId}`)
    expect(p.signType).toBe('RSA')
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.packageValue}\n`
    expect(crypto.verify('RSA-SHA256', Buffer.from(message), pay.keys.merchantPublicKey, Buffer.from(p.paySign, 'base64'))).toBe(true)
  })

  it('bad input is refused in Chinese and changes nothing', async () => {
    const before = await count(s.sql, 'orders')
    for (const body of [
      { sku: 'gold_forever', payMethod: 'h5' },
      { sku: 'vip_month', payMethod: 'alipay' },
      { sku: 'vip_month', payMethod: 'h5', couponId: 999999 },
      { sku: 'vip_month', payMethod: 'h5', returnUrl: 'https://evil.example.com/#/x' },
    ]) {
      const r = await create(body)
      expect(['4000', '4040']).toContain(r.code)
      expectChinese(r.msg)
    }
    expect(await count(s.sql, 'orders')).toBe(before)
    expect((await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'h5' })).body.code).toBe('4030')
  })
})

describe('coupons', () => {
  it('joining with an invitation code gives the invitation reward, which checkout applies as the best one', async () => {
    const t = await codeLogin(s, freshPhone())
    expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'YQC2026' }, auth(t))).body.code).toBe('0000')
    const list = (await s.get('/member/coupons', { state: 'available' }, auth(t))).body.data.list
    expect(list.map((c: { source: string }) => c.source).sort()).toEqual(['first_order', 'invite'])
    // a year of VIP (299) takes the 20-yuan invitation coupon over the 10-yuan first-order one; a month (39) cannot use it
    const year = (await create({ sku: 'vip_year', payMethod: 'native' }, t)).data.order
    expect(year).toMatchObject({ discountFen: 2000, couponTitle: '邀请奖励券' })
    const month = (await create({ sku: 'vip_month', payMethod: 'native' }, t)).data.order
    expect(month).toMatchObject({ discountFen: 1000, couponTitle: '新用户首单立减券' })
    // one coupon per order: both are now held, so a third order gets none
    expect((await create({ sku: 'svip_month', payMethod: 'native' }, t)).data.order.discountFen).toBe(0)
    // cancelling releases the held coupon
    await s.post('/member/order/cancel', { orderNo: year.orderNo }, auth(t))
    expect((await s.get('/member/coupons', { state: 'available' }, auth(t))).body.data.list[0].source).toBe('invite')
  })
})

describe('membership terms', () => {
  it('an upgrade starts at once and the rest of the lower level follows it; a lower level can still be bought', async () => {
    const t = await codeLogin(s, freshPhone())
    const vip = (await create({ sku: 'vip_year', payMethod: 'native', couponId: 0 }, t)).data.order
    pay.fake.pay(vip.orderNo)
    await pay.fake.settled()
    const vipEnd = (await info(t)).expiresAt
    s.clock.advance(86400)
    const svip = (await create({ sku: 'svip_month', payMethod: 'native', couponId: 0 }, t)).data.order
    pay.fake.pay(svip.orderNo)
    await pay.fake.settled()
    const m = await info(t)
    expect(m.level).toBe(2)
    const paid = (await order(svip.orderNo, t)).data
    expect(m.expiresAt).toBe(paid.termEnd)
    expect(m.terms).toEqual([
      { level: 2, name: 'SVIP会员', start: s.clock.ms, end: paid.termEnd },
      { level: 1, name: 'VIP会员', start: paid.termEnd, end: paid.termEnd + (vipEnd - s.clock.ms) },
    ])
    const lower = await create({ sku: 'vip_month', payMethod: 'native' }, t)
    expect(lower.code).toBe('0000')
  })

  it('an ended term drops to the free level', async () => {
    const phone = freshPhone()
    const t = await codeLogin(s, phone)
    const o = (await create({ sku: 'vip_month', payMethod: 'native' }, t)).data.order
    pay.fake.pay(o.orderNo)
    await pay.fake.settled()
    const m = await info(t)
    expect(m.level).toBe(1)
    s.clock.ms = m.expiresAt - 3 * 86400_000
    // a month on, the sign-in has expired too
    const again = await codeLogin(s, phone)
    expect((await info(again)).renewReminder).toBe(true)
    s.clock.ms = m.expiresAt + 1
    expect((await info(again)).level).toBe(0)
    expect(await s.app.money.expireMemberships()).toBeGreaterThan(0)
    expect(
      ((await s.sql.prepare('SELECT member_level FROM users WHERE phone = ?').get(phone)) as { member_level: number }).member_level,
    ).toBe(0)
  })
})
