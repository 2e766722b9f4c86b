import path from 'node:path'
import { readEnv, type Env } from './env'
import { offsetClock } from './clock'
import { quotaConfigFromEnv } from './quota'
import { uboThresholdFromEnv } from './graph/beneficial'
import { parseMonitorLimits } from './monitor/limits'
import type { SmsProvider } from './providers/sms'
import type { NonceStore } from './plugins/nonce-store'
import type { CarrierProvider } from './providers/carrier'
import type { WechatProvider } from './providers/wechat'
import type { PayBackend } from './money/service'
import type { InvoiceProvider } from './invoice/provider'
import { DEFAULT_MEMBERSHIP, parseExportLimits, parseOffers, parsePhoneRowPrices, type MembershipConfig } from './money/plans'

export const DEFAULT_SIGN_SECRET = 'yqc-local-sign-secret'
export const DEFAULT_JWT_SECRET = 'yqc-local-jwt-secret'
export const DEFAULT_LINGYANG_SECRET = 'yqc-local-lingyang-secret'

export interface AppConfig {
  /** secret mixed into every request signature (SIGN_SECRET) */
  signSecret: string
  /** HS256 key of the login tokens (JWT_SECRET) */
  jwtSecret: string
  tokenTtlDays: number
  /** allowed clock difference of a signature, seconds */
  signWindowSec: number
  /** milliseconds since the epoch; tests inject a clock they move by hand */
  now: () => number
  /** append the server log here as well as stdout (the browser journeys read SMS codes from it) */
  logFile?: string
  /** false: write the log only to logFile (tests) */
  logToStdout: boolean
  logLevel: string
  /** built H5 app served at / when the folder exists */
  h5Dir?: string
  /** SMS sender; the local provider (codes into the log) when absent */
  sms?: SmsProvider
  /** seen-nonce store; the shared state's (in memory, or Redis with redisUrl) when absent */
  nonceStore?: NonceStore
  /** REDIS_URL: nonces, rate limits, wrong-password counts and the push bus shared through Redis by every instance */
  redisUrl?: string
  /** REDIS_PREFIX: the start of every Redis key and channel (default yqc:) */
  redisPrefix?: string
  /** most SMS codes one client IP may ask for per hour */
  smsPerIpPerHour: number
  production: boolean
  /** carrier gateway of the one-click login; the local one (ONE_CLICK_LOCAL_PHONE) when absent */
  carrier?: CarrierProvider
  /** the number the local carrier resolves every local token to (ONE_CLICK_LOCAL_PHONE) */
  oneClickLocalPhone?: string
  /** WeChat code → openId / phone; the local one when absent */
  wechat?: WechatProvider
  /** WeChat's web authorisation in its browser (WX_OA_APPID / WX_OA_APPSECRET); the local authorise page when absent */
  oa?: import('./providers/wechat-oa').OaProvider
  /** the phone the local WeChat provider gives for getPhoneNumber codes (WX_LOCAL_PHONE) */
  wxLocalPhone?: string
  /** HMAC key of the partner (领扬) tickets (LINGYANG_SECRET) */
  lingyangSecret: string
  /** daily scan quotas per membership level (server/src/quota.ts; QUOTA_* env); defaults when absent */
  quota?: import('./quota').QuotaConfig
  /** beneficial-owner threshold, percent (UBO_THRESHOLD, default 25) */
  uboThreshold?: number
  /** login attempts one client IP / one phone may make per hour (LOGIN_PER_IP_PER_HOUR, LOGIN_PER_PHONE_PER_HOUR) */
  loginPerIpPerHour: number
  loginPerPhonePerHour: number
  /** mini-program subscribe messages; the local provider (subscribe_sends table) when absent */
  subscribe?: import('./providers/subscribe').SubscribeProvider
  /** log lines as JSON on stdout too (production, LOG_FORMAT=json) */
  logJson?: boolean
  /** the log file rotates at this size ('10m') and every day; `logKeep` rotated files are kept */
  logMaxSize?: string
  logKeep?: number
  /** trust X-Forwarded-For from a proxy in front (TRUST_PROXY=1) */
  trustProxy?: boolean
  /** requests one client IP may make per minute, every API route together (API_PER_IP_PER_MIN) */
  apiPerIpPerMin?: number
  /** mini-program subscribe-message template (WX_SUBSCRIBE_TEMPLATE_ID) */
  subscribeTemplateId?: string
  /** monitored targets per membership level (MONITOR_LIMITS, default 0:20,1:100,2:500) */
  monitorLimits?: Record<number, number>
  /** an administrator may run the demo feed on demand (FEED_RUN_ENABLED=1); off otherwise */
  feedRunEnabled?: boolean
  /** membership offers, export limits, order and refund windows, open orders (MEMBER_OFFERS, EXPORT_LIMITS, PHONE_ROW_PRICES, ORDER_CLOSE_MINUTES, OPEN_ORDERS_PER_USER) */
  membership?: MembershipConfig
  /** WeChat Pay (WXPAY_* settings); the local fake WeChat Pay when absent */
  pay?: PayBackend
  /** who issues invoices (INVOICE_PROVIDER=nuonuo); the local demonstration provider when absent */
  invoice?: InvoiceProvider
  /** DEMO=1: a demonstration deployment, said so in the app even when every provider is real */
  demo?: boolean
  /** the local fake WeChat Pay's notification retry waits (WeChat's own schedule by default; tests shorten it) */
  localPayRetryMs?: number[]
  /** the address the world reaches this server at (PUBLIC_URL): WeChat Pay posts its notifications there */
  publicUrl?: string
  /** folder of the exported files (EXPORT_DIR); by default `exports` beside the database file */
  exportDir?: string
  /** hours an exported file stays downloadable (EXPORT_TTL_HOURS, default 72) */
  exportTtlHours?: number
  /** 联系我们 / 关于我们 details; demo values by default */
  contact: ContactConfig
  /** folder of uploaded images (UPLOAD_DIR); by default `uploads` beside the database file */
  uploadDir?: string
  /** 推广邀请 rewards (INVITE_REWARD_DAYS, INVITE_REWARD_LEVEL, INVITE_MONTHLY_CAP); DEFAULT_INVITE_REWARDS when absent */
  inviteRewards?: InviteRewardConfig
  /** what one account may create or join (INVITE_CODE_DAYS, ORGS_CREATED_PER_USER, ORGS_JOINED_PER_USER) */
  accountLimits: AccountLimits
}

