import crypto from 'node:crypto'
import { startFakeWechatPay } from '../../src/pay/fake-wechat-pay'
import { localPayKeys, startLocalWechatPay } from '../../src/pay/local'
import { PayProviderError, type PayProvider } from '../../src/pay/provider'
import { buildAuthorization, privateKeyOf, publicKeyOf, rfc3339, signMessage } from '../../src/pay/sign'
import { WechatPayV3Provider, certificateSerial } from '../../src/pay/wechat-v3'
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

describe('WechatPayV3Provider against the fake WeChat Pay', () => {
  let pair: Awaited<ReturnType<typeof startPair>>
  let provider: PayProvider
  beforeAll(async () => {
    pair = await startPair()
    provider = pair.provider
  })
  afterAll(() => pair.fake.stop())

  test('creates JSAPI, H5 and Native orders with the documented request shapes', async () => {
    const expiresAt = Date.now() + 30 * 60_000
    const j = tradeNo('J')
    const { prepayId } = await provider.createJsapi({
      outTradeNo: j,
      description: '云企查-企业版月卡',
      amountFen: 1990,
      openid: 'o_user_1',
      notifyUrl: NOTIFY,
      expiresAt,
    })
    expect(prepayId).toMatch(/^wx\d{14}[0-9a-f]{20}$/)
    expect(pair.fake.order(j)).toMatchObject({ tradeType: 'JSAPI', totalFen: 1990, openid: 'o_user_1', state: 'NOTPAY', notifyUrl: NOTIFY })
    expect(pair.fake.order(j)!.expiresAt).toBe(Math.floor(expiresAt / 1000) * 1000)

    const h = tradeNo('H')
    const { h5Url } = await provider.createH5({
      outTradeNo: h,
      description: '报告下载',
      amountFen: 500,
      clientIp: '203.0.113.7',
      notifyUrl: NOTIFY,
    })
    expect(h5Url.startsWith(`${pair.fake.baseUrl}/pay/h5?prepay_id=wx`)).toBe(true)
    expect(pair.fake.order(h)).toMatchObject({ tradeType: 'MWEB', clientIp: '203.0.113.7' })

    const n = tradeNo('N')
    const { codeUrl } = await provider.createNative({
      outTradeNo: n,
      description: '年度会员',
      amountFen: 29900,
      notifyUrl: NOTIFY,
      expiresAt: rfc3339(expiresAt),
    })
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[\w-]+$/)
    expect(pair.fake.order(n)).toMatchObject({ tradeType: 'NATIVE', totalFen: 29900 })
  })

  test('jsapiParams are what requestPayment takes, signed with the merchant key', () => {
    const p = provider.jsapiParams('wx201410272009395522657a690389285100')
    expect(p).toMatchObject({ appId: pair.keys.appid, package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' })
    expect(p.timeStamp).toMatch(/^\d{10}$/)
    expect(Math.abs(Number(p.timeStamp) * 1000 - Date.now())).toBeLessThan(5000)
    expect(p.nonceStr).toMatch(/^[0-9A-F]{32}$/)
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(crypto.verify('sha256', Buffer.from(message), pair.keys.merchantPublicKey, Buffer.from(p.paySign, 'base64'))).toBe(true)
    expect(crypto.verify('sha256', Buffer.from(message), pair.keys.platformPublicKey, Buffer.from(p.paySign, 'base64'))).toBe(false)
  })

  test('query follows the order: NOTPAY, then SUCCESS with transaction id and time', async () => {
    const no = tradeNo()
    await provider.createNative({ outTradeNo: no, description: '查询测试', amountFen: 100, notifyUrl: NOTIFY })
    expect(await provider.query(no)).toEqual({ tradeState: 'NOTPAY', tradeStateDesc: '订单未支付', amountFen: 100 })
    pair.fake.pay(no)
    const q = await provider.query(no)
    expect(q).toMatchObject({ tradeState: 'SUCCESS', amountFen: 100 })
    expect(q.transactionId).toMatch(/^4200\d{24}$/)
    expect(q.successTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    await pair.fake.settled()
  })

  test('an unknown order is ORDER_NOT_EXIST (404)', async () => {
    const err = await refusal(provider.query(tradeNo('X')))
    expect(err).toMatchObject({ code: 'ORDER_NOT_EXIST', httpStatus: 404, wechatMessage: '订单不存在' })
  })

  test('close turns the order CLOSED; it can be neither paid nor created again', async () => {
    const no = tradeNo()
    await provider.createNative({ outTradeNo: no, description: '关单测试', amountFen: 100, notifyUrl: NOTIFY })
    await provider.close(no)
    expect((await provider.query(no)).tradeState).toBe('CLOSED')
    await provider.close(no) // closing again is harmless
    expect(() => pair.fake.pay(no)).toThrow('订单已关闭')
    const err = await refusal(provider.createNative({ outTradeNo: no, description: '关单测试', amountFen: 100, notifyUrl: NOTIFY }))
    expect(err).toMatchObject({ code: 'ORDER_CLOSED', httpStatus: 400 })
  })

  test('a paid order cannot be closed', async () => {
    const no = tradeNo()
    await provider.createNative({ outTradeNo: no, description: '已支付', amountFen: 100, notifyUrl: NOTIFY })
    pair.fake.pay(no)
    expect(await refusal(provider.close(no))).toMatchObject({ code: 'ORDERPAID' })
    await pair.fake.settled()
  })

  test('duplicates and bad parameters: same request same prepay id, different amount OUT_TRADE_NO_USED, PARAM_ERROR', async () => {
    const no = tradeNo()
    const input = { outTradeNo: no, description: '重复下单', amountFen: 990, openid: 'o_dup', notifyUrl: NOTIFY }
    const first = await provider.createJsapi(input)
    expect(await provider.createJsapi(input)).toEqual(first)
    expect(await refusal(provider.createJsapi({ ...input, amountFen: 1 }))).toMatchObject({ code: 'OUT_TRADE_NO_USED', httpStatus: 403 })
    for (const bad of [
      { amountFen: 0 },
      { amountFen: 1.5 },
      { amountFen: -100 },
      { description: '' },
      { outTradeNo: 'abc' },
      { notifyUrl: 'ftp://x' },
    ]) {
      const err = await refusal(provider.createJsapi({ ...input, outTradeNo: tradeNo(), ...bad }))
      expect(err).toMatchObject({ code: 'PARAM_ERROR', httpStatus: 400 })
    }
    expect(await refusal(provider.createJsapi({ ...input, outTradeNo: tradeNo(), openid: '' }))).toMatchObject({ code: 'PARAM_ERROR' })
    const past = await refusal(
      provider.createNative({ outTradeNo: tradeNo(), description: 'x', amountFen: 1, notifyUrl: NOTIFY, expiresAt: Date.now() - 1000 }),
    )
    expect(past.code).toBe('PARAM_ERROR')
  })

  test('refund: PROCESSING, then SUCCESS with a signed REFUND.SUCCESS; limits enforced', async () => {
    const receiver = await startReceiver()
    try {
      const no = tradeNo()
      await provider.createNative({ outTradeNo: no, description: '退款测试', amountFen: 1000, notifyUrl: receiver.url })
      expect(await refusal(provider.refund({ outTradeNo: no, outRefundNo: tradeNo('R'), refundFen: 100, totalFen: 1000 }))).toMatchObject({
        code: 'INVALID_REQUEST',
      })
      pair.fake.pay(no)
      const outRefundNo = tradeNo('R')
      const input = { outTradeNo: no, outRefundNo, refundFen: 400, totalFen: 1000, reason: '用户申请退款', notifyUrl: receiver.url }
      const r = await provider.refund(input)
      expect(r.status).toBe('PROCESSING')
      expect(r.refundId).toMatch(/^50\d{30}$/)
      expect((await provider.refund(input)).refundId).toBe(r.refundId) // an identical repeat is the same refund
      await pair.fake.settled()
      expect(pair.fake.refunds.find((x) => x.outRefundNo === outRefundNo)).toMatchObject({
        status: 'SUCCESS',
        refundFen: 400,
        reason: '用户申请退款',
      })
      expect((await provider.query(no)).tradeState).toBe('REFUND')

      const events = receiver.hits.map((h) => provider.verifyNotification(h.headers, h.body))
      expect(events.map((e) => e.eventType)).toEqual(['TRANSACTION.SUCCESS', 'REFUND.SUCCESS'])
      expect(events[1].resource).toMatchObject({
        out_trade_no: no,
        out_refund_no: outRefundNo,
        refund_id: r.refundId,
        refund_status: 'SUCCESS',
        amount: { total: 1000, refund: 400 },
      })

      const over = { outTradeNo: no, outRefundNo: tradeNo('R'), refundFen: 601, totalFen: 1000 }
      expect(await refusal(provider.refund(over))).toMatchObject({ code: 'INVALID_REQUEST', httpStatus: 400 })
      expect(await refusal(provider.refund({ ...over, refundFen: 100, totalFen: 999 }))).toMatchObject({ code: 'PARAM_ERROR' })
      expect(await refusal(provider.refund({ ...over, outTradeNo: tradeNo('X') }))).toMatchObject({
        code: 'RESOURCE_NOT_EXISTS',
        httpStatus: 404,
      })
      expect((await provider.refund({ ...over, refundFen: 600 })).status).toBe('PROCESSING') // the rest is still refundable
      await pair.fake.settled()
    } finally {
      await receiver.stop()
    }
  })

  test('the fake refuses requests not signed by the merchant key: 401 SIGN_ERROR', async () => {
    const stranger = new WechatPayV3Provider({
      ...pair.keys,
      merchantPrivateKey: localPayKeys().merchantPrivateKey,
      baseUrl: pair.fake.baseUrl,
    })
    const err = await refusal(stranger.createNative({ outTradeNo: tradeNo(), description: 'x', amountFen: 1, notifyUrl: NOTIFY }))
    expect(err).toMatchObject({ code: 'SIGN_ERROR', httpStatus: 401, wechatMessage: '错误的签名，验签失败' })

    const path = '/v3/pay/transactions/native'
    const body = JSON.stringify({
      appid: pair.keys.appid,
      mchid: pair.keys.mchid,
      description: 'x',
      out_trade_no: tradeNo(),
      notify_url: NOTIFY,
      amount: { total: 1 },
    })
    const sign = (signedBody: string, timestamp = Math.floor(Date.now() / 1000)) =>
      buildAuthorization({
        mchid: pair.keys.mchid,
        serialNo: pair.keys.merchantSerialNo,
        key: privateKeyOf(pair.keys.merchantPrivateKey),
        method: 'POST',
        url: path,
        body: signedBody,
        timestamp,
      })
    const post = (authorization?: string) =>
      fetch(pair.fake.baseUrl + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body,
      })
    expect((await post()).status).toBe(401)
    expect((await post(sign(body.replace('"total":1', '"total":2')))).status).toBe(401) // body changed after signing
    expect((await post(sign(body, Math.floor(Date.now() / 1000) - 600))).status).toBe(401) // ten minutes old
    const ok = await post(sign(body))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('wechatpay-serial')).toBe(pair.fake.platformPublicKeyId)
  })

  test('answers not signed by the configured platform key are refused', async () => {
    const other = localPayKeys()
    const wrongKey = new WechatPayV3Provider({ ...pair.keys, platformPublicKey: other.platformPublicKey, baseUrl: pair.fake.baseUrl })
    expect(
      await refusal(wrongKey.createNative({ outTradeNo: tradeNo(), description: 'x', amountFen: 1, notifyUrl: NOTIFY })),
    ).toMatchObject({
      code: 'BAD_RESPONSE_SIGNATURE',
    })
    const certMode = new WechatPayV3Provider({
      ...pair.keys,
      platformPublicKeyId: undefined,
      platformPublicKey: undefined,
      platformCertificates: { '5157F09EFDC096DE15EBE81A47057A7232F1B8E1': pair.keys.platformPublicKey },
      baseUrl: pair.fake.baseUrl,
    })
    const err = await refusal(certMode.query(tradeNo()))
    expect(err.code).toBe('ORDER_NOT_EXIST') // error answers are not verified …
    const created = certMode.createNative({ outTradeNo: tradeNo(), description: 'x', amountFen: 1, notifyUrl: NOTIFY })
    expect((await refusal(created)).wechatMessage).toContain('UNKNOWN_SERIAL') // … but a 2xx signed under an unknown serial is
  })
})

