/**
 * Checking what WeChat Pay sends us — answers to our calls and notifications — in either verification mode:
 * the keys are a map from the Wechatpay-Serial value to a public key, holding either the one
 * "微信支付公钥" (PUB_KEY_ID_…) or the platform certificates by serial number.
 */
import type { KeyObject } from 'node:crypto'
import { PayNotifyError, type HeaderBag, type PayNotification } from './provider'
import { SIGNTEST_PREFIX, aesGcmDecrypt, rsaVerify, signMessage } from './sign'

/** WeChat's own SDKs accept answers and notifications up to five minutes away from the local clock. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000

export function headerOf(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const bag = headers as Record<string, string | string[] | undefined>
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name.toLowerCase())
  const v = key === undefined ? undefined : bag[key]
  return Array.isArray(v) ? v[0] : v
}

/** Checks Wechatpay-Timestamp/Nonce/Signature/Serial over `timestamp\nnonce\nbody\n`; throws PayNotifyError. */
export function verifyWechatpaySignature(headers: HeaderBag, body: string, keys: ReadonlyMap<string, KeyObject>, now: number): void {
  const timestamp = headerOf(headers, 'Wechatpay-Timestamp')
  const nonce = headerOf(headers, 'Wechatpay-Nonce')
  const signature = headerOf(headers, 'Wechatpay-Signature')
  const serial = headerOf(headers, 'Wechatpay-Serial')
  if (!timestamp || !nonce || !signature || !serial) throw new PayNotifyError('MISSING_HEADERS', 'Wechatpay-* headers missing')
  // probe traffic checks that merchants really verify; its signature is garbage by design, so say so plainly
  if (signature.startsWith(SIGNTEST_PREFIX)) throw new PayNotifyError('SIGNTEST_PROBE', 'WeChat Pay signature probe refused')
  const ts = Number(timestamp)
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - ts * 1000) > MAX_CLOCK_SKEW_MS) {
    throw new PayNotifyError('STALE_TIMESTAMP', `Wechatpay-Timestamp ${timestamp} is more than 5 minutes away`)
  }
  const key = keys.get(serial)
  if (!key) throw new PayNotifyError('UNKNOWN_SERIAL', `no platform key for Wechatpay-Serial ${serial}`)
  if (!rsaVerify(signMessage(timestamp, nonce, body), signature, key))
    throw new PayNotifyError('BAD_SIGNATURE', 'signature does not verify')
}

interface RawNotification {
  id?: unknown
  create_time?: unknown
  event_type?: unknown
  summary?: unknown
  resource?: { algorithm?: unknown; ciphertext?: unknown; associated_data?: unknown; nonce?: unknown; original_type?: unknown }
}

export function verifyNotification(
  headers: HeaderBag,
  rawBody: string,
  opts: { keys: ReadonlyMap<string, KeyObject>; apiV3Key: string; now: number },
): PayNotification {
  verifyWechatpaySignature(headers, rawBody, opts.keys, opts.now)
  let body: RawNotification
  try {
    body = JSON.parse(rawBody) as RawNotification
  } catch {
    throw new PayNotifyError('BAD_BODY', 'body is not JSON')
  }
  const r = body?.resource
  if (typeof body?.id !== 'string' || typeof body.event_type !== 'string' || !r || typeof r.ciphertext !== 'string') {
    throw new PayNotifyError('BAD_BODY', 'id, event_type or resource missing')
  }
  if (r.algorithm !== 'AEAD_AES_256_GCM' || typeof r.nonce !== 'string') throw new PayNotifyError('BAD_BODY', 'unsupported resource')
  let resource: Record<string, unknown>
  try {
    const aad = typeof r.associated_data === 'string' ? r.associated_data : ''
    resource = JSON.parse(aesGcmDecrypt(r.ciphertext, opts.apiV3Key, r.nonce, aad)) as Record<string, unknown>
  } catch {
    throw new PayNotifyError('DECRYPT_FAILED', 'resource does not decrypt with the APIv3 key')
  }
  return {
    id: body.id,
    eventType: body.event_type,
    createTime: typeof body.create_time === 'string' ? body.create_time : undefined,
    summary: typeof body.summary === 'string' ? body.summary : undefined,
    resourceType: typeof r.original_type === 'string' ? r.original_type : undefined,
    resource,
  }
}
