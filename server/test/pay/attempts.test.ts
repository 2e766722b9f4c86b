/**
 * Payment numbers per attempt, over real HTTP against the fake WeChat Pay: an open order placed in the mini-program
 * (JSAPI under its AppID) is paid in WeChat's browser under the official account's AppID with a payment number of its
 * own, since WeChat refuses the order number again under another AppID; the same payer paying again reuses its
 * number. When two attempts of one order are both paid at WeChat, the order is paid once and the other payment goes
 * back whole, which the day's reconciliation explains; a return WeChat closes goes out again under the next number. An
 * attempt paid after its order closed here pays it, and an order sent under its own number before attempts existed is
 * still paid again, followed, refunded, reconciled and closed.
 */
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { startFakeWechatPay, type FakeWechatPay } from '../../src/pay/fake-wechat-pay'
import { localPayKeys } from '../../src/pay/local'
import { PayProviderError } from '../../src/pay/provider'
import { WechatPayV3Provider } from '../../src/pay/wechat-v3'
import { returnNoOf } from '../../src/money/settlement'
import { chinaDate } from '../../../contract/domain/china-time'
import { chinaDayRange } from '../../src/money/reconcile'

const MP = 'wx11111111miniprog'
const OA = 'wx22222222official'
const NATIVE = 'wx33333333merchant'
const HOUR = 3_600_000

const keys = localPayKeys({ appid: NATIVE })
let s: TestServer
let fake: FakeWechatPay
let provider: WechatPayV3Provider

beforeAll(async () => {
  // WeChat Pay runs on the test server's clock
  const ref: { s?: TestServer } = {}
  const now = () => (ref.s ? ref.s.clock.ms : Date.now())
  fake = await startFakeWechatPay({ ...keys, boundAppids: [NATIVE, MP, OA], notifyRetryDelaysMs: [20, 20], refundSettleMs: 0, now })
  provider = new WechatPayV3Provider({ ...keys, mpAppid: MP, oaAppid: OA, baseUrl: fake.baseUrl, now })
  s = await startServer({ config: { pay: { provider, merchantId: keys.mchid } } })
  ref.s = s
}, 60_000)

afterAll(async () => {
  await s?.close()
  await fake?.stop()
})

const oaCode = async () => {
  const u = await s.get('/sso/wx/oa/authorizeUrl', { redirectUri: `${s.url}/#/pagesUser/member/member`, state: 'pay' })
  const res = await fetch(u.body.data.url, { redirect: 'manual' })
  return /code=(oa-[0-9a-f]+)/.exec(res.headers.get('location') as string)![1]
}
const payAgain = async (token: string, orderNo: string, body: Record<string, unknown>) =>
  (await s.post('/member/order/pay', { orderNo, ...body }, { token })).body
const detail = async (token: string, orderNo: string) => (await s.get('/member/order/detail', { orderNo }, { token })).body.data
const grants = async (orderNo: string) =>
  Number(
    ((await s.sql.prepare(`SELECT count(*) AS n FROM member_grants WHERE source = 'order' AND ref = ?`).get(orderNo)) as { n: unknown }).n,
  )
const applied = async (orderNo: string) =>
  (await s.app.repos.orders.events(orderNo)).filter((e) => e.outcome === 'applied' && e.kind.startsWith('paid:')).length

/** an order opened in the mini-program, then paid again in WeChat's browser under the official account */
async function openedInBothApps(phone: string) {
  const token = await codeLogin(s, freshPhone(phone))
  const mp = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'jsapi', wxCode: `mp-${phone}`, couponId: 0 }, { token }))
    .body
  expect(mp.code).toBe('0000')
  const orderNo = mp.data.order.orderNo as string
  const oa = await payAgain(token, orderNo, { payMethod: 'jsapi', oaCode: await oaCode() })
  expect(oa.code).toBe('0000')
  return { token, orderNo, mp: mp.data.payment.params, oa: oa.data.payment.params }
}

