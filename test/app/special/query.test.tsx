import { act, render, screen, fireEvent } from '@testing-library/react'
import QueryList from '../../../src/pagesQuery/queryList/queryList'
import CopyrightSearch from '../../../src/pagesQuery/copyright/copyrightSearch'
import CopyrightList from '../../../src/pagesQuery/copyright/copyrightList'
import RjCopyright from '../../../src/pagesQuery/copyright/rjCopyright'
import ZpCopyright from '../../../src/pagesQuery/copyright/zpCopyright'
import BrowseHistor from '../../../src/pagesQuery/browseHistor/browseHistor'
import PersonDetailPage from '../../../src/pagesCheckPersonnel/pagesDetail/detail/detail'
import { memoryBackend } from '../../../src/services/storage'
import { MAX_FOOTPRINTS, PERSON_FOOTPRINTS_KEY, SearchHistoryStore, searchHistory } from '../../../src/stores/searchHistory'
import { setupPage, settle, typeInto } from '../pages/harness'
import { reachBottom } from '../pages/reachBottom'
import { record } from './fixtures'

let h: ReturnType<typeof setupPage>
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  searchHistory.clearPersonFootprints()
})

describe('queryList', () => {
  beforeEach(() => {
    h.on('GET', '/search/api/v1/hotSearch', () => ({ data: { list: [{ keyword: '华为技术', pid: 'P9' }, { keyword: '腾讯' }] } }))
  })

  it('searches companies or persons, keeps the history, and opens hot items', async () => {
    searchHistory.addKeyword('阿里')
    const { container } = render(<QueryList />)
    await screen.findByText('华为技术')
    typeInto(container.querySelector('.query-list__input')!, ' 小米 ')
    fireEvent.click(screen.getByText('搜索'))
    await settle()
    expect(lastUrl()).toBe(`/pagesIndex/search/search?keyword=${encodeURIComponent('小米')}&type=company`)
    expect(searchHistory.keywords[0]).toBe('小米')
    fireEvent.click(screen.getByText('查老板'))
    typeInto(container.querySelector('.query-list__input')!, '王伟')
    fireEvent.click(screen.getByText('搜索'))
    await settle()
    expect(lastUrl()).toBe(`/pagesIndex/search/search?keyword=${encodeURIComponent('王伟')}&type=person`)
    fireEvent.click(screen.getByText('华为技术'))
    await settle()
    expect(lastUrl()).toBe('/pagesFilter/detail/detail?pid=P9')
    fireEvent.click(screen.getByText('阿里'))
    await settle()
    expect(lastUrl()).toBe(`/pagesIndex/search/search?keyword=${encodeURIComponent('阿里')}&type=person`)
  })

  it('an empty keyword is refused with a message; the history clears after a confirm', async () => {
    searchHistory.addKeyword('阿里')
    render(<QueryList />)
    await screen.findByText('华为技术')
    fireEvent.click(screen.getByText('搜索'))
    expect(h.toasts().at(-1).title).toBe('请输入企业名称或关键词')
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    fireEvent.click(screen.getByText('清空'))
    await settle()
    expect(searchHistory.keywords).toEqual(['阿里'])
    fireEvent.click(screen.getByText('清空'))
    await settle()
    expect(searchHistory.keywords).toEqual([])
    expect(screen.getByText('暂无搜索历史')).toBeTruthy()
  })
})

describe('copyright', () => {
  const rj = (i: number) =>
    record({
      id: 100 + i,
      dimension: 'softwareCopyright',
      title: `腾飞管理系统V${i}`,
      refNo: `2023SR${1000 + i}`,
      date: '2023-05-01',
      fields: { version: `V${i}.0` },
    })
  const zp = record({
    id: 200,
    dimension: 'workCopyright',
    title: '腾飞吉祥物',
    refNo: '国作登字-2023-F-1',
    fields: { workType: '美术作品' },
  })

  it('the search sends keyword and type, switches between software and works, pages, and opens a record', async () => {
    h.on('GET', '/yqc/api/v1/copyright/search', (_d, q) => {
      const n = Number(q.pageNum)
      const list = q.type === 'zp' ? [zp] : Array.from({ length: 25 }, (_, i) => rj(i + 1)).slice((n - 1) * 20, n * 20)
      return { data: { total: q.type === 'zp' ? 1 : 25, totalText: q.type === 'zp' ? '1' : '25', pageNum: n, pageSize: 20, list } }
    })
    h.params({})
    const { container } = render(<CopyrightSearch />)
    expect(screen.getByText('输入关键词，查询全部企业的软件著作权')).toBeTruthy()
    expect(h.calls).toHaveLength(0)
    typeInto(container.querySelector('.cr-search__input')!, '腾飞')
    fireEvent.click(screen.getByText('搜索'))
    await screen.findByText('腾飞管理系统V1')
    expect(h.callsTo('/yqc/api/v1/copyright/search')[0].query).toEqual({ keyword: '腾飞', type: 'rj', pageNum: '1', pageSize: '20' })
    expect(container.querySelectorAll('.cr-item')).toHaveLength(20)
    await reachBottom()
    await settle()
    expect(container.querySelectorAll('.cr-item')).toHaveLength(25)
    fireEvent.click(screen.getByText('作品著作权'))
    await screen.findByText('腾飞吉祥物')
    expect(h.callsTo('/yqc/api/v1/copyright/search').at(-1)!.query).toMatchObject({ keyword: '腾飞', type: 'zp', pageNum: '1' })
    expect(container.textContent).toContain('美术作品')
    fireEvent.click(screen.getByText('腾飞吉祥物'))
    await settle()
    expect(lastUrl()).toBe('/pagesQuery/copyright/zpCopyright?id=200')
    fireEvent.click(container.querySelector('.cr-item__company')!)
    await settle()
    expect(lastUrl()).toBe('/pagesFilter/detail/detail?pid=P1')
  })

  it("a company's copyrights come from its dimension list, by type", async () => {
    h.on('GET', '/yqc/api/v1/dimension/list', (_d, q) => ({
      data: {
        dimension: q.dimension,
        total: 1,
        totalText: '1',
        pageNum: 1,
        pageSize: 20,
        list: [q.dimension === 'workCopyright' ? zp : rj(1)],
        currentCount: 1,
        historyCount: 0,
      },
    }))
    h.params({ pid: 'P1', type: 'zp' })
    render(<CopyrightList />)
    await screen.findByText('腾飞吉祥物')
    expect(h.callsTo('/yqc/api/v1/dimension/list')[0].query).toMatchObject({ dimension: 'workCopyright', pid: 'P1' })
    fireEvent.click(screen.getAllByText('软件著作权')[0])
    await screen.findByText('腾飞管理系统V1')
    expect(h.callsTo('/yqc/api/v1/dimension/list').at(-1)!.query.dimension).toBe('softwareCopyright')
  })

  it('the detail pages show one record by id, and refuse a record of the other kind', async () => {
    h.on('GET', '/yqc/api/v1/dimension/detail', (_d, q) => ({ data: q.id === '200' ? zp : { ...rj(1), source: '中国版权保护中心' } }))
    h.params({ id: '101' })
    const { container, unmount } = render(<RjCopyright />)
    await screen.findByText('2023SR1001')
    expect(container.textContent).toContain('V1.0')
    expect(container.textContent).toContain('中国版权保护中心')
    unmount()
    h.params({ id: '101' })
    render(<ZpCopyright />)
    expect(await screen.findByText('该记录不是作品著作权')).toBeTruthy()
  })
})

