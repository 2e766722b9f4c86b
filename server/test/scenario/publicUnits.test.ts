/**
 * 机关单位 over real HTTP, public: government bodies, institutions and social organisations searched apart from
 * companies by name (short and long keywords), credit code, category and region, ranked and paged; one unit with its
 * sponsor and the units it sponsors; the demo units' credit codes valid and of their kind; a renamed unit found under
 * its new name; bad input refused in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { checkTaxId } from '../../../contract/domain/tax-id'
import { PUBLIC_UNIT_CODE_PREFIX, publicUnitKindOf } from '../../../contract/domain/publicUnits'
import type { PublicUnitDetail, PublicUnitPage } from '../../../contract/schemas/publicUnits'

const SEARCH = '/yqc/api/v1/publicUnit/search'
const DETAIL = '/yqc/api/v1/publicUnit/detail'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 200, seed: 37 }) })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const search = (q: Record<string, string | number>) => s.get<PublicUnitPage>(SEARCH, q)
const detail = (id: number | string) => s.get<PublicUnitDetail>(DETAIL, { id })
const rows = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).all(...args)) as T[]
const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T

describe('机关单位 data', () => {
  test('every unit has a valid credit code of its kind, its region in the code, and is no company', async () => {
    const units = await rows<{ kind: keyof typeof PUBLIC_UNIT_CODE_PREFIX; credit_code: string; region_code: string }>(
      'SELECT kind, credit_code, region_code FROM public_units',
    )
    expect(units.length).toBeGreaterThan(10000)
    for (const u of units) {
      expect(checkTaxId(u.credit_code)).toEqual({ ok: true, value: u.credit_code })
      expect(publicUnitKindOf(u.credit_code)).toBe(u.kind)
      expect(u.credit_code.slice(2, 8)).toBe(u.region_code)
    }
    expect((await one<{ n: number }>('SELECT COUNT(*) AS n FROM companies c JOIN public_units u ON u.credit_code = c.credit_code')).n).toBe(
      0,
    )
    const kinds = (await rows<{ kind: string }>('SELECT DISTINCT kind FROM public_units ORDER BY kind')).map((r) => r.kind)
    expect(kinds).toEqual(['agency', 'association', 'foundation', 'institution', 'nonprofit'])
  })
})

describe('机关单位 search', () => {
  test('without a keyword: every unit, provinces first, paged without gaps or repeats', async () => {
    const total = (await one<{ n: number }>('SELECT COUNT(*) AS n FROM public_units')).n
    const first = await search({ pageSize: 50 })
    expect(first.status).toBe(200)
    expect(first.body.data.total).toBe(total)
    expect(first.body.data.totalText).toBe(total >= 10000 ? '10000+' : String(total))
    const second = await search({ pageSize: 50, pageNum: 2 })
    const ids = [...first.body.data.list, ...second.body.data.list].map((u) => u.id)
    expect(new Set(ids).size).toBe(100)
    const expected = (await rows<{ id: number }>('SELECT id FROM public_units ORDER BY level, id LIMIT 100')).map((r) => r.id)
    expect(ids).toEqual(expected)
    expect(first.body.data.list[0]).toMatchObject({ name: '北京市人民政府', kind: 'agency', status: '正常', highlight: [] })
  })

  test('a long keyword: every unit whose name holds it, the exact name first, then names starting with it', async () => {
    const r = await search({ keyword: '市场监督管理局', pageSize: 50 })
    const d = r.body.data
    const expected = (await one<{ n: number }>("SELECT COUNT(*) AS n FROM public_units WHERE instr(name, '市场监督管理局') > 0")).n
    expect(d.total).toBe(expected)
    for (const u of d.list) {
      expect(u.name).toContain('市场监督管理局')
      const [start, end] = u.highlight[0]
      expect(u.name.slice(start, end)).toBe('市场监督管理局')
    }

    const target = await one<{ name: string }>("SELECT name FROM public_units WHERE kind = 'institution' AND level = 3 ORDER BY id LIMIT 1")
    const exact = await search({ keyword: target.name })
    expect(exact.body.data.list[0].name).toBe(target.name)
    const city = await one<{ name: string }>("SELECT name FROM public_units WHERE level = 2 AND name LIKE '%人民政府' ORDER BY id LIMIT 1")
    const prefix = city.name.replace('人民政府', '')
    const byStart = await search({ keyword: prefix, pageSize: 50 })
    const names = byStart.body.data.list.map((u) => u.name)
    const firstOther = names.findIndex((n) => !n.startsWith(prefix))
    if (firstOther >= 0) expect(names.slice(firstOther).every((n) => !n.startsWith(prefix))).toBe(true)
    expect(names[0].startsWith(prefix)).toBe(true)
  })

  test('a two-character keyword and a credit code are found too', async () => {
    const r = await search({ keyword: '医院', pageSize: 50 })
    const expected = (await one<{ n: number }>("SELECT COUNT(*) AS n FROM public_units WHERE instr(name, '医院') > 0")).n
    expect(expected).toBeGreaterThan(50)
    expect(r.body.data.total).toBe(expected)
    expect(r.body.data.list.every((u) => u.name.includes('医院'))).toBe(true)

    const unit = await one<{ id: number; credit_code: string }>(
      "SELECT id, credit_code FROM public_units WHERE kind = 'foundation' LIMIT 1",
    )
    const byCode = await search({ keyword: unit.credit_code.toLowerCase() })
    expect(byCode.body.data.total).toBe(1)
    expect(byCode.body.data.list[0]).toMatchObject({ id: unit.id, creditCode: unit.credit_code, kind: 'foundation' })
  })

  test('a category and a region narrow the search', async () => {
    const social = await search({ category: 'social', pageSize: 50 })
    expect(social.body.data.total).toBe(
      (await one<{ n: number }>("SELECT COUNT(*) AS n FROM public_units WHERE kind IN ('association', 'nonprofit', 'foundation')")).n,
    )
    expect(social.body.data.list.every((u) => ['association', 'nonprofit', 'foundation'].includes(u.kind))).toBe(true)

    const agencies = await search({ category: 'agency', regionCode: '440300', pageSize: 50 })
    const expected = (
      await rows<{ id: number }>("SELECT id FROM public_units WHERE kind = 'agency' AND city_code = '440300' ORDER BY level, id")
    ).map((x) => x.id)
    expect(expected.length).toBeGreaterThan(5)
    expect(agencies.body.data.list.map((u) => u.id)).toEqual(expected.slice(0, 50))
    expect(agencies.body.data.list.every((u) => u.regionName.startsWith('广东省 深圳市'))).toBe(true)

    const district = await search({ regionCode: '440305', keyword: '小学' })
    expect(district.body.data.total).toBe(1)
    expect(district.body.data.list[0].name).toBe('深圳市南山区实验小学')
    const province = await search({ regionCode: '440000', category: 'institution', keyword: '人民医院' })
    expect(province.body.data.total).toBe(
      (
        await one<{ n: number }>(
          "SELECT COUNT(*) AS n FROM public_units WHERE province_code = '440000' AND kind = 'institution' AND instr(name, '人民医院') > 0",
        )
      ).n,
    )
  })

  test('a renamed unit is found under its new name only', async () => {
    const unit = await one<{ id: number; name: string }>("SELECT id, name FROM public_units WHERE kind = 'nonprofit' LIMIT 1")
    await s.sql.prepare('UPDATE public_units SET name = ? WHERE id = ?').run('云企查测试改名养老服务中心', unit.id)
    const renamed = await search({ keyword: '测试改名养老' })
    expect(renamed.body.data.list.map((u) => u.id)).toEqual([unit.id])
    const old = await search({ keyword: unit.name })
    expect(old.body.data.list.some((u) => u.id === unit.id)).toBe(false)
  })

  test('a unit registered after the demo data is found: the seed builds the index in bulk and leaves its trigger', async () => {
    const sponsor = await one<Record<string, unknown>>("SELECT * FROM public_units WHERE kind = 'agency' LIMIT 1")
    const id = (await one<{ m: number }>('SELECT MAX(id) + 1 AS m FROM public_units')).m
    await s.sql
      .prepare(
        `INSERT INTO public_units (id, name, kind, credit_code, level, province_code, city_code, region_code)
         VALUES (?, '云企查新登记测试研究院', 'institution', ?, 3, ?, ?, ?)`,
      )
      .run(id, `12${String(sponsor.region_code)}MB9999999X`, sponsor.province_code, sponsor.city_code, sponsor.region_code)
    const found = await search({ keyword: '新登记测试研究' })
    expect(found.body.data.list.map((u) => u.id)).toEqual([id])
    // every other unit is in the index exactly once (PostgreSQL's index is an expression index of public_units)
    const indexed =
      s.sql.dialect === 'pg'
        ? (await search({ keyword: '人民医院' })).body.data.total
        : (await one<{ n: number }>("SELECT COUNT(*) AS n FROM public_unit_fts WHERE public_unit_fts MATCH '人民医院'")).n
    expect(indexed).toBe((await one<{ n: number }>("SELECT COUNT(*) AS n FROM public_units WHERE instr(name, '人民医院') > 0")).n)
  })
})

describe('机关单位 detail', () => {
  test('a unit with its registered facts, its sponsor and the units it sponsors', async () => {
    const inst = await one<{ id: number; sponsor_id: number }>(
      "SELECT id, sponsor_id FROM public_units WHERE kind = 'institution' AND sponsor_id IS NOT NULL ORDER BY id LIMIT 1",
    )
    const r = await detail(inst.id)
    expect(r.status).toBe(200)
    const d = r.body.data
    expect(d.kind).toBe('institution')
    expect(d.funds).toBeGreaterThan(0)
    expect(d.funding).not.toBe('')
    expect(d.validTo > d.validFrom).toBe(true)
    expect(d.registrar).toMatch(/事业单位登记管理局|机构编制委员会办公室$/)
    expect(d.sponsor?.id).toBe(inst.sponsor_id)
    expect(d.capturedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const sponsor = (await detail(inst.sponsor_id)).body.data
    expect(sponsor.subordinateTotal).toBe(
      (await one<{ n: number }>('SELECT COUNT(*) AS n FROM public_units WHERE sponsor_id = ?', inst.sponsor_id)).n,
    )
    expect(sponsor.subordinates.map((x) => x.id)).toContain(inst.id)

    const gov = (await detail(1)).body.data
    expect(gov).toMatchObject({ name: '北京市人民政府', kind: 'agency', funds: null, validFrom: '', sponsor: null })
    expect(gov.subordinateTotal).toBeGreaterThan(20)
    expect(gov.subordinates).toHaveLength(20)
  })

  test('a sponsor outside the data is named without a link', async () => {
    const unit = await one<{ id: number; sponsor_name: string }>(
      "SELECT id, sponsor_name FROM public_units WHERE sponsor_id IS NULL AND sponsor_name != '' LIMIT 1",
    )
    const d = (await detail(unit.id)).body.data
    expect(d.sponsor).toEqual({ name: unit.sponsor_name })
  })
})

describe('机关单位 bad input', () => {
  test.each([
    [{ regionCode: '999999' }, '地区编码不存在'],
    [{ regionCode: '44' }, '地区编码应为6位数字'],
    [{ category: 'company' }, '单位类别'],
    [{ keyword: '人民(政府' }, '关键词不能包含特殊符号'],
    [{ pageNum: 0 }, '页码'],
    [{ pageSize: 51 }, '每页条数'],
    [{ pageNum: 201, pageSize: 50 }, '最多查看前10000家单位'],
  ])('search %j is refused', async (q, words) => {
    const r = await search(q as Record<string, string | number>)
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('4000')
    expect(r.body.msg).toContain(words)
    expectChinese(r.body.msg)
  })

  test('an unknown or malformed unit id', async () => {
    const missing = await detail(9_999_999)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: '4040', msg: '该单位不存在' })
    for (const id of ['0', 'abc']) {
      const r = await detail(id)
      expect(r.status).toBe(400)
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
    }
  })
})
