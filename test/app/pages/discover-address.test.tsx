import Taro from '@tarojs/taro'
import { render, screen, fireEvent } from '@testing-library/react'
import CompanyAddress from '../../../src/pagesIndex/address/address'
import { distanceText } from '../../../src/services/discover'
import { setupPage, settle } from './harness'
import { reachBottom } from './reachBottom'
import type { AddressInfo, NearbyCompany } from '../../../contract/schemas/discover'

type Any = any

let h: ReturnType<typeof setupPage>

const INFO: AddressInfo = {
  pid: 'P1',
  name: '上海云企科技有限公司',
  address: '上海市浦东新区张江路88号A座1201室',
  regionName: '上海市 浦东新区',
  building: '上海市浦东新区张江路88号',
  lng: 121.6,
  lat: 31.2,
}

const near = (i: number): NearbyCompany => ({
  pid: `N${i}`,
  name: `附近公司${i}`,
  sub: '李四 · 存续',
  address: `上海市浦东新区科苑路${i}号`,
  distance: 300 + i * 450,
})

function paged<T>(all: T[]) {
  return (_d: unknown, q: Record<string, string>) => {
    const pageNum = Number(q.pageNum)
    const pageSize = Number(q.pageSize)
    const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return { data: { total: all.length, totalText: String(all.length), pageNum, pageSize, list } }
  }
}

function serve(same = 7, nearby = 25, info: AddressInfo = INFO) {
  h.on('GET', '/yqc/api/v1/business/address', () => ({ data: info }))
  h.on(
    'GET',
    '/yqc/api/v1/discover/sameAddress',
    paged(
      Array.from({ length: same }, (_, i) => ({
        pid: `S${i + 1}`,
        name: `同楼公司${i + 1}`,
        sub: '王五 · 存续',
        address: `${INFO.building}${i}室`,
      })),
    ),
  )
  h.on('GET', '/yqc/api/v1/discover/nearby', paged(Array.from({ length: nearby }, (_, i) => near(i + 1))))
}

let clip: jest.SpyInstance
let loc: jest.SpyInstance
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({ pid: 'P1' })
  clip = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
  loc = jest.spyOn(Taro, 'openLocation').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
})

describe('企业地址', () => {
  it('shows a skeleton, then the address, its region and the building', async () => {
    serve()
    render(<CompanyAddress />)
    expect(screen.getByTestId('addr-skeleton')).toBeTruthy()
    await settle()
    expect(h.callsTo('/yqc/api/v1/business/address')[0].query).toEqual({ pid: 'P1' })
    expect(screen.getByTestId('addr-address').textContent).toBe(INFO.address)
    expect(screen.getByText('上海市 浦东新区')).toBeTruthy()
    expect(screen.getByText(`登记在「${INFO.building}」的其他企业`)).toBeTruthy()
  })

  it('复制地址 copies it; 导航 opens the map at the company', async () => {
    serve()
    render(<CompanyAddress />)
    await settle()
    fireEvent.click(screen.getByTestId('addr-copy'))
    await settle()
    expect(clip).toHaveBeenCalledWith({ data: INFO.address })
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '地址已复制' }))
    fireEvent.click(screen.getByTestId('addr-nav'))
    expect(loc).toHaveBeenCalledWith(expect.objectContaining({ latitude: 31.2, longitude: 121.6, name: INFO.name, address: INFO.address }))
  })

  it('without coordinates 导航 says so', async () => {
    serve(0, 0, { ...INFO, lng: null, lat: null })
    render(<CompanyAddress />)
    await settle()
    fireEvent.click(screen.getByTestId('addr-nav'))
    expect(loc).not.toHaveBeenCalled()
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '暂无该企业的位置信息' }))
    expect(screen.getAllByText('暂无数据～')).toHaveLength(2)
  })

  it('同地址企业: five, then more in place; each opens the profile', async () => {
    serve()
    render(<CompanyAddress />)
    await settle()
    expect(h.callsTo('/yqc/api/v1/discover/sameAddress')[0].query).toMatchObject({ pid: 'P1', pageNum: '1', pageSize: '5' })
    expect(screen.getAllByTestId('addr-same-item')).toHaveLength(5)
    fireEvent.click(screen.getByTestId('addr-same-more'))
    await settle()
    expect(screen.getAllByTestId('addr-same-item')).toHaveLength(7)
    expect(screen.queryByTestId('addr-same-more')).toBeNull()
    fireEvent.click(screen.getByText('同楼公司6'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=S6' }))
  })

  it('附近企业: nearest first with the distance, the next page at the bottom', async () => {
    serve()
    render(<CompanyAddress />)
    await settle()
    const items = screen.getAllByTestId('addr-nearby-item')
    expect(items).toHaveLength(20)
    expect(items[0].textContent).toContain('约 750 米')
    expect(items[1].textContent).toContain('约 1.2 公里')
    await reachBottom()
    await settle()
    expect(h.callsTo('/yqc/api/v1/discover/nearby')[1].query).toMatchObject({ pageNum: '2' })
    expect(screen.getAllByTestId('addr-nearby-item')).toHaveLength(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    fireEvent.click(screen.getByText('附近公司3'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=N3' }))
  })

  it('an unknown company says so, with a retry', async () => {
    h.on('GET', '/yqc/api/v1/business/address', () => ({ code: '4040', msg: '企业不存在', data: null }))
    render(<CompanyAddress />)
    await settle()
    expect(screen.getByText('企业不存在')).toBeTruthy()
    expect(screen.getByTestId('addr-retry')).toBeTruthy()
    expect(h.callsTo('/yqc/api/v1/discover/nearby')).toHaveLength(0)
  })
})

describe('distanceText', () => {
  it('reads metres and kilometres', () => {
    expect(distanceText(0)).toBe('约 10 米')
    expect(distanceText(346)).toBe('约 350 米')
    expect(distanceText(1234)).toBe('约 1.2 公里')
    expect(distanceText(152_400)).toBe('约 152 公里')
  })
})
