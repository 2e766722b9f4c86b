/**
 * 附近企业 over real HTTP, public: companies within 0.5–20 km of a point nearest first with exact distances and
 * bearings, the radius bounds (a company just outside is left out), industry, status and name filters, paging,
 * a region's or a company's point as the centre, the R*Tree kept in step with companies, the demo companies standing
 * inside their districts, and bad input refused in Chinese with 4000.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { onPg } from '../api/pg-store'
import { queryPlan } from '../pg/query-plan'
import { seedDemo } from '../../src/data/generate'
import { DISTRICT_RADIUS_M, regionPoint } from '../../src/data/geo-points'
import { EARTH_RADIUS_M, haversineM } from '../../../contract/domain/nearby'
import { SqlNearbyRepo } from '../../src/store/nearby'

const NEARBY = '/yqc/api/v1/scenario/nearby'
// a point in the desert, far from every demo company
const O = { lng: 80.0, lat: 37.0 }

/** the point `m` metres from O at `bearing` degrees (the sphere the haversine measures on) */
function from(bearing: number, m: number) {
  const r = Math.PI / 180
  const d = m / EARTH_RADIUS_M
  const la1 = O.lat * r
  const b = bearing * r
  const la2 = Math.asin(Math.sin(la1) * Math.cos(d) + Math.cos(la1) * Math.sin(d) * Math.cos(b))
  const lo2 = O.lng * r + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(la1), Math.cos(d) - Math.sin(la1) * Math.sin(la2))
  return { lng: lo2 / r, lat: la2 / r }
}

// name, bearing, metres, industry, status
const PLACED = [
  ['A', 0, 100, 'I', '存续'],
  ['B', 90, 400, 'C', '存续'],
  ['C', 180, 490, 'C', '注销'],
  ['D', 270, 520, 'I', '存续'],
  ['E', 45, 4900, 'C', '在业'],
  ['F', 135, 19970, 'I', '存续'],
  ['G', 225, 20030, 'C', '存续'],
  ['H', 315, 30000, 'C', '存续'],
] as const

let s: TestServer
const pid: Record<string, string> = {}

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 11 }) })
  const ids = (await s.sql.prepare('SELECT id, pid FROM companies ORDER BY id LIMIT ?').all(PLACED.length)) as Array<{
    id: number
    pid: string
  }>
  const put = s.sql.prepare('UPDATE companies SET lng = ?, lat = ?, industry_code = ?, status = ?, name = ? WHERE id = ?')
  for (const [i, [name, bearing, m, industry, status]] of PLACED.entries()) {
    const p = from(bearing, m)
    await put.run(p.lng, p.lat, industry, status, `测距${name}${name === 'E' ? '星辰' : ''}科技有限公司`, ids[i].id)
    pid[name] = ids[i].pid
  }
})
afterAll(() => s.close())

async function ok(query: Record<string, string | number>) {
  const r = await s.get(NEARBY, query)
  expect(r.status).toBe(200)
  expect(r.body.code).toBe('0000')
  return r.body.data
}
const names = (list: Array<{ pid: string }>) => list.map((c) => Object.keys(pid).find((k) => pid[k] === c.pid))