test('WeChat refuses an order number again under another AppID: each attempt has its own payment number', async () => {
  const { token, orderNo, mp, oa } = await openedInBothApps('1391')
  // what the server used to send: the order number under the official account
  const reused = await provider
    .createJsapi({
      outTradeNo: orderNo,
      description: 'x',
      amountFen: 1,
      notifyUrl: 'https://example.com/n',
      openid: 'o_oa',
      payerApp: 'oa',
    })
    .catch((e: unknown) => e)
  expect(reused).toBeInstanceOf(PayProviderError)
  expect((reused as PayProviderError).code).toBe('OUT_TRADE_NO_USED')

  expect(fake.order(orderNo)?.appid).toBe(MP)
  const second = fake.order(`${orderNo}_2`)!
  expect(second.appid).toBe(OA)
  expect(second.tradeType).toBe('JSAPI')
  expect(mp.appId).toBe(MP)
  expect(oa.appId).toBe(OA)
  expect(oa.prepayId).toBe(second.prepayId)

  // the same payer paying the same way again keeps its number: no new attempt
  const again = await payAgain(token, orderNo, { payMethod: 'jsapi', wxCode: 'mp-1391' })
  expect(again.code).toBe('0000')
  expect(again.data.payment.params.prepayId).toBe(mp.prepayId)
  expect((await s.app.repos.orders.attempts(orderNo)).map((a) => a.out_trade_no)).toEqual([orderNo, `${orderNo}_2`])

  // paid in WeChat's browser: delivered once, and the mini-program's attempt closed at WeChat
  fake.pay(`${orderNo}_2`)
  await fake.settled()
  const o = await detail(token, orderNo)
  expect(o.state).toBe('paid')
  expect(await grants(orderNo)).toBe(1)
  expect(await applied(orderNo)).toBe(1)
  expect(fake.order(orderNo)?.state).toBe('CLOSED')
  expect(() => fake.pay(orderNo)).toThrow()
  // a refund goes against the attempt that was paid
  const r = (await s.post('/member/order/refund', { orderNo }, { token })).body
  expect(r.code).toBe('0000')
  await fake.settled()
  expect(fake.refunds.filter((x) => x.outTradeNo === `${orderNo}_2`)).toHaveLength(1)
  expect((await detail(token, orderNo)).state).toBe('refunded')
})

test('both attempts paid at WeChat: one delivery, the other returned whole, and the reconciliation explains it', async () => {
  const { token, orderNo } = await openedInBothApps('1392')
  const day = chinaDate(s.clock.ms)
  const amount = fake.order(orderNo)!.totalFen
  // both paid before any notification arrives; the notifications then come late, repeated and out of order
  fake.pay(orderNo, { notify: false })
  fake.pay(`${orderNo}_2`, { notify: false })
  await fake.notify(`${orderNo}_2`, { duplicate: 2 })
  await fake.notify(orderNo, { duplicate: 2, concurrent: true })
  await fake.settled()

  const o = await detail(token, orderNo)
  expect(o.state).toBe('paid')
  expect(await grants(orderNo)).toBe(1)
  expect(await applied(orderNo)).toBe(1)
  const returns = fake.refunds.filter((x) => x.outTradeNo === orderNo)
  expect(returns.map((x) => [x.outRefundNo, x.refundFen, x.status])).toEqual([[returnNoOf(orderNo), amount, 'SUCCESS']])
  expect(fake.refunds.filter((x) => x.outTradeNo === `${orderNo}_2`)).toHaveLength(0)
  expect((await s.app.repos.orders.attempts(orderNo)).map((a) => a.state)).toEqual(['returned', 'paid'])
  // the order list shows it paid once
  const list = (await s.get('/member/order/list', { pageNum: 1, pageSize: 10 }, { token })).body.data.list
  expect(list.filter((x: { orderNo: string }) => x.orderNo === orderNo)).toHaveLength(1)

  // the next morning's bill: two payments and one refund, all explained
  s.clock.ms = chinaDayRange(day)[1] + 10.5 * HOUR
  const report = await s.app.moneyRuntime.reconcile(day)
  expect(report.differences.filter((d) => d.orderNo === orderNo)).toEqual([])
})

