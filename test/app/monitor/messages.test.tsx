import { render, screen, fireEvent, act } from '@testing-library/react'
import Message from '../../../src/pagesMonitore/message/message'
import Trends from '../../../src/pages/trends/trends'
import BusinessDetail from '../../../src/pagesTrends/businessDetail/businessDetail'
import MessageTrendPage, { pointLabel } from '../../../src/pagesMonitore/messageTrend/messageTrend'
import { monitor } from '../../../src/stores/monitor'
import { settle } from '../pages/harness'
import { dyn, msg, setupMonitor, teardownMonitor } from './fixtures'

let t: ReturnType<typeof setupMonitor>

beforeEach(() => {
  jest.restoreAllMocks()
  t = setupMonitor()
  t.h.params({})
})
afterEach(teardownMonitor)

function serveMessages(list = [msg(1), msg(2), msg(3, true)]) {
  const state = list.map((m) => ({ ...m }))
  const unread = () => state.filter((m) => !m.read).length
  t.h.on('GET', '/msg/api/v1/message/list', (_d, q) => {
    const l = q.read === '0' ? state.filter((m) => !m.read) : state
    return { data: { total: l.length, totalText: String(l.length), pageNum: 1, pageSize: 20, list: l, unread: unread() } }
  })
  t.h.on('POST', '/msg/api/v1/message/read', (d) => {
    state.find((m) => m.id === d.id)!.read = true
    return { data: { count: unread(), byLevel: { high: unread(), warn: 0, info: 0 } } }
  })
  t.h.on('POST', '/msg/api/v1/message/readAll', () => {
    const marked = unread()
    state.forEach((m) => (m.read = true))
    return { data: { marked, upTo: Math.max(...state.map((m) => m.id)), count: 0 } }
  })
  return state
}

