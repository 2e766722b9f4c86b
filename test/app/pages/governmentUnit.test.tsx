import { act, render, screen, fireEvent } from '@testing-library/react'
import GovernmentUnit from '../../../src/pagesFilter/governmentUnit/governmentUnit'
import { fundsText, sponsorLabel } from '../../../contract/domain/publicUnits'
import { setupPage, settle, typeInto } from './harness'
import { reachBottom } from './reachBottom'
import type { PublicUnitDetail, PublicUnitHit } from '../../../contract/schemas/publicUnits'
import type { RegionNode } from '../../../contract/api/api'

let h: ReturnType<typeof setupPage>

const P = {
  search: '/yqc/api/v1/publicUnit/search',
  detail: '/yqc/api/v1/publicUnit/detail',
  tree: '/user/condition/provinceRegionsTree',
}
const TREE: RegionNode[] = [{ code: '440000', name: '广东省', children: [{ code: '440300', name: '深圳市' }] }]

const unit = (i: number, kind: PublicUnitHit['kind'] = 'agency'): PublicUnitHit => ({
  id: i,
  name: kind === 'agency' ? `深圳市第${i}局` : `深圳市第${i}中心`,
  highlight: [],
  kind,
  creditCode: `11440300MB${String(i).padStart(7, '0')}X`,
  leader: '王五',
  regionName: '广东省 深圳市',
  established: '2018-10-01',
  status: '正常',
})
const ALL = [...Array.from({ length: 12 }, (_, i) => unit(i + 1)), ...Array.from({ length: 13 }, (_, i) => unit(i + 13, 'institution'))]

function serveSearch() {
  h.on('GET', P.tree, () => ({ data: TREE }))
  h.on('GET', P.search, (_d, q) => {
    const pageNum = Number(q.pageNum)
    const pageSize = Number(q.pageSize)
    let list = ALL
    if (q.category === 'agency') list = list.filter((u) => u.kind === 'agency')
    if (q.category === 'institution') list = list.filter((u) => u.kind === 'institution')
    if (q.category === 'social') list = []
    if (q.keyword) list = list.filter((u) => u.name.includes(q.keyword))
    const marked = list.map((u) => ({
      ...u,
      highlight: q.keyword ? [[u.name.indexOf(q.keyword), u.name.indexOf(q.keyword) + q.keyword.length]] : [],
    }))
    return {
      data: {
        total: list.length,
        totalText: String(list.length),
        pageNum,
        pageSize,
        list: marked.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      },
    }
  })
}

const DETAIL: PublicUnitDetail = {
  id: 7,
  name: '深圳市南山区人民医院',
  kind: 'institution',
  creditCode: '12440305455765022A',
  leader: '李四',
  status: '正常',
  established: '1985-03-01',
  validFrom: '2024-01-02',
  validTo: '2029-01-01',
  funds: 12000,
  funding: '差额拨款',
  sponsor: { id: 3, name: '深圳市南山区卫生健康局', kind: 'agency' },
  registrar: '深圳市南山区机构编制委员会办公室',
  regionCode: '440305',
  regionName: '广东省 深圳市 南山区',
  address: '深圳市南山区桃园路89号',
  phone: '0755-26553111',
  scope: '开展医疗与护理服务',
  source: '事业单位在线',
  capturedAt: '2026-10-20',
  subordinates: [{ id: 30, name: '深圳市南山区人民医院社区健康服务中心', kind: 'institution' }],
  subordinateTotal: 1,
}

const urls = () => h.spies.navigateTo.mock.calls.map((c: any) => c[0].url as string)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('机关单位 rules', () => {
  it('names the unit above by kind and writes funds in 万元', () => {
    expect(sponsorLabel('agency')).toBe('上级机关')
    expect(sponsorLabel('institution')).toBe('举办单位')
    expect(sponsorLabel('foundation')).toBe('业务主管单位')
    expect(fundsText(12000)).toBe('12000万元')
    expect(fundsText(3.5)).toBe('3.50万元')
    expect(fundsText(null)).toBe('-')
  })
})

