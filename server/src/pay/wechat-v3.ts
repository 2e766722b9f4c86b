/**
 * WeChat Pay API v3 (直连商户) over HTTPS, written against pay.weixin.qq.com's documentation: requests signed
 * with the merchant API private key, answers and notifications verified with the WeChat Pay public key
 * (PUB_KEY_ID_…, what new merchants get) or platform certificates, notification resources decrypted with
 * the APIv3 key; trade bills downloaded and checked against their SHA1. See docs/payments.md for the settings.
 */
import fs from 'node:fs'
import crypto, { X509Certificate, type KeyObject } from 'node:crypto'
import { parseTradeBill } from './bill'
import {
  PayProviderError,
  type CreateH5Input,
  type CreateJsapiInput,
  type CreateNativeInput,
  type HeaderBag,
  type JsapiPayParams,
  type PayNotification,
  type PayProvider,
  type PayQueryResult,
  type PayerApp,
  type RefundInput,
  type RefundQueryResult,
  type RefundResult,
  type TradeBill,
  type TradeState,
  type RefundStatus,
} from './provider'
import { buildAuthorization, nonceStr, privateKeyOf, publicKeyOf, rfc3339, rsaSign, signMessage, type KeyInput } from './sign'
import { verifyNotification, verifyWechatpaySignature } from './verify'

export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com'

export interface WechatPayV3Config {
  mchid: string
  /** WXPAY_APPID: the AppID of Native and H5 orders, and of JSAPI ones when the payer's app has none of its own below */
  appid: string
  /** the mini-program's AppID, for JSAPI payers with a wx.login openid (default `appid`) */
  mpAppid?: string
  /** the official account's AppID, for JSAPI payers with a web-authorisation openid (default `appid`) */
  oaAppid?: string
  /** serial number of the merchant API certificate (商户API证书序列号) */
  merchantSerialNo: string
  /** apiclient_key.pem */
  merchantPrivateKey: KeyInput
  /** APIv3 key, 32 characters */
  apiV3Key: string
  /** public-key mode: PUB_KEY_ID_… and the 微信支付公钥 */
  platformPublicKeyId?: string
  platformPublicKey?: KeyInput
  /** certificate mode: platform certificate serial → certificate PEM (or public key) */
  platformCertificates?: Record<string, KeyInput>
  baseUrl?: string
  fetch?: typeof fetch
  now?: () => number
  timeoutMs?: number
}

interface WxTransaction {
  trade_state: TradeState
  trade_state_desc?: string
  transaction_id?: string
  success_time?: string
  amount?: { total?: number }
}

export class WechatPayV3Provider implements PayProvider {
  readonly name = 'wechatpay-v3'
  private readonly privateKey: KeyObject
  private readonly platformKeys = new Map<string, KeyObject>()
  private readonly baseUrl: string

  constructor(private readonly cfg: WechatPayV3Config) {
    if (Buffer.byteLength(cfg.apiV3Key) !== 32) throw new Error('WeChat Pay APIv3 key must be 32 bytes')
    this.privateKey = privateKeyOf(cfg.merchantPrivateKey)
    if (cfg.platformPublicKeyId && cfg.platformPublicKey) this.platformKeys.set(cfg.platformPublicKeyId, publicKeyOf(cfg.platformPublicKey))
    for (const [serial, cert] of Object.entries(cfg.platformCertificates ?? {})) this.platformKeys.set(serial, publicKeyOf(cert))
    if (this.platformKeys.size === 0) throw new Error('WeChat Pay needs the platform public key (PUB_KEY_ID_…) or platform certificates')
    this.baseUrl = (cfg.baseUrl ?? WECHATPAY_BASE_URL).replace(/\/+$/, '')
  }

