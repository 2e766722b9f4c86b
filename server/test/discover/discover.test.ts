/**
 * 发现 and 企业地址 over real HTTP, public: the lists ordered and bounded, no change dated after today, 同地址企业
 * matched on the building within the district, 附近企业 nearest first with exact distances, unknown companies and
 * bad input refused in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { chinaDate } from '../../../contract/domain/china-time'
import { buildingOf, distanceM, DISCOVER_MAX } from '../../src/store/discover'

const P = {
  hot: '/yqc/api/v1/discover/hot',
  changes: '/yqc/api/v1/discover/changes',
  newest: '/yqc/api/v1/discover/newest',
  address: '/yqc/api/v1/business/address',
  same: '/yqc/api/v1/discover/sameAddress',
  nearby: '/yqc/api/v1/discover/nearby',
}

interface Co {
  id: number
  pid: string
  name: string
  address: string
  region_code: string
  region_name: string
  lng: number
  lat: number
}

let s: TestServer
let today: string
let a: Co
let neighbour: Co

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 7 }) })
  today = chinaDate(s.clock.ms)
  const all = (await s.sql
    .prepare('SELECT id, pid, name, address, region_code, region_name, lng, lat FROM companies ORDER BY id')
    .all()) as Co[]
  a = all[0]
  // one company moved into A's building (another room), one at the same number in another district
  neighbour = all.find((c) => c.region_code === a.region_code && c.id !== a.id) ?? all[1]
  await s.sql
    .prepare('UPDATE companies SET address = ?, region_code = ? WHERE id = ?')
    .run(`${buildingOf(a.address)}9栋901室`, a.region_code, neighbour.id)
  const elsewhere = all.find((c) => c.region_code !== a.region_code)!
  await s.sql.prepare('UPDATE companies SET address = ? WHERE id = ?').run(`${buildingOf(a.address)}1室`, elsewhere.id)
  // a change registered for a day still to come
  await s.sql
    .prepare("INSERT INTO changes (company_id, field, before, after, date) VALUES (?, '注册资本', '1', '2', '2999-01-01')")
    .run(a.id)
}, 60_000)
afterAll(async () => s.close())

const pages = async (path: string, query: Record<string, string | number> = {}) => {
  const out: any[] = []
  for (let pageNum = 1; pageNum <= 10; pageNum++) {
    const r = await s.get(path, { ...query, pageNum, pageSize: 20 })
    expect(r.body.code).toBe('0000')
    out.push(...r.body.data.list)
    if (r.body.data.list.length < 20) break
  }
  return out
}

describe('发现', () => {
  it('热门企业: the most viewed first, without a login, bounded', async () => {
    const r = await s.get(P.hot, { pageNum: 1, pageSize: 5 })
    expect(r.body.code).toBe('0000')
    const top = (await s.sql.prepare('SELECT pid, view_count FROM companies ORDER BY view_count DESC, id LIMIT 5').all()) as Array<{
      pid: string
    }>
    expect(r.body.data.list.map((c: { pid: string }) => c.pid)).toEqual(top.map((t) => t.pid))
    expect(r.body.data.list[0]).toMatchObject({ name: expect.any(String), sub: expect.stringContaining(' · ') })
    expect(r.body.data.total).toBe(DISCOVER_MAX)
    const all = await pages(P.hot)
    expect(all).toHaveLength(DISCOVER_MAX)
    const views = all.map((c) => c.viewCount)
    expect(views).toEqual([...views].sort((x, y) => y - x))
  })

  it('最新变更: newest first, none dated after today', async () => {
    const all = await pages(P.changes)
    expect(all.length).toBeGreaterThan(0)
    expect(all.length).toBeLessThanOrEqual(DISCOVER_MAX)
    const dates = all.map((c) => c.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.every((d) => d <= today)).toBe(true)
    expect(dates).not.toContain('2999-01-01')
    expect(all[0]).toMatchObject({ pid: expect.any(String), name: expect.any(String), field: expect.any(String) })
  })

  it('新注册企业: the newest established first, none after today', async () => {
    const all = await pages(P.newest)
    expect(all.length).toBe(DISCOVER_MAX)
    const est = all.map((c) => c.established)
    expect(est).toEqual([...est].sort().reverse())
    expect(est.every((d) => d <= today)).toBe(true)
    const newest = (await s.sql.prepare('SELECT max(established) AS d FROM companies WHERE established <= ?').get(today)) as { d: string }
    expect(est[0]).toBe(newest.d)
  })

  it('a page past the end is empty', async () => {
    const r = await s.get(P.hot, { pageNum: 50, pageSize: 20 })
    expect(r.body.data.list).toEqual([])
  })
})

describe('企业地址', () => {
  it('answers the address, its building and coordinates', async () => {
    const r = await s.get(P.address, { pid: a.pid })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toEqual({
      pid: a.pid,
      name: a.name,
      address: a.address,
      regionName: a.region_name,
      building: a.address.slice(0, a.address.indexOf('号') + 1),
      lng: a.lng,
      lat: a.lat,
    })
  })

  it('同地址企业: the same building in the same district only', async () => {
    const r = await s.get(P.same, { pid: a.pid })
    expect(r.body.code).toBe('0000')
    const pids = r.body.data.list.map((c: { pid: string }) => c.pid)
    expect(pids).toContain(neighbour.pid)
    expect(pids).not.toContain(a.pid)
    const building = buildingOf(a.address)
    for (const c of r.body.data.list) expect(c.address.startsWith(building)).toBe(true)
    const expected = (await s.sql
      .prepare('SELECT count(*) AS n FROM companies WHERE region_code = ? AND substr(address, 1, ?) = ? AND id <> ?')
      .get(a.region_code, building.length, building, a.id)) as { n: number }
    expect(r.body.data.total).toBe(expected.n)
    // and the other way round
    const back = await s.get(P.same, { pid: neighbour.pid })
    expect(back.body.data.list.map((c: { pid: string }) => c.pid)).toContain(a.pid)
  })

  it('附近企业: nearest first, exact distances, never itself, paged', async () => {
    const first = await s.get(P.nearby, { pid: a.pid, pageNum: 1, pageSize: 10 })
    expect(first.body.code).toBe('0000')
    const list = first.body.data.list as Array<{ pid: string; distance: number }>
    expect(list.length).toBe(10)
    expect(list.map((c) => c.pid)).not.toContain(a.pid)
    const d = list.map((c) => c.distance)
    expect(d).toEqual([...d].sort((x, y) => x - y))
    // the exact distance of each, and nobody closer left out
    const all = (await s.sql.prepare('SELECT pid, lng, lat FROM companies WHERE id <> ? AND lat IS NOT NULL').all(a.id)) as Co[]
    const byDistance = all.map((c) => ({ pid: c.pid, d: Math.round(distanceM(a.lat, a.lng, c.lat, c.lng)) })).sort((x, y) => x.d - y.d)
    list.forEach((c, i) => expect(c.distance).toBe(byDistance[i].d))
    const second = await s.get(P.nearby, { pid: a.pid, pageNum: 2, pageSize: 10 })
    expect(second.body.data.list[0].distance).toBeGreaterThanOrEqual(d[9])
    expect(second.body.data.list.map((c: { pid: string }) => c.pid)).not.toContain(list[9].pid)
  })

  it('every company has neighbours', async () => {
    const some = (await s.sql.prepare('SELECT pid FROM companies ORDER BY id DESC LIMIT 5').all()) as Array<{ pid: string }>
    for (const c of some) {
      const r = await s.get(P.nearby, { pid: c.pid })
      expect(r.body.data.total).toBeGreaterThan(0)
    }
  })
})

describe('refusals', () => {
  it.each([P.address, P.same, P.nearby])('%s: an unknown company is 4040 企业不存在', async (path) => {
    const r = await s.get(path, { pid: 'NOPE123' })
    expect(r.body.code).toBe('4040')
    expect(r.body.msg).toBe('企业不存在')
  })

  it('bad input is refused in Chinese naming the field', async () => {
    const bad = [
      [P.address, {}, '企业编号'],
      [P.address, { pid: '坏的 pid' }, '企业编号'],
      [P.same, { pid: a.pid, pageSize: 500 }, '每页条数'],
      [P.nearby, { pid: a.pid, pageNum: 0 }, '页码'],
      [P.hot, { pageNum: 'x' }, '页码'],
      [P.changes, { pageSize: 21 }, '每页条数'],
    ] as const
    for (const [path, q, field] of bad) {
      const r = await s.get(path, q as Record<string, string | number>)
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
      expect(r.body.msg).toContain(field)
    }
  })
})
