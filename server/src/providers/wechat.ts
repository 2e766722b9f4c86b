/**
 * WeChat mini-program identity: wx.login's code → openId (jscode2session), and the getPhoneNumber
 * button's code → the user's phone (getuserphonenumber). LocalWechatProvider maps codes
 * deterministically; WechatApiProvider calls WeChat's documented HTTPS APIs.
 */
import crypto from 'node:crypto'

export interface WechatProvider {
  readonly name: string
  /** openId of the code, or null when WeChat refuses it (invalid or used code) */
  openIdFor(code: string): Promise<string | null>
  /** the phone (pure number, mainland) of the code, or null */
  phoneFor(code: string): Promise<string | null>
}

export const DEFAULT_WX_LOCAL_PHONE = '13700005678'

/**
 * Local: any code of 4–64 letters/digits/-/_ is accepted; the openId is a hash of it (the same code,
 * the same user). A phone code 'phone-1xxxxxxxxxx' gives that number, any other the configured one.
 */
export class LocalWechatProvider implements WechatProvider {
  readonly name = 'local'
  constructor(private readonly phone: string = DEFAULT_WX_LOCAL_PHONE) {}

  async openIdFor(code: string): Promise<string | null> {
    if (!/^[\w-]{4,64}$/.test(code)) return null
    return `local_${crypto.createHash('sha256').update(code).digest('hex').slice(0, 24)}`
  }

  async phoneFor(code: string): Promise<string | null> {
    if (!/^[\w-]{4,64}$/.test(code)) return null
    const m = /^phone-(1[2-9]\d{9})$/.exec(code)
    return m ? m[1] : this.phone
  }
}

export interface WechatApiConfig {
  appId: string
  appSecret: string
  fetch?: typeof fetch
  now?: () => number
}

/** api.weixin.qq.com: sns/jscode2session, cgi-bin/token (cached until shortly before expiry), wxa/business/getuserphonenumber. */
export class WechatApiProvider implements WechatProvider {
  readonly name = 'wechat'
  private accessToken: { value: string; until: number } | null = null
  constructor(private readonly cfg: WechatApiConfig) {}

  static fromEnv(env: Record<string, string | undefined>): WechatApiProvider | null {
    if (!env.WX_APPID || !env.WX_APPSECRET) return null
    return new WechatApiProvider({ appId: env.WX_APPID, appSecret: env.WX_APPSECRET })
  }

  private get fetch() {
    return this.cfg.fetch ?? fetch
  }

  private now() {
    return this.cfg.now ? this.cfg.now() : Date.now()
  }

  async openIdFor(code: string): Promise<string | null> {
    const q = new URLSearchParams({ appid: this.cfg.appId, secret: this.cfg.appSecret, js_code: code, grant_type: 'authorization_code' })
    const res = await this.fetch(`https://api.weixin.qq.com/sns/jscode2session?${q}`, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json().catch(() => ({}))) as { openid?: string; errcode?: number }
    return body.openid && !body.errcode ? body.openid : null
  }

  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.until > this.now()) return this.accessToken.value
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: this.cfg.appId, secret: this.cfg.appSecret })
    const res = await this.fetch(`https://api.weixin.qq.com/cgi-bin/token?${q}`, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; errmsg?: string }
    if (!body.access_token) throw new Error(`WeChat access_token failed: ${body.errmsg ?? res.status}`)
    this.accessToken = { value: body.access_token, until: this.now() + Math.max(60, (body.expires_in ?? 7200) - 300) * 1000 }
    return body.access_token
  }

  async phoneFor(code: string): Promise<string | null> {
    const res = await this.fetch(
      `https://api.weixin.qq.com/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(await this.token())}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
        signal: AbortSignal.timeout(10_000),
      },
    )
    const body = (await res.json().catch(() => ({}))) as {
      errcode?: number
      phone_info?: { purePhoneNumber?: string; countryCode?: string }
    }
    if (body.errcode || !body.phone_info?.purePhoneNumber) return null
    if (body.phone_info.countryCode && body.phone_info.countryCode !== '86') return null
    return body.phone_info.purePhoneNumber
  }
}
