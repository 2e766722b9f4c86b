/** Search, conditions, company, person and trends routes against a seeded SQLite file. */
import { startServer, count, expectChinese, type TestServer } from './helpers'
import { seedDemo } from '../../src/data/generate'
import { DIMENSIONS } from '../../../contract/domain/dimensions'
import type { DB } from '../../src/store/db'

let s: TestServer

const NAMESAKE_ID = 'test-namesake-person'

interface Co {
  id: number
  pid: string
  name: string
  legal_person: string
  legal_person_id: string
}

function company(db: DB, where: string, ...args: unknown[]): Co {
  const row = db.prepare(`SELECT id, pid, name, legal_person, legal_person_id FROM companies WHERE ${where} LIMIT 1`).get(...args) as
    Co | undefined
  if (!row) throw new Error(`no seeded company where ${where}`)
  return row
}

beforeAll(async () => {
  s = await startServer({
    seed: (db) => {
      seedDemo(db, { companies: 500, seed: 7 })
      // a namesake: someone of the same name as company 1's legal representative, in another company
      const a = company(db, 'legal_person_id IS NOT NULL ORDER BY id')
      const b = company(db, 'id <> ? AND legal_person <> ? ORDER BY id DESC', a.id, a.legal_person)
      db.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?)').run(NAMESAKE_ID, a.legal_person)
      db.prepare(
        "INSERT INTO roles (company_id, person_id, role, position, from_date) VALUES (?, ?, 'executive', '监事', '2020-01-01')",
      ).run(b.id, NAMESAKE_ID)
    },
  })
}, 120_000)
afterAll(async () => {
  await s.close()
})

describe('search', () => {
  test('a 2-character fragment of a seeded name finds the company, with the match highlighted', async () => {
    const rows = (await s.sql.prepare('SELECT pid, name FROM companies ORDER BY id LIMIT 200').all()) as Array<{
      pid: string
      name: string
    }>
    let picked: { pid: string; name: string; frag: string } | undefined
    for (const r of rows) {
      const chars = [...r.name]
      for (let i = 2; i + 1 < chars.length && !picked; i++) {
        const frag = chars[i] + chars[i + 1]
        if (!/^[\u4e00-\u9fa5]{2}$/.test(frag)) continue
        if ((await count(s.sql, 'companies', 'name LIKE ?', `%${frag}%`)) <= 5) picked = { ...r, frag }
      }
      if (picked) break
    }
    expect(picked).toBeDefined()
    const r = await s.get('/search/api/v1/middle/entPersonSearch', { keyword: picked!.frag, pageNum: 1, pageSize: 20 })
    expect(r.body.code).toBe('0000')
    const hit = r.body.data.list.find((h: any) => h.pid === picked!.pid)
    expect(hit).toBeDefined()
    expect(hit.name).toBe(picked!.name)
    const [start, end] = hit.highlight[0]
    expect(picked!.name.slice(start, end)).toContain(picked!.frag)
    expect(r.body.data.total).toBeGreaterThanOrEqual(1)
  })

  test('keyword missing, too long, bad paging → 4000 in Chinese', async () => {
    for (const q of [
      {},
      { keyword: '' },
      { keyword: '华'.repeat(51) },
      { keyword: '科技', pageNum: 0 },
      { keyword: '科技', pageSize: 'ten' },
      { keyword: '科技', pageSize: 1000 },
    ]) {
      const r = await s.get('/search/api/v1/middle/entPersonSearch', q as any)
      expect(r.status).toBe(400)
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
    }
  })

  test('hot searches come from the server', async () => {
    const r = await s.get('/search/api/v1/hotSearch')
    expect(r.body.code).toBe('0000')
    const heaviest = (await s.sql.prepare('SELECT keyword FROM hot_keywords ORDER BY weight DESC, keyword LIMIT 1').get()) as {
      keyword: string
    }
    expect(r.body.data.list.length).toBeGreaterThan(0)
    expect(r.body.data.list.length).toBeLessThanOrEqual(await count(s.sql, 'hot_keywords'))
    expect(r.body.data.list[0].keyword).toBe(heaviest.keyword)
  })

  test('advanced filter: a province narrows the results; countOnly gives the total without a list', async () => {
    const { province_code: province } = (await s.sql
      .prepare('SELECT province_code, COUNT(*) n FROM companies GROUP BY province_code ORDER BY n DESC LIMIT 1')
      .get()) as any
    const expected = await count(s.sql, 'companies', 'province_code = ?', province)
    const r = await s.get('/search/api/v1/advanced', { regionCode: province, pageSize: 50 })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.total).toBe(expected)
    expect(r.body.data.list.length).toBe(Math.min(50, expected))
    for (const h of r.body.data.list) expect(h.regionCode.slice(0, 2)).toBe(province.slice(0, 2))
    const c = await s.get('/search/api/v1/advanced', { regionCode: province, countOnly: 1 })
    expect(c.body.data.total).toBe(expected)
    expect(c.body.data.list).toEqual([])
  })

  test('advanced filter: bad values → 4000', async () => {
    const bad = [
      { regionCode: '99999' },
      { regionCode: '990000' },
      { industry: 'ZZ' },
      { capitalMin: 'abc' },
      { capitalMin: 500, capitalMax: 100 },
      { estStart: '2020-13-01' },
      { estStart: '2021-01-01', estEnd: '2020-01-01' },
      { status: '存续,不存在' },
      { companyType: '火星公司' },
      { keyword: 'x'.repeat(51) },
      { countOnly: 'maybe' },
    ]
    for (const q of bad) {
      const r = await s.get('/search/api/v1/advanced', q as any)
      expect([JSON.stringify(q), r.status, r.body.code]).toEqual([JSON.stringify(q), 400, '4000'])
      expectChinese(r.body.msg)
    }
  })
})

