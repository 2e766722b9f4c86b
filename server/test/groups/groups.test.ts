/**
 * 企业集团 over real HTTP on a crafted shareholding: who controls which company (effective share over 50%, several
 * paths summed, control passed down a chain of majority stakes, a controlling company at the top), the members'
 * shares and paths, the group of a company, the lists and their paging, the members' risk scan, a rebuild after the
 * stakes change, 4040 for an unknown group and bad input refused in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { addCompany, addOwnership, addPerson, addRecord, addRole } from '../risk/fixture'
import type { DB } from '../../src/store/db'

const P = {
  search: '/yqc/api/v1/group/search',
  overview: '/yqc/api/v1/group/overview',
  ofCompany: '/yqc/api/v1/group/ofCompany',
  members: '/yqc/api/v1/group/members',
  branches: '/yqc/api/v1/group/branches',
  investments: '/yqc/api/v1/group/investments',
  investors: '/yqc/api/v1/group/investors',
  persons: '/yqc/api/v1/group/persons',
  records: '/yqc/api/v1/group/records',
  recordCounts: '/yqc/api/v1/group/recordCounts',
  scan: '/yqc/api/v1/group/scan',
}

let s: TestServer
const id: Record<string, number> = {}

/**
 * 张控 holds 60% of A; A holds 100% of B; B 51% of C (張控's product 30.6%, control by the majority chain);
 * 张控 30% and A 40% of E (54% over two paths); 张控 25% and A 30% of D (43%: not controlled; 钱外 32%).
 * Company G has no shareholders and holds 80% of F and 70% of H. X (owned by 钱外) holds 40% of A; A holds 20% of Y.
 */
function craft(db: DB): void {
  const company = (key: string, name: string, capital: number, province = '440000') => {
    id[key] = addCompany(db, `pid${key}`, name)
    db.prepare('UPDATE companies SET reg_capital = ?, province_code = ? WHERE id = ?').run(capital, province, id[key])
  }
  company('A', '甲控股集团有限公司', 5000)
  company('B', '乙科技有限公司', 1000, '110000')
  company('C', '丙贸易有限公司', 300, '110000')
  company('D', '丁物流有限公司', 800)
  company('E', '戊能源有限公司', 2000, '330000')
  company('G', '庚实业有限公司', 9000)
  company('F', '辛制造有限公司', 100)
  company('H', '壬咨询有限公司', 100)
  company('X', '外部投资有限公司', 100)
  company('Y', '外部参股有限公司', 100)
  id.AB = addCompany(db, 'pidAB', '甲控股集团有限公司北京分公司')
  db.prepare('UPDATE companies SET parent_pid = ? WHERE id = ?').run('pidA', id.AB)
  for (const [pid, name] of [
    ['p-zk', '张控'],
    ['p-qw', '钱外'],
    ['p-li', '李总'],
    ['p-sun', '孙股'],
  ])
    addPerson(db, pid, name)
  addRole(db, id.A, 'p-zk', 'shareholder', { share: 60 })
  addOwnership(db, id.X, id.A, 40)
  addRole(db, id.X, 'p-qw', 'shareholder', { share: 100 })
  addOwnership(db, id.A, id.B, 100)
  addOwnership(db, id.B, id.C, 51)
  addRole(db, id.C, 'p-sun', 'shareholder', { share: 49 })
  addRole(db, id.E, 'p-zk', 'shareholder', { share: 30 })
  addOwnership(db, id.A, id.E, 40)
  addRole(db, id.E, 'p-sun', 'shareholder', { share: 30 })
  addRole(db, id.D, 'p-zk', 'shareholder', { share: 25 })
  addOwnership(db, id.A, id.D, 30)
  addRole(db, id.D, 'p-qw', 'shareholder', { share: 20 })
  addOwnership(db, id.G, id.F, 80)
  addOwnership(db, id.G, id.H, 70)
  addRole(db, id.F, 'p-qw', 'shareholder', { share: 20 })
  addOwnership(db, id.A, id.Y, 20)
  addRole(db, id.A, 'p-li', 'executive', { position: '总经理' })
  addRole(db, id.B, 'p-li', 'legal')
  addRole(db, id.E, 'p-li', 'executive', { position: '董事' })
  addRecord(db, { dimension: 'trademark', companyId: id.A, title: '甲牌', date: '2024-01-02' })
  addRecord(db, { dimension: 'trademark', companyId: id.E, title: '戊牌', date: '2025-01-02' })
  addRecord(db, { dimension: 'trademark', companyId: id.D, title: '丁牌（集团外）', date: '2025-02-02' })
  addRecord(db, { dimension: 'judicialCase', companyId: id.B, title: '乙公司买卖合同纠纷', date: '2025-05-01' })
  addRecord(db, { dimension: 'dishonestExecutor', companyId: id.C, title: '丙公司失信', date: '2025-03-12', status: '未履行' })
}

