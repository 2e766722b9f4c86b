/** Legal views (lawIndex, allCase, one case across its stages, relations) and ownership graphs over real HTTP. */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import type {
  CaseDetail,
  CaseRelationship,
  CaseSummary,
  JoinShareholders,
  LawSummary,
  OwnershipNode,
  OwnershipTree,
} from '../../../contract/api/api-dimensions'
import { DIMENSIONS } from '../../../contract/domain/dimensions'

let s: TestServer

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 1500, seed: 7 }) })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T
const all = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).all(...args)) as T[]
const pidOf = async (id: number) => (await one<{ pid: string }>('SELECT pid FROM companies WHERE id = ?', id)).pid

async function expectBad(path: string, q: Record<string, string | number>, status = 400) {
  const r = await s.get(path, q)
  expect(r.status).toBe(status)
  expect(r.body.code).toBe(status === 404 ? '4040' : '4000')
  expectChinese(r.body.msg)
}

/** a case family that reached execution and a final case: its filing number, execution number and company */
async function executedCase(): Promise<{ ref: string; execRef: string; companyId: number; pid: string }> {
  const row = await one<{ ref_no: string; company_id: number; detail: string }>(
    `SELECT f.ref_no, f.company_id, f.detail FROM records f WHERE f.dimension = 'finalCase' ORDER BY f.id LIMIT 1`,
  )
  const root = JSON.parse(row.detail).caseRefNo as string
  return { ref: root, execRef: row.ref_no, companyId: row.company_id, pid: await pidOf(row.company_id) }
}

