/**
 * 企业图谱 and 人员图谱 over real HTTP on demo data: the neighbourhood checked against the roles, stakes and branches in
 * the database, groups beyond their cap collapsed and counted, every edge with its register; bad input in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { GRAPH_EXPAND_CAP, GRAPH_GROUP_CAP, type Neighbourhood } from '../../../contract/schemas/graphMap'

const COMPANY = '/yqc/api/v1/graph/company'
const PERSON = '/yqc/api/v1/graph/person'
let s: TestServer

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 1500, seed: 11 }) })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const one = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).get(...args)) as T
const all = async <T>(sql: string, ...args: unknown[]) => (await s.sql.prepare(sql).all(...args)) as T[]
const graph = async (path: string, q: Record<string, string>) =>
  (await s.get(path, q)).body as { code: string; msg: string; data: Neighbourhood }

/** a company with both a company shareholder and an investment, and its own register */
async function richCompany() {
  return await one<{ id: number; pid: string; name: string; source: string; captured_at: string }>(
    `SELECT c.id, c.pid, c.name, c.source, c.captured_at FROM companies c
     WHERE EXISTS (SELECT 1 FROM ownership o WHERE o.investee_id = c.id)
       AND EXISTS (SELECT 1 FROM ownership o WHERE o.investor_id = c.id)
       AND EXISTS (SELECT 1 FROM roles r WHERE r.company_id = c.id AND r.role = 'legal' AND r.to_date IS NULL)
     ORDER BY c.id LIMIT 1`,
  )
}

