/** Dimension lists, record details and trends over real HTTP against a seeded SQLite file. */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { DIMENSIONS, getDimension } from '../../../contract/domain/dimensions'
import type { DimensionListResult, RecordDetail, RecordItem } from '../../../contract/api/api-dimensions'

let s: TestServer

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 1500, seed: 7 }) })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T
const pidOf = async (id: number) => (await one<{ pid: string }>('SELECT pid FROM companies WHERE id = ?', id)).pid

/** the company with the most records of a dimension (ties: lowest id) */
async function richest(dimension: string, extra = ''): Promise<{ id: number; pid: string; n: number }> {
  const row = await one<{ id: number; n: number } | undefined>(
    `SELECT company_id AS id, COUNT(*) AS n FROM records WHERE dimension = ? AND company_id IS NOT NULL ${extra}
     GROUP BY company_id ORDER BY n DESC, company_id LIMIT 1`,
    dimension,
  )
  if (!row) throw new Error(`no records of ${dimension}`)
  return { ...row, pid: await pidOf(row.id) }
}

async function list(q: Record<string, string | number>) {
  return s.get<DimensionListResult>('/yqc/api/v1/dimension/list', q)
}

async function expectBad(path: string, q: Record<string, string | number>, status = 400) {
  const r = await s.get(path, q)
  expect(r.status).toBe(status)
  expect(r.body.code).toBe(status === 404 ? '4040' : '4000')
  expect(r.body.data).toBeNull()
  expectChinese(r.body.msg)
  return r.body.msg
}

describe('every dimension of the registry', () => {
  test('lists answer with every detail field; totals equal the database and the profile counts', async () => {
    const profiles = new Map<string, Map<string, number>>()
    for (const dim of DIMENSIONS) {
      const c = await richest(dim.key)
      const r = await list({ dimension: dim.key, pid: c.pid })
      expect(r.status).toBe(200)
      expect(r.body.code).toBe('0000')
      const data = r.body.data
      expect(data.dimension).toBe(dim.key)
      expect(data.total).toBe(c.n)
      expect(data.currentCount + data.historyCount).toBe(c.n)
      expect(data.list.length).toBe(Math.min(20, c.n))
      for (const item of data.list) {
        expect(item.dimension).toBe(dim.key)
        expect(item.pid).toBe(c.pid)
        expect(item.companyName).toBeTruthy()
        expect(item.source).toBeTruthy()
        expect(item.capturedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
        expect(typeof item.isCurrent).toBe('boolean')
        for (const f of dim.detailFields) expect(Object.keys(item.fields)).toContain(f.key)
        // the title, when the dimension shows it, is never empty
        if (dim.detailFields.some((f) => f.key === 'title')) expect(item.fields.title).toBeTruthy()
      }
      if (!profiles.has(c.pid)) {
        const p = await s.get('/yqc/api/v1/business/profile', { pid: c.pid })
        profiles.set(c.pid, new Map(p.body.data.dimensions.map((d: any) => [d.key, d.count])))
      }
      expect(profiles.get(c.pid)!.get(dim.key)).toBe(c.n)
    }
  }, 60_000)

  test('a company without records of a dimension gets an empty list, not an error', async () => {
    const c = await one<{ id: number }>(
      `SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM records WHERE dimension = 'bond' AND company_id IS NOT NULL) LIMIT 1`,
    )
    const r = await list({ dimension: 'bond', pid: await pidOf(c.id) })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ total: 0, totalText: '0', list: [], currentCount: 0, historyCount: 0 })
  })
})

