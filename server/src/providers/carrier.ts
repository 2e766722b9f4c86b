/**
 * Carrier gateway of the one-click login: turns the access token the carrier SDK gave the app into
 * the phone number of the device's SIM. Local runs and tests use LocalCarrierProvider; production
 * uses AliyunCarrierProvider (Dypnsapi 2017-05-25 GetMobile, signature version 1.0).
 */
import crypto from 'node:crypto'
import { signRpcV1 } from './aliyun-sms'

export interface CarrierProvider {
  /** 'local' lets the app make its own token (no carrier SDK needed); others need the SDK on the device */
  readonly name: string
  /** the phone behind the token, or null when the carrier does not know it (the app then falls back: 30002) */
  phoneFor(accessToken: string, openId: string): Promise<string | null>
}

/** The default number of the local carrier (ONE_CLICK_LOCAL_PHONE). */
export const DEFAULT_ONE_CLICK_PHONE = '13700001234'
/** Tokens the local carrier accepts: what the app makes in local mode. */
export const LOCAL_TOKEN = /^local-[0-9A-Za-z]{8,64}$/

/** Resolves every well-formed local token to one configured number: "this device's SIM". */
export class LocalCarrierProvider implements CarrierProvider {
  readonly name = 'local'
  constructor(private readonly phone: string = DEFAULT_ONE_CLICK_PHONE) {}

  async phoneFor(accessToken: string): Promise<string | null> {
    return LOCAL_TOKEN.test(accessToken) ? this.phone : null
  }
}

export interface AliyunCarrierConfig {
  accessKeyId: string
  accessKeySecret: string
  endpoint?: string
  fetch?: typeof fetch
  now?: () => number
}

/**
 * Aliyun 号码认证服务 (Dypnsapi) GetMobile: the AccessToken from the app's SDK (valid 10 minutes, once)
 * → GetMobileResultDTO.Mobile. Configured by ALIYUN_PNS_ACCESS_KEY_ID / ALIYUN_PNS_ACCESS_KEY_SECRET.
 */
export class AliyunCarrierProvider implements CarrierProvider {
  readonly name = 'aliyun'
  constructor(private readonly cfg: AliyunCarrierConfig) {}

  static fromEnv(env: Record<string, string | undefined>): AliyunCarrierProvider | null {
    const id = env.ALIYUN_PNS_ACCESS_KEY_ID
    const secret = env.ALIYUN_PNS_ACCESS_KEY_SECRET
    if (!id || !secret) return null
    return new AliyunCarrierProvider({ accessKeyId: id, accessKeySecret: secret, endpoint: env.ALIYUN_PNS_ENDPOINT })
  }

  buildQuery(accessToken: string, outId: string): URLSearchParams {
    const now = this.cfg.now ? this.cfg.now() : Date.now()
    const params: Record<string, string> = {
      AccessKeyId: this.cfg.accessKeyId,
      AccessToken: accessToken,
      Action: 'GetMobile',
      Format: 'JSON',
      OutId: outId.slice(0, 64),
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    }
    const signature = signRpcV1('GET', params, this.cfg.accessKeySecret)
    return new URLSearchParams({ Signature: signature, ...params })
  }

  async phoneFor(accessToken: string, openId: string): Promise<string | null> {
    const endpoint = this.cfg.endpoint ?? 'https://dypnsapi.aliyuncs.com/'
    const doFetch = this.cfg.fetch ?? fetch
    const res = await doFetch(`${endpoint}?${this.buildQuery(accessToken, openId).toString()}`, {
      method: 'GET',
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await res.json().catch(() => ({}))) as { Code?: string; GetMobileResultDTO?: { Mobile?: string } }
    if (res.ok && body.Code === 'OK' && body.GetMobileResultDTO?.Mobile) return body.GetMobileResultDTO.Mobile
    // isv.* codes: the token is invalid or used; the app falls back to the other ways
    return null
  }
}
