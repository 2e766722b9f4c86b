/** The advanced filter of the store under test (SQLite, or PostgreSQL with TEST_STORE=pg), its counts checked against SQL. */
import { searchStore, type SearchStore } from './fixture'

let s: SearchStore
beforeAll(async () => {
  s = await searchStore(2000)
}, 120_000)
afterAll(() => s.close())

const count = async (where: string, ...args: unknown[]) =>
  Number((await s.sql.prepare(`SELECT COUNT(*) AS n FROM companies WHERE ${where}`).get<{ n: number }>(...args))!.n)
const advanced = (...a: Parameters<SearchStore['search']['advanced']>) => s.search.advanced(...a)

describe('advancedSearch', () => {
  it('filters by province, city and district code with counts equal to SQL', async () => {
    const c = (await s.sql.prepare('SELECT province_code, city_code, region_code FROM companies WHERE id = 3').get()) as {
      province_code: string
      city_code: string
      region_code: string
    }
    const byProvince = await advanced({ regionCode: c.province_code }, 1, 20, true)
    expect(byProvince.total).toBe(await count('province_code = ?', c.province_code))
    expect(byProvince.list).toEqual([])
    const byCity = await advanced({ regionCode: c.city_code }, 1, 20, false)
    expect(byCity.total).toBe(await count('city_code = ?', c.city_code))
    expect(byCity.total).toBeLessThanOrEqual(byProvince.total)
    for (const h of byCity.list) expect(h.regionCode.slice(0, 4)).toBe(c.city_code.slice(0, 4))
    const byDistrict = await advanced({ regionCode: c.region_code }, 1, 20, true)
    expect(byDistrict.total).toBe(await count('region_code = ?', c.region_code))
  })

  it('combines capital, established, status, type and industry filters', async () => {
    const f = { capitalMin: 100, capitalMax: 1000, estStart: '2015-01-01', estEnd: '2022-12-31', status: '存续,在业', industry: 'I' }
    const r = await advanced(f, 1, 50, false)
    const expected = await count(
      "reg_capital >= 100 AND reg_capital < 1000 AND established >= '2015-01-01' AND established <= '2022-12-31' AND status IN ('存续','在业') AND industry_code = 'I'",
    )
    expect(r.total).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    for (const h of r.list) {
      expect(h.regCapital).toBeGreaterThanOrEqual(100)
      expect(h.regCapital).toBeLessThan(1000)
      expect(['存续', '在业']).toContain(h.status)
      expect(h.industry).toBe('信息传输、软件和信息技术服务业')
    }
    const t = (await s.sql.prepare('SELECT company_type FROM companies WHERE id = 10').get()) as { company_type: string }
    expect((await advanced({ companyType: t.company_type }, 1, 20, true)).total).toBe(await count('company_type = ?', t.company_type))
  })

  it('lists in importance order and pages without overlap', async () => {
    const a = (await advanced({ status: '存续' }, 1, 20, false)).list.map((h) => h.pid)
    const b = (await advanced({ status: '存续' }, 2, 20, false)).list.map((h) => h.pid)
    expect(a.length).toBe(20)
    expect(b.filter((p) => a.includes(p))).toEqual([])
    const ids: number[] = []
    for (const p of a) ids.push(Number(((await s.sql.prepare('SELECT id FROM companies WHERE pid = ?').get(p)) as { id: number }).id))
    expect([...ids].sort((x, y) => x - y)).toEqual(ids)
  })

  it('narrows by keyword', async () => {
    const r = await advanced({ keyword: '科技', status: '存续' }, 1, 20, false)
    // the name or a former name contains the keyword
    expect(r.total).toBe(await count("(name LIKE '%科技%' OR former_names LIKE '%科技%') AND status = '存续'"))
    for (const h of r.list) if (h.name.includes('科技')) expect(h.highlight.length).toBeGreaterThan(0)
  })

  it('matches nothing for unknown codes or malformed values, and never throws', async () => {
    expect((await advanced({ regionCode: '999999' }, 1, 20, true)).total).toBe(0)
    expect((await advanced({ regionCode: 'abc' }, 1, 20, true)).total).toBe(0)
    expect((await advanced({ estStart: '2020/01/01' }, 1, 20, true)).total).toBe(0)
    expect((await advanced({ keyword: '"*)' }, 1, 20, true)).total).toBe(0)
    expect((await advanced({}, 1, 20, true)).total).toBe(2000)
  })
})
