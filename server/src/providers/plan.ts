/**
 * Which provider runs each outside service, decided once from the environment: the production one when its settings
 * are complete, else the local stand-in (codes into the log, a fixed phone number, any WeChat code accepted, a pay page
 * that pays nothing, demonstration invoices). main.ts builds the providers from this plan and the start-up check reads
 * the same plan, so what runs and what is checked cannot differ.
 *
 * In production (NODE_ENV=production) the server refuses to start while any service would run its stand-in or
 * PUBLIC_URL is not an https address, naming every missing setting in one message. DEMO=1 declares a demonstration
 * deployment: it starts anyway and warns, naming the stand-ins; the app then shows 演示环境.
 */
import type { AppConfig } from '../config'
import type { Env } from '../env'
import type { PayBackend } from '../money/service'
import type { InvoiceProvider } from '../invoice/provider'
import { NuonuoInvoiceProvider } from '../invoice/nuonuo'
import { WechatPayV3Provider } from '../pay/wechat-v3'
import type { Sql } from '../store/sql'
import { STAND_INS, STAND_IN_NAMES, type DemoState, type StandIn } from '../../../contract/domain/demo'
import { AliyunSmsProvider } from './aliyun-sms'
import { AliyunCarrierProvider, type CarrierProvider } from './carrier'
import type { SmsProvider } from './sms'
import { WechatSubscribeProvider, type SubscribeProvider } from './subscribe'
import { WechatApiProvider, type WechatProvider } from './wechat'
import { WechatOaProvider, type OaProvider } from './wechat-oa'

export interface PlannedProvider<T> {
  mode: 'production' | 'local'
  /** the settings that would make it production ('SMS_PROVIDER=aliyun' for a choice not made); empty when production */
  missing: string[]
  /** the production provider; null runs the stand-in */
  provider: T | null
}

export interface ProviderPlan {
  sms: PlannedProvider<SmsProvider>
  oneClick: PlannedProvider<CarrierProvider>
  wechat: PlannedProvider<WechatProvider>
  /** subscribe messages follow the WeChat login: the same mini-program, WX_PROVIDER=wechat */
  subscribe: PlannedProvider<(sql: Sql, now: () => number) => SubscribeProvider>
  pay: PlannedProvider<PayBackend>
  /** the official account's web authorisation: the payer's openid for a JSAPI payment in WeChat's browser */
  oa: PlannedProvider<OaProvider>
  invoice: PlannedProvider<InvoiceProvider>
  /** payment notifications and the links in QR codes and shares are built from PUBLIC_URL */
  publicUrl: { ok: boolean; missing: string[] }
}

type RawEnv = Record<string, string | undefined>

/**
 * Calls a provider's own fromEnv with an environment that notes every variable it reads: when it declines (null), the
 * variables it read and found empty are what is missing. No provider's list of settings is repeated here.
 */
function fromSettings<T>(env: RawEnv, build: (env: RawEnv) => T | null): { value: T | null; missing: string[] } {
  const read = new Set<string>()
  const noted = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string') read.add(key)
      return target[key as string]
    },
  })
  const value = build(noted)
  if (value) return { value, missing: [] }
  const absent = [...read].filter((k) => env[k] === undefined || env[k] === '')
  return { value: null, missing: absent.length ? absent : [...read] }
}

/** A service chosen by a selector variable (SMS_PROVIDER=aliyun) whose provider reads its own settings. */
function chosen<T>(env: RawEnv, selector: string, value: string, build: (env: RawEnv) => T | null): PlannedProvider<T> {
  const { value: provider, missing } = fromSettings(env, build)
  const unchosen = env[selector] === value ? [] : [`${selector}=${value}`]
  if (provider && !unchosen.length) return { mode: 'production', missing: [], provider }
  return { mode: 'local', missing: [...unchosen, ...missing], provider: null }
}

