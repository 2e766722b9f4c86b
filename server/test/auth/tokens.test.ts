/**
 * Login tokens an attacker could make or keep are refused with 4030 over real HTTP: an unsigned token (alg none), a
 * token whose user was changed, one signed with another key, an expired one, and one whose session was logged out.
 * Each forgery starts from a token that works, so a refusal means the forgery was caught.
 */
import { startServer, type TestServer } from '../api/helpers'
import { signToken, type TokenClaims } from '../../src/auth/jwt'
import { codeLogin, freshPhone } from '../signin/helpers'

const USER_INFO = '/sso/api/userCenter/getYqcClientUserInfo'
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
const claimsOf = (token: string): TokenClaims => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

async function userInfo(token: string) {
  return s.get(USER_INFO, undefined, { token })
}

async function expectRefused(token: string) {
  const r = await userInfo(token)
  expect(r.status).toBe(401)
  expect(r.body.code).toBe('4030')
  expect(r.body.data).toBeNull()
  return r
}

describe('forged and stale tokens', () => {
  test('an unsigned token (alg none) carrying a live session is refused', async () => {
    const token = await codeLogin(s, freshPhone('1371'), 'none-1')
    expect((await userInfo(token)).body.code).toBe('0000')
    const claims = claimsOf(token)
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`)
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`)
    // a none header in front of the genuine signature is no better
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.${token.split('.')[2]}`)
  })

  test('a token whose user (sub) was changed keeps its old signature and is refused', async () => {
    const attacker = await codeLogin(s, freshPhone('1372'), 'sub-a')
    const victim = await codeLogin(s, freshPhone('1372'), 'sub-b')
    const victimId = claimsOf(victim).sub
    expect((await userInfo(attacker)).body.code).toBe('0000')
    const [header, , signature] = attacker.split('.')
    const r = await expectRefused(`${header}.${b64({ ...claimsOf(attacker), sub: victimId })}.${signature}`)
    expect(JSON.stringify(r.body)).not.toContain(victimId)
    // the victim's own session id under the attacker's signature fails the same way
    await expectRefused(`${header}.${b64({ ...claimsOf(attacker), sub: victimId, jti: claimsOf(victim).jti })}.${signature}`)
  })

  test('a token signed with a foreign key is refused, though its claims name a live session', async () => {
    const token = await codeLogin(s, freshPhone('1373'), 'key-1')
    const claims = claimsOf(token)
    expect(signToken(claims, s.config.jwtSecret)).toBe(token)
    await expectRefused(signToken(claims, 'someone-elses-key'))
    await expectRefused(signToken({ ...claims, roles: ['admin'] }, 'someone-elses-key'))
  })

  test('an expired token is refused, and so is one whose session outlived its exp claim', async () => {
    const short = await startServer({ config: { tokenTtlDays: 1 } })
    try {
      const token = await codeLogin(short, freshPhone('1374'), 'exp-1')
      // the right key and a live session, but exp already passed
      await expect(
        short.get(USER_INFO, undefined, { token: signToken({ ...claimsOf(token), exp: claimsOf(token).iat - 1 }, short.config.jwtSecret) }),
      ).resolves.toMatchObject({ status: 401, body: { code: '4030', msg: 'token过期，跳转登录页面' } })
      expect((await short.get(USER_INFO, undefined, { token })).body.code).toBe('0000')
      short.clock.advance(86400)
      const r = await short.get(USER_INFO, undefined, { token })
      expect(r.status).toBe(401)
      expect(r.body).toMatchObject({ code: '4030', msg: 'token过期，跳转登录页面' })
    } finally {
      await short.close()
    }
  })

  test('after logout the token is refused, and re-signing its claims does not revive it', async () => {
    const token = await codeLogin(s, freshPhone('1375'), 'out-1')
    expect((await userInfo(token)).body.code).toBe('0000')
    expect((await s.post('/sso/logout', {}, { token })).body.code).toBe('0000')
    await expectRefused(token)
    // even with the server's own key a revoked session stays closed
    await expectRefused(signToken({ ...claimsOf(token), exp: claimsOf(token).exp + 3600 }, s.config.jwtSecret))
  })

  test('garbage, a missing part and an empty token are refused', async () => {
    for (const token of ['x', 'a.b', 'a.b.c', '..', `${b64({ alg: 'HS256', typ: 'JWT' })}.not-json.sig`]) await expectRefused(token)
    const none = await s.get(USER_INFO)
    expect(none.body.code).toBe('4030')
  })
})