describe('case across its stages', () => {
  test('filing → session → judgment → execution → final, joined by the case-number family', async () => {
    const c = await executedCase()
    const r = await s.get<CaseDetail>('/yqc/api/v1/law/case', { referenceNo: c.ref, pid: c.pid })
    expect(r.body.code).toBe('0000')
    const d = r.body.data
    expect(d.referenceNo).toBe(c.ref)
    const stages = d.stages.map((x) => x.stage)
    expect(new Set(stages).size).toBeGreaterThanOrEqual(3)
    for (const st of ['立案', '开庭', '裁判', '执行', '终本'] as const) expect(stages).toContain(st)
    // stages in time order
    const dates = d.stages.map((x) => x.record.date)
    expect([...dates].sort()).toEqual(dates)
    expect(d.caseName).toContain('与')
    expect(d.court).toMatch(/法院$/)
    expect(d.cause).toBeTruthy()
    expect(d.amount).toBeGreaterThan(0)
    expect(d.parties.some((p) => p.pid === c.pid && p.role === '被告')).toBe(true)
    expect(d.parties.some((p) => p.role === '原告')).toBe(true)
    expect(d.latestStatus).toBeTruthy()
    // every stage record carries its fields; the execution stages hold the execution number
    for (const st of d.stages) {
      const dim = DIMENSIONS.find((x) => x.key === st.dimension)!
      for (const f of dim.detailFields) expect(Object.keys(st.record.fields)).toContain(f.key)
    }
    expect(d.stages.find((x) => x.stage === '终本')!.record.refNo).toBe(c.execRef)

    // the execution number and the "之一" number lead to the same case
    const viaExec = (await s.get<CaseDetail>('/yqc/api/v1/law/case', { referenceNo: c.execRef, pid: c.pid })).body.data
    expect(viaExec.referenceNo).toBe(c.ref)
    expect(viaExec.stages.map((x) => x.record.id)).toEqual(d.stages.map((x) => x.record.id))

    // without pid: one copy of each stage even when both parties' pages hold the case
    const any = (await s.get<CaseDetail>('/yqc/api/v1/law/case', { referenceNo: c.ref })).body.data
    const keys = any.stages.map((x) => `${x.dimension}|${x.record.date}|${x.record.title}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(any.stages.length).toBe(d.stages.length)
  })

  test('a judgment record points to its case', async () => {
    const c = await executedCase()
    const j = await one<{ id: number }>(
      `SELECT id FROM records WHERE dimension = 'executor' AND ref_no = ? AND company_id = ?`,
      c.execRef,
      c.companyId,
    )
    const r = await s.get('/yqc/api/v1/dimension/detail', { id: j.id })
    expect(r.body.data.caseRefNo).toBe(c.ref)
  })

  test('relationship: the parties, opposing sides linked by 诉讼, registered ties among them', async () => {
    const c = await executedCase()
    const r = await s.get<CaseRelationship>('/yqc/api/v1/law/relationship', { referenceNo: c.ref, pid: c.pid })
    expect(r.body.code).toBe('0000')
    const { nodes, edges } = r.body.data
    const me = nodes.find((n) => n.pid === c.pid)!
    expect(me.kind).toBe('company')
    const plaintiff = nodes.find((n) => n.role === '原告')!
    expect(edges).toContainEqual({ from: plaintiff.id, to: me.id, relation: '诉讼' })
    for (const e of edges) {
      expect(nodes.some((n) => n.id === e.from)).toBe(true)
      expect(nodes.some((n) => n.id === e.to)).toBe(true)
    }
  })

  test('a restriction names the legal representative: tied to the company as 法定代表人', async () => {
    const row = await one<{ ref_no: string; company_id: number }>(
      `SELECT ref_no, company_id FROM records WHERE dimension = 'restrictHighConsumption' AND parties LIKE '%关联对象%' ORDER BY id LIMIT 1`,
    )
    const pid = await pidOf(row.company_id)
    const r = (await s.get<CaseRelationship>('/yqc/api/v1/law/relationship', { referenceNo: row.ref_no, pid })).body.data
    const person = r.nodes.find((n) => n.role === '关联对象')!
    expect(person.kind).toBe('person')
    expect(r.edges).toContainEqual({ from: person.id, to: `c:${pid}`, relation: '法定代表人' })
  })

  test('unknown or missing reference numbers', async () => {
    await expectBad('/yqc/api/v1/law/case', { referenceNo: '（2020）京0101民初0号' }, 404)
    await expectBad('/yqc/api/v1/law/case', {})
    await expectBad('/yqc/api/v1/law/relationship', { referenceNo: 'x'.repeat(81) })
    await expectBad('/yqc/api/v1/law/case', { referenceNo: (await executedCase()).ref, pid: 'no-such-company' }, 404)
  })
})

describe('allCase and lawIndex', () => {
  test('the company’s cases grouped by family, latest first, with the 3+ stage case', async () => {
    const c = await executedCase()
    const r = await s.get<{ total: number; list: CaseSummary[] }>('/yqc/api/v1/law/cases', { pid: c.pid, pageSize: 50 })
    expect(r.body.code).toBe('0000')
    const list = r.body.data.list
    const refs = list.map((x) => x.referenceNo)
    expect(new Set(refs).size).toBe(refs.length)
    const mine = list.find((x) => x.referenceNo === c.ref)!
    expect(mine.stageCount).toBeGreaterThanOrEqual(3)
    expect(mine.stages).toEqual(expect.arrayContaining(['立案', '开庭', '裁判', '执行', '终本']))
    expect(mine.role).toBe('被告')
    expect(mine.firstDate <= mine.lastDate).toBe(true)
    const last = list.map((x) => x.lastDate)
    expect([...last].sort().reverse()).toEqual(last)
    // the case families equal the distinct roots of the company's filings
    const roots = new Set(
      (await all<{ d: string }>(`SELECT detail AS d FROM records WHERE company_id = ? AND dimension = 'judicialCase'`, c.companyId)).map(
        (x) => JSON.parse(x.d).caseRefNo,
      ),
    )
    for (const root of roots) expect(refs).toContain(root)
  })

  test('lawIndex: counts per judicial dimension, by year and by role, add up', async () => {
    const c = await executedCase()
    const r = await s.get<LawSummary>('/yqc/api/v1/law/summary', { pid: c.pid })
    expect(r.body.code).toBe('0000')
    const d = r.body.data
    const judicial = DIMENSIONS.filter((x) => x.category === 'judicial')
    expect(d.dimensions.map((x) => x.key)).toEqual(judicial.map((x) => x.key))
    const expected = (
      await one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM records WHERE company_id = ? AND dimension IN (${judicial.map((x) => `'${x.key}'`).join(',')})`,
        c.companyId,
      )
    ).n
    expect(d.total).toBe(expected)
    expect(d.byYear.reduce((a, y) => a + y.count, 0)).toBe(expected)
    expect(d.byRole.reduce((a, y) => a + y.count, 0)).toBe(expected)
    expect(d.byRole.map((x) => x.role)).toContain('被告')
    expect(d.amountTotal).toBeGreaterThan(0)
    await expectBad('/yqc/api/v1/law/summary', {})
    await expectBad('/yqc/api/v1/law/cases', { pid: 'no-such-company' }, 404)
    await expectBad('/yqc/api/v1/law/cases', { pid: c.pid, pageNum: 0 })
  })
})

