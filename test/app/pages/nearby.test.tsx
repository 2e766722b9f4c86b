import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import VicinityEnterprise from '../../../src/pagesScenario/vicinityEnterprise/vicinityEnterprise'
import VicinityEnterpriseApp, { scaleFor } from '../../../src/pagesScenario/vicinityEnterprise/vicinityEnterpriseApp'
import NearbySearch from '../../../src/pagesScenario/vicinityEnterprise/search'
import { originFromParams, radiusFrom } from '../../../src/pagesScenario/vicinityEnterprise/origin'
import { radarDots } from '../../../src/domain/nearbyRadar'
import { wgs84ToGcj02 } from '../../../src/domain/coords'
import { bearingText, radiusText } from '../../../contract/domain/nearby'
import type { NearbyItem } from '../../../contract/schemas/nearby'
import type { RegionNode } from '../../../contract/api/api'
import { setupPage, settle, typeInto } from './harness'

let h: ReturnType<typeof setupPage>

const P = {
  nearby: '/yqc/api/v1/scenario/nearby',
  tree: '/user/condition/provinceRegionsTree',
  options: '/user/condition/options',
  search: '/search/api/v1/middle/entPersonSearch',
}
const TREE: RegionNode[] = [
  {
    code: '440000',
    name: '广东省',
    children: [
      { code: '440300', name: '深圳市', children: [{ code: '440305', name: '南山区' }] },
      { code: '440100', name: '广州市' },
    ],
  },
]
const OPTIONS = {
  industries: [
    { code: 'C', name: '制造业' },
    { code: 'I', name: '信息传输、软件和信息技术服务业' },
  ],
  statuses: ['存续', '注销'],
  companyTypes: [],
  capitalRanges: [],
}
// a browser's WGS-84 position in 深圳 南山
const WGS = { longitude: 113.93, latitude: 22.53 }

const item = (i: number): NearbyItem => ({
  pid: `V${i}`,
  name: `南山测距${i}科技有限公司`,
  legalPerson: '李四',
  status: '存续',
  industry: '制造业',
  regCapitalText: '500万人民币',
  address: `广东省深圳市南山区科技路${i}号`,
  lng: 113.94,
  lat: 22.53,
  distance: i * 150,
  bearing: (i * 40) % 360,
})

function serve(total = 45, opts: { fail?: boolean; more?: boolean } = {}) {
  h.on('GET', P.options, () => ({ data: OPTIONS }))
  h.on('GET', P.tree, () => ({ data: TREE }))
  h.on('GET', P.nearby, (_d, q) => {
    if (opts.fail) return { status: 500, code: '5000', msg: '服务繁忙，请稍后再试' }
    const pageNum = Number(q.pageNum)
    const pageSize = Number(q.pageSize)
    const n = q.industry || q.keyword === '没有' ? 0 : total
    const list = Array.from({ length: n }, (_, i) => item(i + 1)).slice((pageNum - 1) * pageSize, pageNum * pageSize)
    const centre = q.regionCode
      ? { lng: 113.93, lat: 22.52, label: '广东省 深圳市 南山区' }
      : q.pid
        ? { lng: 113.95, lat: 22.54, label: '南山测距9科技有限公司' }
        : { lng: Number(q.lng), lat: Number(q.lat), label: '指定位置' }
    return { data: { centre, radius: Number(q.radius), total: n, totalText: opts.more ? `${n}+` : String(n), pageNum, pageSize, list } }
  })
}

const granted = () => jest.spyOn(Taro, 'getLocation').mockResolvedValue({ ...WGS, errMsg: 'getLocation:ok' } as never)
const refused = () => jest.spyOn(Taro, 'getLocation').mockRejectedValue({ errMsg: 'getLocation:fail User denied Geolocation' })
const urls = () => h.spies.navigateTo.mock.calls.map((c: any) => c[0].url as string)

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  h = setupPage()
  h.params({})
})

describe('附近企业 rules', () => {
  it('puts north at the top and east on the right of the radar, the radius on the outer ring', () => {
    const [n, e, far] = radarDots(
      [
        { pid: 'n', name: '', distance: 1000, bearing: 0 },
        { pid: 'e', name: '', distance: 500, bearing: 90 },
        { pid: 'f', name: '', distance: 9000, bearing: 180 },
      ],
      1000,
    )
    expect(n.x).toBeCloseTo(50)
    expect(n.y).toBeCloseTo(4)
    expect(e.x).toBeCloseTo(73)
    expect(e.y).toBeCloseTo(50)
    expect(far.y).toBeCloseTo(96)
  })
  it('reads the centre and radius from the parameters, refusing what is not one', () => {
    expect(originFromParams({ lng: '113.9', lat: '22.5', label: '我的位置' })).toEqual({
      kind: 'point',
      lng: 113.9,
      lat: 22.5,
      label: '我的位置',
    })
    expect(originFromParams({ regionCode: '440305' })).toMatchObject({ kind: 'region', regionCode: '440305' })
    expect(originFromParams({ pid: 'V1', label: '某公司' })).toEqual({ kind: 'company', pid: 'V1', label: '某公司' })
    expect(originFromParams({ lng: 'x', lat: '1' })).toBeNull()
    expect(radiusFrom('20')).toBe(20)
    expect(radiusFrom('0.4')).toBe(3)
    expect(radiusFrom('25')).toBe(3)
    expect(radiusText(0.5)).toBe('500m')
    expect(bearingText(46)).toBe('东北')
    expect(scaleFor(20)).toBeLessThan(scaleFor(1))
  })
})

