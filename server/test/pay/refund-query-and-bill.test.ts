import crypto from 'node:crypto'
import { TRADE_BILL_ALL_HEADER } from '../../src/pay/fake-bill'
import { PayProviderError, type RefundResource } from '../../src/pay/provider'
import { buildAuthorization, privateKeyOf } from '../../src/pay/sign'
import { WechatPayV3Provider } from '../../src/pay/wechat-v3'
import { startPair, startReceiver, tradeNo } from './helpers'

// port 9 (discard) refuses at once: notifications to it fail fast and never leave the machine
const NOTIFY = 'http://127.0.0.1:9/api/pay/wechat/notify'

async function refusal(p: Promise<unknown>): Promise<PayProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(PayProviderError)
  return err as PayProviderError
}

/** An instant in Beijing time, e.g. at('2026-11-02', '10:00:00'). */
const at = (day: string, time: string) => Date.parse(`${day}T${time}+08:00`)

describe('queryRefund and the outcomes of a refund', () => {
  let pair: Awaited<ReturnType<typeof startPair>>
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    pair = await startPair({ refundSettleMs: null })
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await pair.fake.stop()
    await receiver.stop()
  })

  async function paidOrder(amountFen: number) {
    const no = tradeNo()
    await pair.provider.createNative({ outTradeNo: no, description: '退款查询', amountFen, notifyUrl: receiver.url })
    pair.fake.pay(no, { notify: false })
    return no
  }
  const refund = (outTradeNo: string, refundFen: number, totalFen = 1000) =>
    pair.provider.refund({ outTradeNo, outRefundNo: tradeNo('R'), refundFen, totalFen, notifyUrl: receiver.url })

  /** The refund notifications received for one refund, verified and decrypted. */
  const refundEvents = (outRefundNo: string) =>
    receiver.hits
      .map((h) => pair.provider.verifyNotification(h.headers, h.body))
      .filter((e) => (e.resource as unknown as RefundResource).out_refund_no === outRefundNo)

  test('PROCESSING until settled, then SUCCESS with its time and REFUND.SUCCESS', async () => {
    const no = await paidOrder(1000)
    const { refundId } = await refund(no, 400)
    const outRefundNo = pair.fake.refunds.find((r) => r.refundId === refundId)!.outRefundNo
    const processing = await pair.provider.queryRefund(outRefundNo)
    expect(processing).toEqual({
      refundId,
      outRefundNo,
      outTradeNo: no,
      transactionId: pair.fake.order(no)!.transactionId,
      status: 'PROCESSING',
      refundFen: 400,
      totalFen: 1000,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
    })
    await pair.fake.settled() // nothing settles a refund by itself with refundSettleMs null
    expect((await pair.provider.queryRefund(outRefundNo)).status).toBe('PROCESSING')

    pair.fake.settleRefund(outRefundNo, 'SUCCESS')
    await pair.fake.settled()
    const done = await pair.provider.queryRefund(outRefundNo)
    expect(done).toMatchObject({ status: 'SUCCESS', successTime: expect.stringMatching(/\+08:00$/) })
    const events = refundEvents(outRefundNo)
    expect(events.map((e) => [e.eventType, e.summary])).toEqual([['REFUND.SUCCESS', '退款成功']])
    expect(events[0].resource).toMatchObject({ refund_status: 'SUCCESS', refund_id: refundId, amount: { refund: 400, total: 1000 } })
    expect(() => pair.fake.settleRefund(outRefundNo, 'CLOSED')).toThrow('SUCCESS')
  })

  test('ABNORMAL keeps its amount; it can still succeed later', async () => {
    const no = await paidOrder(1000)
    const { refundId } = await refund(no, 700)
    const outRefundNo = pair.fake.refunds.find((r) => r.refundId === refundId)!.outRefundNo
    pair.fake.settleRefund(outRefundNo, 'ABNORMAL')
    await pair.fake.settled()
    const q = await pair.provider.queryRefund(outRefundNo)
    expect(q.status).toBe('ABNORMAL')
    expect(q.successTime).toBeUndefined()
    const [event] = refundEvents(outRefundNo)
    expect(event).toMatchObject({ eventType: 'REFUND.ABNORMAL', summary: '退款异常', resourceType: 'refund' })
    expect(event.resource).toMatchObject({ refund_status: 'ABNORMAL', out_trade_no: no, amount: { refund: 700 } })
    expect(event.resource).not.toHaveProperty('success_time')
    // the money is with WeChat, waiting to be redirected: still counted against the order
    expect(await refusal(refund(no, 301))).toMatchObject({ code: 'INVALID_REQUEST' })
    expect(() => pair.fake.settleRefund(outRefundNo, 'CLOSED')).toThrow('ABNORMAL')

    pair.fake.settleRefund(outRefundNo, 'SUCCESS')
    await pair.fake.settled()
    expect((await pair.provider.queryRefund(outRefundNo)).status).toBe('SUCCESS')
    expect(refundEvents(outRefundNo).map((e) => e.eventType)).toEqual(['REFUND.ABNORMAL', 'REFUND.SUCCESS'])
  })

  test('CLOSED gives the amount back: it can be refunded again under a new number', async () => {
    const no = await paidOrder(1000)
    const { refundId } = await refund(no, 1000)
    const outRefundNo = pair.fake.refunds.find((r) => r.refundId === refundId)!.outRefundNo
    expect(await refusal(refund(no, 1))).toMatchObject({ code: 'INVALID_REQUEST' })
    pair.fake.settleRefund(outRefundNo, 'CLOSED')
    await pair.fake.settled()
    expect(await pair.provider.queryRefund(outRefundNo)).toMatchObject({ status: 'CLOSED', refundFen: 1000 })
    const [event] = refundEvents(outRefundNo)
    expect(event).toMatchObject({ eventType: 'REFUND.CLOSED', summary: '退款关闭' })
    expect(event.resource).toMatchObject({ refund_status: 'CLOSED', out_refund_no: outRefundNo, amount: { refund: 1000 } })
    expect(event.resource).not.toHaveProperty('success_time')
    expect((await refund(no, 1000)).status).toBe('PROCESSING')
  })

  test('settleRefund with notify: false posts nothing', async () => {
    const no = await paidOrder(1000)
    const { refundId } = await refund(no, 100)
    const outRefundNo = pair.fake.refunds.find((r) => r.refundId === refundId)!.outRefundNo
    pair.fake.settleRefund(outRefundNo, 'SUCCESS', { notify: false })
    await pair.fake.settled()
    expect((await pair.provider.queryRefund(outRefundNo)).status).toBe('SUCCESS')
    expect(refundEvents(outRefundNo)).toEqual([])
    expect(pair.fake.notifications.filter((n) => n.outRefundNo === outRefundNo)).toEqual([])
  })

  test('an unknown refund is RESOURCE_NOT_EXISTS (404)', async () => {
    const err = await refusal(pair.provider.queryRefund(tradeNo('X')))
    expect(err).toMatchObject({ code: 'RESOURCE_NOT_EXISTS', httpStatus: 404, wechatMessage: '退款单不存在' })
    expect(() => pair.fake.settleRefund(tradeNo('X'), 'SUCCESS')).toThrow('退款单不存在')
  })
})