test('a second attempt paid without a notification is found when it is closed at WeChat, and returned whole', async () => {
  const { token, orderNo } = await openedInBothApps('1393')
  const day = chinaDate(s.clock.ms)
  fake.dropNotifications(true)
  fake.pay(orderNo, { notify: false })
  fake.pay(`${orderNo}_2`, { notify: false })
  fake.dropNotifications(false)
  await fake.notify(orderNo)
  await fake.settled()
  expect((await detail(token, orderNo)).state).toBe('paid')
  // the server closed the other attempt at WeChat, was told it was paid, and returned it
  expect(fake.refunds.filter((x) => x.outTradeNo === `${orderNo}_2`).map((x) => x.outRefundNo)).toEqual([returnNoOf(`${orderNo}_2`)])
  s.clock.ms = chinaDayRange(day)[1] + 10.5 * HOUR
  const report = await s.app.moneyRuntime.reconcile(day)
  expect(report.differences.filter((d) => d.orderNo === orderNo)).toEqual([])
  expect(await grants(orderNo)).toBe(1)
})

test('an attempt paid after its order was closed here pays the order, as a payment of the order number does', async () => {
  const { token, orderNo } = await openedInBothApps('1394')
  fake.pay(`${orderNo}_2`, { notify: false })
  // closed here while WeChat was being paid (as the timeout close did without asking WeChat)
  await s.app.repos.orders.close(orderNo, s.clock.ms)
  await fake.notify(`${orderNo}_2`)
  await fake.settled()
  expect((await detail(token, orderNo)).state).toBe('paid')
  expect(await grants(orderNo)).toBe(1)
  const events = await s.app.repos.orders.events(orderNo)
  expect(events.some((e) => e.outcome === 'applied' && e.detail.includes('after it was closed'))).toBe(true)
  expect(fake.order(orderNo)?.state).toBe('CLOSED')
})

describe('an order sent before payment numbers existed (no attempt recorded, its order number at WeChat)', () => {
  async function legacyOrder(phone: string) {
    const token = await codeLogin(s, freshPhone(phone))
    const r = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token })).body
    expect(r.code).toBe('0000')
    const orderNo = r.data.order.orderNo as string
    await s.sql.prepare('DELETE FROM pay_attempts WHERE order_no = ?').run(orderNo)
    return { token, orderNo }
  }

  it('is paid again in the mini-program under a new number, its own kept as the first attempt', async () => {
    const { token, orderNo } = await legacyOrder('1395')
    const again = await payAgain(token, orderNo, { payMethod: 'jsapi', wxCode: 'mp-1395' })
    expect(again.code).toBe('0000')
    const attempts = await s.app.repos.orders.attempts(orderNo)
    expect(attempts.map((a) => [a.out_trade_no, a.payer_key.split(':')[0]])).toEqual([
      [orderNo, 'legacy'],
      [`${orderNo}_2`, 'JSAPI'],
    ])
    expect(fake.order(`${orderNo}_2`)?.appid).toBe(MP)
    // the old number is paid after all: the order is paid by it, and the new attempt is closed at WeChat
    fake.pay(orderNo)
    await fake.settled()
    expect((await detail(token, orderNo)).state).toBe('paid')
    expect(fake.order(`${orderNo}_2`)?.state).toBe('CLOSED')
  })

  it('is followed, refunded and reconciled under its order number', async () => {
    const { token, orderNo } = await legacyOrder('1396')
    const day = chinaDate(s.clock.ms)
    fake.pay(orderNo, { notify: false })
    await s.app.money.settlement.follow(orderNo)
    expect((await detail(token, orderNo)).state).toBe('paid')
    const r = (await s.post('/member/order/refund', { orderNo }, { token })).body
    expect(r.code).toBe('0000')
    await fake.settled()
    expect(fake.refunds.filter((x) => x.outTradeNo === orderNo)).toHaveLength(1)
    s.clock.ms = chinaDayRange(day)[1] + 10.5 * HOUR
    const report = await s.app.moneyRuntime.reconcile(day)
    expect(report.differences.filter((d) => d.orderNo === orderNo)).toEqual([])
  })

  it('is closed at WeChat when cancelled', async () => {
    const { token, orderNo } = await legacyOrder('1397')
    const r = (await s.post('/member/order/cancel', { orderNo }, { token })).body
    expect(r.code).toBe('0000')
    expect(r.data.state).toBe('closed')
    expect(fake.order(orderNo)?.state).toBe('CLOSED')
  })
})