describe('paging', () => {
  test('last page holds the rest, beyond the last page is empty, pages do not overlap', async () => {
    const c = await richest('patent')
    expect(c.n).toBeGreaterThanOrEqual(4)
    const size = 3
    const pages = Math.ceil(c.n / size)
    const seen = new Set<number>()
    for (let p = 1; p <= pages; p++) {
      const r = await list({ dimension: 'patent', pid: c.pid, pageNum: p, pageSize: size })
      expect(r.body.data.pageNum).toBe(p)
      expect(r.body.data.pageSize).toBe(size)
      expect(r.body.data.list.length).toBe(p < pages ? size : c.n - size * (pages - 1))
      for (const it of r.body.data.list) {
        expect(seen.has(it.id)).toBe(false)
        seen.add(it.id)
      }
    }
    expect(seen.size).toBe(c.n)
    const beyond = await list({ dimension: 'patent', pid: c.pid, pageNum: pages + 1, pageSize: size })
    expect(beyond.body.code).toBe('0000')
    expect(beyond.body.data.list).toEqual([])
    expect(beyond.body.data.total).toBe(c.n)
  })

  test('pageSize is capped at 50; page numbers must be whole numbers from 1', async () => {
    const c = await richest('patent')
    expect((await list({ dimension: 'patent', pid: c.pid, pageSize: 50 })).body.code).toBe('0000')
    const bads: Array<Record<string, string | number>> = [
      { pageSize: 51 },
      { pageSize: 0 },
      { pageNum: 0 },
      { pageNum: 'abc' },
      { pageNum: 99999999 },
      { pageNum: -1 },
      { pageNum: '1.5' },
    ]
    for (const bad of bads) {
      await expectBad('/yqc/api/v1/dimension/list', { dimension: 'patent', pid: c.pid, ...bad })
    }
  })
})

