import { seededDb, type Seeded } from './fixture'
import { searchEntPerson, hotKeywords, rebuildSearchIndex, indexCompanies } from '../../src/search'
import { initials } from '../../src/search/tokens'

let s: Seeded
beforeAll(() => {
  s = seededDb(2000)
})
afterAll(() => s.close())

const names = (kw: string, page = 1, size = 20) => searchEntPerson(s.db, kw, page, size).list.map((h) => h.name)

describe('searchEntPerson', () => {
  it('finds every company whose name contains a 2-character fragment, highlighted', () => {
    const { name } = s.db.prepare('SELECT name FROM companies WHERE id = 37').get() as { name: string }
    const frag = name.replace(/[^\u4e00-\u9fff]/g, '').slice(3, 5)
    const expected = (s.db.prepare('SELECT COUNT(*) AS n FROM companies WHERE name LIKE ?').get(`%${frag}%`) as { n: number }).n
    const r = searchEntPerson(s.db, frag, 1, 50)
    const byName = r.list.filter((h) => h.name.includes(frag))
    expect(byName.length).toBe(Math.min(expected, 50))
    for (const h of byName) {
      expect(h.highlight.length).toBeGreaterThan(0)
      for (const [a, b] of h.highlight) expect(h.name.slice(a, b)).toBe(frag)
    }
    expect(r.total).toBeGreaterThanOrEqual(expected)
    expect(r.list.some((h) => h.name === name)).toBe(true)
  })

  it('ranks the exact name first, then names and brands starting with the keyword', () => {
    const c = s.db.prepare('SELECT name, brand FROM companies WHERE id = 120').get() as { name: string; brand: string }
    expect(names(c.name)[0]).toBe(c.name)
    const brand2 = c.brand.slice(0, 2)
    const list = searchEntPerson(s.db, brand2, 1, 50).list
    const prefixed = (n: string, brand: string) => n.startsWith(brand2) || brand.startsWith(brand2)
    const brands = new Map(
      (s.db.prepare('SELECT name, brand FROM companies').all() as Array<{ name: string; brand: string }>).map((r) => [r.name, r.brand]),
    )
    const flags = list.map((h) => prefixed(h.name, brands.get(h.name)!))
    // all prefix hits come before any other hit
    const firstOther = flags.indexOf(false)
    if (firstOther >= 0) expect(flags.slice(firstOther).every((f) => !f)).toBe(true)
    expect(flags[0]).toBe(true)
  })

  it('breaks ties by importance (id order) within a tier', () => {
    const r = searchEntPerson(s.db, '科技', 1, 30)
    const ids = r.list.map((h) => (s.db.prepare('SELECT id FROM companies WHERE pid = ?').get(h.pid) as { id: number }).id)
    const brands = r.list.map((h) => (s.db.prepare('SELECT brand FROM companies WHERE pid = ?').get(h.pid) as { brand: string }).brand)
    const tier = (i: number) => (r.list[i].name.startsWith('科技') || brands[i].startsWith('科技') ? 0 : 1)
    for (let i = 1; i < ids.length; i++) if (tier(i) === tier(i - 1)) expect(ids[i]).toBeGreaterThan(ids[i - 1])
  })

  it('finds companies by the exact legal representative name with a reason', () => {
    const c = s.db.prepare('SELECT legal_person, name FROM companies WHERE id = 250').get() as { legal_person: string; name: string }
    const r = searchEntPerson(s.db, c.legal_person, 1, 50)
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

  it('finds a company by the pinyin initials of its name', () => {
    const c = s.db.prepare('SELECT name, brand FROM companies WHERE id = 15').get() as { name: string; brand: string }
    const q = initials(c.brand)
    const r = searchEntPerson(s.db, q, 1, 50)
    const hit = r.list.find((h) => h.name === c.name)
    expect(hit).toBeDefined()
    expect(hit!.highlight.length).toBe(1)
    const [a, b] = hit!.highlight[0]
    expect(initials(c.name.slice(a, b))).toBe(q)
    // upper case works the same
    expect(searchEntPerson(s.db, q.toUpperCase(), 1, 50).list.some((h) => h.name === c.name)).toBe(true)
  })

  it('returns namesakes as separate persons with different main companies', () => {
    const r = searchEntPerson(s.db, '王伟', 1, 20)
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
    expect(searchEntPerson(s.db, '王伟', 2, 20).persons).toEqual([])
  })

  it('pages stably without overlap', () => {
    const all = names('科技', 1, 50)
    const pages = [...names('科技', 1, 25), ...names('科技', 2, 25)]
    expect(pages).toEqual(all)
    expect(new Set(pages).size).toBe(pages.length)
    expect(names('科技', 2, 20)).toEqual(names('科技', 2, 20))
  })

  it('caps the shown total of very broad queries', () => {
    const r = searchEntPerson(s.db, '公司', 1, 10)
    expect(r.total).toBe(2000)
    expect(r.totalText).toBe('2000')
  })

  it('returns an empty answer, never throws, on FTS operators and garbage', () => {
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
      const r = searchEntPerson(s.db, q, 1, 20)
      expect(Array.isArray(r.list)).toBe(true)
      expect(r.persons).toEqual([])
      if (!/[a-z]/i.test(q)) expect(r.list).toEqual([])
    }
    expect(searchEntPerson(s.db, '科技', Number.NaN, -5).list.length).toBe(20)
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n).toBe(2000)
  })

  it('ignores punctuation inside a keyword', () => {
    const c = s.db.prepare('SELECT name FROM companies WHERE id = 60').get() as { name: string }
    expect(names(`“${c.name.slice(0, 3)} ${c.name.slice(3, 5)}”`).length).toBeGreaterThan(0)
  })

  it('serves the hot keywords, each finding its company', () => {
    const hot = hotKeywords(s.db).list
    expect(hot.length).toBeGreaterThanOrEqual(10)
    for (const h of hot.slice(0, 5)) {
      const r = searchEntPerson(s.db, h.keyword, 1, 20)
      expect(r.list.some((x) => x.pid === h.pid)).toBe(true)
    }
  })

  it('finds a company by a name change after reindexing it', () => {
    s.db.prepare("UPDATE companies SET name = '测试新名称科技有限公司' WHERE id = 1999").run()
    indexCompanies(s.db, 1998)
    expect(names('测试新名称')[0]).toBe('测试新名称科技有限公司')
    rebuildSearchIndex(s.db)
    expect(names('测试新名称')).toEqual(['测试新名称科技有限公司'])
  })
})
