/**
 * 对账 against the local fake WeChat Pay's trade bill: each kind of difference planted on one day is found the next
 * morning and repaired by WeChat's word; a second run finds only what cannot be repaired here; the days the server
 * reconciles on its own; and `npm run reconcile` by hand, against a WeChat Pay the server reaches by its WXPAY_*
 * settings.
 */
import { wxpaySettings } from '../pay/helpers'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import type { LocalWechatPay } from '../../src/pay/local'
import { localPayKeys } from '../../src/pay/local'
import { startFakeWechatPay } from '../../src/pay/fake-wechat-pay'
import { WechatPayV3Provider } from '../../src/pay/wechat-v3'
import { chinaDate } from '../../../contract/domain/china-time'
import { chinaDayRange } from '../../src/money/reconcile'
import { daysToReconcile } from '../../src/money/jobs'
import { runReconcileCli } from '../../src/money/reconcile-cli'

const DAY = 86_400_000
let s: TestServer
let pay: LocalWechatPay
let t: string
beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20] } })
  pay = (await s.app.moneyRuntime.localPay()) as LocalWechatPay
  t = await codeLogin(s, freshPhone())
}, 60_000)
afterAll(async () => s.close())

const create = async (sku = 'vip_month') => {
  const r = (await s.post('/member/order/create', { sku, payMethod: 'native', couponId: 0 }, { token: t })).body
  if (r.code !== '0000') throw new Error(r.msg)
  return r.data.order.orderNo as string
}
const row = async (orderNo: string) => (await s.app.repos.orders.get(orderNo))!
async function paidNormally(): Promise<string> {
  const orderNo = await create()
  pay.fake.pay(orderNo)
  await pay.fake.settled()
  return orderNo
}
const alwaysRefund = (o: { amount_fen: number }) => ({ ok: true as const, refundFen: o.amount_fen })

describe('a day with every kind of difference', () => {
  const planted: Record<string, string> = {}
  let day = ''

  it('is planted: payments and refunds WeChat and we see differently', async () => {
    day = chinaDate(s.clock.ms)
    // paid at WeChat, its notification lost for good
    planted.paidNotHere = await create()
    pay.fake.pay(planted.paidNotHere, { notify: false })
    // refunded at WeChat, but the answer and the notification were lost
    planted.refundNotHere = await paidNormally()
    pay.fake.dropNotifications(true)
    const asked = await s.app.repos.orders.askRefund(planted.refundNotHere, '', s.clock.ms, alwaysRefund)
    if (!asked.ok) throw new Error(asked.reason)
    await pay.provider.refund({
      outTradeNo: planted.refundNotHere,
      outRefundNo: asked.order.refund_no!,
      refundFen: asked.order.refund_fen!,
      totalFen: asked.order.amount_fen,
    })
    pay.fake.dropNotifications(false)
    // WeChat took another amount than our record of the order holds
    planted.amountDiffers = await create()
    pay.fake.pay(planted.amountDiffers, { notify: false })
    await s.sql.prepare('UPDATE orders SET amount_fen = amount_fen + 100 WHERE order_no = ?').run(planted.amountDiffers)
    // a refund whose amount we recorded differently
    planted.refundAmountDiffers = await paidNormally()
    expect((await s.post('/member/order/refund', { orderNo: planted.refundAmountDiffers }, { token: t })).body.code).toBe('0000')
    await pay.fake.settled()
    await s.sql.prepare('UPDATE orders SET refund_fen = refund_fen - 1 WHERE order_no = ?').run(planted.refundAmountDiffers)
    // paid here, never at WeChat
    planted.paidHereOnly = await create('svip_month')
    await s.app.repos.orders.markPaid(planted.paidHereOnly, '4200000000000000000000000000', s.clock.ms, () => 30 * DAY)
    // refunded here, the refund never reached WeChat
    planted.refundedHereOnly = await paidNormally()
    const asked2 = await s.app.repos.orders.askRefund(planted.refundedHereOnly, '', s.clock.ms, alwaysRefund)
    if (!asked2.ok) throw new Error(asked2.reason)
    await s.app.repos.orders.markRefunded(planted.refundedHereOnly, asked2.order.refund_no!, s.clock.ms)
    // a payment of an order that is not ours
    planted.unknown = `X${Date.now()}`
    await pay.provider.createNative({
      outTradeNo: planted.unknown,
      description: '其他系统',
      amountFen: 100,
      notifyUrl: 'http://127.0.0.1:1/n',
    })
    pay.fake.pay(planted.unknown, { notify: false })
    expect((await row(planted.paidHereOnly)).state).toBe('paid')
  })

  it('is not reconciled before WeChat’s bill of it is ready, nor on its own where WeChat Pay’s records start later', async () => {
    const [, end] = chinaDayRange(day)
    s.clock.ms = end + 9 * 3600_000
    await expect(s.app.moneyRuntime.reconcile(day)).rejects.toThrow('尚未生成')
    const runtime = s.app.moneyRuntime as { recordsSince: () => number | null }
    const since = runtime.recordsSince
    try {
      runtime.recordsSince = () => null
      expect(await daysToReconcile(s.app, s.clock.ms)).not.toContain(day)
      s.clock.ms = end + 10.5 * 3600_000
      expect(await daysToReconcile(s.app, s.clock.ms)).toContain(day)
    } finally {
      runtime.recordsSince = since
    }
    // the local WeChat Pay keeps its orders in memory from its start (this morning): it cannot vouch for the whole day
    expect(await daysToReconcile(s.app, s.clock.ms)).not.toContain(day)
  })

  it('the next morning, finds each difference and repairs what WeChat’s word settles', async () => {
    const r = await s.app.moneyRuntime.reconcile(day)
    const kinds = Object.fromEntries(r.differences.map((d) => [d.orderNo, [d.kind, d.repaired]]))
    expect(kinds).toEqual({
      [planted.paidNotHere]: ['paid_not_here', true],
      [planted.refundNotHere]: ['refund_not_here', true],
      [planted.amountDiffers]: ['amount_differs', true],
      [planted.refundAmountDiffers]: ['refund_amount_differs', true],
      [planted.paidHereOnly]: ['paid_here_not_there', true],
      [planted.refundedHereOnly]: ['refunded_here_not_there', true],
      [planted.unknown]: ['unknown_order', false],
    })
    expect(r).toMatchObject({ repaired: 6, unresolved: 1 })
    await pay.fake.settled()
    expect((await row(planted.paidNotHere)).state).toBe('paid')
    expect((await row(planted.refundNotHere)).state).toBe('refunded')
    // the payment we could not honour went back whole
    const back = pay.fake.refunds.find((f) => f.outTradeNo === planted.amountDiffers)!
    expect(back.refundFen).toBe(pay.fake.order(planted.amountDiffers)!.totalFen)
    expect((await row(planted.amountDiffers)).state).toBe('closed')
    const refunded = pay.fake.refunds.find((f) => f.outTradeNo === planted.refundAmountDiffers)!
    expect((await row(planted.refundAmountDiffers)).refund_fen).toBe(refunded.refundFen)
    expect((await row(planted.paidHereOnly)).state).toBe('closed')
    expect(pay.fake.refunds.some((f) => f.outTradeNo === planted.refundedHereOnly)).toBe(true)
    expect((await row(planted.refundedHereOnly)).state).toBe('refunded')
    // the SVIP paid only here was taken back
    expect((await s.get('/member/info', undefined, { token: t })).body.data.terms.some((x: { level: number }) => x.level === 2)).toBe(false)
    expect(await s.app.repos.orders.reconciliation(day)).toMatchObject({ differences: 7, repaired: 6, unresolved: 1 })
  })

  it('a second run finds only what cannot be repaired here', async () => {
    const r = await s.app.moneyRuntime.reconcile(day)
    expect(r.differences.map((d) => [d.orderNo, d.kind])).toEqual([[planted.unknown, 'unknown_order']])
  })
})