describe('filters and sorting', () => {
  test('by date: newest first by default, oldest first with order=asc', async () => {
    const c = await richest('caseFiling')
    const desc = (await list({ dimension: 'caseFiling', pid: c.pid, pageSize: 50 })).body.data.list.map((x) => x.date)
    expect(desc.length).toBe(Math.min(50, c.n))
    expect([...desc].sort().reverse()).toEqual(desc)
    const asc = (await list({ dimension: 'caseFiling', pid: c.pid, pageSize: 50, order: 'asc' })).body.data.list.map((x) => x.date)
    expect([...asc].sort()).toEqual(asc)
  })

  test('by amount, both directions', async () => {
    const c = await richest('tender')
    const desc = (await list({ dimension: 'tender', pid: c.pid, sort: 'amount', pageSize: 50 })).body.data.list.map(
      (x) => x.amount as number,
    )
    expect(desc.length).toBeGreaterThan(1)
    for (let i = 1; i < desc.length; i++) expect(desc[i]).toBeLessThanOrEqual(desc[i - 1])
    const asc = (await list({ dimension: 'tender', pid: c.pid, sort: 'amount', order: 'asc', pageSize: 50 })).body.data.list.map(
      (x) => x.amount as number,
    )
    for (let i = 1; i < asc.length; i++) expect(asc[i]).toBeGreaterThanOrEqual(asc[i - 1])
  })

  test('start and end bound the record date (inclusive) and the total', async () => {
    const c = await richest('caseFiling')
    const dates = (
      (await s.sql.prepare(`SELECT date FROM records WHERE company_id = ? AND dimension = 'caseFiling' ORDER BY date`).all(c.id)) as Array<{
        date: string
      }>
    ).map((r) => r.date)
    const start = dates[1]
    const end = dates[dates.length - 2]
    const r = await list({ dimension: 'caseFiling', pid: c.pid, start, end, pageSize: 50 })
    const expected = dates.filter((d) => d >= start && d <= end).length
    expect(r.body.data.total).toBe(expected)
    expect(r.body.data.list.length).toBe(Math.min(50, expected))
    for (const it of r.body.data.list) {
      expect(it.date >= start && it.date <= end).toBe(true)
    }
  })

  test('role: only records where the company holds that role among the parties', async () => {
    // a company that is plaintiff in some cases and defendant in others
    const rows = (await s.sql
      .prepare(
        `SELECT r.company_id AS id, c.pid, r.parties FROM records r JOIN companies c ON c.id = r.company_id WHERE r.dimension = 'caseFiling'`,
      )
      .all()) as Array<{ id: number; pid: string; parties: string }>
    const roles = new Map<string, Map<string, number>>()
    for (const r of rows) {
      const mine = (JSON.parse(r.parties) as Array<{ pid?: string; role: string }>).find((p) => p.pid === r.pid)
      if (!mine) continue
      if (!roles.has(r.pid)) roles.set(r.pid, new Map())
      const m = roles.get(r.pid)!
      m.set(mine.role, (m.get(mine.role) ?? 0) + 1)
    }
    const [pid, byRole] = [...roles.entries()].find(([, m]) => (m.get('原告') ?? 0) > 0 && (m.get('被告') ?? 0) > 0)!
    for (const role of ['原告', '被告']) {
      const r = await list({ dimension: 'caseFiling', pid, role, pageSize: 50 })
      expect(r.body.data.total).toBe(byRole.get(role))
      for (const it of r.body.data.list) expect(it.parties.some((p) => p.pid === pid && p.role === role)).toBe(true)
    }
    const third = await list({ dimension: 'caseFiling', pid, role: '第三人' })
    expect(third.body.data.total).toBe(byRole.get('第三人') ?? 0)
    await expectBad('/yqc/api/v1/dimension/list', { dimension: 'caseFiling', pid, role: '董事长' })
  })

  test('current / historical split: the two parts add up and each holds only its kind', async () => {
    const mixed = await one<{ id: number; dimension: string }>(`SELECT company_id AS id, dimension FROM records WHERE company_id IS NOT NULL
      GROUP BY company_id, dimension HAVING MIN(is_current) = 0 AND MAX(is_current) = 1 ORDER BY COUNT(*) DESC, company_id LIMIT 1`)
    const c = { pid: await pidOf(mixed.id) }
    const q = { dimension: mixed.dimension, pid: c.pid, pageSize: 50 }
    const all = (await list(q)).body.data
    const cur = (await list({ ...q, current: '1' })).body.data
    const hist = (await list({ ...q, current: '0' })).body.data
    expect(cur.total).toBe(all.currentCount)
    expect(hist.total).toBe(all.historyCount)
    expect(cur.total).toBeGreaterThan(0)
    expect(hist.total).toBeGreaterThan(0)
    expect(cur.total + hist.total).toBe(all.total)
    expect(cur.list.every((x) => x.isCurrent)).toBe(true)
    expect(hist.list.every((x) => !x.isCurrent)).toBe(true)
    expect(cur.currentCount).toBe(all.currentCount)
    // anomaly records taken off the list are historical and say when
    const removed = await one<{ id: number }>(
      `SELECT company_id AS id FROM records WHERE dimension = 'businessAnomaly' AND is_current = 0 LIMIT 1`,
    )
    const h = (await list({ dimension: 'businessAnomaly', pid: await pidOf(removed.id), current: '0' })).body.data
    expect(h.total).toBeGreaterThan(0)
    expect(h.list.every((x) => !x.isCurrent && x.status === '已移出' && !!x.fields.removeDate)).toBe(true)
    await expectBad('/yqc/api/v1/dimension/list', { dimension: 'businessAnomaly', pid: c.pid, current: 'yes' })
  })

  test('a person’s records for person dimensions', async () => {
    const row = await one<{ person_id: string; n: number }>(
      `SELECT person_id, COUNT(*) AS n FROM records WHERE dimension = 'restrictHighConsumption' AND person_id IS NOT NULL GROUP BY person_id ORDER BY n DESC LIMIT 1`,
    )
    const r = await list({ dimension: 'restrictHighConsumption', personId: row.person_id })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.total).toBe(row.n)
    expect(r.body.data.list.every((x) => x.personId === row.person_id)).toBe(true)
    // a company-only dimension cannot be listed by person
    await expectBad('/yqc/api/v1/dimension/list', { dimension: 'patent', personId: row.person_id })
    await expectBad('/yqc/api/v1/dimension/list', { dimension: 'restrictHighConsumption', personId: 'nobody-here' }, 404)
  })
})

