/**
 * 搜索详情 over real HTTP: a hot search that is a brand or a full company name, a person's name and any other keyword
 * are each told apart, with their companies, persons and related searches; bad input refused in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'

const P = { hot: '/search/api/v1/hotSearch', suggestion: '/search/api/v1/suggestion' }

let s: TestServer
let hot: Array<{ keyword: string; pid?: string }>
beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 1200, seed: 3 }) })
  hot = (await s.get(P.hot)).body.data.list
}, 120_000)
afterAll(async () => s.close())

const suggest = async (q: Record<string, string>) => (await s.get(P.suggestion, q)).body

test('a hot brand is a brand: the company it stands for, the companies bearing it, brands of its industry', async () => {
  const brand = hot.find((h) => h.pid && !h.keyword.endsWith('公司'))!
  const r = await suggest({ keyword: brand.keyword, pid: brand.pid! })
  expect(r.code).toBe('0000')
  const d = r.data
  expect(d).toMatchObject({ keyword: brand.keyword, kind: 'brand', kindText: '品牌' })
  expect(d.main.pid).toBe(brand.pid)
  expect(d.summary).toContain(`“${brand.keyword}”是`)
  expect(d.companies.length).toBeGreaterThan(0)
  expect(d.companyTotal).toBeGreaterThanOrEqual(d.companies.length)
  expect(d.related.length).toBeGreaterThan(0)
  expect(d.related).not.toContain(brand.keyword)
  const industry = ((await s.sql.prepare('SELECT industry_code AS i FROM companies WHERE pid = ?').get(brand.pid)) as { i: string }).i
  const first = (await s.sql.prepare('SELECT industry_code AS i FROM companies WHERE brand = ?').all(d.related[0])) as Array<{ i: string }>
  expect(first.map((x) => x.i)).toContain(industry)
})

test('a full company name is that company, first among its matches', async () => {
  const named = hot.find((h) => h.keyword.endsWith('公司'))!
  const d = (await suggest({ keyword: named.keyword })).data
  expect(d).toMatchObject({ kind: 'company', kindText: '企业' })
  expect(d.main.name).toBe(named.keyword)
  expect(d.companies[0].name).toBe(named.keyword)
  expect(d.summary).toContain('法定代表人')
})

test('a person’s name lists the persons and the brands of their companies', async () => {
  const p = (await s.sql
    .prepare(
      `SELECT p.name FROM persons p JOIN roles r ON r.person_id = p.person_id
       WHERE length(p.name) >= 2 AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.brand = p.name OR c.name = p.name)
       ORDER BY p.id LIMIT 1`,
    )
    .get()) as { name: string }
  const d = (await suggest({ keyword: p.name })).data
  expect(d).toMatchObject({ kind: 'person', kindText: '人员', main: null })
  expect(d.persons.length).toBeGreaterThan(0)
  expect(d.persons[0].name).toBe(p.name)
  expect(d.related.length).toBeGreaterThan(0)
})

test('any other word is a keyword; one matching nothing says so with nothing listed', async () => {
  const d = (await suggest({ keyword: '科技' })).data
  expect(d.kind).toBe('keyword')
  expect(d.companies.length).toBeGreaterThan(0)
  expect(d.summary).toContain('科技')
  const none = (await suggest({ keyword: '镟镟镟' })).data
  expect(none).toMatchObject({ kind: 'keyword', companies: [], persons: [], related: [], companyTotal: 0, main: null })
  expect(none.summary).toBe('没有找到与“镟镟镟”相关的企业。')
})

test('bad input is refused in Chinese', async () => {
  for (const q of [{ keyword: '' }, { keyword: '   ' }, { keyword: '华为*' }, { keyword: '字'.repeat(51) }, {}]) {
    const r = await suggest(q as Record<string, string>)
    expect(r.code).toBe('4000')
    expectChinese(r.msg)
  }
})
