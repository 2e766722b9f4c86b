import { PayNotifyError, type PayNotification, type TransactionResource } from '../../src/pay/provider'
import { aesGcmEncrypt, privateKeyOf, wechatpaySignedHeaders } from '../../src/pay/sign'
import { WechatPayV3Provider } from '../../src/pay/wechat-v3'
import { startPair, startReceiver, tradeNo, type Hit } from './helpers'

function reasonOf(fn: () => unknown): string {
  try {
    fn()
  } catch (err) {
    expect(err).toBeInstanceOf(PayNotifyError)
    return (err as PayNotifyError).reason
  }
  throw new Error('expected a PayNotifyError')
}

describe('notifications from the fake, verified by the client', () => {
  let pair: Awaited<ReturnType<typeof startPair>>
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  /** what the merchant's handler concluded for each hit */
  const outcomes: string[] = []
  const processed = new Set<string>()
  const orders = new Map<string, number>() // out_trade_no → amount we asked for

  beforeAll(async () => {
    pair = await startPair()
    // a merchant handler as the real route should be: verify, check the amount against our order, process once per id
    receiver = await startReceiver((hit) => {
      let n: PayNotification
      try {
        n = pair.provider.verifyNotification(hit.headers, hit.body)
      } catch (err) {
        outcomes.push((err as PayNotifyError).reason)
        return { status: 400, body: JSON.stringify({ code: 'FAIL', message: '验签失败' }) }
      }
      const r = n.resource as unknown as TransactionResource
      if (orders.get(r.out_trade_no) !== r.amount.total) {
        outcomes.push('AMOUNT_MISMATCH')
        return { status: 400, body: JSON.stringify({ code: 'FAIL', message: '金额不符' }) }
      }
      outcomes.push(processed.has(n.id) ? 'DUPLICATE' : 'PROCESSED')
      processed.add(n.id)
      return { status: 204 }
    })
  })
  afterAll(async () => {
    await pair.fake.stop()
    await receiver.stop()
  })
  beforeEach(() => {
    outcomes.length = 0
  })

  async function paidOrder(amountFen = 2990): Promise<{ no: string; hit: Hit }> {
    const no = tradeNo()
    orders.set(no, amountFen)
    await pair.provider.createJsapi({ outTradeNo: no, description: '企业报告', amountFen, openid: 'o_buyer', notifyUrl: receiver.url })
    const before = receiver.hits.length
    pair.fake.pay(no, { openid: 'o_buyer' })
    await pair.fake.settled()
    expect(receiver.hits.length).toBe(before + 1)
    return { no, hit: receiver.hits[before] }
  }

  test('a genuine TRANSACTION.SUCCESS verifies and decrypts', async () => {
    const { no, hit } = await paidOrder()
    expect(outcomes).toEqual(['PROCESSED'])
    const n = pair.provider.verifyNotification(hit.headers, hit.body)
    expect(n).toMatchObject({ eventType: 'TRANSACTION.SUCCESS', summary: '支付成功', resourceType: 'transaction' })
    expect(n.resource).toMatchObject({
      appid: pair.keys.appid,
      mchid: pair.keys.mchid,
      out_trade_no: no,
      trade_state: 'SUCCESS',
      trade_type: 'JSAPI',
      payer: { openid: 'o_buyer' },
      amount: { total: 2990, payer_total: 2990, currency: 'CNY' },
    })
    expect(hit.headers['wechatpay-serial']).toBe(pair.fake.platformPublicKeyId)
    expect(JSON.parse(hit.body).resource).toMatchObject({ algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction' })
    const log = pair.fake.notifications.filter((e) => e.outTradeNo === no)
    expect(log).toMatchObject([{ kind: 'normal', attempt: 1, status: 204, ok: true, eventType: 'TRANSACTION.SUCCESS' }])
    // fetch's Headers work as well as Node's header object
    expect(pair.provider.verifyNotification(new Headers(hit.headers as Record<string, string>), hit.body).id).toBe(n.id)
  })

  test('posted forgeries are refused: tampered signature, tampered body, SIGNTEST probe; a wrong amount fails our check', async () => {
    const { no } = await paidOrder()
    outcomes.length = 0
    const sig = await pair.fake.notify(no, { tamper: 'signature' })
    const body = await pair.fake.notify(no, { tamper: 'body' })
    const probe = await pair.fake.notify(no, { probe: true })
    const amount = await pair.fake.notify(no, { tamper: 'amount' })
    expect(outcomes).toEqual(['BAD_SIGNATURE', 'BAD_SIGNATURE', 'SIGNTEST_PROBE', 'AMOUNT_MISMATCH'])
    for (const entries of [sig, body, probe, amount]) expect(entries).toMatchObject([{ status: 400, ok: false }])
    expect(probe[0].kind).toBe('probe')
    const probeHit = receiver.hits[receiver.hits.length - 2]
    expect(String(probeHit.headers['wechatpay-signature'])).toMatch(/^WECHATPAY\/SIGNTEST\//)
  })

  test('unknown serial, stale or future timestamp, missing headers are refused', async () => {
    const { hit } = await paidOrder()
    const p = pair.provider
    expect(
      reasonOf(() =>
        p.verifyNotification({ ...hit.headers, 'wechatpay-serial': 'PUB_KEY_ID_0114000000000000000000000000000000' }, hit.body),
      ),
    ).toBe('UNKNOWN_SERIAL')
    const { 'wechatpay-signature': _drop, ...unsigned } = hit.headers
    expect(reasonOf(() => p.verifyNotification(unsigned, hit.body))).toBe('MISSING_HEADERS')
    const at = (offsetMs: number) => new WechatPayV3Provider({ ...pair.keys, now: () => Date.now() + offsetMs })
    expect(reasonOf(() => at(6 * 60_000).verifyNotification(hit.headers, hit.body))).toBe('STALE_TIMESTAMP')
    expect(reasonOf(() => at(-6 * 60_000).verifyNotification(hit.headers, hit.body))).toBe('STALE_TIMESTAMP')
    expect(at(4 * 60_000).verifyNotification(hit.headers, hit.body).eventType).toBe('TRANSACTION.SUCCESS')
  })

  test('a correctly signed body whose resource does not decrypt is refused', () => {
    const platformKey = privateKeyOf(pair.keys.platformPrivateKey)
    const signed = (body: string) => ({
      headers: wechatpaySignedHeaders(body, platformKey, pair.fake.platformPublicKeyId, Math.floor(Date.now() / 1000)),
      body,
    })
    const notification = (ciphertext: string) =>
      JSON.stringify({
        id: 'EV-2018022511223320873',
        create_time: '2026-11-01T10:00:00+08:00',
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext,
          associated_data: 'transaction',
          nonce: 'fdasflkja484',
        },
      })
    const plaintext = JSON.stringify({ out_trade_no: 'T1', amount: { total: 1 } })
    const good = aesGcmEncrypt(plaintext, pair.keys.apiV3Key, 'fdasflkja484', 'transaction')
    const ok = signed(notification(good))
    expect(pair.provider.verifyNotification(ok.headers, ok.body).resource).toEqual(JSON.parse(plaintext))

    const flipped = Buffer.from(good, 'base64')
    flipped[3] ^= 1
    for (const ciphertext of [
      flipped.toString('base64'), // a changed byte: the GCM tag no longer matches
      aesGcmEncrypt(plaintext, 'another-32-byte-apiv3-key-000000', 'fdasflkja484', 'transaction'), // another APIv3 key
      aesGcmEncrypt(plaintext, pair.keys.apiV3Key, 'fdasflkja484', 'refund'), // other associated data
      'AAAA',
    ]) {
      const bad = signed(notification(ciphertext))
      expect(reasonOf(() => pair.provider.verifyNotification(bad.headers, bad.body))).toBe('DECRYPT_FAILED')
    }
    const notJson = signed('not json')
    expect(reasonOf(() => pair.provider.verifyNotification(notJson.headers, notJson.body))).toBe('BAD_BODY')
  })

  test('duplicates arrive with the same id, one after another or at once; the receiver processes one', async () => {
    const { no, hit } = await paidOrder()
    const id = JSON.parse(hit.body).id
    const sequential = await pair.fake.notify(no, { duplicate: 3 })
    const concurrent = await pair.fake.notify(no, { duplicate: 3, concurrent: true })
    expect([...sequential, ...concurrent].every((e) => e.id === id && e.kind === 'duplicate' && e.ok)).toBe(true)
    expect(outcomes).toEqual(['PROCESSED', 'DUPLICATE', 'DUPLICATE', 'DUPLICATE', 'DUPLICATE', 'DUPLICATE', 'DUPLICATE'])
    const ids = receiver.hits.slice(-6).map((h) => JSON.parse(h.body).id)
    expect(new Set(ids)).toEqual(new Set([id]))
  })
})

describe('notification retries', () => {
  test('retried on the schedule until the merchant answers 2xx with no failing code', async () => {
    const answers = [{ status: 500 }, { status: 200, body: JSON.stringify({ code: 'FAIL', message: '处理中' }) }, { status: 204 }]
    const receiver = await startReceiver((_hit, i) => answers[Math.min(i, answers.length - 1)])
    const { fake, provider } = await startPair({ notifyRetryDelaysMs: [40, 80, 160] })
    try {
      const no = tradeNo()
      await provider.createNative({ outTradeNo: no, description: '重试', amountFen: 100, notifyUrl: receiver.url })
      fake.pay(no)
      await fake.settled()
      const log = fake.notifications.filter((e) => e.outTradeNo === no)
      expect(log.map((e) => [e.attempt, e.status, e.ok])).toEqual([
        [1, 500, false],
        [2, 200, false],
        [3, 204, true],
      ])
      expect(new Set(log.map((e) => e.id)).size).toBe(1)
      expect(log[1].at - log[0].at).toBeGreaterThanOrEqual(35)
      expect(log[2].at - log[1].at).toBeGreaterThanOrEqual(75)
      // every retry is signed afresh and verifies
      for (const hit of receiver.hits) expect(provider.verifyNotification(hit.headers, hit.body).eventType).toBe('TRANSACTION.SUCCESS')
    } finally {
      await fake.stop()
      await receiver.stop()
    }
  })

  test('gives up when the schedule is spent; an unreachable endpoint is retried too', async () => {
    const receiver = await startReceiver(() => ({ status: 503 }))
    const { fake, provider } = await startPair({ notifyRetryDelaysMs: [10, 10] })
    try {
      const no = tradeNo()
      await provider.createNative({ outTradeNo: no, description: '失败', amountFen: 100, notifyUrl: receiver.url })
      const gone = tradeNo()
      await provider.createNative({ outTradeNo: gone, description: '不可达', amountFen: 100, notifyUrl: 'http://127.0.0.1:9/notify' })
      fake.pay(no)
      fake.pay(gone)
      await fake.settled()
      expect(fake.notifications.filter((e) => e.outTradeNo === no).map((e) => e.status)).toEqual([503, 503, 503])
      expect(fake.notifications.filter((e) => e.outTradeNo === gone).map((e) => [e.status, e.ok])).toEqual([
        [0, false],
        [0, false],
        [0, false],
      ])
    } finally {
      await fake.stop()
      await receiver.stop()
    }
  })

  test('stop() cancels pending retries', async () => {
    const receiver = await startReceiver(() => ({ status: 500 }))
    const { fake, provider } = await startPair({ notifyRetryDelaysMs: [60_000] })
    try {
      const no = tradeNo()
      await provider.createNative({ outTradeNo: no, description: '停止', amountFen: 100, notifyUrl: receiver.url })
      fake.pay(no)
      await new Promise((r) => setTimeout(r, 100))
      const settled = fake.settled()
      await fake.stop()
      await settled
      expect(fake.notifications.filter((e) => e.outTradeNo === no)).toHaveLength(1)
    } finally {
      await receiver.stop()
    }
  })
})