describe('bad input answers 4xx with a Chinese message', () => {
  test('dimension, owner, dates, sort', async () => {
    const c = await richest('caseFiling')
    const L = '/yqc/api/v1/dimension/list'
    expect(await expectBad(L, { dimension: 'nope', pid: c.pid })).toContain('未知的数据维度')
    await expectBad(L, { pid: c.pid })
    expect(await expectBad(L, { dimension: 'patent' })).toContain('pid')
    await expectBad(L, { dimension: 'patent', pid: 'bad pid!' })
    expect(await expectBad(L, { dimension: 'patent', pid: 'unknown-company' }, 404)).toBe('企业不存在')
    await expectBad(L, { dimension: 'caseFiling', pid: c.pid, start: '2024-13-01' })
    await expectBad(L, { dimension: 'caseFiling', pid: c.pid, start: '2023-02-30' })
    await expectBad(L, { dimension: 'caseFiling', pid: c.pid, end: '20240101' })
    expect(await expectBad(L, { dimension: 'caseFiling', pid: c.pid, start: '2024-05-01', end: '2024-01-01' })).toContain('开始日期')
    await expectBad(L, { dimension: 'caseFiling', pid: c.pid, sort: 'name' })
    await expectBad(L, { dimension: 'caseFiling', pid: c.pid, order: 'up' })
    // phone has no amount: sorting by amount is refused
    await expectBad(L, { dimension: 'phone', pid: c.pid, sort: 'amount' })
    // nothing was written
    expect(await count(s.sql, 'records', 'dimension = ?', 'nope')).toBe(0)
  })
})

describe('record detail and trend', () => {
  test('the detail carries every detail field with its value, parties with links, source and capture time', async () => {
    for (const key of ['judgmentDocument', 'patent', 'equityPledge', 'insured', 'propertyClue']) {
      const dim = getDimension(key)!
      const row = await one<{ id: number; title: string; detail: string }>(
        'SELECT id, title, detail FROM records WHERE dimension = ? ORDER BY id LIMIT 1',
        key,
      )
      const r = await s.get<RecordDetail>('/yqc/api/v1/dimension/detail', { id: row.id })
      expect(r.body.code).toBe('0000')
      const d = r.body.data
      expect(d.id).toBe(row.id)
      expect(d.title).toBe(row.title)
      const stored = JSON.parse(row.detail)
      for (const f of dim.detailFields) {
        expect(Object.keys(d.fields)).toContain(f.key)
        if (f.key in stored && stored[f.key] !== '') expect(d.fields[f.key]).toEqual(stored[f.key])
      }
      expect(d.source).toBe(dim.source)
      expect(d.capturedAt).toBeTruthy()
      for (const p of d.parties) expect(p.pid || p.personId || p.name).toBeTruthy()
    }
    const judgment = await one<{ id: number; ref_no: string }>(
      `SELECT id, ref_no FROM records WHERE dimension = 'judgmentDocument' ORDER BY id LIMIT 1`,
    )
    const j = (await s.get<RecordDetail>('/yqc/api/v1/dimension/detail', { id: judgment.id })).body.data
    expect(j.caseRefNo).toBe(judgment.ref_no)
    expect(String(j.fields.result).length).toBeGreaterThan(10)
    expect(j.parties.some((p) => p.pid)).toBe(true)
  })

  test('detail: unknown id 4040, malformed id 4000', async () => {
    await expectBad('/yqc/api/v1/dimension/detail', { id: 999999999 }, 404)
    await expectBad('/yqc/api/v1/dimension/detail', { id: 'abc' })
    await expectBad('/yqc/api/v1/dimension/detail', {})
  })

  test('trend: counts per year add up to the total; 12 months', async () => {
    const c = await richest('patent')
    const r = await s.get('/yqc/api/v1/dimension/trend', { dimension: 'patent', pid: c.pid })
    expect(r.body.code).toBe('0000')
    const t = r.body.data
    expect(t.byYear.reduce((a: number, y: any) => a + y.count, 0)).toBe(c.n)
    expect(t.byMonth).toHaveLength(12)
    expect(t.byMonth[11].month).toBe('2026-11')
    await expectBad('/yqc/api/v1/dimension/trend', { dimension: 'zzz', pid: c.pid })
  })
})