describe('browseHistor', () => {
  it('lists company and person footprints, opens them, and clears a tab after a confirm', async () => {
    searchHistory.addFootprint('P1', '深圳市腾飞科技有限公司', 1700000000000)
    searchHistory.addFootprint('P2', '乙贸易有限公司', 1700000100000)
    searchHistory.addPersonFootprint('X1', '王伟', '深圳市腾飞科技有限公司', 1700000200000)
    const { container } = render(<BrowseHistor />)
    expect([...container.querySelectorAll('.browse-item__name')].map((e) => e.textContent)).toEqual([
      '乙贸易有限公司',
      '深圳市腾飞科技有限公司',
    ])
    fireEvent.click(screen.getByText('深圳市腾飞科技有限公司'))
    await settle()
    expect(lastUrl()).toBe('/pagesFilter/detail/detail?pid=P1')
    fireEvent.click(screen.getByText('人员（1）'))
    expect(container.querySelector('.browse-item')!.textContent).toContain('王伟')
    fireEvent.click(screen.getByText('王伟'))
    await settle()
    expect(lastUrl()).toBe('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1')
    // cancel keeps them, confirm clears only this tab
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    fireEvent.click(screen.getByText('清空'))
    await settle()
    expect(searchHistory.personFootprints).toHaveLength(1)
    fireEvent.click(screen.getByText('清空'))
    await settle()
    expect(h.spies.showModal.mock.calls.at(-1)![0]).toMatchObject({ content: '确定清空人员浏览足迹吗？' })
    expect(searchHistory.personFootprints).toEqual([])
    expect(searchHistory.footprints).toHaveLength(2)
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    await act(async () => undefined)
  })

  it('opening a person records a person footprint with the company seen first', async () => {
    h.on('GET', '/yqc/api/v1/person/detail', () => ({
      data: {
        personId: 'X1',
        name: '王伟',
        companyCount: 1,
        legalCount: 1,
        shareholderCount: 1,
        executiveCount: 0,
        partners: [],
        roles: [
          {
            pid: 'P1',
            companyName: '深圳市腾飞科技有限公司',
            status: '存续',
            roles: ['法定代表人'],
            regCapitalText: '5000万人民币',
            regionName: '广东省',
            since: '2015-03-02',
          },
        ],
      },
    }))
    h.params({ personId: 'X1' })
    render(<PersonDetailPage />)
    await screen.findAllByText('深圳市腾飞科技有限公司')
    expect(searchHistory.personFootprints[0]).toMatchObject({ personId: 'X1', name: '王伟', companyName: '深圳市腾飞科技有限公司' })
  })

  it('person footprints: one per person, newest first, at most 50, persisted', () => {
    const mem = memoryBackend()
    const s = new SearchHistoryStore(mem)
    s.addPersonFootprint('X1', '王伟', '甲公司', 1)
    s.addPersonFootprint('X2', '李娜', '', 2)
    s.addPersonFootprint('X1', '王伟', '甲公司', 3)
    s.addPersonFootprint('', '无效', '', 4)
    expect(s.personFootprints).toEqual([
      { personId: 'X1', name: '王伟', companyName: '甲公司', time: 3 },
      { personId: 'X2', name: '李娜', time: 2 },
    ])
    expect(new SearchHistoryStore(mem).personFootprints).toHaveLength(2)
    for (let i = 0; i < 60; i++) s.addPersonFootprint(`Y${i}`, `人${i}`)
    expect(s.personFootprints).toHaveLength(MAX_FOOTPRINTS)
    s.clearPersonFootprints()
    expect(s.personFootprints).toEqual([])
    expect(mem.data[PERSON_FOOTPRINTS_KEY]).toBeUndefined()
  })
})
