import path from 'node:path'
import type { SmsProvider } from './providers/sms'
import type { NonceStore } from './plugins/nonce-store'
import type { CarrierProvider } from './providers/carrier'
import type { WechatProvider } from './providers/wechat'

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
  /** seen-nonce store; in-memory when absent */
  nonceStore?: NonceStore
  /** most SMS codes one client IP may ask for per hour */
  smsPerIpPerHour: number
  production: boolean
  /** carrier gateway of the one-click login; the local one (ONE_CLICK_LOCAL_PHONE) when absent */
  carrier?: CarrierProvider
  /** the number the local carrier resolves every local token to (ONE_CLICK_LOCAL_PHONE) */
  oneClickLocalPhone?: string
  /** WeChat code → openId / phone; the local one when absent */
  wechat?: WechatProvider
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
  /** monitored targets per membership level (MONITOR_LIMITS, default 0:20,1:100,2:500) */
  monitorLimits?: Record<number, number>
}

export interface ConfigWarning {
  name: string
  message: string
}

/** Configuration from the environment, with the documented local defaults. */
export function configFromEnv(env: Record<string, string | undefined> = process.env): { config: AppConfig; warnings: ConfigWarning[] } {
  const production = env.NODE_ENV === 'production'
  const warnings: ConfigWarning[] = []
  const signSecret = env.SIGN_SECRET || DEFAULT_SIGN_SECRET
  const jwtSecret = env.JWT_SECRET || DEFAULT_JWT_SECRET
  if (production && !env.SIGN_SECRET) warnings.push({ name: 'SIGN_SECRET', message: '生产环境仍在使用默认的 SIGN_SECRET，请通过环境变量设置' })
  if (production && !env.LINGYANG_SECRET) warnings.push({ name: 'LINGYANG_SECRET', message: '生产环境仍在使用默认的 LINGYANG_SECRET，请通过环境变量设置' })
  if (production && !env.JWT_SECRET) warnings.push({ name: 'JWT_SECRET', message: '生产环境仍在使用默认的 JWT_SECRET，请通过环境变量设置' })
  const ttl = Number(env.TOKEN_TTL_DAYS || 30)
  const config: AppConfig = {
    signSecret,
    jwtSecret,
    tokenTtlDays: Number.isFinite(ttl) && ttl > 0 ? ttl : 30,
    signWindowSec: 300,
    now: Date.now,
    logFile: env.LOG_FILE || path.resolve('data/server.log'),
    logToStdout: true,
    logLevel: env.LOG_LEVEL || 'info',
    h5Dir: path.resolve(env.H5_DIR || 'dist/h5'),
    smsPerIpPerHour: Number(env.SMS_PER_IP_PER_HOUR || 30),
    production,
    oneClickLocalPhone: env.ONE_CLICK_LOCAL_PHONE || undefined,
    wxLocalPhone: env.WX_LOCAL_PHONE || undefined,
    lingyangSecret: env.LINGYANG_SECRET || DEFAULT_LINGYANG_SECRET,
    loginPerIpPerHour: Number(env.LOGIN_PER_IP_PER_HOUR || 120),
    loginPerPhonePerHour: Number(env.LOGIN_PER_PHONE_PER_HOUR || 30),
  }
  return { config, warnings }
}
