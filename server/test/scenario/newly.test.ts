/**
 * 新增企业 over real HTTP, public: counts per province and per city over the last 7 and 30 China days, the list and
 * its per-day (week, month) counts by range, industry and capital, paging, the China-time day boundary, the indexes
 * the queries read, and bad input refused in Chinese with 4000.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { onPg } from '../api/pg-store'
import { seedDemo } from '../../src/data/generate'
import { regionTree } from '../../src/data/regions'
import { newlyStatements, type NewlyQuery } from '../../src/store/newly'

const P = {
  provinces: '/yqc/api/v1/scenario/newly/provinces',
  cities: '/yqc/api/v1/scenario/newly/cities',
  list: '/yqc/api/v1/scenario/newly/list',
  daily: '/yqc/api/v1/scenario/newly/daily',
}

// the test clock starts at 2026-11-01 02:00 UTC: 10:00 on 1 November in China
const TODAY = '2026-11-01'
const SZ = { province: '440000', city: '440300', district: '440305' }
const GZ = { province: '440000', city: '440100', district: '440106' }
const BJ = { province: '110000', city: '110100', district: '110105' }
const HZ = { province: '330000', city: '330100', district: '330106' }

let s: TestServer
let ids: number[]
const pidOf = new Map<string, string>()

async function place(id: number, r: typeof SZ, established: string, extra: { industry?: string; capital?: number } = {}) {
  await s.sql
    .prepare(
      `UPDATE companies SET province_code = ?, city_code = ?, region_code = ?, established = ?,
       industry_code = COALESCE(?, industry_code), industry = CASE WHEN CAST(? AS TEXT) IS NULL THEN industry ELSE ? END,
       reg_capital = COALESCE(?, reg_capital) WHERE id = ?`,
    )
    .run(
      r.province,
      r.city,
      r.district,
      established,
      extra.industry ?? null,
      extra.industry ?? null,
      extra.industry ?? null,
      extra.capital ?? null,
      id,
    )
}

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 11 }) })
  // nothing is new except the companies placed below
  await s.sql.prepare("UPDATE companies SET established = '2020-06-01'").run()
  ids = ((await s.sql.prepare('SELECT id FROM companies ORDER BY id').all()) as Array<{ id: number }>).map((r) => r.id)
  for (const r of (await s.sql.prepare('SELECT id, pid FROM companies').all()) as Array<{ id: number; pid: string }>)
    pidOf.set(String(r.id), r.pid)
  await place(ids[0], SZ, '2026-11-01', { industry: 'I', capital: 50 }) // today
  await place(ids[1], SZ, '2026-10-26', { industry: 'C', capital: 500 }) // 6 days ago: still 近7天
  await place(ids[2], SZ, '2026-10-25', { industry: 'C', capital: 1000 }) // 7 days ago: 近30天 only
  await place(ids[3], GZ, '2026-10-03') // 29 days ago: the first day of 近30天
  await place(ids[4], GZ, '2026-10-02') // 30 days ago: 近3个月 only
  await place(ids[5], SZ, '2026-08-02') // the first day of 近3个月
  await place(ids[6], SZ, '2026-08-01') // before it
  await place(ids[7], BJ, '2026-11-01')
  await place(ids[8], SZ, '2026-11-02') // tomorrow in China: not registered yet
  // 45 companies in 杭州 over the last 30 days, for paging
  for (let i = 0; i < 45; i++) await place(ids[20 + i], HZ, `2026-10-${String(3 + (i % 29)).padStart(2, '0')}`)
}, 60_000)
afterAll(async () => s.close())

const ok = async (path: string, query: Record<string, string | number> = {}) => {
  const r = await s.get(path, query)
  expect(r.body.code).toBe('0000')
  return r.body.data
}
const pidsOf = (list: Array<{ pid: string }>) => list.map((c) => c.pid)
const pid = (i: number) => pidOf.get(String(ids[i]))!

describe('新增企业 counts', () => {
  it('per province over 7 and 30 China days, every province listed, the most first, without a login', async () => {
    const d = await ok(P.provinces)
    expect(d).toMatchObject({ today: TODAY, weekStart: '2026-10-26', monthStart: '2026-10-03' })
    expect(d.list).toHaveLength(regionTree().length)
    expect(d.list[0]).toMatchObject({ code: '330000', name: '浙江省', month: 45 })
    expect(d.list[1]).toEqual({ code: '440000', name: '广东省', week: 2, month: 4 })
    expect(d.list.find((p: { code: string }) => p.code === '110000')).toEqual({ code: '110000', name: '北京市', week: 1, month: 1 })
    const months = d.list.map((p: { month: number }) => p.month)
    expect(months).toEqual([...months].sort((a, b) => b - a))
  })

  it('per city of a province, zeros included', async () => {
    const d = await ok(P.cities, { provinceCode: '440000' })
    expect(d.province).toEqual({ code: '440000', name: '广东省' })
    expect(d.list).toHaveLength(regionTree().find((p) => p.code === '440000')!.children!.length)
    expect(d.list[0]).toEqual({ code: '440300', name: '深圳市', week: 2, month: 3 })
    expect(d.list[1]).toEqual({ code: '440100', name: '广州市', week: 0, month: 1 })
    expect(d.list.slice(2).every((c: { month: number }) => c.month === 0)).toBe(true)
    // a municipality has one city of its own name
    const bj = await ok(P.cities, { provinceCode: '110000' })
    expect(bj.list).toEqual([{ code: '110100', name: '北京市', week: 1, month: 1 }])
  })
})

describe('新增企业 list', () => {
  it('a city by range: today and the days before it, never a day to come, newest first', async () => {
    const week = await ok(P.list, { regionCode: SZ.city, range: '7d' })
    expect(week).toMatchObject({ regionCode: '440300', regionName: '广东省 深圳市', start: '2026-10-26', end: TODAY, total: 2 })
    expect(pidsOf(week.list)).toEqual([pid(0), pid(1)])
    expect(week.list[0]).toMatchObject({ established: TODAY, regCapitalText: '50万人民币', industry: expect.any(String) })
    const month = await ok(P.list, { regionCode: SZ.city, range: '30d' })
    expect(pidsOf(month.list)).toEqual([pid(0), pid(1), pid(2)])
    const quarter = await ok(P.list, { regionCode: SZ.city, range: '3m' })
    expect(quarter.start).toBe('2026-08-02')
    expect(pidsOf(quarter.list)).toEqual([pid(0), pid(1), pid(2), pid(5)])
    // 30 days is the default; a province holds its cities
    const province = await ok(P.list, { regionCode: '440000' })
    expect(province.total).toBe(4)
    expect(pidsOf(province.list)).toContain(pid(3))
    expect(pidsOf(province.list)).not.toContain(pid(4))
  })

  it('filters by industry and by a capital range (lower bound in, upper bound out)', async () => {
    const i = await ok(P.list, { regionCode: SZ.city, range: '30d', industry: 'C' })
    expect(pidsOf(i.list)).toEqual([pid(1), pid(2)])
    const cap = await ok(P.list, { regionCode: SZ.city, range: '30d', capitalMin: 500, capitalMax: 1000 })
    expect(pidsOf(cap.list)).toEqual([pid(1)])
    const both = await ok(P.list, { regionCode: SZ.city, range: '30d', industry: 'I', capitalMin: 100 })
    expect(both.total).toBe(0)
    expect(both.list).toEqual([])
  })

  it('pages 20 at a time without repeats or gaps', async () => {
    const seen: string[] = []
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const d = await ok(P.list, { regionCode: HZ.city, range: '30d', pageNum, pageSize: 20 })
      expect(d.total).toBe(45)
      expect(d.list).toHaveLength(pageNum < 3 ? 20 : 5)
      seen.push(...pidsOf(d.list))
    }
    expect(new Set(seen).size).toBe(45)
    const rows = (await s.sql
      .prepare("SELECT pid FROM companies WHERE city_code = '330100' ORDER BY established DESC, id")
      .all()) as Array<{
      pid: string
    }>
    expect(seen).toEqual(rows.map((r) => r.pid).slice(0, 45))
  })
})

describe('新增企业 counts per day, week and month', () => {
  it('a bar per day of the range, empty days as 0, matching the list', async () => {
    const d = await ok(P.daily, { regionCode: SZ.city, range: '30d' })
    expect(d.unit).toBe('day')
    expect(d.points).toHaveLength(30)
    expect(d.points[0]).toEqual({ label: '2026-10-03', count: 0 })
    expect(d.points[29]).toEqual({ label: TODAY, count: 1 })
    expect(d.points.find((p: { label: string }) => p.label === '2026-10-25').count).toBe(1)
    expect(d.total).toBe(3)
    const hz = await ok(P.daily, { regionCode: HZ.city, range: '30d', unit: 'day' })
    expect(hz.total).toBe(45)
  })

  it('by ISO week (Mondays) and by month, the range’s default grouping for 近3个月 being weeks', async () => {
    const w = await ok(P.daily, { regionCode: SZ.city, range: '3m' })
    expect(w.unit).toBe('week')
    expect(w.points[0].label).toBe('2026-07-27') // the Monday of the week holding 2 August
    expect(w.points[w.points.length - 1]).toEqual({ label: '2026-10-26', count: 2 })
    expect(w.total).toBe(4)
    const m = await ok(P.daily, { regionCode: SZ.city, range: '3m', unit: 'month' })
    expect(m.points).toEqual([
      { label: '2026-08', count: 1 },
      { label: '2026-09', count: 0 },
      { label: '2026-10', count: 2 },
      { label: '2026-11', count: 1 },
    ])
    const filtered = await ok(P.daily, { regionCode: SZ.city, range: '3m', unit: 'month', industry: 'C' })
    expect(filtered.total).toBe(2)
  })
})

describe('the China day', () => {
  afterEach(() => {
    s.clock.ms = Date.UTC(2026, 10, 1, 2, 0, 0)
  })

  it('turns at 16:00 UTC: until then 2 November is to come, from then it is today', async () => {
    s.clock.ms = Date.UTC(2026, 10, 1, 15, 59, 59)
    expect((await ok(P.list, { regionCode: SZ.city, range: '7d' })).total).toBe(2)
    s.clock.ms = Date.UTC(2026, 10, 1, 16, 0, 0)
    const d = await ok(P.list, { regionCode: SZ.city, range: '7d' })
    expect(d).toMatchObject({ start: '2026-10-27', end: '2026-11-02' })
    // the company of 2 November comes in, the one of 26 October leaves the 7 days
    expect(pidsOf(d.list)).toEqual([pid(8), pid(0)])
    const gd = (await ok(P.provinces)).list.find((p: { code: string }) => p.code === '440000')
    // 30 days now start on 4 October: 广州's company of 3 October leaves, 深圳's of 2 November comes
    expect(gd).toEqual({ code: '440000', name: '广东省', week: 2, month: 4 })
  })
})

describe('bad input', () => {
  it.each([
    [P.list, { regionCode: '12345' }, '地区编码应为6位数字'],
    [P.list, { regionCode: '999999' }, '地区编码不存在'],
    [P.list, { regionCode: SZ.district }, '请选择省份或城市'],
    [P.list, { regionCode: SZ.city, range: '1y' }, '时间范围'],
    [P.list, { regionCode: SZ.city, industry: 'ZZ' }, '行业不存在'],
    [P.list, { regionCode: SZ.city, capitalMin: 500, capitalMax: 100 }, '注册资本下限不能大于上限'],
    [P.list, { regionCode: SZ.city, pageNum: 0 }, '页码'],
    [P.list, {}, '地区编码'],
    [P.daily, { regionCode: SZ.city, unit: 'year' }, '统计方式'],
    [P.daily, { regionCode: 'abcdef' }, '地区编码应为6位数字'],
    [P.cities, { provinceCode: '440300' }, '请选择省份'],
    [P.cities, { provinceCode: '990000' }, '省份编码不存在'],
    [P.cities, {}, '省份编码'],
  ])('%s %j answers 4000 in Chinese', async (path, query, words) => {
    const r = await s.get(path, query as Record<string, string | number>)
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('4000')
    expect(r.body.msg).toContain(words)
    expectChinese(r.body.msg)
  })
})

// SQLite's query plans: PostgreSQL has the same indexes (the schema test requires them) and its own planner
const onSqlite = onPg ? describe.skip : describe
onSqlite('indexes', () => {
  const plan = async (sql: string, args: Record<string, unknown>) =>
    ((await s.sql.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(args)) as Array<{ detail: string }>).map((r) => r.detail).join('\n')
  const q = (level: 'province' | 'city', code: string): NewlyQuery => ({
    level,
    code,
    start: '2026-10-03',
    end: TODAY,
    industry: 'C',
    capitalMin: 100,
    capitalMax: 1000,
  })

  it.each([
    ['city', SZ.city, 'companies_city_established'],
    ['province', SZ.province, 'companies_province_established'],
  ] as const)('a %s query reads its (region, established) index for the count, the page and the days', async (level, code, index) => {
    const st = newlyStatements(q(level, code))
    for (const sql of [st.count, st.page, st.daily]) {
      const p = await plan(sql, { ...st.args, limit: 20, offset: 0 })
      expect(p).toContain(`USING INDEX ${index} (`)
      expect(p).toMatch(/established>\? AND established<\?/)
      expect(p).not.toMatch(/SCAN companies(?! USING)/)
    }
  })
})
