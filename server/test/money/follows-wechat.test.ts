/**
 * Our orders follow WeChat Pay's state, over real HTTP against the local fake WeChat Pay: cancelling races paying
 * without losing the payment, a notification for an order closed here pays it, a refund left open by a crash is
 * settled by asking WeChat, and the membership is a ledger — a lower level paid after a higher one follows it, and a
 * refund after an upgrade takes back only its own unused days.
 */
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import type { LocalWechatPay } from '../../src/pay/local'

const DAY = 86_400_000
let s: TestServer
let pay: LocalWechatPay
beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20] } })
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
}, 60_000)
afterAll(async () => s.close())

const info = async (t: string) => (await s.get('/member/info', undefined, { token: t })).body.data
const order = async (t: string, orderNo: string) => (await s.get('/member/order/detail', { orderNo }, { token: t })).body.data
const create = async (t: string, sku: string) => {
  const r = (await s.post('/member/order/create', { sku, payMethod: 'h5', couponId: 0 }, { token: t })).body
  if (r.code !== '0000') throw new Error(r.msg)
  return r.data.order.orderNo as string
}
const cancel = async (t: string, orderNo: string) => (await s.post('/member/order/cancel', { orderNo }, { token: t })).body
const refund = async (t: string, orderNo: string) => (await s.post('/member/order/refund', { orderNo }, { token: t })).body

/** WeChat's view of an order: paid (and not refunded whole) or not */
const paidAtWechat = (orderNo: string) => {
  const o = pay.fake.order(orderNo)
  return Boolean(o && (o.state === 'SUCCESS' || o.state === 'REFUND') && o.refundedFen < o.totalFen)
}

describe('cancelling while WeChat takes the payment', () => {
  it('an order WeChat has already been paid for is paid, not closed, when the user cancels it', async () => {
    const t = await codeLogin(s, freshPhone())
    const orderNo = await create(t, 'vip_month')
    pay.fake.pay(orderNo, { notify: false })
    const r = await cancel(t, orderNo)
    expect(r.code).toBe('0000')
    expect(r.data.state).toBe('paid')
    expect((await info(t)).level).toBe(1)
  })

  it('a notification for an order closed here pays it: WeChat took the money', async () => {
    const t = await codeLogin(s, freshPhone())
    const orderNo = await create(t, 'vip_month')
    pay.fake.pay(orderNo, { notify: false })
    // closed here while WeChat was being paid (as the timeout close did without asking WeChat)
    await s.app.repos.orders.close(orderNo, s.clock.ms)
    const [attempt] = await pay.fake.notify(orderNo)
    expect(attempt.status).toBe(204)
    const o = await order(t, orderNo)
    expect(o.state).toBe('paid')
    expect((await info(t)).level).toBe(1)
    const events = await s.app.repos.orders.events(orderNo)
    expect(events.some((e) => e.outcome === 'applied' && e.detail.includes('after it was closed'))).toBe(true)
  })

  it('cancel and pay at the same moment, 60 times: every order here ends as WeChat has it', async () => {
    const t = await codeLogin(s, freshPhone())
    const orders: string[] = []
    for (let i = 0; i < 60; i++) {
      const orderNo = await create(t, 'vip_month')
      orders.push(orderNo)
      const paying = new Promise<void>((resolve) => {
        setTimeout(
          () => {
            try {
              pay.fake.pay(orderNo)
            } catch {
              // closed at WeChat first: WeChat refuses to take the money
            }
            resolve()
          },
          Math.floor(Math.random() * 4),
        )
      })
      await Promise.all([cancel(t, orderNo), paying])
    }
    await pay.fake.settled()
    let paid = 0
    for (const orderNo of orders) {
      const o = await order(t, orderNo)
      expect([orderNo, o.state]).toEqual([orderNo, paidAtWechat(orderNo) ? 'paid' : 'closed'])
      if (o.state === 'paid') paid++
    }
    // each paid order added its own month to the timeline
    const m = await info(t)
    const total = m.terms.reduce((sum: number, x: { start: number; end: number }) => sum + (x.end - x.start), 0)
    expect(total).toBeGreaterThanOrEqual(paid * 28 * DAY)
    expect(total).toBeLessThanOrEqual(paid * 31 * DAY)
  }, 60_000)

  it('a payment whose notifications were all lost is found by asking WeChat about open orders a minute old', async () => {
    const t = await codeLogin(s, freshPhone())
    const orderNo = await create(t, 'vip_month')
    pay.fake.pay(orderNo, { notify: false })
    expect(await s.app.money.settlement.checkOpen(60_000, 120_000)).toBe(0)
    s.clock.advance(61)
    expect(await s.app.money.settlement.checkOpen(60_000, 120_000)).toBe(1)
    expect((await order(t, orderNo)).state).toBe('paid')
    expect((await info(t)).level).toBe(1)
  })

  it('the timeout close asks WeChat first as well', async () => {
    const t = await codeLogin(s, freshPhone())
    const orderNo = await create(t, 'vip_month')
    pay.fake.pay(orderNo, { notify: false })
    s.clock.advance(16 * 60)
    await s.app.money.closeDue()
    expect((await order(t, orderNo)).state).toBe('paid')
  })
})

