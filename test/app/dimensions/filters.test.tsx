/** RecordList: filters send the right query, paging on reaching the bottom, tabs, empty state. */
import { render, fireEvent, cleanup, screen } from '@testing-library/react'
import RecordList from '../../../src/components/RecordList'
import { getDimension } from '../../../contract/domain/dimensions'
import { generalFilters } from '../../../src/domain/timeFilters'
import { listResult, makeRecord } from './fixtures'
import { setupPage, settle } from '../pages/harness'
import { reachBottom } from '../pages/reachBottom'

let h: ReturnType<typeof setupPage>
const NOW = new Date(2024, 5, 15)
const dishonest = getDimension('dishonestExecutor')!

/** 45 records, served 20 a page */
function serve(total = 45) {
  h.on('GET', '/yqc/api/v1/dimension/list', (_d, q) => {
    const d = getDimension(q.dimension)!
    const pageNum = Number(q.pageNum)
    const pageSize = Number(q.pageSize)
    const all = Array.from({ length: total }, (_, i) => makeRecord(d, i + 1))
    return { data: { ...listResult(d, all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total, pageNum, pageSize) } }
  })
}
const lastQuery = () => h.callsTo('/yqc/api/v1/dimension/list').pop()!.query
const entry = (c: HTMLElement, i: number) => c.querySelectorAll('.dropdown__entry')[i] as HTMLElement
const pick = (c: HTMLElement, text: string) => {
  const opt = [...c.querySelectorAll('.record-filter__option')].find((o) => o.textContent === text) as HTMLElement
  if (!opt) throw new Error(`no option ${text}`)
  fireEvent.click(opt)
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})
afterEach(cleanup)

it('pages 20 at a time on reaching the bottom until all are shown', async () => {
  serve(45)
  const { container } = render(<RecordList dimension={dishonest} owner={{ pid: 'C1' }} onOpen={() => undefined} now={NOW} />)
  await settle()
  expect(container.querySelectorAll('.record-row')).toHaveLength(20)
  expect(container.querySelector('.record-list__total')!.textContent).toBe('共 45 条失信被执行人')
  for (let i = 0; i < 3; i++) {
    await reachBottom()
    await settle()
  }
  expect(h.callsTo('/yqc/api/v1/dimension/list').map((c) => c.query.pageNum)).toEqual(['1', '2', '3'])
  expect(container.querySelectorAll('.record-row')).toHaveLength(45)
  expect(screen.getByText('没有更多了')).toBeTruthy()
})

it('sends the time range, sort, role and 当前/历史 of the filters and starts again from page 1', async () => {
  serve(45)
  const { container } = render(<RecordList dimension={dishonest} owner={{ pid: 'C1' }} onOpen={() => undefined} now={NOW} />)
  await settle()
  expect(lastQuery()).toEqual({ dimension: 'dishonestExecutor', pid: 'C1', pageNum: '1', pageSize: '20', sort: 'date', order: 'desc' })

  const times = generalFilters(NOW)
  fireEvent.click(entry(container, 0))
  pick(container, '1-3年')
  await settle()
  expect(lastQuery()).toMatchObject({ start: times[3].startDate, end: times[3].endDate, pageNum: '1' })
  expect(times[3].startDate).toBe('2021-06-15')
  expect(entry(container, 0).textContent).toBe('1-3年')

  fireEvent.click(entry(container, 0))
  pick(container, '10年以上')
  await settle()
  expect(lastQuery().start).toBeUndefined()
  expect(lastQuery().end).toBe('2014-06-15')

  fireEvent.click(entry(container, 1))
  pick(container, '金额最高')
  await settle()
  expect(lastQuery()).toMatchObject({ sort: 'amount', order: 'desc' })

  fireEvent.click(entry(container, 2))
  pick(container, '被执行人')
  await settle()
  expect(lastQuery()).toMatchObject({ role: '被执行人' })

  fireEvent.click(container.querySelectorAll('.record-tabs__tab')[2])
  await settle()
  expect(lastQuery()).toMatchObject({ current: '0', role: '被执行人', sort: 'amount', end: '2014-06-15', pageNum: '1' })
  fireEvent.click(container.querySelectorAll('.record-tabs__tab')[1])
  await settle()
  expect(lastQuery().current).toBe('1')

  // clearing: 不限 / 全部角色 / 全部
  fireEvent.click(entry(container, 0))
  pick(container, '不限')
  fireEvent.click(entry(container, 2))
  pick(container, '全部角色')
  fireEvent.click(container.querySelectorAll('.record-tabs__tab')[0])
  await settle()
  expect(lastQuery()).toEqual({ dimension: 'dishonestExecutor', pid: 'C1', pageNum: '1', pageSize: '20', sort: 'amount', order: 'desc' })
})

