/**
 * Whether a phone is registered must not show in any answer: a reset code is answered and limited alike (only a
 * registered phone receives it), and a password login is refused alike (same message, same lock, comparable time).
 */
import fs from 'node:fs'
import { startServer, lastSmsCode, expectChinese, type TestServer } from '../api/helpers'
import { hashPassword } from '../../src/auth/password'
import { SqlUserRepo } from '../../src/store/users'
import { codeLogin, device, freshPhone } from './helpers'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

const sendReset = (server: TestServer, phone: string) => server.post('/sso/sms/sendCode', { phone, scene: 'reset' })
const pwdLogin = (phone: string, password: string) => s.post('/sso/pwd/login', { phone, password, ...device('enum') })

/** a registered phone; with a password when one is given */
async function registered(prefix: string, password?: string): Promise<string> {
  const phone = freshPhone(prefix)
  const users = new SqlUserRepo(s.app.sql)
  await users.create({ phone, passwordHash: password ? await hashPassword(password) : undefined, nowSec: Math.floor(s.clock.ms / 1000) })
  return phone
}

describe('reset codes do not tell registered phones from others', () => {
  test('the same answer for both; only the registered phone gets an SMS, the other is logged', async () => {
    const known = await registered('1381')
    const stranger = freshPhone('1382')
    const a = await sendReset(s, known)
    const b = await sendReset(s, stranger)
    expect(a.status).toBe(200)
    expect(b.status).toBe(a.status)
    expect(b.body).toEqual(a.body)
    expect(a.body).toEqual({ code: '0000', msg: 'success', data: { ttl: 300, interval: 60 } })
    expect(lastSmsCode(s, known)).toMatch(/^\d{6}$/)
    expect(lastSmsCode(s, stranger)).toBeNull()
    const log = fs.readFileSync(s.logFile, 'utf8')
    expect(log).toContain(`[SMS] 未发送：手机号 ${stranger.slice(0, 3)}****${stranger.slice(7)} 尚未注册（scene=reset）`)
  })

  test('an unregistered phone is limited per phone like a registered one: 60 s apart, 10 a day', async () => {
    const known = await registered('1383')
    const stranger = freshPhone('1384')
    s.clock.ms = Date.UTC(2026, 10, 9, 16, 5, 0) // 00:05 on 10 Nov in China
    expect((await sendReset(s, stranger)).body.code).toBe('0000')
    expect((await sendReset(s, known)).body.code).toBe('0000')
    s.clock.advance(20)
    const early = [await sendReset(s, known), await sendReset(s, stranger)]
    for (const r of early) {
      expect(r.status).toBe(429)
      expect(r.body).toEqual({ code: '4290', msg: '验证码发送过于频繁，请40秒后再试', data: null })
    }
    for (let i = 0; i < 9; i++) {
      s.clock.advance(61)
      expect((await sendReset(s, stranger)).body.code).toBe('0000')
      expect((await sendReset(s, known)).body.code).toBe('0000')
    }
    s.clock.advance(61)
    const eleventh = [await sendReset(s, known), await sendReset(s, stranger)]
    expect(eleventh[1].body).toEqual(eleventh[0].body)
    expect(eleventh[1].body.code).toBe('4290')
    expect(eleventh[1].body.msg).toContain('上限')
    expectChinese(eleventh[1].body.msg)
  })

  test('reset codes for unregistered phones count against the client IP', async () => {
    const limited = await startServer({ config: { smsPerIpPerHour: 3 } })
    try {
      for (let i = 0; i < 3; i++) expect((await sendReset(limited, `1390000000${i}`)).body.code).toBe('0000')
      const r = await sendReset(limited, '13900000009')
      expect(r.status).toBe(429)
      expect(r.body.code).toBe('4290')
      expect(r.body.msg).toBe('当前网络获取验证码过于频繁，请稍后再试')
      // a login code from the same network is refused as well: one limit for every scene
      expect((await limited.post('/sso/sms/sendCode', { phone: '13900000008', scene: 'login' })).body.code).toBe('4290')
      limited.clock.advance(3601)
      expect((await sendReset(limited, '13900000009')).body.code).toBe('0000')
    } finally {
      await limited.close()
    }
  })

  test('checking a reset code answers an unregistered phone like a registered one', async () => {
    const known = await registered('1385')
    const stranger = freshPhone('1386')
    const verify = (phone: string, code: string) => s.post('/sso/pwd/forget/verify', { phone, code })
    // no code asked for yet
    const [noneA, noneB] = [await verify(known, '123456'), await verify(stranger, '123456')]
    expect(noneB.body).toEqual(noneA.body)
    expect(noneA.body).toMatchObject({ code: '4001', msg: '请先获取验证码' })
    // a code asked for, a wrong one entered
    s.clock.advance(61)
    await sendReset(s, known)
    await sendReset(s, stranger)
    const right = lastSmsCode(s, known)!
    const wrong = right === '000000' ? '111111' : '000000'
    const [wrongA, wrongB] = [await verify(known, wrong), await verify(stranger, wrong)]
    expect(wrongB.body).toEqual(wrongA.body)
    expect(wrongA.body).toMatchObject({ code: '4001', msg: '验证码错误，还可尝试4次' })
    expect((await verify(known, right)).body.code).toBe('0000')
  })
})