describe('the membership ledger over HTTP', () => {
  it('paying a lower level after a higher one queues it after the higher one, and it can be refunded whole', async () => {
    const t = await codeLogin(s, freshPhone())
    const vip = await create(t, 'vip_month')
    const svip = await create(t, 'svip_month')
    pay.fake.pay(svip)
    await pay.fake.settled()
    pay.fake.pay(vip)
    await pay.fake.settled()
    const m = await info(t)
    expect(m.level).toBe(2)
    const [first, second] = m.terms
    expect(first).toMatchObject({ level: 2, start: s.clock.ms })
    expect(second).toMatchObject({ level: 1, start: first.end })
    const v = await order(t, vip)
    expect(v).toMatchObject({ state: 'paid', termStart: first.end, termEnd: second.end })
    expect(v.refund).toMatchObject({ allowed: true, refundFen: v.amountFen })
    expect((await refund(t, vip)).code).toBe('0000')
    await pay.fake.settled()
    expect((await order(t, vip)).state).toBe('refunded')
    expect((await info(t)).terms).toEqual([first])
  })

  it('a refund of the lower order after an upgrade takes back only its own unused days', async () => {
    const t = await codeLogin(s, freshPhone())
    const vip = await create(t, 'vip_month')
    pay.fake.pay(vip)
    await pay.fake.settled()
    const paidVip = await order(t, vip)
    s.clock.advance(3 * 86400)
    const svip = await create(t, 'svip_month')
    pay.fake.pay(svip)
    await pay.fake.settled()
    const svipEnd = (await info(t)).expiresAt
    const quote = (await order(t, vip)).refund
    const unused = paidVip.termEnd - paidVip.termStart - 3 * DAY
    expect(quote.refundFen).toBe(Math.floor((paidVip.amountFen * unused) / (paidVip.termEnd - paidVip.termStart)))
    expect((await refund(t, vip)).code).toBe('0000')
    await pay.fake.settled()
    const m = await info(t)
    expect(m.level).toBe(2)
    expect(m.expiresAt).toBe(svipEnd)
    expect(m.terms).toEqual([{ level: 2, name: 'SVIP会员', start: s.clock.ms, end: svipEnd }])
  })
})

describe('refunds left open', () => {
  it('a refund stored here but never sent (a crash) is sent again and settled by the refund check', async () => {
    const t = await codeLogin(s, freshPhone())
    const orderNo = await create(t, 'vip_month')
    pay.fake.pay(orderNo)
    await pay.fake.settled()
    const asked = await s.app.repos.orders.askRefund(orderNo, '不需要了', s.clock.ms, (o) => ({ ok: true, refundFen: o.amount_fen }))
    expect(asked.ok).toBe(true)
    expect((await order(t, orderNo)).state).toBe('refunding')
    // account cancellation waits on it
    const blocked = await s.app.repos.cancellations.openOrders((await s.app.repos.orders.get(orderNo))!.user_id)
    expect(blocked.refunding).toBe(1)
    await s.app.money.settlement.checkRefunds(0)
    await pay.fake.settled()
    expect((await order(t, orderNo)).state).toBe('refunded')
    expect(pay.fake.refunds.filter((r) => r.outTradeNo === orderNo)).toHaveLength(1)
  })

  it('a refund whose notification never comes is settled by asking WeChat', async () => {
    const t = await codeLogin(s, freshPhone())
    const orderNo = await create(t, 'vip_month')
    pay.fake.pay(orderNo)
    await pay.fake.settled()
    pay.fake.dropNotifications(true)
    try {
      const asked = await s.app.repos.orders.askRefund(orderNo, '', s.clock.ms, (o) => ({ ok: true, refundFen: o.amount_fen }))
      if (!asked.ok) throw new Error(asked.reason)
      // WeChat took the refund, but its answer was lost
      await pay.provider.refund({
        outTradeNo: orderNo,
        outRefundNo: asked.order.refund_no!,
        refundFen: asked.order.refund_fen!,
        totalFen: asked.order.amount_fen,
      })
      expect((await order(t, orderNo)).state).toBe('refunding')
      await s.app.money.settlement.checkRefunds(0)
      expect((await order(t, orderNo)).state).toBe('refunded')
    } finally {
      pay.fake.dropNotifications(false)
    }
  })
})

describe('open orders', () => {
  it('a user holds at most 5 unpaid orders: the sixth is refused before WeChat is asked, even when asked at once', async () => {
    const t = await codeLogin(s, freshPhone())
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        s.post('/member/order/create', { sku: 'svip_month', payMethod: 'native', couponId: 0 }, { token: t }),
      ),
    )
    const made = tries.filter((r) => r.body.code === '0000')
    const refused = tries.filter((r) => r.body.code !== '0000')
    expect(made).toHaveLength(5)
    for (const r of refused) expect(r.body).toMatchObject({ code: '4000', msg: '您有5笔未支付的订单，请先支付或取消后再下单' })
    const userId = (
      (await s.sql
        .prepare('SELECT user_id FROM users WHERE user_id IN (SELECT user_id FROM orders WHERE order_no = ?)')
        .get(made[0].body.data.order.orderNo)) as { user_id: string }
    ).user_id
    const orders = (await s.sql.prepare('SELECT order_no FROM orders WHERE user_id = ?').all(userId)) as Array<{ order_no: string }>
    expect(orders).toHaveLength(5)
    // cancelling one frees a place
    expect((await cancel(t, orders[0].order_no)).data.state).toBe('closed')
    expect((await s.post('/member/order/create', { sku: 'svip_month', payMethod: 'native', couponId: 0 }, { token: t })).body.code).toBe(
      '0000',
    )
  })
})
