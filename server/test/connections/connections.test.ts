/**
 * 人脉 over real HTTP: the radar drawn from the company on the profile (matched by its exact name) and the monitored
 * companies, ranked by how many of them a person connects to, per source; 老板详情; contacts made, read, changed,
 * searched, paged and deleted; bad input refused in Chinese changing nothing; the limit; another user's contact
 * answering 4040.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { CONTACTS_MAX } from '../../../contract/schemas/connections'

const P = {
  radar: '/user/api/v1/connections/radar',
  boss: '/user/api/v1/connections/boss',
  list: '/user/api/v1/connections/contact/list',
  detail: '/user/api/v1/connections/contact/detail',
  create: '/user/api/v1/connections/contact/create',
  update: '/user/api/v1/connections/contact/update',
  remove: '/user/api/v1/connections/contact/delete',
}

let s: TestServer
let a: SignedIn
let b: SignedIn
type Co = { id: number; pid: string; name: string }
let own: Co
let watched: Co

/** Three people of our own in two companies: 甲 in both, 乙 in the own one, 丙 with a past role only. */
async function addPeople() {
  const person = s.sql.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?)')
  const role = s.sql.prepare(
    'INSERT INTO roles (company_id, person_id, role, position, share, from_date, to_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  await person.run('px-jia', '雷达甲')
  await person.run('px-yi', '雷达乙')
  await person.run('px-bing', '雷达丙')
  await role.run(own.id, 'px-jia', 'executive', '董事', null, '2020-01-01', null)
  await role.run(watched.id, 'px-jia', 'shareholder', '', 35, '2020-01-01', null)
  await role.run(own.id, 'px-yi', 'executive', '监事', null, '2020-01-01', null)
  await role.run(watched.id, 'px-bing', 'executive', '总经理', null, '2018-01-01', '2019-01-01')
}

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 50, seed: 11 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  const cos = (await s.sql.prepare('SELECT id, pid, name FROM companies ORDER BY id LIMIT 2').all()) as Co[]
  ;[own, watched] = cos
  await addPeople()
}, 60_000)
afterAll(async () => s.close())

const radar = async (u: SignedIn, q: Record<string, string | number> = {}) => (await s.get(P.radar, q, { token: u.token })).body
const create = async (u: SignedIn, body: Record<string, unknown>) => (await s.post(P.create, body, { token: u.token })).body

describe('人脉雷达', () => {
  it('is empty, saying why, for a user with no company on the profile and nothing monitored', async () => {
    const r = await radar(a)
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ total: 0, list: [], profileCompany: '', ownCompany: null, monitorCount: 0 })
  })

  it('reads the company on the profile by its exact name only', async () => {
    await s.post('/user/api/v1/profile/update', { company: `${own.name}分部` }, { token: a.token })
    const r = await radar(a)
    expect(r.data).toMatchObject({ profileCompany: `${own.name}分部`, ownCompany: null, total: 0 })
  })

  it('ranks the people of the own and the monitored companies by how many of them they connect to', async () => {
    await s.post('/user/api/v1/profile/update', { company: own.name }, { token: a.token })
    const add = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: watched.pid }, { token: a.token })
    expect(add.body.code).toBe('0000')
    const r = await radar(a, { pageSize: 50 })
    expect(r.data.ownCompany).toEqual({ pid: own.pid, name: own.name })
    expect(r.data.monitorCount).toBe(1)
    const jia = r.data.list[0]
    expect(jia).toMatchObject({ personId: 'px-jia', name: '雷达甲', companyCount: 2, contactId: null })
    expect(jia.links).toEqual(
      expect.arrayContaining([
        { pid: own.pid, companyName: own.name, roles: ['董事'], share: null, origins: ['own'] },
        { pid: watched.pid, companyName: watched.name, roles: ['股东'], share: 35, origins: ['monitor'] },
      ]),
    )
    expect(jia.reason).toContain('同时担任')
    expect(jia.reason).toContain(`${own.name} 董事`)
    expect(jia.reason).toContain(`${watched.name} 股东`)
    const ids = r.data.list.map((p: { personId: string }) => p.personId)
    expect(ids).toContain('px-yi')
    // a past role is no link
    expect(ids).not.toContain('px-bing')
    const counts = r.data.list.map((p: { companyCount: number }) => p.companyCount)
    expect([...counts].sort((x, y) => y - x)).toEqual(counts)
    expect(r.data.total).toBe(r.data.list.length)
  })

  it('filters by source: 我的企业 and 监控企业', async () => {
    const mine = await radar(a, { source: 'own', pageSize: 50 })
    const watchedOnly = await radar(a, { source: 'monitor', pageSize: 50 })
    const all = await radar(a, { source: 'all', pageSize: 50 })
    expect(mine.data.list.every((p: { links: Array<{ pid: string }> }) => p.links.every((l) => l.pid === own.pid))).toBe(true)
    expect(watchedOnly.data.list.every((p: { links: Array<{ pid: string }> }) => p.links.every((l) => l.pid === watched.pid))).toBe(true)
    expect(mine.data.list.find((p: { personId: string }) => p.personId === 'px-yi')).toBeTruthy()
    expect(watchedOnly.data.list.find((p: { personId: string }) => p.personId === 'px-yi')).toBeUndefined()
    expect(all.data.total).toBeGreaterThanOrEqual(Math.max(mine.data.total, watchedOnly.data.total))
  })

  it('pages the ranking', async () => {
    const all = await radar(a, { pageSize: 50 })
    const p1 = await radar(a, { pageSize: 2, pageNum: 1 })
    const p2 = await radar(a, { pageSize: 2, pageNum: 2 })
    expect([...p1.data.list, ...p2.data.list].map((p: { personId: string }) => p.personId)).toEqual(
      all.data.list.slice(0, 4).map((p: { personId: string }) => p.personId),
    )
  })

  it('refuses an unknown source in Chinese', async () => {
    const r = await radar(a, { source: 'friends' })
    expect(r.code).toBe('4000')
    expectChinese(r.msg)
  })

  it('is another user’s own: B sees none of A’s companies', async () => {
    const r = await radar(b)
    expect(r.data).toMatchObject({ total: 0, ownCompany: null, monitorCount: 0 })
  })
})

