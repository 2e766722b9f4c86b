/**
 * 查老赖 over real HTTP: the newest entries and totals, the search by name, credit code and case number with province,
 * date and paging, the refusals in Chinese, one entry with its case, and the index kept in step with records written
 * by the change feed and with a renamed company. The search plans are read with EXPLAIN QUERY PLAN: every path walks
 * an index, never the records table.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { onPg } from '../api/pg-store'
import { queryPlan } from '../pg/query-plan'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import { SqlJudicialRepo, type JudicialFilter } from '../../src/store/judicial'
import { SqlRecordRepo } from '../../src/store/records'
import type { DB } from '../../src/store/db'
import { API } from '../../../contract/endpoints'
import type { JudicialDetail, JudicialEntry, JudicialOverview, JudicialSearchResult } from '../../../contract/schemas/judicial'

let s: TestServer

const DEBTOR = { pid: 'laolai-zj-1', name: '杭州恒信老赖测试贸易有限公司', code: '91330106MA2JUDIC01' }
const PERSON = { personId: 'laolai-person-1', name: '庞统' }
const APPLICANT = { pid: 'laolai-zj-2', name: '宁波申请执行测试有限公司' }
/** the debtor's dishonest cases: case number, date */
const CASES: Array<[string, string]> = [
  ['（2024）浙0106执1001号', '2024-03-02'],
  ['（2024）浙0106执1002号', '2024-06-15'],
  ['（2025）浙0106执2001号', '2025-01-20'],
  ['（2025）浙0106执2002号', '2025-05-08'],
  ['（2026）浙0106执3001号', '2026-02-11'],
]
const PERSON_REF = '（2025）川0104执778号'

function addCompany(db: DB, c: { pid: string; name: string; code?: string }, province = '330000'): number {
  return Number(
    db
      .prepare(
        `INSERT INTO companies (pid, name, credit_code, established, status, company_type, industry_code, industry,
         province_code, city_code, region_code, region_name, captured_at)
       SELECT ?, ?, ?, established, status, company_type, industry_code, industry, ?, ?, ?, ?, captured_at FROM companies ORDER BY id LIMIT 1`,
      )
      .run(c.pid, c.name, c.code ?? '91330000TEST00000X', province, '330100', '330106', '浙江省 杭州市 西湖区').lastInsertRowid,
  )
}

function seed(db: DB): void {
  seedDemo(db, { companies: 200, seed: 7 })
  const id = addCompany(db, DEBTOR)
  addCompany(db, APPLICANT)
  db.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?)').run(PERSON.personId, PERSON.name)
  const rec = db.prepare(
    `INSERT INTO records (dimension, company_id, person_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)
     VALUES (@dimension, @companyId, @personId, @date, @amount, @title, @refNo, @parties, @status, @detail, '中国执行信息公开网', '2026-10-01 08:00:00', @current)`,
  )
  const parties = (debtor: Record<string, string>) =>
    JSON.stringify([
      { name: APPLICANT.name, role: '申请执行人', pid: APPLICANT.pid },
      { ...debtor, role: '被执行人' },
    ])
  for (const [i, [refNo, date]] of CASES.entries()) {
    for (const dimension of ['dishonestExecutor', 'executor']) {
      rec.run({
        dimension,
        companyId: id,
        personId: null,
        date,
        amount: 100 + i,
        title: DEBTOR.name,
        refNo,
        parties: parties({ name: DEBTOR.name, pid: DEBTOR.pid }),
        status: dimension === 'dishonestExecutor' ? '全部未履行' : '',
        detail: JSON.stringify({
          court: '杭州市西湖区人民法院',
          basisNo: `（2023）浙0106民初${i}号`,
          basisUnit: '杭州市西湖区人民法院',
          duty: `被执行人${DEBTOR.name}向申请执行人${APPLICANT.name}支付${100 + i}万元及利息`,
          behavior: '有履行能力而拒不履行生效法律文书确定义务',
          publishDate: date,
          caseStatus: '执行中',
        }),
        current: 1,
      })
    }
  }
  rec.run({
    dimension: 'dishonestExecutor',
    companyId: null,
    personId: PERSON.personId,
    date: '2025-09-09',
    amount: 12.5,
    title: PERSON.name,
    refNo: PERSON_REF,
    parties: parties({ name: PERSON.name, personId: PERSON.personId }),
    status: '部分履行',
    detail: JSON.stringify({ court: '成都市青羊区人民法院', duty: '支付借款12.5万元', behavior: '违反财产报告制度' }),
    current: 1,
  })
}