beforeAll(async () => {
  s = await startServer({ seed: craft })
})
afterAll(async () => {
  await s.close()
})

const good = (a: { status: number; body: { code: string; msg: string } }) => {
  if (a.body.code !== '0000') throw new Error(`${a.status} ${a.body.code} ${a.body.msg}`)
}

describe('membership and controller', () => {
  it("groups 张控's companies: majority, two paths summed, a chain of majority stakes; not the 43% one", async () => {
    const a = await s.get(P.search, { keyword: '张控' })
    good(a)
    expect(a.body.data.total).toBe(1)
    const g = a.body.data.list[0]
    expect(g).toMatchObject({ controller: { kind: 'person', key: 'p-zk', name: '张控' }, memberCount: 4, name: '甲控股集团有限公司' })
    expect(g.groupId).toBe('pidA') // the member with the largest capital is the core
    const m = await s.get(P.members, { groupId: g.groupId })
    good(m)
    const shares = Object.fromEntries(m.body.data.list.map((x: { pid: string; share: number }) => [x.pid, x.share]))
    expect(shares).toEqual({ pidA: 60, pidB: 60, pidE: 54, pidC: 30.6 })
    const c = m.body.data.list.find((x: { pid: string }) => x.pid === 'pidC')
    expect(c.path.map((st: { name: string; share: number }) => `${st.name}:${st.share}`)).toEqual([
      '张控:60',
      '甲控股集团有限公司:100',
      '乙科技有限公司:51',
      '丙贸易有限公司:0',
    ])
  })

  it('a company without shareholders that controls others heads its own group, and is a member', async () => {
    const a = await s.get(P.search, { keyword: '庚实业' })
    expect(a.body.data.list).toHaveLength(1)
    expect(a.body.data.list[0]).toMatchObject({ groupId: 'pidG', controller: { kind: 'company', key: 'pidG' }, memberCount: 3 })
    const m = await s.get(P.members, { groupId: 'pidG' })
    expect(m.body.data.list.map((x: { pid: string; share: number }) => [x.pid, x.share])).toEqual([
      ['pidG', 100],
      ['pidF', 80],
      ['pidH', 70],
    ])
  })

  it('the group of a company, and none for one nobody controls', async () => {
    const c = await s.get(P.ofCompany, { pid: 'pidC' })
    expect(c.body.data).toMatchObject({ groupId: 'pidA', controllerName: '张控', memberCount: 4, share: 30.6 })
    const d = await s.get(P.ofCompany, { pid: 'pidD' })
    good(d)
    expect(d.body.data).toBeNull()
    const x = await s.get(P.ofCompany, { pid: 'nobody' })
    expect(x.status).toBe(404)
    expect(x.body.msg).toBe('企业不存在')
  })

  it('lists the largest groups without a keyword, and matches a member name', async () => {
    const all = await s.get(P.search, {})
    expect(all.body.data.list.map((g: { groupId: string }) => g.groupId)).toEqual(['pidA', 'pidG'])
    const byMember = await s.get(P.search, { keyword: '丙贸易' })
    expect(byMember.body.data.list.map((g: { groupId: string }) => g.groupId)).toEqual(['pidA'])
    const none = await s.get(P.search, { keyword: '%' })
    expect(none.body.data.total).toBe(0)
  })
})