describe('机关单位 search', () => {
  beforeEach(() => h.params({}))

  it('shows a skeleton, then every unit with its total, pages on, and opens a unit', async () => {
    serveSearch()
    render(<GovernmentUnit />)
    expect(screen.getByTestId('gu-skeleton')).toBeTruthy()
    await settle()
    expect(screen.getAllByTestId('gu-unit')).toHaveLength(20)
    expect(screen.getByTestId('gu-summary').textContent).toBe('共找到 25 家机关单位')
    await reachBottom()
    await settle()
    expect(h.callsTo(P.search).at(-1)!.query.pageNum).toBe('2')
    expect(screen.getAllByTestId('gu-unit')).toHaveLength(25)
    fireEvent.click(screen.getAllByTestId('gu-unit')[2])
    expect(urls().at(-1)).toBe('/pagesFilter/governmentUnit/governmentUnit?id=3')
  })

  it('searches as the user types, by category, and says 暂无数据～ when nothing matches', async () => {
    serveSearch()
    render(<GovernmentUnit />)
    await settle()
    typeInto(screen.getByTestId('gu-search'), '第1')
    await act(() => new Promise((r) => setTimeout(r, 350)))
    await settle()
    expect(h.callsTo(P.search).at(-1)!.query.keyword).toBe('第1')
    const names = screen.getAllByTestId('gu-unit').map((e) => e.textContent ?? '')
    expect(names.length).toBe(ALL.filter((u) => u.name.includes('第1')).length)
    expect(document.querySelector('.gu-card__name .hl')?.textContent).toBe('第1')

    fireEvent.click(screen.getAllByTestId('gu-tab').find((t) => t.textContent === '事业单位')!)
    await settle()
    expect(h.callsTo(P.search).at(-1)!.query).toMatchObject({ keyword: '第1', category: 'institution' })
    expect(screen.getByTestId('gu-summary').textContent).toContain('家事业单位')

    fireEvent.click(screen.getAllByTestId('gu-tab').find((t) => t.textContent === '社会组织')!)
    await settle()
    expect(screen.queryAllByTestId('gu-unit')).toHaveLength(0)
    expect(screen.getByText('暂无数据～ 没有找到相关社会组织')).toBeTruthy()
  })

  it('narrows to a city picked from the region menu', async () => {
    serveSearch()
    render(<GovernmentUnit />)
    await settle()
    fireEvent.click(screen.getByText('全国'))
    fireEvent.click(screen.getAllByTestId('region-option').find((o) => o.textContent === '广东省')!)
    fireEvent.click(screen.getAllByTestId('region-option').find((o) => o.textContent === '深圳市')!)
    await settle()
    expect(h.callsTo(P.search).at(-1)!.query.regionCode).toBe('440300')
  })

  it('starts from the keyword and category of its link', async () => {
    h.params({ keyword: encodeURIComponent('中心'), category: 'institution' })
    serveSearch()
    render(<GovernmentUnit />)
    await settle()
    expect(h.callsTo(P.search)[0].query).toMatchObject({ keyword: '中心', category: 'institution' })
    expect(screen.getAllByTestId('gu-unit')).toHaveLength(13)
  })
})

describe('机关单位 detail', () => {
  beforeEach(() => h.params({ id: '7' }))

  it('shows a skeleton, then the registered facts; the sponsor and a subordinate open their own pages', async () => {
    h.on('GET', P.detail, () => ({ data: DETAIL }))
    render(<GovernmentUnit />)
    expect(screen.getByTestId('gu-detail-skeleton')).toBeTruthy()
    await settle()
    expect(h.callsTo(P.detail)[0].query.id).toBe('7')
    expect(screen.getByTestId('gu-name').textContent).toBe('深圳市南山区人民医院')
    for (const text of ['开办资金', '12000万元', '差额拨款', '2024-01-02 至 2029-01-01', '举办单位', '深圳市南山区机构编制委员会办公室'])
      expect(screen.getByText(text, { exact: false })).toBeTruthy()
    fireEvent.click(screen.getByTestId('gu-sponsor'))
    expect(urls().at(-1)).toBe('/pagesFilter/governmentUnit/governmentUnit?id=3')
    fireEvent.click(screen.getByTestId('gu-sub'))
    expect(urls().at(-1)).toBe('/pagesFilter/governmentUnit/governmentUnit?id=30')
  })

  it('a body shows no funds or certificate; a failed load offers 重试', async () => {
    let fail = true
    h.on('GET', P.detail, () =>
      fail
        ? { status: 404, code: '4040', msg: '该单位不存在' }
        : {
            data: {
              ...DETAIL,
              kind: 'agency',
              funds: null,
              funding: '',
              validFrom: '',
              validTo: '',
              sponsor: null,
              subordinates: [],
              subordinateTotal: 0,
            },
          },
    )
    render(<GovernmentUnit />)
    await settle()
    expect(screen.getByText('该单位不存在')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByTestId('gu-retry'))
    await settle()
    expect(screen.queryByText('开办资金')).toBeNull()
    expect(screen.queryByText('证书有效期')).toBeNull()
    expect(screen.getByText('上级机关')).toBeTruthy()
    expect(screen.getByText('主要职责')).toBeTruthy()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})
