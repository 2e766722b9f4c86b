import { seededDb, type Seeded } from '../search/fixture'
import { importJsonl } from '../../src/data/import'
import { searchEntPerson } from '../../src/search'

let s: Seeded
beforeAll(() => {
  s = seededDb(200, 3)
})
afterAll(() => s.close())

const lines = (...objs: unknown[]) => objs.map((o) => JSON.stringify(o)).join('\n')
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
  it('imports companies, persons, roles, ownership, records and changes, and indexes them', () => {
    const target = s.db.prepare('SELECT pid FROM companies WHERE id = 5').get() as { pid: string }
    const r = importJsonl(
      s.db,
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
    const row = s.db.prepare('SELECT * FROM companies WHERE pid = ?').get('imp0001') as any
    expect(row.legal_person).toBe('欧阳测试')
    expect(row.region_name).toBe('广东省 深圳市 南山区')
    expect(row.province_code).toBe('440000')
    const hits = searchEntPerson(s.db, '测鑫导入', 1, 10).list
    expect(hits[0].pid).toBe('imp0001')
    expect(searchEntPerson(s.db, '欧阳测试', 1, 10).list.some((h) => h.pid === 'imp0001')).toBe(true)
    const rec = s.db.prepare("SELECT source FROM records WHERE company_id = ? AND dimension = 'patent'").get(row.id) as { source: string }
    expect(rec.source).toBe('国家知识产权局')
  })

  it('upserts a company by pid and reindexes its new name', () => {
    const r = importJsonl(s.db, lines({ ...company, name: '深圳市测鑫改名科技有限公司', brand: '测鑫改名科技' }))
    expect(r.ok).toBe(true)
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM companies WHERE pid = ?').get('imp0001') as { n: number }).n).toBe(1)
    expect(searchEntPerson(s.db, '测鑫改名', 1, 10).list[0].pid).toBe('imp0001')
    expect(searchEntPerson(s.db, '测鑫导入', 1, 10).list.some((h) => h.pid === 'imp0001')).toBe(false)
  })

  it('writes nothing when any line is bad, and says why in Chinese with the line number', () => {
    const before = (s.db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n
    const r = importJsonl(
      s.db,
      [
        JSON.stringify({ ...company, pid: 'imp0002', name: '好公司有限公司' }),
        '{not json',
        JSON.stringify({ type: 'record', dimension: 'nope', pid: 'imp0001' }),
        JSON.stringify({ ...company, pid: 'imp0003', regionCode: '999999' }),
        JSON.stringify({ type: 'role', pid: 'missing', personId: 'x', role: 'legal' }),
      ].join('\n'),
    )
    expect(r.ok).toBe(false)
    expect(r.errors.map((e) => e.line)).toEqual([2, 3, 4, 5])
    expect(r.errors[0].msg).toBe('不是合法的 JSON')
    expect(r.errors[1].msg).toContain('未知的数据维度')
    expect(r.errors[2].msg).toContain('regionCode')
    expect(r.errors[3].msg).toContain('不存在')
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n).toBe(before)
  })
})
