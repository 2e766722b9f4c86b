/**
 * WeChat mini-program identity: wx.login's code → openId (jscode2session), and the getPhoneNumber
 * button's code → the user's phone (getuserphonenumber); and mini-program codes (wxacode.getUnlimited).
 * LocalWechatProvider maps codes deterministically and draws a plain QR code of the same page in H5;
 * WechatApiProvider calls WeChat's documented HTTPS APIs.
 */
import crypto from 'node:crypto'
import QRCode from 'qrcode'

export interface WechatProvider {
  readonly name: string
  /** openId of the code, or null when WeChat refuses it (invalid or used code) */
  openIdFor(code: string): Promise<string | null>
  /** the phone (pure number, mainland) of the code, or null */
  phoneFor(code: string): Promise<string | null>
  /** the image of a mini-program code that opens `page` (no leading slash) with `scene` (at most 32 characters) */
  miniProgramCode(scene: string, page: string): Promise<Buffer>
}

/** how a QR code is drawn wherever the server draws one itself */
export const QR_PNG_OPTIONS = { type: 'png', width: 430, margin: 2, errorCorrectionLevel: 'M' } as const

export const DEFAULT_WX_LOCAL_PHONE = '13700005678'

export const WECHAT_API = 'https://api.weixin.qq.com'

/**
 * Local: any code of 4–64 letters/digits/-/_ is accepted; the openId is a hash of it (the same code,
 * the same user). A phone code 'phone-1xxxxxxxxxx' gives that number, any other the configured one.
 */
export class LocalWechatProvider implements WechatProvider {
  readonly name = 'local'
  constructor(
    private readonly phone: string = DEFAULT_WX_LOCAL_PHONE,
    /** where the H5 app is served: a local mini-program code is a QR code of the page there */
    private readonly h5Base = 'http://127.0.0.1:8080',
  ) {}

  async openIdFor(code: string): Promise<string | null> {
    if (!/^[\w-]{4,64}$/.test(code)) return null
    return `local_${crypto.createHash('sha256').update(code).digest('hex').slice(0, 24)}`
  }

  async phoneFor(code: string): Promise<string | null> {
    if (!/^[\w-]{4,64}$/.test(code)) return null
    const m = /^phone-(1[2-9]\d{9})$/.exec(code)
    return m ? m[1] : this.phone
  }

  /** A PNG QR code of the H5 page with the scene as its query, as the mini-program would receive it. */
  async miniProgramCode(scene: string, page: string): Promise<Buffer> {
    return QRCode.toBuffer(`${this.h5Base.replace(/\/+$/, '')}/#/${page}?scene=${encodeURIComponent(scene)}`, QR_PNG_OPTIONS)
  }
}

export interface WechatApiConfig {
  appId: string
  appSecret: string
  /** the mini-program version a mini-program code opens (WX_ENV_VERSION): release by default */
  envVersion?: 'release' | 'trial' | 'develop'
  /** WeChat's API root (WX_API_BASE), https://api.weixin.qq.com by default */
  baseUrl?: string
  fetch?: typeof fetch
  now?: () => number
}

/** api.weixin.qq.com: sns/jscode2session, cgi-bin/token (cached until shortly before expiry), wxa/business/getuserphonenumber. */
export class WechatApiProvider implements WechatProvider {
  readonly name = 'wechat'
  private accessToken: { value: string; until: number } | null = null
  constructor(private readonly cfg: WechatApiConfig) {}

  static fromEnv(env: Record<string, string | undefined>): WechatApiProvider | null {
    const { WX_APPID: appId, WX_APPSECRET: appSecret } = env
    if (!appId || !appSecret) return null
    const v = env.WX_ENV_VERSION
    const envVersion = v === 'trial' || v === 'develop' ? v : 'release'
    return new WechatApiProvider({ appId, appSecret, envVersion, baseUrl: env.WX_API_BASE })
  }

  private get fetch() {
    return this.cfg.fetch ?? fetch
  }

  private get api() {
    return (this.cfg.baseUrl ?? WECHAT_API).replace(/\/+$/, '')
  }

  private now() {
    return this.cfg.now ? this.cfg.now() : Date.now()
  }

  async openIdFor(code: string): Promise<string | null> {
    const q = new URLSearchParams({ appid: this.cfg.appId, secret: this.cfg.appSecret, js_code: code, grant_type: 'authorization_code' })
    const res = await this.fetch(`${this.api}/sns/jscode2session?${q}`, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json().catch(() => ({}))) as { openid?: string; errcode?: number }
    return body.openid && !body.errcode ? body.openid : null
  }

  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.until > this.now()) return this.accessToken.value
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: this.cfg.appId, secret: this.cfg.appSecret })
    const res = await this.fetch(`${this.api}/cgi-bin/token?${q}`, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; errmsg?: string }
    if (!body.access_token) throw new Error(`WeChat access_token failed: ${body.errmsg ?? res.status}`)
    this.accessToken = { value: body.access_token, until: this.now() + Math.max(60, (body.expires_in ?? 7200) - 300) * 1000 }
    return body.access_token
  }

  async phoneFor(code: string): Promise<string | null> {
    const res = await this.fetch(`${this.api}/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(await this.token())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await res.json().catch(() => ({}))) as {
      errcode?: number
      phone_info?: { purePhoneNumber?: string; countryCode?: string }
    }
    if (body.errcode || !body.phone_info?.purePhoneNumber) return null
    if (body.phone_info.countryCode && body.phone_info.countryCode !== '86') return null
    return body.phone_info.purePhoneNumber
  }

  /**
   * wxacode.getUnlimited: the image, or WeChat's JSON error. A token WeChat no longer accepts (40001, 42001) is
   * fetched anew once. Only a released version's pages can be checked, so check_path is on only for release.
   */
  async miniProgramCode(scene: string, page: string): Promise<Buffer> {
    const envVersion = this.cfg.envVersion ?? 'release'
    const ask = async () => {
      const res = await this.fetch(`${this.api}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(await this.token())}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scene, page, check_path: envVersion === 'release', env_version: envVersion, width: 430 }),
        signal: AbortSignal.timeout(10_000),
      })
      const body = Buffer.from(await res.arrayBuffer())
      const json = /json/i.test(res.headers.get('content-type') ?? '') || body[0] === 0x7b
      let error: { errcode?: number; errmsg?: string } | null = null
      if (json) {
        try {
          error = JSON.parse(body.toString('utf8')) as { errcode?: number; errmsg?: string }
        } catch {
          error = { errmsg: 'unreadable answer' }
        }
      }
      return { res, body, error }
    }
    let r = await ask()
    if (r.error && (r.error.errcode === 40001 || r.error.errcode === 42001)) {
      this.accessToken = null
      r = await ask()
    }
    if (r.error) throw new Error(`WeChat getwxacodeunlimit failed: ${r.error.errcode ?? r.res.status} ${r.error.errmsg ?? ''}`.trim())
    if (!r.res.ok || r.body.length === 0) throw new Error(`WeChat getwxacodeunlimit failed: HTTP ${r.res.status}`)
    return r.body
  }
}
