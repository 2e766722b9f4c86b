/**
 * JSAPI payments whichever way the user signed in: an SMS user pays in the mini-program with a wx.login code taken at
 * pay time (its openid is bound), and in WeChat's browser with the official account's web authorisation (the local
 * authorise page redirects back with a code). Without a payer, the answer is a Chinese 4000 and no order is made.
 */
import { startServer, count, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { LocalWechatProvider } from '../../src/providers/wechat'
import { LocalOaProvider, WechatOaProvider, withQuery } from '../../src/providers/wechat-oa'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ config: { localPayRetryMs: [20, 20] } })
}, 60_000)
afterAll(async () => s.close())

const create = async (token: string, body: Record<string, unknown>) =>
  (await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'jsapi', ...body }, { token })).body
const orders = (phone: string) => count(s.sql, 'orders', 'user_id = (SELECT user_id FROM users WHERE phone = ?)', phone)
const openIdOf = async (phone: string) =>
  ((await s.sql.prepare('SELECT wx_open_id FROM users WHERE phone = ?').get(phone)) as { wx_open_id: string | null }).wx_open_id

test('an SMS user without WeChat is refused a JSAPI payment with no code: nothing is created', async () => {
  const phone = freshPhone('1371')
  const token = await codeLogin(s, phone)
  const r = await create(token, {})
  expect(r).toMatchObject({ code: '4000', msg: '未能获取微信身份，请在微信中打开并授权后再支付' })
  expect(await orders(phone)).toBe(0)
  const bad = await create(token, { wxCode: '!!' })
  expect(bad).toMatchObject({ code: '4000', msg: '微信登录凭证无效，请重新支付' })
  expect(await orders(phone)).toBe(0)
  expect(await openIdOf(phone)).toBeNull()
})

test('an SMS user pays by JSAPI with a pay-time wx.login code; the openid is bound and used again', async () => {
  const phone = freshPhone('1372')
  const token = await codeLogin(s, phone)
  const r = await create(token, { wxCode: 'pay-time-code-1' })
  expect(r.code).toBe('0000')
  expect(r.data.payment.method).toBe('jsapi')
  expect(r.data.payment.params.prepayId).toBeTruthy()
  const openId = await new LocalWechatProvider().openIdFor('pay-time-code-1')
  expect(await openIdOf(phone)).toBe(openId)
  // the local WeChat Pay holds the order under that payer
  const pay = (await s.app.moneyRuntime.localPay())!
  expect(pay.fake.order(r.data.order.orderNo)?.openid).toBe(openId)
  // bound now: paying again needs no code
  const again = await s.post('/member/order/pay', { orderNo: r.data.order.orderNo, payMethod: 'jsapi' }, { token })
  expect(again.body.code).toBe('0000')
})

test("in WeChat's browser: the local authorise page returns with a code that pays by JSAPI", async () => {
  const phone = freshPhone('1373')
  const token = await codeLogin(s, phone)
  const back = `${s.url}/?from=pay#/pagesUser/member/member`
  const u = await s.get('/sso/wx/oa/authorizeUrl', { redirectUri: back, state: 'pay' })
  expect(u.body.code).toBe('0000')
  expect(u.body.data.url).toContain('/api/sso/wx/oa/localAuthorize?')
  // a browser navigation: unsigned, answered with a redirect carrying the code before the hash
  const res = await fetch(u.body.data.url, { redirect: 'manual' })
  expect(res.status).toBe(302)
  const location = res.headers.get('location') as string
  const m = /^(.*)\?from=pay&code=(oa-[0-9a-f]+)&state=pay(#\/pagesUser\/member\/member)$/.exec(location)
  expect(m).not.toBeNull()
  const r = await create(token, { oaCode: m![2] })
  expect(r.code).toBe('0000')
  expect(r.data.payment.params.paySign).toBeTruthy()
  const pay = (await s.app.moneyRuntime.localPay())!
  expect(pay.fake.order(r.data.order.orderNo)?.openid).toBe(await new LocalOaProvider(() => '').openIdFor(m![2]))
  // an official-account openid is not the mini-program's: nothing is bound
  expect(await openIdOf(phone)).toBeNull()
  expect((await create(token, { oaCode: 'forged' })).msg).toBe('微信授权已失效，请重新支付')
})

test('the authorise pages return only to this site', async () => {
  const u = await s.get('/sso/wx/oa/authorizeUrl', { redirectUri: 'https://evil.example.com/' })
  expect(u.body).toMatchObject({ code: '4000', msg: '返回地址无效' })
  const res = await fetch(`${s.url}/api/sso/wx/oa/localAuthorize?redirect_uri=${encodeURIComponent('https://evil.example.com/')}`, {
    redirect: 'manual',
  })
  expect(res.status).toBe(400)
  expect((await res.json()).code).toBe('4000')
})

test("WeChat's provider: snsapi_base authorise address and the sns/oauth2/access_token exchange", async () => {
  const urls: string[] = []
  const fake = (async (u: string) => {
    urls.push(u)
    return { json: async () => (u.includes('code=good') ? { openid: 'OA_OPENID', access_token: 'x' } : { errcode: 40029 }) }
  }) as unknown as typeof fetch
  const oa = new WechatOaProvider({ appId: 'wxoa123', appSecret: 'oa-secret', fetch: fake })
  expect(oa.authorizeUrl('https://yqc.example.com/?a=1#/pages/index/index', 's1')).toBe(
    'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxoa123&redirect_uri=https%3A%2F%2Fyqc.example.com%2F%3Fa%3D1%23%2Fpages%2Findex%2Findex&response_type=code&scope=snsapi_base&state=s1#wechat_redirect',
  )
  expect(await oa.openIdFor('good')).toBe('OA_OPENID')
  expect(await oa.openIdFor('bad')).toBeNull()
  expect(urls[0]).toBe(
    'https://api.weixin.qq.com/sns/oauth2/access_token?appid=wxoa123&secret=oa-secret&code=good&grant_type=authorization_code',
  )
  expect(await new LocalOaProvider(() => 'x').openIdFor('not-local')).toBeNull()
  expect(withQuery('https://a.b/p#/h?x=1', { code: 'c' })).toBe('https://a.b/p?code=c#/h?x=1')
})
