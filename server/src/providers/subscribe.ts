/**
 * Mini-program subscribe messages (订阅消息). The local provider records what would be sent in the
 * subscribe_sends table (and the log); the WeChat provider calls the documented
 * POST https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=… with a token from
 * GET https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid&secret (cached until it expires).
 */
import type { Sql } from '../store/sql'
import { SqlMessageRepo } from '../store/messages'
import { WECHAT_API } from './wechat'

export interface SubscribeMessage {
  userId: string
  /** the user's mini-program openId (null when the account has no WeChat identity) */
  openId: string | null
  templateId: string
  /** mini-program page opened from the message */
  page: string
  /** template keywords, e.g. { thing1: { value: '…' }, time2: { value: '2026-11-01' } } */
  data: Record<string, { value: string }>
}

export interface SubscribeProvider {
  readonly name: string
  /** true when sent; false when refused (the reason is recorded) */
  send(msg: SubscribeMessage): Promise<boolean>
}

/** the template of a new dynamic (configurable: WX_SUBSCRIBE_TEMPLATE_ID) */
export const DEFAULT_TEMPLATE_ID = 'yqc-local-monitor-template'

async function record(
  db: Sql,
  msg: SubscribeMessage,
  provider: string,
  status: 'sent' | 'failed',
  error: string | null,
  nowMs: number,
): Promise<void> {
  const { userId, templateId, page, data } = msg
  await new SqlMessageRepo(db).recordSubscribeSend({ userId, templateId, page, data, provider, status, error }, nowMs)
}

export class LocalSubscribeProvider implements SubscribeProvider {
  readonly name = 'local'
  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
    private readonly log?: (line: string) => void,
  ) {}

  async send(msg: SubscribeMessage): Promise<boolean> {
    await record(this.db, msg, this.name, 'sent', null, this.now())
    this.log?.(
      `[SUBSCRIBE] user=${msg.userId} template=${msg.templateId} page=${msg.page} ${Object.values(msg.data)
        .map((v) => v.value)
        .join(' | ')}`,
    )
    return true
  }
}

export interface WechatSubscribeConfig {
  appId: string
  appSecret: string
  state?: 'developer' | 'trial' | 'formal'
  /** WeChat's API root (WX_API_BASE), https://api.weixin.qq.com by default */
  baseUrl?: string
}

export class WechatSubscribeProvider implements SubscribeProvider {
  readonly name = 'wechat'
  private token: { value: string; expiresAt: number } | null = null
  constructor(
    private readonly db: Sql,
    private readonly cfg: WechatSubscribeConfig,
    private readonly now: () => number = Date.now,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** The mini-program's settings (WX_APPID, WX_APPSECRET, WX_MINIPROGRAM_STATE, WX_API_BASE), or null while one is missing. */
  static settingsFromEnv(env: Record<string, string | undefined>): WechatSubscribeConfig | null {
    const { WX_APPID: appId, WX_APPSECRET: appSecret } = env
    if (!appId || !appSecret) return null
    return { appId, appSecret, state: (env.WX_MINIPROGRAM_STATE as 'formal') || 'formal', baseUrl: env.WX_API_BASE }
  }

  static fromEnv(db: Sql, now: () => number, env: Record<string, string | undefined>): WechatSubscribeProvider | null {
    const cfg = WechatSubscribeProvider.settingsFromEnv(env)
    return cfg ? new WechatSubscribeProvider(db, cfg, now) : null
  }

  private get api() {
    return (this.cfg.baseUrl ?? WECHAT_API).replace(/\/+$/, '')
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now() + 60_000) return this.token.value
    const url = `${this.api}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(this.cfg.appId)}&secret=${encodeURIComponent(this.cfg.appSecret)}`
    const res = await this.fetchFn(url)
    const body = (await res.json()) as { access_token?: string; expires_in?: number; errcode?: number; errmsg?: string }
    if (!body.access_token) throw new Error(`获取 access_token 失败：${body.errcode ?? res.status} ${body.errmsg ?? ''}`)
    this.token = { value: body.access_token, expiresAt: this.now() + (body.expires_in ?? 7200) * 1000 }
    return this.token.value
  }

  async send(msg: SubscribeMessage): Promise<boolean> {
    if (!msg.openId) {
      await record(this.db, msg, this.name, 'failed', '用户未绑定微信', this.now())
      return false
    }
    try {
      const token = await this.accessToken()
      const res = await this.fetchFn(`${this.api}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          touser: msg.openId,
          template_id: msg.templateId,
          page: msg.page,
          data: msg.data,
          miniprogram_state: this.cfg.state ?? 'formal',
          lang: 'zh_CN',
        }),
      })
      const body = (await res.json()) as { errcode?: number; errmsg?: string }
      if (body.errcode === 40001 || body.errcode === 42001) this.token = null
      const ok = body.errcode === 0
      await record(this.db, msg, this.name, ok ? 'sent' : 'failed', ok ? null : `${body.errcode} ${body.errmsg ?? ''}`, this.now())
      return ok
    } catch (err) {
      await record(this.db, msg, this.name, 'failed', (err as Error).message, this.now())
      return false
    }
  }
}
