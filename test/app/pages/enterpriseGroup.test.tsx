import { act, render, screen, fireEvent } from '@testing-library/react'
import EnterpriseGroup from '../../../src/enterpriseGroup/enterpriseGroup/enterpriseGroup'
import MemberEnterprise from '../../../src/enterpriseGroup/baseInfo/memberEnterprise'
import GroupScanPage from '../../../src/enterpriseGroup/pageScan/scan/scan'
import GroupInfo from '../../../src/enterpriseGroup/enterpriseGroup/groupInfo'
import { setupPage, settle, typeInto } from './harness'
import { reachBottom } from './reachBottom'
import type { GroupCard, GroupMember, GroupOverview } from '../../../contract/schemas/group'

let h: ReturnType<typeof setupPage>

const P = {
  search: '/yqc/api/v1/group/search',
  overview: '/yqc/api/v1/group/overview',
  members: '/yqc/api/v1/group/members',
  scan: '/yqc/api/v1/group/scan',
}

const OVERVIEW: GroupOverview = {
  groupId: 'G1',
  name: '甲控股集团有限公司',
  controller: { kind: 'person', key: 'p-zk', name: '张控' },
  memberCount: 4,
  totalCapitalText: '8300万人民币',
  totalCapital: 8300,
  industry: '制造业',
  provinceName: '广东省',
  core: {
    pid: 'G1',
    name: '甲控股集团有限公司',
    legalPerson: '李总',
    established: '2015-01-01',
    status: '存续',
    regCapitalText: '5000万人民币',
    address: '深圳市南山区',
    scope: '投资',
  },
  industries: [{ key: '制造业', label: '制造业', count: 4 }],
  provinces: [
    { key: '110000', label: '北京市', count: 2 },
    { key: '440000', label: '广东省', count: 1 },
    { key: '330000', label: '浙江省', count: 1 },
  ],
  statuses: [{ key: '存续', label: '存续', count: 4 }],
}

const card = (i: number): GroupCard => ({
  groupId: `G${i}`,
  name: `集团${i}有限公司`,
  controller: { kind: 'person', key: `p${i}`, name: `控制人${i}` },
  memberCount: 30 - i,
  totalCapitalText: '1亿人民币',
  industry: '制造业',
  provinceName: '广东省',
})

const member = (i: number): GroupMember => ({
  pid: `M${i}`,
  name: `成员${i}有限公司`,
  legalPerson: '王五',
  regCapitalText: '100万人民币',
  established: '2020-01-01',
  status: '存续',
  industry: '制造业',
  provinceName: '广东省',
  share: i === 0 ? 60 : 30.6,
  path: [
    { kind: 'person', personId: 'p-zk', name: '张控', share: 60 },
    { kind: 'company', pid: `M${i}`, name: `成员${i}有限公司`, share: 0 },
  ],
})