describe('copyright search', () => {
  test('software copyrights by a keyword in the title, across companies, newest first', async () => {
    const row = await one<{ id: number; title: string }>(
      `SELECT id, title FROM records WHERE dimension = 'softwareCopyright' ORDER BY id LIMIT 1`,
    )
    const chars = [...row.title]
    for (const kw of [chars.slice(0, 4).join(''), chars.slice(-4, -2).join('')]) {
      const expected = await count(s.sql, 'records', `dimension = 'softwareCopyright' AND instr(title, ?) > 0`, kw)
      const r = await s.get<{ total: number; list: RecordItem[] }>('/yqc/api/v1/copyright/search', {
        keyword: kw,
        type: 'rj',
        pageSize: 50,
      })
      expect(r.body.code).toBe('0000')
      expect(r.body.data.total).toBe(expected)
      expect(r.body.data.list.every((x) => x.dimension === 'softwareCopyright' && x.title.includes(kw) && !!x.pid)).toBe(true)
      const dates = r.body.data.list.map((x) => x.date)
      expect([...dates].sort().reverse()).toEqual(dates)
      if (expected <= 50) expect(r.body.data.list.map((x) => x.id)).toContain(row.id)
    }
  })

  test('works copyrights with type=zp; bad input 4000', async () => {
    const row = await one<{ title: string }>(`SELECT title FROM records WHERE dimension = 'workCopyright' ORDER BY id LIMIT 1`)
    const r = await s.get<{ total: number; list: RecordItem[] }>('/yqc/api/v1/copyright/search', { keyword: row.title, type: 'zp' })
    expect(r.body.data.total).toBeGreaterThan(0)
    expect(r.body.data.list.every((x) => x.dimension === 'workCopyright')).toBe(true)
    const none = await s.get('/yqc/api/v1/copyright/search', { keyword: '不存在的作品名称abc' })
    expect(none.body.data).toMatchObject({ total: 0, list: [] })
    await expectBad('/yqc/api/v1/copyright/search', { type: 'rj' })
    await expectBad('/yqc/api/v1/copyright/search', { keyword: '软件', type: 'xx' })
    await expectBad('/yqc/api/v1/copyright/search', { keyword: '软件', pageSize: 100 })
  })

  test('the index stays in step with records written later (import)', async () => {
    const c = await one<{ id: number }>('SELECT id FROM companies ORDER BY id LIMIT 1')
    await s.sql
      .prepare(
        `INSERT INTO records (dimension, company_id, date, title, ref_no, detail, source, captured_at) VALUES ('softwareCopyright', ?, '2026-01-02', '星河测绘云平台软件V1.0', '2026SR000001', '{}', '中国版权保护中心', '2026-01-03 00:00:00')`,
      )
      .run(c.id)
    const r = await s.get('/yqc/api/v1/copyright/search', { keyword: '星河测绘' })
    expect(r.body.data.total).toBe(1)
    expect(r.body.data.list[0].title).toBe('星河测绘云平台软件V1.0')
  })
})

describe('demo data', () => {
  test('records in every dimension, companies with 10+ dimensions, the top hot searches lead to them', async () => {
    const have = new Set(
      ((await s.sql.prepare('SELECT DISTINCT dimension FROM records').all()) as Array<{ dimension: string }>).map((r) => r.dimension),
    )
    for (const d of DIMENSIONS) expect(have).toContain(d.key)
    const rich = (
      await one<{ n: number }>(
        'SELECT COUNT(*) AS n FROM (SELECT company_id FROM records GROUP BY company_id HAVING COUNT(DISTINCT dimension) >= 10)',
      )
    ).n
    expect(rich).toBeGreaterThan(10)
    const hot = await s.get('/search/api/v1/hotSearch')
    const top = hot.body.data.list[0]
    const id = (await one<{ id: number }>('SELECT id FROM companies WHERE pid = ?', top.pid)).id
    expect(
      (await one<{ n: number }>('SELECT COUNT(DISTINCT dimension) AS n FROM records WHERE company_id = ?', id)).n,
    ).toBeGreaterThanOrEqual(10)
    expect(
      (await one<{ n: number }>(`SELECT COUNT(*) AS n FROM records WHERE company_id = ? AND dimension = 'executor'`, id)).n,
    ).toBeGreaterThan(0)
  })
})
