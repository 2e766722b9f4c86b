/**
 * Which provider the server runs for each service, decided in one place (providerPlan): the production one when its
 * settings are complete, the local stand-in otherwise. In production the server refuses to start on a stand-in, naming
 * every missing setting in one Chinese message, unless DEMO=1 declares a demonstration deployment.
 */
import { wxpaySettings } from '../pay/helpers'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv } from '../../src/config'
import { readEnv } from '../../src/env'
import { applyProviderPlan, demoOf, providerPlan, standInsOf, startupCheck, type ProviderPlan } from '../../src/providers/plan'
import { AliyunSmsProvider } from '../../src/providers/aliyun-sms'
import { AliyunCarrierProvider } from '../../src/providers/carrier'
import { WechatApiProvider } from '../../src/providers/wechat'
import { WechatOaProvider } from '../../src/providers/wechat-oa'
import { WechatSubscribeProvider } from '../../src/providers/subscribe'
import { WechatPayV3Provider } from '../../src/pay/wechat-v3'
import { NuonuoInvoiceProvider } from '../../src/invoice/nuonuo'
import { localPayKeys } from '../../src/pay/local'
import { expectChinese } from '../api/helpers'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-plan-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const keys = localPayKeys()

const SECRETS = { NODE_ENV: 'production', SIGN_SECRET: 'sign-x', JWT_SECRET: 'jwt-x', LINGYANG_SECRET: 'ly-x' }
const GROUPS = {
  sms: {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'sms-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'sms-secret',
    ALIYUN_SMS_SIGN_NAME: '云企查',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
  },
  oneClick: { ONE_CLICK_PROVIDER: 'aliyun', ALIYUN_PNS_ACCESS_KEY_ID: 'pns-id', ALIYUN_PNS_ACCESS_KEY_SECRET: 'pns-secret' },
  wechat: { WX_PROVIDER: 'wechat', WX_APPID: 'wx1234567890', WX_APPSECRET: 'wx-secret' },
  oa: { WX_OA_APPID: 'wxoa123456', WX_OA_APPSECRET: 'oa-secret' },
  pay: wxpaySettings(keys, dir),
  invoice: {
    INVOICE_PROVIDER: 'nuonuo',
    NUONUO_APP_KEY: 'nn-key',
    NUONUO_APP_SECRET: 'nn-secret',
    NUONUO_TOKEN: 'nn-token',
    NUONUO_TAXNUM: '339902999999789113',
    NUONUO_CLERK: '张三',
    NUONUO_GOODS_CODE: '3040201010000000000',
  },
  publicUrl: { PUBLIC_URL: 'https://yqc.example.com' },
}
const ALL = { ...SECRETS, ...Object.assign({}, ...Object.values(GROUPS)) } as Record<string, string>
const without = (...names: string[]) => Object.fromEntries(Object.entries(ALL).filter(([k]) => !names.includes(k)))
const plan = (raw: Record<string, string | undefined>) => providerPlan(readEnv(raw))
const refusal = (raw: Record<string, string | undefined>): string => {
  try {
    startupCheck(plan(raw), readEnv(raw))
  } catch (e) {
    return (e as Error).message
  }
  throw new Error('the start was not refused')
}
const modes = (p: ProviderPlan) => ({
  sms: p.sms.mode,
  oneClick: p.oneClick.mode,
  wechat: p.wechat.mode,
  subscribe: p.subscribe.mode,
  pay: p.pay.mode,
  invoice: p.invoice.mode,
  oa: p.oa.mode,
})
const ALL_PRODUCTION = {
  sms: 'production',
  oneClick: 'production',
  wechat: 'production',
  subscribe: 'production',
  pay: 'production',
  invoice: 'production',
  oa: 'production',
}

test('the providers’ own settings reach them through the validated environment', () => {
  const env = readEnv({ PORT: '9000', ALIYUN_SMS_ACCESS_KEY_ID: 'sms-id', WXPAY_MCHID: '1900000109' })
  expect(env.PORT).toBe(9000)
  expect(env.ALIYUN_SMS_ACCESS_KEY_ID).toBe('sms-id')
  expect(env.WXPAY_MCHID).toBe('1900000109')
})