describe('messages', () => {
  it('marks one read, then all; the unread count and the tab badge follow', async () => {
    serveMessages()
    monitor.setUnread(2)
    t.h.on('GET', '/yqc/api/v1/monitor/dynamics', () => ({
      data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [], noMonitors: false },
    }))
    const tab = render(<Trends />)
    const { container } = render(<Message />)
    await settle()
    expect(tab.container.querySelector('.tab-bar__badge')!.textContent).toBe('2')
    expect(container.querySelectorAll('.mon-dyn.is-unread')).toHaveLength(2)
    expect(screen.getByTestId('msg-unread').textContent).toBe('未读 2 条')

    fireEvent.click(screen.getAllByText('标为已读')[0])
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/read')[0].data).toEqual({ id: 1 })
    expect(container.querySelectorAll('.mon-dyn.is-unread')).toHaveLength(1)
    expect(screen.getByTestId('msg-unread').textContent).toBe('未读 1 条')
    expect(tab.container.querySelector('.tab-bar__badge')!.textContent).toBe('1')

    fireEvent.click(screen.getByTestId('read-all'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/readAll')).toHaveLength(1)
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '已将1条消息标为已读' }))
    expect(container.querySelectorAll('.mon-dyn.is-unread')).toHaveLength(0)
    expect(tab.container.querySelector('.tab-bar__badge')).toBeNull()
  })

  it('opening a message marks it read and opens its dynamic', async () => {
    serveMessages()
    monitor.setUnread(2)
    render(<Message />)
    await settle()
    fireEvent.click(screen.getByText('企业102有限公司'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/read')[0].data).toEqual({ id: 2 })
    expect(t.h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesTrends/businessDetail/businessDetail?id=102' }))
    expect(monitor.unread).toBe(1)
  })

  it('a saved search’s news opens 我的订阅', async () => {
    serveMessages([
      msg(4, false, {
        kind: 'search',
        targetId: '31',
        targetName: '本区新企业',
        dimension: 'savedSearch',
        dimensionLabel: '订阅通知',
        level: 'info',
        levelLabel: '提示',
        title: '订阅新增2家企业',
        content: '「本区新企业」新增2家符合条件的企业，自上次查看以来共2家',
      }),
    ])
    monitor.setUnread(1)
    render(<Message />)
    await settle()
    fireEvent.click(screen.getByText('本区新企业'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/read')[0].data).toEqual({ id: 4 })
    expect(t.h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/mySubscribe/mySubscribe' }))
  })

  it('the 未读 tab asks for unread ones; a pushed message is added at the top', async () => {
    serveMessages()
    const { container } = render(<Message />)
    await settle()
    fireEvent.click(screen.getByText('未读'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/list').at(-1)!.query).toMatchObject({ read: '0' })
    expect(container.querySelectorAll('.mon-dyn')).toHaveLength(2)
    act(() => monitor.applyFrame({ type: 'message', data: msg(9, false, { targetName: '推送来的企业' }), count: 3 }))
    expect(container.querySelector('.mon-dyn__target')!.textContent).toBe('推送来的企业')
    expect(screen.getByText('未读（3）')).toBeTruthy()
  })

  it('after 全部已读, a message pushed late but made before it is read; a newer one is unread', async () => {
    serveMessages([msg(4), msg(5)])
    const { container } = render(<Message />)
    await settle()
    fireEvent.click(screen.getByTestId('read-all'))
    await settle()
    act(() => monitor.applyFrame({ type: 'message', data: msg(3, false, { targetName: '迟到的消息' }), count: 0 }))
    expect(container.querySelectorAll('.mon-dyn')).toHaveLength(3)
    expect(container.querySelectorAll('.mon-dyn.is-unread')).toHaveLength(0)
    act(() => monitor.applyFrame({ type: 'message', data: msg(6, false, { targetName: '新的消息' }), count: 1 }))
    expect(container.querySelectorAll('.mon-dyn.is-unread')).toHaveLength(1)
  })

  it('the dynamic detail shows the explanation and the change, and refreshes the unread count', async () => {
    t.h.params({ id: '55' })
    monitor.setUnread(4)
    t.h.on('GET', '/yqc/api/v1/monitor/dynamic/detail', () => ({
      data: {
        ...dyn(55, {
          dimension: 'regCapital',
          dimensionLabel: '注册资本变更',
          level: 'warn',
          levelLabel: '警示',
          title: '注册资本变更',
          content: '注册资本由100万元变为50万元',
        }),
        explanation: '注册资本减少可能意味着偿债能力下降。',
        change: { field: '注册资本', before: '100万人民币', after: '50万人民币', date: '2026-11-20' },
        record: null,
        role: null,
        messageId: 8,
      },
    }))
    t.h.on('GET', '/msg/api/v1/message/unreadCount', () => ({ data: { count: 3, byLevel: { high: 0, warn: 3, info: 0 } } }))
    render(<BusinessDetail />)
    await settle()
    expect(screen.getByText('注册资本减少可能意味着偿债能力下降。')).toBeTruthy()
    expect(screen.getByTestId('biz-change').textContent).toContain('100万人民币')
    expect(screen.getByTestId('biz-change').textContent).toContain('50万人民币')
    expect(monitor.unread).toBe(3)
    fireEvent.click(screen.getByText('查看企业'))
    expect(t.h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P55' }))
  })

  it('the trend chart: per week by default, per day up to 30 days, bars per point and the dimension split', async () => {
    t.h.on('GET', '/msg/api/v1/message/trend', (_d, q) => {
      const n = q.unit === 'day' ? 7 : 3
      const points = Array.from({ length: n }, (_, i) => ({
        label: `2026-11-${String(10 + i).padStart(2, '0')}`,
        total: i,
        high: i,
        warn: 0,
        info: 0,
      }))
      return {
        data: {
          unit: q.unit,
          points,
          total: points.reduce((a, p) => a + p.total, 0),
          byDimension: [{ key: 'patent', label: '专利', count: 2 }],
        },
      }
    })
    const { container } = render(<MessageTrendPage />)
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/trend')[0].query).toEqual({ unit: 'week', range: '30d' })
    expect(container.querySelectorAll('.bar-chart__col')).toHaveLength(3)
    expect(screen.getByText('专利')).toBeTruthy()
    fireEvent.click(screen.getByText('近7天'))
    fireEvent.click(screen.getByText('按天'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/trend').at(-1)!.query).toEqual({ unit: 'day', range: '7d' })
    expect(container.querySelectorAll('.bar-chart__col')).toHaveLength(7)
    expect([...container.querySelectorAll('.bar-chart__label')].slice(0, 2).map((e) => e.textContent)).toEqual(['11/10', '11'])
    // half a year per day would be 180 bars: it switches to weeks
    fireEvent.click(screen.getByText('近半年'))
    await settle()
    expect(t.h.callsTo('/msg/api/v1/message/trend').at(-1)!.query).toEqual({ unit: 'week', range: '6m' })
    expect(pointLabel('2026-11-02', 'week')).toBe('11/2周')
    expect(pointLabel('2026-12-01', 'day')).toBe('12/1')
  })
})