describe('附近企业', () => {
  it('shows that it is locating, then the nearest companies around the position converted to GCJ-02', async () => {
    let answer: (v: unknown) => void = () => undefined
    jest.spyOn(Taro, 'getLocation').mockReturnValue(new Promise((r) => (answer = r)) as never)
    serve(45)
    render(<VicinityEnterprise />)
    await settle()
    expect(screen.getByTestId('nearby-locating')).toBeTruthy()
    expect(screen.getByTestId('nearby-skeleton')).toBeTruthy()
    expect((Taro.getLocation as jest.Mock).mock.calls[0][0]).toMatchObject({ type: 'wgs84' })
    await act(async () => answer({ ...WGS, errMsg: 'getLocation:ok' }))
    await settle()
    const q = h.callsTo(P.nearby)[0].query
    const g = wgs84ToGcj02(WGS.longitude, WGS.latitude)
    expect(Number(q.lng)).toBeCloseTo(g.lng, 5)
    expect(Number(q.lat)).toBeCloseTo(g.lat, 5)
    // the offset is a few hundred metres in 深圳: the converted point is what was sent
    expect(Math.abs(Number(q.lng) - WGS.longitude)).toBeGreaterThan(0.003)
    expect(q).toMatchObject({ radius: '3', pageNum: '1' })
    expect(screen.getByTestId('nearby-origin').textContent).toBe('我的位置')
    expect(screen.getByTestId('nearby-total').textContent).toContain('3km内共 45 家企业')
    expect(screen.getAllByTestId('nearby-company')).toHaveLength(20)
    expect(screen.getAllByTestId('nearby-distance')[0].textContent).toBe('150 米')
    expect(screen.getAllByTestId('nearby-radar-dot')).toHaveLength(20)
  })

  it('changes the radius and filters by industry and status; nothing found says 暂无数据～', async () => {
    granted()
    serve(5)
    render(<VicinityEnterprise />)
    await settle()
    fireEvent.click(screen.getByTestId('radius-20'))
    await settle()
    expect(h.callsTo(P.nearby).pop()!.query.radius).toBe('20')
    const entries = () => document.querySelectorAll('.dropdown__entry')
    fireEvent.click(entries()[1])
    fireEvent.click(screen.getByText('注销'))
    await settle()
    expect(h.callsTo(P.nearby).pop()!.query).toMatchObject({ status: '注销', radius: '20' })
    fireEvent.click(entries()[0])
    fireEvent.click(screen.getAllByTestId('nearby-option').find((o) => o.textContent === '制造业')!)
    await settle()
    expect(h.callsTo(P.nearby).pop()!.query).toMatchObject({ industry: 'C', status: '注销' })
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.queryAllByTestId('nearby-company')).toHaveLength(0)
  })

  it('a busy area says it lists the nearest 1,000 of more', async () => {
    granted()
    serve(1000, { more: true })
    render(<VicinityEnterprise />)
    await settle()
    expect(screen.getByTestId('nearby-total').textContent).toContain('3km内共 1000+ 家企业，列出最近的 1000 家')
  })

  it('a failed answer offers 重试, which loads the list', async () => {
    granted()
    serve(5, { fail: true })
    render(<VicinityEnterprise />)
    await settle()
    expect(screen.getByTestId('list-retry')).toBeTruthy()
    serve(5)
    fireEvent.click(screen.getByTestId('list-retry'))
    await settle()
    expect(screen.getAllByTestId('nearby-company')).toHaveLength(5)
  })

  it('a company opens its profile; the search opens with the same centre and radius', async () => {
    granted()
    serve(5)
    render(<VicinityEnterprise />)
    await settle()
    fireEvent.click(screen.getAllByTestId('nearby-company')[1])
    fireEvent.click(screen.getByTestId('nearby-search-entry'))
    await settle()
    expect(urls()).toContain('/pagesFilter/detail/detail?pid=V2')
    const search = urls().find((u) => u.startsWith('/pagesScenario/vicinityEnterprise/search'))!
    expect(Object.fromEntries(new URLSearchParams(search.split('?')[1]))).toMatchObject({ label: '我的位置', radius: '3' })
  })

  it('refused: says so and lets the user pick a district centre instead', async () => {
    refused()
    serve(5)
    render(<VicinityEnterprise />)
    await settle()
    expect(screen.getByTestId('nearby-refused').textContent).toContain('未获得定位权限')
    expect(h.callsTo(P.nearby)).toHaveLength(0)
    fireEvent.click(screen.getByText('广东省'))
    fireEvent.click(screen.getByText('深圳市'))
    fireEvent.click(screen.getByText('南山区'))
    await settle()
    expect(h.callsTo(P.nearby)[0].query).toMatchObject({ regionCode: '440305', radius: '3' })
    expect(h.callsTo(P.nearby)[0].query.lng).toBeUndefined()
    expect(screen.getByTestId('nearby-origin').textContent).toBe('广东省 深圳市 南山区')
    expect(screen.getAllByTestId('nearby-company')).toHaveLength(5)
  })

  it('refused: a known company’s address can be the centre, or a whole city', async () => {
    refused()
    serve(5)
    h.on('GET', P.search, () => ({
      data: {
        total: 1,
        totalText: '1',
        pageNum: 1,
        pageSize: 8,
        list: [{ pid: 'V9', name: '南山测距9科技有限公司', regionName: '广东省 深圳市 南山区' }],
        keyword: '测距',
        persons: [],
        tookMs: 1,
      },
    }))
    render(<VicinityEnterprise />)
    await settle()
    typeInto(screen.getByTestId('nearby-company-input'), '测距')
    await act(async () => new Promise((r) => setTimeout(r, 450)))
    await settle()
    fireEvent.click(screen.getByTestId('nearby-company-hit'))
    await settle()
    expect(h.callsTo(P.nearby)[0].query).toMatchObject({ pid: 'V9' })
    expect(screen.getByTestId('nearby-origin').textContent).toBe('南山测距9科技有限公司')

    fireEvent.click(screen.getByTestId('nearby-change'))
    await settle()
    fireEvent.click(screen.getByText('广东省'))
    fireEvent.click(screen.getByText('深圳市'))
    fireEvent.click(screen.getByTestId('nearby-region-whole'))
    await settle()
    expect(h.callsTo(P.nearby).pop()!.query).toMatchObject({ regionCode: '440300' })
  })

  it('refused, then 重新定位 with the permission granted shows the position’s companies', async () => {
    const spy = refused()
    serve(5)
    render(<VicinityEnterprise />)
    await settle()
    spy.mockResolvedValue({ ...WGS, errMsg: 'getLocation:ok' } as never)
    fireEvent.click(screen.getByTestId('nearby-retry'))
    await settle()
    expect(h.callsTo(P.nearby)[0].query.lng).toBeDefined()
    expect(screen.getAllByTestId('nearby-company')).toHaveLength(5)
  })

  it('a failed position (not refused) says so and offers the same choices', async () => {
    jest.spyOn(Taro, 'getLocation').mockRejectedValue({ errMsg: 'getLocation:fail Timeout expired' })
    serve(5)
    render(<VicinityEnterprise />)
    await settle()
    expect(screen.getByTestId('nearby-refused').textContent).toContain('暂时无法获取位置')
    expect(screen.getByTestId('nearby-regions')).toBeTruthy()
  })
})

