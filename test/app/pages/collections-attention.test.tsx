import { render, screen, fireEvent } from '@testing-library/react'
import Attention, { changeText } from '../../../src/pagesUser/attention/attention'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { FollowItem } from '../../../contract/schemas/collection'

let h: ReturnType<typeof setupPage>
const NOW = Date.now()
/** the last opening: an hour ago, but never before today's midnight, so it reads 今天 whenever the suite runs */
const SINCE = Math.max(new Date(NOW).setHours(0, 0, 0, 0), NOW - 3_600_000)

const follow = (i: number, newCount = 0): FollowItem => ({
  pid: `P${i}`,
  name: `关注公司${i}`,
  sub: `李四${i} · 存续`,
  followedAt: NOW - 86_400_000 * 3,
  latestChange: i % 5 === 0 ? null : { field: '法定代表人', before: `张三${i}`, after: `李四${i}`, date: '2026-10-30' },
  newCount,
  changeCount: i % 5 === 0 ? 0 : 2,
})

/** The server: `n` follows, the first two with new changes; pages of 20. */
function serve(n = 23) {
  const order: string[] = []
  h.on('POST', '/user/api/v1/follow/seen', () => {
    order.push('seen')
    return { data: { since: SINCE } }
  })
  h.on('GET', '/user/api/v1/follow/list', (_d, q) => {
    order.push('list')
    const pageNum = Number(q.pageNum || 1)
    const pageSize = Number(q.pageSize || 20)
    const all = Array.from({ length: n }, (_, i) => follow(i + 1, i === 0 ? 3 : i === 1 ? 1 : 0))
    const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return { data: { total: n, totalText: String(n), pageNum, pageSize, list, limit: 500 } }
  })
  return order
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('我的关注', () => {
  it('marks the opening first, then lists each company with its newest change and a red badge of new changes', async () => {
    const order = serve()
    render(<Attention />)
    expect(screen.getByRole('status')).toBeTruthy()
    await settle()
    expect(order).toEqual(['seen', 'list'])
    const rows = screen.getAllByTestId('at-item')
    expect(rows).toHaveLength(20)
    expect(rows[0].textContent).toContain('关注公司1')
    expect(rows[0].textContent).toContain('李四1 · 存续')
    expect(rows[0].textContent).toContain('法定代表人变更')
    expect(screen.getAllByTestId('at-change')[0].textContent).toBe('张三1 → 李四1')
    expect(screen.getAllByTestId('at-badge').map((b) => b.textContent)).toEqual(['3条新变更', '1条新变更'])
    expect(rows[4].textContent).toContain('暂无工商变更记录')
    expect(screen.getByTestId('at-count').textContent).toBe('共关注 23 家企业，4条新变更')
    expect(screen.getByText(/^新变更自上次查看（今天 \d\d:\d\d）起$/)).toBeTruthy()
    // the short note on 关注 and 监控 leads to monitoring
    fireEvent.click(screen.getByText('企业监控 ›'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesMonitore/monitoreIndex/monitoreIndex' }))

    await reachBottom()
    await settle()
    expect(h.callsTo('/user/api/v1/follow/list')[1].query).toMatchObject({ pageNum: '2' })
    expect(screen.getAllByTestId('at-item')).toHaveLength(23)
    // paging does not mark the opening again
    expect(h.callsTo('/user/api/v1/follow/seen')).toHaveLength(1)

    fireEvent.click(screen.getByText('关注公司2'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P2' }))
  })

  it('says what was added or removed when a change has only one side', () => {
    const c = { field: '股东', date: '2026-10-30' }
    expect(changeText({ ...c, before: '', after: '甲公司（60%）' })).toBe('新增：甲公司（60%）')
    expect(changeText({ ...c, before: '张三', after: '' })).toBe('移除：张三')
    expect(changeText({ ...c, before: '100万', after: '200万' })).toBe('100万 → 200万')
  })

  it('取消关注 asks first, unfollows and reads the list again', async () => {
    serve(3)
    const removed: unknown[] = []
    h.on('POST', '/user/api/v1/follow/remove', (d) => {
      removed.push(d)
      return { data: { removed: 1 } }
    })
    render(<Attention />)
    await settle()
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    fireEvent.click(screen.getAllByTestId('at-unfollow')[1])
    await settle()
    expect(removed).toEqual([])
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getAllByTestId('at-unfollow')[1])
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定不再关注「关注公司2」吗？' }))
    expect(removed).toEqual([{ pid: 'P2' }])
    expect(h.toasts().map((t) => t.title)).toContain('已取消关注')
    expect(h.callsTo('/user/api/v1/follow/list')).toHaveLength(2)
  })

  it('nothing followed: 暂无数据～ and what 关注 is next to 监控, with links to both', async () => {
    serve(0)
    render(<Attention />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    const explain = screen.getByTestId('at-explain')
    expect(explain.textContent).toContain('免费，最多500家')
    expect(explain.textContent).toContain('推送提醒')
    fireEvent.click(screen.getByTestId('at-go-search'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesIndex/search/search' }))
    fireEvent.click(screen.getByTestId('at-go-monitor'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesMonitore/monitoreIndex/monitoreIndex' }))
  })

  it('a failed load shows 重试, which loads again; a failed mark still lists', async () => {
    h.on('POST', '/user/api/v1/follow/seen', () => ({ code: '5000', msg: '服务繁忙', status: 500 }))
    h.on('GET', '/user/api/v1/follow/list', () => ({ code: '5000', msg: '服务繁忙', status: 500 }))
    render(<Attention />)
    await settle()
    expect(screen.getByText('服务繁忙')).toBeTruthy()
    serve(2)
    fireEvent.click(screen.getByTestId('list-retry'))
    await settle()
    expect(screen.getAllByTestId('at-item')).toHaveLength(2)
  })
})