describe('附近企业', () => {
  it('lists the companies within the radius nearest first, with the exact distance and the bearing', async () => {
    const d = await ok({ ...O, radius: 20, pageSize: 50 })
    expect(names(d.list)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    expect(d.total).toBe(6)
    expect(d.radius).toBe(20)
    expect(d.centre).toEqual({ ...O, label: '指定位置' })
    PLACED.slice(0, 6).forEach(([, bearing, m], i) => {
      expect(Math.abs(d.list[i].distance - m)).toBeLessThanOrEqual(1)
      expect(Math.abs(((d.list[i].bearing - bearing + 540) % 360) - 180)).toBeLessThanOrEqual(1)
    })
    expect(d.list[0]).toMatchObject({ name: '测距A科技有限公司', status: '存续' })
  })

  it('keeps to the radius: 0.5 km holds 490 m but not 520 m, 20 km holds 19.97 km but not 20.03 km', async () => {
    expect(names((await ok({ ...O, radius: 0.5 })).list)).toEqual(['A', 'B', 'C'])
    expect(names((await ok({ ...O, radius: 1 })).list)).toEqual(['A', 'B', 'C', 'D'])
    expect(names((await ok({ ...O, radius: 5 })).list)).toEqual(['A', 'B', 'C', 'D', 'E'])
    const far = await ok({ ...O, radius: 20 })
    expect(names(far.list)).toContain('F')
    expect(names(far.list)).not.toContain('G')
  })

  it('opens at 3 km when no radius is given', async () => {
    const d = await ok(O)
    expect(d.radius).toBe(3)
    expect(names(d.list)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('filters by industry, status and part of the name, and counts what is left', async () => {
    const ind = await ok({ ...O, radius: 20, industry: 'I' })
    expect(names(ind.list)).toEqual(['A', 'D', 'F'])
    expect(ind.total).toBe(3)
    expect(names((await ok({ ...O, radius: 20, status: '存续' })).list)).toEqual(['A', 'B', 'D', 'F'])
    expect(names((await ok({ ...O, radius: 20, status: '存续', industry: 'C' })).list)).toEqual(['B'])
    const kw = await ok({ ...O, radius: 20, keyword: '星辰' })
    expect(names(kw.list)).toEqual(['E'])
    expect(kw.total).toBe(1)
    expect((await ok({ ...O, radius: 1, keyword: '星辰' })).total).toBe(0)
    expect(names((await ok({ ...O, radius: 20, keyword: '测距', industry: 'C', status: '注销' })).list)).toEqual(['C'])
  })

  it('pages through the same order, and a page past the end is empty with the total', async () => {
    const seen: string[] = []
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const d = await ok({ ...O, radius: 20, pageSize: 2, pageNum })
      expect(d.total).toBe(6)
      expect(d.pageNum).toBe(pageNum)
      seen.push(...(names(d.list) as string[]))
    }
    expect(seen).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    const past = await ok({ ...O, radius: 20, pageSize: 2, pageNum: 4 })
    expect(past.list).toEqual([])
    expect(past.total).toBe(6)
  })

  it('centres on a company: it comes first at 0 m', async () => {
    const d = await ok({ pid: pid.B, radius: 0.5 })
    expect(d.centre.label).toBe('测距B科技有限公司')
    expect(names(d.list)).toEqual(['B', 'A'])
    expect(d.list[0].distance).toBe(0)
  })

  it("centres on a region's point and lists its companies", async () => {
    const code = (
      (await s.sql.prepare('SELECT region_code FROM companies WHERE id > ? ORDER BY id LIMIT 1').get(PLACED.length)) as {
        region_code: string
      }
    ).region_code
    const d = await ok({ regionCode: code, radius: 5, pageSize: 50 })
    expect(d.centre).toMatchObject(regionPoint(code)!)
    expect(d.centre.label.length).toBeGreaterThan(1)
    const inRegion = (await s.sql.prepare('SELECT pid FROM companies WHERE region_code = ? AND id > ?').all(code, PLACED.length)) as Array<{
      pid: string
    }>
    expect(inRegion.length).toBeGreaterThan(0)
    for (const c of inRegion) expect(d.list.map((x: { pid: string }) => x.pid)).toContain(c.pid)
    for (const c of d.list) expect(c.distance).toBeLessThanOrEqual(5000)
  })

  it('follows companies as they move (the R*Tree is kept in step by triggers)', async () => {
    // PostgreSQL's tree is an expression index of companies: the located companies themselves
    const located = (await s.sql.prepare('SELECT count(*) AS n FROM companies WHERE lng IS NOT NULL').get()) as { n: number }
    const geo = async () =>
      (await s.sql.prepare(`SELECT count(*) AS n FROM ${onPg ? 'companies WHERE lng IS NOT NULL' : 'companies_geo'}`).get()) as {
        n: number
      }
    expect((await geo()).n).toBe(located.n)
    const h = from(315, 30000)
    const near = from(0, 50)
    await s.sql.prepare('UPDATE companies SET lng = ?, lat = ? WHERE pid = ?').run(near.lng, near.lat, pid.H)
    try {
      expect(names((await ok({ ...O, radius: 0.5 })).list)).toEqual(['H', 'A', 'B', 'C'])
      await s.sql.prepare('UPDATE companies SET lng = NULL, lat = NULL WHERE pid = ?').run(pid.H)
      expect(names((await ok({ ...O, radius: 0.5 })).list)).toEqual(['A', 'B', 'C'])
      expect((await geo()).n).toBe(located.n - 1)
    } finally {
      await s.sql.prepare('UPDATE companies SET lng = ?, lat = ? WHERE pid = ?').run(h.lng, h.lat, pid.H)
    }
  })

  it('places every demo company inside its district', async () => {
    const rows = (await s.sql.prepare('SELECT region_code, lng, lat FROM companies WHERE id > ?').all(PLACED.length)) as Array<{
      region_code: string
      lng: number
      lat: number
    }>
    expect(rows.length).toBeGreaterThan(200)
    for (const r of rows) {
      const p = regionPoint(r.region_code)!
      expect(haversineM(r.lat, r.lng, p.lat, p.lng)).toBeLessThanOrEqual(DISTRICT_RADIUS_M + 1)
    }
  })

  it('holds the nearest `cap` companies: a page comes out of the smallest circle that holds it, as a full sort would give', async () => {
    const capped = new SqlNearbyRepo(s.app.sql, 5)
    const first = await capped.search({ ...O, radiusKm: 20 }, 0, 2)
    expect(first).toMatchObject({ total: 5, more: true })
    expect(names(first.rows)).toEqual(['A', 'B'])
    expect(names((await capped.search({ ...O, radiusKm: 20 }, 4, 2)).rows)).toEqual(['E'])
    expect((await capped.search({ ...O, radiusKm: 20 }, 5, 2)).rows).toEqual([])
    expect(await capped.search({ ...O, radiusKm: 1 }, 0, 20)).toMatchObject({ total: 4, more: false })
    // around demo companies: the same pages as sorting every company by its exact distance
    const all = (await s.sql.prepare('SELECT pid, lng, lat FROM companies WHERE id > ? AND id % 37 = 0').all(PLACED.length)) as Array<{
      pid: string
      lng: number
      lat: number
    }>
    const everyone = (await s.sql.prepare('SELECT id, pid, lng, lat FROM companies').all()) as Array<{
      id: number
      pid: string
      lng: number
      lat: number
    }>
    const repo = new SqlNearbyRepo(s.app.sql, 12, 0)
    for (const c of all) {
      for (const km of [0.5, 5, 20]) {
        const sorted = everyone
          .map((o) => ({ pid: o.pid, id: o.id, d: haversineM(c.lat, c.lng, o.lat, o.lng) }))
          .filter((o) => o.d <= km * 1000)
          .sort((a, b) => a.d - b.d || a.id - b.id)
          .slice(0, 12)
        for (const [offset, limit] of [
          [0, 5],
          [5, 5],
          [10, 5],
        ]) {
          const page = await repo.search({ lng: c.lng, lat: c.lat, radiusKm: km }, offset, limit)
          expect(page.rows.map((r) => r.pid)).toEqual(sorted.slice(offset, offset + limit).map((o) => o.pid))
        }
      }
    }
  })

  it('keeps the industry and status trees in step: a status or industry changed is found under the new one only', async () => {
    const rows = async (tree: string) => ((await s.sql.prepare(`SELECT count(*) AS n FROM ${tree}`).get()) as { n: number }).n
    const located = (await s.sql.prepare('SELECT count(*) AS n FROM companies WHERE lng IS NOT NULL').get()) as { n: number }
    // (on PostgreSQL the trees are expression indexes of companies: nothing apart to keep in step)
    if (!onPg) expect(await rows('companies_geo_kinds')).toBe(located.n)
    if (!onPg) expect(await rows('companies_geo_industry')).toBe(located.n)
    const set = s.sql.prepare('UPDATE companies SET status = ?, industry_code = ? WHERE pid = ?')
    await set.run('吊销', 'F', pid.B)
    // in the industry tree, B now stands in F's band: 400° east per letter
    if (!onPg) {
      const b = (await s.sql
        .prepare('SELECT g.min_x AS x, c.lng AS lng FROM companies_geo_industry g JOIN companies c ON c.id = g.id WHERE c.pid = ?')
        .get(pid.B)) as { x: number; lng: number }
      expect(b.x).toBeCloseTo(b.lng + 400 * 6, 2)
    }
    try {
      // an uncommon status and an industry: the kinds tree; the common status: the plain tree, the same answers
      expect(names((await ok({ ...O, radius: 20, status: '吊销' })).list)).toEqual(['B'])
      expect(names((await ok({ ...O, radius: 20, industry: 'F' })).list)).toEqual(['B'])
      expect(names((await ok({ ...O, radius: 20, industry: 'C' })).list)).toEqual(['C', 'E'])
      expect(names((await ok({ ...O, radius: 20, status: '存续' })).list)).toEqual(['A', 'D', 'F'])
      expect(names((await ok({ ...O, radius: 20, status: '吊销', industry: 'C' })).list)).toEqual([])
    } finally {
      await set.run('存续', 'C', pid.B)
    }
    expect(names((await ok({ ...O, radius: 20, status: '吊销' })).list)).toEqual([])
  })

  it('finds a filtered area through the tree keyed by industry and status', async () => {
    if (onPg) {
      // on PostgreSQL: an industry's band of the moved points, a status beside the latitude
      const industry = await queryPlan(
        s.sql,
        `SELECT id FROM companies c WHERE c.lng IS NOT NULL AND c.lat IS NOT NULL AND c.industry_code <> ''
           AND point(c.lng + 400 * (ascii(c.industry_code) - 64), c.lat) <@ box(point(2401, 1), point(2402, 2))`,
      )
      expect(industry).toMatch(/companies_geo_industry_point/)
      const status = await queryPlan(
        s.sql,
        `SELECT id FROM companies c WHERE c.lng IS NOT NULL AND c.lat IS NOT NULL AND c.status = '吊销' AND c.lat BETWEEN 1 AND 2`,
      )
      expect(status).toMatch(/Index Scan (using|on) companies_(geo_status|lat)/)
      return
    }
    const plan = await queryPlan(
      s.sql,
      `SELECT id FROM companies_geo_kinds g WHERE g.max_lng >= 1 AND g.min_lng <= 2 AND g.max_lat >= 1
         AND g.min_lat <= 2 AND g.max_st >= 4 AND g.min_st <= 4`,
    )
    expect(plan).toMatch(/VIRTUAL TABLE INDEX \d+:/)
  })

  it('reads the R*Tree, not the companies table, to find the area', async () => {
    const plan = onPg
      ? await queryPlan(
          s.sql,
          `SELECT id FROM companies c WHERE c.lng IS NOT NULL AND c.lat IS NOT NULL AND point(c.lng, c.lat) <@ box(point(1, 1), point(2, 2))`,
        )
      : await queryPlan(
          s.sql,
          `SELECT id FROM companies_geo g WHERE g.max_lng >= 1 AND g.min_lng <= 2 AND g.max_lat >= 1 AND g.min_lat <= 2`,
        )
    expect(plan).toMatch(
      onPg ? /Index Scan using companies_geo_point|Bitmap Index Scan on companies_geo_point/ : /VIRTUAL TABLE INDEX \d+:/,
    )
  })
})

describe('bad input', () => {
  it.each([
    [{ ...O, radius: 0.4 }, '半径'],
    [{ ...O, radius: 20.5 }, '半径'],
    [{ ...O, radius: 'abc' }, '半径'],
    [{ lng: 80 }, '经度和纬度须同时提供'],
    [{ lat: 37 }, '经度和纬度须同时提供'],
    [{ lng: 200, lat: 37 }, '经度'],
    [{ lng: 80, lat: -95 }, '纬度'],
    [{ lng: 2.35, lat: 48.85 }, '不在中国境内'],
    [{}, '请提供位置'],
    [{ ...O, regionCode: '440305' }, '只能是'],
    [{ regionCode: '999999' }, '地区编码不存在'],
    [{ regionCode: '4403' }, '地区编码应为6位数字'],
    [{ pid: 'nobody' }, '中心企业不存在'],
    [{ ...O, industry: 'ZZ' }, '行业不存在'],
    [{ ...O, status: '火热' }, '经营状态不存在'],
    [{ ...O, pageNum: 0 }, '页码'],
    [{ ...O, pageSize: 51 }, '每页条数'],
  ])('%j answers 4000 in Chinese', async (query, words) => {
    const r = await s.get(NEARBY, query as Record<string, string | number>)
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('4000')
    expect(r.body.msg).toContain(words)
    expectChinese(r.body.msg)
  })
})
