/**
 * The cryptography of WeChat Pay API v3, shared by the client (wechat-v3.ts) and the local fake:
 * SHA256-RSA2048 signatures over newline-joined messages, the Authorization header, AEAD_AES_256_GCM
 * for notification resources, and RFC 3339 times in Beijing time.
 */
import crypto, { type KeyObject } from 'node:crypto'

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'
/** Signatures of WeChat Pay's probe traffic start with this; they are never valid and must be refused. */
export const SIGNTEST_PREFIX = 'WECHATPAY/SIGNTEST/'

export type KeyInput = string | Buffer | KeyObject

export function privateKeyOf(key: KeyInput): KeyObject {
  return key instanceof crypto.KeyObject ? key : crypto.createPrivateKey(key)
}

/** A public key from a public-key PEM, an X.509 certificate PEM (platform certificates) or a KeyObject. */
export function publicKeyOf(key: KeyInput): KeyObject {
  if (key instanceof crypto.KeyObject) return key.type === 'private' ? crypto.createPublicKey(key) : key
  const text = key.toString()
  if (text.includes('BEGIN CERTIFICATE')) return new crypto.X509Certificate(text).publicKey
  return crypto.createPublicKey(text)
}

/** Upper-case hex, 32 characters, as WeChat's own SDKs produce. */
export function nonceStr(bytes = 16): string {
  return crypto.randomBytes(bytes).toString('hex').toUpperCase()
}

/** Every v3 signature message: the parts, each followed by "\n" (an empty body still ends the last line). */
export function signMessage(...parts: (string | number)[]): string {
  return parts.map((p) => `${p}\n`).join('')
}

export function rsaSign(message: string, key: KeyObject): string {
  return crypto.sign('sha256', Buffer.from(message), key).toString('base64')
}

export function rsaVerify(message: string, signatureB64: string, key: KeyObject): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(message), key, Buffer.from(signatureB64, 'base64'))
  } catch {
    return false
  }
}

export interface AuthorizationParts {
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

export function buildAuthorization(opts: {
  mchid: string
  serialNo: string
  key: KeyObject
  method: string
  /** path with query, exactly as sent */
  url: string
  body: string
  timestamp: number
  nonce?: string
}): string {
  const nonce = opts.nonce ?? nonceStr()
  const signature = rsaSign(signMessage(opts.method.toUpperCase(), opts.url, opts.timestamp, nonce, opts.body), opts.key)
  return `${AUTH_SCHEMA} mchid="${opts.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${opts.timestamp}",serial_no="${opts.serialNo}"`
}

/** The fields of an Authorization header, or null when it is not a well-formed v3 one. */
export function parseAuthorization(header: string | undefined): AuthorizationParts | null {
  if (!header || !header.startsWith(`${AUTH_SCHEMA} `)) return null
  const fields: Record<string, string> = {}
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]] = m[2]
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null
  return { mchid, nonce_str, signature, timestamp, serial_no }
}

/** The four Wechatpay-* headers of a signed answer or notification. */
export function wechatpaySignedHeaders(body: string, key: KeyObject, serial: string, timestamp: number): Record<string, string> {
  const nonce = nonceStr()
  return {
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': rsaSign(signMessage(timestamp, nonce, body), key),
    'Wechatpay-Serial': serial,
    'Wechatpay-Signature-Type': AUTH_SCHEMA,
  }
}

/** AEAD_AES_256_GCM as WeChat uses it: 12-byte nonce (given as text), the 16-byte tag appended, base64. */
export function aesGcmEncrypt(plaintext: string, apiV3Key: string, nonce: string, associatedData: string): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce))
  cipher.setAAD(Buffer.from(associatedData))
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
}

/** Throws when the key, nonce, associated data or ciphertext do not match (the tag check fails). */
export function aesGcmDecrypt(ciphertextB64: string, apiV3Key: string, nonce: string, associatedData: string): string {
  const data = Buffer.from(ciphertextB64, 'base64')
  if (data.length < 17) throw new Error('ciphertext too short')
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce))
  decipher.setAAD(Buffer.from(associatedData))
  decipher.setAuthTag(data.subarray(data.length - 16))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

/** 2026-11-01T10:00:00+08:00 — WeChat's time format, always in Beijing time. */
export function rfc3339(ms: number): string {
  return `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`
}
