/**
 * A local WeChat Pay: a real HTTP server speaking API v3 as api.mch.weixin.qq.com does, so the production
 * client (WechatPayV3Provider) is what runs locally and in tests, pointed at `baseUrl`. It checks the
 * merchant's Authorization signature on every call (401 SIGN_ERROR), signs every answer with its own platform
 * key (public-key mode, PUB_KEY_ID_…), keeps orders and refunds in memory, serves trade bills, a Chinese pay
 * page (/pay/confirm), and posts encrypted, signed notifications with retries.
 */
import crypto, { type KeyObject } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { FakeLedger, WxError, type FakeOrder, type FakeRefund, type RefundOutcome, type TradeType } from './fake-store'
import { beijingDay, renderTradeBill } from './fake-bill'
import { FakeNotifier, WECHAT_NOTIFY_RETRY_MS, type BuiltNotification, type NotificationLogEntry, type NotifyKind } from './fake-notifier'
import { confirmPage, resultPage } from './fake-pay-page'
import { parseAuthorization, privateKeyOf, publicKeyOf, rsaVerify, signMessage, wechatpaySignedHeaders, type KeyInput } from './sign'
import { MAX_CLOCK_SKEW_MS } from './verify'

export interface FakeWechatPayOptions {
  mchid: string
  appid: string
  /**
   * every AppID bound to the merchant (default `appid` alone): an order under any other is refused
   * APPID_MCHID_NOT_MATCH, as WeChat does
   */
  boundAppids?: string[]
  apiV3Key: string
  /** to check our requests' signatures */
  merchantPublicKey: KeyInput
  /** when given, the Authorization serial_no must equal it */
  merchantSerialNo?: string
  /** the fake's platform key pair; generated when absent (read the public half from `platformPublicKey`) */
  platformPrivateKey?: KeyInput
  platformPublicKeyId?: string
  /** shown on the pay page */
  merchantName?: string
  host?: string
  port?: number
  /** where browsers reach the fake, for H5 links and payPageUrl (default `baseUrl`; set it when a phone on the LAN pays) */
  publicUrl?: string
  /** waits between notification attempts; default WeChat's 15s/15s/30s/3m/… */
  notifyRetryDelaysMs?: number[]
  notifyTimeoutMs?: number
  /**
   * how long a refund stays PROCESSING before it succeeds and REFUND.SUCCESS is posted (default 0); null: refunds
   * stay PROCESSING until `settleRefund` ends them
   */
  refundSettleMs?: number | null
  now?: () => number
}

export interface FakeNotifyOptions {
  /** how many times to post it (default 1), one after another unless `concurrent` */
  duplicate?: number
  concurrent?: boolean
  /** 'signature': a spoiled signature; 'body': the body changed after signing; 'amount': genuinely signed and encrypted, with a wrong amount */
  tamper?: 'signature' | 'amount' | 'body'
  /** a WeChat signature probe (Wechatpay-Signature starting WECHATPAY/SIGNTEST/) */
  probe?: boolean
}

export interface FakeWechatPay {
  readonly baseUrl: string
  readonly platformPublicKeyId: string
  /** PEM (SPKI), what the merchant downloads as the 微信支付公钥 */
  readonly platformPublicKey: string
  /** every POST made to a notify_url, with what the merchant answered */
  readonly notifications: NotificationLogEntry[]
  readonly refunds: FakeRefund[]
  order(outTradeNo: string): FakeOrder | undefined
  /** the pay page of an order, optionally returning to `redirectUrl` */
  payPageUrl(outTradeNo: string, redirectUrl?: string): string
  /**
   * what 确认支付 does: marks the order paid and posts TRANSACTION.SUCCESS (retrying) in the background; returns the
   * resource. `notify: false` pays without posting anything, a notification lost for good.
   */
  pay(outTradeNo: string, opts?: { openid?: string; notify?: boolean }): Record<string, unknown>
  /**
   * ends a PROCESSING refund (or an ABNORMAL one, with SUCCESS) and posts REFUND.SUCCESS / REFUND.ABNORMAL /
   * REFUND.CLOSED to its notify_url unless `notify` is false; CLOSED makes the amount refundable again
   */
  settleRefund(outRefundNo: string, outcome: RefundOutcome, opts?: { notify?: boolean }): FakeRefund
  /** while on, no notification is posted at all, and those being retried are given up (a merchant WeChat could not reach) */
  dropNotifications(on: boolean): void
  /** posts the paid order's TRANSACTION.SUCCESS again, as told; no retries; resolves with the attempts */
  notify(outTradeNo: string, opts?: FakeNotifyOptions): Promise<NotificationLogEntry[]>
  /** resolves once every notification has been received or given up on, and pending refunds settled */
  settled(): Promise<void>
  stop(): Promise<void>
}