function walk(n: OwnershipNode, fn: (n: OwnershipNode, depth: number) => void, depth = 0): void {
  fn(n, depth)
  for (const ch of n.children) walk(ch, fn, depth + 1)
}

describe('ownership graphs', () => {
  /** the company at the bottom of the longest company-ownership chain */
  async function deepest(): Promise<{ id: number; levels: number }> {
    let best = { id: 0, levels: 0 }
    for (const { investee_id: id } of await all<{ investee_id: number }>('SELECT DISTINCT investee_id FROM ownership')) {
      let levels = 0
      let cur = id
      const seen = new Set([id])
      for (;;) {
        const up = await one<{ investor_id: number } | undefined>(
          'SELECT investor_id FROM ownership WHERE investee_id = ? ORDER BY share DESC LIMIT 1',
          cur,
        )
        if (!up || seen.has(up.investor_id)) break
        seen.add(up.investor_id)
        cur = up.investor_id
        levels++
      }
      if (levels > best.levels) best = { id, levels }
    }
    return best
  }

  test('equityChain reaches natural persons with shares, within the depth; deeper levels say hasMore', async () => {
    const d = await deepest()
    expect(d.levels).toBeGreaterThanOrEqual(3)
    const pid = await pidOf(d.id)
    const r = await s.get<OwnershipTree>('/yqc/api/v1/basic/equityChain', { pid, depth: 5 })
    expect(r.body.code).toBe('0000')
    const root = r.body.data.root
    expect(root.pid).toBe(pid)
    let persons = 0
    let maxDepth = 0
    walk(root, (n, depth) => {
      maxDepth = Math.max(maxDepth, depth)
      if (n.kind === 'person') {
        persons++
        expect(n.personId).toBeTruthy()
        expect(n.children).toEqual([])
        expect(n.hasMore).toBe(false)
      }
      if (depth > 0) expect(n.share).toBeGreaterThan(0)
      // shares of one company's holders add up to at most 100 %
      expect(n.children.reduce((a, ch) => a + ch.share, 0)).toBeLessThanOrEqual(100.01)
    })
    expect(persons).toBeGreaterThan(0)
    expect(maxDepth).toBeGreaterThanOrEqual(d.levels)
    // depth 1: the company investors stay collapsed with hasMore
    const shallow = (await s.get<OwnershipTree>('/yqc/api/v1/basic/equityChain', { pid, depth: 1 })).body.data.root
    const investor = shallow.children.find((n) => n.kind === 'company')!
    expect(investor.children).toEqual([])
    expect(investor.hasMore).toBe(true)
    // expanding it with its own pid gives its holders
    const next = (await s.get<OwnershipTree>('/yqc/api/v1/basic/equityChain', { pid: investor.pid!, depth: 1 })).body.data.root
    expect(next.children.length).toBeGreaterThan(0)
  })

  test('an ownership cycle is marked and not expanded again', async () => {
    // find a company on a cycle of company stakes
    const edges = await all<{ a: number; b: number }>('SELECT investor_id AS a, investee_id AS b FROM ownership')
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
    expect(onCycle).toBeDefined()
    const r = await s.get<OwnershipTree>('/yqc/api/v1/basic/equityChain', { pid: await pidOf(onCycle), depth: 5 })
    const cycles: OwnershipNode[] = []
    walk(r.body.data.root, (n) => {
      if (n.cycle) cycles.push(n)
    })
    expect(cycles.length).toBeGreaterThan(0)
    for (const n of cycles) {
      expect(n.kind).toBe('company')
      expect(n.children).toEqual([])
    }
    const cyclePid = await pidOf(onCycle)
    expect(cycles.some((n) => n.pid === cyclePid)).toBe(true)
  })

  test('inverChain: investments downward with shares', async () => {
    const top = await one<{ investor_id: number; n: number }>(
      'SELECT investor_id, COUNT(*) AS n FROM ownership GROUP BY investor_id ORDER BY n DESC LIMIT 1',
    )
    const pid = await pidOf(top.investor_id)
    const r = await s.get<OwnershipTree>('/yqc/api/v1/basic/inverChain', { pid, depth: 2 })
    expect(r.body.code).toBe('0000')
    const root = r.body.data.root
    expect(root.children.length).toBe(Math.min(50, top.n))
    const expected = await all<{ pid: string; share: number }>(
      'SELECT c.pid, o.share FROM ownership o JOIN companies c ON c.id = o.investee_id WHERE o.investor_id = ?',
      top.investor_id,
    )
    for (const ch of root.children) {
      expect(ch.kind).toBe('company')
      expect(expected).toContainEqual({ pid: ch.pid, share: ch.share })
    }
    const shares = root.children.map((c) => c.share)
    expect([...shares].sort((a, b) => b - a)).toEqual(shares)
    await expectBad('/yqc/api/v1/basic/inverChain', { pid, depth: 9 })
    await expectBad('/yqc/api/v1/basic/inverChain', { pid: 'nobody' }, 404)
  })

  test('joinShareholders: the shareholders two companies share, with both shares', async () => {
    const pair = await one<{ person_id: string; a: number; b: number; sa: number; sb: number }>(
      `SELECT x.person_id, x.company_id AS a, y.company_id AS b, x.share AS sa, y.share AS sb FROM roles x JOIN roles y
         ON y.person_id = x.person_id AND y.company_id > x.company_id AND y.role = 'shareholder' AND y.to_date IS NULL
       WHERE x.role = 'shareholder' AND x.to_date IS NULL ORDER BY x.company_id LIMIT 1`,
    )
    const r = await s.get<JoinShareholders>('/yqc/api/v1/basic/joinShareholders', {
      pid: await pidOf(pair.a),
      otherPid: await pidOf(pair.b),
    })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.a.pid).toBe(await pidOf(pair.a))
    expect(r.body.data.b.pid).toBe(await pidOf(pair.b))
    const hit = r.body.data.shared.find((x) => x.personId === pair.person_id)!
    expect(hit).toMatchObject({ kind: 'person', shareInA: pair.sa, shareInB: pair.sb })
    await expectBad('/yqc/api/v1/basic/joinShareholders', { pid: await pidOf(pair.a), otherPid: await pidOf(pair.a) })
    await expectBad('/yqc/api/v1/basic/joinShareholders', { pid: await pidOf(pair.a) })
    await expectBad('/yqc/api/v1/basic/joinShareholders', { pid: await pidOf(pair.a), otherPid: 'nobody' }, 404)
  })
})
