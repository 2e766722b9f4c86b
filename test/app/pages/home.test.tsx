import { render, screen, fireEvent } from '@testing-library/react'
import Index from '../../../src/pages/index/index'
import AllServe from '../../../src/pagesIndex/allServe/allServe'
import { searchHistory } from '../../../src/stores/searchHistory'
import { SERVICE_ENTRIES } from '../../../src/domain/serviceEntries'
import { builtServices } from '../../../src/domain/builtServices'
import { findRoute } from '../../../src/routes'
import { setupPage, settle } from './harness'

let h: ReturnType<typeof setupPage>
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.on('GET', '/search/api/v1/hotSearch', () => ({
    data: { list: [{ keyword: '华为技术' }, { keyword: '深圳市腾飞科技有限公司', pid: 'P1' }] },
  }))
})

it('shows hot searches, recent searches and views, and only services whose pages exist', async () => {
  searchHistory.addKeyword('腾飞')
  searchHistory.addFootprint('P2', '杭州乙投资有限公司')
  const { container } = render(<Index />)
  await screen.findByText('华为技术')
  await settle()
  expect(screen.getByText('腾飞')).toBeTruthy()
  expect(screen.getByText('杭州乙投资有限公司')).toBeTruthy()
  const titles = [...container.querySelectorAll('.service-grid__title')].map((e) => e.textContent)
  expect(titles).toContain('高级搜索')
  expect(titles).toContain('全部服务')
  const unbuilt = SERVICE_ENTRIES.filter((e) => !findRoute(e.url))
  for (const e of unbuilt) expect(titles).not.toContain(e.title)
  const shown = SERVICE_ENTRIES.filter((e) => titles.includes(e.title))
  expect(shown.length).toBeGreaterThan(0)
  for (const e of shown) expect(findRoute(e.url)).toBeTruthy()
  fireEvent.click(screen.getByText('深圳市腾飞科技有限公司'))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P1' }))
  fireEvent.click(screen.getByText('华为技术'))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
    expect.objectContaining({ url: `/pagesIndex/search/search?keyword=${encodeURIComponent('华为技术')}` }),
  )
  fireEvent.click(screen.getByText('清空'))
  expect(searchHistory.keywords).toEqual([])
})

it('全部服务 lists every built service once, grouped', () => {
  const { container } = render(<AllServe />)
  const titles = [...container.querySelectorAll('.service-grid__title')].map((e) => e.textContent)
  expect(titles.sort()).toEqual(
    builtServices()
      .map((s) => s.title)
      .sort(),
  )
  expect([...container.querySelectorAll('.all-serve__title')].map((e) => e.textContent)).toContain('查企业')
})
