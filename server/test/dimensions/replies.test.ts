/**
 * Reply schemas serialise the answers and drop any field they do not declare: every company-data route must answer
 * exactly what its store returns, field for field.
 */
import { startServer, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { SqlCompanyRepo } from '../../src/store/companies'
import { SqlPersonRepo } from '../../src/store/persons'
import { SqlRecordRepo } from '../../src/store/records'
import { SqlOwnershipRepo } from '../../src/store/ownership'
import { OwnershipGraph } from '../../src/graph/ownership'
import { getDimension } from '../../../contract/domain/dimensions'
import { chinaDate } from '../../src/store/trends'

let s: TestServer

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 600, seed: 7 }) })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T
/** what JSON makes of a value (undefined fields vanish) */
const plain = (v: unknown) => JSON.parse(JSON.stringify(v))

async function expectSame(path: string, q: Record<string, string | number>, expected: unknown) {
  const r = await s.get(path, q)
  expect({ path, code: r.body.code }).toEqual({ path, code: '0000' })
  expect(r.body.data).toEqual(plain(expected))
}

test('company header and profile, person detail', async () => {
  const companies = new SqlCompanyRepo(s.app.sql)
  const persons = new SqlPersonRepo(s.app.sql)
  const c = await one<{ pid: string }>('SELECT pid FROM companies WHERE id IN (SELECT investee_id FROM ownership) ORDER BY id LIMIT 1')
  await expectSame('/yqc/api/v1/business/profile', { pid: c.pid }, await companies.profile(c.pid))
  const header = await companies.header(c.pid)
  await expectSame('/yqc/api/v1/business/header', { pid: c.pid }, header)
  const p = await one<{ person_id: string }>(
    `SELECT person_id FROM roles WHERE role = 'shareholder' AND share IS NOT NULL AND to_date IS NULL ORDER BY id LIMIT 1`,
  )
  const detail = (await persons.detail(p.person_id))!
  expect(detail.roles.some((r) => r.share !== undefined)).toBe(true)
  await expectSame('/yqc/api/v1/person/detail', { personId: p.person_id }, detail)
})

test('dimension list, record detail and trend', async () => {
  const records = new SqlRecordRepo(s.app.sql)
  const c = await one<{ id: number; pid: string }>(`SELECT c.id, c.pid FROM records r JOIN companies c ON c.id = r.company_id
    WHERE r.dimension = 'judgmentDocument' GROUP BY c.id ORDER BY COUNT(*) DESC LIMIT 1`)
  const dimension = getDimension('judgmentDocument')!
  const owner = { kind: 'company' as const, id: c.id, pid: c.pid }
  await expectSame(
    '/yqc/api/v1/dimension/list',
    { dimension: 'judgmentDocument', pid: c.pid },
    await records.list({ dimension, owner, pageNum: 1, pageSize: 20, sort: 'date', order: 'desc' }),
  )
  const row = await one<{ id: number }>(`SELECT id FROM records WHERE dimension = 'judgmentDocument' AND company_id = ? LIMIT 1`, c.id)
  const detail = (await records.detail(row.id))!
  expect(detail.caseRefNo).toBeTruthy()
  await expectSame('/yqc/api/v1/dimension/detail', { id: row.id }, detail)
  await expectSame(
    '/yqc/api/v1/dimension/trend',
    { dimension: 'judgmentDocument', pid: c.pid },
    await records.trend(dimension, owner, chinaDate(s.config.now()).slice(0, 7)),
  )
  const soft = await one<{ title: string }>(`SELECT title FROM records WHERE dimension = 'softwareCopyright' ORDER BY id LIMIT 1`)
  await expectSame('/yqc/api/v1/copyright/search', { keyword: soft.title }, await records.copyrightSearch(soft.title, undefined, 1, 20))
})

test('legal views', async () => {
  const records = new SqlRecordRepo(s.app.sql)
  const f = await one<{ company_id: number; detail: string }>(
    `SELECT company_id, detail FROM records WHERE dimension = 'finalCase' ORDER BY id LIMIT 1`,
  )
  const pid = (await one<{ pid: string }>('SELECT pid FROM companies WHERE id = ?', f.company_id)).pid
  const owner = { kind: 'company' as const, id: f.company_id, pid }
  const ref = JSON.parse(f.detail).caseRefNo as string
  await expectSame('/yqc/api/v1/law/summary', { pid }, await records.lawSummary(owner))
  await expectSame('/yqc/api/v1/law/case', { referenceNo: ref, pid }, await records.caseDetail(ref, f.company_id))
  await expectSame('/yqc/api/v1/law/relationship', { referenceNo: ref, pid }, await records.relationship(ref, f.company_id))
  const all = await records.cases(owner)
  await expectSame(
    '/yqc/api/v1/law/cases',
    { pid, pageSize: 50 },
    { total: all.length, totalText: String(all.length), pageNum: 1, pageSize: 50, list: all.slice(0, 50) },
  )
})

test('ownership trees and shared shareholders', async () => {
  const graph = new OwnershipGraph(new SqlOwnershipRepo(s.app.sql))
  const top = await one<{ investor_id: number }>('SELECT investor_id FROM ownership GROUP BY investor_id ORDER BY COUNT(*) DESC LIMIT 1')
  const pid = (await one<{ pid: string }>('SELECT pid FROM companies WHERE id = ?', top.investor_id)).pid
  const root = (await graph.company(pid))!
  await expectSame('/yqc/api/v1/basic/inverChain', { pid, depth: 3 }, await graph.inverChain(root, 3))
  // a company on an ownership cycle: its upward tree holds a node marked cycle
  const edges = (await s.sql.prepare('SELECT investor_id AS a, investee_id AS b FROM ownership').all()) as Array<{ a: number; b: number }>
  const up = new Map<number, number[]>()
  for (const e of edges) up.set(e.b, [...(up.get(e.b) ?? []), e.a])
  const onCycle = edges
    .map((e) => e.b)
    .find((start) => {
      const stack = [...(up.get(start) ?? [])]
      const seen = new Set<number>()
      while (stack.length) {
        const x = stack.pop()!
        if (x === start) return true
        if (seen.has(x)) continue
        seen.add(x)
        stack.push(...(up.get(x) ?? []))
      }
      return false
    })!
  const cyclePid = (await one<{ pid: string }>('SELECT pid FROM companies WHERE id = ?', onCycle)).pid
  const upward = await graph.equityChain((await graph.company(cyclePid))!, 6)
  expect(JSON.stringify(upward)).toContain('"cycle":true')
  await expectSame('/yqc/api/v1/basic/equityChain', { pid: cyclePid, depth: 6 }, upward)
  const pair = await one<{ a: number; b: number }>(`SELECT x.company_id AS a, y.company_id AS b FROM roles x JOIN roles y
    ON y.person_id = x.person_id AND y.company_id > x.company_id AND y.role = 'shareholder' AND y.to_date IS NULL
    WHERE x.role = 'shareholder' AND x.to_date IS NULL ORDER BY x.company_id LIMIT 1`)
  const [a, b] = await Promise.all(
    [pair.a, pair.b].map(
      async (id) => (await graph.company((await one<{ pid: string }>('SELECT pid FROM companies WHERE id = ?', id)).pid))!,
    ),
  )
  await expectSame('/yqc/api/v1/basic/joinShareholders', { pid: a.pid, otherPid: b.pid }, await graph.joinShareholders(a, b))
})