const pageOf = <T,>(all: T[], q: Record<string, string>) => {
  const n = Number(q.pageNum ?? 1)
  const size = Number(q.pageSize ?? 20)
  return { total: all.length, totalText: String(all.length), pageNum: n, pageSize: size, list: all.slice((n - 1) * size, n * size) }
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('企业集团 landing', () => {
  beforeEach(() => h.params({}))

  it('lists the largest groups, searches by name, and says 暂无数据～ when nothing matches', async () => {
    const all = Array.from({ length: 3 }, (_, i) => card(i))
    h.on('GET', P.search, (_d, q) => ({ data: pageOf(q.keyword ? all.filter((g) => g.controller.name.includes(q.keyword)) : all, q) }))
    render(<EnterpriseGroup />)
    expect(screen.getByTestId('group-skeleton')).toBeTruthy()
    await settle()
    expect(screen.getAllByTestId('group-card')).toHaveLength(3)
    expect(screen.getByText('成员最多的集团（共 3 个集团）')).toBeTruthy()
    typeInto(screen.getByTestId('group-search'), '控制人1')
    // the debounce fires inside act, so its state change is rendered before the checks
    await act(() => new Promise((r) => setTimeout(r, 350)))
    await settle()
    expect(h.callsTo(P.search).at(-1)!.query.keyword).toBe('控制人1')
    expect(screen.getAllByTestId('group-card')).toHaveLength(1)
    typeInto(screen.getByTestId('group-search'), '没有')
    await act(() => new Promise((r) => setTimeout(r, 350)))
    await settle()
    expect(screen.queryAllByTestId('group-card')).toHaveLength(0)
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})

describe('group overview', () => {
  beforeEach(() => h.params({ groupId: 'G1' }))

  it('shows the loading overlay, then the controller, the figures, the menu and members by province', async () => {
    h.on('GET', P.overview, () => ({ data: OVERVIEW }))
    render(<EnterpriseGroup />)
    expect(screen.getByRole('status')).toBeTruthy()
    await settle()
    expect(screen.getByTestId('group-controller').textContent).toBe('张控')
    expect(screen.getByTestId('group-member-count').textContent).toBe('4')
    expect(screen.getByText('8300万人民币')).toBeTruthy()
    const bars = screen.getByTestId('group-provinces')
    expect(bars.textContent).toContain('北京')
    expect(bars.textContent).toContain('浙江')
    fireEvent.click(screen.getByTestId('group-entry-scan'))
    await settle()
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('/enterpriseGroup/pageScan/scan/scan?groupId=G1')
  })

  it('an unknown group says so, with 重试', async () => {
    let known = false
    h.on('GET', P.overview, () => (known ? { data: OVERVIEW } : { status: 404, code: '4040', msg: '集团不存在' }))
    render(<EnterpriseGroup />)
    await settle()
    expect(screen.getByText('集团不存在')).toBeTruthy()
    known = true
    fireEvent.click(screen.getByTestId('group-retry'))
    await settle()
    expect(screen.getByTestId('group-controller').textContent).toBe('张控')
  })
})

describe('集团信息 opened without a group, or with an id that names none', () => {
  it('without a groupId it asks for nothing and offers the way to find a group', async () => {
    h.params({})
    render(<GroupInfo />)
    await settle()
    expect(h.callsTo(P.overview)).toHaveLength(0)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText('缺少集团编号，请从企业集团进入')).toBeTruthy()
    fireEvent.click(screen.getByTestId('group-find'))
    await settle()
    expect(h.spies.redirectTo.mock.calls.at(-1)![0].url).toContain('/enterpriseGroup/enterpriseGroup/enterpriseGroup')
  })

  it('a company id that is no group says 集团不存在 and offers the way to find one; a group shows its facts', async () => {
    h.params({ groupId: 'C1' })
    h.on('GET', P.overview, (_d, q) => (q.groupId === 'G1' ? { data: OVERVIEW } : { status: 404, code: '4040', msg: '集团不存在' }))
    const { unmount } = render(<GroupInfo />)
    await settle()
    expect(screen.getByText('集团不存在')).toBeTruthy()
    expect(screen.getByTestId('group-find')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    unmount()
    h.params({ groupId: 'G1' })
    render(<GroupInfo />)
    await settle()
    expect(screen.getByTestId('group-info').textContent).toContain('张控')
  })
})

describe('成员企业', () => {
  beforeEach(() => h.params({ groupId: 'G1' }))

  it('pages the members with their share and path; the bottom brings the next page', async () => {
    const all = Array.from({ length: 25 }, (_, i) => member(i))
    h.on('GET', P.members, (_d, q) => ({ data: pageOf(all, q) }))
    render(<MemberEnterprise />)
    expect(screen.getByTestId('group-skeleton')).toBeTruthy()
    await settle()
    expect(screen.getAllByTestId('group-member')).toHaveLength(20)
    expect(screen.getByText('共 25 家成员企业')).toBeTruthy()
    expect(screen.getAllByTestId('group-path')[0].textContent).toBe('张控 —60%→ 成员0有限公司')
    expect(screen.getAllByText('60%').length).toBeGreaterThan(0)
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('group-member')).toHaveLength(25)
    expect(h.callsTo(P.members).map((c) => c.query.pageNum)).toEqual(['1', '2'])
  })

  it('says 暂无数据～ for a group without members, and offers 重试 after a failure', async () => {
    let fail = true
    h.on('GET', P.members, (_d, q) => (fail ? { status: 500, code: '5000', msg: '服务繁忙' } : { data: pageOf([], q) }))
    render(<MemberEnterprise />)
    await settle()
    expect(screen.getByTestId('list-retry')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByTestId('list-retry'))
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})

describe('集团风险扫描', () => {
  beforeEach(() => h.params({ groupId: 'G1' }))

  const item = (i: number) => ({
    key: `R-DISHONEST|company:M${i}`,
    ruleId: 'R-DISHONEST',
    title: '失信被执行人',
    level: 'high' as const,
    group: 'self' as const,
    dimension: 'dishonestExecutor',
    count: 1,
    explanation: '2025-03-12 被列为失信被执行人，涉案金额 12.3 万元，至今未履行',
    subject: { kind: 'company' as const, pid: `M${i}`, name: `成员${i}有限公司`, relation: '集团成员' },
    latestDate: '2025-03-12',
    recordIds: [i],
    changeIds: [],
  })

  it('shows the totals, the members with most risks, and each item naming its member; an item opens that member', async () => {
    const items = [item(1), item(2)]
    h.on('GET', P.scan, (_d, q) => ({
      data: {
        ...pageOf(items, q),
        groupId: 'G1',
        name: '甲控股集团有限公司',
        totals: { high: 2, warn: 0, info: 0, total: 2 },
        scanned: 4,
        memberCount: 4,
        byMember: [
          { pid: 'M1', name: '成员1有限公司', high: 1, total: 1 },
          { pid: 'M2', name: '成员2有限公司', high: 1, total: 1 },
        ],
        quota: { kind: 'company', subject: 'visitor', memberLevel: 0, limit: 5, used: 1, remaining: 4, consumed: true, day: '2026-11-01' },
      },
    }))
    render(<GroupScanPage />)
    await settle()
    expect(screen.getByTestId('group-scan-head').textContent).toContain('已扫描 4 家成员企业（共 4 家），发现风险 2 项')
    expect(screen.getByTestId('group-scan-items').textContent).toContain('成员1有限公司')
    expect(screen.getByTestId('group-scan-items').textContent).toContain('成员2有限公司')
    fireEvent.click(screen.getByTestId('group-scan-items').querySelector('.risk-item')!)
    await settle()
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('pid=M1')
    fireEvent.click(screen.getByTestId('group-scan-level-high'))
    await settle()
    expect(h.callsTo(P.scan).at(-1)!.query.level).toBe('high')
  })

  it('shows the quota mask when the day’s scans are used up', async () => {
    h.on('GET', P.scan, () => ({ code: '15001', msg: '今日免费次数已用完，登录后可获得更多次数' }))
    render(<GroupScanPage />)
    await settle()
    expect(screen.getByText('去登录')).toBeTruthy()
  })
})