describe('conditions', () => {
  test('province → city → district tree with GB/T 2260 codes', async () => {
    const r = await s.get('/user/condition/provinceRegionsTree')
    expect(r.body.code).toBe('0000')
    const gd = r.body.data.find((p: any) => p.code === '440000')
    expect(gd.name).toBe('广东省')
    const sz = gd.children.find((c: any) => c.code === '440300')
    expect(sz.name).toBe('深圳市')
    expect(sz.children.some((d: any) => d.code === '440305' && d.name === '南山区')).toBe(true)
  })

  test('filter options list industries, statuses, types and capital ranges', async () => {
    const r = await s.get('/user/condition/options')
    expect(r.body.data.statuses).toEqual(expect.arrayContaining(['存续', '注销']))
    expect(r.body.data.industries.length).toBeGreaterThan(5)
    expect(r.body.data.capitalRanges.length).toBeGreaterThan(2)
  })
})

describe('company', () => {
  test('header of a known pid, counting the view', async () => {
    const c = (await s.sql.prepare('SELECT * FROM companies ORDER BY id LIMIT 1').get()) as any
    const r = await s.get('/yqc/api/v1/business/header', { pid: c.pid })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({
      pid: c.pid,
      name: c.name,
      creditCode: c.credit_code,
      legalPerson: c.legal_person,
      status: c.status,
      established: c.established,
      regionCode: c.region_code,
      address: c.address,
    })
    expect(r.body.data.regCapitalText).toMatch(/万|亿/)
    expect(((await s.sql.prepare('SELECT view_count FROM companies WHERE pid = ?').get(c.pid)) as any).view_count).toBe(c.view_count + 1)
  })

  test('unknown or malformed pid → 4xx, nothing written', async () => {
    const views = ((await s.sql.prepare('SELECT SUM(view_count) v FROM companies').get()) as any).v
    const unknown = await s.get('/yqc/api/v1/business/header', { pid: 'nope000000' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: '4040', msg: '企业不存在' })
    for (const q of [{}, { pid: 'a b' }, { pid: 'x'.repeat(65) }]) {
      const r = await s.get('/yqc/api/v1/business/header', q as any)
      expect(r.status).toBe(400)
      expectChinese(r.body.msg)
    }
    expect((await s.get('/yqc/api/v1/business/profile', { pid: 'nope000000' })).status).toBe(404)
    expect(((await s.sql.prepare('SELECT SUM(view_count) v FROM companies').get()) as any).v).toBe(views)
  })

  test('profile: every dimension with counts equal to direct SQL counts; shareholders, investments, branches, changes', async () => {
    const c = company(s.db, 'id IN (SELECT company_id FROM records GROUP BY company_id ORDER BY COUNT(*) DESC LIMIT 1)')
    const r = await s.get('/yqc/api/v1/business/profile', { pid: c.pid })
    expect(r.body.code).toBe('0000')
    const p = r.body.data
    const companyDims = DIMENSIONS.filter((d) => d.entity !== 'person')
    expect(p.dimensions.map((d: any) => d.key)).toEqual(companyDims.map((d) => d.key))
    for (const d of p.dimensions)
      expect([d.key, d.count]).toEqual([d.key, await count(s.sql, 'records', 'company_id = ? AND dimension = ?', c.id, d.key)])
    expect(p.dimensions.some((d: any) => d.count > 0)).toBe(true)
    expect(p.dimensions.some((d: any) => d.count === 0)).toBe(true)
    expect(p.changeTotal).toBe(await count(s.sql, 'changes', 'company_id = ?', c.id))
    expect(p.changes.length).toBe(Math.min(20, p.changeTotal))

    const holder = company(s.db, "id IN (SELECT company_id FROM roles WHERE role = 'shareholder' AND to_date IS NULL)")
    const hp = (await s.get('/yqc/api/v1/business/profile', { pid: holder.pid })).body.data
    const personHolders = await count(s.sql, 'roles', "company_id = ? AND role = 'shareholder' AND to_date IS NULL", holder.id)
    const companyHolders = await count(s.sql, 'ownership', 'investee_id = ?', holder.id)
    expect(hp.shareholders.length).toBe(personHolders + companyHolders)
    for (let i = 1; i < hp.shareholders.length; i++) expect(hp.shareholders[i - 1].share).toBeGreaterThanOrEqual(hp.shareholders[i].share)

    const investor = company(s.db, 'id IN (SELECT investor_id FROM ownership)')
    const ip = (await s.get('/yqc/api/v1/business/profile', { pid: investor.pid })).body.data
    expect(ip.investmentTotal).toBe(await count(s.sql, 'ownership', 'investor_id = ?', investor.id))
    const investee = (
      await s.sql.prepare('SELECT c.pid FROM ownership o JOIN companies c ON c.id = o.investee_id WHERE o.investor_id = ?').all(investor.id)
    ).map((x: any) => x.pid)
    expect(ip.investments.every((i: any) => investee.includes(i.pid))).toBe(true)
  })

  test('branches of a head office', async () => {
    const head = (await s.sql
      .prepare('SELECT parent_pid AS pid, COUNT(*) n FROM companies WHERE parent_pid IS NOT NULL GROUP BY parent_pid LIMIT 1')
      .get()) as any
    if (!head) return expect(await count(s.sql, 'companies', 'parent_pid IS NOT NULL')).toBe(0)
    const p = (await s.get('/yqc/api/v1/business/profile', { pid: head.pid })).body.data
    expect(p.branchTotal).toBe(head.n)
    expect(p.branches.length).toBe(Math.min(20, head.n))
  })
})

