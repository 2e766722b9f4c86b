import { seededDb, type Seeded } from '../search/fixture'
import { importJsonl, type AppliedChange } from '../../src/data/import'
import { searchRepoFor } from '../../src/store/search'
import { SqliteSql } from '../../src/store/sqlite-sql'
import type { Sql } from '../../src/store/sql'
import { onPg, pgStore, type PgStore } from '../api/pg-store'

// the importer runs on the store TEST_STORE names: the seeded SQLite file, or a PostgreSQL copy of it
let s: Seeded
let pg: PgStore | undefined
let sql: Sql
beforeAll(async () => {
  s = seededDb(200, 3)
  pg = onPg ? await pgStore(s.db) : undefined
  sql = pg?.sql ?? new SqliteSql(s.db)
}, 60_000)
afterAll(async () => {
  await pg?.close()
  s.close()
})

const lines = (...objs: unknown[]) => objs.map((o) => JSON.stringify(o)).join('\n')
const one = async <T>(text: string, ...params: unknown[]) => (await sql.prepare(text).get<T>(...params))!
const count = async (table: string, where = '1=1', ...params: unknown[]) =>
  (await one<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, ...params)).n
/** the pids the store's name search finds for a keyword (FTS5 on SQLite, search_companies on PostgreSQL) */
const foundByName = async (keyword: string) => (await searchRepoFor(sql).entPerson(keyword, 1, 10)).list.map((h) => h.pid)

const company = {
  type: 'company',
  pid: 'imp0001',
  name: '深圳市测鑫导入科技有限公司',
  brand: '测鑫导入科技',
  status: '存续',
  regionCode: '440305',
  industryCode: 'I',
  established: '2020-05-06',
  regCapital: 800,
}

