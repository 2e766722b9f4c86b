import { render, screen, fireEvent } from '@testing-library/react'
import RegionSelection, { matchRegions } from '../../../src/pagesScenario/newlyEnterprise/regionSelection'
import CitySelection, { wholeLabel } from '../../../src/pagesScenario/newlyEnterprise/citySelection'
import CityNewlyList from '../../../src/pagesScenario/newlyEnterprise/cityNewlyList'
import { sortRegions } from '../../../src/pagesScenario/newlyEnterprise/RegionCountTable'
import { bucketLabel } from '../../../contract/domain/newly'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { NewlyCompany, NewlyDaily, NewlyRegionCount } from '../../../contract/schemas/scenario'
import type { RegionNode } from '../../../contract/api/api'

let h: ReturnType<typeof setupPage>

const P = {
  provinces: '/yqc/api/v1/scenario/newly/provinces',
  cities: '/yqc/api/v1/scenario/newly/cities',
  list: '/yqc/api/v1/scenario/newly/list',
  daily: '/yqc/api/v1/scenario/newly/daily',
  tree: '/user/condition/provinceRegionsTree',
  options: '/user/condition/options',
}

const PROVINCES: NewlyRegionCount[] = [
  { code: '440000', name: '广东省', week: 12, month: 40 },
  { code: '110000', name: '北京市', week: 15, month: 30 },
  { code: '650000', name: '新疆维吾尔自治区', week: 0, month: 0 },
]
const TREE: RegionNode[] = [
  {
    code: '440000',
    name: '广东省',
    children: [
      { code: '440100', name: '广州市' },
      { code: '440300', name: '深圳市' },
    ],
  },
  { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市' }] },
]
const OPTIONS = {
  industries: [
    { code: 'C', name: '制造业' },
    { code: 'I', name: '信息传输、软件和信息技术服务业' },
  ],
  statuses: ['存续'],
  companyTypes: ['有限责任公司'],
  capitalRanges: [
    { name: '100万以下', max: 100 },
    { name: '100-200万', min: 100, max: 200 },
  ],
}

const company = (i: number): NewlyCompany => ({
  pid: `N${i}`,
  name: `深圳新创科技${i}有限公司`,
  legalPerson: '王五',
  regCapitalText: '100万人民币',
  established: '2026-10-30',
  status: '存续',
  industry: '制造业',
  regionName: '广东省 深圳市 南山区',
})

const daily = (q: Record<string, string>): NewlyDaily => {
  const unit = (q.unit as NewlyDaily['unit']) ?? 'day'
  const points =
    unit === 'month'
      ? [
          { label: '2026-10', count: 20 },
          { label: '2026-11', count: 5 },
        ]
      : [
          { label: '2026-10-30', count: 3 },
          { label: '2026-10-31', count: 0 },
          { label: '2026-11-01', count: 4 },
        ]
  return {
    regionCode: q.regionCode,
    regionName: '广东省 深圳市',
    start: '2026-10-03',
    end: '2026-11-01',
    unit,
    total: points.reduce((s, p) => s + p.count, 0),
    points,
  }
}

function serveList(total = 45) {
  h.on('GET', P.options, () => ({ data: OPTIONS }))
  h.on('GET', P.daily, (_d, q) => ({ data: daily(q) }))
  h.on('GET', P.list, (_d, q) => {
    const pageNum = Number(q.pageNum)
    const pageSize = Number(q.pageSize)
    const n = q.industry ? 0 : total
    const list = Array.from({ length: n }, (_, i) => company(i + 1)).slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return {
      data: {
        total: n,
        totalText: String(n),
        pageNum,
        pageSize,
        list,
        regionCode: q.regionCode,
        regionName: '广东省 深圳市',
        start: '2026-10-03',
        end: '2026-11-01',
      },
    }
  })
}

const urls = () => h.spies.navigateTo.mock.calls.map((c: any) => c[0].url as string)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('新增企业 rules', () => {
  it('sorts by the chosen count, ties by the other', () => {
    expect(sortRegions(PROVINCES, 'week').map((p) => p.code)).toEqual(['110000', '440000', '650000'])
    expect(sortRegions(PROVINCES, 'month').map((p) => p.code)).toEqual(['440000', '110000', '650000'])
  })
  it('finds provinces and cities by name, a municipality once', () => {
    expect(matchRegions(TREE, '深')).toEqual([{ code: '440300', name: '深圳市', parent: '广东省' }])
    expect(matchRegions(TREE, '北京')).toEqual([{ code: '110000', name: '北京市' }])
    expect(matchRegions(TREE, '  ')).toEqual([])
  })
  it('names a whole province, municipality or autonomous region', () => {
    expect(wholeLabel('广东省')).toBe('全省')
    expect(wholeLabel('上海市')).toBe('全市')
    expect(wholeLabel('新疆维吾尔自治区')).toBe('全区')
  })
  it('labels the chart’s days, weeks and months', () => {
    expect(bucketLabel('2026-10-03', 'day', true)).toBe('10/3')
    expect(bucketLabel('2026-10-04', 'day')).toBe('4')
    expect(bucketLabel('2026-11-01', 'day')).toBe('11/1')
    expect(bucketLabel('2026-10-26', 'week')).toBe('10/26周')
    expect(bucketLabel('2026-10', 'month')).toBe('10月')
  })
})

describe('regionSelection', () => {
  it('shows a skeleton, then the provinces by 30-day count; 近7天 re-sorts; a province opens its cities', async () => {
    h.on('GET', P.provinces, () => ({ data: { today: '2026-11-01', weekStart: '2026-10-26', monthStart: '2026-10-03', list: PROVINCES } }))
    render(<RegionSelection />)
    expect(screen.getByTestId('newly-skeleton')).toBeTruthy()
    await settle()
    const codes = () => screen.getAllByTestId('newly-province').map((e) => e.getAttribute('data-code'))
    expect(codes()).toEqual(['440000', '110000', '650000'])
    expect(screen.getByText('27')).toBeTruthy() // 全国近7天
    expect(screen.getByText('70')).toBeTruthy() // 全国近30天
    fireEvent.click(screen.getByTestId('sort-week'))
    expect(codes()).toEqual(['110000', '440000', '650000'])
    fireEvent.click(screen.getAllByTestId('newly-province')[1])
    await settle()
    expect(urls()).toContain('/pagesScenario/newlyEnterprise/citySelection?provinceCode=440000')
  })

  it('searches a city by name and opens its list; says so when nothing matches', async () => {
    h.on('GET', P.provinces, () => ({ data: { today: '2026-11-01', weekStart: '2026-10-26', monthStart: '2026-10-03', list: PROVINCES } }))
    h.on('GET', P.tree, () => ({ data: TREE }))
    render(<RegionSelection />)
    await settle()
    typeInto(screen.getByTestId('newly-search'), '深圳')
    await settle()
    const hits = screen.getAllByTestId('newly-match')
    expect(hits).toHaveLength(1)
    expect(hits[0].textContent).toContain('城市 · 广东省')
    fireEvent.click(hits[0])
    await settle()
    expect(urls()).toContain('/pagesScenario/newlyEnterprise/cityNewlyList?regionCode=440300')
    typeInto(screen.getByTestId('newly-search'), '火星')
    await settle()
    expect(screen.getByText('没有找到该省份或城市')).toBeTruthy()
  })

  it('a failed load says why and loads again', async () => {
    let fail = true
    h.on('GET', P.provinces, () =>
      fail
        ? { code: '5000', msg: '服务繁忙，请稍后再试', status: 500 }
        : { data: { today: '2026-11-01', weekStart: '2026-10-26', monthStart: '2026-10-03', list: PROVINCES } },
    )
    render(<RegionSelection />)
    await settle()
    expect(screen.getByText('重新加载')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByText('重新加载'))
    await settle()
    expect(screen.getAllByTestId('newly-province')).toHaveLength(3)
  })
})

describe('citySelection', () => {
  it('lists the cities of the province and opens the whole province or a city', async () => {
    h.params({ provinceCode: '440000' })
    h.on('GET', P.cities, (_d, q) => ({
      data: {
        today: '2026-11-01',
        weekStart: '2026-10-26',
        monthStart: '2026-10-03',
        province: { code: q.provinceCode, name: '广东省' },
        list: [
          { code: '440300', name: '深圳市', week: 8, month: 25 },
          { code: '440100', name: '广州市', week: 4, month: 15 },
        ],
      },
    }))
    render(<CitySelection />)
    expect(screen.getByTestId('newly-skeleton')).toBeTruthy()
    await settle()
    expect(h.callsTo(P.cities)[0].query).toEqual({ provinceCode: '440000' })
    expect(screen.getAllByTestId('newly-city').map((e) => e.getAttribute('data-code'))).toEqual(['440300', '440100'])
    expect(screen.getByText('全省 · 广东省')).toBeTruthy()
    fireEvent.click(screen.getAllByTestId('newly-city')[0])
    fireEvent.click(screen.getByTestId('newly-whole-province'))
    await settle()
    expect(urls()).toEqual([
      '/pagesScenario/newlyEnterprise/cityNewlyList?regionCode=440300',
      '/pagesScenario/newlyEnterprise/cityNewlyList?regionCode=440000',
    ])
  })
})

describe('cityNewlyList', () => {
  beforeEach(() => h.params({ regionCode: '440300' }))

  it('shows skeletons, then the chart and 20 companies a page; the bottom brings the next page', async () => {
    serveList(45)
    render(<CityNewlyList />)
    expect(screen.getByTestId('newly-chart-skeleton')).toBeTruthy()
    expect(screen.getByTestId('newly-list-skeleton')).toBeTruthy()
    await settle()
    expect(h.callsTo(P.daily)[0].query).toMatchObject({ regionCode: '440300', range: '30d', unit: 'day' })
    expect(h.callsTo(P.list)[0].query).toMatchObject({ regionCode: '440300', range: '30d', pageNum: '1', pageSize: '20' })
    const bars = document.querySelectorAll('.bar-chart__bar')
    expect([...bars].map((b) => b.getAttribute('data-value'))).toEqual(['3', '0', '4'])
    expect(screen.getByText('10/30')).toBeTruthy()
    expect(screen.getByTestId('newly-total').textContent).toContain('45')
    expect(screen.getAllByTestId('newly-company')).toHaveLength(20)
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('newly-company')).toHaveLength(40)
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('newly-company')).toHaveLength(45)
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('the range and the grouping ask again; 近3个月 starts by week', async () => {
    serveList(5)
    render(<CityNewlyList />)
    await settle()
    fireEvent.click(screen.getByTestId('range-3m'))
    await settle()
    expect(h.callsTo(P.daily).pop()!.query).toMatchObject({ range: '3m', unit: 'week' })
    expect(h.callsTo(P.list).pop()!.query).toMatchObject({ range: '3m', pageNum: '1' })
    fireEvent.click(screen.getByTestId('unit-month'))
    await settle()
    expect(h.callsTo(P.daily).pop()!.query).toMatchObject({ range: '3m', unit: 'month' })
    expect(screen.getByText('10月')).toBeTruthy()
  })

  it('filters by capital and industry; an empty result says 暂无数据～', async () => {
    serveList(5)
    render(<CityNewlyList />)
    await settle()
    const entries = () => document.querySelectorAll('.dropdown__entry')
    fireEvent.click(entries()[1])
    fireEvent.click(screen.getByText('100-200万'))
    await settle()
    expect(h.callsTo(P.list).pop()!.query).toMatchObject({ capitalMin: '100', capitalMax: '200' })
    expect(h.callsTo(P.daily).pop()!.query).toMatchObject({ capitalMin: '100', capitalMax: '200' })
    fireEvent.click(entries()[0])
    fireEvent.click(screen.getByText('制造业'))
    await settle()
    expect(h.callsTo(P.list).pop()!.query).toMatchObject({ industry: 'C', capitalMin: '100' })
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.queryAllByTestId('newly-company')).toHaveLength(0)
  })

  it('a company opens its profile; 导出 exports the same filter', async () => {
    session.login(TOKEN, user)
    serveList(5)
    render(<CityNewlyList />)
    await settle()
    fireEvent.click(screen.getAllByTestId('newly-company')[2])
    await settle()
    expect(urls()).toContain('/pagesFilter/detail/detail?pid=N3')
    fireEvent.click(document.querySelector('.header-bar__icon')!)
    await settle()
    const exp = urls().find((u) => u.startsWith('/pagesDetail/exportData/exportData'))!
    const q = new URLSearchParams(exp.split('?')[1])
    expect(Object.fromEntries(q)).toMatchObject({ kind: 'advanced', regionCode: '440300', estStart: '2026-10-03', estEnd: '2026-11-01' })
    expect(q.get('title')).toContain('深圳市近30天新增企业')
  })

  it('pull-to-refresh loads the chart and page 1 again', async () => {
    serveList(5)
    const { container } = render(<CityNewlyList />)
    await settle()
    const before = [h.callsTo(P.daily).length, h.callsTo(P.list).length]
    const pull = container.querySelector('.pull-refresh')!
    fireEvent.touchStart(pull, { touches: [{ clientY: 0 }] })
    fireEvent.touchMove(pull, { touches: [{ clientY: 200 }] })
    fireEvent.touchEnd(pull)
    await settle()
    expect(h.callsTo(P.daily).length).toBe(before[0] + 1)
    expect(h.callsTo(P.list).length).toBe(before[1] + 1)
  })
})