/** What one account may do: enter an invitation code within its first days, create and join organisations. */
export interface AccountLimits {
  inviteCodeDays: number
  orgsCreated: number
  orgsJoined: number
}

/** What an inviter earns per invited user who joins with their own code, and how many a calendar month at most. */
export interface InviteRewardConfig {
  rewardDays: number
  /** 1 VIP, 2 SVIP: the level of the days for an inviter who is not a member */
  rewardLevel: number
  monthlyCap: number
}
export const DEFAULT_INVITE_REWARDS: InviteRewardConfig = { rewardDays: 7, rewardLevel: 1, monthlyCap: 10 }

/** what 联系我们 and 关于我们 show (CONTACT_PHONE, CONTACT_EMAIL, CONTACT_HOURS, CONTACT_ADDRESS, COMPANY_NAME, ICP_FILING) */
export interface ContactConfig {
  phone: string
  email: string
  hours: string
  address: string
  company: string
  icp: string
}

export const CONTACT_ENV = ['CONTACT_PHONE', 'CONTACT_EMAIL', 'CONTACT_HOURS', 'CONTACT_ADDRESS', 'COMPANY_NAME', 'ICP_FILING'] as const

export interface ConfigWarning {
  name: string
  message: string
}

/**
 * Configuration from the environment, with the documented local defaults. In production (NODE_ENV=production) the
 * server refuses to start while a secret keeps its published default: anyone could sign requests or mint tokens.
 */