describe('npm run reconcile', () => {
  it('reconciles a day by hand against the merchant’s WeChat Pay, and says what is missing without one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-reconcile-'))
    const keys = localPayKeys()
    let fakeNow = Date.now() - 2 * DAY
    const fake = await startFakeWechatPay({ ...keys, now: () => fakeNow })
    try {
      const env = {
        DATABASE: path.join(dir, 'app.db'),
        LOG_FILE: path.join(dir, 'reconcile.log'),
        DEMO_COMPANIES: '0',
        ...wxpaySettings(keys, dir, fake.baseUrl),
        PUBLIC_URL: 'https://yqc.example.com',
      }
      // a payment two days ago of an order this database does not have
      const other = new WechatPayV3Provider({ ...keys, baseUrl: fake.baseUrl, now: () => fakeNow })
      await other.createNative({ outTradeNo: 'OTHER000001', description: '其他系统', amountFen: 990, notifyUrl: 'http://127.0.0.1:1/n' })
      fake.pay('OTHER000001', { notify: false })
      const date = chinaDate(fakeNow)
      fakeNow = Date.now()
      const out: string[] = []
      const io = { log: (l: string) => out.push(l), error: (l: string) => out.push(l) } as unknown as Console
      expect(await runReconcileCli(['--date', date], env, io)).toBe(1)
      expect(out[0]).toContain(`对账 ${date}`)
      expect(out[0]).toContain('账单 1 行，差异 1 项，已修复 0 项，待人工处理 1 项')
      expect(out[1]).toContain('OTHER000001  unknown_order')
      const missing: string[] = []
      const noPay = { log: (l: string) => missing.push(l), error: (l: string) => missing.push(l) } as unknown as Console
      expect(await runReconcileCli(['--date', date], { DATABASE: env.DATABASE, LOG_FILE: env.LOG_FILE }, noPay)).toBe(2)
      expect(missing.join('')).toContain('WXPAY_MCHID')
      expect(await runReconcileCli([], env, noPay)).toBe(2)
    } finally {
      await fake.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