test('a return WeChat closes is sent again under the next number until the payment is back', async () => {
  // a WeChat Pay whose refunds wait to be settled by hand
  const ref: { s?: TestServer } = {}
  const now = () => (ref.s ? ref.s.clock.ms : Date.now())
  const slow = await startFakeWechatPay({
    ...keys,
    boundAppids: [NATIVE, MP, OA],
    notifyRetryDelaysMs: [20, 20],
    refundSettleMs: null,
    now,
  })
  const p = new WechatPayV3Provider({ ...keys, mpAppid: MP, oaAppid: OA, baseUrl: slow.baseUrl, now })
  const s2 = await startServer({ config: { pay: { provider: p, merchantId: keys.mchid } } })
  ref.s = s2
  try {
    const token = await codeLogin(s2, freshPhone('1398'))
    const first = (await s2.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token })).body
    const orderNo = first.data.order.orderNo as string
    expect((await s2.post('/member/order/pay', { orderNo, payMethod: 'h5' }, { token })).body.code).toBe('0000')
    slow.pay(`${orderNo}_2`, { notify: false })
    slow.pay(orderNo)
    await slow.settled()
    const ret = slow.refunds.find((x) => x.outTradeNo === `${orderNo}_2`)!
    expect(ret.outRefundNo).toBe(returnNoOf(`${orderNo}_2`))
    slow.settleRefund(ret.outRefundNo, 'CLOSED')
    await slow.settled()
    const again = slow.refunds.filter((x) => x.outTradeNo === `${orderNo}_2`).map((x) => [x.outRefundNo, x.status])
    expect(again).toEqual([
      [returnNoOf(`${orderNo}_2`), 'CLOSED'],
      [returnNoOf(`${orderNo}_2`, 2), 'PROCESSING'],
    ])
    slow.settleRefund(returnNoOf(`${orderNo}_2`, 2), 'SUCCESS', { notify: false })
    // no notification: the refund check finds it
    await s2.app.money.settlement.checkRefunds(0)
    const attempts = await s2.app.repos.orders.attempts(orderNo)
    expect(attempts.map((a) => [a.out_trade_no, a.state])).toEqual([
      [orderNo, 'paid'],
      [`${orderNo}_2`, 'returned'],
    ])
    expect((await s2.get('/member/order/detail', { orderNo }, { token })).body.data.state).toBe('paid')
  } finally {
    await s2.close()
    await slow.stop()
  }
})

test('a number WeChat holds under other terms than recorded is not reused: the payment takes a new one', async () => {
  const token = await codeLogin(s, freshPhone('1399'))
  const r = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token })).body
  const orderNo = r.data.order.orderNo as string
  // recorded as an H5 attempt, though WeChat has it as a Native order
  await s.sql.prepare(`UPDATE pay_attempts SET payer_key = 'MWEB' WHERE out_trade_no = ?`).run(orderNo)
  const h5 = await payAgain(token, orderNo, { payMethod: 'h5' })
  expect(h5.code).toBe('0000')
  expect(fake.order(`${orderNo}_2`)?.tradeType).toBe('MWEB')
  expect((await s.app.repos.orders.attempts(orderNo)).map((a) => a.payer_key)).toEqual([`retired:${orderNo}`, 'MWEB'])
})
