import { startServer, lastSmsCode, expectChinese, type TestServer } from '../api/helpers'
import { ensureDemoUser, DEMO_USER } from '../../src/main'
import { codeLogin, device, freshPhone } from './helpers'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
  await ensureDemoUser(s.sql, Math.floor(s.clock.ms / 1000))
})
afterAll(() => s.close())

async function resetCode(phone: string) {
  const r = await s.post('/sso/sms/sendCode', { phone, scene: 'reset' })
  expect(r.body.code).toBe('0000')
  return lastSmsCode(s, phone) as string
}

async function pwdLogin(phone: string, password: string, id = 'dev-p') {
  return s.post('/sso/pwd/login', { phone, password, ...device(id) })
}

describe('forgot password', () => {
  test('code (scene reset) → ticket → new password; old password and old sessions stop working', async () => {
    const phone = freshPhone('1352')
    const oldToken = await codeLogin(s, phone, 'dev-1')
    const code = await resetCode(phone)
    // a login-scene code is not a reset code
    const v = await s.post('/sso/pwd/forget/verify', { phone, code })
    expect(v.body.code).toBe('0000')
    const ticket = v.body.data.resetTicket
    const weak = await s.post('/sso/pwd/reset', { phone, resetTicket: ticket, password: 'abcdefgh' })
    expect(weak.body).toMatchObject({ code: '4000', msg: '密码须同时包含字母和数字' })
    const short = await s.post('/sso/pwd/reset', { phone, resetTicket: ticket, password: 'ab12' })
    expect(short.body.msg).toBe('密码长度应为8-20个字符')
    const mismatch = await s.post('/sso/pwd/reset', { phone, resetTicket: ticket, password: 'Abc12345', confirmPassword: 'Abc12346' })
    expect(mismatch.body.msg).toBe('两次输入的密码不一致')
    const done = await s.post('/sso/pwd/reset', { phone, resetTicket: ticket, password: 'Abc12345', confirmPassword: 'Abc12345' })
    expect(done.body.code).toBe('0000')
    const hash = ((await s.sql.prepare('SELECT password_hash FROM users WHERE phone = ?').get(phone)) as any).password_hash
    expect(hash).toMatch(/^\$2[aby]\$10\$/)
    expect((await pwdLogin(phone, 'Abc12345')).body.code).toBe('0000')
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: oldToken })).body.code).toBe('4030')
    // the ticket works once
    const again = await s.post('/sso/pwd/reset', { phone, resetTicket: ticket, password: 'Xyz12345' })
    expect(again.body.code).toBe('4000')
    expectChinese(again.body.msg)
  })

  test('wrong, expired and reused reset codes; unregistered phones get no code', async () => {
    const phone = freshPhone('1353')
    await codeLogin(s, phone)
    const code = await resetCode(phone)
    const wrong = await s.post('/sso/pwd/forget/verify', { phone, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.body.code).toBe('4001')
    expect(wrong.body.msg).toContain('还可尝试4次')
    expect((await s.post('/sso/pwd/forget/verify', { phone, code })).body.code).toBe('0000')
    expect((await s.post('/sso/pwd/forget/verify', { phone, code })).body.code).toBe('4001')
    s.clock.advance(61)
    const code2 = await resetCode(phone)
    s.clock.advance(301)
    const expired = await s.post('/sso/pwd/forget/verify', { phone, code: code2 })
    expect(expired.body).toMatchObject({ code: '4001', msg: '验证码已过期，请重新获取' })
    // an unregistered phone is answered like a registered one, but no code is sent
    const stranger = freshPhone('1354')
    const nobody = await s.post('/sso/sms/sendCode', { phone: stranger, scene: 'reset' })
    expect(nobody.body).toEqual({ code: '0000', msg: 'success', data: { ttl: 300, interval: 60 } })
    expect(lastSmsCode(s, stranger)).toBeNull()
  })

  test('reset codes keep the 60 s interval and the daily limit of 10 per phone', async () => {
    const phone = freshPhone('1359')
    await codeLogin(s, phone)
    s.clock.ms = Date.UTC(2026, 10, 5, 16, 5, 0) // 00:05 on 6 Nov in China
    expect((await s.post('/sso/sms/sendCode', { phone, scene: 'reset' })).body.code).toBe('0000')
    const early = await s.post('/sso/sms/sendCode', { phone, scene: 'reset' })
    expect(early.body).toMatchObject({ code: '4290' })
    expect(early.body.msg).toContain('60秒')
    for (let i = 0; i < 9; i++) {
      s.clock.advance(61)
      expect((await s.post('/sso/sms/sendCode', { phone, scene: 'reset' })).body.code).toBe('0000')
    }
    s.clock.advance(61)
    const eleventh = await s.post('/sso/sms/sendCode', { phone, scene: 'reset' })
    expect(eleventh.body.msg).toContain('上限')
    s.clock.ms = Date.UTC(2026, 10, 6, 16, 1, 0)
    expect((await s.post('/sso/sms/sendCode', { phone, scene: 'reset' })).body.code).toBe('0000')
  })

  test('a reset ticket lapses after 10 minutes', async () => {
    const phone = freshPhone('1355')
    await codeLogin(s, phone)
    const v = await s.post('/sso/pwd/forget/verify', { phone, code: await resetCode(phone) })
    s.clock.advance(601)
    const r = await s.post('/sso/pwd/reset', { phone, resetTicket: v.body.data.resetTicket, password: 'Abc12345' })
    expect(r.body.msg).toBe('重置已超时，请重新获取验证码')
  })
})

