/**
 * Aliyun SMS (Dysmsapi 2017-05-25, SendSms) over its RPC HTTP API with signature version 1.0
 * (HMAC-SHA1 over the sorted, percent-encoded query). Configured from the environment:
 * ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE,
 * optional ALIYUN_SMS_ENDPOINT (default https://dysmsapi.aliyuncs.com/).
 * The template must have one variable, ${code}.
 */
import crypto from 'node:crypto'
import type { SmsScene } from '../../../contract/api/api'
import type { SmsProvider } from './sms'

export interface AliyunSmsConfig {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  endpoint?: string
  /** overridable for tests of the request shape */
  fetch?: typeof fetch
  now?: () => number
}

/** RFC 3986 encoding as Aliyun's signature v1 wants it. */
export function percentEncode(s: string): string {
  return encodeURIComponent(s)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

export function signRpcV1(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&')
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`
  return crypto.createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64')
}

export class AliyunSmsProvider implements SmsProvider {
  constructor(private readonly cfg: AliyunSmsConfig) {}

  static fromEnv(env: Record<string, string | undefined>): AliyunSmsProvider | null {
    const {
      ALIYUN_SMS_ACCESS_KEY_ID: id,
      ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
      ALIYUN_SMS_SIGN_NAME: signName,
      ALIYUN_SMS_TEMPLATE_CODE: tpl,
    } = env
    if (!id || !secret || !signName || !tpl) return null
    return new AliyunSmsProvider({
      accessKeyId: id,
      accessKeySecret: secret,
      signName,
      templateCode: tpl,
      endpoint: env.ALIYUN_SMS_ENDPOINT,
    })
  }

  /** The signed query of one SendSms call. */
  buildQuery(phone: string, code: string): URLSearchParams {
    const now = this.cfg.now ? this.cfg.now() : Date.now()
    const params: Record<string, string> = {
      AccessKeyId: this.cfg.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: this.cfg.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.cfg.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    }
    const signature = signRpcV1('GET', params, this.cfg.accessKeySecret)
    return new URLSearchParams({ Signature: signature, ...params })
  }

  async send(phone: string, code: string, _scene: SmsScene): Promise<void> {
    const endpoint = this.cfg.endpoint ?? 'https://dysmsapi.aliyuncs.com/'
    const doFetch = this.cfg.fetch ?? fetch
    const res = await doFetch(`${endpoint}?${this.buildQuery(phone, code).toString()}`, {
      method: 'GET',
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string }
    if (!res.ok || body.Code !== 'OK') throw new Error(`Aliyun SendSms failed: HTTP ${res.status} ${body.Code ?? ''} ${body.Message ?? ''}`)
  }
}