describe('with every setting present', () => {
  it('runs the production provider of each service and starts in production without a warning', () => {
    const p = plan(ALL)
    expect(modes(p)).toEqual(ALL_PRODUCTION)
    expect(p.sms.provider).toBeInstanceOf(AliyunSmsProvider)
    expect(p.oneClick.provider).toBeInstanceOf(AliyunCarrierProvider)
    expect(p.wechat.provider).toBeInstanceOf(WechatApiProvider)
    expect(p.pay.provider?.provider).toBeInstanceOf(WechatPayV3Provider)
    expect(p.pay.provider?.merchantId).toBe(keys.mchid)
    expect(p.invoice.provider).toBeInstanceOf(NuonuoInvoiceProvider)
    expect(p.oa.provider).toBeInstanceOf(WechatOaProvider)
    expect(p.subscribe.provider?.({} as never, Date.now)).toBeInstanceOf(WechatSubscribeProvider)
    for (const c of Object.values(modes(p))) expect(c).toBe('production')
    expect(p.publicUrl).toEqual({ ok: true, missing: [] })
    expect(standInsOf(p)).toEqual([])
    expect(startupCheck(p, readEnv(ALL)).warnings).toEqual([])
  })

  it('leaves no stand-in in the configuration the server is built with', () => {
    const { config, env } = configFromEnv(ALL)
    const p = providerPlan(env)
    applyProviderPlan(config, p)
    config.subscribe = p.subscribe.provider!({} as never, config.now)
    expect(demoOf(config)).toEqual({ on: false, standIns: [] })
  })
})

