/**
 * A server configured as production is (every provider's settings present, each pointed at a local stand-in of its
 * vendor) never answers with a stand-in's behaviour: a made-up WeChat code is refused, no SMS code reaches the log,
 * the local carrier's fixed number is never given, orders carry no local pay page, and invoices are issued by the
 * invoice platform. The configuration is made the way main.ts makes it: configFromEnv, providerPlan, applyProviderPlan.
 */
import { wxpaySettings } from '../pay/helpers'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { configFromEnv } from '../../src/config'
import { applyProviderPlan, providerPlan, startupCheck } from '../../src/providers/plan'
import { DEFAULT_ONE_CLICK_PHONE } from '../../src/providers/carrier'
import { localPayKeys } from '../../src/pay/local'
import { startFakeWechatPay, type FakeWechatPay } from '../../src/pay/fake-wechat-pay'
import type { Sql } from '../../src/store/sql'
import { API } from '../../../contract/endpoints'
import { count, lastSmsCode, startServer, type TestServer } from '../api/helpers'
import { device, freshPhone } from '../signin/helpers'
import { startNuonuoStub, STUB_APP, type NuonuoStub } from '../invoice/nuonuo-stub'

interface Hit {
  path: string
  query: URLSearchParams
}

/** WeChat's api.weixin.qq.com and Aliyun's SMS and number-authentication endpoints, as far as these tests need them. */
async function startVendors() {
  const hits: Hit[] = []
  const smsSent: Array<{ phone: string; code: string }> = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://vendor')
    hits.push({ path: url.pathname, query: url.searchParams })
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    req.resume()
    if (url.pathname === '/wx/sns/jscode2session') {
      const code = url.searchParams.get('js_code')
      return json(code === 'wx-real-code' ? { openid: 'o-real-openid', session_key: 'k' } : { errcode: 40029, errmsg: 'invalid code' })
    }
    if (url.pathname === '/wx/cgi-bin/token') return json({ access_token: 'wx-token', expires_in: 7200 })
    if (url.pathname === '/sms/' && url.searchParams.get('Action') === 'SendSms') {
      smsSent.push({ phone: url.searchParams.get('PhoneNumbers')!, code: JSON.parse(url.searchParams.get('TemplateParam')!).code })
      return json({ Code: 'OK', Message: 'OK' })
    }
    if (url.pathname === '/pns/' && url.searchParams.get('Action') === 'GetMobile')
      return json(
        url.searchParams.get('AccessToken') === 'carrier-real-token'
          ? { Code: 'OK', GetMobileResultDTO: { Mobile: '13912340000' } }
          : { Code: 'isv.INVALID_TOKEN', Message: 'token invalid' },
      )
    if (url.pathname === '/pns/' && url.searchParams.get('Action') === 'GetAuthToken')
      return json({ Code: 'OK', TokenInfo: { AccessToken: 'web-access', JwtToken: 'web-jwt' } })
    if (url.pathname === '/pns/' && url.searchParams.get('Action') === 'GetPhoneWithToken')
      return json(
        url.searchParams.get('SpToken') === 'carrier-web-token'
          ? { Code: 'OK', Data: { Mobile: '13912340001' } }
          : { Code: 'isv.INVALID_TOKEN', Message: 'token invalid' },
      )
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    hits,
    smsSent,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

let s: TestServer
let vendors: Awaited<ReturnType<typeof startVendors>>
let wxpay: FakeWechatPay
let nuonuo: NuonuoStub
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-prod-'))

beforeAll(async () => {
  vendors = await startVendors()
  nuonuo = await startNuonuoStub()
  const keys = localPayKeys()
  wxpay = await startFakeWechatPay({ ...keys, notifyRetryDelaysMs: [] })
  const raw = {
    NODE_ENV: 'production',
    SIGN_SECRET: 'sign-x',
    JWT_SECRET: 'jwt-x',
    LINGYANG_SECRET: 'ly-x',
    PUBLIC_URL: 'https://yqc.example.com',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'sms-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'sms-secret',
    ALIYUN_SMS_SIGN_NAME: '云企查',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
    ALIYUN_SMS_ENDPOINT: `${vendors.base}/sms/`,
    ONE_CLICK_PROVIDER: 'aliyun',
    ALIYUN_PNS_ACCESS_KEY_ID: 'pns-id',
    ALIYUN_PNS_ACCESS_KEY_SECRET: 'pns-secret',
    ALIYUN_PNS_ENDPOINT: `${vendors.base}/pns/`,
    ALIYUN_PNS_SCENE_CODE: 'FC100000',
    ALIYUN_PNS_WEB_SDK_URL: 'https://static.example.com/numberAuth-web-sdk.js',
    WX_PROVIDER: 'wechat',
    WX_APPID: 'wx1234567890',
    WX_APPSECRET: 'wx-secret',
    WX_API_BASE: `${vendors.base}/wx`,
    WX_OA_APPID: 'wxoa123456',
    WX_OA_APPSECRET: 'oa-secret',
    ...wxpaySettings(keys, dir, wxpay.baseUrl),
    INVOICE_PROVIDER: 'nuonuo',
    NUONUO_APP_KEY: STUB_APP.appKey,
    NUONUO_APP_SECRET: STUB_APP.appSecret,
    NUONUO_TOKEN: STUB_APP.token,
    NUONUO_TAXNUM: STUB_APP.taxnum,
    NUONUO_CLERK: '张三',
    NUONUO_GOODS_CODE: '3040201010000000000',
    NUONUO_BASE_URL: nuonuo.url,
  }
  const { config, env } = configFromEnv(raw)
  const plan = providerPlan(env)
  expect(startupCheck(plan, env).warnings).toEqual([])
  applyProviderPlan(config, plan)
  // the subscribe provider records its sends in the server's own database, which exists once the server is up
  const sql = new Proxy({} as Sql, { get: (_t, k) => (s.sql as unknown as Record<string | symbol, unknown>)[k] })
  s = await startServer({
    config: {
      sms: config.sms,
      carrier: config.carrier,
      wechat: config.wechat,
      pay: config.pay,
      invoice: config.invoice,
      oa: config.oa,
      subscribe: plan.subscribe.provider!(sql, Date.now),
      publicUrl: config.publicUrl,
      // the providers built from the environment keep real time, as in production: so does this server
      now: Date.now,
      production: true,
      demo: false,
    },
  })
}, 60_000)
// the client signs with the test clock: it follows the server's real one
beforeEach(() => {
  s.clock.ms = Date.now()
})
afterAll(async () => {
  await s.close()
  await wxpay.stop()
  await nuonuo.stop()
  await vendors.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Signs in by an SMS code as it reached the SMS vendor. */
async function smsLogin(phone: string): Promise<string> {
  expect((await s.post('/sso/sms/sendCode', { phone, scene: 'login' })).body.code).toBe('0000')
  const code = vendors.smsSent.filter((x) => x.phone === phone).at(-1)!.code
  const r = await s.post('/sso/sms/codeLogin', { phone, code, ...device('dev-prod') })
  expect(r.body.code).toBe('0000')
  return r.body.data.token
}

test('the app is told no stand-in is in use', async () => {
  const r = await s.get(API.appInfo.environment)
  expect(r.body.code).toBe('0000')
  expect(r.body.data).toEqual({ demo: { on: false, standIns: [] } })
})

test('a made-up WeChat login code is refused after WeChat refused it; a real one signs in', async () => {
  const users = await count(s.sql, 'users')
  const r = await s.post('/sso/wx/login', { code: 'made-up-code-1234', ...device('dev-wx') })
  expect(r.body.code).toBe('4000')
  expect(r.body.msg).toBe('微信登录凭证无效，请重试')
  expect(vendors.hits.some((h) => h.path === '/wx/sns/jscode2session' && h.query.get('js_code') === 'made-up-code-1234')).toBe(true)
  expect(await count(s.sql, 'users')).toBe(users)
  const ok = await s.post('/sso/wx/login', { code: 'wx-real-code', ...device('dev-wx') })
  expect(ok.body.code).toBe('0000')
  expect(await count(s.sql, 'users', 'wx_open_id = ?', 'o-real-openid')).toBe(1)
})

test('an SMS code goes to the SMS vendor and never into the log', async () => {
  const phone = freshPhone('1371')
  await smsLogin(phone)
  expect(vendors.smsSent.some((x) => x.phone === phone)).toBe(true)
  expect(lastSmsCode(s, phone)).toBeNull()
  expect(fs.readFileSync(s.logFile, 'utf8')).not.toContain('[SMS]')
})

test('one-click login asks the carrier: a local-style token gets no number, never the local fixed one', async () => {
  expect((await s.get(API.signin.oneClickPreCheck)).body.data.provider).toBe('aliyun')
  const r = await s.post(API.signin.prefetchPhone, { accessToken: 'local-abcdefgh12', openId: '' })
  expect(r.body.code).toBe('30002')
  expect(JSON.stringify(r.body)).not.toContain(DEFAULT_ONE_CLICK_PHONE.slice(-4))
  expect(vendors.hits.some((h) => h.path === '/pns/' && h.query.get('AccessToken') === 'local-abcdefgh12')).toBe(true)
  const real = await s.post(API.signin.prefetchPhone, { accessToken: 'carrier-real-token', openId: '' })
  expect(real.body.data.phoneMasked).toBe('139****0000')
})

test("H5 one-click login asks the carrier too: its web SDK's tokens and address, and no number for a local-style token", async () => {
  const auth = await s.post(API.signin.oneClickWebAuth, { origin: 'https://m.example.com' })
  expect(auth.body.data).toEqual({
    provider: 'aliyun',
    accessToken: 'web-access',
    jwtToken: 'web-jwt',
    sdkUrl: 'https://static.example.com/numberAuth-web-sdk.js',
  })
  const asked = vendors.hits.find((h) => h.path === '/pns/' && h.query.get('Action') === 'GetAuthToken')!
  expect([asked.query.get('Url'), asked.query.get('Origin'), asked.query.get('SceneCode')]).toEqual([
    'https://m.example.com/',
    'https://m.example.com',
    'FC100000',
  ])
  const local = await s.post(API.signin.prefetchWebPhone, { spToken: 'local-abcdefgh12' })
  expect(local.body.code).toBe('30002')
  expect(JSON.stringify(local.body)).not.toContain(DEFAULT_ONE_CLICK_PHONE.slice(-4))
  const real = await s.post(API.signin.prefetchWebPhone, { spToken: 'carrier-web-token' })
  expect(real.body.data.phoneMasked).toBe('139****0001')
})

test('an order is paid through WeChat Pay only: no local pay page, notifications addressed to PUBLIC_URL; its invoice comes from the invoice platform', async () => {
  const token = await smsLogin(freshPhone('1372'))
  const r = await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token })
  expect(r.body).toMatchObject({ code: '0000' })
  const { orderNo } = r.body.data.order
  expect(r.body.data.payment.payPageUrl).toBeNull()
  expect(r.body.data.payment.codeUrl).toMatch(/^weixin:\/\//)
  expect(await s.app.moneyRuntime.localPay()).toBeNull()
  expect(wxpay.order(orderNo)!.notifyUrl).toBe(`https://yqc.example.com/api${API.member.wechatNotify}`)
  wxpay.pay(orderNo)
  expect((await s.get('/member/order/detail', { orderNo }, { token })).body.data.state).toBe('paid')

  const head = await s.post('/member/invoice/head/create', { kind: 'personal', name: '张小明' }, { token })
  const asked = await s.post('/member/invoice/request/create', { orderNo, headId: head.body.data.id, email: 'a@example.com' }, { token })
  expect(asked.body.code).toBe('0000')
  expect(asked.body.data.state).toBe('issued')
  const issued = [...nuonuo.invoices.values()].find((i) => i.order.remark.includes(orderNo))!
  expect(asked.body.data.invoiceNo).toBe(issued.invoiceNo)
  expect(await count(s.sql, 'invoice_requests', "provider = 'nuonuo'")).toBe(1)
})
