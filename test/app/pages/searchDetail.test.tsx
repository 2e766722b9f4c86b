import { render, screen, fireEvent } from '@testing-library/react'
import SearchDetail from '../../../src/pagesIndex/detail/detail'
import SearchPage from '../../../src/pagesIndex/search/search'
import { searchHistory } from '../../../src/stores/searchHistory'
import type { CompanyHit, PersonHit } from '../../../contract/api/api'
import type { SearchSuggestion } from '../../../contract/schemas/search'
import { setupPage, settle } from './harness'

let h: ReturnType<typeof setupPage>

const hit = (i: number, name: string): CompanyHit => ({
  pid: `P${i}`,
  name,
  highlight: [],
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
const person: PersonHit = {
  personId: 'R1',
  name: '腾飞',
  companyCount: 3,
  mainCompany: { pid: 'P1', name: '深圳市腾飞1号科技有限公司' },
  roles: ['股东'],
}

const brand: SearchSuggestion = {
  keyword: '腾飞',
  kind: 'brand',
  kindText: '品牌',
  summary: '“腾飞”是3家企业的字号（品牌），名称或相关信息含“腾飞”的企业共45家。',
  main: hit(1, '深圳市腾飞1号科技有限公司'),
  companies: Array.from({ length: 10 }, (_, i) => hit(i + 1, `深圳市腾飞${i + 1}号科技有限公司`)),
  companyTotal: 45,
  companyTotalText: '45',
  persons: [person],
  related: ['华创', '云图'],
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  searchHistory.clearKeywords()
})

describe('搜索详情', () => {
  it('shows a skeleton, then what the word is, the company it stands for, its companies, persons and related searches', async () => {
    h.params({ keyword: encodeURIComponent('腾飞'), pid: 'P1' })
    h.on('GET', '/search/api/v1/suggestion', () => ({ data: brand }))
    render(<SearchDetail />)
    expect(screen.getByTestId('sd-skeleton')).toBeTruthy()
    await settle()
    expect(screen.queryByTestId('sd-skeleton')).toBeNull()
    expect(h.callsTo('/search/api/v1/suggestion')[0].query).toEqual({ keyword: '腾飞', pid: 'P1' })
    expect(screen.getByTestId('sd-kind').textContent).toBe('品牌')
    expect(screen.getByTestId('sd-summary').textContent).toContain('3家企业的字号')
    expect(screen.getByText('品牌主体')).toBeTruthy()
    expect(screen.getByTestId('sd-companies').querySelectorAll('.company-card')).toHaveLength(9)
    expect(screen.getByTestId('sd-persons').textContent).toContain('腾飞')
    expect(searchHistory.keywords).toContain('腾飞')

    fireEvent.click(screen.getByText('华创'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: `/pagesIndex/detail/detail?keyword=${encodeURIComponent('华创')}` }),
    )
    fireEvent.click(screen.getByText('全部45家 ›'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: `/pagesIndex/search/search?keyword=${encodeURIComponent('腾飞')}` }),
    )
    fireEvent.click(screen.getByTestId('sd-companies').querySelectorAll('.company-card')[2])
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P4' }))
  })

  it('a person’s name offers 查老板 and lists the persons', async () => {
    h.params({ keyword: encodeURIComponent('腾飞') })
    h.on('GET', '/search/api/v1/suggestion', () => ({
      data: { ...brand, kind: 'person', kindText: '人员', summary: '“腾飞”是人员姓名', main: null },
    }))
    render(<SearchDetail />)
    await settle()
    expect(screen.getByTestId('sd-kind').textContent).toBe('人员')
    expect(screen.queryByText('品牌主体')).toBeNull()
    fireEvent.click(screen.getByText('查老板'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: expect.stringContaining('type=person') }))
  })

  it('a word matching nothing says 暂无数据～', async () => {
    h.params({ keyword: encodeURIComponent('镟镟') })
    h.on('GET', '/search/api/v1/suggestion', () => ({
      data: {
        ...brand,
        keyword: '镟镟',
        kind: 'keyword',
        kindText: '关键词',
        summary: '没有找到与“镟镟”相关的企业。',
        main: null,
        companies: [],
        companyTotal: 0,
        companyTotalText: '0',
        persons: [],
        related: [],
      },
    }))
    render(<SearchDetail />)
    await settle()
    expect(screen.getByTestId('sd-kind').textContent).toBe('关键词')
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.queryByTestId('sd-companies')).toBeNull()
  })

  it('a failure shows the server’s reason and 重新加载 asks again', async () => {
    h.params({ keyword: encodeURIComponent('腾飞') })
    let fail = true
    h.on('GET', '/search/api/v1/suggestion', () => (fail ? { code: '5000', msg: '服务繁忙，请稍后再试', status: 500 } : { data: brand }))
    render(<SearchDetail />)
    await settle()
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByTestId('sd-retry'))
    await settle()
    expect(screen.getByTestId('sd-kind').textContent).toBe('品牌')
  })
})

it('a hot search on the search page opens its 搜索详情', async () => {
  h.params({})
  h.on('GET', '/search/api/v1/hotSearch', () => ({ data: { list: [{ keyword: '腾飞', pid: 'P1' }, { keyword: '科技' }] } }))
  render(<SearchPage />)
  await settle()
  fireEvent.click(screen.getByText('腾飞'))
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
    expect.objectContaining({ url: `/pagesIndex/detail/detail?keyword=${encodeURIComponent('腾飞')}&pid=P1` }),
  )
  fireEvent.click(screen.getByText('科技'))
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
    expect.objectContaining({ url: `/pagesIndex/detail/detail?keyword=${encodeURIComponent('科技')}` }),
  )
})