describe('each service alone missing its settings runs its stand-in, and production refuses to start naming them', () => {
  const cases: Array<[string, string[], Array<keyof ReturnType<typeof modes>>, string[]]> = [
    ['SMS provider not chosen', ['SMS_PROVIDER'], ['sms'], ['SMS_PROVIDER=aliyun']],
    [
      'SMS keys absent',
      ['ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_TEMPLATE_CODE'],
      ['sms'],
      ['ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_TEMPLATE_CODE'],
    ],
    ['one-click carrier not chosen', ['ONE_CLICK_PROVIDER'], ['oneClick'], ['ONE_CLICK_PROVIDER=aliyun']],
    [
      'one-click carrier keys absent',
      ['ALIYUN_PNS_ACCESS_KEY_ID', 'ALIYUN_PNS_ACCESS_KEY_SECRET'],
      ['oneClick'],
      ['ALIYUN_PNS_ACCESS_KEY_ID', 'ALIYUN_PNS_ACCESS_KEY_SECRET'],
    ],
    // subscribe messages follow the WeChat login's settings
    ['WeChat not chosen', ['WX_PROVIDER'], ['wechat', 'subscribe'], ['WX_PROVIDER=wechat']],
    ['WeChat app id and secret absent', ['WX_APPID', 'WX_APPSECRET'], ['wechat', 'subscribe'], ['WX_APPID', 'WX_APPSECRET']],
    ['WeChat Pay merchant absent', ['WXPAY_MCHID', 'WXPAY_APIV3_KEY'], ['pay'], ['WXPAY_MCHID', 'WXPAY_APIV3_KEY']],
    [
      "WeChat's web authorisation (official account) absent",
      ['WX_OA_APPID', 'WX_OA_APPSECRET'],
      ['oa'],
      ['WX_OA_APPID', 'WX_OA_APPSECRET'],
    ],
    ['invoice provider not chosen', ['INVOICE_PROVIDER'], ['invoice'], ['INVOICE_PROVIDER=nuonuo']],
    ['Nuonuo token and tax number absent', ['NUONUO_TOKEN', 'NUONUO_TAXNUM'], ['invoice'], ['NUONUO_TOKEN', 'NUONUO_TAXNUM']],
  ]
  it.each(cases)('%s', (_title, dropped, locals, named) => {
    const raw = without(...dropped)
    const p = plan(raw)
    const expected: Record<string, string> = { ...ALL_PRODUCTION }
    for (const l of locals) expected[l] = 'local'
    expect(modes(p)).toEqual(expected)
    for (const l of locals) {
      expect(p[l].provider).toBeNull()
      expect(p[l].missing).toEqual(named)
    }
    expect(standInsOf(p)).toEqual(locals)
    const message = refusal(raw)
    expectChinese(message)
    for (const n of named) expect(message).toContain(n)
    // the services that are complete are not named
    const complete = Object.values(GROUPS).filter((g) => !Object.keys(g).some((k) => dropped.includes(k)))
    for (const g of complete) for (const k of Object.keys(g)) expect(message).not.toContain(k)
    // outside production the same settings start on the stand-in, as `npm start` does
    expect(() => startupCheck(plan({ ...raw, NODE_ENV: 'development' }), readEnv({ ...raw, NODE_ENV: 'development' }))).not.toThrow()
  })

  it('PUBLIC_URL is required in production, and must be https', () => {
    expect(plan(without('PUBLIC_URL')).publicUrl).toEqual({ ok: false, missing: ['PUBLIC_URL'] })
    expect(refusal(without('PUBLIC_URL'))).toContain('PUBLIC_URL')
    const http = { ...ALL, PUBLIC_URL: 'http://yqc.example.com' }
    expect(plan(http).publicUrl.ok).toBe(false)
    expect(refusal(http)).toMatch(/PUBLIC_URL.*https/)
    expect(standInsOf(plan(without('PUBLIC_URL')))).toEqual([])
  })

  it('with nothing configured, one message names every missing setting', () => {
    const message = refusal(SECRETS)
    expectChinese(message)
    for (const n of [
      'SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_SIGN_NAME',
      'ONE_CLICK_PROVIDER=aliyun',
      'ALIYUN_PNS_ACCESS_KEY_SECRET',
      'WX_PROVIDER=wechat',
      'WX_APPSECRET',
      'WXPAY_MCHID',
      'WXPAY_MCH_PRIVATE_KEY_PATH',
      'INVOICE_PROVIDER=nuonuo',
      'NUONUO_APP_KEY',
      'NUONUO_GOODS_CODE',
      'WX_OA_APPID',
      'WX_OA_APPSECRET',
      'PUBLIC_URL',
      'DEMO=1',
    ])
      expect(message).toContain(n)
    expect(standInsOf(plan(SECRETS))).toEqual(['sms', 'oneClick', 'wechat', 'pay', 'invoice', 'subscribe', 'oa'])
  })
})

describe('a demonstration deployment (DEMO=1)', () => {
  it('starts in production on the stand-ins and warns, naming each of them', () => {
    const raw = { ...SECRETS, DEMO: '1' }
    const { warnings } = startupCheck(plan(raw), readEnv(raw))
    const text = warnings.join('\n')
    expectChinese(text)
    for (const name of ['短信验证码', '一键登录', '微信登录', '订阅消息', '微信支付', '电子发票', '微信网页授权', 'PUBLIC_URL'])
      expect(text).toContain(name)
    expect(text).toContain('演示')
  })

  it('is a demo even when every provider is real', () => {
    const { config, env } = configFromEnv({ ...ALL, DEMO: '1' })
    const p = providerPlan(env)
    applyProviderPlan(config, p)
    config.subscribe = p.subscribe.provider!({} as never, config.now)
    expect(demoOf(config)).toEqual({ on: true, standIns: [] })
  })

  it('a local run with no settings is a demo of every stand-in', () => {
    const { config, env } = configFromEnv({})
    applyProviderPlan(config, providerPlan(env))
    expect(demoOf(config)).toEqual({ on: true, standIns: ['sms', 'oneClick', 'wechat', 'pay', 'invoice', 'subscribe', 'oa'] })
  })
})
