/**
 * Size caps of the company-data routes over real HTTP: page numbers, tree depth, the node budget of a huge ownership
 * tree, the shared-shareholder list and the case relationship graph. Each cap answers in Chinese or cuts the answer
 * with a truncated marker instead of walking everything.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import type { DB } from '../../src/store/db'
import type { CaseRelationship, JoinShareholders, OwnershipNode, OwnershipTree } from '../../../contract/api/api-dimensions'
import { MAX_SHARED_HOLDERS, MAX_TREE_DEPTH, MAX_TREE_NODES } from '../../../contract/schemas/graph'
import { MAX_CASE_EDGES, MAX_CASE_NODES } from '../../../contract/schemas/law'

let s: TestServer

/** a root company investing in 50 companies, each investing in 50 more: 2 551 nodes at depth 2 */
const WIDE = { root: 'wide-root', fanout: 50 }
/** two companies sharing 150 natural-person shareholders */
const SHARED = { a: 'shared-a', b: 'shared-b', persons: 150 }
/** a case filing with 150 parties on two sides */
const CROWD = { ref: '（2025）京0105民初99999号', parties: 150 }

function addCompany(db: DB, pid: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO companies (pid, name, credit_code, established, status, company_type, industry_code, industry,
         province_code, city_code, region_code, region_name, captured_at)
       SELECT ?, ?, credit_code, established, status, company_type, industry_code, industry, province_code, city_code,
         region_code, region_name, captured_at FROM companies ORDER BY id LIMIT 1`,
      )
      .run(pid, `测试${pid}有限公司`).lastInsertRowid,
  )
}

function seed(db: DB): void {
  seedDemo(db, { companies: 200, seed: 7 })
  const own = db.prepare('INSERT INTO ownership (investor_id, investee_id, share) VALUES (?, ?, ?)')
  db.transaction(() => {
    const root = addCompany(db, WIDE.root)
    for (let i = 0; i < WIDE.fanout; i++) {
      const mid = addCompany(db, `wide-${i}`)
      own.run(root, mid, 60)
      for (let j = 0; j < WIDE.fanout; j++) own.run(mid, addCompany(db, `wide-${i}-${j}`), 51)
    }
    const a = addCompany(db, SHARED.a)
    const b = addCompany(db, SHARED.b)
    const person = db.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?)')
    const role = db.prepare("INSERT INTO roles (company_id, person_id, role, share) VALUES (?, ?, 'shareholder', ?)")
    for (let i = 0; i < SHARED.persons; i++) {
      person.run(`shared-p${i}`, `股东${i}`)
      role.run(a, `shared-p${i}`, 0.5 + i / 1000)
      role.run(b, `shared-p${i}`, 0.1)
    }
    const parties = Array.from({ length: CROWD.parties }, (_, i) => ({ name: `当事企业${i}有限公司`, role: i % 2 ? '原告' : '被告' }))
    db.prepare(
      `INSERT INTO records (dimension, company_id, date, title, ref_no, parties, detail, captured_at)
       VALUES ('caseFiling', ?, '2025-03-01', '众多当事人合同纠纷', ?, ?, '{"court":"北京市朝阳区人民法院"}', '2025-03-02 00:00:00')`,
    ).run(a, CROWD.ref, JSON.stringify(parties))
  })()
}

beforeAll(async () => {
  s = await startServer({ seed })
}, 120_000)
afterAll(async () => {
  await s.close()
})

async function expectRefused(path: string, q: Record<string, string | number>, text: RegExp) {
  const r = await s.get(path, q)
  expect({ path, status: r.status, code: r.body.code }).toEqual({ path, status: 400, code: '4000' })
  expectChinese(r.body.msg)
  expect(r.body.msg).toMatch(text)
}

function countNodes(n: OwnershipNode): number {
  return 1 + n.children.reduce((a, c) => a + countNodes(c), 0)
}

const pidAny = async () => ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1').get()) as { pid: string }).pid

describe('paging stops at page 500', () => {
  test('dimension list, copyright search and cases refuse page 501 in Chinese; page 500 is answered', async () => {
    const pid = await pidAny()
    await expectRefused('/yqc/api/v1/dimension/list', { dimension: 'patent', pid, pageNum: 501 }, /页码必须在1到500之间/)
    await expectRefused('/yqc/api/v1/copyright/search', { keyword: '软件', pageNum: 501 }, /页码必须在1到500之间/)
    await expectRefused('/yqc/api/v1/law/cases', { pid, pageNum: 501 }, /页码必须在1到500之间/)
    const last = await s.get('/yqc/api/v1/law/cases', { pid, pageNum: 500 })
    expect(last.body.code).toBe('0000')
    expect(last.body.data.list).toEqual([])
  })
})

describe('ownership tree depth and size', () => {
  test(`depth is capped at ${MAX_TREE_DEPTH} for equityChain and inverChain`, async () => {
    for (const path of ['/yqc/api/v1/basic/equityChain', '/yqc/api/v1/basic/inverChain']) {
      await expectRefused(path, { pid: WIDE.root, depth: MAX_TREE_DEPTH + 1 }, /层级必须在1到6之间/)
      await expectRefused(path, { pid: WIDE.root, depth: 0 }, /层级/)
      expect((await s.get(path, { pid: WIDE.root, depth: MAX_TREE_DEPTH })).body.code).toBe('0000')
    }
  })

  test('a tree within the budget is whole and says truncated: false', async () => {
    const r = await s.get<OwnershipTree>('/yqc/api/v1/basic/inverChain', { pid: WIDE.root, depth: 1 })
    expect(r.body.data.truncated).toBe(false)
    expect(countNodes(r.body.data.root)).toBe(1 + WIDE.fanout)
    // the next level is not walked, only announced
    expect(r.body.data.root.children.every((c) => c.hasMore && c.children.length === 0)).toBe(true)
  })

  test(`a huge tree is cut at ${MAX_TREE_NODES} nodes with truncated: true, the cut nodes marked`, async () => {
    const started = Date.now()
    const r = await s.get<OwnershipTree>('/yqc/api/v1/basic/inverChain', { pid: WIDE.root, depth: MAX_TREE_DEPTH })
    expect(r.body.code).toBe('0000')
    const { root, truncated } = r.body.data
    expect(truncated).toBe(true)
    expect(countNodes(root)).toBe(MAX_TREE_NODES)
    expect(root.children).toHaveLength(WIDE.fanout)
    // companies whose children were cut say how many they have or that there is more
    const cut = root.children.filter((c) => c.children.length < WIDE.fanout)
    expect(cut.length).toBeGreaterThan(0)
    for (const c of cut) expect(c.hasMore || c.childTotal === WIDE.fanout).toBe(true)
    expect(root.children.filter((c) => c.children.length === 0).every((c) => c.hasMore)).toBe(true)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('shared shareholders', () => {
  test(`at most ${MAX_SHARED_HOLDERS} listed, largest combined share first; total counts them all`, async () => {
    const r = await s.get<JoinShareholders>('/yqc/api/v1/basic/joinShareholders', { pid: SHARED.a, otherPid: SHARED.b })
    expect(r.body.code).toBe('0000')
    const d = r.body.data
    expect(d.shared).toHaveLength(MAX_SHARED_HOLDERS)
    expect(d.total).toBe(SHARED.persons)
    expect(d.truncated).toBe(true)
    const sums = d.shared.map((x) => x.shareInA + x.shareInB)
    expect([...sums].sort((a, b) => b - a)).toEqual(sums)
    // the largest holder of A (the last one inserted) leads
    expect(d.shared[0]).toMatchObject({ kind: 'person', personId: `shared-p${SHARED.persons - 1}`, shareInB: 0.1 })
  })

  test('a small overlap is whole and says truncated: false', async () => {
    const pair = (await s.sql
      .prepare(
        `SELECT x.company_id AS a, y.company_id AS b FROM roles x JOIN roles y
         ON y.person_id = x.person_id AND y.company_id > x.company_id AND y.role = 'shareholder' AND y.to_date IS NULL
       WHERE x.role = 'shareholder' AND x.to_date IS NULL ORDER BY x.company_id LIMIT 1`,
      )
      .get()) as { a: number; b: number }
    const pidOf = async (id: number) => ((await s.sql.prepare('SELECT pid FROM companies WHERE id = ?').get(id)) as { pid: string }).pid
    const d = (
      await s.get<JoinShareholders>('/yqc/api/v1/basic/joinShareholders', { pid: await pidOf(pair.a), otherPid: await pidOf(pair.b) })
    ).body.data
    expect(d.truncated).toBe(false)
    expect(d.total).toBe(d.shared.length)
    expect(d.shared.length).toBeGreaterThan(0)
  })
})

describe('case relationship graph', () => {
  test(`at most ${MAX_CASE_NODES} parties and ${MAX_CASE_EDGES} relations, truncated: true`, async () => {
    const r = await s.get<CaseRelationship>('/yqc/api/v1/law/relationship', { referenceNo: CROWD.ref })
    expect(r.body.code).toBe('0000')
    const { nodes, edges, truncated } = r.body.data
    expect(truncated).toBe(true)
    expect(nodes).toHaveLength(MAX_CASE_NODES)
    expect(edges.length).toBeLessThanOrEqual(MAX_CASE_EDGES)
    expect(edges.length).toBeGreaterThan(0)
    const ids = new Set(nodes.map((n) => n.id))
    for (const e of edges) expect(ids.has(e.from) && ids.has(e.to)).toBe(true)
    expect(edges.some((e) => e.relation === '诉讼')).toBe(true)
  })

  test('a reference number longer than 80 characters is refused', async () => {
    await expectRefused('/yqc/api/v1/law/relationship', { referenceNo: '号'.repeat(81) }, /案号不能超过80个字符/)
  })
})
