/**
 * 关注 over real HTTP: following a company (again is harmless), the list with each company's newest registration change
 * (newest first, future-dated ones not yet), the count of changes that arrived since the user last opened 我的关注 (the
 * counts of an opening hold while paging; the next opening starts from zero), the limit, unfollowing, bad input refused
 * in Chinese with nothing changed, and two users who never see each other's.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { FOLLOWS_MAX } from '../../../contract/schemas/collection'

const P = {
  list: '/user/api/v1/follow/list',
  add: '/user/api/v1/follow/add',
  remove: '/user/api/v1/follow/remove',
  seen: '/user/api/v1/follow/seen',
  status: '/user/api/v1/collect/status',
}

interface Follow {
  pid: string
  name: string
  sub: string
  followedAt: number
  latestChange: { field: string; before: string; after: string; date: string } | null
  newCount: number
  changeCount: number
}

let s: TestServer
let a: SignedIn
let b: SignedIn
/** companies with no registration change of their own, so the test decides which change is newest */
let quiet: Array<{ id: number; pid: string; name: string }>

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 9 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  quiet = (await s.sql
    .prepare(
      'SELECT id, pid, name FROM companies c WHERE NOT EXISTS (SELECT 1 FROM changes x WHERE x.company_id = c.id) ORDER BY id LIMIT 30',
    )
    .all()) as typeof quiet
  expect(quiet.length).toBe(30)
}, 60_000)
afterAll(async () => s.close())

/** a registration change arriving in the data (as the change feed stores one) */
const change = async (companyId: number, field: string, before: string, after: string, date: string) =>
  await s.sql
    .prepare('INSERT INTO changes (company_id, field, before, after, date) VALUES (?, ?, ?, ?, ?)')
    .run(companyId, field, before, after, date)
const follow = async (u: SignedIn, pid: unknown) => (await s.post(P.add, { pid }, { token: u.token })).body
const list = async (u: SignedIn, q: Record<string, number> = {}) => (await s.get(P.list, q, { token: u.token })).body
const seen = async (u: SignedIn) => (await s.post(P.seen, {}, { token: u.token })).body
const byPid = (l: Follow[]) => Object.fromEntries(l.map((f) => [f.pid, f]))

