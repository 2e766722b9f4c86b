/**
 * WeChat official-account web authorisation (网页授权, scope snsapi_base): inside WeChat's own browser the H5 app is
 * sent to open.weixin.qq.com, which sends it back with a code; the server exchanges the code for the payer's openid of
 * the official account (sns/oauth2/access_token), which a JSAPI payment in that browser needs.
 * LocalOaProvider authorises on this server's own page (it redirects straight back with a code).
 */
import crypto from 'node:crypto'
import { WECHAT_API } from './wechat'

export interface OaProvider {
  readonly name: string
  /** where the browser is sent to authorise; it comes back to `redirectUri` with `code` and `state` in the query */
  authorizeUrl(redirectUri: string, state: string): string
  /** the official account's openid of the code, or null when WeChat refuses it */
  openIdFor(code: string): Promise<string | null>
}

export const OA_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize'

/** The code WeChat appends goes into the query before the hash (the H5 app routes on the hash). */
export function withQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#')
  const [head, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)]
  const q = new URLSearchParams(params).toString()
  return `${head}${head.includes('?') ? '&' : '?'}${q}${hash}`
}

export class LocalOaProvider implements OaProvider {
  readonly name = 'local'
  /** `authorizePage`: this server's local authorise page (absolute) */
  constructor(private readonly authorizePage: () => string) {}

  authorizeUrl(redirectUri: string, state: string): string {
    return `${this.authorizePage()}?${new URLSearchParams({ redirect_uri: redirectUri, state })}`
  }

  /** A code the local page made: `oa-` and 8–48 letters or digits; the openid is a hash of it. */
  static newCode(): string {
    return `oa-${crypto.randomBytes(12).toString('hex')}`
  }

  async openIdFor(code: string): Promise<string | null> {
    if (!/^oa-[A-Za-z0-9]{8,48}$/.test(code)) return null
    return `local_oa_${crypto.createHash('sha256').update(code).digest('hex').slice(0, 24)}`
  }
}

export interface WechatOaConfig {
  appId: string
  appSecret: string
  baseUrl?: string
  fetch?: typeof fetch
}

export class WechatOaProvider implements OaProvider {
  readonly name = 'wechat'
  constructor(private readonly cfg: WechatOaConfig) {}

  static fromEnv(env: Record<string, string | undefined>): WechatOaProvider | null {
    const { WX_OA_APPID: appId, WX_OA_APPSECRET: appSecret } = env
    if (!appId || !appSecret) return null
    return new WechatOaProvider({ appId, appSecret, baseUrl: env.WX_API_BASE })
  }

  authorizeUrl(redirectUri: string, state: string): string {
    const q = new URLSearchParams({
      appid: this.cfg.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    })
    return `${OA_AUTHORIZE}?${q}#wechat_redirect`
  }

  async openIdFor(code: string): Promise<string | null> {
    const api = (this.cfg.baseUrl ?? WECHAT_API).replace(/\/+$/, '')
    const q = new URLSearchParams({ appid: this.cfg.appId, secret: this.cfg.appSecret, code, grant_type: 'authorization_code' })
    const res = await (this.cfg.fetch ?? fetch)(`${api}/sns/oauth2/access_token?${q}`, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json().catch(() => ({}))) as { openid?: string; errcode?: number }
    return body.openid && !body.errcode ? body.openid : null
  }
}
