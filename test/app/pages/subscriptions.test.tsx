import { render, screen, fireEvent, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import Subscribe from '../../../src/pagesUser/subscribe/subscribe'
import MySubscribe from '../../../src/pagesUser/mySubscribe/mySubscribe'
import FilterResult from '../../../src/pagesFilter/filterpage/filterpage'
import FilterSubscriptions from '../../../src/pagesFilter/subscribe/subscribe'
import QuerySubscriptions from '../../../src/pagesQuery/subscribe/subscribe'
import SearchPage from '../../../src/pagesIndex/search/search'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { Notice, SubscriptionItem } from '../../../contract/schemas/subscriptions'

let h: ReturnType<typeof setupPage>
const NOW = Date.now()
const NOTICES = '/user/api/v1/subscriptions/notices'
const LIST = '/user/api/v1/subscriptions/list'

const notice = (kind: Notice['kind'], remaining: number): Notice => ({
  kind,
  title: { monitor: '监控日报与风险提醒', judicial: '司法推送', search: '搜索订阅上新', order: '订单与会员通知' }[kind],
  desc: `${kind}说明`,
  templateId: `tpl-${kind}`,
  subscribed: remaining > 0,
  remaining,
  acceptedAt: remaining > 0 ? NOW - 60_000 : null,
})

const search = (id: number, extra: Partial<SubscriptionItem> = {}): SubscriptionItem => ({
  id,
  kind: 'search',
  title: `深圳市 · 存续${id}`,
  desc: `深圳市 · 存续${id}`,
  enabled: true,
  createdAt: NOW - id * 60_000,
  lastPushAt: null,
  newCount: 0,
  removable: true,
  filter: { regionCode: '440300', status: '存续' },
  summary: ['深圳市', `存续${id}`],
  ...extra,
})
const digest: SubscriptionItem = {
  id: 0,
  kind: 'digest',
  title: '监控动态日报',
  desc: '每天 09:00 汇总 3 个监控对象前一天的动态',
  enabled: true,
  createdAt: NOW - 86_400_000,
  lastPushAt: NOW - 3_600_000,
  newCount: 0,
  removable: false,
  filter: null,
  summary: [],
}

/** The server's 我的订阅: the digest and `n` searches, the first with 3 new companies; pages of 20. */
function serveList(n: number, withDigest = true) {
  let rows: SubscriptionItem[] = [
    ...(withDigest ? [digest] : []),
    ...Array.from({ length: n }, (_, i) => search(i + 1, i === 0 ? { newCount: 3 } : {})),
  ]
  h.on('GET', LIST, (_d, q) => {
    const pageNum = Number(q.pageNum || 1)
    const pageSize = Number(q.pageSize || 20)
    return {
      data: {
        total: rows.length,
        totalText: String(rows.length),
        pageNum,
        pageSize,
        list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        searchCount: rows.filter((r) => r.kind === 'search').length,
        searchLimit: 20,
      },
    }
  })
  return { remove: (id: number) => (rows = rows.filter((r) => r.id !== id)) }
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('订阅消息', () => {
  const env = process.env.TARO_ENV
  afterEach(() => {
    process.env.TARO_ENV = env
  })

  it('shows a skeleton, then each kind with its state and sends left; on H5 it explains WeChat and offers the message centre', async () => {
    h.on('GET', NOTICES, () => ({ data: { list: [notice('monitor', 2), notice('judicial', 0), notice('search', 0), notice('order', 1)] } }))
    render(<Subscribe />)
    expect(screen.getByTestId('sb-skeleton')).toBeTruthy()
    await settle()
    expect(screen.queryByTestId('sb-skeleton')).toBeNull()
    const states = screen.getAllByTestId('sb-state').map((e) => e.textContent)
    expect(states).toEqual(['已订阅 · 剩余2次', '未订阅', '未订阅', '已订阅 · 剩余1次'])
    expect(screen.getByTestId('sb-h5-hint').textContent).toContain('需要在微信中开启')
    // no WeChat subscribe button outside the mini-program, 退订 only where subscribed
    expect(screen.queryAllByTestId('sb-subscribe')).toHaveLength(0)
    expect(screen.getAllByTestId('sb-cancel')).toHaveLength(2)
    fireEvent.click(screen.getByTestId('sb-center'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringContaining('pagesMonitore/message/message') }),
    )
  })

  it('退订 asks first, then drops that kind and shows it 未订阅', async () => {
    h.on('GET', NOTICES, () => ({ data: { list: [notice('monitor', 2), notice('judicial', 1)] } }))
    h.on('POST', `${NOTICES}/cancel`, (d) => ({ data: { list: [notice('monitor', d.kind === 'monitor' ? 0 : 2), notice('judicial', 1)] } }))
    render(<Subscribe />)
    await settle()
    const row = screen.getAllByTestId('sb-row').find((r) => r.getAttribute('data-kind') === 'monitor')!
    fireEvent.click(within(row as HTMLElement).getByTestId('sb-cancel'))
    await settle()
    expect(h.spies.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '退订' }))
    expect(h.callsTo(`${NOTICES}/cancel`).map((c) => c.data)).toEqual([{ kind: 'monitor' }])
    expect(screen.getAllByTestId('sb-state').map((e) => e.textContent)).toEqual(['未订阅', '已订阅 · 剩余1次'])
  })

  it('in the mini-program asks WeChat for the template and records only what was accepted', async () => {
    process.env.TARO_ENV = 'weapp'
    h.on('GET', NOTICES, () => ({ data: { list: [notice('monitor', 0), notice('judicial', 0)] } }))
    h.on('POST', `${NOTICES}/accept`, () => ({ data: { list: [notice('monitor', 0), notice('judicial', 1)] } }))
    const ask = jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockImplementation((() => Promise.resolve({ 'tpl-judicial': 'accept', errMsg: 'ok' })) as never)
    render(<Subscribe />)
    await settle()
    const row = screen.getAllByTestId('sb-row').find((r) => r.getAttribute('data-kind') === 'judicial')!
    fireEvent.click(within(row as HTMLElement).getByTestId('sb-subscribe'))
    await settle()
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tpl-judicial'] }))
    expect(h.callsTo(`${NOTICES}/accept`).map((c) => c.data)).toEqual([{ accepted: ['tpl-judicial'] }])
    expect(screen.getAllByTestId('sb-state').map((e) => e.textContent)).toEqual(['未订阅', '已订阅 · 剩余1次'])
    // refused: nothing is recorded
    ask.mockImplementation((() => Promise.resolve({ 'tpl-monitor': 'reject', errMsg: 'ok' })) as never)
    fireEvent.click(screen.getByTestId('sb-all'))
    await settle()
    expect(h.callsTo(`${NOTICES}/accept`)).toHaveLength(1)
    expect(h.toasts().map((t) => t.title)).toContain('未允许订阅消息')
  })
})

