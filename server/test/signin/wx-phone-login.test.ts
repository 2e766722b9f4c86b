/**
 * The mini-program's one-click login (手机号快速验证): the getPhoneNumber button's code signs in or registers that
 * phone, and a wx.login code sent alongside binds the account's openid.
 */
import { startServer, count, type TestServer } from '../api/helpers'
import { codeLogin, device, freshPhone } from './helpers'
import { LocalWechatProvider } from '../../src/providers/wechat'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ config: { wxLocalPhone: '13766661111' } })
})
afterAll(() => s.close())

const login = (body: Record<string, unknown>) => s.post('/sso/wx/phoneLogin', { ...device('mp-phone'), ...body })

test('a phone code signs in a new account by that phone, and the same phone again reaches it', async () => {
  const phone = freshPhone('1362')
  const a = await login({ phoneCode: `phone-${phone}` })
  expect(a.body.code).toBe('0000')
  expect(a.body.data.user).toMatchObject({ phone, wechatBound: false })
  expect(await count(s.sql, 'users', 'phone = ?', phone)).toBe(1)
  const b = await login({ phoneCode: `phone-${phone}` })
  expect(b.body.data.user.userId).toBe(a.body.data.user.userId)
  // the token works
  const me = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: b.body.data.token })
  expect(me.body.data.phone).toBe(phone)
})

test('the local provider answers a plain code with WX_LOCAL_PHONE', async () => {
  const r = await login({ phoneCode: 'any-phone-code' })
  expect(r.body.data.user.phone).toBe('13766661111')
})

test("an existing SMS account signs in by its phone and gets the wx.login code's openid bound", async () => {
  const phone = freshPhone('1363')
  await codeLogin(s, phone)
  const r = await login({ phoneCode: `phone-${phone}`, loginCode: 'wx-login-code-1' })
  expect(r.body.data.user).toMatchObject({ phone, wechatBound: true })
  const openId = await new LocalWechatProvider().openIdFor('wx-login-code-1')
  const row = (await s.sql.prepare('SELECT wx_open_id FROM users WHERE phone = ?').get(phone)) as { wx_open_id: string }
  expect(row.wx_open_id).toBe(openId)
  // an openid already bound to an account is not moved to another phone
  const other = freshPhone('1364')
  const r2 = await login({ phoneCode: `phone-${other}`, loginCode: 'wx-login-code-1' })
  expect(r2.body.data.user).toMatchObject({ phone: other, wechatBound: false })
})

test('a code WeChat refuses answers 4000 in Chinese and creates nothing; the schema names a missing code', async () => {
  const users = await count(s.sql, 'users')
  const bad = await login({ phoneCode: '!!' })
  expect(bad.body).toMatchObject({ code: '4000', msg: '未能获取微信绑定的手机号，请使用短信验证码登录' })
  const missing = await s.post('/sso/wx/phoneLogin', {})
  expect(missing.body.code).toBe('4000')
  expect(missing.body.msg).toMatch(/手机号授权凭证/)
  expect(await count(s.sql, 'users')).toBe(users)
})
