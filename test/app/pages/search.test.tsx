import { render, screen, fireEvent, act } from '@testing-library/react'
import SearchPage from '../../../src/pagesIndex/search/search'
import { searchHistory } from '../../../src/stores/searchHistory'
import type { CompanyHit, EntPersonSearchResult } from '../../../contract/api/api'
import { setupPage, settle, typeInto } from './harness'
import { reachBottom } from './reachBottom'

let h: ReturnType<typeof setupPage>

const hit = (i: number, name: string): CompanyHit => ({
  pid: `P${i}`,
  name,
  highlight: [[name.indexOf('腾飞'), name.indexOf('腾飞') + 2]],
  status: '存续',
  legalPerson: `法人${i}`,
  legalPersonId: `X${i}`,
  regCapital: 1000,
  regCapitalText: '1000万人民币',
  currency: '人民币',
  established: '2018-05-06',
  regionCode: '440305',
  regionName: '广东省 深圳市 南山区',
  industry: '软件',
  companyType: '有限责任公司',
  logo: '',
})

/** 45 companies named …腾飞…, 20 a page */
function fakeSearch(data: Record<string, unknown>, q: Record<string, string>): { data: EntPersonSearchResult } {
  const all = Array.from({ length: 45 }, (_, i) => hit(i, `深圳市腾飞${i}号科技有限公司`))
  const kw = q.keyword
  const list = kw.includes('腾飞') ? all : []
  const pageNum = Number(q.pageNum)
  const pageSize = Number(q.pageSize)
  return {
    data: {
      keyword: kw,
      total: list.length,
      totalText: String(list.length),
      pageNum,
      pageSize,
      list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      persons:
        pageNum === 1 && kw === '腾飞'
          ? [
              {
                personId: 'X9',
                name: '腾飞',
                companyCount: 3,
                mainCompany: { pid: 'P1', name: '深圳市腾飞1号科技有限公司' },
                roles: ['股东'],
              },
            ]
          : [],
      tookMs: 1.7,
    },
  }
}

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  h = setupPage()
  h.on('GET', '/search/api/v1/hotSearch', () => ({ data: { list: [{ keyword: '华为技术' }, { keyword: '腾飞科技' }] } }))
  h.on('GET', '/search/api/v1/middle/entPersonSearch', fakeSearch)
  h.params({})
})
afterEach(() => jest.useRealTimers())

const input = (c: HTMLElement) => c.querySelector('.search-bar__input')!

it('searches 300 ms after the last keystroke, highlights the match and shows persons', async () => {
  const { container } = render(<SearchPage />)
  await settle()
  expect(screen.getByText('华为技术')).toBeTruthy()
  typeInto(input(container), '腾')
  typeInto(input(container), '腾飞')
  await act(async () => jest.advanceTimersByTime(299))
  expect(h.callsTo('/search/api/v1/middle/entPersonSearch')).toHaveLength(0)
  await act(async () => jest.advanceTimersByTime(1))
  await settle()
  const calls = h.callsTo('/search/api/v1/middle/entPersonSearch')
  expect(calls).toHaveLength(1)
  expect(calls[0].query).toMatchObject({ keyword: '腾飞', pageNum: '1', pageSize: '20' })
  // a screen's worth of cards at once, the rest of the page once those are painted
  expect(container.querySelectorAll('.company-card')).toHaveLength(5)
  await act(async () => jest.advanceTimersByTime(100))
  expect(container.querySelectorAll('.company-card')).toHaveLength(20)
  expect(container.querySelector('.company-card .hl')!.textContent).toBe('腾飞')
  expect(container.textContent).toContain('找到 45 家相关企业')
  expect(container.querySelector('.person-strip')!.textContent).toContain('深圳市腾飞1号科技有限公司')
})

it('pages on reaching the bottom until every result is shown', async () => {
  const { container } = render(<SearchPage />)
  typeInto(input(container), '腾飞')
  await act(async () => jest.advanceTimersByTime(300))
  await settle()
  await act(async () => jest.advanceTimersByTime(100))
  expect(container.querySelectorAll('.company-card')).toHaveLength(20)
  // the next pages are added whole: no frame is waited for
  for (let i = 0; i < 3; i++) {
    await reachBottom()
    await settle()
  }
  expect(h.callsTo('/search/api/v1/middle/entPersonSearch').map((c) => c.query.pageNum)).toEqual(['1', '2', '3'])
  expect(container.querySelectorAll('.company-card')).toHaveLength(45)
  expect(screen.getByText('没有更多了')).toBeTruthy()
})

it('shows 暂无数据～ when nothing matches, and keeps and clears the history', async () => {
  const { container } = render(<SearchPage />)
  typeInto(input(container), '不存在的公司')
  await act(async () => jest.advanceTimersByTime(300))
  await settle()
  expect(screen.getByText('暂无数据～')).toBeTruthy()
  typeInto(input(container), '腾飞')
  await act(async () => jest.advanceTimersByTime(300))
  await settle()
  fireEvent.click(container.querySelector('.company-card')!)
  expect(searchHistory.keywords[0]).toBe('腾飞')
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P0' }))
  fireEvent.click(container.querySelector('.search-bar__clear')!)
  await settle()
  expect(screen.getByText('搜索历史')).toBeTruthy()
  fireEvent.click(screen.getByText('清空'))
  await settle()
  expect(h.spies.showModal).toHaveBeenCalled()
  expect(searchHistory.keywords).toEqual([])
})

it('the 老板 tab lists persons, each opening the person page', async () => {
  const { container } = render(<SearchPage />)
  fireEvent.click(screen.getByText('老板'))
  typeInto(input(container), '腾飞')
  await act(async () => jest.advanceTimersByTime(300))
  await settle()
  expect(container.querySelectorAll('.company-card')).toHaveLength(0)
  fireEvent.click(container.querySelector('.person-hit')!)
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
    expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X9' }),
  )
})

it('opened with a keyword asks for its results only, and for the hot searches once the keyword is cleared', async () => {
  h.params({ keyword: encodeURIComponent('腾飞') })
  const { container } = render(<SearchPage />)
  await settle()
  expect(h.callsTo('/search/api/v1/middle/entPersonSearch')).toHaveLength(1)
  expect(h.callsTo('/search/api/v1/hotSearch')).toHaveLength(0)
  fireEvent.click(container.querySelector('.search-bar__clear')!)
  await settle()
  expect(h.callsTo('/search/api/v1/hotSearch')).toHaveLength(1)
  expect(screen.getByText('华为技术')).toBeTruthy()
})