describe('password login does not tell registered phones from others', () => {
  test('unknown phone, wrong password and an account without password: the same answers up to the same lock', async () => {
    const withPassword = await registered('1387', 'Right1234')
    const withoutPassword = await registered('1388')
    const stranger = freshPhone('1389')
    for (let i = 1; i <= 4; i++) {
      const answers = [
        await pwdLogin(withPassword, 'Wrong1234'),
        await pwdLogin(stranger, 'Wrong1234'),
        await pwdLogin(withoutPassword, 'Wrong1234'),
      ]
      for (const r of answers) {
        expect(r.status).toBe(400)
        expect(r.body).toEqual({ code: '4002', msg: `手机号或密码错误，还可尝试${5 - i}次`, data: null })
      }
    }
    const fifth = [
      await pwdLogin(withPassword, 'Wrong1234'),
      await pwdLogin(stranger, 'Wrong1234'),
      await pwdLogin(withoutPassword, 'Wrong1234'),
    ]
    for (const r of fifth)
      expect(r.body).toEqual({ code: '4003', msg: '密码错误次数过多，账号已锁定15分钟，请稍后再试或使用验证码登录', data: null })
    s.clock.advance(60)
    const locked = [
      await pwdLogin(withPassword, 'Right1234'),
      await pwdLogin(stranger, 'Right1234'),
      await pwdLogin(withoutPassword, 'Right1234'),
    ]
    for (const r of locked)
      expect(r.body).toEqual({ code: '4003', msg: '密码错误次数过多，账号已锁定，请14分钟后再试或使用验证码登录', data: null })
    s.clock.advance(14 * 60 + 1)
    expect((await pwdLogin(withPassword, 'Right1234')).body.code).toBe('0000')
    const after = [await pwdLogin(stranger, 'Right1234'), await pwdLogin(withoutPassword, 'Right1234')]
    for (const r of after) expect(r.body).toEqual({ code: '4002', msg: '手机号或密码错误，还可尝试4次', data: null })
  }, 30_000)

  test('an unknown phone is refused in comparable time: a bcrypt compare runs for it too', async () => {
    const known = await registered('1390', 'Right1234')
    const time = async (phone: string) => {
      const started = process.hrtime.bigint()
      const r = await pwdLogin(phone, 'Wrong1234')
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      expect(r.body.code).toBe('4002')
      return ms
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    await time(freshPhone('1391')) // warm-up
    const knownMs: number[] = []
    const unknownMs: number[] = []
    for (let i = 0; i < 4; i++) {
      knownMs.push(await time(known))
      unknownMs.push(await time(freshPhone('1391')))
    }
    expect(median(unknownMs)).toBeGreaterThanOrEqual(median(knownMs) / 2)
  }, 30_000)

  test('a phone registered later starts with its own count', async () => {
    const phone = freshPhone('1392')
    expect((await pwdLogin(phone, 'Wrong1234')).body.msg).toBe('手机号或密码错误，还可尝试4次')
    await codeLogin(s, phone)
    expect((await pwdLogin(phone, 'Wrong1234')).body.msg).toBe('手机号或密码错误，还可尝试4次')
  })
})

describe('a slow SMS provider does not tell either', () => {
  test('a reset answer does not wait for the provider; only the registered phone is sent a message', async () => {
    const sent: string[] = []
    const slow = await startServer({
      config: {
        sms: {
          send: (phone: string) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                sent.push(phone)
                resolve()
              }, 400),
            ),
        },
      },
    })
    try {
      const known = freshPhone('1393')
      await new SqlUserRepo(slow.app.sql).create({ phone: known, nowSec: Math.floor(slow.clock.ms / 1000) })
      const stranger = freshPhone('1394')
      const timed = async (phone: string) => {
        const started = Date.now()
        const r = await sendReset(slow, phone)
        return { ms: Date.now() - started, body: r.body }
      }
      const a = await timed(known)
      const b = await timed(stranger)
      expect(b.body).toEqual(a.body)
      expect(a.body.code).toBe('0000')
      expect(a.ms).toBeLessThan(300)
      await new Promise((r) => setTimeout(r, 500))
      expect(sent).toEqual([known])
      // a login code still waits for the provider, so a failed send can be reported
      const started = Date.now()
      expect((await slow.post('/sso/sms/sendCode', { phone: stranger, scene: 'login' })).body.code).toBe('4290')
      slow.clock.advance(61)
      expect((await slow.post('/sso/sms/sendCode', { phone: stranger, scene: 'login' })).body.code).toBe('0000')
      expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    } finally {
      await slow.close()
    }
  })

  test('a reset code whose late send fails is logged', async () => {
    const failing = await startServer({ config: { sms: { send: async () => Promise.reject(new Error('gateway down')) } } })
    try {
      const known = freshPhone('1395')
      await new SqlUserRepo(failing.app.sql).create({ phone: known, nowSec: Math.floor(failing.clock.ms / 1000) })
      expect((await sendReset(failing, known)).body.code).toBe('0000')
      await new Promise((r) => setTimeout(r, 200))
      expect(fs.readFileSync(failing.logFile, 'utf8')).toContain(
        `[SMS] 重置验证码发送失败：手机号 ${known.slice(0, 3)}****${known.slice(7)}`,
      )
      // a login code reports the failure in its answer
      const r = await failing.post('/sso/sms/sendCode', { phone: freshPhone('1396'), scene: 'login' })
      expect(r.body.code).toBe('5001')
    } finally {
      await failing.close()
    }
  })
})