it('offers only the filters a dimension has: no amount sort without amounts, no roles without roles, no time without dates', async () => {
  serve(3)
  const trademark = getDimension('trademark')!
  const { container, unmount } = render(<RecordList dimension={trademark} owner={{ pid: 'C1' }} onOpen={() => undefined} now={NOW} />)
  await settle()
  const titles = [...container.querySelectorAll('.dropdown__entry')].map((e) => e.textContent)
  expect(titles).toEqual(['时间', '日期最新'])
  fireEvent.click(entry(container, 1))
  expect([...container.querySelectorAll('.record-filter__option')].map((o) => o.textContent)).toEqual(['日期最新', '日期最早'])
  unmount()
  const noDates = [getDimension('wechatAccount'), getDimension('competitor')].find((d) => d && !d.hasDate && !d.hasAmount && !d.roles)
  if (noDates) {
    const r = render(<RecordList dimension={noDates} owner={{ pid: 'C1' }} onOpen={() => undefined} now={NOW} />)
    await settle()
    expect(r.container.querySelector('.dropdown')).toBeNull()
    r.unmount()
  }
})

it('shows 暂无数据～ when there are no records, and the person list asks by personId', async () => {
  serve(0)
  const { container } = render(
    <RecordList dimension={getDimension('employee')!} owner={{ personId: 'X7' }} onOpen={() => undefined} now={NOW} />,
  )
  await settle()
  expect(container.querySelectorAll('.record-row')).toHaveLength(0)
  expect(screen.getByText('暂无数据～')).toBeTruthy()
  expect(lastQuery()).toMatchObject({ dimension: 'employee', personId: 'X7' })
  expect(lastQuery().pid).toBeUndefined()
})

it('lists only historical records without tabs on a history page', async () => {
  serve(5)
  const { container } = render(
    <RecordList dimension={getDimension('supplier')!} owner={{ pid: 'C1' }} fixedCurrent='0' onOpen={() => undefined} now={NOW} />,
  )
  await settle()
  expect(lastQuery().current).toBe('0')
  expect(container.querySelector('.record-tabs')).toBeNull()
})

it('shows the error with a retry when the list cannot load', async () => {
  let fail = true
  h.on('GET', '/yqc/api/v1/dimension/list', () =>
    fail ? { code: '4000', msg: '未知的数据维度', status: 400 } : { data: listResult(dishonest, [makeRecord(dishonest, 1)]) },
  )
  const { container } = render(<RecordList dimension={dishonest} owner={{ pid: 'C1' }} onOpen={() => undefined} now={NOW} />)
  await settle()
  expect(container.textContent).toContain('未知的数据维度')
  fail = false
  fireEvent.click(screen.getByTestId('list-retry'))
  await settle()
  expect(container.querySelectorAll('.record-row')).toHaveLength(1)
})

it('keeps the rows shown when a next page fails, and 点击重试 asks for that page again', async () => {
  let failNext = true
  h.on('GET', '/yqc/api/v1/dimension/list', (_data, query) => {
    const pageNum = Number(query.pageNum)
    if (pageNum === 2 && failNext) return { code: '5000', msg: '服务繁忙，请稍后再试', status: 500 }
    const rows = Array.from({ length: pageNum === 1 ? 20 : 5 }, (_, i) => makeRecord(dishonest, (pageNum - 1) * 20 + i + 1))
    return { data: listResult(dishonest, rows, 25, pageNum) }
  })
  const { container } = render(<RecordList dimension={dishonest} owner={{ pid: 'C1' }} onOpen={() => undefined} now={NOW} />)
  await settle()
  await reachBottom()
  await settle()
  expect(container.querySelectorAll('.record-row')).toHaveLength(20)
  failNext = false
  fireEvent.click(screen.getByTestId('list-more-retry'))
  await settle()
  expect(container.querySelectorAll('.record-row')).toHaveLength(25)
  expect(h.callsTo('/yqc/api/v1/dimension/list').map((c) => c.query.pageNum)).toEqual(['1', '2', '2'])
})