/** `now`: the server's clock, which the WeChat Pay client signs and checks WeChat's answers with */
export function providerPlan(validated: Env | RawEnv, now?: () => number): ProviderPlan {
  const env = validated as RawEnv
  const wechatSettings = chosen(env, 'WX_PROVIDER', 'wechat', (e) => WechatSubscribeProvider.settingsFromEnv(e))
  const pay = fromSettings(env, (e) => {
    try {
      return WechatPayV3Provider.fromEnv(e, undefined, now)
    } catch (err) {
      throw new Error(`微信支付配置错误：${(err as Error).message}`)
    }
  })
  const publicUrl = env.PUBLIC_URL
  return {
    sms: chosen(env, 'SMS_PROVIDER', 'aliyun', (e) => AliyunSmsProvider.fromEnv(e)),
    oneClick: chosen(env, 'ONE_CLICK_PROVIDER', 'aliyun', (e) => AliyunCarrierProvider.fromEnv(e)),
    wechat: chosen(env, 'WX_PROVIDER', 'wechat', (e) => WechatApiProvider.fromEnv(e)),
    subscribe: {
      ...wechatSettings,
      provider: wechatSettings.provider && ((sql, now) => new WechatSubscribeProvider(sql, wechatSettings.provider!, now)),
    },
    pay: pay.value
      ? { mode: 'production', missing: [], provider: { provider: pay.value, merchantId: String(env.WXPAY_MCHID) } }
      : { mode: 'local', missing: pay.missing, provider: null },
    invoice: chosen(env, 'INVOICE_PROVIDER', 'nuonuo', (e) => NuonuoInvoiceProvider.fromEnv(e)),
    oa: oaPlan(env),
    publicUrl: !publicUrl
      ? { ok: false, missing: ['PUBLIC_URL'] }
      : /^https:\/\/[^/]/.test(publicUrl)
        ? { ok: true, missing: [] }
        : { ok: false, missing: ['PUBLIC_URL（须为 https 地址）'] },
  }
}

function oaPlan(env: RawEnv): PlannedProvider<OaProvider> {
  const { value, missing } = fromSettings(env, (e) => WechatOaProvider.fromEnv(e))
  return value ? { mode: 'production', missing: [], provider: value } : { mode: 'local', missing, provider: null }
}

/** The services that would run their stand-in, in STAND_INS order. */
export function standInsOf(plan: ProviderPlan): StandIn[] {
  return STAND_INS.filter((k) => plan[k].mode === 'local')
}

/**
 * Refuses a production start on a stand-in (one Chinese message naming every missing setting); with DEMO=1 answers the
 * warnings to log instead. Outside production the stand-ins are the normal local run and nothing is said.
 */
export function startupCheck(plan: ProviderPlan, env: Env | RawEnv): { warnings: string[] } {
  const production = env.NODE_ENV === 'production'
  const demo = env.DEMO === '1'
  const locals = standInsOf(plan)
  const gaps = [
    ...locals.map((k) => `${STAND_IN_NAMES[k]}：${plan[k].missing.join('、')}`),
    ...(plan.publicUrl.ok ? [] : [`公网地址：${plan.publicUrl.missing.join('、')}`]),
  ]
  if (production && !demo && gaps.length)
    throw new Error(
      `生产环境不能使用本地模拟服务，请设置以下环境变量后再启动——${gaps.join('；')}。仅作演示的部署可设置 DEMO=1，本地模拟服务照常运行并在应用中显示“演示环境”`,
    )
  const warnings: string[] = []
  if (production && demo)
    warnings.push(
      locals.length
        ? `演示环境（DEMO=1）：${locals.map((k) => STAND_IN_NAMES[k]).join('、')}由本地模拟服务提供，不是真实服务：短信验证码写入日志，支付不产生真实扣款，发票不具备税务效力`
        : '演示环境（DEMO=1）：应用中显示“演示环境”提示',
    )
  if (production && demo && !plan.publicUrl.ok)
    warnings.push('演示环境（DEMO=1）：未设置 https 的 PUBLIC_URL，支付通知与分享链接使用请求所到的地址')
  return { warnings }
}

/** Puts the plan's production providers into the configuration; subscribe needs the database and is set by main.ts. */
export function applyProviderPlan(config: AppConfig, plan: ProviderPlan): void {
  config.sms = plan.sms.provider ?? undefined
  config.carrier = plan.oneClick.provider ?? undefined
  config.wechat = plan.wechat.provider ?? undefined
  config.pay = plan.pay.provider ?? undefined
  config.invoice = plan.invoice.provider ?? undefined
  config.oa = plan.oa.provider ?? undefined
}

/** What the app is told: the services the running configuration leaves to a stand-in, and whether it is a demo at all. */
export function demoOf(config: AppConfig): DemoState {
  const slots: Record<StandIn, unknown> = {
    sms: config.sms,
    oneClick: config.carrier,
    wechat: config.wechat,
    pay: config.pay,
    invoice: config.invoice,
    subscribe: config.subscribe,
    oa: config.oa,
  }
  const standIns = STAND_INS.filter((k) => !slots[k])
  return { on: config.demo === true || standIns.length > 0, standIns }
}
