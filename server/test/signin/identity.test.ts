import crypto from 'node:crypto'
import { startServer, lastSmsCode, count, type TestServer } from '../api/helpers'
import { signPartnerTicket } from '../../src/auth/partner'
import { LocalWechatProvider, WechatApiProvider } from '../../src/providers/wechat'
import { codeLogin, device, freshPhone } from './helpers'

const SECRET = 'partner-test-secret'
let s: TestServer
beforeAll(async () => {
  s = await startServer({ config: { lingyangSecret: SECRET, wxLocalPhone: '13766660000' } })
})
afterAll(() => s.close())

const nowSec = () => Math.floor(s.clock.ms / 1000)
const ticket = (over: Record<string, unknown> = {}, secret = SECRET) =>
  signPartnerTicket({ uid: 'LY1001', exp: nowSec() + 300, nonce: crypto.randomBytes(8).toString('hex'), ...over } as any, secret)

describe('partner (领扬) entry', () => {
  test('a signed ticket logs in; the same partner user comes back to the same account', async () => {
    const a = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: ticket({ name: '领扬张三' }), ...device('ly-1') })
    expect(a.body.code).toBe('0000')
    expect(a.body.data.user.nickname).toBe('领扬张三')
    const b = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: ticket(), ...device('ly-1') })
    expect(b.body.data.user.userId).toBe(a.body.data.user.userId)
  })

  test('forged, expired, too long-lived and replayed tickets are refused with 4032', async () => {
    const forged = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: ticket({}, 'wrong-secret') })
    expect(forged.body).toMatchObject({ code: '4032', msg: '领扬登录凭证无效，请返回领扬APP重新进入' })
    const tampered = ticket().replace(
      /^[^.]+/,
      Buffer.from(JSON.stringify({ uid: 'LY9', exp: nowSec() + 100, nonce: 'abcdefgh12' })).toString('base64url'),
    )
    expect((await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: tampered })).body.code).toBe('4032')
    const expired = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: ticket({ exp: nowSec() - 1 }) })
    expect(expired.body.msg).toBe('领扬登录凭证已过期，请返回领扬APP重新进入')
    const eternal = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: ticket({ exp: nowSec() + 86400 }) })
    expect(eternal.body.code).toBe('4032')
    const t = ticket()
    expect((await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: t })).body.code).toBe('0000')
    const replay = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: t })
    expect(replay.body.msg).toBe('领扬登录凭证已使用，请返回领扬APP重新进入')
    const garbage = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: 'not-a-ticket' })
    expect(garbage.body.code).toBe('4032')
  })

  test("a ticket carrying a phone links the phone's existing account", async () => {
    const phone = freshPhone('1357')
    await codeLogin(s, phone)
    const r = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: ticket({ uid: 'LY2002', phone }) })
    expect(r.body.data.user.phone).toBe(phone)
    expect(await count(s.sql, 'users', 'phone = ?', phone)).toBe(1)
  })
})

describe('WeChat login and phone binding', () => {
  test('wx.login code → an account without phone (needBindPhone); the same code → the same account', async () => {
    const a = await s.post('/sso/wx/login', { code: 'wxcode-aaaa', ...device('mp-1') })
    expect(a.body.data).toMatchObject({ needBindPhone: true, user: { phone: '', wechatBound: true } })
    const b = await s.post('/sso/wx/login', { code: 'wxcode-aaaa', ...device('mp-1') })
    expect(b.body.data.user.userId).toBe(a.body.data.user.userId)
    const bad = await s.post('/sso/wx/login', { code: '!!' })
    expect(bad.body).toMatchObject({ code: '4000', msg: '微信登录凭证无效，请重试' })
  })

  test('getPhoneNumber code binds the configured number; then login needs no binding', async () => {
    const a = await s.post('/sso/wx/login', { code: 'wxcode-bbbb', ...device('mp-2') })
    const bound = await s.post('/sso/wx/phone', { code: 'phonecode-1' }, { token: a.body.data.token })
    expect(bound.body.data.user.phone).toBe('13766660000')
    expect((await s.post('/sso/wx/phone', { code: 'phonecode-1' }, { token: a.body.data.token })).body.msg).toBe('当前账号已绑定手机号')
    const again = await s.post('/sso/wx/login', { code: 'wxcode-bbbb', ...device('mp-2') })
    expect(again.body.data.needBindPhone).toBe(false)
  })

  test('binding by SMS to a phone that already has an account moves WeChat onto it', async () => {
    const phone = freshPhone('1358')
    await codeLogin(s, phone)
    const wx = await s.post('/sso/wx/login', { code: 'wxcode-cccc', ...device('mp-3') })
    await s.post('/sso/sms/sendCode', { phone, scene: 'bind' })
    const r = await s.post('/sso/wx/bindPhone', { phone, code: lastSmsCode(s, phone), ...device('mp-3') }, { token: wx.body.data.token })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.user).toMatchObject({ phone, wechatBound: true })
    expect(r.body.data.token).not.toBe(wx.body.data.token)
    expect(await count(s.sql, 'users', 'user_id = ?', wx.body.data.user.userId)).toBe(0)
    const back = await s.post('/sso/wx/login', { code: 'wxcode-cccc', ...device('mp-3') })
    expect(back.body.data.user.phone).toBe(phone)
    // a phone already carrying another WeChat cannot be bound
    const wx2 = await s.post('/sso/wx/login', { code: 'wxcode-dddd', ...device('mp-4') })
    s.clock.advance(61)
    await s.post('/sso/sms/sendCode', { phone, scene: 'bind' })
    const taken = await s.post('/sso/wx/bindPhone', { phone, code: lastSmsCode(s, phone) }, { token: wx2.body.data.token })
    expect(taken.body).toMatchObject({ code: '4006', msg: '该手机号已绑定其他微信账号' })
  })

  test('providers: local is deterministic; the WeChat API provider calls jscode2session and getuserphonenumber', async () => {
    const local = new LocalWechatProvider('13700000009')
    expect(await local.openIdFor('abcd')).toBe(await local.openIdFor('abcd'))
    expect(await local.phoneFor('phone-13912345678')).toBe('13912345678')
    expect(await local.phoneFor('other')).toBe('13700000009')
    const urls: string[] = []
    const fake = (async (u: string) => {
      urls.push(u)
      if (u.includes('jscode2session')) return { json: async () => ({ openid: 'OPENID', session_key: 'k' }) }
      if (u.includes('cgi-bin/token')) return { json: async () => ({ access_token: 'AT', expires_in: 7200 }) }
      return { json: async () => ({ errcode: 0, phone_info: { purePhoneNumber: '13811112222', countryCode: '86' } }) }
    }) as unknown as typeof fetch
    const api = new WechatApiProvider({ appId: 'wxid', appSecret: 'sec', fetch: fake })
    expect(await api.openIdFor('c1')).toBe('OPENID')
    expect(await api.phoneFor('p1')).toBe('13811112222')
    expect(await api.phoneFor('p2')).toBe('13811112222')
    expect(urls.filter((u) => u.includes('cgi-bin/token'))).toHaveLength(1)
    expect(urls[0]).toContain('js_code=c1')
  })
})
