/**
 * The money service as the server runs it: WeChat Pay from the WXPAY_* settings when given, otherwise the local
 * fake WeChat Pay on loopback (started on first use, stopped with the server), and the notification address.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config'
import { startLocalWechatPay, type LocalWechatPay } from '../pay/local'
import type { Repos } from '../plugins/context'
import { QuotaService, DEFAULT_QUOTAS, userSubject } from '../quota'
import { limitFor, DEFAULT_MONITOR_LIMITS } from '../monitor/limits'
import { API } from '../../../contract/endpoints'
import { DEFAULT_MEMBERSHIP } from './plans'
import { MoneyService, type PayBackend, type Payer, type PayerCodes } from './service'
import { badParam } from '../errors'
import { publicBase } from '../entry/origin'
import { LocalWechatProvider } from '../providers/wechat'
import { LocalOaProvider } from '../providers/wechat-oa'
import { reconcileDay, type ReconcileReport } from './reconcile'

export interface MoneyRuntime {
  service: MoneyService
  /** the local fake WeChat Pay when no merchant is configured (started on first use) */
  localPay(): Promise<LocalWechatPay | null>
  /** 对账 of a China day 'YYYY-MM-DD' against WeChat Pay's trade bill */
  reconcile(date: string): Promise<ReconcileReport>
  /**
   * The first moment WeChat Pay's records here cover: null for the merchant's WeChat Pay (it keeps everything); the
   * start of the local WeChat Pay, which keeps its orders in memory and knows nothing of earlier runs.
   */
  recordsSince(): number | null
}

export function createMoneyRuntime(app: FastifyInstance, repos: Repos, config: AppConfig): MoneyRuntime {
  let local: Promise<LocalWechatPay> | null = null
  let localSince: number | null = null
  const backend = async (): Promise<PayBackend> => {
    if (config.pay) return config.pay
    localSince ??= config.now()
    local ??= startLocalWechatPay({ merchantName: '云企查', now: config.now, notifyRetryDelaysMs: config.localPayRetryMs })
    const l = await local
    return { provider: l.provider, merchantId: l.keys.mchid }
  }
  app.addHook('onClose', async () => {
    if (local) await (await local).fake.stop()
  })
  const quota = new QuotaService(repos.risk.quota, config.quota ?? DEFAULT_QUOTAS, config.now)
  const monitorLimits = config.monitorLimits ?? DEFAULT_MONITOR_LIMITS
  const usage = (n: { limit: number; used: number }) => ({ ...n, remaining: Math.max(0, n.limit - n.used) })
  const service = new MoneyService({
    orders: repos.orders,
    ledger: repos.membership,
    accountOpen: async (userId) => !(await repos.cancellations.cancelledOrDue(userId, config.now())),
    pay: backend,
    membership: config.membership ?? DEFAULT_MEMBERSHIP,
    limits: { quota: config.quota, monitorLimits, membership: config.membership ?? DEFAULT_MEMBERSHIP },
    usage: async (userId, level) => {
      const s = userSubject(userId, level)
      const company = await quota.state('company', s)
      const person = await quota.state('person', s)
      return {
        companyScans: usage(company),
        personChecks: usage(person),
        monitorTargets: usage({ limit: limitFor(monitorLimits, level), used: (await repos.monitor.usage(userId)).used }),
      }
    },
    localPayPage: async (orderNo, redirectUrl) => {
      if (config.pay) return null
      await backend()
      return (await local!).fake.payPageUrl(orderNo, redirectUrl)
    },
    payerOpenId: payerOpenIdOf(app, repos, config),
    notifyUrl: () => {
      const base = config.publicUrl ?? localBase(app)
      return `${base.replace(/\/+$/, '')}/api${API.member.wechatNotify}`
    },
    now: config.now,
    log: (msg, detail) => app.log.warn(detail ?? {}, msg),
  })
  return {
    service,
    localPay: async () => (config.pay ? null : (await backend(), local && (await local))),
    reconcile: (date) =>
      reconcileDay(
        {
          orders: repos.orders,
          settlement: service.settlement,
          pay: backend,
          now: config.now,
          log: (msg, detail) => app.log.warn(detail ?? {}, msg),
        },
        date,
      ),
    recordsSince: () => (config.pay ? null : (localSince ?? config.now())),
  }
}

/**
 * The payer of a JSAPI payment. A mini-program code is exchanged (jscode2session) and its openid bound to an account
 * not yet bound to WeChat, so a user who signed in by SMS or password pays as a WeChat user; an openid bound elsewhere
 * still pays this order. An official-account openid belongs to another app id and is used for the payment only.
 */
function payerOpenIdOf(app: FastifyInstance, repos: Repos, config: AppConfig) {
  const wechat = config.wechat ?? new LocalWechatProvider(config.wxLocalPhone)
  const oa = config.oa ?? new LocalOaProvider(() => `${publicBase(app)}/api${API.signin.oaLocalAuthorize}`)
  return async (userId: string, payer: PayerCodes): Promise<Payer | null> => {
    if (payer.oaCode) {
      const openId = await oa.openIdFor(payer.oaCode).catch(() => null)
      if (!openId) throw badParam('微信授权已失效，请重新支付')
      return { openid: openId, app: 'oa' }
    }
    const user = await repos.users.byUserId(userId)
    if (payer.wxCode) {
      const openId = await wechat.openIdFor(payer.wxCode).catch(() => null)
      if (!openId) throw badParam('微信登录凭证无效，请重新支付')
      if (user && !user.wx_open_id && !(await repos.users.byWxOpenId(openId))) await repos.users.setWxOpenId(userId, openId)
      return { openid: openId, app: 'mp' }
    }
    // the account's bound openid is always the mini-program's
    return user?.wx_open_id ? { openid: user.wx_open_id, app: 'mp' } : null
  }
}

/** This server's own address, for a local run without PUBLIC_URL. */
function localBase(app: FastifyInstance): string {
  const a = app.server.address()
  if (a && typeof a === 'object') return `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`
  return 'http://127.0.0.1:8080'
}