describe('signed-in password change', () => {
  test('set by SMS code, then change with the old password; other devices are signed out, this one stays', async () => {
    const phone = freshPhone('1356')
    const other = await codeLogin(s, phone, 'dev-other')
    const mine = await codeLogin(s, phone, 'dev-other') // same device: both live
    const code = await resetCode(phone)
    const set = await s.post('/sso/pwd/change', { code, password: 'First1234' }, { token: mine })
    expect(set.body.code).toBe('0000')
    expect(set.body.data.hasPassword).toBe(true)
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: other })).body.code).toBe('4030')
    const wrongOld = await s.post('/sso/pwd/change', { oldPassword: 'Nope12345', password: 'Second123' }, { token: mine })
    expect(wrongOld.body.code).toBe('4005')
    expect(wrongOld.body.msg).toContain('原密码错误')
    const ok = await s.post('/sso/pwd/change', { oldPassword: 'First1234', password: 'Second123' }, { token: mine })
    expect(ok.body.code).toBe('0000')
    expect((await pwdLogin(phone, 'Second123', 'dev-other')).body.code).toBe('0000')
    const neither = await s.post('/sso/pwd/change', { password: 'Third1234' }, { token: mine })
    expect(neither.body.msg).toBe('请输入原密码或短信验证码')
  })
})

describe('lockout', () => {
  test('5 wrong passwords lock for 15 minutes with a clear message; the lock ends', async () => {
    for (let i = 0; i < 4; i++) expect((await pwdLogin(DEMO_USER.phone, 'Wrong1234')).body.code).toBe('4002')
    const fifth = await pwdLogin(DEMO_USER.phone, 'Wrong1234')
    expect(fifth.body).toMatchObject({ code: '4003' })
    expect(fifth.body.msg).toContain('15分钟')
    // even the right password is refused while locked
    const locked = await pwdLogin(DEMO_USER.phone, DEMO_USER.password)
    expect(locked.body.code).toBe('4003')
    s.clock.advance(14 * 60)
    expect((await pwdLogin(DEMO_USER.phone, DEMO_USER.password)).body.msg).toContain('1分钟')
    s.clock.advance(61)
    expect((await pwdLogin(DEMO_USER.phone, DEMO_USER.password)).body.code).toBe('0000')
  })
})