beforeAll(async () => {
  s = await startServer({ seed })
})
afterAll(async () => {
  await s.close()
})

const search = (q: Record<string, string | number>) => s.get<JudicialSearchResult>(API.judicial.search, { kind: 'dishonest', ...q })

describe('overview', () => {
  it('counts every entry and lists the newest first, open to visitors', async () => {
    const r = await s.get<JudicialOverview>(API.judicial.overview, { kind: 'dishonest' })
    expect(r.body.code).toBe('0000')
    const n = ((await s.sql.prepare("SELECT COUNT(*) AS n FROM records WHERE dimension = 'dishonestExecutor'").get()) as { n: number }).n
    expect(r.body.data.total).toBe(n)
    expect(r.body.data.recent.length).toBe(10)
    const dates = r.body.data.recent.map((e) => e.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(r.body.data.recent.every((e) => e.kind === 'dishonest')).toBe(true)
    const ex = await s.get<JudicialOverview>(API.judicial.overview, { kind: 'executed' })
    expect(ex.body.data.total).toBe(
      ((await s.sql.prepare("SELECT COUNT(*) AS n FROM records WHERE dimension = 'executor'").get()) as { n: number }).n,
    )
  })

  it('refuses an unknown list in Chinese', async () => {
    const r = await s.get(API.judicial.overview, { kind: 'other' })
    expect(r.body.code).toBe('4000')
    expectChinese(r.body.msg)
  })
})

describe('search', () => {
  it('finds a company by a fragment of its name, newest first', async () => {
    const r = await search({ keyword: '恒信老赖' })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.total).toBe(CASES.length)
    expect(r.body.data.list.map((e) => e.refNo)).toEqual([...CASES].reverse().map((c) => c[0]))
    const e = r.body.data.list[0]
    expect(e).toMatchObject({
      name: DEBTOR.name,
      pid: DEBTOR.pid,
      creditCode: DEBTOR.code,
      court: '杭州市西湖区人民法院',
      provinceName: '浙江省',
    })
    expect(e.performance).toBe('全部未履行')
  })

  it('finds a person by a 2-character name, and the executed list separately', async () => {
    const r = await search({ keyword: PERSON.name })
    expect(r.body.data.list.map((e) => e.personId)).toContain(PERSON.personId)
    const p = r.body.data.list.find((e) => e.personId === PERSON.personId)!
    expect(p).toMatchObject({ name: PERSON.name, creditCode: '', provinceName: '四川省' })
    expect(p.pid).toBeUndefined()
    expect((await search({ kind: 'executed', keyword: PERSON.name })).body.data.list.some((e) => e.personId)).toBe(false)
    const ex = await search({ kind: 'executed', keyword: '恒信老赖' })
    expect(ex.body.data.total).toBe(CASES.length)
    expect(ex.body.data.list.every((e) => e.kind === 'executed' && e.performance === '执行中')).toBe(true)
  })

  it('finds a case by its number, a fragment of it, or half-width brackets', async () => {
    const full = await search({ keyword: CASES[2][0] })
    expect(full.body.data.list.map((e) => e.refNo)).toEqual([CASES[2][0]])
    const part = await search({ keyword: '浙0106执200' })
    expect(part.body.data.list.map((e) => e.refNo).sort()).toEqual([CASES[2][0], CASES[3][0]])
    const refused = await search({ keyword: '(2025)浙0106执2001号' })
    expect(refused.body.code).toBe('4000')
    expect(refused.body.msg).toBe('关键词不能包含特殊符号')
  })

  it('finds a company by a fragment of its credit code', async () => {
    const r = await search({ keyword: 'MA2JUDIC' })
    expect(r.body.data.total).toBe(CASES.length)
    expect(r.body.data.list.every((e) => e.pid === DEBTOR.pid)).toBe(true)
  })

  it('filters by province and dates, with or without a keyword', async () => {
    const r = await search({ keyword: '恒信老赖', province: '330000', start: '2024-06-01', end: '2025-01-31' })
    expect(r.body.data.list.map((e) => e.refNo)).toEqual([CASES[2][0], CASES[1][0]])
    expect((await search({ keyword: '恒信老赖', province: '510000' })).body.data.total).toBe(0)
    const region = await search({ province: '510000', start: '2025-09-01', end: '2025-09-30' })
    expect(region.body.code).toBe('0000')
    expect(region.body.data.list.some((e) => e.personId === PERSON.personId)).toBe(true)
    for (const e of region.body.data.list) {
      expect(e.provinceName).toBe('四川省')
      expect(e.date >= '2025-09-01' && e.date <= '2025-09-30').toBe(true)
    }
    const all = await search({ province: '330000' })
    const n = (
      (await s.sql
        .prepare(
          "SELECT COUNT(*) AS n FROM records r JOIN companies c ON c.id = r.company_id WHERE r.dimension = 'dishonestExecutor' AND c.province_code = '330000' AND r.person_id IS NULL",
        )
        .get()) as { n: number }
    ).n
    expect(all.body.data.total).toBe(n)
  })

  it('pages without overlap and stops at the total', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 3; page++) {
      const r = await search({ keyword: '恒信老赖', pageNum: page, pageSize: 2 })
      expect(r.body.data.total).toBe(CASES.length)
      seen.push(...r.body.data.list.map((e) => e.refNo))
    }
    expect(seen).toEqual([...CASES].reverse().map((c) => c[0]))
    expect((await search({ keyword: '恒信老赖', pageNum: 4, pageSize: 2 })).body.data.list).toEqual([])
    const deep = await search({ keyword: '恒信老赖', pageNum: 501 })
    expect(deep.body.code).toBe('4000')
    expectChinese(deep.body.msg)
  })

  it('refuses a short keyword, bad filters and an empty search in Chinese', async () => {
    const short = await search({ keyword: '庞' })
    expect(short.status).toBe(400)
    expect(short.body.code).toBe('4000')
    expect(short.body.msg).toBe('关键词不能少于2个字符')
    const spaced = await search({ keyword: ' 庞 ' })
    expect(spaced.body.code).toBe('4000')
    expect(spaced.body.msg).toBe('关键词不能少于2个字符')
    const province = await search({ keyword: '恒信老赖', province: '990000' })
    expect(province.body).toMatchObject({ code: '4000', msg: '省份不存在' })
    const order = await search({ keyword: '恒信老赖', start: '2025-02-01', end: '2025-01-01' })
    expect(order.body).toMatchObject({ code: '4000', msg: '开始日期不能晚于结束日期' })
    const date = await search({ keyword: '恒信老赖', start: '2025-13-01' })
    expect(date.body.code).toBe('4000')
    expectChinese(date.body.msg)
    const empty = await search({})
    expect(empty.body.code).toBe('4000')
    expectChinese(empty.body.msg)
  })
})