describe('企业图谱', () => {
  it('a rich company: its shareholders with their share, investments, the legal representative, each edge with its register', async () => {
    const c = await richCompany()
    expect(c).toBeTruthy()
    const r = await graph(COMPANY, { pid: c.pid })
    expect(r.code).toBe('0000')
    const g = r.data
    expect(g.centre).toBe(`c:${c.pid}`)
    expect(g.nodes[0]).toMatchObject({ key: `c:${c.pid}`, name: c.name, kind: 'company', expandable: false })

    const holder = await one<{ pid: string; share: number; from_date: string | null }>(
      `SELECT i.pid, o.share, o.from_date FROM ownership o JOIN companies i ON i.id = o.investor_id
       WHERE o.investee_id = ? ORDER BY o.share DESC LIMIT 1`,
      c.id,
    )
    const he = g.edges.find((e) => e.from === `c:${holder.pid}` && e.to === g.centre)!
    expect(he).toMatchObject({
      kinds: ['shareholder'],
      share: holder.share,
      since: holder.from_date,
      source: c.source,
      capturedAt: c.captured_at,
    })
    expect(he.label).toBe(`持股 ${Number(holder.share.toFixed(2))}%`)
    expect(g.nodes.find((n) => n.key === he.from)).toMatchObject({ kind: 'company', expandable: true })

    const inv = await one<{ pid: string; share: number; source: string; captured_at: string }>(
      `SELECT e.pid, o.share, e.source, e.captured_at FROM ownership o JOIN companies e ON e.id = o.investee_id
       WHERE o.investor_id = ? ORDER BY o.share DESC LIMIT 1`,
      c.id,
    )
    // an investment is read from the register of the company invested in
    expect(g.edges.find((e) => e.from === g.centre && e.to === `c:${inv.pid}`)).toMatchObject({
      kinds: ['investment'],
      share: inv.share,
      source: inv.source,
      capturedAt: inv.captured_at,
    })

    const legal = await one<{ person_id: string; name: string }>(
      `SELECT r.person_id, p.name FROM roles r JOIN persons p ON p.person_id = r.person_id
       WHERE r.company_id = ? AND r.role = 'legal' AND r.to_date IS NULL`,
      c.id,
    )
    const le = g.edges.find((e) => e.from === `p:${legal.person_id}`)!
    expect(le.kinds[0]).toBe('legal')
    expect(le.label).toContain('法定代表人')
    expect(g.nodes.find((n) => n.key === le.from)).toMatchObject({ kind: 'person', name: legal.name, id: legal.person_id })

    const counts = await one<{ holders: number; persons: number; invest: number }>(
      `SELECT (SELECT COUNT(*) FROM ownership WHERE investee_id = ?) AS holders,
              (SELECT COUNT(DISTINCT person_id) FROM roles WHERE company_id = ? AND role = 'shareholder' AND to_date IS NULL) AS persons,
              (SELECT COUNT(*) FROM ownership WHERE investor_id = ?) AS invest`,
      c.id,
      c.id,
      c.id,
    )
    expect(g.totals.shareholder).toBe(counts.holders + counts.persons)
    expect(g.totals.investment).toBe(counts.invest)
    for (const e of g.edges) {
      expect(e.source).toBeTruthy()
      expect(e.capturedAt).toMatch(/^\d{4}-\d{2}-\d{2}/)
      expect(g.nodes.some((n) => n.key === e.from) && g.nodes.some((n) => n.key === e.to)).toBe(true)
    }
    expect(new Set(g.nodes.map((n) => n.key)).size).toBe(g.nodes.length)
  })

  it('a hub: investments beyond the cap collapse into one node counting the rest', async () => {
    const c = await richCompany()
    const before = (await one<{ n: number }>('SELECT COUNT(*) AS n FROM ownership WHERE investor_id = ?', c.id)).n
    const targets = await all<{ id: number }>(
      `SELECT id FROM companies WHERE id <> ? AND id NOT IN (SELECT investee_id FROM ownership WHERE investor_id = ?)
       ORDER BY id DESC LIMIT 30`,
      c.id,
      c.id,
    )
    const add = s.sql.prepare('INSERT INTO ownership (investor_id, investee_id, share, from_date) VALUES (?, ?, 1.5, ?)')
    for (const t of targets) await add.run(c.id, t.id, '2021-06-01')
    const total = before + targets.length
    const g = (await graph(COMPANY, { pid: c.pid })).data
    expect(g.totals.investment).toBe(total)
    expect(g.collapsed).toBe(true)
    const outward = g.edges.filter((e) => e.from === g.centre && e.kinds.includes('investment'))
    const more = g.nodes.find((n) => n.key === `more:${g.centre}:investment`)!
    const shownCompanies = outward.filter((e) => !e.to.startsWith('more:')).length
    expect(shownCompanies).toBeLessThanOrEqual(GRAPH_GROUP_CAP)
    expect(more).toMatchObject({ kind: 'more', count: total - shownCompanies, expandable: false })
    expect(more.name).toBe(`另有 ${total - shownCompanies} 家`)

    // expanding a node: its shareholders and investments only, with the smaller cap
    const x = (await graph(COMPANY, { pid: c.pid, scope: 'holdings' })).data
    expect(x.edges.every((e) => e.kinds.every((k) => k === 'shareholder' || k === 'investment'))).toBe(true)
    expect(x.edges.filter((e) => e.from === x.centre && !e.to.startsWith('more:')).length).toBe(GRAPH_EXPAND_CAP)
    expect(x.nodes.find((n) => n.key === `more:${x.centre}:investment`)!.count).toBe(total - GRAPH_EXPAND_CAP)
    await s.sql.prepare(`DELETE FROM ownership WHERE investor_id = ? AND from_date = '2021-06-01' AND share = 1.5`).run(c.id)
  })

  it('a head office lists its branches', async () => {
    const head = await one<{ pid: string; n: number }>(
      'SELECT parent_pid AS pid, COUNT(*) AS n FROM companies WHERE parent_pid IS NOT NULL GROUP BY parent_pid ORDER BY n DESC LIMIT 1',
    )
    expect(head).toBeTruthy()
    const g = (await graph(COMPANY, { pid: head.pid })).data
    expect(g.totals.branch).toBe(head.n)
    const branchEdges = g.edges.filter((e) => e.kinds.includes('branch') && !e.from.startsWith('more:'))
    expect(branchEdges.length).toBe(Math.min(head.n, GRAPH_GROUP_CAP))
    expect(branchEdges[0]).toMatchObject({ to: g.centre, label: '分支机构' })
  })

  it('unknown ids answer 4040, bad input 4000 in Chinese', async () => {
    const missing = await s.get(COMPANY, { pid: 'NOPE0000' })
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([404, '4040', '企业不存在'])
    const nobody = await s.get(PERSON, { personId: 'NOPE0000' })
    expect([nobody.status, nobody.body.code, nobody.body.msg]).toEqual([404, '4040', '人员不存在'])
    for (const q of [{}, { pid: '有空格 的编号' }, { pid: (await richCompany()).pid, scope: 'everything' }]) {
      const bad = await s.get(COMPANY, q as Record<string, string>)
      expect([bad.status, bad.body.code]).toEqual([400, '4000'])
      expectChinese(bad.body.msg)
    }
    const badPerson = await s.get(PERSON, { personId: 'x'.repeat(80) })
    expect(badPerson.body.code).toBe('4000')
    expectChinese(badPerson.body.msg)
  })
})