describe('老板详情', () => {
  it('shows every company and role of the person and the links to the user’s companies', async () => {
    const r = (await s.get(P.boss, { personId: 'px-jia' }, { token: a.token })).body
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ personId: 'px-jia', name: '雷达甲', companyCount: 2, contactId: null })
    expect(r.data.roles.map((x: { pid: string }) => x.pid).sort()).toEqual([own.pid, watched.pid].sort())
    expect(r.data.links).toHaveLength(2)
    expect(r.data.reason).toContain('同时担任')
    const forB = (await s.get(P.boss, { personId: 'px-jia' }, { token: b.token })).body
    expect(forB.data).toMatchObject({ links: [], reason: '' })
  })

  it('answers 4040 for an unknown person', async () => {
    const r = (await s.get(P.boss, { personId: 'px-nobody' }, { token: a.token })).body
    expect(r.code).toBe('4040')
    expect(r.msg).toBe('人员不存在')
  })
})

describe('联系人', () => {
  let id = 0

  it('is made from a boss (加入人脉) with its links, and the radar and boss page then name it', async () => {
    const r = await create(a, {
      name: ' 雷达甲 ',
      company: own.name,
      pid: own.pid,
      title: '董事',
      personId: 'px-jia',
      tags: ['客户', ' 客户 ', ''],
    })
    expect(r.code).toBe('0000')
    id = r.data.id
    expect(r.data).toEqual({
      id,
      name: '雷达甲',
      phone: '',
      wechat: '',
      email: '',
      company: own.name,
      pid: own.pid,
      title: '董事',
      note: '',
      tags: ['客户'],
      personId: 'px-jia',
      createdAt: s.clock.ms,
      updatedAt: s.clock.ms,
    })
    expect((await s.get(P.detail, { id }, { token: a.token })).body.data).toEqual(r.data)
    expect((await radar(a)).data.list[0].contactId).toBe(id)
    expect((await s.get(P.boss, { personId: 'px-jia' }, { token: a.token })).body.data.contactId).toBe(id)
  })

  it('is saved once per person: a second 加入人脉 answers 4090 with the kept contact', async () => {
    const r = await create(a, { name: '雷达甲', personId: 'px-jia' })
    expect(r.code).toBe('4090')
    expect(r.data).toEqual({ id })
    expect(await count(s.sql, 'contacts', 'user_id = ?', a.userId)).toBe(1)
  })

  it('is changed in full', async () => {
    s.clock.advance(60)
    const body = {
      id,
      name: '雷达甲',
      phone: '010-62345678',
      wechat: 'leida_jia',
      email: 'jia@example.com',
      note: '展会认识',
      tags: ['供应商'],
      personId: 'px-jia',
    }
    const r = (await s.post(P.update, body, { token: a.token })).body
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ ...body, company: '', pid: null, updatedAt: s.clock.ms })
  })

  it('takes mainland mobiles and landlines', async () => {
    for (const phone of ['13912345678', '010-62345678', '0755-1234567-801', '02162345678']) {
      const r = await create(b, { name: '号码', phone })
      expect([phone, r.code]).toEqual([phone, '0000'])
    }
  })

  it('refuses bad input in Chinese, naming the problem, and saves nothing', async () => {
    const before = await count(s.sql, 'contacts')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '姓名'],
      [{ name: '   ' }, '请输入姓名'],
      [{ name: '名'.repeat(21) }, '姓名'],
      [{ name: '张三', phone: '12345' }, '请输入正确的手机号或座机号'],
      [{ name: '张三', phone: '1391234567' }, '请输入正确的手机号或座机号'],
      [{ name: '张三', email: 'a@b' }, '请输入正确的邮箱'],
      [{ name: '张三', wechat: '微信号' }, '微信号为5-30位'],
      [{ name: '张三', note: '备'.repeat(201) }, '备注'],
      [{ name: '张三', tags: ['1', '2', '3', '4', '5', '6'] }, '标签'],
      [{ name: '张三', pid: 'no-such-company' }, '关联的企业不存在'],
      [{ name: '张三', personId: 'no-such-person' }, '关联的人员不存在'],
    ]
    for (const [body, text] of cases) {
      const r = await create(a, body)
      expect([body, r.code === '0000']).toEqual([body, false])
      expectChinese(r.msg)
      expect([body, r.msg]).toEqual([body, expect.stringContaining(text)])
    }
    const bad = (await s.post(P.update, { id, name: '张三', phone: 'abc' }, { token: a.token })).body
    expect(bad.code).toBe('4000')
    expect((await s.get(P.detail, { id }, { token: a.token })).body.data.phone).toBe('010-62345678')
    expect(await count(s.sql, 'contacts')).toBe(before)
  })

  it('is listed newest change first, searched and paged', async () => {
    for (let i = 1; i <= 3; i++) {
      s.clock.advance(1)
      await create(a, { name: `联系人${i}`, company: i === 2 ? '搜索测试公司' : '', tags: i === 3 ? ['老客户'] : [] })
    }
    const all = (await s.get(P.list, { pageSize: 2 }, { token: a.token })).body.data
    expect(all).toMatchObject({ total: 4, all: 4, max: CONTACTS_MAX, pageSize: 2 })
    expect(all.list.map((c: { name: string }) => c.name)).toEqual(['联系人3', '联系人2'])
    const page2 = (await s.get(P.list, { pageSize: 2, pageNum: 2 }, { token: a.token })).body.data
    expect(page2.list.map((c: { name: string }) => c.name)).toEqual(['联系人1', '雷达甲'])
    const byCompany = (await s.get(P.list, { keyword: '搜索测试' }, { token: a.token })).body.data
    expect(byCompany).toMatchObject({ total: 1, all: 4 })
    const byTag = (await s.get(P.list, { keyword: '老客户' }, { token: a.token })).body.data
    expect(byTag.list.map((c: { name: string }) => c.name)).toEqual(['联系人3'])
  })

  it('answers 4040 to another user and for a missing id, changing nothing', async () => {
    expect((await s.get(P.detail, { id }, { token: b.token })).body.code).toBe('4040')
    expect((await s.post(P.update, { id, name: '改名' }, { token: b.token })).body.code).toBe('4040')
    expect((await s.post(P.remove, { id }, { token: b.token })).body.code).toBe('4040')
    expect((await s.get(P.detail, { id }, { token: a.token })).body.data.name).toBe('雷达甲')
    expect((await s.get(P.list, {}, { token: b.token })).body.data.list.map((c: { name: string }) => c.name)).not.toContain('雷达甲')
  })

  it('is deleted', async () => {
    const r = (await s.post(P.remove, { id }, { token: a.token })).body
    expect(r).toMatchObject({ code: '0000', data: { removed: 1 } })
    expect((await s.get(P.detail, { id }, { token: a.token })).body.code).toBe('4040')
    expect((await s.post(P.remove, { id }, { token: a.token })).body.code).toBe('4040')
    expect((await radar(a)).data.list[0].contactId).toBeNull()
  })

  it(`stops at ${CONTACTS_MAX} contacts with a Chinese reason`, async () => {
    const u = await signedInUser(s)
    const ins = s.sql.prepare("INSERT INTO contacts (user_id, name, created_at, updated_at) VALUES (?, '批量', 1, 1)")
    await s.sql.atomically(async () => {
      for (let i = 0; i < CONTACTS_MAX; i++) await ins.run(u.userId)
    })
    const r = await create(u, { name: '再加一位' })
    expect(r.code).toBe('4000')
    expect(r.msg).toContain('最多500位')
    expect(await count(s.sql, 'contacts', 'user_id = ?', u.userId)).toBe(CONTACTS_MAX)
  })

  it('needs a sign-in', async () => {
    expect((await s.get(P.list)).status).toBe(401)
    expect((await s.get(P.radar)).status).toBe(401)
  })
})