describe('verification with platform certificates', () => {
  // a self-signed certificate standing in for a WeChat Pay platform certificate (the private key was discarded)
  const CERT = `-----BEGIN CERTIFICATE-----
MIIDQzCCAiugAwIBAgIUUVfwnv3Alt4V6+gaRwV6cjLxuOEwDQYJKoZIhvcNAQEL
BQAwMTEgMB4GA1UEAwwXVGVucGF5LmNvbSBSb290IENBIHRlc3QxDTALBgNVBAoM
BHRlc3QwHhcNMjYxMTIzMTA0NTU4WhcNMzYxMTIwMTA0NTU4WjAxMSAwHgYDVQQD
DBdUZW5wYXkuY29tIFJvb3QgQ0EgdGVzdDENMAsGA1UECgwEdGVzdDCCASIwDQYJ
KoZIhvcNAQEBBQADggEPADCCAQoCggEBAKQVgmQ7jlwjLXvqgVneUKYryh61ZrOw
Ov6BBxW8yZ/VVm/hot3UU+FPWHL48zJ3l7KKLIdjHlUzB6qKB6hKA+fAQtX119O6
vDvT29vDpriHKh7fUjgjd+opLXN+Px9QFQKA7of75bdZRRho8PcPbnIX9cz4kJJE
wL5bw0SQIuMlsgoED1LB387pjMN4KapvLGfe+JTPbcXyjJzzEwWKxef43VvcOeqk
trVNmP1ZBDqSOP8++Qo8qaVy3JzvNYdXuJ0lGNRgB7/heA0IHt56e2PFSXl8ZykT
FLVKe13UvaNGyln5sulI7wxRDT2JVFBGY2+TytjL7rWBwM9tEzhtmbUCAwEAAaNT
MFEwHQYDVR0OBBYEFJRJFpIENAJpnT76P+apX+pcEsiiMB8GA1UdIwQYMBaAFJRJ
FpIENAJpnT76P+apX+pcEsiiMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZIhvcNAQEL
BQADggEBABvg8cka9YZC6/edQmqOZi6cjXla8xhE5Bn3enNR32WZdDbU963uR/rz
IbS6YvEqfipS/9hfVoB3XSCapflfGdw1fE04l2bWyoZ4UwdKwbafQOUxbwcY8Xnv
Ijc8ezsETBMXeJJK6ywr4iCxjacqzgOfiGUXKeJTBMJOxiy8+ZifBvBQIsUidBtv
tQqwAf5E50JgDXxFVNObg5U/v8t4LXyTpBocbmh8kewpPhZEQG9Yj7aVi9zY2YDV
CJrtrdvBeJvtviDg1+IYOO6xp4gV78vwCYeqq8awO+q2Y9V/fLaF9Av1GkFvWJQP
EB61TkCnS1wW6LNRjtbETUT6CacqwAA=
-----END CERTIFICATE-----`

  test('a certificate PEM gives its serial and public key', () => {
    expect(certificateSerial(CERT)).toBe('5157F09EFDC096DE15EBE81A47057A7232F1B8E1')
    const spki = publicKeyOf(CERT).export({ type: 'spki', format: 'pem' })
    expect(spki.toString()).toContain('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApBWCZDuOXCMte+qBWd5Q')
  })

  test('the client verifies answers by serial when configured with certificates', async () => {
    const keys = localPayKeys()
    const serial = '7132D72A03E93CDDF8C03BBD1F37EEDF12345678'
    const fake = await startFakeWechatPay({ ...keys, platformPublicKeyId: serial })
    try {
      const provider = new WechatPayV3Provider({
        ...keys,
        platformPublicKeyId: undefined,
        platformPublicKey: undefined,
        platformCertificates: { [serial]: keys.platformPublicKey, [certificateSerial(CERT)]: CERT },
        baseUrl: fake.baseUrl,
      })
      const no = tradeNo()
      await provider.createNative({ outTradeNo: no, description: '证书模式', amountFen: 1, notifyUrl: NOTIFY })
      expect((await provider.query(no)).tradeState).toBe('NOTPAY')
    } finally {
      await fake.stop()
    }
  })
})