describe('following', () => {
  it('follows a company with its name from the data; following again changes nothing', async () => {
    await change(quiet[0].id, '注册资本', '100万人民币', '500万人民币', '2026-09-01')
    const r = await follow(a, quiet[0].pid)
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({
      pid: quiet[0].pid,
      name: quiet[0].name,
      followedAt: s.clock.ms,
      latestChange: { field: '注册资本', before: '100万人民币', after: '500万人民币', date: '2026-09-01' },
      // a change older than the follow is not new
      newCount: 0,
      changeCount: 1,
    })
    s.clock.advance(60)
    expect((await follow(a, quiet[0].pid)).data.followedAt).toBe(r.data.followedAt)
    expect(await count(s.sql, 'follows', 'user_id = ?', a.userId)).toBe(1)
    const st = (await s.get(P.status, { kind: 'company', targetId: quiet[0].pid }, { token: a.token })).body.data
    expect(st.followed).toBe(true)
  })

  it('refuses an unknown company and bad input, changing nothing', async () => {
    const before = await count(s.sql, 'follows')
    const missing = await follow(a, 'no_such_company')
    expect([missing.code, missing.msg]).toEqual(['4040', '企业不存在'])
    for (const pid of ['', '../x', 12, undefined]) {
      const r = await follow(a, pid)
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
    const badPage = await list(a, { pageSize: 500 })
    expect(badPage.code).toBe('4000')
    expectChinese(badPage.msg)
    expect((await s.post(P.add, { pid: quiet[1].pid })).status).toBe(401)
    expect(await count(s.sql, 'follows')).toBe(before)
  })
})

describe('the list and its new changes', () => {
  it('puts the company with the newest change first, those without changes last; a future-dated change is not news yet', async () => {
    for (const c of quiet.slice(1, 5)) {
      s.clock.advance(60)
      await follow(a, c.pid)
    }
    await change(quiet[1].id, '法定代表人', '张三', '李四', '2026-10-20')
    await change(quiet[2].id, '经营状态', '存续', '注销', '2026-10-30')
    await change(quiet[3].id, '住所', '旧址', '新址', '2026-10-25')
    await change(quiet[3].id, '企业名称', '旧名', '新名', '2026-12-01')
    const r = (await list(a)).data
    expect(r.total).toBe(5)
    expect(r.limit).toBe(FOLLOWS_MAX)
    expect(r.list.map((f: Follow) => f.pid)).toEqual([quiet[2].pid, quiet[3].pid, quiet[1].pid, quiet[0].pid, quiet[4].pid])
    const m = byPid(r.list)
    expect(m[quiet[3].pid].latestChange).toEqual({ field: '住所', before: '旧址', after: '新址', date: '2026-10-25' })
    expect(m[quiet[3].pid]).toMatchObject({ newCount: 1, changeCount: 1 })
    expect(m[quiet[2].pid].newCount).toBe(1)
    expect(m[quiet[4].pid]).toMatchObject({ latestChange: null, newCount: 0, changeCount: 0 })
  })

  it('opening 我的关注 keeps this opening’s counts while paging, and the next opening starts from what was seen', async () => {
    expect((await seen(a)).data).toEqual({ since: null })
    // this opening still shows what arrived before it
    expect(byPid((await list(a)).data.list)[quiet[2].pid].newCount).toBe(1)
    await change(quiet[2].id, '注册资本', '10万人民币', '20万人民币', '2026-10-31')
    const opened = s.clock.ms
    s.clock.advance(3600)
    expect((await seen(a)).data).toEqual({ since: opened })
    const m = byPid((await list(a)).data.list)
    // only the change after the opening before counts
    expect(m[quiet[2].pid]).toMatchObject({ newCount: 1, changeCount: 2, latestChange: expect.objectContaining({ field: '注册资本' }) })
    expect(m[quiet[1].pid].newCount).toBe(0)
    await seen(a)
    expect((await list(a)).data.list.every((f: Follow) => f.newCount === 0)).toBe(true)
  })

  it('pages through the follows', async () => {
    for (const c of quiet.slice(5, 25)) await follow(a, c.pid)
    const p1 = (await list(a, { pageSize: 20 })).data
    const p2 = (await list(a, { pageSize: 20, pageNum: 2 })).data
    expect(p1.total).toBe(25)
    expect(p2.list).toHaveLength(5)
    expect(new Set([...p1.list, ...p2.list].map((f: Follow) => f.pid)).size).toBe(25)
  })
})

describe('unfollowing, the limit and another user', () => {
  it('B sees none of A’s follows, and B’s unfollow of A’s company leaves A’s alone', async () => {
    expect((await list(b)).data.total).toBe(0)
    expect((await s.get(P.status, { kind: 'company', targetId: quiet[0].pid }, { token: b.token })).body.data.followed).toBe(false)
    expect((await s.post(P.remove, { pid: quiet[0].pid }, { token: b.token })).body.data).toEqual({ removed: 0 })
    expect((await seen(b)).data).toEqual({ since: null })
    expect((await list(a)).data.total).toBe(25)
  })

  it('unfollows', async () => {
    expect((await s.post(P.remove, { pid: quiet[0].pid }, { token: a.token })).body.data).toEqual({ removed: 1 })
    expect((await s.post(P.remove, { pid: quiet[0].pid }, { token: a.token })).body.data).toEqual({ removed: 0 })
    expect((await list(a)).data.total).toBe(24)
    expect((await s.get(P.status, { kind: 'company', targetId: quiet[0].pid }, { token: a.token })).body.data.followed).toBe(false)
  })

  it(`stops at ${FOLLOWS_MAX} companies, with a Chinese reason`, async () => {
    const u = await signedInUser(s)
    const pids = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id').all()) as Array<{ pid: string }>).map((r) => r.pid)
    // the demo has fewer companies than the limit: the rest are made for the test
    const ins = s.sql.prepare(
      `INSERT INTO companies (pid, name, credit_code, established, status, company_type, industry_code, industry, province_code,
         city_code, region_code, region_name, captured_at)
       VALUES (?, ?, '', '2020-01-01', '存续', '有限责任公司', 'I', '软件', '44', '4403', '440305', '南山区', '2026-10-01')`,
    )
    const fol = s.sql.prepare('INSERT INTO follows (user_id, pid, followed_at) VALUES (?, ?, 1)')
    await s.sql.atomically(async () => {
      for (let i = pids.length; i < FOLLOWS_MAX + 1; i++) {
        await ins.run(`limit_${i}`, `上限测试公司${i}`)
        pids.push(`limit_${i}`)
      }
      for (const pid of pids.slice(0, FOLLOWS_MAX)) await fol.run(u.userId, pid)
    })
    const r = await follow(u, pids[FOLLOWS_MAX])
    expect(r.code).toBe('4000')
    expect(r.msg).toContain(`关注已达上限（${FOLLOWS_MAX}家）`)
    expect(await count(s.sql, 'follows', 'user_id = ?', u.userId)).toBe(FOLLOWS_MAX)
    // one already followed is still answered
    expect((await follow(u, pids[0])).code).toBe('0000')
  })
})
