import { startServer, lastSmsCode, count, expectChinese, userDataCounts, type TestServer } from './helpers'
import { ensureDemoUser, DEMO_USER } from '../../src/main'

let s: TestServer
let phoneSeq = 13700000000

/** a phone no other test has used */
function freshPhone(): string {
  phoneSeq += 1
  return String(phoneSeq)
}

beforeAll(async () => {
  s = await startServer()
  await ensureDemoUser(s.sql, Math.floor(s.clock.ms / 1000))
})
afterAll(async () => {
  await s.close()
})

const device = (id: string) => ({
  deviceIdentification: id,
  deviceName: `设备${id}`,
  phoneBrand: 'Test',
  systemVersion: 'iOS 17',
  versions: '1.0.1',
})

async function sendCode(phone: string) {
  return s.post('/sso/sms/sendCode', { phone, scene: 'login' })
}

async function codeLogin(phone: string, deviceId = 'dev-a') {
  const sent = await sendCode(phone)
  expect(sent.body.code).toBe('0000')
  const code = lastSmsCode(s, phone)
  expect(code).toMatch(/^\d{6}$/)
  return s.post('/sso/sms/codeLogin', { phone, code, ...device(deviceId) })
}

describe('SMS code', () => {
  test('the local provider writes the code to the server log; codeLogin creates the user and returns a token', async () => {
    const phone = freshPhone()
    expect(await count(s.sql, 'users', 'phone = ?', phone)).toBe(0)
    const r = await codeLogin(phone)
    expect(r.status).toBe(200)
    expect(r.body.code).toBe('0000')
    expect(r.body.data.token.split('.')).toHaveLength(3)
    expect(r.body.data.expiresAt).toBe(Math.floor(s.clock.ms / 1000) + 30 * 86400)
    expect(r.body.data.user).toMatchObject({
      phone,
      phoneMasked: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      hasPassword: false,
      roles: ['user'],
    })
    expect(await count(s.sql, 'users', 'phone = ?', phone)).toBe(1)
    const session = (await s.sql.prepare('SELECT * FROM sessions WHERE user_id = ?').get(r.body.data.user.userId)) as any
    expect(session).toMatchObject({
      device_id: 'dev-a',
      device_name: '设备dev-a',
      phone_brand: 'Test',
      system_version: 'iOS 17',
      app_version: '1.0.1',
      ip: '127.0.0.1',
    })
    // the code is single use
    const again = await s.post('/sso/sms/codeLogin', { phone, code: lastSmsCode(s, phone) })
    expect(again.body.code).toBe('4001')
  })

  test('one code per phone per 60 s', async () => {
    const phone = freshPhone()
    expect((await sendCode(phone)).body.code).toBe('0000')
    s.clock.advance(30)
    const early = await sendCode(phone)
    expect(early.status).toBe(429)
    expect(early.body.code).toBe('4290')
    expect(early.body.msg).toContain('30秒')
    expect(await count(s.sql, 'sms_codes', 'phone = ?', phone)).toBe(1)
    s.clock.advance(30)
    expect((await sendCode(phone)).body.code).toBe('0000')
  })

  test('at most 10 codes per phone per day', async () => {
    const phone = freshPhone()
    s.clock.ms = Date.UTC(2026, 10, 2, 16, 5, 0) // 00:05 on 3 Nov in China
    for (let i = 0; i < 10; i++) {
      const r = await sendCode(phone)
      expect(r.body.code).toBe('0000')
      s.clock.advance(61)
    }
    const eleventh = await sendCode(phone)
    expect(eleventh.body.code).toBe('4290')
    expect(eleventh.body.msg).toContain('上限')
    expect(await count(s.sql, 'sms_codes', 'phone = ?', phone)).toBe(10)
    s.clock.ms = Date.UTC(2026, 10, 3, 16, 1, 0) // the next day in China
    expect((await sendCode(phone)).body.code).toBe('0000')
  })

  test('five wrong entries void the code', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = lastSmsCode(s, phone)!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 5; i++) {
      const r = await s.post('/sso/sms/codeLogin', { phone, code: wrong })
      expect(r.status).toBe(400)
      expect(r.body.code).toBe('4001')
      if (i < 5) expect(r.body.msg).toContain(`还可尝试${5 - i}次`)
      else expect(r.body.msg).toContain('失效')
    }
    const right = await s.post('/sso/sms/codeLogin', { phone, code })
    expect(right.body.code).toBe('4001')
    expect(right.body.msg).toContain('失效')
    expect(await count(s.sql, 'users', 'phone = ?', phone)).toBe(0)
  })

  test('a code expires after 5 minutes', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = lastSmsCode(s, phone)!
    s.clock.advance(301)
    const r = await s.post('/sso/sms/codeLogin', { phone, code })
    expect(r.body.code).toBe('4001')
    expect(r.body.msg).toContain('过期')
    expect(await count(s.sql, 'sessions')).toBeGreaterThanOrEqual(0)
    expect(await count(s.sql, 'users', 'phone = ?', phone)).toBe(0)
  })

  test('per-IP limit on sending codes', async () => {
    const limited = await startServer({ config: { smsPerIpPerHour: 3 } })
    try {
      for (let i = 0; i < 3; i++) expect((await limited.post('/sso/sms/sendCode', { phone: `1360000000${i}` })).body.code).toBe('0000')
      const r = await limited.post('/sso/sms/sendCode', { phone: '13600000009' })
      expect(r.body.code).toBe('4290')
      expect(r.body.msg).toContain('网络')
      limited.clock.advance(3601)
      expect((await limited.post('/sso/sms/sendCode', { phone: '13600000009' })).body.code).toBe('0000')
    } finally {
      await limited.close()
    }
  })

  test('bad input → 4000 in Chinese and nothing written', async () => {
    const cases: Array<[string, unknown]> = [
      ['/sso/sms/sendCode', {}],
      ['/sso/sms/sendCode', { phone: '11800138000' }],
      ['/sso/sms/sendCode', { phone: '1380013800' }],
      ['/sso/sms/sendCode', { phone: 13800138000 }],
      ['/sso/sms/sendCode', { phone: '13800138000', scene: 'hack' }],
      ['/sso/sms/codeLogin', { phone: '13800138000' }],
      ['/sso/sms/codeLogin', { phone: '13800138000', code: '12ab56' }],
      ['/sso/sms/codeLogin', { phone: '13800138000', code: '123456', deviceName: 'x'.repeat(200) }],
      ['/sso/pwd/login', { phone: '13800138000' }],
      ['/sso/pwd/login', { phone: '13800138000', password: '123' }],
      ['/sso/pwd/login', { phone: 'abc', password: 'Yqc123456' }],
    ]
    const before = await userDataCounts(s.sql)
    for (const [p, body] of cases) {
      const r = await s.post(p, body)
      expect([p, body, r.status]).toEqual([p, body, 400])
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
    }
    expect(await userDataCounts(s.sql)).toEqual(before)
    expect((await s.post('/sso/sms/sendCode', { phone: '11800138000' })).body.msg).toBe('请输入正确的11位手机号')
  })
})