  /**
   * WXPAY_MCHID, WXPAY_APPID, WXPAY_MCH_SERIAL_NO, WXPAY_MCH_PRIVATE_KEY_PATH, WXPAY_APIV3_KEY, and either
   * WXPAY_PUBLIC_KEY_ID + WXPAY_PUBLIC_KEY_PATH or WXPAY_PLATFORM_CERT_PATHS (comma-separated PEM files);
   * optional WXPAY_BASE_URL. JSAPI orders go out under the payer's app: WXPAY_MP_APPID (default WX_APPID) for a
   * mini-program openid, WXPAY_OA_APPID (default WX_OA_APPID) for an official-account one, WXPAY_APPID when neither is
   * set; every one of them must be bound to the merchant. Null when the merchant settings are absent.
   */
  static fromEnv(
    env: Record<string, string | number | undefined>,
    readFile = (p: string) => fs.readFileSync(p, 'utf8'),
    now?: () => number,
  ): WechatPayV3Provider | null {
    const s = (k: string) => (env[k] === undefined || env[k] === '' ? undefined : String(env[k]))
    const [mchid, appid, serial, keyPath, apiV3Key] = [
      'WXPAY_MCHID',
      'WXPAY_APPID',
      'WXPAY_MCH_SERIAL_NO',
      'WXPAY_MCH_PRIVATE_KEY_PATH',
      'WXPAY_APIV3_KEY',
    ].map(s)
    if (!mchid || !appid || !serial || !keyPath || !apiV3Key) return null
    const certs: Record<string, string> = {}
    const certPaths = (s('WXPAY_PLATFORM_CERT_PATHS') ?? '').split(',').map((x) => x.trim())
    for (const pem of certPaths.filter(Boolean).map(readFile)) certs[certificateSerial(pem)] = pem
    const pubKeyPath = s('WXPAY_PUBLIC_KEY_PATH')
    return new WechatPayV3Provider({
      mchid,
      appid,
      mpAppid: s('WXPAY_MP_APPID') ?? s('WX_APPID'),
      oaAppid: s('WXPAY_OA_APPID') ?? s('WX_OA_APPID'),
      merchantSerialNo: serial,
      merchantPrivateKey: readFile(keyPath),
      apiV3Key,
      platformPublicKeyId: s('WXPAY_PUBLIC_KEY_ID'),
      platformPublicKey: pubKeyPath ? readFile(pubKeyPath) : undefined,
      platformCertificates: certs,
      baseUrl: s('WXPAY_BASE_URL'),
      now,
    })
  }

  private now(): number {
    return this.cfg.now ? this.cfg.now() : Date.now()
  }

  private timeExpire(at: number | string | undefined): string | undefined {
    return at === undefined ? undefined : typeof at === 'number' ? rfc3339(at) : at
  }

  /**
   * A request signed with the merchant key: `signedPath` is the path and query exactly as sent. Resolves with
   * any 2xx answer, unverified; no answer is NETWORK, a non-2xx one WeChat's `{ code, message }`.
   */
  private async signedFetch(
    method: 'GET' | 'POST',
    url: string,
    signedPath: string,
    body: string,
    opts: { accept: string; timeoutMs: number },
  ): Promise<{ res: Response; bytes: Buffer }> {
    const headers: Record<string, string> = {
      Accept: opts.accept,
      'User-Agent': 'yunqicha-server WechatPay-APIv3',
      Authorization: buildAuthorization({
        mchid: this.cfg.mchid,
        serialNo: this.cfg.merchantSerialNo,
        key: this.privateKey,
        method,
        url: signedPath,
        body,
        timestamp: Math.floor(this.now() / 1000),
      }),
    }
    if (body) headers['Content-Type'] = 'application/json'
    // in public-key mode this tells WeChat which key to sign the answer with (required while a merchant migrates)
    if (this.cfg.platformPublicKeyId) headers['Wechatpay-Serial'] = this.cfg.platformPublicKeyId
    let res: Response
    let bytes: Buffer
    try {
      res = await (this.cfg.fetch ?? fetch)(url, {
        method,
        headers,
        body: body || undefined,
        signal: AbortSignal.timeout(opts.timeoutMs),
      })
      bytes = Buffer.from(await res.arrayBuffer())
    } catch (err) {
      throw new PayProviderError('NETWORK', (err as Error).message, 0)
    }
    if (res.status < 200 || res.status >= 300) {
      const text = bytes.toString('utf8')
      const e = safeJson(text) as { code?: string; message?: string } | null
      throw new PayProviderError(e?.code ?? 'HTTP_ERROR', e?.message ?? text.slice(0, 200), res.status)
    }
    return { res, bytes }
  }

