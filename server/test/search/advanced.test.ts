import { seededDb, type Seeded } from './fixture'
import { advancedSearch } from '../../src/search'

let s: Seeded
beforeAll(() => {
  s = seededDb(2000)
})
afterAll(() => s.close())

const count = (where: string, ...args: unknown[]) =>
  (s.db.prepare(`SELECT COUNT(*) AS n FROM companies WHERE ${where}`).get(...args) as { n: number }).n

describe('advancedSearch', () => {
  it('filters by province, city and district code with counts equal to SQL', () => {
    const c = s.db.prepare('SELECT province_code, city_code, region_code FROM companies WHERE id = 3').get() as {
      province_code: string
      city_code: string
      region_code: string
    }
    const byProvince = advancedSearch(s.db, { regionCode: c.province_code }, 1, 20, true)
    expect(byProvince.total).toBe(count('province_code = ?', c.province_code))
    expect(byProvince.list).toEqual([])
    const byCity = advancedSearch(s.db, { regionCode: c.city_code }, 1, 20, false)
    expect(byCity.total).toBe(count('city_code = ?', c.city_code))
    expect(byCity.total).toBeLessThanOrEqual(byProvince.total)
    for (const h of byCity.list) expect(h.regionCode.slice(0, 4)).toBe(c.city_code.slice(0, 4))
    const byDistrict = advancedSearch(s.db, { regionCode: c.region_code }, 1, 20, true)
    expect(byDistrict.total).toBe(count('region_code = ?', c.region_code))
  })

  it('combines capital, established, status, type and industry filters', () => {
    const f = { capitalMin: 100, capitalMax: 1000, estStart: '2015-01-01', estEnd: '2022-12-31', status: '存续,在业', industry: 'I' }
    const r = advancedSearch(s.db, f, 1, 50, false)
    const expected = count(
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
    const t = s.db.prepare('SELECT company_type FROM companies WHERE id = 10').get() as { company_type: string }
    expect(advancedSearch(s.db, { companyType: t.company_type }, 1, 20, true).total).toBe(count('company_type = ?', t.company_type))
  })

  it('lists in importance order and pages without overlap', () => {
    const a = advancedSearch(s.db, { status: '存续' }, 1, 20, false).list.map((h) => h.pid)
    const b = advancedSearch(s.db, { status: '存续' }, 2, 20, false).list.map((h) => h.pid)
    expect(a.length).toBe(20)
    expect(b.filter((p) => a.includes(p))).toEqual([])
    const ids = a.map((p) => (s.db.prepare('SELECT id FROM companies WHERE pid = ?').get(p) as { id: number }).id)
    expect([...ids].sort((x, y) => x - y)).toEqual(ids)
  })

  it('narrows by keyword', () => {
    const r = advancedSearch(s.db, { keyword: '科技', status: '存续' }, 1, 20, false)
    // the name or a former name contains the keyword
    expect(r.total).toBe(count("(name LIKE '%科技%' OR former_names LIKE '%科技%') AND status = '存续'"))
    for (const h of r.list) if (h.name.includes('科技')) expect(h.highlight.length).toBeGreaterThan(0)
  })

  it('matches nothing for unknown codes or malformed values, and never throws', () => {
    expect(advancedSearch(s.db, { regionCode: '999999' }, 1, 20, true).total).toBe(0)
    expect(advancedSearch(s.db, { regionCode: 'abc' }, 1, 20, true).total).toBe(0)
    expect(advancedSearch(s.db, { estStart: '2020/01/01' }, 1, 20, true).total).toBe(0)
    expect(advancedSearch(s.db, { keyword: '"*)' }, 1, 20, true).total).toBe(0)
    expect(advancedSearch(s.db, {}, 1, 20, true).total).toBe(2000)
  })
})