describe('人员图谱', () => {
  it('a person’s companies with their roles and share, and partners who share them', async () => {
    const p = await one<{ person_id: string; name: string; n: number }>(
      `SELECT r.person_id, p.name, COUNT(DISTINCT r.company_id) AS n FROM roles r JOIN persons p ON p.person_id = r.person_id
       WHERE r.to_date IS NULL GROUP BY r.person_id, p.name HAVING COUNT(DISTINCT r.company_id) >= 2 ORDER BY n DESC, r.person_id LIMIT 1`,
    )
    const g = (await graph(PERSON, { personId: p.person_id })).data
    expect(g.centre).toBe(`p:${p.person_id}`)
    expect(g.nodes[0]).toMatchObject({ kind: 'person', name: p.name })
    const own = g.edges.filter((e) => e.from === g.centre)
    const shown = own.filter((e) => !e.to.startsWith('more:')).length
    const collapsed = g.nodes.filter((n) => n.kind === 'more' && !n.key.endsWith(':partner')).reduce((a, n) => a + n.count, 0)
    expect(shown + collapsed).toBe(p.n)
    const byRole = await all<{ role: 'legal' | 'shareholder' | 'executive'; n: number }>(
      'SELECT role, COUNT(DISTINCT company_id) AS n FROM roles WHERE person_id = ? AND to_date IS NULL GROUP BY role',
      p.person_id,
    )
    for (const r of byRole) expect(g.totals[r.role]).toBe(r.n)

    const role = await one<{ pid: string; role: string; position: string; share: number | null; source: string; captured_at: string }>(
      `SELECT c.pid, r.role, r.position, r.share, c.source, c.captured_at FROM roles r JOIN companies c ON c.id = r.company_id
       WHERE r.person_id = ? AND r.to_date IS NULL AND r.role = 'legal' LIMIT 1`,
      p.person_id,
    )
    if (role) {
      const e = own.find((x) => x.to === `c:${role.pid}`)!
      expect(e.kinds[0]).toBe('legal')
      expect(e).toMatchObject({ source: role.source, capturedAt: role.captured_at })
    }
    // every partner holds a current role in a company shown, and its edges say so
    for (const partner of g.nodes.filter((n) => n.kind === 'person' && n.key !== g.centre)) {
      const edges = g.edges.filter((e) => e.from === partner.key)
      expect(edges.length).toBe(partner.count)
      for (const e of edges) {
        expect(e.kinds).toEqual(['partner'])
        const n = (
          await one<{ n: number }>(
            `SELECT COUNT(*) AS n FROM roles r JOIN companies c ON c.id = r.company_id
           WHERE r.person_id = ? AND c.pid = ? AND r.to_date IS NULL`,
            partner.id,
            e.to.slice(2),
          )
        ).n
        expect(n).toBeGreaterThan(0)
      }
    }
    const roles = (await graph(PERSON, { personId: p.person_id, scope: 'roles' })).data
    expect(roles.nodes.some((n) => n.kind === 'person' && n.key !== roles.centre)).toBe(false)
  })
})
