import { render, screen, fireEvent } from '@testing-library/react'
import Trends from '../../../src/pages/trends/trends'
import { groupTrends, trendTime, POPULAR_BANNER } from '../../../src/pages/trends/trendGroups'
import { VIEWED_FEED_SIZE } from '../../../src/pages/trends/ViewedFeed'
import { searchHistory } from '../../../src/stores/searchHistory'
import { ymd, addDays } from '../../../contract/domain/dates'
import type { TrendItem } from '../../../contract/api/api'
import { setupPage } from './harness'

let h: ReturnType<typeof setupPage>

const today = new Date()
const d = (days: number) => ymd(addDays(today, -days))

const item = (id: string, days: number, extra: Partial<TrendItem> = {}): TrendItem => ({
  id,
  pid: `P${id}`,
  companyName: `企业${id}有限公司`,
  kind: 'change',
  dimension: '法定代表人',
  dimensionLabel: '法定代表人变更',
  title: `标题${id}`,
  content: `内容${id}`,
  date: d(days),
  level: 'warn',
  ...extra,
})

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})

describe('trends tab, signed out', () => {
  it("invites to sign in and shows the popular companies' dynamics before any is viewed", async () => {
    h.on('GET', '/yqc/api/v1/trends/recent', () => ({
      data: { basis: 'popular', total: 1, totalText: '1', pageNum: 1, pageSize: 10, list: [item('1', 0)] },
    }))
    render(<Trends />)
    expect(screen.getByTestId('trends-guest')).toBeTruthy()
    await screen.findByText('企业1有限公司')
    expect(h.callsTo('/yqc/api/v1/trends/recent')[0].query).toEqual({ pageNum: '1', pageSize: String(VIEWED_FEED_SIZE) })
    expect(screen.getByText(POPULAR_BANNER)).toBeTruthy()
    // the monitored timeline needs a login: nothing asked
    expect(h.callsTo('/yqc/api/v1/monitor/dynamics')).toHaveLength(0)
    fireEvent.click(screen.getByText('立即登录'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent('/pages/trends/trends')}` }),
    )
  })

  it('sends the footprint pids, colours by level, opens the company or offers to monitor it', async () => {
    searchHistory.addFootprint('PA', '甲公司', 1)
    searchHistory.addFootprint('PB', '乙公司', 2)
    h.on('GET', '/yqc/api/v1/trends/recent', () => ({
      data: {
        basis: 'viewed',
        total: 3,
        totalText: '3',
        pageNum: 1,
        pageSize: 10,
        list: [item('1', 0, { level: 'high' }), item('2', 0, { level: 'info' }), item('3', 1)],
      },
    }))
    const { container } = render(<Trends />)
    await screen.findByText('企业1有限公司')
    expect(h.callsTo('/yqc/api/v1/trends/recent')[0].query.pids).toBe('PB,PA')
    expect(screen.getByText('你浏览过的企业最新动态')).toBeTruthy()
    const dims = [...container.querySelectorAll('.trend-card__dim')] as HTMLElement[]
    expect(dims.map((e) => e.style.color)).toEqual(['rgb(250, 53, 52)', 'rgb(41, 121, 255)', 'rgb(255, 153, 0)'])
    fireEvent.click(screen.getByText('企业3有限公司'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P3' }))
    fireEvent.click(screen.getAllByText('+ 监控这家企业')[0])
    // a guarded page: the login page first, then back to the add page with the company chosen
    const url = h.spies.navigateTo.mock.calls.at(-1)![0].url as string
    expect(decodeURIComponent(url)).toContain('/pagesTrends/addmonitor/addmonitor?pid=P1&name=')
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