const MAX_BODY = 1 << 20
/** WeChat's download_url is valid for five minutes. */
const BILL_URL_TTL_MS = 5 * 60_000
const DAY_MS = 24 * 3600_000
/** The bill of a day is generated the next morning; WeChat advises asking after 10:00. */
const BILL_READY_AFTER_MS = DAY_MS + 10 * 3600_000

const REFUND_EVENTS: Record<RefundOutcome, [eventType: string, summary: string]> = {
  SUCCESS: ['REFUND.SUCCESS', '退款成功'],
  ABNORMAL: ['REFUND.ABNORMAL', '退款异常'],
  CLOSED: ['REFUND.CLOSED', '退款关闭'],
}

export async function startFakeWechatPay(options: FakeWechatPayOptions): Promise<FakeWechatPay> {
  const now = options.now ?? Date.now
  const merchantKey = publicKeyOf(options.merchantPublicKey)
  const platformKey: KeyObject = options.platformPrivateKey
    ? privateKeyOf(options.platformPrivateKey)
    : crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const platformPublicKeyId = options.platformPublicKeyId ?? fakePublicKeyId()
  const merchantName = options.merchantName ?? '云企查'
  const ledger = new FakeLedger({ mchid: options.mchid, appid: options.appid, appids: options.boundAppids }, now)
  const notifier = new FakeNotifier({
    apiV3Key: options.apiV3Key,
    key: platformKey,
    serial: platformPublicKeyId,
    now,
    retryDelaysMs: options.notifyRetryDelaysMs ?? WECHAT_NOTIFY_RETRY_MS,
    timeoutMs: options.notifyTimeoutMs ?? 5_000,
  })
  const sent = new Map<string, BuiltNotification>() // out_trade_no → its TRANSACTION.SUCCESS
  const bills = new Map<string, Buffer>() // bill_date → the file as first generated: a bill never changes afterwards
  const downloads = new Map<string, { file: Buffer; expiresAt: number }>() // download token → file
  let baseUrl = ''
  let publicUrl = ''

  const send = (res: http.ServerResponse, status: number, payload: object | null) => {
    const body = payload ? JSON.stringify(payload) : ''
    res.writeHead(status, {
      ...wechatpaySignedHeaders(body, platformKey, platformPublicKeyId, Math.floor(now() / 1000)),
      'Request-ID': crypto.randomUUID(),
      ...(body ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    })
    res.end(body)
  }

  const html = (res: http.ServerResponse, status: number, text: string) => {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'no-store',
    })
    res.end(text)
  }

  function checkAuth(req: http.IncomingMessage, body: string): void {
    const a = parseAuthorization(req.headers.authorization)
    if (!a) throw new WxError(401, 'SIGN_ERROR', 'Authorization 缺失或格式错误')
    if (a.mchid !== options.mchid) throw new WxError(401, 'SIGN_ERROR', '商户号与签名不匹配')
    if (options.merchantSerialNo && a.serial_no !== options.merchantSerialNo) throw new WxError(401, 'SIGN_ERROR', '商户证书序列号错误')
    if (!/^\d+$/.test(a.timestamp) || Math.abs(now() - Number(a.timestamp) * 1000) > MAX_CLOCK_SKEW_MS) {
      throw new WxError(401, 'SIGN_ERROR', '签名时间戳与当前时间相差过大')
    }
    if (!rsaVerify(signMessage(req.method ?? '', req.url ?? '', a.timestamp, a.nonce_str, body), a.signature, merchantKey)) {
      throw new WxError(401, 'SIGN_ERROR', '错误的签名，验签失败')
    }
    const serial = req.headers['wechatpay-serial']
    if (serial && serial !== platformPublicKeyId) throw new WxError(400, 'INVALID_REQUEST', 'Wechatpay-Serial 与微信支付公钥ID不一致')
  }

  function payOrder(outTradeNo: string, openid?: string, post = true): Record<string, unknown> {
    const order = ledger.pay(outTradeNo, openid)
    const resource = ledger.transactionJson(order)
    const n = notifier.build('TRANSACTION.SUCCESS', '支付成功', 'transaction', resource)
    sent.set(order.outTradeNo, n)
    if (post) notifier.deliver(order.notifyUrl, n, { eventType: n.eventType, outTradeNo: order.outTradeNo, kind: 'normal' })
    return resource
  }

  function endRefund(refund: FakeRefund, outcome: RefundOutcome, post = true): FakeRefund {
    ledger.settleRefund(refund, outcome)
    if (!post || !refund.notifyUrl) return refund
    const [eventType, summary] = REFUND_EVENTS[outcome]
    const n = notifier.build(eventType, summary, 'refund', ledger.refundNotifyJson(refund))
    const meta = { eventType, outTradeNo: refund.outTradeNo, outRefundNo: refund.outRefundNo, kind: 'normal' as const }
    notifier.deliver(refund.notifyUrl, n, meta)
    return refund
  }

  function scheduleRefund(refund: FakeRefund) {
    if (options.refundSettleMs === null) return
    notifier.later(options.refundSettleMs ?? 0, () => {
      if (refund.status === 'PROCESSING') endRefund(refund, 'SUCCESS')
    })
  }

  /** The ALL bill of a day, generated the first time it is asked for once ready, then kept as it was. */
  function tradeBillFile(date: string): Buffer {
    const start = Date.parse(`${date}T00:00:00+08:00`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(start) || beijingDay(start) !== date) {
      throw new WxError(400, 'PARAM_ERROR', '参数错误：bill_date 格式须为 yyyy-MM-DD')
    }
    if (now() < start + BILL_READY_AFTER_MS) throw new WxError(400, 'STATEMENT_CREATING', '账单生成中')
    const kept = bills.get(date)
    if (kept) return kept
    const text = renderTradeBill(options, ledger.allOrders(), ledger.allRefunds(), date)
    if (text === null) throw new WxError(400, 'NO_STATEMENT_EXIST', '请求的账单文件不存在')
    const file = Buffer.from(`\uFEFF${text}`, 'utf8')
    bills.set(date, file)
    return file
  }

  function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string): void {
    checkAuth(req, raw)
    const json = () => {
      if (!raw) return {}
      try {
        return JSON.parse(raw) as unknown
      } catch {
        throw new WxError(400, 'PARAM_ERROR', '请求体不是合法的JSON')
      }
    }
    const create = /^\/v3\/pay\/transactions\/(jsapi|h5|native)$/.exec(url.pathname)
    if (create && req.method === 'POST') {
      const type: TradeType = create[1] === 'jsapi' ? 'JSAPI' : create[1] === 'h5' ? 'MWEB' : 'NATIVE'
      const o = ledger.create(type, json())
      if (type === 'JSAPI') return send(res, 200, { prepay_id: o.prepayId })
      if (type === 'MWEB') return send(res, 200, { h5_url: `${publicUrl}/pay/h5?prepay_id=${o.prepayId}&package=${o.codeKey}` })
      return send(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${o.codeKey}` })
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname)
    if (byNo && req.method === 'GET' && !byNo[2]) {
      if (url.searchParams.get('mchid') !== options.mchid) throw new WxError(400, 'PARAM_ERROR', '参数错误：mchid 与签名商户号不一致')
      return send(res, 200, ledger.transactionJson(ledger.mustOrder(decodeURIComponent(byNo[1]))))
    }
    if (byNo && req.method === 'POST' && byNo[2]) {
      const body = json() as { mchid?: unknown }
      if (body.mchid !== options.mchid) throw new WxError(400, 'PARAM_ERROR', '参数错误：mchid 与签名商户号不一致')
      ledger.close(decodeURIComponent(byNo[1]))
      return send(res, 204, null)
    }
    if (url.pathname === '/v3/refund/domestic/refunds' && req.method === 'POST') {
      const { refund, created } = ledger.refund(json())
      const answer = ledger.refundJson(refund)
      if (created) scheduleRefund(refund)
      return send(res, 200, answer)
    }
    const refundNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname)
    if (refundNo && req.method === 'GET') {
      return send(res, 200, ledger.refundJson(ledger.mustRefund(decodeURIComponent(refundNo[1]))))
    }
    if (url.pathname === '/v3/bill/tradebill' && req.method === 'GET') {
      if ((url.searchParams.get('bill_type') ?? 'ALL') !== 'ALL' || url.searchParams.has('tar_type')) {
        throw new WxError(400, 'PARAM_ERROR', '参数错误：本地模拟只提供不压缩的 ALL 账单')
      }
      const file = tradeBillFile(url.searchParams.get('bill_date') ?? '')
      const token = crypto.randomBytes(24).toString('base64url')
      downloads.set(token, { file, expiresAt: now() + BILL_URL_TTL_MS })
      return send(res, 200, {
        hash_type: 'SHA1',
        hash_value: crypto.createHash('sha1').update(file).digest('hex'),
        download_url: `${baseUrl}/v3/billdownload/file?token=${token}`,
      })
    }
    if (url.pathname === '/v3/billdownload/file' && req.method === 'GET') {
      const download = downloads.get(url.searchParams.get('token') ?? '')
      if (!download || now() > download.expiresAt) throw new WxError(400, 'INVALID_REQUEST', '下载链接已过期，请重新申请账单')
      // the file is the answer, unsigned, as WeChat sends it; its SHA1 was in the signed answer above
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Request-ID': crypto.randomUUID() })
      return void res.end(download.file)
    }
    throw new WxError(404, 'NOT_FOUND', '请求的资源不存在')
  }

  function payPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string): void {
    const q = req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams
    const order = ledger.find({
      outTradeNo: q.get('out_trade_no') ?? undefined,
      prepayId: q.get('prepay_id') ?? undefined,
      codeKey: q.get('pr') ?? undefined,
    })
    const redirect = q.get('redirect_url') ?? undefined
    const safeRedirect = redirect && /^https?:\/\//i.test(redirect) ? redirect : undefined
    if (!order) return html(res, 404, resultPage(merchantName, undefined, '订单不存在'))
    if (req.method === 'GET') {
      if (order.state === 'NOTPAY') return html(res, 200, confirmPage(merchantName, order, safeRedirect))
      return html(res, 200, resultPage(merchantName, order, order.state === 'CLOSED' ? '订单已关闭' : '订单已支付'))
    }
    let message = '已取消支付'
    if (q.get('action') === 'pay') {
      try {
        payOrder(order.outTradeNo)
        message = '支付成功'
      } catch (err) {
        if (err instanceof WxError) return html(res, 409, resultPage(merchantName, order, err.message))
        throw err
      }
    }
    if (safeRedirect) {
      res.writeHead(303, { Location: safeRedirect })
      return void res.end()
    }
    html(res, 200, resultPage(merchantName, order, message))
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.local')
    const raw = await readBody(req)
    if (url.pathname.startsWith('/v3/')) {
      try {
        api(req, res, url, raw)
      } catch (err) {
        if (!(err instanceof WxError)) throw err
        send(res, err.status, { code: err.code, message: err.message })
      }
      return
    }
    if (url.pathname === '/pay/h5' && req.method === 'GET') {
      res.writeHead(302, { Location: `/pay/confirm${url.search}` })
      return void res.end()
    }
    if (url.pathname === '/pay/confirm' && (req.method === 'GET' || req.method === 'POST')) return payPage(req, res, url, raw)
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('not found')
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ code: 'SYSTEM_ERROR', message: String((err as Error).message) }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`
  publicUrl = (options.publicUrl ?? baseUrl).replace(/\/+$/, '')

  async function notify(outTradeNo: string, opts: FakeNotifyOptions = {}): Promise<NotificationLogEntry[]> {
    const order = ledger.mustOrder(outTradeNo)
    const original = sent.get(outTradeNo)
    if (!original || (order.state !== 'SUCCESS' && order.state !== 'REFUND')) throw new Error(`order ${outTradeNo} has not been paid`)
    let n = original
    let kind: NotifyKind = 'duplicate'
    let headers = () => notifier.headers(n.body)
    if (opts.probe) {
      kind = 'probe'
      headers = () => notifier.headers(n.body, 'probe')
    } else if (opts.tamper === 'signature') {
      kind = 'tamper-signature'
      headers = () => notifier.headers(n.body, 'tamper')
    } else if (opts.tamper === 'body') {
      kind = 'tamper-body'
      const signedFor = original.body
      n = { ...original, body: original.body.replace('"summary":"支付成功"', '"summary":"支付成功!"') }
      headers = () => notifier.headers(signedFor)
    } else if (opts.tamper === 'amount') {
      kind = 'tamper-amount'
      const resource = ledger.transactionJson(order) as { amount: Record<string, number> }
      const wrong = order.totalFen === 1 ? 2 : 1
      resource.amount = { ...resource.amount, total: wrong, payer_total: wrong }
      n = notifier.build('TRANSACTION.SUCCESS', '支付成功', 'transaction', resource, original.id)
    }
    const meta = { eventType: n.eventType, outTradeNo, kind }
    const times = Math.max(1, opts.duplicate ?? 1)
    if (opts.concurrent)
      return Promise.all(Array.from({ length: times }, (_, i) => notifier.post(order.notifyUrl, n, meta, i + 1, headers())))
    const out: NotificationLogEntry[] = []
    for (let i = 0; i < times; i++) out.push(await notifier.post(order.notifyUrl, n, meta, i + 1, headers()))
    return out
  }

  return {
    baseUrl,
    platformPublicKeyId,
    platformPublicKey: crypto.createPublicKey(platformKey).export({ type: 'spki', format: 'pem' }).toString(),
    notifications: notifier.log,
    get refunds() {
      return ledger.allRefunds()
    },
    order: (outTradeNo) => ledger.order(outTradeNo),
    payPageUrl: (outTradeNo, redirectUrl) =>
      `${publicUrl}/pay/confirm?out_trade_no=${encodeURIComponent(outTradeNo)}${redirectUrl ? `&redirect_url=${encodeURIComponent(redirectUrl)}` : ''}`,
    pay: (outTradeNo, opts) => payOrder(outTradeNo, opts?.openid, opts?.notify ?? true),
    settleRefund: (outRefundNo, outcome, opts) => endRefund(ledger.mustRefund(outRefundNo), outcome, opts?.notify ?? true),
    dropNotifications: (on) => {
      notifier.dropping = on
    },
    notify,
    settled: () => notifier.settled(),
    stop: async () => {
      notifier.stop()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}

/** PUB_KEY_ID_ and 32 digits, the shape of a real 微信支付公钥ID. */
export function fakePublicKeyId(): string {
  return `PUB_KEY_ID_0114${Array.from(crypto.randomBytes(28), (b) => String(b % 10)).join('')}`
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY) {
        reject(new Error('body too large'))
        req.destroy()
      } else chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
