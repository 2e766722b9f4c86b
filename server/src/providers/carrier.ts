/**
 * Carrier gateway of the one-click login: turns the access token the carrier SDK gave the app into
 * the phone number of the device's SIM. Local runs and tests use LocalCarrierProvider; production
 * uses AliyunCarrierProvider (Dypnsapi 2017-05-25, signature version 1.0): GetMobile for the native
 * app's SDK; for H5, GetAuthToken hands the page what the web SDK needs and GetPhoneWithToken turns
 * the web SDK's spToken into the phone.
 */
import crypto from 'node:crypto'
import { signRpcV1 } from './aliyun-sms'

export interface CarrierProvider {
  /** 'local' lets the app make its own token (no carrier SDK needed); others need the SDK on the device */
  readonly name: string
  /** the phone behind the token, or null when the carrier does not know it (the app then falls back: 30002) */
  phoneFor(accessToken: string, openId: string): Promise<string | null>
  /** H5: what the page's web SDK needs to start (null when the carrier gives none: the page falls back, 30002) */
  webAuth(page: WebPage): Promise<WebAuth | null>
  /** H5: the phone behind the token the web SDK returned after the user confirmed, or null (30002) */
  phoneForWebToken(spToken: string): Promise<string | null>
}

/** The page asking for the web SDK's tokens, as the carrier's authentication scheme names it. */
export interface WebPage {
  /** the page address: protocol, host and '/' (https://m.example.com/) */
  url: string
  /** the page origin: protocol and host (https://m.example.com) */
  origin: string
}

/** What the H5 page's web SDK starts with: its business token, its API token and where to load it from. */
export interface WebAuth {
  accessToken: string
  jwtToken: string
  /** the address of the web SDK script (self-hosted, as the vendor ships it); absent for the local carrier */
  sdkUrl?: string
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

  /** A token pair of its own, for any page: nothing to load, the page makes a local token as the app does. */
  async webAuth(): Promise<WebAuth> {
    const rand = () => crypto.randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')
    return { accessToken: `local-${rand()}`, jwtToken: `local-${rand()}` }
  }

  async phoneForWebToken(spToken: string): Promise<string | null> {
    return LOCAL_TOKEN.test(spToken) ? this.phone : null
  }
}

export interface AliyunCarrierConfig {
  accessKeyId: string
  accessKeySecret: string
  endpoint?: string
  /** the authentication scheme's code (方案 Code) that GetAuthToken names (ALIYUN_PNS_SCENE_CODE) */
  sceneCode?: string
  /** where the page loads the web SDK script from (ALIYUN_PNS_WEB_SDK_URL) */
  webSdkUrl?: string
  fetch?: typeof fetch
  now?: () => number
}

/**
 * Aliyun 号码认证服务 (Dypnsapi) GetMobile: the AccessToken from the app's SDK (valid 10 minutes, once)
 * → GetMobileResultDTO.Mobile. Configured by ALIYUN_PNS_ACCESS_KEY_ID / ALIYUN_PNS_ACCESS_KEY_SECRET.
 * H5: GetAuthToken (Url, Origin, SceneCode, BizType 1 = 一键登录) → TokenInfo.AccessToken / JwtToken for the web
 * SDK; GetPhoneWithToken (SpToken, once) → Data.Mobile.
 */
export class AliyunCarrierProvider implements CarrierProvider {
  readonly name = 'aliyun'
  constructor(private readonly cfg: AliyunCarrierConfig) {}

  static fromEnv(env: Record<string, string | undefined>): AliyunCarrierProvider | null {
    const id = env.ALIYUN_PNS_ACCESS_KEY_ID
    const secret = env.ALIYUN_PNS_ACCESS_KEY_SECRET
    if (!id || !secret) return null
    return new AliyunCarrierProvider({
      accessKeyId: id,
      accessKeySecret: secret,
      endpoint: env.ALIYUN_PNS_ENDPOINT,
      sceneCode: env.ALIYUN_PNS_SCENE_CODE || undefined,
      webSdkUrl: env.ALIYUN_PNS_WEB_SDK_URL || undefined,
    })
  }

  buildQuery(accessToken: string, outId: string): URLSearchParams {
    return this.signedQuery('GetMobile', { AccessToken: accessToken, OutId: outId.slice(0, 64) })
  }

  /** A signed RPC query (signature version 1.0) for one Dypnsapi action and its own parameters. */
  signedQuery(action: string, own: Record<string, string>): URLSearchParams {
    const now = this.cfg.now ? this.cfg.now() : Date.now()
    const params: Record<string, string> = {
      ...own,
      AccessKeyId: this.cfg.accessKeyId,
      Action: action,
      Format: 'JSON',
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

  private async call<T>(query: URLSearchParams): Promise<(T & { Code?: string }) | null> {
    const endpoint = this.cfg.endpoint ?? 'https://dypnsapi.aliyuncs.com/'
    const doFetch = this.cfg.fetch ?? fetch
    const res = await doFetch(`${endpoint}?${query.toString()}`, { method: 'GET', signal: AbortSignal.timeout(10_000) })
    const body = (await res.json().catch(() => ({}))) as T & { Code?: string }
    // isv.* codes: the token is invalid or used, or the scheme refuses the page; the app falls back to the other ways
    return res.ok && body.Code === 'OK' ? body : null
  }

  async phoneFor(accessToken: string, openId: string): Promise<string | null> {
    const body = await this.call<{ GetMobileResultDTO?: { Mobile?: string } }>(this.buildQuery(accessToken, openId))
    return body?.GetMobileResultDTO?.Mobile || null
  }

  buildWebAuthQuery(page: WebPage): URLSearchParams {
    const own: Record<string, string> = { BizType: '1', Origin: page.origin, Url: page.url }
    if (this.cfg.sceneCode) own.SceneCode = this.cfg.sceneCode
    return this.signedQuery('GetAuthToken', own)
  }

  async webAuth(page: WebPage): Promise<WebAuth | null> {
    // without the script's address the page has no SDK to run: it signs in by SMS
    if (!this.cfg.webSdkUrl) return null
    const body = await this.call<{ TokenInfo?: { AccessToken?: string; JwtToken?: string } }>(this.buildWebAuthQuery(page))
    const t = body?.TokenInfo
    if (!t?.AccessToken || !t.JwtToken) return null
    return { accessToken: t.AccessToken, jwtToken: t.JwtToken, sdkUrl: this.cfg.webSdkUrl }
  }

  buildWebTokenQuery(spToken: string): URLSearchParams {
    return this.signedQuery('GetPhoneWithToken', { SpToken: spToken })
  }

  async phoneForWebToken(spToken: string): Promise<string | null> {
    const body = await this.call<{ Data?: { Mobile?: string | number } }>(this.buildWebTokenQuery(spToken))
    const mobile = body?.Data?.Mobile
    // the vendor's examples show the number both as a string and as a number
    return mobile === undefined || mobile === null || mobile === '' ? null : String(mobile)
  }
}
