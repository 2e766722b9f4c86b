/**
 * The information endpoints over real HTTP: contact details from the configuration, release notes newest first with
 * the package's version on top, documents by key (licence texts current with package.json, release notes), the
 * 个性化推荐 switch kept per user, and recommendations that follow a user's footprints only while the switch is on.
 * Bad input is refused in Chinese and changes nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { configFromEnv } from '../../src/config'
import LICENCES from '../../src/data/licences.json'
import { APP_FILE, collect, renderAppList } from '../../../scripts/gen-licences'

const P = {
  contact: '/user/api/v1/app/contact',
  notes: '/user/api/v1/app/releaseNotes',
  doc: '/user/api/v1/app/document',
  prefs: '/user/api/v1/preference',
  recommend: '/user/api/v1/recommend/companies',
  record: '/user/api/v1/footprint/record',
  environment: '/user/api/v1/app/environment',
}
const root = path.resolve(__dirname, '../../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string
  dependencies: Record<string, string>
}

let s: TestServer
let a: SignedIn
let b: SignedIn

beforeAll(async () => {
  s = await startServer({
    seed: (db) => seedDemo(db, { companies: 600, seed: 7 }),
    config: {
      contact: {
        phone: '400-123-4567',
        email: 'help@example.cn',
        hours: '每天 8:00-20:00',
        address: '北京市海淀区中关村大街1号',
        company: '北京示例科技有限公司',
        icp: '京ICP备12345678号',
      },
    },
  })
  a = await signedInUser(s)
  b = await signedInUser(s)
}, 60_000)
afterAll(async () => s.close())

const pids = (r: { body: { data: { list: Array<{ pid: string }> } } }) => r.body.data.list.map((c) => c.pid)

describe('联系我们', () => {
  it('answers the configured contact details to anyone', async () => {
    const r = await s.get(P.contact)
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toEqual({
      phone: '400-123-4567',
      email: 'help@example.cn',
      hours: '每天 8:00-20:00',
      address: '北京市海淀区中关村大街1号',
      company: '北京示例科技有限公司',
      icp: '京ICP备12345678号',
    })
  })

  it('has demo defaults, and a production start names the ones still at their demo value', () => {
    const { config } = configFromEnv({})
    expect(config.contact.phone).toMatch(/^[\d-]+$/)
    expect(config.contact.email).toContain('@')
    expect(configFromEnv({ CONTACT_PHONE: '021-5555-0000' }).config.contact.phone).toBe('021-5555-0000')
    const secrets = { NODE_ENV: 'production', SIGN_SECRET: 'x', JWT_SECRET: 'y', LINGYANG_SECRET: 'z' }
    const warned = configFromEnv({ ...secrets, CONTACT_PHONE: '021-5555-0000' }).warnings.find((w) => w.name === 'CONTACT')
    expect(warned?.message).toContain('CONTACT_EMAIL')
    expect(warned?.message).not.toContain('CONTACT_PHONE')
    expectChinese(warned!.message)
    expect(configFromEnv({}).warnings.find((w) => w.name === 'CONTACT')).toBeUndefined()
  })
})

describe('演示环境', () => {
  it('tells anyone, signed in or not, which services are local stand-ins', async () => {
    const r = await s.get(P.environment)
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toEqual({ demo: { on: true, standIns: ['sms', 'oneClick', 'wechat', 'pay', 'invoice', 'subscribe', 'oa'] } })
    expect((await s.get(P.environment, undefined, { token: a.token })).body.data.demo.on).toBe(true)
  })
})

describe('版本说明', () => {
  it('lists the releases newest first, the package version on top', async () => {
    const r = await s.get(P.notes)
    expect(r.body.code).toBe('0000')
    const { list, latest, total } = r.body.data
    expect(latest).toBe(pkg.version)
    expect(list[0].version).toBe(pkg.version)
    expect(total).toBe(list.length)
    for (const n of list) {
      expect(n.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(n.items.length).toBeGreaterThan(0)
      expectChinese(n.title)
    }
    const dates = list.map((n: { date: string }) => n.date)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('pages, and refuses a bad page in Chinese', async () => {
    const r = await s.get(P.notes, { pageNum: 2, pageSize: 1 })
    expect(r.body.data.list).toHaveLength(1)
    expect(r.body.data.pageNum).toBe(2)
    const bad = await s.get(P.notes, { pageNum: 0 })
    expect(bad.body.code).toBe('4000')
    expect(bad.body.msg).toContain('页码')
  })
})

describe('documents by key', () => {
  it('gives a licence text as paragraphs, escaped', async () => {
    const r = await s.get(P.doc, { key: 'licence:react' })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.title).toBe('react 许可证')
    expect(r.body.data.subtitle).toContain('MIT')
    expect(r.body.data.html).toMatch(/^<p>/)
    expect(r.body.data.html).toContain('Permission is hereby granted')
    expect(r.body.data.html).not.toMatch(/<script|\bon\w+=/i)
    const scoped = await s.get(P.doc, { key: 'licence:@tarojs/taro' })
    expect(scoped.body.code).toBe('0000')
  })

  it('gives the notes of one release', async () => {
    const r = await s.get(P.doc, { key: `release:${pkg.version}` })
    expect(r.body.data.title).toBe(`云企查 v${pkg.version}`)
    expect(r.body.data.html).toMatch(/^<h3>.+<\/h3><ul><li>/)
  })

  it('refuses an unknown document and a malformed key in Chinese', async () => {
    const missing = await s.get(P.doc, { key: 'licence:no-such-package' })
    expect(missing.body.code).toBe('4040')
    expect(missing.body.msg).toBe('文档不存在')
    for (const key of ['', 'secret:x', 'licence:../../etc/passwd', 'release:abc']) {
      const r = await s.get(P.doc, { key })
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
      expect(r.body.msg).toMatch(/文档标识/)
    }
    const none = await s.get(P.doc)
    expect(none.body.code).toBe('4000')
    expect(none.body.msg).toContain('文档标识')
  })

  it('holds the licence of every runtime dependency as node_modules has it (scripts/gen-licences.ts)', () => {
    expect(LICENCES.map((l) => l.name)).toEqual(Object.keys(pkg.dependencies).sort())
    expect(collect()).toEqual(LICENCES)
    // the app's list (read as text: the server's tests do not import the app)
    expect(fs.readFileSync(APP_FILE, 'utf8')).toBe(renderAppList(LICENCES))
    for (const l of LICENCES) expect(l.text.length).toBeGreaterThan(20)
  })
})

describe('个性化推荐', () => {
  const prefs = async (u: SignedIn) => (await s.get(P.prefs, undefined, { token: u.token })).body
  const save = async (u: SignedIn, body: unknown) => (await s.post(P.prefs, body, { token: u.token })).body
  const recommend = async (u?: SignedIn, size?: number) =>
    s.get(P.recommend, size ? { size } : undefined, u ? { token: u.token } : undefined)
  const company = async (pid: string) =>
    (await s.sql.prepare('SELECT industry_code, city_code, province_code FROM companies WHERE pid = ?').get(pid)) as {
      industry_code: string
      city_code: string
      province_code: string
    }

  it('is on until the user turns it off, kept per user', async () => {
    expect((await prefs(a)).data).toEqual({ personalise: true })
    expect((await save(a, { personalise: false })).data).toEqual({ personalise: false })
    expect((await prefs(a)).data).toEqual({ personalise: false })
    expect((await prefs(b)).data).toEqual({ personalise: true })
    expect((await save(a, { personalise: 1 })).data).toEqual({ personalise: true })
  })

  it('needs a login, and refuses a bad value in Chinese without changing it', async () => {
    expect((await s.get(P.prefs)).body.code).toBe('4030')
    expect((await s.post(P.prefs, { personalise: false })).body.code).toBe('4030')
    const before = await count(s.sql, 'user_preferences')
    for (const body of [{}, { personalise: 'maybe' }, { personalise: 2 }]) {
      const r = await save(b, body)
      expect(r.code).toBe('4000')
      expect(r.msg).toContain('个性化推荐')
    }
    expect(await count(s.sql, 'user_preferences')).toBe(before)
    expect((await prefs(b)).data).toEqual({ personalise: true })
  })

  it('gives visitors and users without footprints the hot companies', async () => {
    const visitor = await recommend()
    expect(visitor.body.code).toBe('0000')
    expect(visitor.body.data.personalised).toBe(false)
    expect(visitor.body.data.list).toHaveLength(6)
    expect(visitor.body.data.list.every((c: { matchReason: string }) => c.matchReason === '热门企业')).toBe(true)
    const hotPid = (
      (await s.sql.prepare('SELECT pid FROM hot_keywords WHERE pid IS NOT NULL ORDER BY weight DESC, keyword LIMIT 1').get()) as {
        pid: string
      }
    ).pid
    expect(pids(visitor)[0]).toBe(hotPid)
    const fresh = await recommend(b)
    expect(fresh.body.data).toEqual(visitor.body.data)
    // a token that no longer signs anyone in sees what a visitor sees
    expect((await recommend({ token: 'not-a-token', userId: '' })).body.data).toEqual(visitor.body.data)
  })

  it('follows the user’s footprints while the switch is on, and only then', async () => {
    const seed = (
      (await s.sql
        .prepare(
          `SELECT c.pid FROM companies c WHERE c.parent_pid IS NULL AND (SELECT COUNT(*) FROM companies o
             WHERE o.city_code = c.city_code AND o.industry_code = c.industry_code AND o.status IN ('存续', '在业')) > 4
           ORDER BY c.id LIMIT 1`,
        )
        .get()) as { pid: string }
    ).pid
    expect((await s.post(P.record, { kind: 'company', targetId: seed }, { token: a.token })).body.code).toBe('0000')
    const visitorList = pids(await recommend())

    const on = await recommend(a, 8)
    expect(on.body.data.personalised).toBe(true)
    const list = on.body.data.list as Array<{ pid: string; matchReason: string }>
    expect(list).toHaveLength(8)
    expect(list.map((c) => c.pid)).not.toContain(seed)
    const first = list[0]
    expect(first.matchReason).toMatch(/^同城同行业 · /)
    expect(await company(first.pid)).toMatchObject({
      industry_code: (await company(seed)).industry_code,
      city_code: (await company(seed)).city_code,
    })
    for (const c of list.filter((x) => x.matchReason !== '热门企业'))
      expect((await company(c.pid)).industry_code).toBe((await company(seed)).industry_code)

    // B's recommendations know nothing of A's footprints
    expect((await recommend(b)).body.data.personalised).toBe(false)

    await save(a, { personalise: false })
    const off = await recommend(a)
    expect(off.body.data.personalised).toBe(false)
    expect(pids(off)).toEqual(visitorList)

    await save(a, { personalise: true })
    expect((await recommend(a, 8)).body.data).toEqual(on.body.data)
  })

  it('refuses a bad size in Chinese', async () => {
    for (const size of [0, 21, 'abc']) {
      const r = await s.get(P.recommend, { size })
      expect(r.body.code).toBe('4000')
      expect(r.body.msg).toContain('推荐条数')
    }
  })
})