describe('我的订阅', () => {
  it('shows a skeleton, then the digest and the searches with kind, times, news and switches; the next page at the bottom', async () => {
    serveList(25)
    render(<MySubscribe />)
    expect(screen.getByTestId('ms-skeleton')).toBeTruthy()
    await settle()
    expect(screen.queryByTestId('ms-skeleton')).toBeNull()
    expect(h.callsTo(LIST)[0].query).toEqual({ pageNum: '1', pageSize: '20' })
    const items = screen.getAllByTestId('ms-item')
    expect(items).toHaveLength(20)
    expect(screen.getByTestId('ms-count').textContent).toBe('共 26 项 · 搜索订阅 25/20')
    expect(within(items[0]).getByText('监控动态日报')).toBeTruthy()
    expect(within(items[0]).getByText('监控日报').className).toContain('ms-tag')
    expect(within(items[0]).getByTestId('ms-meta').textContent).toMatch(/^创建于 .+ · 最近推送 .+$/)
    // the digest is switched off, never deleted
    expect(within(items[0]).queryByTestId('ms-remove')).toBeNull()
    expect(within(items[1]).getByTestId('ms-new').textContent).toBe('3 家新企业')
    expect(within(items[1]).getByTestId('ms-meta').textContent).toMatch(/· 暂无推送$/)
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('ms-item')).toHaveLength(26)
    expect(h.callsTo(LIST)[1].query).toEqual({ pageNum: '2', pageSize: '20' })
  })

  it('a switch turns one off on the server and shows it off', async () => {
    serveList(2)
    h.on('POST', '/user/api/v1/subscriptions/toggle', (d) => ({ data: search(Number(d.id), { enabled: d.enabled === true }) }))
    render(<MySubscribe />)
    await settle()
    const row = screen.getAllByTestId('ms-item').find((r) => r.getAttribute('data-id') === '2')!
    const sw = within(row as HTMLElement).getByTestId('ms-switch')
    expect(sw.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(sw)
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/toggle').map((c) => c.data)).toEqual([{ kind: 'search', id: 2, enabled: false }])
    const after = screen.getAllByTestId('ms-item').find((r) => r.getAttribute('data-id') === '2')!
    expect(
      within(after as HTMLElement)
        .getByTestId('ms-switch')
        .getAttribute('aria-checked'),
    ).toBe('false')
    // the digest goes by kind alone
    h.on('POST', '/user/api/v1/subscriptions/toggle', () => ({ data: { ...digest, enabled: false } }))
    fireEvent.click(within(screen.getAllByTestId('ms-item')[0]).getByTestId('ms-switch'))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/toggle')[1].data).toEqual({ kind: 'digest', enabled: false })
  })

  it('删除 asks first, removes on the server and reads the list again', async () => {
    const server = serveList(2)
    h.on('POST', '/user/api/v1/subscriptions/remove', (d) => {
      server.remove(Number(d.id))
      return { data: { removed: 1 } }
    })
    render(<MySubscribe />)
    await settle()
    const row = screen.getAllByTestId('ms-item').find((r) => r.getAttribute('data-id') === '1')!
    fireEvent.click(within(row as HTMLElement).getByTestId('ms-remove'))
    await settle()
    expect(h.spies.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除订阅' }))
    expect(h.callsTo('/user/api/v1/subscriptions/remove').map((c) => c.data)).toEqual([{ id: 1 }])
    expect(screen.getAllByTestId('ms-item').map((r) => r.getAttribute('data-id'))).toEqual(['0', '2'])
  })

  it('opening a search marks it seen and shows its results with its conditions', async () => {
    serveList(1)
    h.on('POST', '/user/api/v1/subscriptions/seen', (d) => ({ data: search(Number(d.id)) }))
    render(<MySubscribe />)
    await settle()
    fireEvent.click(screen.getByText('深圳市 · 存续1', { selector: '.ms-item__title' }))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/seen').map((c) => c.data)).toEqual([{ id: 1 }])
    const url = h.spies.navigateTo.mock.calls.at(-1)![0].url as string
    expect(url).toContain('/pagesFilter/filterpage/filterpage?')
    expect(url).toContain('regionCode=440300')
  })

  it('with nothing subscribed says 暂无订阅 and offers the ways to add one', async () => {
    serveList(0, false)
    h.on('POST', '/user/api/v1/subscriptions/toggle', () => ({ data: { ...search(9), kind: 'judicial', title: '监控企业司法推送' } }))
    render(<MySubscribe />)
    await settle()
    expect(screen.getByText('暂无订阅')).toBeTruthy()
    fireEvent.click(screen.getByTestId('ms-empty-add'))
    await settle()
    expect(screen.getByTestId('ms-add-panel')).toBeTruthy()
    fireEvent.click(screen.getByTestId('ms-add-judicial'))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/toggle').map((c) => c.data)).toEqual([{ kind: 'judicial', enabled: true }])
    fireEvent.click(screen.getByTestId('ms-add'))
    fireEvent.click(screen.getByTestId('ms-add-search'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringContaining('pagesFilter/subscribe/subscribe') }),
    )
  })

  it('a failed load offers a retry', async () => {
    let fail = true
    h.on('GET', LIST, () =>
      fail
        ? { code: '5000', msg: '服务繁忙', status: 500 }
        : { data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [], searchCount: 0, searchLimit: 20 } },
    )
    render(<MySubscribe />)
    await settle()
    expect(screen.getByTestId('ms-retry')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByTestId('ms-retry'))
    await settle()
    expect(screen.getByText('暂无订阅')).toBeTruthy()
  })
})

