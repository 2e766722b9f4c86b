/**
 * A JSAPI order goes out under the AppID its payer's openid belongs to: the mini-program's for a pay-time wx.login
 * code, the official account's for a web-authorisation code; the signed client parameters carry the same AppID. An
 * AppID not bound to the merchant is refused by WeChat Pay and the app gets a Chinese error, nothing charged.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer, type TestServer } from '../api/helpers'
import { wxpaySettings } from './helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { startFakeWechatPay, type FakeWechatPay } from '../../src/pay/fake-wechat-pay'
import { localPayKeys } from '../../src/pay/local'
import { publicKeyOf, rsaVerify, signMessage } from '../../src/pay/sign'
import { WechatPayV3Provider } from '../../src/pay/wechat-v3'
import { LocalOaProvider } from '../../src/providers/wechat-oa'

const MP = 'wx11111111miniprog'
const OA = 'wx22222222official'
const NATIVE = 'wx33333333merchant'

const keys = localPayKeys({ appid: NATIVE })
const servers: TestServer[] = []
const fakes: FakeWechatPay[] = []

async function serverWith(bound: string[]) {
  // WeChat Pay runs on the test server's clock
  const ref: { s?: TestServer } = {}
  const now = () => (ref.s ? ref.s.clock.ms : Date.now())
  const fake = await startFakeWechatPay({ ...keys, boundAppids: bound, notifyRetryDelaysMs: [20, 20], now })
  fakes.push(fake)
  const provider = new WechatPayV3Provider({ ...keys, mpAppid: MP, oaAppid: OA, baseUrl: fake.baseUrl, now })
  const s = await startServer({ config: { pay: { provider, merchantId: keys.mchid } } })
  ref.s = s
  servers.push(s)
  return { s, fake }
}

afterAll(async () => {
  for (const s of servers) await s.close()
  for (const f of fakes) await f.stop()
})

const oaCodeFor = async (s: TestServer) => {
  const u = await s.get('/sso/wx/oa/authorizeUrl', { redirectUri: `${s.url}/#/pagesUser/member/member`, state: 'pay' })
  const res = await fetch(u.body.data.url, { redirect: 'manual' })
  return /code=(oa-[0-9a-f]+)/.exec(res.headers.get('location') as string)![1]
}

const signedFor = (p: Record<string, string>) =>
  rsaVerify(signMessage(p.appId, p.timeStamp, p.nonceStr, p.package ?? p.packageValue), p.paySign, publicKeyOf(keys.merchantPublicKey))

test('wx.login payers pay under the mini-program AppID, web-authorised ones under the official account', async () => {
  const { s, fake } = await serverWith([NATIVE, MP, OA])
  const token = await codeLogin(s, freshPhone('1381'))
  const mp = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'jsapi', wxCode: 'appid-code-1' }, { token })).body
  expect(mp).toMatchObject({ code: '0000' })
  expect(fake.order(mp.data.order.orderNo)?.appid).toBe(MP)
  expect(mp.data.payment.params.appId).toBe(MP)
  expect(signedFor(mp.data.payment.params)).toBe(true)
  // the client parameters are signed for their own AppID only
  expect(signedFor({ ...mp.data.payment.params, appId: OA })).toBe(false)

  const code = await oaCodeFor(s)
  const oa = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'jsapi', oaCode: code }, { token })).body
  expect(oa.code).toBe('0000')
  const order = fake.order(oa.data.order.orderNo)!
  expect(order.appid).toBe(OA)
  expect(order.openid).toBe(await new LocalOaProvider(() => '').openIdFor(code))
  expect(oa.data.payment.params.appId).toBe(OA)
  expect(signedFor(oa.data.payment.params)).toBe(true)

  // paid, WeChat's record and the notification keep that AppID
  fake.pay(oa.data.order.orderNo)
  await fake.settled()
  expect((await s.get('/member/order/detail', { orderNo: oa.data.order.orderNo }, { token })).body.data.state).toBe('paid')

  // Native stays on WXPAY_APPID
  const native = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native' }, { token })).body
  expect(native.code).toBe('0000')
  expect(fake.order(native.data.order.orderNo)?.appid).toBe(NATIVE)
})

test('an AppID not bound to the merchant is refused: a Chinese error, nothing charged', async () => {
  const { s, fake } = await serverWith([NATIVE, MP])
  const token = await codeLogin(s, freshPhone('1382'))
  const r = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'jsapi', oaCode: await oaCodeFor(s) }, { token })).body
  expect(r.code).not.toBe('0000')
  expect(r.msg).toBe('微信支付暂不可用：AppID和mch_id不匹配')
  const list = (await s.get('/member/order/list', { pageNum: 1, pageSize: 10 }, { token })).body.data.list
  expect(list.every((o: { state: string }) => o.state !== 'paid')).toBe(true)
  for (const o of list) expect(fake.order(o.orderNo)).toBeUndefined()
  // the mini-program's AppID is bound: the same user pays there
  const mp = (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'jsapi', wxCode: 'appid-code-2' }, { token })).body
  expect(mp.code).toBe('0000')
  expect(fake.order(mp.data.order.orderNo)?.appid).toBe(MP)
})

test("the settings: each app's AppID from WXPAY_MP_APPID / WXPAY_OA_APPID, else WX_APPID / WX_OA_APPID, else WXPAY_APPID", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-appid-'))
  const base = wxpaySettings(keys, dir)
  const of = (env: Record<string, string>) => {
    const p = WechatPayV3Provider.fromEnv({ ...base, ...env })!
    return [p.appidFor('mp'), p.appidFor('oa'), p.jsapiParams('wx1').appId]
  }
  expect(of({})).toEqual([NATIVE, NATIVE, NATIVE])
  expect(of({ WX_APPID: MP, WX_OA_APPID: OA })).toEqual([MP, OA, MP])
  expect(of({ WX_APPID: 'wxother', WX_OA_APPID: 'wxother2', WXPAY_MP_APPID: MP, WXPAY_OA_APPID: OA })).toEqual([MP, OA, MP])
})
