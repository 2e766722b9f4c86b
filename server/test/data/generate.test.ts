import crypto from 'node:crypto'
import { seededDb, type Seeded } from '../search/fixture'
import { DIMENSIONS, RECORD_COLUMNS } from '../../../contract/domain/dimensions'
import { regionName } from '../../src/data/regions'
import { COMPANY_STATUSES } from '../../src/data/constants'

let s: Seeded
beforeAll(() => {
  s = seededDb(2000, 7)
})
afterAll(() => s.close())

const all = <T>(sql: string, ...args: unknown[]) => s.db.prepare(sql).all(...args) as T[]
const one = <T>(sql: string, ...args: unknown[]) => s.db.prepare(sql).get(...args) as T

function tableHash(db: Seeded['db']): string {
  const h = crypto.createHash('sha256')
  for (const t of ['companies', 'persons', 'roles', 'ownership', 'records', 'changes', 'hot_keywords']) {
    for (const row of db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).raw().iterate()) h.update(JSON.stringify(row))
  }
  return h.digest('hex')
}

describe('seedDemo', () => {
  it('is deterministic: the same seed gives identical rows, another seed different ones', () => {
    const a = seededDb(300, 99)
    const b = seededDb(300, 99)
    const c = seededDb(300, 100)
    try {
      expect(tableHash(a.db)).toBe(tableHash(b.db))
      expect(tableHash(a.db)).not.toBe(tableHash(c.db))
      expect(a.result.records).toBe(b.result.records)
    } finally {
      a.close()
      b.close()
      c.close()
    }
  })

  it('reports what it wrote', () => {
    expect(s.result.companies).toBe(2000)
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM companies').n).toBe(2000)
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM persons').n).toBe(s.result.persons)
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM records').n).toBe(s.result.records)
  })

  it('stores companies in importance order: operating and larger capital first', () => {
    const rows = all<{ id: number; status: string; reg_capital: number }>('SELECT id, status, reg_capital FROM companies ORDER BY id')
    const active = (st: string) => st === '存续' || st === '在业'
    for (let i = 1; i < rows.length; i++) {
      const [p, q] = [rows[i - 1], rows[i]]
      if (active(p.status) === active(q.status)) expect(q.reg_capital).toBeLessThanOrEqual(p.reg_capital)
      else expect(active(p.status)).toBe(true)
    }
  })

  it('makes realistic companies with real region codes and valid credit codes', () => {
    const rows = all<any>('SELECT * FROM companies')
    const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY'
    const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    for (const c of rows) {
      expect(c.name).toMatch(/(有限公司|有限责任公司|股份有限公司|分公司)$/)
      expect(COMPANY_STATUSES).toContain(c.status)
      expect(regionName(c.region_code)).toBe(c.region_name)
      expect(c.region_code.slice(0, 2)).toBe(c.province_code.slice(0, 2))
      expect(c.credit_code).toMatch(/^91\d{6}[0-9A-Z]{9}[0-9A-Z]$/)
      const sum = [...c.credit_code.slice(0, 17)].reduce((acc: number, ch: string, i: number) => acc + chars.indexOf(ch) * w[i], 0)
      expect(c.credit_code[17]).toBe(chars[(31 - (sum % 31)) % 31])
      expect(c.established <= '2026-11-01').toBe(true)
      expect(c.legal_person).toMatch(/^[\u4e00-\u9fff]{2,4}$/)
    }
    expect(new Set(rows.map((c) => c.name)).size).toBe(rows.length)
    expect(new Set(rows.map((c) => c.province_code)).size).toBeGreaterThan(25)
  })

  it('gives every non-branch company shareholders whose shares add up to 100%', () => {
    const persons = new Map(
      all<{ company_id: number; s: number }>(
        "SELECT company_id, SUM(share) AS s FROM roles WHERE role = 'shareholder' AND to_date IS NULL GROUP BY company_id",
      ).map((r) => [r.company_id, r.s]),
    )
    const firms = new Map(
      all<{ investee_id: number; s: number }>('SELECT investee_id, SUM(share) AS s FROM ownership GROUP BY investee_id').map((r) => [
        r.investee_id,
        r.s,
      ]),
    )
    for (const { id } of all<{ id: number }>('SELECT id FROM companies WHERE parent_pid IS NULL')) {
      expect((persons.get(id) ?? 0) + (firms.get(id) ?? 0)).toBeCloseTo(100, 1)
    }
    const legal = one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM companies c WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.company_id = c.id AND r.role = 'legal' AND r.to_date IS NULL AND r.person_id = c.legal_person_id)",
    ).n
    expect(legal).toBe(0)
    expect(
      one<{ n: number }>("SELECT COUNT(*) AS n FROM roles WHERE role = 'executive' AND position IN ('董事长','执行董事','总经理','监事')")
        .n,
    ).toBeGreaterThan(2000)
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM roles WHERE to_date IS NOT NULL').n).toBeGreaterThan(0)
  })

  it('has multi-level ownership chains and a cycle', () => {
    const edges = all<{ investor_id: number; investee_id: number }>('SELECT investor_id, investee_id FROM ownership')
    const out = new Map<number, number[]>()
    for (const e of edges) out.set(e.investor_id, [...(out.get(e.investor_id) ?? []), e.investee_id])
    const depth = (id: number, seen: Set<number>): number => {
      let best = 0
      for (const n of out.get(id) ?? []) if (!seen.has(n)) best = Math.max(best, 1 + depth(n, new Set([...seen, n])))
      return best
    }
    expect(depth(1, new Set([1]))).toBeGreaterThanOrEqual(4)
    const inCycle = (start: number) => {
      const stack = [...(out.get(start) ?? [])]
      const seen = new Set<number>()
      while (stack.length) {
        const n = stack.pop()!
        if (n === start) return true
        if (seen.has(n)) continue
        seen.add(n)
        stack.push(...(out.get(n) ?? []))
      }
      return false
    }
    expect(edges.some((e) => inCycle(e.investor_id))).toBe(true)
  })

  it('links branches to an existing head office', () => {
    const branches = all<{ name: string; parent_pid: string }>('SELECT name, parent_pid FROM companies WHERE parent_pid IS NOT NULL')
    expect(branches.length).toBeGreaterThan(10)
    for (const b of branches) {
      const parent = one<{ name: string }>('SELECT name FROM companies WHERE pid = ?', b.parent_pid)
      expect(b.name.startsWith(parent.name)).toBe(true)
      expect(b.name.endsWith('分公司')).toBe(true)
    }
  })

  it('creates namesakes: different persons of one name in different companies', () => {
    const rows = all<{ person_id: string; c: number }>(
      "SELECT p.person_id, MIN(r.company_id) AS c FROM persons p JOIN roles r ON r.person_id = p.person_id WHERE p.name = '王伟' GROUP BY p.person_id",
    )
    expect(rows.length).toBeGreaterThanOrEqual(2)
    expect(new Set(rows.map((r) => r.c)).size).toBe(rows.length)
  })

  it('fills every dimension with records carrying every detail field, a source and a capture date', () => {
    const columns = new Set<string>(RECORD_COLUMNS)
    for (const d of DIMENSIONS) {
      const recs = all<any>('SELECT * FROM records WHERE dimension = ? LIMIT 20', d.key)
      expect({ key: d.key, n: recs.length > 0 }).toEqual({ key: d.key, n: true })
      for (const r of recs) {
        const detail = JSON.parse(r.detail)
        for (const f of d.detailFields)
          if (!columns.has(f.key))
            expect({ key: `${d.key}.${f.key}`, has: f.key in detail }).toEqual({ key: `${d.key}.${f.key}`, has: true })
        expect(r.source).toBe(d.source)
        expect(r.captured_at).toMatch(/^2026-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
        if (d.hasDate) expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        if (d.key !== 'claimableSubsidy' && r.date) expect(r.date <= '2026-11-01').toBe(true)
        expect(r.company_id ?? r.person_id).toBeTruthy()
      }
    }
  })

  it('links record parties to generated companies and persons', () => {
    const recs = all<{ parties: string }>("SELECT parties FROM records WHERE parties != '[]' LIMIT 3000")
    let linked = 0
    for (const r of recs) {
      for (const p of JSON.parse(r.parties) as Array<{ name: string; role: string; pid?: string; personId?: string }>) {
        expect(p.role).toMatch(/[\u4e00-\u9fff]/)
        if (p.pid) {
          expect(one<{ name: string }>('SELECT name FROM companies WHERE pid = ?', p.pid).name).toBe(p.name)
          linked++
        }
        if (p.personId) expect(one<{ name: string }>('SELECT name FROM persons WHERE person_id = ?', p.personId).name).toBe(p.name)
      }
    }
    expect(linked).toBeGreaterThan(100)
  })

  it('follows cases through filing, session, judgment, execution and final case by case number', () => {
    const ref = one<{ ref_no: string }>(
      "SELECT e.ref_no FROM records e JOIN records f ON f.ref_no = e.ref_no AND f.dimension = 'finalCase' WHERE e.dimension = 'executor' LIMIT 1",
    ).ref_no
    expect(ref).toMatch(/^（20\d\d）[\u4e00-\u9fff]\d{4}执\d+号$/)
    const summary = all<{ detail: string; ref_no: string }>("SELECT detail, ref_no FROM records WHERE dimension = 'judicialCase'").find(
      (r) => JSON.parse(r.detail).relatedRefNos.includes(ref),
    )!
    expect(summary).toBeDefined()
    const first = summary.ref_no
    expect(first).toMatch(/民初\d+号$/)
    const stages = all<{ dimension: string }>('SELECT DISTINCT dimension FROM records WHERE ref_no = ?', first).map((r) => r.dimension)
    for (const d of ['caseFiling', 'courtSession', 'judgmentDocument', 'judicialCase', 'quiltSueOther']) expect(stages).toContain(d)
  })

  it('records registration changes with before, after and date', () => {
    const rows = all<{ field: string; before: string; after: string; date: string }>('SELECT field, before, after, date FROM changes')
    expect(new Set(rows.map((r) => r.field)).size).toBeGreaterThanOrEqual(8)
    for (const r of rows) {
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(r.before !== '' || r.after !== '').toBe(true)
    }
  })

  it('fills the hot keywords from generated names', () => {
    const hot = all<{ keyword: string; pid: string }>('SELECT keyword, pid FROM hot_keywords')
    expect(hot.length).toBe(12)
    for (const h of hot) expect(one<{ name: string }>('SELECT name FROM companies WHERE pid = ?', h.pid).name).toContain(h.keyword)
  })
})
