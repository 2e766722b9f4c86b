import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import CompanyDetail from '../../../src/pagesFilter/detail/detail'
import { searchHistory } from '../../../src/stores/searchHistory'
import { session } from '../../../src/stores/session'
import { header, profile } from '../fixtures/company'
import { setupPage, settle } from './harness'

let h: ReturnType<typeof setupPage>

/** The sections below the head are added one per frame; this waits for the last of them. */
const allSections = (container: HTMLElement) => waitFor(() => expect(container.querySelector('#sec-dims')).not.toBeNull())

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.on('GET', '/yqc/api/v1/business/header', (_d, q) =>
    q.pid === 'P1' ? { data: header } : { code: '4040', msg: '企业不存在', status: 404 },
  )
  h.on('GET', '/yqc/api/v1/business/profile', (_d, q) =>
    q.pid === 'P1' ? { data: profile } : { code: '4040', msg: '企业不存在', status: 404 },
  )
  h.on('POST', '/yqc/api/v1/person/getPersonId', (d) => ({ data: d.personName === '王伟' && d.pid === 'P1' ? 'X1' : null }))
})

it('shows the header card, every section and the dimension counts, and records the footprint', async () => {
  h.params({ pid: 'P1' })
  const { container } = render(<CompanyDetail />)
  await allSections(container)
  await settle()
  const text = container.textContent!
  for (const t of [
    '91440300MA5XXXXXX1',
    '5000万人民币',
    '2015-03-02',
    '0755-12345678',
    '深圳市南山区科技园1号',
    '深圳市腾飞网络有限公司',
    '软件开发；信息技术咨询服务',
    '数据来源：国家企业信用信息公示系统',
    '2026-11-01',
  ]) {
    expect(text).toContain(t)
  }
  expect([...container.querySelectorAll('.share-bars__pct')].map((e) => e.textContent)).toEqual(['60%', '40%'])
  expect((container.querySelector('.share-bars__fill') as HTMLElement).style.width).toBe('60%')
  expect(text).toContain('执行董事、总经理')
  expect(text).toContain('深圳腾飞云有限公司')
  expect(container.querySelector('.chg')!.textContent).toContain('张三')
  expect(container.querySelectorAll('.dim-grid__cell.is-empty')).toHaveLength(1)
  expect(searchHistory.footprints[0]).toMatchObject({ pid: 'P1', name: '深圳市腾飞科技有限公司' })
  expect(session.enterpriseName).toBe('深圳市腾飞科技有限公司')
})

it('a person is resolved by name and company; an unknown one opens the not-found page', async () => {
  h.params({ pid: 'P1' })
  const { container } = render(<CompanyDetail />)
  await allSections(container)
  fireEvent.click(container.querySelector('.company-head__facts .fact')!)
  await settle()
  expect(h.callsTo('/yqc/api/v1/person/getPersonId')[0].data).toEqual({ personName: '王伟', pid: 'P1' })
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
    expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1' }),
  )
  fireEvent.click(screen.getByText('李娜'))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
    expect.objectContaining({ url: `/pagesCheckPersonnel/pagesDetail/detailEmpty?personName=${encodeURIComponent('李娜')}` }),
  )
  fireEvent.click(screen.getByText('杭州乙投资有限公司'))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P9' }))
})

it('查关系 among the company’s entries starts from this company', async () => {
  h.params({ pid: 'P1' })
  render(<CompanyDetail />)
  await screen.findByText('股东信息')
  fireEvent.click(screen.getByText('查关系', { selector: '.company-entries__item, .company-entries__item *' }))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
    expect.objectContaining({
      url: `/pagesFilter/relation/relation?fromType=company&fromId=P1&fromName=${encodeURIComponent('深圳市腾飞科技有限公司')}`,
    }),
  )
})

it('企业图谱 among the company’s entries opens the graph of this company', async () => {
  h.params({ pid: 'P1' })
  render(<CompanyDetail />)
  await screen.findByText('股东信息')
  fireEvent.click(screen.getByText('企业图谱', { selector: '.company-entries__item, .company-entries__item *' }))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/charts/index?pid=P1' }))
})

it('the head shows first; the sections below it follow one at a time, in the order of the page', async () => {
  h.params({ pid: 'P1' })
  const { container } = render(<CompanyDetail />)
  await screen.findByText('91440300MA5XXXXXX1')
  const sectionIds = () => [...container.querySelectorAll('.section')].map((e) => e.id)
  const seen: string[][] = [sectionIds()]
  await waitFor(() => {
    const ids = sectionIds()
    if (ids.join() !== seen[seen.length - 1].join()) seen.push(ids)
    expect(ids).toContain('sec-dims')
  })
  expect(seen[0]).toEqual([])
  const order = ['sec-holders', 'sec-staff', 'sec-invest', 'sec-branch', 'sec-change', 'sec-dims']
  expect(seen[seen.length - 1].filter((id) => order.includes(id))).toEqual(order)
  // every state seen is a beginning of that order: nothing is added out of turn
  for (const ids of seen)
    expect(ids.filter((id) => order.includes(id))).toEqual(order.slice(0, ids.filter((id) => order.includes(id)).length))
  expect(seen.length).toBeGreaterThan(2)
})

it('an unknown pid says so instead of showing an empty card', async () => {
  h.params({ pid: 'NOPE' })
  render(<CompanyDetail />)
  expect(await screen.findByText('企业不存在')).toBeTruthy()
})