describe('person', () => {
  test('getPersonId finds the legal representative by name and company', async () => {
    const c = company(s.db, 'legal_person_id IS NOT NULL ORDER BY id')
    const r = await s.post('/yqc/api/v1/person/getPersonId', { personName: c.legal_person, pid: c.pid })
    expect(r.body).toEqual({ code: '0000', msg: 'success', data: c.legal_person_id })
  })

  test('a namesake in another company is not confused', async () => {
    const a = company(s.db, 'legal_person_id IS NOT NULL ORDER BY id')
    const b = (await s.sql
      .prepare('SELECT c.pid FROM roles r JOIN companies c ON c.id = r.company_id WHERE r.person_id = ?')
      .get(NAMESAKE_ID)) as any
    expect(a.legal_person_id).not.toBe(NAMESAKE_ID)
    const inB = await s.post('/yqc/api/v1/person/getPersonId', { personName: a.legal_person, pid: b.pid })
    expect(inB.body.data).toBe(NAMESAKE_ID)
    const inA = await s.post('/yqc/api/v1/person/getPersonId', { personName: a.legal_person, pid: a.pid })
    expect(inA.body.data).toBe(a.legal_person_id)
  })

  test('a name without a role in that company → data null', async () => {
    const c = company(s.db, 'legal_person_id IS NOT NULL ORDER BY id')
    const r = await s.post('/yqc/api/v1/person/getPersonId', { personName: '查无此人', pid: c.pid })
    expect(r.body).toEqual({ code: '0000', msg: 'success', data: null })
  })

  test('getPersonId bad input → 4xx', async () => {
    const c = company(s.db, '1=1')
    for (const body of [
      {},
      { personName: '张三' },
      { pid: c.pid },
      { personName: '张'.repeat(51), pid: c.pid },
      { personName: ['张三'], pid: c.pid },
    ]) {
      const r = await s.post('/yqc/api/v1/person/getPersonId', body)
      expect(r.status).toBe(400)
      expectChinese(r.body.msg)
    }
    expect((await s.post('/yqc/api/v1/person/getPersonId', { personName: '张三', pid: 'nope000000' })).status).toBe(404)
  })

  test('getPersonId: the name must be text and not blank; the answer names the field', async () => {
    const c = company(s.db, 'legal_person_id IS NOT NULL ORDER BY id')
    const number = await s.post('/yqc/api/v1/person/getPersonId', { personName: 12345, pid: c.pid })
    expect([number.status, number.body.code, number.body.msg]).toEqual([400, '4000', '人员姓名格式不正确'])
    const blank = await s.post('/yqc/api/v1/person/getPersonId', { personName: '   ', pid: c.pid })
    expect([blank.status, blank.body.msg]).toEqual([400, '请输入人员姓名'])
    const padded = await s.post('/yqc/api/v1/person/getPersonId', { personName: ` ${c.legal_person} `, pid: c.pid })
    expect(padded.body.data).toBe(c.legal_person_id)
  })

  test('person detail lists the roles in every company, matching the roles table', async () => {
    const { person_id: personId } = (await s.sql
      .prepare('SELECT person_id, COUNT(DISTINCT company_id) n FROM roles WHERE to_date IS NULL GROUP BY person_id ORDER BY n DESC LIMIT 1')
      .get()) as any
    const r = await s.get('/yqc/api/v1/person/detail', { personId })
    expect(r.body.code).toBe('0000')
    const d = r.body.data
    expect(d.personId).toBe(personId)
    expect(d.companyCount).toBe(
      ((await s.sql.prepare('SELECT COUNT(DISTINCT company_id) n FROM roles WHERE person_id = ? AND to_date IS NULL').get(personId)) as any)
        .n,
    )
    expect(d.companyCount).toBeGreaterThan(1)
    expect(d.legalCount).toBe(
      (
        (await s.sql
          .prepare("SELECT COUNT(DISTINCT company_id) n FROM roles WHERE person_id = ? AND role = 'legal' AND to_date IS NULL")
          .get(personId)) as any
      ).n,
    )
    expect(d.roles).toHaveLength(d.companyCount)
    for (const role of d.roles) expect(role.roles.length).toBeGreaterThan(0)
    const unknown = await s.get('/yqc/api/v1/person/detail', { personId: 'nobody' })
    expect(unknown.status).toBe(404)
    expect((await s.get('/yqc/api/v1/person/detail', {})).status).toBe(400)
  })
})