describe('订阅此搜索 on the filter results', () => {
  const serveResults = () =>
    h.on('GET', '/search/api/v1/advanced', () => ({ data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] } }))

  it('saves the conditions with their summary, then leads to 高级搜索订阅', async () => {
    serveResults()
    h.on('POST', '/user/api/v1/subscriptions/search/save', () => ({ data: search(7) }))
    h.params({ regionCode: '440300', status: '存续', summary: encodeURIComponent('深圳市|存续') })
    render(<FilterResult />)
    await settle()
    fireEvent.click(screen.getByTestId('fr-subscribe'))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/search/save').map((c) => c.data)).toEqual([
      { filter: { regionCode: '440300', status: '存续' }, summary: ['深圳市', '存续'] },
    ])
    expect(screen.getByTestId('fr-subscribe').textContent).toBe('已订阅 ›')
    fireEvent.click(screen.getByTestId('fr-subscribe'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringContaining('pagesFilter/subscribe/subscribe') }),
    )
  })

  it('signed out: goes to sign-in and saves nothing', async () => {
    session.logout()
    serveResults()
    h.params({ regionCode: '440300', summary: encodeURIComponent('深圳市') })
    render(<FilterResult />)
    await settle()
    fireEvent.click(screen.getByTestId('fr-subscribe'))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/search/save')).toHaveLength(0)
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('redirect=')
  })
})

