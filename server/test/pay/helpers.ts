/** Shared set-up of the payment tests: fresh keys, the fake on loopback, the client pointed at it, a notify receiver. */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { startFakeWechatPay, type FakeWechatPayOptions } from '../../src/pay/fake-wechat-pay'
import { localPayKeys, type PayKeySet } from '../../src/pay/local'
import { WechatPayV3Provider, type WechatPayV3Config } from '../../src/pay/wechat-v3'

export async function startPair(fakeOptions: Partial<FakeWechatPayOptions> = {}, clientOptions: Partial<WechatPayV3Config> = {}) {
  const keys = localPayKeys()
  const fake = await startFakeWechatPay({ ...keys, merchantName: '云企查', notifyRetryDelaysMs: [30, 60, 90], ...fakeOptions })
  const provider = new WechatPayV3Provider({ ...keys, baseUrl: fake.baseUrl, ...clientOptions })
  return { keys, fake, provider }
}

/**
 * The WXPAY_* settings of the merchant with these keys, its key files written into `dir` as a deployment keeps them
 * (apiclient_key.pem, pub_key.pem); `baseUrl` points the client at a fake WeChat Pay.
 */
export function wxpaySettings(keys: PayKeySet, dir: string, baseUrl?: string): Record<string, string> {
  fs.writeFileSync(path.join(dir, 'apiclient_key.pem'), keys.merchantPrivateKey)
  fs.writeFileSync(path.join(dir, 'pub_key.pem'), keys.platformPublicKey)
  return {
    WXPAY_MCHID: keys.mchid,
    WXPAY_APPID: keys.appid,
    WXPAY_MCH_SERIAL_NO: keys.merchantSerialNo,
    WXPAY_MCH_PRIVATE_KEY_PATH: path.join(dir, 'apiclient_key.pem'),
    WXPAY_APIV3_KEY: keys.apiV3Key,
    WXPAY_PUBLIC_KEY_ID: keys.platformPublicKeyId,
    WXPAY_PUBLIC_KEY_PATH: path.join(dir, 'pub_key.pem'),
    ...(baseUrl ? { WXPAY_BASE_URL: baseUrl } : {}),
  }
}

export interface Hit {
  headers: http.IncomingHttpHeaders
  body: string
}

/** A merchant notify endpoint: records every POST and answers what `answer` says (default 204). */
export async function startReceiver(answer: (hit: Hit, index: number) => { status: number; body?: string } = () => ({ status: 204 })) {
  const hits: Hit[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const hit = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      hits.push(hit)
      const a = answer(hit, hits.length - 1)
      res.writeHead(a.status, a.body ? { 'Content-Type': 'application/json' } : {})
      res.end(a.body ?? '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/pay/wechat/notify`
  return {
    url,
    hits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

let seq = 0
/** A fresh out_trade_no per call. */
export const tradeNo = (prefix = 'T') => `${prefix}${Date.now()}${String(++seq).padStart(4, '0')}`
