import { act, render, screen, fireEvent } from '@testing-library/react'
import CardHolder from '../../../src/pagesUser/cardHolder/list/list'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { Card, MyCard } from '../../../contract/schemas/card'

let h: ReturnType<typeof setupPage>
const NOW = Date.UTC(2026, 10, 1)
const LIST = '/user/api/v1/card/list'
const MINE = '/user/api/v1/card/mine'

const card = (i: number, extra: Partial<Card> = {}): Card => ({
  id: i,
  name: `联系人${i}`,
  mobile: `139000000${String(i).padStart(2, '0')}`,
  landline: '',
  email: '',
  company: `公司${i}`,
  pid: null,
  title: '经理',
  address: '',
  note: '',
  initial: 'L',
  createdAt: NOW - i * 1000,
  updatedAt: NOW - i * 1000,
  ...extra,
})

const mine: MyCard = {
  name: '张小明',
  mobile: '13800138000',
  landline: '',
  email: '',
  company: '云企查科技',
  pid: null,
  title: '产品经理',
  address: '',
  note: '',
  shareToken: 'tok_abcdefghijklmnop',
  createdAt: NOW,
  updatedAt: NOW,
}

/** The server's cards: `all` of them, pages of the size asked for, the keyword matched against the name. */
function serve(all: Card[]) {
  h.on('GET', LIST, (_d, q) => {
    const pageNum = Number(q.pageNum || 1)
    const pageSize = Number(q.pageSize || 20)
    const hits = q.keyword ? all.filter((c) => c.name.includes(q.keyword) || c.company.includes(q.keyword)) : all
    const list = hits.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return { data: { total: hits.length, totalText: String(hits.length), pageNum, pageSize, list, all: all.length, max: 2000 } }
  })
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
  h.on('GET', MINE, () => ({ data: null }))
})
afterEach(() => jest.useRealTimers())

describe('名片夹', () => {
  it('shows skeleton rows while the first page loads, then the cards newest first', async () => {
    serve(Array.from({ length: 3 }, (_, i) => card(i + 1)))
    render(<CardHolder />)
    expect(screen.getByTestId('card-skeleton')).toBeTruthy()
    await settle()
    expect(screen.queryByTestId('card-skeleton')).toBeNull()
    expect(screen.getAllByTestId('card-item').map((e) => e.getAttribute('data-id'))).toEqual(['1', '2', '3'])
    expect(h.callsTo(LIST)[0].query).toEqual({ pageNum: '1', pageSize: '20', sort: 'recent' })
    expect(screen.getByTestId('card-count').textContent).toBe('共 3 张')
    expect(screen.queryAllByTestId('card-group')).toHaveLength(0)
    fireEvent.click(screen.getByText('联系人2'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/cardDetails/cardDetails?id=2' }))
  })

  it('nothing kept: 暂无数据～ with 添加名片, and the prompt to make one’s own card', async () => {
    serve([])
    render(<CardHolder />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    fireEvent.click(screen.getByTestId('card-empty-add'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/cardAdd/cardAdd' }))
    fireEvent.click(screen.getByTestId('my-card-prompt'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/myCardAdd/myCardAdd' }))
  })

  it('shows the user’s own card on top, which opens 我的名片', async () => {
    serve([card(1)])
    h.on('GET', MINE, () => ({ data: mine }))
    render(<CardHolder />)
    await settle()
    const top = screen.getByTestId('my-card')
    expect(top.textContent).toContain('张小明')
    expect(top.textContent).toContain('产品经理')
    expect(top.textContent).toContain('云企查科技')
    expect(screen.queryByTestId('my-card-prompt')).toBeNull()
    fireEvent.click(top)
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/myCardEdit/myCardEdit' }))
  })

  it('a failed load offers 重试, which loads again', async () => {
    h.on('GET', LIST, () => ({ code: '5000', msg: '服务器繁忙，请稍后再试', status: 500 }))
    render(<CardHolder />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
    serve([card(1)])
    fireEvent.click(screen.getByTestId('card-retry'))
    await settle()
    expect(screen.getAllByTestId('card-item')).toHaveLength(1)
    expect(screen.queryByTestId('card-retry')).toBeNull()
  })

  it('pages at the bottom until every card is shown', async () => {
    serve(Array.from({ length: 25 }, (_, i) => card(i + 1)))
    render(<CardHolder />)
    await settle()
    expect(screen.getAllByTestId('card-item')).toHaveLength(20)
    expect(screen.getByText('上拉加载更多')).toBeTruthy()
    await reachBottom()
    await settle()
    expect(h.callsTo(LIST).map((c) => c.query.pageNum)).toEqual(['1', '2'])
    expect(screen.getAllByTestId('card-item')).toHaveLength(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('searches on the server 300 ms after typing, and says when nothing matches', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    serve([card(1, { name: '王芳', company: '华为' }), card(2, { name: '李强', company: '腾讯' })])
    render(<CardHolder />)
    await settle()
    typeInto(screen.getByTestId('card-search'), '腾')
    typeInto(screen.getByTestId('card-search'), '腾讯')
    await act(async () => jest.advanceTimersByTime(299))
    expect(h.callsTo(LIST)).toHaveLength(1)
    await act(async () => jest.advanceTimersByTime(1))
    await settle()
    const calls = h.callsTo(LIST)
    expect(calls).toHaveLength(2)
    expect(calls[1].query).toMatchObject({ keyword: '腾讯', pageNum: '1', sort: 'recent' })
    expect(screen.getAllByTestId('card-item').map((e) => e.textContent)).toEqual([expect.stringContaining('李强')])
    expect(screen.getByTestId('card-count').textContent).toBe('找到 1 张')

    typeInto(screen.getByTestId('card-search'), '阿里')
    await act(async () => jest.advanceTimersByTime(300))
    await settle()
    expect(screen.getByText('没有找到与“阿里”相关的名片')).toBeTruthy()
    expect(screen.queryByTestId('card-empty-add')).toBeNull()

    fireEvent.click(screen.getByTestId('card-search-clear'))
    await settle()
    expect(h.callsTo(LIST).pop()!.query.keyword).toBeUndefined()
    expect(screen.getAllByTestId('card-item')).toHaveLength(2)
  })

  it('sorted by name the cards are listed under their initials; by company under the company', async () => {
    serve([
      card(1, { name: '安琪', initial: 'A', company: '阿里' }),
      card(2, { name: '白露', initial: 'B', company: '阿里' }),
      card(3, { name: '包拯', initial: 'B', company: '' }),
    ])
    render(<CardHolder />)
    await settle()
    fireEvent.click(screen.getByTestId('sort-name'))
    await settle()
    expect(h.callsTo(LIST).pop()!.query).toMatchObject({ sort: 'name', pageNum: '1' })
    expect(screen.getAllByTestId('card-group').map((e) => e.textContent)).toEqual(['A', 'B'])
    fireEvent.click(screen.getByTestId('sort-company'))
    await settle()
    expect(h.callsTo(LIST).pop()!.query).toMatchObject({ sort: 'company' })
    expect(screen.getAllByTestId('card-group').map((e) => e.textContent)).toEqual(['阿里', '未填写公司'])
  })

  it('添加名片 at the bottom opens the form', async () => {
    serve([card(1)])
    render(<CardHolder />)
    await settle()
    fireEvent.click(screen.getByTestId('card-add'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/cardAdd/cardAdd' }))
  })
})