describe('trends', () => {
  test('changes and records of the viewed companies, newest first', async () => {
    const c = company(
      s.db,
      "id IN (SELECT company_id FROM changes WHERE date <= '2026-11-01') AND id IN (SELECT company_id FROM records WHERE date <= '2026-11-01')",
    )
    const r = await s.get('/yqc/api/v1/trends/recent', { pids: `${c.pid},unknownpid`, pageNum: 1, pageSize: 50 })
    expect(r.body.code).toBe('0000')
    const d = r.body.data
    expect(d.basis).toBe('viewed')
    // the test clock is 2026-11-01 in China: later dates (deadlines, hearings to come) are not trends yet
    const today = '2026-11-01'
    expect(d.total).toBe(
      (await count(s.sql, 'changes', 'company_id = ? AND date <= ?', c.id, today)) +
        (await count(s.sql, 'records', 'company_id = ? AND date <= ?', c.id, today)),
    )
    expect(d.list.every((t: any) => t.date <= today)).toBe(true)
    expect(d.list.every((t: any) => t.pid === c.pid && t.companyName === c.name)).toBe(true)
    for (let i = 1; i < d.list.length; i++) expect(d.list[i - 1].date >= d.list[i].date).toBe(true)
    expect(new Set(d.list.map((t: any) => t.kind))).toEqual(new Set(['change', 'record']))
  })

  test('no pids: the most viewed companies, basis popular', async () => {
    const top = company(s.db, "id IN (SELECT company_id FROM changes WHERE date <= '2026-11-01') ORDER BY id DESC")
    await s.sql.prepare('UPDATE companies SET view_count = 1000000 WHERE id = ?').run(top.id)
    const r = await s.get('/yqc/api/v1/trends/recent', { pageSize: 50 })
    expect(r.body.data.basis).toBe('popular')
    expect(r.body.data.list.some((t: any) => t.pid === top.pid)).toBe(true)
  })

  test('bad pids → 4000', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')
    for (const q of [{ pids: many }, { pids: 'a b' }, { pids: 'abc', pageSize: 0 }] as Array<Record<string, string | number>>) {
      const r = await s.get('/yqc/api/v1/trends/recent', q)
      expect(r.status).toBe(400)
      expectChinese(r.body.msg)
    }
  })
})