  private async call<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<{ status: number; data: T }> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const { res, bytes } = await this.signedFetch(method, this.baseUrl + path, path, body, {
      accept: 'application/json',
      timeoutMs: this.cfg.timeoutMs ?? 10_000,
    })
    const text = bytes.toString('utf8')
    try {
      verifyWechatpaySignature(res.headers, text, this.platformKeys, this.now())
    } catch (err) {
      throw new PayProviderError('BAD_RESPONSE_SIGNATURE', (err as Error).message, res.status)
    }
    const data = text ? safeJson(text) : null
    if (text && data === null) throw new PayProviderError('BAD_RESPONSE', 'answer is not JSON', res.status)
    return { status: res.status, data: data as T }
  }

  /** A field the answer must carry; its absence means we cannot go on. */
  private static need<T>(data: Record<string, unknown> | null, key: string, status = 200): T {
    const v = data?.[key]
    if (v === undefined || v === null || v === '') throw new PayProviderError('BAD_RESPONSE', `answer lacks ${key}`, status)
    return v as T
  }

  /** The AppID a JSAPI order of this payer goes out under. */
  appidFor(payerApp: PayerApp = 'mp'): string {
    return (payerApp === 'oa' ? this.cfg.oaAppid : this.cfg.mpAppid) || this.cfg.appid
  }

  private base(input: CreateNativeInput, appid = this.cfg.appid) {
    return {
      appid,
      mchid: this.cfg.mchid,
      description: input.description,
      out_trade_no: input.outTradeNo,
      time_expire: this.timeExpire(input.expiresAt),
      notify_url: input.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    }
  }

  async createJsapi(input: CreateJsapiInput): Promise<{ prepayId: string; appid: string }> {
    const appid = this.appidFor(input.payerApp)
    const { data } = await this.call<Record<string, unknown>>('POST', '/v3/pay/transactions/jsapi', {
      ...this.base(input, appid),
      payer: { openid: input.openid },
    })
    return { prepayId: WechatPayV3Provider.need<string>(data, 'prepay_id'), appid }
  }

  async createH5(input: CreateH5Input): Promise<{ h5Url: string }> {
    const { data } = await this.call<Record<string, unknown>>('POST', '/v3/pay/transactions/h5', {
      ...this.base(input),
      scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
    })
    return { h5Url: WechatPayV3Provider.need<string>(data, 'h5_url') }
  }

  async createNative(input: CreateNativeInput): Promise<{ codeUrl: string }> {
    const { data } = await this.call<Record<string, unknown>>('POST', '/v3/pay/transactions/native', this.base(input))
    return { codeUrl: WechatPayV3Provider.need<string>(data, 'code_url') }
  }

  jsapiParams(prepayId: string, appid = this.appidFor('mp')): JsapiPayParams {
    const timeStamp = String(Math.floor(this.now() / 1000))
    const nonce = nonceStr()
    const pkg = `prepay_id=${prepayId}`
    return {
      appId: appid,
      timeStamp,
      nonceStr: nonce,
      package: pkg,
      signType: 'RSA',
      paySign: rsaSign(signMessage(appid, timeStamp, nonce, pkg), this.privateKey),
    }
  }

  async query(outTradeNo: string): Promise<PayQueryResult> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.cfg.mchid)}`
    const { data } = await this.call<WxTransaction>('GET', path)
    return {
      tradeState: WechatPayV3Provider.need<TradeState>(data as unknown as Record<string, unknown>, 'trade_state'),
      tradeStateDesc: data.trade_state_desc,
      transactionId: data.transaction_id || undefined,
      amountFen: data.amount?.total ?? 0,
      successTime: data.success_time || undefined,
    }
  }

  async close(outTradeNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: this.cfg.mchid })
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const { data } = await this.call<Record<string, unknown>>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.outTradeNo,
      out_refund_no: input.outRefundNo,
      reason: input.reason,
      notify_url: input.notifyUrl,
      amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' },
    })
    return {
      refundId: WechatPayV3Provider.need<string>(data, 'refund_id'),
      status: WechatPayV3Provider.need<RefundStatus>(data, 'status'),
    }
  }

  async queryRefund(outRefundNo: string): Promise<RefundQueryResult> {
    const { data } = await this.call<Record<string, unknown>>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`)
    const need = <T>(key: string) => WechatPayV3Provider.need<T>(data, key)
    const amount = need<Record<string, unknown>>('amount')
    const fen = (key: 'refund' | 'total') => {
      const v = amount[key]
      if (!Number.isSafeInteger(v)) throw new PayProviderError('BAD_RESPONSE', `answer lacks amount.${key}`, 200)
      return v as number
    }
    const optional = (key: string) => (typeof data?.[key] === 'string' && data[key] ? (data[key] as string) : undefined)
    return {
      refundId: need<string>('refund_id'),
      outRefundNo: need<string>('out_refund_no'),
      outTradeNo: need<string>('out_trade_no'),
      transactionId: need<string>('transaction_id'),
      status: need<RefundStatus>('status'),
      refundFen: fen('refund'),
      totalFen: fen('total'),
      successTime: optional('success_time'),
      createTime: optional('create_time'),
    }
  }

  async tradeBill(billDate: string): Promise<TradeBill> {
    const path = `/v3/bill/tradebill?bill_date=${encodeURIComponent(billDate)}&bill_type=ALL`
    const { data } = await this.call<Record<string, unknown>>('GET', path)
    const hashType = WechatPayV3Provider.need<string>(data, 'hash_type')
    if (hashType !== 'SHA1') throw new PayProviderError('BAD_RESPONSE', `unknown hash_type ${hashType}`, 200)
    const hashValue = WechatPayV3Provider.need<string>(data, 'hash_value')
    const downloadUrl = WechatPayV3Provider.need<string>(data, 'download_url').trim()
    let url: URL
    try {
      url = new URL(downloadUrl)
    } catch {
      throw new PayProviderError('BAD_RESPONSE', 'download_url is not a URL', 200)
    }
    // WeChat does not sign the file: its integrity rests on the SHA1 from the signed answer above
    const { res, bytes } = await this.signedFetch('GET', url.href, url.pathname + url.search, '', {
      accept: '*/*',
      timeoutMs: Math.max(this.cfg.timeoutMs ?? 10_000, 60_000),
    })
    const actual = crypto.createHash('sha1').update(bytes).digest('hex')
    if (actual !== hashValue.toLowerCase()) {
      throw new PayProviderError('BAD_RESPONSE', `bill download SHA1 ${actual} is not the announced ${hashValue}`, res.status)
    }
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw new PayProviderError('BAD_RESPONSE', 'bill download is not UTF-8', res.status)
    }
    return parseTradeBill(text, billDate)
  }

  verifyNotification(headers: HeaderBag, rawBody: string): PayNotification {
    return verifyNotification(headers, rawBody, { keys: this.platformKeys, apiV3Key: this.cfg.apiV3Key, now: this.now() })
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The serial number as WeChat writes it (upper-case hex) of a platform certificate PEM. */
export function certificateSerial(pem: string): string {
  return new X509Certificate(pem).serialNumber.toUpperCase()
}