describe('time_expire and clocks', () => {
  test('past time_expire an unpaid order is CLOSED and cannot be paid', async () => {
    let t = Date.now()
    const now = () => t
    const { fake, provider } = await startPair({ now }, { now })
    try {
      const no = tradeNo()
      await provider.createJsapi({
        outTradeNo: no,
        description: '限时订单',
        amountFen: 100,
        openid: 'o1',
        notifyUrl: NOTIFY,
        expiresAt: t + 60_000,
      })
      expect((await provider.query(no)).tradeState).toBe('NOTPAY')
      t += 61_000
      expect((await provider.query(no)).tradeState).toBe('CLOSED')
      expect(() => fake.pay(no)).toThrow('订单已关闭')
    } finally {
      await fake.stop()
    }
  })
})

describe('configuration', () => {
  const keys = localPayKeys()
  const files: Record<string, string> = { '/k/apiclient_key.pem': keys.merchantPrivateKey, '/k/pub_key.pem': keys.platformPublicKey }
  const env = {
    WXPAY_MCHID: keys.mchid,
    WXPAY_APPID: keys.appid,
    WXPAY_MCH_SERIAL_NO: keys.merchantSerialNo,
    WXPAY_MCH_PRIVATE_KEY_PATH: '/k/apiclient_key.pem',
    WXPAY_APIV3_KEY: keys.apiV3Key,
    WXPAY_PUBLIC_KEY_ID: keys.platformPublicKeyId,
    WXPAY_PUBLIC_KEY_PATH: '/k/pub_key.pem',
  }
  const read = (p: string) => files[p]

  test('fromEnv needs the merchant settings and a way to verify', () => {
    expect(WechatPayV3Provider.fromEnv({}, read)).toBeNull()
    expect(WechatPayV3Provider.fromEnv({ ...env, WXPAY_APIV3_KEY: '' }, read)).toBeNull()
    expect(WechatPayV3Provider.fromEnv(env, read)).toBeInstanceOf(WechatPayV3Provider)
    expect(() => WechatPayV3Provider.fromEnv({ ...env, WXPAY_PUBLIC_KEY_ID: undefined }, read)).toThrow('platform public key')
    expect(() => WechatPayV3Provider.fromEnv({ ...env, WXPAY_APIV3_KEY: 'short' }, read)).toThrow('32 bytes')
  })

  test('startLocalWechatPay needs nothing and works end to end', async () => {
    const { fake, provider, keys: local } = await startLocalWechatPay({ merchantName: '云企查（本地）' })
    try {
      expect(local.platformPublicKeyId).toMatch(/^PUB_KEY_ID_0114\d{28}$/)
      const no = tradeNo()
      await provider.createNative({ outTradeNo: no, description: '本地', amountFen: 1, notifyUrl: NOTIFY })
      expect((await provider.query(no)).tradeState).toBe('NOTPAY')
    } finally {
      await fake.stop()
    }
  })

  test('the signature message ends every line, the body line included', () => {
    expect(signMessage('GET', '/v3/certificates', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    )
    expect(rfc3339(Date.UTC(2026, 10, 1, 2, 0, 0))).toBe('2026-11-01T10:00:00+08:00')
  })
})