describe('importJsonl', () => {
  it('imports companies, persons, roles, ownership, records and changes, and indexes them', async () => {
    const target = await one<{ pid: string; id: number }>('SELECT pid, id FROM companies WHERE id = 5')
    const r = await importJsonl(
      sql,
      lines(
        company,
        { type: 'person', personId: 'imp-p-1', name: '欧阳测试' },
        { type: 'role', pid: 'imp0001', personId: 'imp-p-1', role: 'legal', position: '法定代表人', fromDate: '2020-05-06' },
        { type: 'role', pid: 'imp0001', personId: 'imp-p-1', role: 'shareholder', share: 100, amount: 800 },
        { type: 'ownership', investorPid: 'imp0001', investeePid: target.pid, share: 5 },
        {
          type: 'record',
          dimension: 'patent',
          pid: 'imp0001',
          date: '2023-01-02',
          title: '一种导入方法',
          refNo: 'CN2023100000001.1',
          detail: { patentType: '发明专利' },
        },
        { type: 'change', pid: 'imp0001', field: '注册资本', before: '100万人民币', after: '800万人民币', date: '2022-01-01' },
      ),
    )
    expect(r.errors).toEqual([])
    expect(r.ok).toBe(true)
    expect(r.counts).toEqual({ company: 1, person: 1, role: 2, ownership: 1, record: 1, change: 1 })
    const row = await one<any>('SELECT * FROM companies WHERE pid = ?', 'imp0001')
    expect(row.legal_person).toBe('欧阳测试')
    expect(row.legal_person_id).toBe('imp-p-1')
    expect(row.region_name).toBe('广东省 深圳市 南山区')
    expect(row.province_code).toBe('440000')
    expect(row.reg_capital).toBe(800)
    expect(await count('roles', 'company_id = ?', row.id)).toBe(2)
    expect(await one('SELECT share FROM ownership WHERE investor_id = ? AND investee_id = ?', row.id, target.id)).toEqual({ share: 5 })
    const rec = await one<{ id: number; source: string }>(
      "SELECT id, source FROM records WHERE company_id = ? AND dimension = 'patent'",
      row.id,
    )
    expect(rec.source).toBe('国家知识产权局')
    const change = await one<{ id: number }>('SELECT id FROM changes WHERE company_id = ?', row.id)
    // what the change feed is told: every line in order, with the ids of the rows it stored
    expect(r.applied.map((a) => a.type)).toEqual(['company', 'person', 'role', 'role', 'ownership', 'record', 'change'])
    expect(r.applied.find((a) => a.type === 'record')).toMatchObject({ id: rec.id, pid: 'imp0001', dimension: 'patent' })
    expect(r.applied.find((a) => a.type === 'change')).toMatchObject({ id: change.id, field: '注册资本' })
    expect((await foundByName('测鑫导入'))[0]).toBe('imp0001')
    expect(await foundByName('欧阳测试')).toContain('imp0001')
  })

  it('upserts a company by pid, reports what changed, and reindexes its new name', async () => {
    const r = await importJsonl(sql, lines({ ...company, name: '深圳市测鑫改名科技有限公司', brand: '测鑫改名科技', regCapital: 900 }))
    expect(r.ok).toBe(true)
    expect(await count('companies', 'pid = ?', 'imp0001')).toBe(1)
    expect((await one<{ name: string }>('SELECT name FROM companies WHERE pid = ?', 'imp0001')).name).toBe('深圳市测鑫改名科技有限公司')
    expect(r.applied).toEqual([
      {
        type: 'company',
        line: 1,
        pid: 'imp0001',
        created: false,
        changed: [
          { field: '企业名称', before: '深圳市测鑫导入科技有限公司', after: '深圳市测鑫改名科技有限公司' },
          // the company line names no legal representative; the stored legal role names it again afterwards
          { field: '法定代表人', before: '欧阳测试', after: '' },
          { field: '注册资本', before: '800', after: '900' },
        ],
      },
    ])
    expect((await one<{ legal_person: string }>('SELECT legal_person FROM companies WHERE pid = ?', 'imp0001')).legal_person).toBe(
      '欧阳测试',
    )
    expect((await foundByName('测鑫改名'))[0]).toBe('imp0001')
    expect(await foundByName('测鑫导入')).not.toContain('imp0001')
  })

  it('takes a file as if its lines were applied one after another', async () => {
    const r = await importJsonl(
      sql,
      lines(
        { ...company, pid: 'imp0010', name: '深圳市先后导入科技有限公司' },
        { type: 'person', personId: 'imp-p-10', name: '张先' },
        { type: 'person', personId: 'imp-p-10', name: '张后' },
        { type: 'role', pid: 'imp0010', personId: 'imp-p-10', role: 'legal', position: '法定代表人', fromDate: '2021-01-01' },
        { type: 'record', dimension: 'patent', pid: 'imp0010', date: '2024-01-01', title: '一种先后方法', refNo: 'CN-SEQ-1' },
        { ...company, pid: 'imp0010', name: '深圳市先后改名科技有限公司' },
        {
          type: 'role',
          pid: 'imp0010',
          personId: 'imp-p-10',
          role: 'legal',
          position: '法定代表人',
          fromDate: '2021-01-01',
          toDate: '2024-06-30',
        },
        { type: 'record', dimension: 'patent', pid: 'imp0010', date: '2024-01-01', title: '一种先后方法', refNo: 'CN-SEQ-1' },
        { type: 'ownership', investorPid: 'imp0010', investeePid: 'imp0001', share: 10 },
        { type: 'ownership', investorPid: 'imp0010', investeePid: 'imp0001', share: 20 },
      ),
      { dedupe: true },
    )
    expect(r.ok).toBe(true)
    // the second record line repeats the first: skipped
    expect(r.counts).toEqual({ company: 2, person: 2, role: 2, record: 1, unchanged: 1, ownership: 2 })
    const row = await one<any>('SELECT * FROM companies WHERE pid = ?', 'imp0010')
    expect(row.name).toBe('深圳市先后改名科技有限公司')
    expect((await one<{ name: string }>('SELECT name FROM persons WHERE person_id = ?', 'imp-p-10')).name).toBe('张后')
    // the role line that ends the role replaced the one that began it
    expect(await sql.prepare('SELECT from_date, to_date FROM roles WHERE company_id = ?').all(row.id)).toEqual([
      { from_date: '2021-01-01', to_date: '2024-06-30' },
    ])
    expect(await sql.prepare('SELECT share FROM ownership WHERE investor_id = ?').all(row.id)).toEqual([{ share: 20 }])
    expect(await count('records', 'company_id = ?', row.id)).toBe(1)
    const told = r.applied.map((a) =>
      a.type === 'company'
        ? `company ${a.created ? 'new' : a.changed.map((c) => c.field).join('+')}`
        : a.type === 'role'
          ? `role ${a.status}`
          : a.type,
    )
    expect(told).toEqual(['company new', 'person', 'role start', 'record', 'company 企业名称', 'role end', 'ownership', 'ownership'])
  })

  it('reports the id of every record it stored, across many rows at once', async () => {
    const n = 1234
    const text = lines(
      ...Array.from({ length: n }, (_, i) => ({
        type: 'record',
        dimension: i % 2 ? 'trademark' : 'patent',
        pid: 'imp0001',
        date: '2024-02-03',
        title: `批量记录${i}`,
        refNo: `BULK-${i}`,
      })),
      ...Array.from({ length: 600 }, (_, i) => ({
        type: 'change',
        pid: 'imp0001',
        field: '住所',
        before: `旧址${i}`,
        after: `新址${i}`,
        date: '2024-02-03',
      })),
    )
    const r = await importJsonl(sql, text, { dedupe: true })
    expect(r.ok).toBe(true)
    expect(r.counts).toEqual({ record: n, change: 600 })
    const stored = new Map(
      (await sql.prepare("SELECT id, title FROM records WHERE ref_no LIKE 'BULK-%'").all<{ id: number; title: string }>()).map((x) => [
        x.id,
        x.title,
      ]),
    )
    const records = r.applied.filter((a): a is Extract<AppliedChange, { type: 'record' }> => a.type === 'record')
    expect(records).toHaveLength(n)
    records.forEach((a, i) => expect(stored.get(a.id)).toBe(`批量记录${i}`))
    const changes = new Map(
      (
        await sql.prepare("SELECT id, after FROM changes WHERE field = '住所' AND after LIKE '新址%'").all<{ id: number; after: string }>()
      ).map((x) => [x.id, x.after]),
    )
    r.applied.filter((a) => a.type === 'change').forEach((a, i) => expect(changes.get((a as { id: number }).id)).toBe(`新址${i}`))

    // the same file again: nothing new
    const again = await importJsonl(sql, text, { dedupe: true })
    expect(again.counts).toEqual({ unchanged: n + 600 })
    expect(again.applied).toEqual([])
    expect(await count('records', "ref_no LIKE 'BULK-%'")).toBe(n)
  })

  it('writes nothing when any line is bad, and says why in Chinese with the line number', async () => {
    const before = { companies: await count('companies'), records: await count('records'), persons: await count('persons') }
    const r = await importJsonl(
      sql,
      [
        JSON.stringify({ ...company, pid: 'imp0002', name: '好公司有限公司' }),
        '{not json',
        JSON.stringify({ type: 'record', dimension: 'nope', pid: 'imp0001' }),
        JSON.stringify({ ...company, pid: 'imp0003', regionCode: '999999' }),
        JSON.stringify({ type: 'role', pid: 'missing', personId: 'x', role: 'legal' }),
        JSON.stringify({ type: 'person', personId: 'imp-p-99', name: '不该写入' }),
        JSON.stringify({ type: 'record', dimension: 'patent', pid: 'imp0001', title: '不该写入' }),
      ].join('\n'),
    )
    expect(r.ok).toBe(false)
    expect(r.errors.map((e) => e.line)).toEqual([2, 3, 4, 5])
    expect(r.errors[0].msg).toBe('不是合法的 JSON')
    expect(r.errors[1].msg).toContain('未知的数据维度')
    expect(r.errors[2].msg).toContain('regionCode')
    expect(r.errors[3].msg).toContain('不存在')
    expect({ companies: await count('companies'), records: await count('records'), persons: await count('persons') }).toEqual(before)
  })
})