export function configFromEnv(raw: Record<string, string | undefined> = process.env): {
  config: AppConfig
  warnings: ConfigWarning[]
  env: Env
} {
  const env = readEnv(raw)
  const production = env.NODE_ENV === 'production'
  const warnings: ConfigWarning[] = []
  if (production) {
    const defaults = (['SIGN_SECRET', 'JWT_SECRET', 'LINGYANG_SECRET'] as const).filter((k) => !env[k])
    if (defaults.length) throw new Error(`生产环境不能使用默认密钥，请通过环境变量设置 ${defaults.join('、')}`)
  }
  if (production && env.CLOCK_OFFSET_FILE) throw new Error('生产环境不能设置 CLOCK_OFFSET_FILE（仅用于测试时调整服务器时钟）')
  const config: AppConfig = {
    signSecret: env.SIGN_SECRET || DEFAULT_SIGN_SECRET,
    jwtSecret: env.JWT_SECRET || DEFAULT_JWT_SECRET,
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    signWindowSec: 300,
    now: env.CLOCK_OFFSET_FILE ? offsetClock(path.resolve(env.CLOCK_OFFSET_FILE)) : Date.now,
    logFile: path.resolve(env.LOG_FILE),
    logToStdout: true,
    logLevel: env.LOG_LEVEL,
    logJson: production || env.LOG_FORMAT === 'json',
    logMaxSize: env.LOG_MAX_SIZE,
    logKeep: env.LOG_KEEP,
    trustProxy: env.TRUST_PROXY === '1',
    apiPerIpPerMin: env.API_PER_IP_PER_MIN,
    h5Dir: path.resolve(env.H5_DIR),
    smsPerIpPerHour: env.SMS_PER_IP_PER_HOUR,
    production,
    demo: env.DEMO === '1',
    oneClickLocalPhone: env.ONE_CLICK_LOCAL_PHONE || undefined,
    wxLocalPhone: env.WX_LOCAL_PHONE || undefined,
    lingyangSecret: env.LINGYANG_SECRET || DEFAULT_LINGYANG_SECRET,
    loginPerIpPerHour: env.LOGIN_PER_IP_PER_HOUR,
    loginPerPhonePerHour: env.LOGIN_PER_PHONE_PER_HOUR,
    subscribeTemplateId: env.WX_SUBSCRIBE_TEMPLATE_ID,
    feedRunEnabled: env.FEED_RUN_ENABLED === '1',
    quota: quotaConfigFromEnv(raw),
    uboThreshold: uboThresholdFromEnv(raw),
    monitorLimits: parseMonitorLimits(env.MONITOR_LIMITS),
    membership: {
      ...DEFAULT_MEMBERSHIP,
      offers: parseOffers(env.MEMBER_OFFERS),
      exports: parseExportLimits(env.EXPORT_LIMITS),
      phoneRowFen: parsePhoneRowPrices(env.PHONE_ROW_PRICES),
      orderCloseMinutes: env.ORDER_CLOSE_MINUTES,
      maxOpenOrders: env.OPEN_ORDERS_PER_USER,
    },
    publicUrl: env.PUBLIC_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    exportDir: env.EXPORT_DIR ? path.resolve(env.EXPORT_DIR) : undefined,
    exportTtlHours: env.EXPORT_TTL_HOURS,
    contact: {
      phone: env.CONTACT_PHONE,
      email: env.CONTACT_EMAIL,
      hours: env.CONTACT_HOURS,
      address: env.CONTACT_ADDRESS,
      company: env.COMPANY_NAME,
      icp: env.ICP_FILING,
    },
    uploadDir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : undefined,
    inviteRewards: { rewardDays: env.INVITE_REWARD_DAYS, rewardLevel: env.INVITE_REWARD_LEVEL, monthlyCap: env.INVITE_MONTHLY_CAP },
    accountLimits: { inviteCodeDays: env.INVITE_CODE_DAYS, orgsCreated: env.ORGS_CREATED_PER_USER, orgsJoined: env.ORGS_JOINED_PER_USER },
  }
  // the demo contact details are fine locally; a public deployment shows its own
  const demoContact = CONTACT_ENV.filter((k) => !raw[k])
  if (production && demoContact.length) warnings.push({ name: 'CONTACT', message: `联系信息仍为演示值，请设置 ${demoContact.join('、')}` })
  return { config, warnings, env }
}
