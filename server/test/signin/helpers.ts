import { lastSmsCode, type TestServer } from '../api/helpers'

export const device = (id: string, name = `设备${id}`) => ({
  deviceIdentification: id,
  deviceName: name,
  phoneBrand: 'TestBrand',
  systemVersion: 'Android 14',
  versions: '1.0.1',
})

let seq = 0
/** a phone no other test in this process has used */
export function freshPhone(prefix = '1351'): string {
  seq += 1
  return `${prefix}${String(Date.now() % 10000).padStart(4, '0')}${String(seq).padStart(3, '0')}`.slice(0, 11)
}

export async function codeLogin(s: TestServer, phone: string, deviceId = 'dev-a'): Promise<string> {
  const sent = await s.post('/sso/sms/sendCode', { phone, scene: 'login' })
  if (sent.body.code !== '0000') throw new Error(`sendCode: ${sent.body.msg}`)
  const r = await s.post('/sso/sms/codeLogin', { phone, code: lastSmsCode(s, phone), ...device(deviceId) })
  if (r.body.code !== '0000') throw new Error(`codeLogin: ${r.body.msg}`)
  s.clock.advance(61)
  return r.body.data.token
}

export interface SignedIn {
  token: string
  userId: string
}

/** A new user signed in by SMS code; at `level` > 0 a member for 30 more days, as a paid order would make them. */
export async function signedInUser(s: TestServer, level = 0, prefix = '1391'): Promise<SignedIn> {
  const phone = freshPhone(prefix)
  const token = await codeLogin(s, phone)
  const userId = ((await s.sql.prepare('SELECT user_id FROM users WHERE phone = ?').get(phone)) as { user_id: string }).user_id
  if (level)
    await s.app.repos.membership.grant(
      { userId, source: 'operator', ref: `given-${userId}`, level, length: () => 30 * 86_400_000 },
      s.clock.ms,
    )
  return { token, userId }
}