describe('hooks for lost notifications', () => {
  test('pay with notify: false pays without posting; the notification can still be sent by hand', async () => {
    const receiver = await startReceiver()
    const { fake, provider } = await startPair()
    try {
      const no = tradeNo()
      await provider.createNative({ outTradeNo: no, description: '丢失通知', amountFen: 100, notifyUrl: receiver.url })
      fake.pay(no, { notify: false })
      await fake.settled()
      expect(receiver.hits).toHaveLength(0)
      expect(fake.notifications).toHaveLength(0)
      expect((await provider.query(no)).tradeState).toBe('SUCCESS')
      const [attempt] = await fake.notify(no)
      expect(attempt).toMatchObject({ ok: true, eventType: 'TRANSACTION.SUCCESS' })
      expect(receiver.hits).toHaveLength(1)
    } finally {
      await fake.stop()
      await receiver.stop()
    }
  })

  test('dropNotifications: nothing is posted while on, retries in flight are given up, and it turns off again', async () => {
    const { fake, provider } = await startPair()
    // the first answer fails and switches dropping on, so the retry due 30 ms later finds it on
    const receiver = await startReceiver((_, i) => {
      if (i === 0) {
        fake.dropNotifications(true)
        return { status: 500, body: '{"code":"FAIL","message":"busy"}' }
      }
      return { status: 204 }
    })
    try {
      const first = tradeNo()
      await provider.createNative({ outTradeNo: first, description: '通知', amountFen: 100, notifyUrl: receiver.url })
      fake.pay(first)
      await fake.settled()
      expect(receiver.hits).toHaveLength(1)
      expect(fake.notifications.map((n) => [n.attempt, n.status])).toEqual([[1, 500]])

      const second = tradeNo()
      await provider.createNative({ outTradeNo: second, description: '通知', amountFen: 100, notifyUrl: receiver.url })
      fake.pay(second)
      await provider.refund({ outTradeNo: second, outRefundNo: tradeNo('R'), refundFen: 100, totalFen: 100, notifyUrl: receiver.url })
      await fake.settled()
      expect(receiver.hits).toHaveLength(1)
      expect(fake.refunds.find((r) => r.outTradeNo === second)?.status).toBe('SUCCESS') // settled, just not told

      fake.dropNotifications(false)
      const third = tradeNo()
      await provider.createNative({ outTradeNo: third, description: '通知', amountFen: 100, notifyUrl: receiver.url })
      fake.pay(third)
      await fake.settled()
      expect(receiver.hits).toHaveLength(2)
      expect(fake.notifications.at(-1)).toMatchObject({ outTradeNo: third, ok: true })
    } finally {
      await fake.stop()
      await receiver.stop()
    }
  })
})

