import { render, screen, fireEvent } from '@testing-library/react'
import Trends from '../../../src/pages/trends/trends'
import { groupTrends, trendTime, dateLabel, POPULAR_BANNER } from '../../../src/pages/trends/trendGroups'
import { searchHistory } from '../../../src/stores/searchHistory'
import { ymd, addDays } from '../../../src/domain/dates'
import type { TrendItem } from '../../../types/api'
import { act } from '@testing-library/react'
import { getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'
import { setupPage, settle } from './harness'

/** Fires the page's onReachBottom hooks (what Taro does when the page is scrolled to the bottom). */
async function reachBottom() {
  const inst = getPageInstance(HOOKS_APP_ID) as unknown as { onReachBottom?: Array<() => void> | (() => void) }
  const hooks = inst?.onReachBottom
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : []
  expect(list.length).toBeGreaterThan(0)
  await act(async () => list.forEach((fn) => fn()))
}

let h: ReturnType<typeof setupPage>

const today = new Date()
const d = (days: number) => ymd(addDays(today, -days))

const item = (id: string, days: number, extra: Partial<TrendItem> = {}): TrendItem => ({
  id, pid: `P${id}`, companyName: `企业${id}有限公司`, kind: 'change', dimension: '法定代表人', dimensionLabel: '法定代表人变更',
  title: `标题${id}`, content: `内容${id}`, date: d(days), level: 'warn', ...extra,
})

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})

describe('trends page', () => {
  it('no footprints: asks without pids and shows the popular banner', async () => {
    h.on('GET', '/yqc/api/v1/trends/recent', () => ({ data: { basis: 'popular', total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [item('1', 0)] } }))
    render(<Trends />)
    expect(screen.getByTestId('trends-skeleton')).toBeTruthy()
    await screen.findByText('企业1有限公司')
    expect(h.callsTo('/yqc/api/v1/trends/recent')[0].query).toEqual({ pageNum: '1', pageSize: '20' })
    expect(screen.getByText(POPULAR_BANNER)).toBeTruthy()
    expect(screen.queryByTestId('trends-skeleton')).toBeNull()
  })

  it('sends the footprint pids, groups by date newest first, colours by level and opens the company', async () => {
    searchHistory.addFootprint('PA', '甲公司', 1)
    searchHistory.addFootprint('PB', '乙公司', 2)
    h.on('GET', '/yqc/api/v1/trends/recent', () => ({
      data: {
        basis: 'viewed', total: 4, totalText: '4', pageNum: 1, pageSize: 20,
        list: [item('1', 0, { level: 'high' }), item('2', 0, { level: 'info' }), item('3', 1), item('4', 40)],
      },
    }))
    const { container } = render(<Trends />)
    await screen.findByText('企业1有限公司')
    expect(h.callsTo('/yqc/api/v1/trends/recent')[0].query.pids).toBe('PB,PA')
    expect(screen.queryByText(POPULAR_BANNER)).toBeNull()
    const groups = [...container.querySelectorAll('.trend-group')]
    expect(groups.map((g) => g.querySelector('.trend-group__label')!.textContent)).toEqual(['今天', '昨天', dateLabel(d(40), today)])
    expect([...groups[0].querySelectorAll('.trend-card__company')].map((e) => e.textContent)).toEqual(['企业1有限公司', '企业2有限公司'])
    expect(groups[1].textContent).toContain('企业3有限公司')
    const dims = [...container.querySelectorAll('.trend-card__dim')] as HTMLElement[]
    expect(dims[0].style.color).toBe('rgb(250, 53, 52)')
    expect(dims[1].style.color).toBe('rgb(41, 121, 255)')
    expect(dims[2].style.color).toBe('rgb(255, 153, 0)')
    expect(screen.getByText('标题1')).toBeTruthy()
    expect(screen.getByText('内容1')).toBeTruthy()
    fireEvent.click(screen.getByText('企业3有限公司'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P3' }))
  })

  it('empty answer shows 暂无数据～', async () => {
    h.on('GET', '/yqc/api/v1/trends/recent', () => ({ data: { basis: 'viewed', total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] } }))
    searchHistory.addFootprint('PA', '甲公司')
    render(<Trends />)
    expect(await screen.findByText('暂无数据～')).toBeTruthy()
  })
})

describe('trends paging', () => {
  it('loads the next page of 20 at the bottom until the total is reached', async () => {
    const all = Array.from({ length: 25 }, (_, i) => item(String(i + 1), Math.floor(i / 5)))
    h.on('GET', '/yqc/api/v1/trends/recent', (_d, q) => {
      const n = Number(q.pageNum)
      const size = Number(q.pageSize)
      return { data: { basis: 'popular', total: all.length, totalText: '25', pageNum: n, pageSize: size, list: all.slice((n - 1) * size, n * size) } }
    })
    const { container } = render(<Trends />)
    await screen.findByText('企业1有限公司')
    expect(container.querySelectorAll('.trend-item')).toHaveLength(20)
    expect(screen.getByText('上拉加载更多')).toBeTruthy()
    await reachBottom()
    await screen.findByText('企业25有限公司')
    expect(h.callsTo('/yqc/api/v1/trends/recent').map((c) => c.query.pageNum)).toEqual(['1', '2'])
    expect(container.querySelectorAll('.trend-item')).toHaveLength(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    await reachBottom()
    await settle()
    expect(h.callsTo('/yqc/api/v1/trends/recent')).toHaveLength(2)
  })
})

describe('trend grouping', () => {
  it('orders by date newest first, keeps server order within a day', () => {
    const g = groupTrends([item('a', 3), item('b', 0), item('c', 3), item('d', 0)], today)
    expect(g.map((x) => x.date)).toEqual([d(0), d(3)])
    expect(g[0].items.map((i) => i.id)).toEqual(['b', 'd'])
    expect(g[1].items.map((i) => i.id)).toEqual(['a', 'c'])
  })

  it('relative time of a date-only item', () => {
    const now = new Date(2026, 10, 21, 15, 0, 0)
    expect(trendTime('2026-11-21', now)).toBe('今天')
    expect(trendTime('2026-11-19', now)).toBe('2天前')
    expect(trendTime('2026-11-21 14:58:00', now)).toBe('刚刚')
    expect(trendTime('2026-11-21 12:00:00', now)).toBe('3小时前')
  })
})
