/**
 * 查电话 over real HTTP, public: companies with contact numbers by region, industry, status and kind of number,
 * each number with its source, date and kind; paging; the numbers masked past the daily count per visitor, free user
 * and member level (a company counted once a day); bad input refused in Chinese with 4000.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { PHONE_REVEALS } from '../../src/find-phone/reveal'
import type { FindPhoneResult } from '../../../contract/schemas/findPhone'

const PATH = '/yqc/api/v1/scenario/findPhone'
const MASK = /\*{4}/

let s: TestServer
beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 600, seed: 31 }), config: { trustProxy: true } })
}, 120_000)
afterAll(async () => {
  await s.close()
})

let device = 0
const visitor = () => {
  const n = ++device
  return { headers: { cid: `phone-device-${n}`, 'Visitor-Id': 'yqc-visitor', 'X-Forwarded-For': `10.9.${n >> 8}.${n & 255}` } }
}
async function user(level: number): Promise<{ token: string }> {
  const phone = freshPhone('1371')
  const token = await codeLogin(s, phone)
  await s.sql.prepare('UPDATE users SET member_level = ? WHERE phone = ?').run(level, phone)
  return { token }
}
const find = (q: Record<string, string | number>, o: { token?: string; headers?: Record<string, string> } = {}) =>
  s.get<FindPhoneResult>(PATH, q, o)
const rows = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).all(...args)) as T[]

describe('查电话', () => {
  test('filters by region, industry and status; each number with its source, date and kind', async () => {
    const [top] = await rows<{ province_code: string; industry_code: string; status: string }>(
      `SELECT province_code, industry_code, status FROM companies GROUP BY 1, 2, 3 ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    const r = await find(
      { regionCode: top.province_code, industry: top.industry_code.toLowerCase(), status: top.status, pageSize: 50 },
      await user(2),
    )
    expect(r.status).toBe(200)
    const d = r.body.data
    const expected = (
      await rows<{ pid: string }>(
        `SELECT pid FROM companies WHERE province_code = ? AND industry_code = ? AND status = ? AND phone != '' ORDER BY id`,
        top.province_code,
        top.industry_code,
        top.status,
      )
    ).map((c) => c.pid)
    expect(d.total).toBe(expected.length)
    expect(d.list.map((c) => c.pid)).toEqual(expected.slice(0, 50))
    for (const c of d.list) {
      expect(c.status).toBe(top.status)
      const own = (await rows<{ phone: string }>('SELECT phone FROM companies WHERE pid = ?', c.pid))[0].phone
      expect(c.phones[0]).toMatchObject({ number: own, masked: false, kind: 'landline', source: '企业年报' })
      for (const p of c.phones) {
        expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(p.kind).toBe(/^1\d{10}$/.test(p.number) ? 'mobile' : 'landline')
      }
    }
  })

  test('mobiles only: every company has one and lists only its mobiles, with the source recorded', async () => {
    const r = await find({ phoneKind: 'mobile', pageSize: 50 }, await user(2))
    const d = r.body.data
    const expected = (
      await rows<{ n: number }>(
        `SELECT COUNT(DISTINCT company_id) AS n FROM records WHERE dimension = 'suspectedPhone' AND title GLOB '1*'`,
      )
    )[0].n
    expect(d.total).toBe(expected)
    expect(d.list.length).toBeGreaterThan(0)
    for (const c of d.list) {
      expect(c.phones.length).toBeGreaterThan(0)
      for (const p of c.phones) {
        expect(p.kind).toBe('mobile')
        expect(['招聘信息', '网店信息', '推广信息']).toContain(p.source)
      }
    }
    const land = (await find({ phoneKind: 'landline', pageSize: 5 }, await user(2))).body.data
    for (const c of land.list) for (const p of c.phones) expect(p.kind).toBe('landline')
  })

  test('pages follow one another without overlap', async () => {
    const u = await user(2)
    const one = (await find({ pageNum: 1, pageSize: 10 }, u)).body.data
    const two = (await find({ pageNum: 2, pageSize: 10 }, u)).body.data
    expect(one.total).toBe(600)
    expect(two.pageNum).toBe(2)
    expect(two.list).toHaveLength(10)
    const pids = new Set(one.list.map((c) => c.pid))
    for (const c of two.list) expect(pids.has(c.pid)).toBe(false)
  })

  test('a free user sees the daily count of companies in full, the rest masked; a company shown again costs nothing', async () => {
    const free = PHONE_REVEALS.levels[0]
    const u = await user(0)
    const first = (await find({ pageSize: free + 5 }, u)).body.data
    const full = first.list.filter((c) => c.phones.every((p) => !p.masked))
    expect(full.map((c) => c.pid)).toEqual(first.list.slice(0, free).map((c) => c.pid))
    for (const c of first.list.slice(free)) {
      for (const p of c.phones) {
        expect(p.masked).toBe(true)
        expect(p.number).toMatch(MASK)
      }
    }
    expect(first.reveal).toMatchObject({ subject: 'user', memberLevel: 0, limit: free, used: free, remaining: 0 })
    // the same first companies again: still in full, the count unchanged
    const again = (await find({ pageSize: 3 }, u)).body.data
    expect(again.list.every((c) => c.phones.every((p) => !p.masked))).toBe(true)
    expect(again.reveal.used).toBe(free)
    // the next China day the count starts again
    s.clock.advance(24 * 3600)
    const tomorrow = (await find({ pageNum: 2, pageSize: 5 }, u)).body.data
    expect(tomorrow.list.every((c) => c.phones.every((p) => !p.masked))).toBe(true)
    expect(tomorrow.reveal.used).toBe(5)
  })

  test('a member level sees more in full; a visitor sees every number masked', async () => {
    const member = (await find({ pageSize: 50 }, await user(1))).body.data
    expect(member.reveal.limit).toBe(PHONE_REVEALS.levels[1])
    expect(member.list.every((c) => c.phones.every((p) => !p.masked))).toBe(true)
    const v = (await find({ pageSize: 5 }, visitor())).body.data
    expect(v.reveal).toMatchObject({ subject: 'visitor', limit: 0, remaining: 0 })
    expect(v.list).toHaveLength(5)
    for (const c of v.list) for (const p of c.phones) expect(p.number).toMatch(MASK)
  })

  test('bad input is refused in Chinese and counts nothing', async () => {
    const u = await user(0)
    for (const q of <Array<Record<string, string | number>>>[
      { regionCode: '999999' },
      { regionCode: '44' },
      { industry: 'ZZ' },
      { status: '营业中' },
      { phoneKind: 'fax' },
      { pageSize: 500 },
      { pageNum: 0 },
      { pageNum: 501, pageSize: 20 },
    ]) {
      const r = await find(q, u)
      expect(r.status).toBe(400)
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
    }
    const ok = (await find({ pageSize: 1 }, u)).body.data
    expect(ok.reveal.used).toBe(1)
  })
})