describe('detail', () => {
  it('shows the case: court, number, dates, the duty, its performance and the behaviour', async () => {
    const found = await search({ keyword: CASES[0][0] })
    const id = found.body.data.list[0].id
    const r = await s.get<JudicialDetail>(API.judicial.detail, { id })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({
      kind: 'dishonest',
      name: DEBTOR.name,
      pid: DEBTOR.pid,
      refNo: CASES[0][0],
      court: '杭州市西湖区人民法院',
      date: CASES[0][1],
      amount: 100,
      performance: '全部未履行',
      basisNo: '（2023）浙0106民初0号',
      behavior: '有履行能力而拒不履行生效法律文书确定义务',
    })
    expect(r.body.data.duty).toContain('支付100万元')
    expect(r.body.data.applicants).toEqual([{ name: APPLICANT.name, role: '申请执行人', pid: APPLICANT.pid }])
    expect(r.body.data.caseRefNo).toBeTruthy()
    const executed = (await search({ kind: 'executed', keyword: CASES[0][0] })).body.data.list[0]
    const d = await s.get<JudicialDetail>(API.judicial.detail, { id: executed.id })
    expect(d.body.data).toMatchObject({ kind: 'executed', amount: 100, performance: '执行中', behavior: '' })
  })

  it('answers 4040 for an unknown id or a record of another dimension', async () => {
    const missing = await s.get(API.judicial.detail, { id: 99999999 })
    expect(missing.body.code).toBe('4040')
    expectChinese(missing.body.msg)
    const other = (await s.sql.prepare("SELECT id FROM records WHERE dimension = 'patent' LIMIT 1").get()) as { id: number }
    expect((await s.get(API.judicial.detail, { id: other.id })).body.code).toBe('4040')
  })
})

