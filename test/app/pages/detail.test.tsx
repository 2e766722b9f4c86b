import { render, screen, fireEvent } from '@testing-library/react'
import CompanyDetail from '../../../src/pagesFilter/detail/detail'
import { searchHistory } from '../../../src/stores/searchHistory'
import { session } from '../../../src/stores/session'
import type { CompanyHeader, CompanyProfile } from '../../../contract/api/api'
import { setupPage, settle } from './harness'

let h: ReturnType<typeof setupPage>

const header: CompanyHeader = {
  pid: 'P1',
  name: '深圳市腾飞科技有限公司',
  status: '存续',
  creditCode: '91440300MA5XXXXXX1',
  legalPerson: '王伟',
  legalPersonId: 'X1',
  regCapital: 5000,
  regCapitalText: '5000万人民币',
  paidCapitalText: '1000万人民币',
  established: '2015-03-02',
  companyType: '有限责任公司',
  industry: '软件和信息技术服务业',
  regionCode: '440305',
  regionName: '广东省 深圳市 南山区',
  address: '深圳市南山区科技园1号',
  lng: 113.9,
  lat: 22.5,
  phone: '0755-12345678',
  email: 'a@b.cn',
  website: 'www.tf.cn',
  scope: '软件开发；信息技术咨询服务',
  logo: '',
  staffSize: '100-499人',
  formerNames: ['深圳市腾飞网络有限公司'],
  source: '国家企业信用信息公示系统',
  capturedAt: '2026-11-01',
}
const profile: CompanyProfile = {
  pid: 'P1',
  shareholders: [
    { personId: 'X1', name: '王伟', kind: 'person', share: 60, subscribedText: '3000万人民币', since: '2015-03-02' },
    { pid: 'P9', name: '杭州乙投资有限公司', kind: 'company', share: 40, subscribedText: '2000万人民币', since: '2016-01-01' },
  ],
  personnel: [
    { personId: 'X1', name: '王伟', positions: ['执行董事', '总经理'] },
    { personId: 'X2', name: '李娜', positions: ['监事'] },
  ],
  investments: [
    {
      pid: 'P5',
      name: '深圳腾飞云有限公司',
      status: '存续',
      legalPerson: '王伟',
      share: 100,
      amountText: '100万人民币',
      established: '2019-01-01',
    },
  ],
  investmentTotal: 1,
  branches: [],
  branchTotal: 0,
  changes: [{ id: 1, field: '法定代表人', before: '张三', after: '王伟', date: '2020-05-01' }],
  changeTotal: 1,
  dimensions: [
    { key: 'dishonest', label: '失信被执行人', category: 'judicial', count: 2 },
    { key: 'patent', label: '专利信息', category: 'ip', count: 0 },
  ],
}

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
  await screen.findByText('股东信息')
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
  expect(container.querySelector('.change')!.textContent).toContain('张三')
  expect(container.querySelectorAll('.dim-grid__cell.is-empty')).toHaveLength(1)
  expect(searchHistory.footprints[0]).toMatchObject({ pid: 'P1', name: '深圳市腾飞科技有限公司' })
  expect(session.enterpriseName).toBe('深圳市腾飞科技有限公司')
})

it('a person is resolved by name and company; an unknown one opens the not-found page', async () => {
  h.params({ pid: 'P1' })
  const { container } = render(<CompanyDetail />)
  await screen.findByText('股东信息')
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

it('an unknown pid says so instead of showing an empty card', async () => {
  h.params({ pid: 'NOPE' })
  render(<CompanyDetail />)
  expect(await screen.findByText('企业不存在')).toBeTruthy()
})
