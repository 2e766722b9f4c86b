import { act, render, screen, fireEvent } from '@testing-library/react'
import Find from '../../../src/pages/find/find'
import { setupPage, settle } from './harness'
import type { DiscoverChange, DiscoverCompany } from '../../../contract/schemas/discover'

let h: ReturnType<typeof setupPage>

const company = (i: number, prefix: string): DiscoverCompany => ({
  pid: `${prefix}${i}`,
  name: `${prefix === 'H' ? '热门' : '新注册'}公司${i}`,
  sub: `张三${i} · 存续`,
  regionName: '上海市 浦东新区',
  established: `2026-10-${String(30 - i).padStart(2, '0')}`,
  viewCount: 1000 - i,
})
const change = (i: number): DiscoverChange => ({
  id: i,
  pid: `C${i}`,
  name: `变更公司${i}`,
  field: '注册资本',
  before: '100万元',
  after: '200万元',
  date: '2026-11-20',
})

function paged<T>(all: T[]) {
  return (_d: unknown, q: Record<string, string>) => {
    const pageNum = Number(q.pageNum)
    const pageSize = Number(q.pageSize)
    const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return { data: { total: all.length, totalText: String(all.length), pageNum, pageSize, list } }
  }
}

function serve(counts = { hot: 12, changes: 7, newest: 0 }) {
  h.on('GET', '/yqc/api/v1/discover/hot', paged(Array.from({ length: counts.hot }, (_, i) => company(i + 1, 'H'))))
  h.on('GET', '/yqc/api/v1/discover/changes', paged(Array.from({ length: counts.changes }, (_, i) => change(i + 1))))
  h.on('GET', '/yqc/api/v1/discover/newest', paged(Array.from({ length: counts.newest }, (_, i) => company(i + 1, 'N'))))
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})

describe('发现', () => {
  it('shows skeletons while the three lists load', async () => {
    serve()
    render(<Find />)
    expect(screen.getByTestId('find-hot-skeleton')).toBeTruthy()
    expect(screen.getByTestId('find-changes-skeleton')).toBeTruthy()
    expect(screen.getByTestId('find-newest-skeleton')).toBeTruthy()
    await settle()
    expect(screen.queryByTestId('find-hot-skeleton')).toBeNull()
  })

  it('lists five of each, 查看更多 brings the next five in place, and an empty list says so', async () => {
    serve()
    render(<Find />)
    await settle()
    expect(h.callsTo('/yqc/api/v1/discover/hot')[0].query).toMatchObject({ pageNum: '1', pageSize: '5' })
    expect(screen.getAllByTestId('find-hot-item')).toHaveLength(5)
    expect(screen.getByText('热门公司1')).toBeTruthy()
    expect(screen.getByText('999次浏览')).toBeTruthy()
    expect(screen.getAllByTestId('find-change')).toHaveLength(5)
    expect(screen.getAllByText('100万元 → 200万元')).toHaveLength(5)
    // 新注册企业 is empty
    expect(screen.getByText('暂无数据～')).toBeTruthy()

    fireEvent.click(screen.getByTestId('find-hot-more'))
    await settle()
    expect(h.callsTo('/yqc/api/v1/discover/hot')[1].query).toMatchObject({ pageNum: '2', pageSize: '5' })
    expect(screen.getAllByTestId('find-hot-item')).toHaveLength(10)
    fireEvent.click(screen.getByTestId('find-hot-more'))
    await settle()
    expect(screen.getAllByTestId('find-hot-item')).toHaveLength(12)
    expect(screen.queryByTestId('find-hot-more')).toBeNull()

    fireEvent.click(screen.getByTestId('find-changes-more'))
    await settle()
    expect(screen.getAllByTestId('find-change')).toHaveLength(7)
  })

  it('opens a company from each list', async () => {
    serve({ hot: 3, changes: 3, newest: 3 })
    render(<Find />)
    await settle()
    fireEvent.click(screen.getByText('热门公司2'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=H2' }))
    fireEvent.click(screen.getByText('变更公司3'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=C3' }))
    fireEvent.click(screen.getByText('新注册公司1'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=N1' }))
  })

  it('links only services whose pages are built', async () => {
    serve()
    render(<Find />)
    await settle()
    expect(screen.getByText('常用服务')).toBeTruthy()
    expect(screen.getByText('高级搜索')).toBeTruthy()
    // every service shown opens its page
    fireEvent.click(screen.getByText('附近企业'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesScenario/vicinityEnterprise/vicinityEnterprise' }),
    )
  })

  it('a failed list offers a retry that loads it', async () => {
    serve()
    h.on('GET', '/yqc/api/v1/discover/newest', () => ({ code: '5000', msg: '服务繁忙', data: null }))
    render(<Find />)
    await settle()
    const retry = screen.getByTestId('find-newest-retry')
    expect(retry.textContent).toBe('加载失败，点击重试')
    h.on('GET', '/yqc/api/v1/discover/newest', paged([company(1, 'N')]))
    await act(async () => fireEvent.click(retry))
    await settle()
    expect(screen.getByText('新注册公司1')).toBeTruthy()
  })
})
