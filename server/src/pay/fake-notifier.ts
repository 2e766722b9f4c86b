/**
 * The fake's notifications: the resource encrypted with the APIv3 key (AEAD_AES_256_GCM), the body signed with
 * the platform key, POSTed to notify_url and retried on WeChat's schedule (15s/15s/30s/3m/… by default; tests
 * pass milliseconds) until the merchant answers 2xx without a non-SUCCESS code.
 */
import crypto, { type KeyObject } from 'node:crypto'
import { SIGNTEST_PREFIX, aesGcmEncrypt, rfc3339, wechatpaySignedHeaders } from './sign'

/** WeChat's documented retry intervals after the first attempt: 15s/15s/30s/3m/10m/20m/30m/30m/30m/60m/3h/3h/3h/6h/6h. */
export const WECHAT_NOTIFY_RETRY_MS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600].map(
  (s) => s * 1000,
)

export type NotifyKind = 'normal' | 'duplicate' | 'tamper-signature' | 'tamper-amount' | 'tamper-body' | 'probe'

export interface NotificationLogEntry {
  /** the notification's id (the same on retries and duplicates) */
  id: string
  eventType: string
  outTradeNo: string
  outRefundNo?: string
  url: string
  kind: NotifyKind
  /** 1 for the first delivery, 2 for the first retry, … */
  attempt: number
  /** the merchant's HTTP status, 0 when it could not be reached */
  status: number
  responseBody: string
  /** whether it counted as received (2xx, and no code other than SUCCESS) */
  ok: boolean
  at: number
}

export interface BuiltNotification {
  id: string
  eventType: string
  body: string
}

type Meta = Pick<NotificationLogEntry, 'eventType' | 'outTradeNo' | 'outRefundNo' | 'kind'>

export class FakeNotifier {
  readonly log: NotificationLogEntry[] = []
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly abort = new AbortController()
  private pending = 0
  private idle: (() => void)[] = []
  private stopped = false
  /** while set, deliveries post nothing and give up at their next attempt */
  dropping = false

  constructor(
    private readonly opts: {
      apiV3Key: string
      key: KeyObject
      serial: string
      now: () => number
      retryDelaysMs: number[]
      timeoutMs: number
    },
  ) {}

  build(
    eventType: string,
    summary: string,
    originalType: string,
    resource: Record<string, unknown>,
    id: string = crypto.randomUUID(),
  ): BuiltNotification {
    const nonce = crypto.randomBytes(6).toString('hex') // 12 characters: the GCM nonce WeChat uses
    const body = JSON.stringify({
      id,
      create_time: rfc3339(this.opts.now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: aesGcmEncrypt(JSON.stringify(resource), this.opts.apiV3Key, nonce, originalType),
        associated_data: originalType,
        nonce,
      },
    })
    return { id, eventType, body }
  }

  /** Headers as WeChat sends them; `tamper` spoils the signature, `probe` makes it a SIGNTEST probe. */
  headers(body: string, mode?: 'tamper' | 'probe'): Record<string, string> {
    const h = wechatpaySignedHeaders(body, this.opts.key, this.opts.serial, Math.floor(this.opts.now() / 1000))
    const sig = Buffer.from(h['Wechatpay-Signature'], 'base64')
    if (mode === 'tamper') h['Wechatpay-Signature'] = Buffer.from(sig.map((b, i) => (i === 7 ? b ^ 0xff : b))).toString('base64')
    if (mode === 'probe') h['Wechatpay-Signature'] = `${SIGNTEST_PREFIX}${crypto.randomBytes(256).toString('base64')}`
    return { ...h, 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/4.0', 'Request-ID': crypto.randomUUID() }
  }

  /** One POST, logged; never throws. */
  async post(
    url: string,
    n: BuiltNotification,
    meta: Meta,
    attempt: number,
    headers = this.headers(n.body),
  ): Promise<NotificationLogEntry> {
    let status = 0
    let responseBody = ''
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: n.body,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.opts.timeoutMs)]),
      })
      status = res.status
      responseBody = await res.text()
    } catch (err) {
      responseBody = String((err as Error).message)
    }
    const entry: NotificationLogEntry = {
      id: n.id,
      url,
      attempt,
      status,
      responseBody,
      ok: received(status, responseBody),
      at: this.opts.now(),
      ...meta,
    }
    this.log.push(entry)
    return entry
  }

  /** Posts in the background, retrying on the schedule until received, the schedule is spent, or dropping. */
  deliver(url: string, n: BuiltNotification, meta: Meta): void {
    if (this.stopped) return
    this.pending++
    const attempt = async (i: number) => {
      if (this.dropping) return this.done()
      const entry = await this.post(url, n, meta, i + 1)
      if (!entry.ok && !this.stopped && i < this.opts.retryDelaysMs.length) {
        const t = setTimeout(() => {
          this.timers.delete(t)
          void attempt(i + 1)
        }, this.opts.retryDelaysMs[i])
        t.unref()
        this.timers.add(t)
      } else this.done()
    }
    void attempt(0)
  }

  /** Runs `fn` after `ms`, counted as pending work until it has run (and whatever it delivers is done). */
  later(ms: number, fn: () => void): void {
    if (this.stopped) return
    this.pending++
    const t = setTimeout(() => {
      this.timers.delete(t)
      fn()
      this.done()
    }, ms)
    t.unref()
    this.timers.add(t)
  }

  /** Resolves once every delivery has been received or given up (or the fake stopped). */
  settled(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve))
  }

  stop(): void {
    this.stopped = true
    this.abort.abort()
    for (const t of this.timers) clearTimeout(t)
    this.pending -= this.timers.size
    this.timers.clear()
    if (this.pending <= 0) this.flush()
  }

  private done() {
    this.pending--
    if (this.pending === 0) this.flush()
  }

  private flush() {
    this.pending = 0
    for (const resolve of this.idle.splice(0)) resolve()
  }
}

/** WeChat counts 200/204 as received; we are stricter and also refuse a 2xx whose JSON code is not SUCCESS. */
function received(status: number, body: string): boolean {
  if (status < 200 || status >= 300) return false
  try {
    const j = JSON.parse(body) as { code?: unknown }
    return typeof j !== 'object' || j === null || j.code === undefined || j.code === 'SUCCESS'
  } catch {
    return true
  }
}