describe('高级搜索订阅 and 搜索订阅', () => {
  const query = (id: number, keyword: string, extra: Partial<SubscriptionItem> = {}) =>
    search(id, {
      title: `关键词：${keyword}`,
      desc: '有新成立的符合条件的企业时提醒你',
      filter: { keyword },
      summary: [`关键词：${keyword}`],
      ...extra,
    })
  /** the server's list of one kind of saved search */
  function serveKind(rows: Record<string, SubscriptionItem[]>) {
    h.on('GET', LIST, (_d, q) => {
      const list = rows[String(q.searchKind)] ?? []
      const pageNum = Number(q.pageNum || 1)
      const pageSize = Number(q.pageSize || 20)
      return {
        data: {
          total: list.length,
          totalText: String(list.length),
          pageNum,
          pageSize,
          list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          searchCount: rows.filter.length + rows.query.length,
          searchLimit: 20,
        },
      }
    })
  }

  it('高级搜索订阅 asks for the filters only, shows news and counts, and opens one as its results', async () => {
    serveKind({ filter: [search(1, { newCount: 4 }), search(2)], query: [query(3, '腾飞')] })
    h.on('POST', '/user/api/v1/subscriptions/seen', (d) => ({ data: search(Number(d.id)) }))
    render(<FilterSubscriptions />)
    await settle()
    expect(h.callsTo(LIST).map((c) => c.query.searchKind)).toEqual(['filter'])
    expect(screen.getAllByTestId('ms-item').map((r) => r.getAttribute('data-id'))).toEqual(['1', '2'])
    expect(screen.getByTestId('ss-count').textContent).toBe('共 2 个 · 全部搜索订阅 3/20')
    expect(screen.getByTestId('ms-new').textContent).toBe('4 家新企业')
    fireEvent.click(screen.getByText('深圳市 · 存续1', { selector: '.ms-item__title' }))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/seen').map((c) => c.data)).toEqual([{ id: 1 }])
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('/pagesFilter/filterpage/filterpage?')
  })

  it('搜索订阅 lists the saved keywords, deletes one after asking, and opens one as its search', async () => {
    let queries = [query(3, '腾飞'), query(4, '星辰')]
    serveKind({ filter: [], query: queries })
    h.on('POST', '/user/api/v1/subscriptions/remove', (d) => {
      queries = queries.filter((q) => q.id !== Number(d.id))
      serveKind({ filter: [], query: queries })
      return { data: { removed: 1 } }
    })
    h.on('POST', '/user/api/v1/subscriptions/seen', (d) => ({ data: query(Number(d.id), '星辰') }))
    render(<QuerySubscriptions />)
    await settle()
    expect(h.callsTo(LIST).map((c) => c.query.searchKind)).toEqual(['query'])
    const row = screen.getAllByTestId('ms-item').find((r) => r.getAttribute('data-id') === '3')!
    fireEvent.click(within(row as HTMLElement).getByTestId('ms-remove'))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/remove').map((c) => c.data)).toEqual([{ id: 3 }])
    expect(screen.getAllByTestId('ms-item').map((r) => r.getAttribute('data-id'))).toEqual(['4'])
    fireEvent.click(screen.getByText('关键词：星辰', { selector: '.ms-item__title' }))
    await settle()
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain(`/pagesIndex/search/search?keyword=${encodeURIComponent('星辰')}`)
  })

  it('with none saved says 暂无数据～ and leads to where one is made', async () => {
    serveKind({ filter: [], query: [] })
    render(<QuerySubscriptions />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    fireEvent.click(screen.getByTestId('ss-empty-make'))
    await settle()
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('/pagesIndex/search/search')
  })

  it('订阅 on the search results saves the keyword, then leads to 搜索订阅', async () => {
    h.on('GET', '/search/api/v1/middle/entPersonSearch', () => ({
      data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [], keyword: '腾飞', persons: [], tookMs: 3 },
    }))
    h.on('GET', '/search/api/v1/hotSearch', () => ({ data: { list: [] } }))
    h.on('POST', '/user/api/v1/subscriptions/search/save', () => ({ data: query(5, '腾飞') }))
    h.params({ keyword: encodeURIComponent('腾飞') })
    render(<SearchPage />)
    await settle(400)
    fireEvent.click(screen.getByTestId('search-subscribe'))
    await settle()
    expect(h.callsTo('/user/api/v1/subscriptions/search/save').map((c) => c.data)).toEqual([
      { filter: { keyword: '腾飞' }, summary: ['关键词：腾飞'] },
    ])
    expect(screen.getByTestId('search-subscribe').textContent).toBe('已订阅 ›')
    fireEvent.click(screen.getByTestId('search-subscribe'))
    await settle()
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('pagesQuery/subscribe/subscribe')
  })
})
