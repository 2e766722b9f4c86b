/** The combined company-and-person search of the store under test (SQLite, or PostgreSQL with TEST_STORE=pg). */
import { searchStore, type SearchStore } from './fixture'
import { initials } from '../../src/search/tokens'
import { reindexCompanies } from '../../src/search/reindex'
import { rebuildSearchIndex } from '../../src/search'
import { PgSql } from '../../src/store/pg-sql'
import { buildPgSearchIndex } from '../../src/pg/search-index'

let s: SearchStore
beforeAll(async () => {
  s = await searchStore(2000)
}, 120_000)
afterAll(() => s.close())

const entPerson = (kw: string, page: number, size: number) => s.search.entPerson(kw, page, size)
const names = async (kw: string, page = 1, size = 20) => (await entPerson(kw, page, size)).list.map((h) => h.name)
const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T

describe('searchEntPerson', () => {
  it('finds every company whose name contains a 2-character fragment, highlighted', async () => {
    const { name } = await one<{ name: string }>('SELECT name FROM companies WHERE id = 37')
    const frag = name.replace(/[^\u4e00-\u9fff]/g, '').slice(3, 5)
    const expected = Number((await one<{ n: number }>('SELECT COUNT(*) AS n FROM companies WHERE name LIKE ?', `%${frag}%`)).n)
    const r = await entPerson(frag, 1, 50)
    const byName = r.list.filter((h) => h.name.includes(frag))
    expect(byName.length).toBe(Math.min(expected, 50))
    for (const h of byName) {
      expect(h.highlight.length).toBeGreaterThan(0)
      for (const [a, b] of h.highlight) expect(h.name.slice(a, b)).toBe(frag)
    }
    expect(r.total).toBeGreaterThanOrEqual(expected)
    expect(r.list.some((h) => h.name === name)).toBe(true)
  })

  it('ranks the exact name first, then names and brands starting with the keyword', async () => {
    const c = await one<{ name: string; brand: string }>('SELECT name, brand FROM companies WHERE id = 120')
    expect((await names(c.name))[0]).toBe(c.name)
    const brand2 = c.brand.slice(0, 2)
    const list = (await entPerson(brand2, 1, 50)).list
    const prefixed = (n: string, brand: string) => n.startsWith(brand2) || brand.startsWith(brand2)
    const brands = new Map(
      ((await s.sql.prepare('SELECT name, brand FROM companies').all()) as Array<{ name: string; brand: string }>).map((r) => [
        r.name,
        r.brand,
      ]),
    )
    const flags = list.map((h) => prefixed(h.name, brands.get(h.name)!))
    // all prefix hits come before any other hit
    const firstOther = flags.indexOf(false)
    if (firstOther >= 0) expect(flags.slice(firstOther).every((f) => !f)).toBe(true)
    expect(flags[0]).toBe(true)
  })

  it('breaks ties by importance (id order) within a tier', async () => {
    const r = await entPerson('科技', 1, 30)
    const ids: number[] = []
    const brands: string[] = []
    for (const h of r.list) {
      const c = await one<{ id: number; brand: string }>('SELECT id, brand FROM companies WHERE pid = ?', h.pid)
      ids.push(Number(c.id))
      brands.push(c.brand)
    }
    const tier = (i: number) => (r.list[i].name.startsWith('科技') || brands[i].startsWith('科技') ? 0 : 1)
    for (let i = 1; i < ids.length; i++) if (tier(i) === tier(i - 1)) expect(ids[i]).toBeGreaterThan(ids[i - 1])
  })

  it('finds companies by the exact legal representative name with a reason', async () => {
    const c = await one<{ legal_person: string; name: string }>('SELECT legal_person, name FROM companies WHERE id = 250')
    const r = await entPerson(c.legal_person, 1, 50)
    const hit = r.list.find((h) => h.name === c.name)
    expect(hit).toBeDefined()
    if (!hit!.name.includes(c.legal_person)) expect(hit!.matchReason).toBe(`法定代表人：${c.legal_person}`)
    const legalHits = r.list.filter((h) => h.legalPerson === c.legal_person && !h.name.includes(c.legal_person))
    // exact legal-representative hits come before shareholder-only hits
    const firstOther = r.list.findIndex((h) => h.legalPerson !== c.legal_person && !h.name.includes(c.legal_person))
    if (firstOther >= 0)
      expect(r.list.slice(firstOther).every((h) => h.legalPerson !== c.legal_person || h.name.includes(c.legal_person))).toBe(true)
    expect(legalHits.length).toBeGreaterThan(0)
  })

  it('finds a company by the pinyin initials of its name', async () => {
    const c = await one<{ name: string; brand: string }>('SELECT name, brand FROM companies WHERE id = 15')
    const q = initials(c.brand)
    const r = await entPerson(q, 1, 50)
    const hit = r.list.find((h) => h.name === c.name)
    expect(hit).toBeDefined()
    expect(hit!.highlight.length).toBe(1)
    const [a, b] = hit!.highlight[0]
    expect(initials(c.name.slice(a, b))).toBe(q)
    // upper case works the same
    expect((await entPerson(q.toUpperCase(), 1, 50)).list.some((h) => h.name === c.name)).toBe(true)
  })

  it('returns namesakes as separate persons with different main companies', async () => {
    const r = await entPerson('王伟', 1, 20)
    expect(r.persons.length).toBeGreaterThanOrEqual(2)
    const ids = new Set(r.persons.map((p) => p.personId))
    expect(ids.size).toBe(r.persons.length)
    const mains = new Set(r.persons.map((p) => p.mainCompany.pid))
    expect(mains.size).toBe(r.persons.length)
    for (const p of r.persons) {
      expect(p.name).toBe('王伟')
      expect(p.companyCount).toBeGreaterThan(0)
      expect(p.mainCompany.name).not.toBe('')
    }
    expect((await entPerson('王伟', 2, 20)).persons).toEqual([])
  })

  it('pages stably without overlap', async () => {
    const all = await names('科技', 1, 50)
    const pages = [...(await names('科技', 1, 25)), ...(await names('科技', 2, 25))]
    expect(pages).toEqual(all)
    expect(new Set(pages).size).toBe(pages.length)
    expect(await names('科技', 2, 20)).toEqual(await names('科技', 2, 20))
  })

  it('caps the shown total of very broad queries', async () => {
    const r = await entPerson('公司', 1, 10)
    expect(r.total).toBe(2000)
    expect(r.totalText).toBe('2000')
  })

  it('returns an empty answer, never throws, on FTS operators and garbage', async () => {
    for (const q of [
      '"',
      '""OR""',
      'AND',
      '*',
      'NEAR(a b)',
      '^',
      '{name}:x',
      '😀😀',
      '   ',
      '',
      '()',
      '-',
      "'; DROP TABLE companies; --",
      'x'.repeat(200),
      '龘靐齉',
    ]) {
      const r = await entPerson(q, 1, 20)
      expect(Array.isArray(r.list)).toBe(true)
      expect(r.persons).toEqual([])
      if (!/[a-z]/i.test(q)) expect(r.list).toEqual([])
    }
    expect((await entPerson('科技', Number.NaN, -5)).list.length).toBe(20)
    expect(Number((await one<{ n: number }>('SELECT COUNT(*) AS n FROM companies')).n)).toBe(2000)
  })

  it('ignores punctuation inside a keyword', async () => {
    const c = await one<{ name: string }>('SELECT name FROM companies WHERE id = 60')
    expect((await names(`“${c.name.slice(0, 3)} ${c.name.slice(3, 5)}”`)).length).toBeGreaterThan(0)
  })

  it('serves the hot keywords, each finding its company', async () => {
    const hot = (await s.search.hot()).list
    expect(hot.length).toBeGreaterThanOrEqual(10)
    for (const h of hot.slice(0, 5)) {
      const r = await entPerson(h.keyword, 1, 20)
      expect(r.list.some((x) => x.pid === h.pid)).toBe(true)
    }
  })

  it('finds a company by a name change after reindexing it', async () => {
    await s.sql.prepare("UPDATE companies SET name = '测试新名称科技有限公司' WHERE id = 1999").run()
    await s.sql.atomically(() => reindexCompanies(s.sql, [1999]))
    expect(await names('测试新名称')).toEqual(['测试新名称科技有限公司'])
    // a whole rebuild finds it as well
    if (s.sql instanceof PgSql) await buildPgSearchIndex(s.sql)
    else rebuildSearchIndex(s.db)
    expect(await names('测试新名称')).toEqual(['测试新名称科技有限公司'])
  })
})