describe('kept in step', () => {
  it('finds a record the change feed added', async () => {
    const ref = '（2026）浙0106执9876号'
    const line = {
      type: 'record',
      dimension: 'dishonestExecutor',
      pid: DEBTOR.pid,
      date: '2026-11-01',
      capturedAt: '2026-11-01 08:00:00',
      title: `${APPLICANT.name}与${DEBTOR.name}买卖合同纠纷`,
      refNo: ref,
      amount: 66,
      status: '全部未履行',
      parties: [
        { name: APPLICANT.name, role: '申请执行人', pid: APPLICANT.pid },
        { name: DEBTOR.name, role: '被执行人', pid: DEBTOR.pid },
      ],
      detail: { court: '杭州市西湖区人民法院' },
    }
    expect((await search({ keyword: '浙0106执9876' })).body.data.total).toBe(0)
    const fed = await applyFeed(s.sql, JSON.stringify(line) + '\n', s.clock.ms)
    expect(fed.ok).toBe(true)
    const r = await search({ keyword: '浙0106执9876' })
    expect(r.body.data.list.map((e) => [e.refNo, e.name])).toEqual([[ref, DEBTOR.name]])
    const byName = await search({ keyword: '恒信老赖' })
    expect(byName.body.data.list[0].refNo).toBe(ref)
    const overview = await s.get<JudicialOverview>(API.judicial.overview, { kind: 'dishonest' })
    expect(overview.body.data.recent[0].refNo).toBe(ref)
  })

  it('finds a renamed company under its new name and loses a deleted record', async () => {
    await s.sql.prepare('UPDATE companies SET name = ? WHERE pid = ?').run('杭州恒信新名称贸易有限公司', DEBTOR.pid)
    expect((await search({ keyword: '新名称贸易' })).body.data.total).toBeGreaterThanOrEqual(CASES.length)
    expect((await search({ keyword: '恒信老赖' })).body.data.total).toBe(0)
    const one = (await search({ keyword: CASES[4][0] })).body.data.list[0]
    await s.sql.prepare('DELETE FROM records WHERE id = ?').run(one.id)
    expect((await search({ keyword: CASES[4][0] })).body.data.total).toBe(0)
    await s.sql.prepare('UPDATE companies SET name = ? WHERE pid = ?').run(DEBTOR.name, DEBTOR.pid)
  })
})