describe('tokens and sessions', () => {
  test('the token opens getYqcClientUserInfo; without one → 4030', async () => {
    const phone = freshPhone()
    const login = await codeLogin(phone)
    const token = login.body.data.token
    const info = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })
    expect(info.body.code).toBe('0000')
    expect(info.body.data).toMatchObject({
      userId: login.body.data.user.userId,
      phone,
      promotionSource: 0,
      dateLimitStatus: 0,
      memberLevel: 0,
    })
    const none = await s.get('/sso/api/userCenter/getYqcClientUserInfo')
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ code: '4030', msg: 'token无效，跳转登录页面' })
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: forged })).body.code).toBe('4030')
  })

  test('an expired token → 4030 token过期', async () => {
    const short = await startServer({ config: { tokenTtlDays: 1 } })
    try {
      const phone = '13511112222'
      await short.post('/sso/sms/sendCode', { phone })
      const login = await short.post('/sso/sms/codeLogin', { phone, code: lastSmsCode(short, phone) })
      short.clock.advance(86400 + 1)
      const r = await short.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: login.body.data.token })
      expect(r.status).toBe(401)
      expect(r.body).toMatchObject({ code: '4030', msg: 'token过期，跳转登录页面' })
    } finally {
      await short.close()
    }
  })

  test('logout revokes the token', async () => {
    const login = await codeLogin(freshPhone())
    const token = login.body.data.token
    const out = await s.post('/sso/logout', {}, { token })
    expect(out.body.code).toBe('0000')
    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti
    expect(((await s.sql.prepare('SELECT revoked_at FROM sessions WHERE jti = ?').get(jti)) as any).revoked_at).toBe(
      Math.floor(s.clock.ms / 1000),
    )
    const r = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })
    expect(r.body.code).toBe('4030')
  })

  test('logout needs no body; a body that is not an object is refused', async () => {
    const token = (await codeLogin(freshPhone())).body.data.token
    const bare = await fetch(`${s.url}/api/sso/logout`, { method: 'POST', headers: { sign: s.sign('POST', '/sso/logout'), token } })
    expect(bare.status).toBe(200)
    expect(((await bare.json()) as any).code).toBe('0000')
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })).body.code).toBe('4030')
    const list = await s.post('/sso/logout', '[1,2]')
    expect(list.status).toBe(400)
    expect(list.body.code).toBe('4000')
    expectChinese(list.body.msg)
  })

  test('a login on another device turns the first token into 4036; the same device keeps it', async () => {
    const phone = freshPhone()
    const first = await codeLogin(phone, 'phone-1')
    s.clock.advance(61)
    const sameDevice = await codeLogin(phone, 'phone-1')
    const t1 = first.body.data.token
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: t1 })).body.code).toBe('0000')
    s.clock.advance(61)
    const second = await codeLogin(phone, 'phone-2')
    const r = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: t1 })
    expect(r.status).toBe(401)
    expect(r.body.code).toBe('4036')
    expect(r.body.msg).toContain('其他设备')
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: sameDevice.body.data.token })).body.code).toBe(
      '4036',
    )
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: second.body.data.token })).body.code).toBe('0000')
  })
})