describe('附近企业 map and search pages', () => {
  it('the map page shows the nearest companies around the centre; a dot shows its company', async () => {
    serve(80)
    h.params({ lng: '113.94', lat: '22.53', label: '我的位置', radius: '5', status: '存续' })
    render(<VicinityEnterpriseApp />)
    await settle()
    expect(h.callsTo(P.nearby)[0].query).toMatchObject({ pageSize: '50', radius: '5', status: '存续' })
    expect(screen.getByTestId('nearby-map-bar').textContent).toContain('5km内最近的 50 家 / 共 80 家')
    fireEvent.click(screen.getAllByTestId('nearby-radar-dot')[2])
    expect(screen.getByTestId('nearby-map-card').textContent).toContain('南山测距3科技有限公司')
  })

  it('the map page offers 重试 when the answer fails', async () => {
    serve(5, { fail: true })
    h.params({ regionCode: '440305', label: '南山区' })
    render(<VicinityEnterpriseApp />)
    await settle()
    expect(screen.getByTestId('nearby-map-retry')).toBeTruthy()
  })

  it('the search asks once typing pauses, within the same centre and radius', async () => {
    serve(3)
    h.params({ regionCode: '440305', label: '南山区', radius: '10' })
    render(<NearbySearch />)
    await settle()
    expect(screen.getByTestId('nearby-search-hint').textContent).toContain('南山区')
    expect(h.callsTo(P.nearby)).toHaveLength(0)
    typeInto(screen.getByTestId('nearby-keyword'), '测距')
    await act(async () => new Promise((r) => setTimeout(r, 450)))
    await settle()
    expect(h.callsTo(P.nearby)[0].query).toMatchObject({ regionCode: '440305', radius: '10', keyword: '测距' })
    expect(screen.getByTestId('nearby-search-total').textContent).toContain('10km内找到 3 家')
    typeInto(screen.getByTestId('nearby-keyword'), '没有')
    await act(async () => new Promise((r) => setTimeout(r, 450)))
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})
