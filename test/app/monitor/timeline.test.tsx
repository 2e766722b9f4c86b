import { render, screen, fireEvent, act } from '@testing-library/react'
import Trends from '../../../src/pages/trends/trends'
import { monitor } from '../../../src/stores/monitor'
import { settle } from '../pages/harness'
import { reachBottom } from '../pages/reachBottom'
import { dyn, msg, setupMonitor, teardownMonitor } from './fixtures'

let t: ReturnType<typeof setupMonitor>

beforeEach(() => {
  jest.restoreAllMocks()
  t = setupMonitor()
  t.h.params({})
})
afterEach(teardownMonitor)

const DYN = '/yqc/api/v1/monitor/dynamics'
const pickFilter = async (container: HTMLElement, entry: number, option: string) => {
  fireEvent.click(container.querySelectorAll('.dropdown__entry')[entry])
  fireEvent.click([...container.querySelectorAll('.tl-opt')].find((e) => e.textContent === option)!)
  await settle()
}

describe('the 动态 tab timeline', () => {
  it('filters by group, level, dimension and recent range: each choice sends its query', async () => {
    t.h.on('GET', DYN, () => ({ data: { total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [dyn(1)], noMonitors: false } }))
    const { container } = render(<Trends />)
    await screen.findByText('企业1有限公司')
    expect(t.h.callsTo(DYN)[0].query).toEqual({ pageNum: '1', pageSize: '20' })
    await pickFilter(container, 0, '客户（1）')
    expect(t.h.callsTo(DYN).at(-1)!.query).toEqual({ groupId: '2', pageNum: '1', pageSize: '20' })
    await pickFilter(container, 1, '高风险')
    expect(t.h.callsTo(DYN).at(-1)!.query).toEqual({ groupId: '2', level: 'high', pageNum: '1', pageSize: '20' })
    await pickFilter(container, 2, '注册资本变更')
    expect(t.h.callsTo(DYN).at(-1)!.query).toMatchObject({ dimension: 'regCapital' })
    await pickFilter(container, 3, '近7天')
    expect(t.h.callsTo(DYN).at(-1)!.query).toEqual({
      groupId: '2',
      level: 'high',
      dimension: 'regCapital',
      range: '7d',
      pageNum: '1',
      pageSize: '20',
    })
    // the entries read the choices
    expect([...container.querySelectorAll('.dropdown__title')].map((e) => e.textContent)).toEqual([
      '客户',
      '高风险',
      '注册资本变更',
      '近7天',
    ])
    await pickFilter(container, 3, '近半年')
    expect(t.h.callsTo(DYN).at(-1)!.query.range).toBe('6m')
    await pickFilter(container, 1, '全部级别')
    expect(t.h.callsTo(DYN).at(-1)!.query.level).toBeUndefined()
  })

  it('pages at the bottom until the total is reached and opens a dynamic', async () => {
    const all = Array.from({ length: 25 }, (_, i) => dyn(i + 1))
    t.h.on('GET', DYN, (_d, q) => {
      const n = Number(q.pageNum)
      return { data: { total: 25, totalText: '25', pageNum: n, pageSize: 20, list: all.slice((n - 1) * 20, n * 20), noMonitors: false } }
    })
    const { container } = render(<Trends />)
    await screen.findByText('企业1有限公司')
    expect(container.querySelectorAll('.mon-dyn')).toHaveLength(20)
    await reachBottom()
    await screen.findByText('企业25有限公司')
    expect(t.h.callsTo(DYN).map((c) => c.query.pageNum)).toEqual(['1', '2'])
    expect(screen.getByText('没有更多了')).toBeTruthy()
    fireEvent.click(screen.getByText('企业3有限公司'))
    expect(t.h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesTrends/businessDetail/businessDetail?id=3' }))
  })

  it('no monitors yet: offers to add them (and shows the viewed companies below)', async () => {
    t.h.on('GET', DYN, () => ({ data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [], noMonitors: true } }))
    t.h.on('GET', '/yqc/api/v1/trends/recent', () => ({
      data: {
        basis: 'popular',
        total: 1,
        totalText: '1',
        pageNum: 1,
        pageSize: 10,
        list: [
          {
            id: 'x',
            pid: 'PZ',
            companyName: '热门企业',
            kind: 'change',
            dimension: 'a',
            dimensionLabel: '变更',
            title: 't',
            content: '',
            date: '2026-01-01',
            level: 'info',
          },
        ],
      },
    }))
    render(<Trends />)
    await screen.findByTestId('timeline-no-monitors')
    await screen.findByText('热门企业')
    fireEvent.click(screen.getByText('添加监控', { selector: '.timeline__btn *' }))
    expect(t.h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesTrends/addmonitor/addmonitor' }))
  })

  it('a filter with no match offers to clear the filters', async () => {
    t.h.on('GET', DYN, (_d, q) => ({
      data: { total: q.level ? 0 : 1, totalText: '', pageNum: 1, pageSize: 20, list: q.level ? [] : [dyn(1)], noMonitors: false },
    }))
    const { container } = render(<Trends />)
    await screen.findByText('企业1有限公司')
    await pickFilter(container, 1, '提示')
    expect(screen.getByText('当前筛选条件下暂无动态')).toBeTruthy()
    fireEvent.click(screen.getByText('清除筛选'))
    await settle()
    expect(t.h.callsTo(DYN).at(-1)!.query).toEqual({ pageNum: '1', pageSize: '20' })
    expect(screen.getByText('企业1有限公司')).toBeTruthy()
  })

  it('a pushed message appears at the top without reload and the tab badge counts it', async () => {
    t.h.on('GET', DYN, () => ({ data: { total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [dyn(1)], noMonitors: false } }))
    const { container } = render(<Trends />)
    await screen.findByText('企业1有限公司')
    expect(container.querySelector('.tab-bar__badge')).toBeNull()
    act(() => monitor.applyFrame(JSON.stringify({ type: 'message', data: msg(7, false, { targetName: '新动态企业' }), count: 3 })))
    expect(container.querySelector('.mon-dyn .mon-dyn__target')!.textContent).toBe('新动态企业')
    expect(container.querySelector('.mon-dyn')!.className).toContain('is-unread')
    expect(container.querySelector('.tab-bar__badge')!.textContent).toBe('3')
    expect(screen.getByTestId('trends-unread').textContent).toContain('3')
    expect(t.h.callsTo(DYN)).toHaveLength(1)
  })
})