describe('overview and lists', () => {
  it('overview: controller, members, capital, industries and provinces', async () => {
    const a = await s.get(P.overview, { groupId: 'pidA' })
    good(a)
    const d = a.body.data
    expect(d.memberCount).toBe(4)
    expect(d.totalCapital).toBe(8300)
    expect(d.totalCapitalText).toBe('8300万人民币')
    expect(d.provinces).toEqual([
      { key: '110000', label: '北京市', count: 2 },
      { key: '330000', label: '浙江省', count: 1 },
      { key: '440000', label: '广东省', count: 1 },
    ])
    expect(d.industries[0].count).toBe(4)
    expect(d.core.pid).toBe('pidA')
  })

  it('pages the members', async () => {
    const p1 = await s.get(P.members, { groupId: 'pidA', pageSize: 3 })
    const p2 = await s.get(P.members, { groupId: 'pidA', pageSize: 3, pageNum: 2 })
    expect(p1.body.data.total).toBe(4)
    expect(p1.body.data.list.map((x: { pid: string }) => x.pid)).toEqual(['pidA', 'pidB', 'pidE'])
    expect(p2.body.data.list.map((x: { pid: string }) => x.pid)).toEqual(['pidC'])
    const p3 = await s.get(P.members, { groupId: 'pidA', pageSize: 3, pageNum: 3 })
    expect(p3.body.data.list).toEqual([])
  })

  it('branches, outside investments and outside investors', async () => {
    const b = await s.get(P.branches, { groupId: 'pidA' })
    expect(b.body.data.list).toEqual([expect.objectContaining({ pid: 'pidAB', memberPid: 'pidA' })])
    const inv = await s.get(P.investments, { groupId: 'pidA' })
    expect(inv.body.data.list.map((x: { pid: string; share: number }) => [x.pid, x.share])).toEqual([
      ['pidD', 30],
      ['pidY', 20],
    ])
    const page = await s.get(P.investments, { groupId: 'pidA', pageSize: 1, pageNum: 2 })
    expect(page.body.data).toMatchObject({ total: 2, list: [expect.objectContaining({ pid: 'pidY' })] })
    const holders = await s.get(P.investors, { groupId: 'pidA' })
    expect(holders.body.data.list.map((x: { name: string; share: number; memberPid: string }) => [x.name, x.share, x.memberPid])).toEqual([
      ['孙股', 49, 'pidC'],
      ['外部投资有限公司', 40, 'pidA'],
      ['孙股', 30, 'pidE'],
    ])
  })

  it('key persons across members, the most companies first', async () => {
    const a = await s.get(P.persons, { groupId: 'pidA' })
    expect(a.body.data.list[0]).toMatchObject({ personId: 'p-li', name: '李总', companyCount: 3 })
    expect(a.body.data.list[0].positions.sort()).toEqual(['总经理', '法定代表人', '董事'].sort())
  })

  it("the members' records, each naming its member; counts per dimension", async () => {
    const a = await s.get(P.records, { groupId: 'pidA', dimension: 'trademark' })
    expect(a.body.data.list.map((r: { title: string; companyName: string }) => [r.title, r.companyName])).toEqual([
      ['戊牌', '戊能源有限公司'],
      ['甲牌', '甲控股集团有限公司'],
    ])
    const c = await s.get(P.recordCounts, { groupId: 'pidA', set: 'judicial' })
    expect(c.body.data).toEqual([{ dimension: 'judicialCase', count: 1 }])
  })

  it("scans the members' risks, each item about its member", async () => {
    const a = await s.get(P.scan, { groupId: 'pidA' })
    good(a)
    const item = a.body.data.list.find((i: { ruleId: string }) => i.ruleId === 'R-DISHONEST')
    expect(item.subject).toMatchObject({ pid: 'pidC', name: '丙贸易有限公司', relation: '集团成员' })
    expect(a.body.data.byMember[0]).toMatchObject({ pid: 'pidC' })
    expect(a.body.data.scanned).toBe(4)
    const high = await s.get(P.scan, { groupId: 'pidA', level: 'info' })
    expect(high.body.data.list.every((i: { level: string }) => i.level === 'info')).toBe(true)
  })
})

/** a stake added while the server runs, through its own store */
const addShare = (investorId: number, investeeId: number, share: number) =>
  s.sql
    .prepare("INSERT INTO ownership (investor_id, investee_id, share, from_date) VALUES (?, ?, ?, '2016-01-01')")
    .run(investorId, investeeId, share)

describe('rebuild and errors', () => {
  it('a new majority stake moves a company into the group once the data changed', async () => {
    await addShare(id.E, id.D, 10)
    s.clock.advance(31)
    const before = await s.get(P.ofCompany, { pid: 'pidD' })
    expect(before.body.data).toBeNull() // 43% + 5.4% through E: still under half
    await s.sql.prepare('UPDATE roles SET share = 0 WHERE person_id = ? AND company_id = ?').run('p-qw', id.D)
    await addShare(id.B, id.D, 20)
    s.clock.advance(31)
    const after = await s.get(P.ofCompany, { pid: 'pidD' })
    expect(after.body.data).toMatchObject({ groupId: 'pidA', share: 60.4 })
  })

  it('4040 for an unknown group on every group route', async () => {
    for (const p of [P.overview, P.members, P.branches, P.investments, P.investors, P.persons, P.scan]) {
      const a = await s.get(p, { groupId: 'pidZZ' })
      expect([a.status, a.body.code, a.body.msg]).toEqual([404, '4040', '集团不存在'])
    }
    const r = await s.get(P.records, { groupId: 'pidZZ', dimension: 'trademark' })
    expect(r.body.code).toBe('4040')
  })

  it('bad input is refused in Chinese', async () => {
    const cases: Array<[string, Record<string, string | number>]> = [
      [P.overview, {}],
      [P.overview, { groupId: '坏的 id' }],
      [P.members, { groupId: 'pidA', pageSize: 0 }],
      [P.members, { groupId: 'pidA', pageNum: 'x' }],
      [P.records, { groupId: 'pidA', dimension: 'nothing' }],
      [P.recordCounts, { groupId: 'pidA', set: 'other' }],
      [P.scan, { groupId: 'pidA', level: 'bad' }],
      [P.search, { keyword: 'x'.repeat(31) }],
    ]
    for (const [p, q] of cases) {
      const a = await s.get(p, q)
      expect([a.status, a.body.code]).toEqual([400, '4000'])
      expectChinese(a.body.msg)
    }
  })
})
