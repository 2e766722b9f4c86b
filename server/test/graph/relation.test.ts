/**
 * 查关系 over real HTTP on demo data: connections found with the search, named and said in words, checked against the
 * roles and stakes in the database; bad input answered in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import type { RelationResult } from '../../../contract/schemas/graph'

const PATH = '/yqc/api/v1/graph/relation'
let s: TestServer

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 1500, seed: 7 }) })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T
const relation = async (q: Record<string, string>) => (await s.get(PATH, q)).body as { code: string; msg: string; data: RelationResult }

/** two companies with the same current legal representative, who is not a hub */
async function sharedLegal() {
  return await one<{ person_id: string; name: string; a: string; b: string; an: string; bn: string }>(
    `SELECT r1.person_id, p.name, c1.pid AS a, c2.pid AS b, c1.name AS an, c2.name AS bn
     FROM roles r1 JOIN roles r2 ON r2.person_id = r1.person_id AND r2.company_id > r1.company_id
     JOIN companies c1 ON c1.id = r1.company_id JOIN companies c2 ON c2.id = r2.company_id
     JOIN persons p ON p.person_id = r1.person_id
     WHERE r1.role = 'legal' AND r2.role = 'legal' AND r1.to_date IS NULL AND r2.to_date IS NULL
       AND NOT EXISTS (SELECT 1 FROM ownership o WHERE (o.investor_id = c1.id AND o.investee_id = c2.id) OR (o.investor_id = c2.id AND o.investee_id = c1.id))
     LIMIT 1`,
  )
}

describe('查关系', () => {
  it('two companies of one legal representative: two steps through that person, said in words', async () => {
    const x = await sharedLegal()
    expect(x).toBeTruthy()
    const r = await relation({ fromType: 'company', fromId: x.a, toType: 'company', toId: x.b })
    expect(r.code).toBe('0000')
    expect(r.data.steps).toBe(2)
    expect(r.data.maxSteps).toBe(6)
    expect(r.data.from).toEqual({ kind: 'company', id: x.a, name: x.an })
    const via = r.data.paths.find((p) => p.nodes[1].id === x.person_id)!
    expect(via.nodes.map((n) => n.name)).toEqual([x.an, x.name, x.bn])
    expect(via.links[0].label).toContain('法定代表人')
    expect(via.text).toContain(`${x.an} —`)
    expect(via.text).toContain(`— ${x.name} —`)
    expect(r.data.total).toBeGreaterThanOrEqual(r.data.paths.length)
    expect(r.data.source).toContain('工商登记')
  })

  it('a company and the company holding it: one step, the stake with its arrow both ways', async () => {
    const o = await one<{ investor: string; investee: string; share: number }>(
      `SELECT ci.pid AS investor, ce.pid AS investee, o.share FROM ownership o
       JOIN companies ci ON ci.id = o.investor_id JOIN companies ce ON ce.id = o.investee_id LIMIT 1`,
    )
    const down = await relation({ fromType: 'company', fromId: o.investor, toType: 'company', toId: o.investee })
    expect(down.data.steps).toBe(1)
    expect(down.data.paths[0].links[0]).toMatchObject({ label: `持股 ${Number(o.share.toFixed(2))}%`, arrow: 'forward' })
    const up = await relation({ fromType: 'company', fromId: o.investee, toType: 'company', toId: o.investor })
    expect(up.data.paths[0].links[0].arrow).toBe('backward')
    expect(up.data.paths[0].text).toContain('←持股')
  })

  it('a person and a company they hold a role in; every path is a chain of real links', async () => {
    const x = await sharedLegal()
    const r = await relation({ fromType: 'person', fromId: x.person_id, toType: 'company', toId: x.b })
    expect(r.data.steps).toBe(1)
    expect(r.data.paths[0].nodes.map((n) => n.kind)).toEqual(['person', 'company'])
    const far = await relation({ fromType: 'company', fromId: x.a, toType: 'company', toId: x.b })
    for (const p of far.data.paths) {
      expect(p.nodes).toHaveLength(p.links.length + 1)
      expect(p.nodes[0].id).toBe(x.a)
      expect(p.nodes.at(-1)!.id).toBe(x.b)
      expect(new Set(p.nodes.map((n) => n.id)).size).toBe(p.nodes.length)
    }
  })

  it('no connection within six steps is said plainly', async () => {
    // the last company of the data, its roles ended and its stakes removed: nothing links it any more
    const lone = await one<{ id: number; pid: string }>('SELECT id, pid FROM companies ORDER BY id DESC LIMIT 1')
    await s.sql.prepare("UPDATE roles SET to_date = '2020-01-01' WHERE company_id = ?").run(lone.id)
    await s.sql.prepare('DELETE FROM ownership WHERE investor_id = ? OR investee_id = ?').run(lone.id, lone.id)
    const other = (await sharedLegal()).a
    const r = await relation({ fromType: 'company', fromId: lone.pid, toType: 'company', toId: other })
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ steps: null, paths: [], total: 0 })
  })

  it('refuses the same entity twice, unknown ids and bad kinds in Chinese', async () => {
    const x = await sharedLegal()
    const same = await s.get(PATH, { fromType: 'company', fromId: x.a, toType: 'company', toId: x.a })
    expect([same.status, same.body.code]).toEqual([400, '4000'])
    expectChinese(same.body.msg)
    const missing = await s.get(PATH, { fromType: 'company', fromId: 'NOPE0000', toType: 'company', toId: x.a })
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([404, '4040', '企业不存在'])
    const nobody = await s.get(PATH, { fromType: 'person', fromId: 'NOPE0000', toType: 'company', toId: x.a })
    expect(nobody.body.msg).toBe('人员不存在')
    const kind = await s.get(PATH, { fromType: 'group', fromId: x.a, toType: 'company', toId: x.b })
    expect(kind.body.code).toBe('4000')
    expectChinese(kind.body.msg)
  })
})
