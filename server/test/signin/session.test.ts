import { startServer, lastSmsCode, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, device, freshPhone } from './helpers'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ config: { loginPerIpPerHour: 40, loginPerPhonePerHour: 6 } })
})
afterAll(() => s.close())

describe('token lifecycle and devices', () => {
  test('a second login on another device → 4036 for the first; the devices list marks the current one', async () => {
    const phone = freshPhone('1361')
    const first = await codeLogin(s, phone, 'ipad')
    const second = await codeLogin(s, phone, 'pixel')
    const old = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: first })
    expect(old.status).toBe(401)
    expect(old.body).toMatchObject({ code: '4036', msg: '账号异常：您的账号已在其他设备登录，请重新登录' })
    const list = await s.get('/sso/api/userCenter/devices', undefined, { token: second })
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data[0]).toMatchObject({
      deviceName: '设备pixel',
      phoneBrand: 'TestBrand',
      systemVersion: 'Android 14',
      appVersion: '1.0.1',
      status: 'active',
      current: true,
    })
    expect(list.body.data[1]).toMatchObject({ deviceName: '设备ipad', status: 'superseded', current: false })
    await s.post('/sso/logout', {}, { token: second })
    expect((await s.get('/sso/api/userCenter/devices', undefined, { token: second })).body.code).toBe('4030')
  })

  test('tokens expire after TOKEN_TTL_DAYS (30)', async () => {
    const token = await codeLogin(s, freshPhone('1362'), 'x')
    s.clock.advance(30 * 86400 - 120)
    expect((await s.get('/sso/api/userCenter/devices', undefined, { token })).body.code).toBe('0000')
    s.clock.advance(120)
    const r = await s.get('/sso/api/userCenter/devices', undefined, { token })
    expect(r.body).toMatchObject({ code: '4030', msg: 'token过期，跳转登录页面' })
  })
})

describe('invitation codes', () => {
  test('a valid code sets promotionSource; a second one is refused; bad codes are explained', async () => {
    const token = await codeLogin(s, freshPhone('1363'))
    const unknown = await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'NOPE99' }, { token })
    expect(unknown.body).toMatchObject({ code: '4000', msg: '邀请码不存在，请核对后重新输入' })
    expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'OLD2020' }, { token })).body.msg).toBe('该邀请码已过期')
    expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'FULL01' }, { token })).body.msg).toBe('该邀请码已达使用上限')
    expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: '邀请' }, { token })).body.msg).toBe('邀请码为4-16位字母或数字')
    const okAnswer = await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'yqc2026' }, { token })
    expect(okAnswer.body.data).toMatchObject({
      promotionSource: 1,
      label: '云企查官方推广',
      user: { promotionSource: 1, dateLimitStatus: 1 },
    })
    const twice = await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'PARTNER88' }, { token })
    expect(twice.body.msg).toBe('您已填写过邀请码，无需重复填写')
    expect(((await s.sql.prepare("SELECT used_count FROM invite_codes WHERE code = 'PARTNER88'").get()) as any).used_count).toBe(0)
  })

  test('skipping sets dateLimitStatus; login is required', async () => {
    const token = await codeLogin(s, freshPhone('1364'))
    const r = await s.post('/user/api/v1/invite/skipInviteCode', {}, { token })
    expect(r.body.data).toMatchObject({ promotionSource: 0, dateLimitStatus: 1 })
    expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'YQC2026' })).body.code).toBe('4030')
  })

  test('guessing codes is limited per user', async () => {
    const token = await codeLogin(s, freshPhone('1365'))
    for (let i = 0; i < 10; i++) await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: `GUESS${i}` }, { token })
    const r = await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'YQC2026' }, { token })
    expect(r.body.code).toBe('4290')
    expectChinese(r.body.msg)
  })
})

describe('rate limits', () => {
  test('login attempts per phone per hour', async () => {
    const phone = freshPhone('1366')
    await s.post('/sso/sms/sendCode', { phone, scene: 'login' })
    for (let i = 0; i < 6; i++) expect((await s.post('/sso/sms/codeLogin', { phone, code: '000001' })).body.code).not.toBe('4290')
    const r = await s.post('/sso/sms/codeLogin', { phone, code: lastSmsCode(s, phone) })
    expect(r.status).toBe(429)
    expect(r.body).toMatchObject({ code: '4290' })
    expect(r.body.msg).toContain('该手机号登录尝试过于频繁')
    s.clock.advance(3601)
  })

  // every refused password login runs a bcrypt compare (twenty here), hence the longer timeout
  test('login attempts per IP per hour, across phones and login kinds; the window slides', async () => {
    s.clock.advance(3601)
    let refused: any = null
    for (let i = 0; i < 45 && !refused; i++) {
      const r =
        i % 2
          ? await s.post('/sso/pwd/login', { phone: freshPhone('1367'), password: 'Abc12345' })
          : await s.post('/sso/wx/login', { code: `c-${i}-xxxx`, ...device('d') })
      if (r.body.code === '4290') refused = { i, r }
    }
    expect(refused).not.toBeNull()
    expect(refused.i).toBe(40)
    expect(refused.r.body.msg).toMatch(/^当前网络登录尝试过于频繁，请\d+分钟后再试$/)
    const oneClick = await s.post('/sso/lingYangLogin/lingYangLogin', { ticket: 'a.b' })
    expect(oneClick.body.code).toBe('4290')
    s.clock.advance(3601)
    expect((await s.post('/sso/wx/login', { code: 'after-window' })).body.code).toBe('0000')
  }, 30_000)

  test('scan tickets per IP', async () => {
    let last: any
    for (let i = 0; i < 61; i++) last = await s.post('/sso/scan/ticket', device('pc'))
    expect(last.body.code).toBe('4290')
    expect(last.body.msg).toContain('二维码刷新过于频繁')
  })
})
