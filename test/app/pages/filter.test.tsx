import { render, screen, fireEvent, act } from '@testing-library/react'
import FilterPage from '../../../src/pagesFilter/filter/filter'
import FilterResult from '../../../src/pagesFilter/filterpage/filterpage'
import { setupPage, settle } from './harness'
import { reachBottom } from './reachBottom'

let h: ReturnType<typeof setupPage>
const tree = [
  {
    code: '440000',
    name: '广东省',
    children: [
      { code: '440300', name: '深圳市', children: [{ code: '440305', name: '南山区' }] },
      { code: '440100', name: '广州市', children: [] },
    ],
  },
  { code: '330000', name: '浙江省', children: [] },
]
const options = {
  industries: [{ code: 'I', name: '信息技术' }],
  statuses: ['存续', '注销'],
  companyTypes: ['有限责任公司'],
  capitalRanges: [{ name: '100万以内', max: 100 }],
}
const counts: Record<string, number> = { '': 1000, '440000': 300, '440300': 120, '440305': 40 }

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  h = setupPage()
  h.on('GET', '/user/condition/provinceRegionsTree', () => ({ data: tree }))
  h.on('GET', '/user/condition/options', () => ({ data: options }))
  h.on('GET', '/search/api/v1/advanced', (_d, q) => ({
    data: { total: counts[q.regionCode ?? ''] ?? 0, totalText: '', pageNum: 1, pageSize: 20, list: [] },
  }))
  h.params({})
})
afterEach(() => jest.useRealTimers())

it('shows the count before applying, recounting after each change, and opens the results with the filter', async () => {
  const { container } = render(<FilterPage />)
  await act(async () => jest.advanceTimersByTime(300))
  await settle()
  expect(container.querySelector('.f-bottom__apply')!.textContent).toBe('查看 1000 家企业')
  fireEvent.click(container.querySelector('.f-region')!)
  fireEvent.click(screen.getByText('广东省'))
  fireEvent.click(screen.getByText('深圳市'))
  await act(async () => jest.advanceTimersByTime(300))
  await settle()
  expect(container.querySelector('.f-bottom__apply')!.textContent).toBe('查看 120 家企业')
  const countCalls = h.callsTo('/search/api/v1/advanced')
  expect(countCalls[countCalls.length - 1].query).toMatchObject({ regionCode: '440300', countOnly: '1' })
  // the region tree is cached locally
  expect(h.storage.get('regionTree')).toEqual(tree)
  fireEvent.click(container.querySelector('.f-bottom__apply')!)
  await settle()
  const url: string = h.spies.navigateTo.mock.calls[h.spies.navigateTo.mock.calls.length - 1][0].url
  expect(url).toContain('/pagesFilter/filterpage/filterpage?regionCode=440300')
  expect(decodeURIComponent(url)).toContain('summary=广东省 深圳市')
})

it('refuses a capital range with min above max with a Chinese message', async () => {
  const { container } = render(<FilterPage />)
  await settle()
  const inputs = container.querySelectorAll('.f-range__input')
  act(() => {
    inputs[0].dispatchEvent(new CustomEvent('input', { detail: { value: '900' }, bubbles: true }))
  })
  act(() => {
    inputs[1].dispatchEvent(new CustomEvent('input', { detail: { value: '100' }, bubbles: true }))
  })
  expect(screen.getByText('最低注册资本不能高于最高注册资本')).toBeTruthy()
  fireEvent.click(container.querySelector('.f-bottom__apply')!)
  await settle()
  expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '最低注册资本不能高于最高注册资本' }))
  expect(h.spies.navigateTo).not.toHaveBeenCalled()
})

it('the results page lists the filtered companies with the conditions and pages on', async () => {
  h.on('GET', '/search/api/v1/advanced', (_d, q) => {
    const pageNum = Number(q.pageNum)
    const list = Array.from({ length: pageNum === 1 ? 20 : 5 }, (_, i) => ({
      pid: `P${pageNum}-${i}`,
      name: `深圳市公司${pageNum}-${i}有限公司`,
      highlight: [],
      status: '存续',
      legalPerson: '张三',
      legalPersonId: 'X',
      regCapital: 10,
      regCapitalText: '10万人民币',
      currency: '人民币',
      established: '2020-01-01',
      regionCode: '440305',
      regionName: '广东省 深圳市 南山区',
      industry: '',
      companyType: '',
      logo: '',
    }))
    return { data: { total: 25, totalText: '25', pageNum, pageSize: 20, list } }
  })
  h.params({ regionCode: '440300', summary: encodeURIComponent('广东省 深圳市') })
  const { container } = render(<FilterResult />)
  await settle()
  expect(h.callsTo('/search/api/v1/advanced')[0].query).toMatchObject({ regionCode: '440300', pageNum: '1' })
  expect(container.querySelector('.filter-result__conds')!.textContent).toBe('广东省 深圳市')
  expect(container.querySelector('.filter-result__total')!.textContent).toBe('共找到 25 家企业')
  expect(container.querySelectorAll('.company-card')).toHaveLength(20)
  await reachBottom()
  await settle()
  expect(container.querySelectorAll('.company-card')).toHaveLength(25)
  expect(screen.getByText('没有更多了')).toBeTruthy()
})