describe('query plans', () => {
  const plan = async (f: JudicialFilter, walk = false): Promise<string> => {
    const repo = new SqlJudicialRepo(s.app.sql, new SqlRecordRepo(s.app.sql))
    const { sql, args } = await repo.searchSql(f, walk)
    return queryPlan(s.sql, sql, args)
  }
  const base: JudicialFilter = { kind: 'dishonest', keyword: '', province: '' }

  it('uses the trigram index for 3+ characters', async () => {
    if (onPg) {
      // on PostgreSQL, the keyword's condition is one the GIN index over the entries' trigrams answers (with the
      // kind and the order beside it, the planner may walk the dates instead when it expects few matches)
      const repo = new SqlJudicialRepo(s.app.sql, new SqlRecordRepo(s.app.sql))
      const { sql, args } = await repo.searchSql({ ...base, keyword: '恒信老赖' })
      const keywordOnly = sql.replace(/ AND e\.dimension = \?[\s\S]*$/, '')
      expect(await queryPlan(s.sql, keywordOnly, args.slice(0, -3))).toMatch(/Bitmap Index Scan on judicial_entries_text/)
      expect(await plan({ ...base, keyword: '恒信老赖', province: '33', start: '2024-01-01' })).not.toMatch(/records/)
      return
    }
    const p = await plan({ ...base, keyword: '恒信老赖', province: '33', start: '2024-01-01' })
    expect(p).toMatch(/SCAN f VIRTUAL TABLE INDEX/)
    expect(p).toMatch(/SEARCH e USING INTEGER PRIMARY KEY/)
    expect(p).not.toMatch(/records/)
  })

  it('uses the 2-character pieces in date order', async () => {
    const p = await plan({ ...base, keyword: '庞统', start: '2024-01-01', end: '2026-01-01' })
    if (onPg) {
      expect(p).toMatch(/judicial_terms_pkey/)
      expect(p).not.toMatch(/Sort/)
      return
    }
    expect(p).toMatch(/SEARCH t USING PRIMARY KEY \(term=\? AND dimension=\? AND date>\? AND date<\?\)/)
    expect(p).not.toMatch(/TEMP B-TREE/)
  })

  it('reads a keyword matching many entries in date order, with the same answer as the trigram index', async () => {
    const repo = new SqlJudicialRepo(s.app.sql, new SqlRecordRepo(s.app.sql))
    for (const f of [
      { ...base, keyword: '有限公司' },
      { ...base, keyword: '有限公司', province: '33', start: '2020-01-01' },
    ]) {
      const dense = await repo.searchSql(f, true)
      const p = await plan(f, true)
      expect(p).toMatch(onPg ? /judicial_entries_(recent|region)/ : /SEARCH e USING INDEX judicial_entries_(recent|region)/)
      expect(p).not.toMatch(onPg ? /Sort/ : /TEMP B-TREE/)
      const sparse = await repo.searchSql(f)
      const ids = async (q: { sql: string; args: unknown[] }) =>
        ((await s.sql.prepare(q.sql).all(...q.args)) as Array<{ id: number }>).map((r) => r.id)
      expect((await ids(dense)).length).toBeGreaterThan(0)
      expect(await ids(dense)).toEqual(await ids(sparse))
    }
  })

  it('walks the province index without a keyword', async () => {
    const p = await plan({ ...base, province: '33', end: '2025-12-31' })
    expect(p).toMatch(onPg ? /judicial_entries_region/ : /SEARCH e USING (COVERING )?INDEX judicial_entries_region/)
    expect(p).not.toMatch(onPg ? /Sort/ : /TEMP B-TREE/)
    const dates = await plan({ ...base, start: '2025-01-01' })
    expect(dates).toMatch(onPg ? /judicial_entries_recent/ : /SEARCH e USING (COVERING )?INDEX judicial_entries_recent/)
  })
})

it('needs no sign-in', async () => {
  const r = await search({ keyword: '恒信老赖' })
  expect(r.body.code).toBe('0000')
  const list: JudicialEntry[] = r.body.data.list
  expect(list.length).toBeGreaterThan(0)
})

it('pages a keyword with thousands of matches newest first, without overlap', async () => {
  const company = (await s.sql.prepare('SELECT id FROM companies WHERE pid = ?').get(DEBTOR.pid)) as { id: number }
  const rec = s.sql.prepare(
    `INSERT INTO records (dimension, company_id, date, amount, title, ref_no, parties, detail, captured_at)
     VALUES ('executor', ?, ?, 1, ?, ?, '[]', '{}', '2026-10-01 08:00:00')`,
  )
  await s.sql.atomically(async () => {
    for (let i = 0; i < 2100; i++) {
      const date = new Date(Date.UTC(2019, 0, 1) + i * 86400000).toISOString().slice(0, 10)
      await rec.run(company.id, date, DEBTOR.name, `（2019）浙0106执${50000 + i}号`)
    }
  })
  const first = await search({ kind: 'executed', keyword: '恒信老赖', pageSize: 50 })
  expect(first.body.data.total).toBe(2100 + CASES.length)
  // counted in the index by kind: the executed entries are not in the dishonest total
  expect((await search({ kind: 'dishonest', keyword: '恒信老赖' })).body.data.total).toBe(CASES.length)
  const second = await search({ kind: 'executed', keyword: '恒信老赖', pageSize: 50, pageNum: 2 })
  const list = [...first.body.data.list, ...second.body.data.list]
  expect(new Set(list.map((e) => e.id)).size).toBe(100)
  const keys = list.map((e) => `${e.date}|${String(e.id).padStart(10, '0')}`)
  expect([...keys].sort().reverse()).toEqual(keys)
  const newest = (await s.sql
    .prepare(`SELECT id FROM records WHERE dimension = 'executor' AND company_id = ? ORDER BY date DESC, id DESC LIMIT 100`)
    .all(company.id)) as Array<{ id: number }>
  expect(list.map((e) => e.id)).toEqual(newest.map((r) => r.id))
})
