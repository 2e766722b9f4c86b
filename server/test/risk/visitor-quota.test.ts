/**
 * The visitor quota counts the device (cid) and the client address: a new cid on every call does not buy new scans.
 * Over real HTTP; calls without X-Forwarded-For come from 127.0.0.1, calls with it from the address it names.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { addressKey, visitorSubject } from '../../src/quota'
import type { CompanyScan, QuotaState } from '../../../contract/api/api-risk'

let s: TestServer
const QUOTA = { company: { visitor: 5, levels: [20] }, person: { visitor: 3, levels: [10] } }

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 120, seed: 11 }), config: { quota: QUOTA, trustProxy: true } })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const pidOf = async (id: number) => ((await s.sql.prepare('SELECT pid FROM companies WHERE id = ?').get(id)) as { pid: string }).pid
/** the n-th distinct legal representative */
const personOf = async (n: number) =>
  (
    (await s.sql
      .prepare(
        'SELECT DISTINCT legal_person_id AS p FROM companies WHERE legal_person_id IS NOT NULL ORDER BY legal_person_id LIMIT 1 OFFSET ?',
      )
      .get(n)) as { p: string }
  ).p

let seq = 0
/** a device never seen before, from 127.0.0.1 unless an address is given */
const device = (address?: string) => ({ headers: { cid: `ip-test-${++seq}`, ...(address ? { 'X-Forwarded-For': address } : {}) } })

describe('a visitor is counted by device and by address', () => {
  test('six scans from one address with six cids: the sixth is refused with 15001; the same targets stay free; a user there is not affected', async () => {
    for (let i = 1; i <= 5; i++) {
      const r = await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid: await pidOf(i) }, device())
      expect(r.body.code).toBe('0000')
      expect(r.body.data.quota).toMatchObject({ subject: 'visitor', limit: 5, used: i, remaining: 5 - i, consumed: true })
    }
    const sixth = await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(6) }, device())
    expect(sixth.status).toBe(200)
    expect(sixth.body.code).toBe('15001')
    expect(sixth.body.data).toBeNull()
    expectChinese(sixth.body.msg)
    // the lists of a new company are refused as well: they count as its scan
    expect((await s.get('/yqc/api/v1/risk/items', { pid: await pidOf(7) }, device())).body.code).toBe('15001')
    expect((await s.get('/yqc/api/v1/business/checkApiNum', { pid: await pidOf(7) }, device())).body.code).toBe('15001')
    // a new device at the exhausted address sees the address's count
    const st = await s.get<QuotaState>('/yqc/api/v1/business/checkApiNum', {}, device())
    expect(st.body.data).toMatchObject({ subject: 'visitor', used: 5, remaining: 0, consumed: false })
    // a company the address already scanned today is free, whatever the cid
    const again = await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid: await pidOf(3) }, device())
    expect(again.body.code).toBe('0000')
    expect(again.body.data.quota).toMatchObject({ used: 5, remaining: 0 })

    // a signed-in user at the same address has the user quota, untouched by the address count
    const token = await codeLogin(s, freshPhone('1395'))
    const user = await s.get<CompanyScan>('/yqc/api/v1/risk/scan', { pid: await pidOf(6) }, { token, headers: { cid: `ip-test-${++seq}` } })
    expect(user.body.code).toBe('0000')
    expect(user.body.data.quota).toMatchObject({ subject: 'user', limit: 20, used: 1, consumed: true })
    // ... and the user's scans do not count for the visitors there
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(6) }, device())).body.code).toBe('15001')

    // another address is a fresh count; the next day the address may scan again
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(6) }, device('203.0.113.9'))).body.code).toBe('0000')
    s.clock.advance(24 * 3600)
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(6) }, device())).body.code).toBe('0000')
  })

  test('person checks: the fourth person from one address with new cids is refused', async () => {
    const address = '198.51.100.20'
    for (let i = 11; i <= 13; i++)
      expect((await s.get('/yqc/person/risk/scan', { personId: await personOf(i) }, device(address))).body.code).toBe('0000')
    const fourth = await s.get('/yqc/person/resume', { personId: await personOf(14) }, device(address))
    expect(fourth.body.code).toBe('15001')
    expectChinese(fourth.body.msg)
    expect((await s.get('/yqc/person/baseInfo', { personId: await personOf(12) }, device(address))).body.code).toBe('0000')
  })

  test('one cid at its limit is refused from a new address too', async () => {
    const cid = { cid: `roaming-${++seq}` }
    for (let i = 21; i <= 25; i++) {
      const r = await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(i) }, { headers: { ...cid, 'X-Forwarded-For': `192.0.2.${i}` } })
      expect(r.body.code).toBe('0000')
    }
    const r = await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(26) }, { headers: { ...cid, 'X-Forwarded-For': '192.0.2.99' } })
    expect(r.body.code).toBe('15001')
  })

  test('an IPv6 visitor is counted by its /64 network', async () => {
    for (let i = 31; i <= 35; i++) {
      const r = await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(i) }, device(`2001:db8:1:2::${i.toString(16)}`))
      expect(r.body.code).toBe('0000')
    }
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(36) }, device('2001:db8:1:2:abcd::1'))).body.code).toBe('15001')
    expect((await s.get('/yqc/api/v1/risk/scan', { pid: await pidOf(36) }, device('2001:db8:1:3::1'))).body.code).toBe('0000')
  })
})

describe('the keys a visitor is counted by', () => {
  test('device and address', () => {
    expect(visitorSubject({ cid: 'abc', visitorId: 'v', ip: '10.1.2.3' }).keys).toEqual(['v:c:abc', 'v:ip:10.1.2.3'])
    expect(visitorSubject({ cid: '', visitorId: 'v', ip: '10.1.2.3' }).keys).toEqual(['v:i:v@10.1.2.3', 'v:ip:10.1.2.3'])
  })

  test('an IPv4-mapped address is its IPv4; IPv6 is cut to its /64', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('2001:0DB8:0000:0000:ffff:1:2:3')).toBe('2001:db8:0:0::/64')
    expect(addressKey('2001:db8:a:b:c:d:1.2.3.4')).toBe('2001:db8:a:b::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})