describe('tradeBill: the ALL trade bill of a day', () => {
  let t = at('2026-11-02', '09:00:00')
  const now = () => t
  let pair: Awaited<ReturnType<typeof startPair>>
  /** every download the client made: its URL and the bytes it got */
  const downloads: { url: string; bytes: Buffer }[] = []
  const recordingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init)
    const url = String(input)
    if (!url.includes('/v3/billdownload/')) return res
    const bytes = Buffer.from(await res.arrayBuffer())
    downloads.push({ url, bytes })
    return new Response(bytes, { status: res.status, headers: res.headers })
  }
  const amounts = [1, 29, 29900, 123456789] // 0.01, 0.29, 299.00 and 1234567.89 yuan
  const orders: string[] = []
  let partial = ''
  let lateNight = ''
  let afterMidnight = ''

  beforeAll(async () => {
    pair = await startPair({ now, refundSettleMs: null }, { now, fetch: recordingFetch })
  })
  afterAll(() => pair.fake.stop())

  async function pay(amountFen: number, when: number, description = '账单测试') {
    t = when
    const no = tradeNo('B')
    await pair.provider.createNative({ outTradeNo: no, description, amountFen, notifyUrl: NOTIFY })
    pair.fake.pay(no, { notify: false })
    return no
  }

  test('a day with payments: one SUCCESS line each, exact fen, a matching summary', async () => {
    for (const [i, fen] of amounts.entries()) orders.push(await pay(fen, at('2026-11-02', `1${i}:00:00`)))
    partial = await pay(1000, at('2026-11-02', '15:00:00'), '企业版月卡,含报告')
    lateNight = await pay(500, at('2026-11-02', '23:59:59'))
    afterMidnight = await pay(800, at('2026-11-03', '00:00:00'))
    t = at('2026-11-03', '00:00:01')
    const unpaid = tradeNo('U')
    await pair.provider.createNative({ outTradeNo: unpaid, description: '未支付', amountFen: 100, notifyUrl: NOTIFY })
    // refunds on the next day do not change the payment lines of this one
    t = at('2026-11-03', '09:00:00')
    await pair.provider.refund({ outTradeNo: orders[2], outRefundNo: 'RF_FULL_0001', refundFen: 29900, totalFen: 29900 })

    t = at('2026-11-03', '09:59:59')
    expect(await refusal(pair.provider.tradeBill('2026-11-02'))).toMatchObject({
      code: 'STATEMENT_CREATING',
      httpStatus: 400,
      wechatMessage: '账单生成中',
    })
    t = at('2026-11-03', '10:00:00')
    const bill = await pair.provider.tradeBill('2026-11-02')
    expect(bill.date).toBe('2026-11-02')
    expect(bill.rows.map((r) => r.outTradeNo)).toEqual([...orders, partial, lateNight])
    expect(bill.rows.every((r) => r.tradeState === 'SUCCESS' && r.refundId === null && r.refundStatus === null)).toBe(true)
    expect(bill.rows.map((r) => r.totalFen)).toEqual([...amounts, 1000, 500])
    const first = pair.fake.order(orders[0])!
    expect(bill.rows[0]).toEqual({
      tradeTime: first.successTime,
      appid: pair.keys.appid,
      mchid: pair.keys.mchid,
      transactionId: first.transactionId,
      outTradeNo: orders[0],
      openid: first.openid,
      tradeType: 'NATIVE',
      tradeState: 'SUCCESS',
      totalFen: 1,
      refundId: null,
      outRefundNo: null,
      refundFen: 0,
      refundStatus: null,
      description: '账单测试',
      feeFen: 0,
    })
    expect(bill.rows[4].description).toBe('企业版月卡,含报告')
    expect(bill.rows[5].tradeTime).toBe('2026-11-02T23:59:59+08:00')
    const total = 1 + 29 + 29900 + 123456789 + 1000 + 500
    expect(bill.summary).toEqual({ count: 6, settledFen: total, refundFen: 0, feeFen: 0 })

    const { bytes } = downloads.at(-1)!
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).split('\r\n')
    expect(lines[0]).toBe(TRADE_BILL_ALL_HEADER)
    expect(lines[1]).toMatch(/^`2026-11-02 10:00:00,`wx0000000000local,`1900000109,`0,`,`4200\d{24},/)
    expect(lines[1]).toContain(',`NATIVE,`SUCCESS,`OTHERS,`CNY,`0.01,`0.00,`0,`0,`0.00,`0.00,`,`,`账单测试,`,`0.00000,`0.60%,`0.01,`0.00,`')
    expect(lines[2]).toContain(',`0.29,')
    expect(lines[4]).toContain(',`1234567.89,')
    expect(lines.slice(-3)).toEqual([
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      '`6,`1234882.19,`0.00,`0.00,`0.00000,`1234882.19,`0.00',
      '',
    ])
  })

  test('the next day: the payment after midnight, and REFUND lines for refunds of earlier payments, full and partial', async () => {
    t = at('2026-11-03', '11:00:00')
    const { refundId } = await pair.provider.refund({ outTradeNo: partial, outRefundNo: 'RF_PART_0001', refundFen: 300, totalFen: 1000 })
    pair.fake.settleRefund('RF_FULL_0001', 'SUCCESS')
    t = at('2026-11-03', '12:00:00')
    await pair.provider.refund({ outTradeNo: lateNight, outRefundNo: 'RF_OPEN_0001', refundFen: 500, totalFen: 500 })

    t = at('2026-11-04', '10:30:00')
    const bill = await pair.provider.tradeBill('2026-11-03')
    expect(bill.rows.map((r) => [r.tradeState, r.outTradeNo, r.outRefundNo, r.refundStatus, r.totalFen, r.refundFen])).toEqual([
      ['SUCCESS', afterMidnight, null, null, 800, 0],
      ['REFUND', orders[2], 'RF_FULL_0001', 'SUCCESS', 0, 29900],
      ['REFUND', partial, 'RF_PART_0001', 'PROCESSING', 0, 300],
      ['REFUND', lateNight, 'RF_OPEN_0001', 'PROCESSING', 0, 500],
    ])
    const partRow = bill.rows[2]
    expect(partRow).toMatchObject({
      tradeTime: '2026-11-03T11:00:00+08:00', // when WeChat accepted the refund
      transactionId: pair.fake.order(partial)!.transactionId,
      refundId,
      description: '企业版月卡,含报告',
      feeFen: 0,
    })
    expect(bill.summary).toEqual({ count: 4, settledFen: 800, refundFen: 29900 + 300 + 500, feeFen: 0 })
    expect(bill.summary.refundFen).toBe(bill.rows.reduce((s, r) => s + r.refundFen, 0))
    expect(bill.summary.settledFen).toBe(bill.rows.filter((r) => r.tradeState === 'SUCCESS').reduce((s, r) => s + r.totalFen, 0))
  })

  test('a bill is generated once: refund statuses in it are not updated afterwards', async () => {
    const before = downloads.at(-1)!.bytes
    pair.fake.settleRefund('RF_PART_0001', 'SUCCESS')
    t = at('2026-11-04', '11:00:00')
    const again = await pair.provider.tradeBill('2026-11-03')
    expect(again.rows.find((r) => r.outRefundNo === 'RF_PART_0001')?.refundStatus).toBe('PROCESSING')
    expect(downloads.at(-1)!.bytes.equals(before)).toBe(true)
    expect((await pair.provider.queryRefund('RF_PART_0001')).status).toBe('SUCCESS') // the query tells the truth
  })

  test('a day with no payment and no refund is NO_STATEMENT_EXIST; bad and unfinished days are refused', async () => {
    expect(await refusal(pair.provider.tradeBill('2026-11-01'))).toMatchObject({
      code: 'NO_STATEMENT_EXIST',
      httpStatus: 400,
      wechatMessage: '请求的账单文件不存在',
    })
    expect(await refusal(pair.provider.tradeBill('2026-11-04'))).toMatchObject({ code: 'STATEMENT_CREATING' })
    expect(await refusal(pair.provider.tradeBill('2026-12-25'))).toMatchObject({ code: 'STATEMENT_CREATING' })
    for (const bad of ['2026-13-01', '2026-11-31', '20261101', '']) {
      expect(await refusal(pair.provider.tradeBill(bad))).toMatchObject({ code: 'PARAM_ERROR', httpStatus: 400 })
    }
  })

  test('the download must be a signed GET, within five minutes', async () => {
    await pair.provider.tradeBill('2026-11-02')
    const { url, bytes } = downloads.at(-1)!
    const u = new URL(url)
    expect(u.pathname).toBe('/v3/billdownload/file')
    const signed = (timestamp = Math.floor(t / 1000)) =>
      fetch(url, {
        headers: {
          Authorization: buildAuthorization({
            mchid: pair.keys.mchid,
            serialNo: pair.keys.merchantSerialNo,
            key: privateKeyOf(pair.keys.merchantPrivateKey),
            method: 'GET',
            url: u.pathname + u.search,
            body: '',
            timestamp,
          }),
        },
      })
    const ok = await signed()
    expect(ok.status).toBe(200)
    expect(ok.headers.get('wechatpay-signature')).toBeNull() // WeChat does not sign the file
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true)
    expect((await fetch(url)).status).toBe(401)
    t += 5 * 60_000 + 1000
    const late = await signed()
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  test('a download whose bytes do not match the announced SHA1 is refused', async () => {
    const tampering: typeof fetch = async (input, init) => {
      const res = await fetch(input, init)
      if (!String(input).includes('/v3/billdownload/')) return res
      const text = (await res.text()).replace('`0.29,', '`0.30,')
      return new Response(text, { status: res.status, headers: res.headers })
    }
    const client = new WechatPayV3Provider({ ...pair.keys, baseUrl: pair.fake.baseUrl, now, fetch: tampering })
    const err = await refusal(client.tradeBill('2026-11-02'))
    expect(err.code).toBe('BAD_RESPONSE')
    expect(err.wechatMessage).toContain('SHA1')
    const sha1 = crypto.createHash('sha1').update(downloads.at(-1)!.bytes).digest('hex')
    expect(err.wechatMessage).toContain(sha1)
  })
})