describe('password login', () => {
  test('the demo user signs in with the documented password', async () => {
    const r = await s.post('/sso/pwd/login', { phone: DEMO_USER.phone, password: DEMO_USER.password, ...device('pc') })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.user).toMatchObject({ phone: DEMO_USER.phone, hasPassword: true, nickname: '演示用户' })
  })

  test('unknown phone and account without password are refused', async () => {
    const before = await userDataCounts(s.sql)
    const r = await s.post('/sso/pwd/login', { phone: '13999999999', password: 'whatever1' })
    expect(r.body.code).toBe('4002')
    expect(await userDataCounts(s.sql)).toEqual(before)
  })

  test('5 wrong passwords lock the account for 15 minutes, with a clear message', async () => {
    const phone = DEMO_USER.phone
    for (let i = 1; i <= 4; i++) {
      const r = await s.post('/sso/pwd/login', { phone, password: 'wrong-pass' })
      expect(r.body.code).toBe('4002')
      expect(r.body.msg).toContain(`还可尝试${5 - i}次`)
    }
    const fifth = await s.post('/sso/pwd/login', { phone, password: 'wrong-pass' })
    expect(fifth.body.code).toBe('4003')
    expect(fifth.body.msg).toContain('锁定15分钟')
    const locked = await s.post('/sso/pwd/login', { phone, password: DEMO_USER.password })
    expect(locked.body.code).toBe('4003')
    expect(locked.body.msg).toMatch(/请\d+分钟后再试/)
    s.clock.advance(15 * 60 + 1)
    const after = await s.post('/sso/pwd/login', { phone, password: DEMO_USER.password })
    expect(after.body.code).toBe('0000')
    expect((await s.sql.prepare('SELECT failed_logins, locked_until FROM users WHERE phone = ?').get(phone)) as any).toEqual({
      failed_logins: 0,
      locked_until: 0,
    })
  })
})

describe('access log', () => {
  test('records page, user and cid for a signed-in user; refuses visitors', async () => {
    const login = await codeLogin(freshPhone())
    const { token, user } = login.body.data
    const before = await count(s.sql, 'access_logs')
    const r = await s.get(
      '/user/api/v1/invite/accessLog',
      { page: 'pagesFilter/detail/detail?pid=abc' },
      { token, headers: { cid: 'h5_dev123' } },
    )
    expect(r.body.code).toBe('0000')
    expect(await count(s.sql, 'access_logs')).toBe(before + 1)
    const row = (await s.sql.prepare('SELECT * FROM access_logs ORDER BY id DESC LIMIT 1').get()) as any
    expect(row).toMatchObject({ user_id: user.userId, cid: 'h5_dev123', page: 'pagesFilter/detail/detail?pid=abc' })
    const visitor = await s.get('/user/api/v1/invite/accessLog', { page: 'x' }, { headers: { 'Visitor-Id': 'v1' } })
    expect(visitor.body.code).toBe('4030')
    const long = await s.get('/user/api/v1/invite/accessLog', { page: 'x'.repeat(301) }, { token })
    expect(long.body.code).toBe('4000')
    expect(await count(s.sql, 'access_logs')).toBe(before + 1)
  })
})
