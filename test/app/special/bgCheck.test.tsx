import { render, screen, fireEvent } from '@testing-library/react'
import BgCheck from '../../../src/pagesDevelop/bgCheck/bgCheck'
import { setupPage, settle } from '../pages/harness'

let h: ReturnType<typeof setupPage>
const header = {
  pid: 'P1',
  name: '深圳市腾飞科技有限公司',
  status: '存续',
  creditCode: '91440300MA5XXXXXX1',
  legalPerson: '王伟',
  legalPersonId: 'X1',
  regCapital: 5000,
  regCapitalText: '5000万人民币',
  paidCapitalText: '',
  established: '2015-03-02',
  companyType: '有限责任公司',
  industry: '软件业',
  regionCode: '440305',
  regionName: '广东省 深圳市 南山区',
  address: '',
  lng: 0,
  lat: 0,
  phone: '',
  email: '',
  website: '',
  scope: '',
  logo: '',
  staffSize: '',
  formerNames: [],
  source: '国家企业信用信息公示系统',
  capturedAt: '2026-11-01',
}
const profile = {
  pid: 'P1',
  shareholders: [{ personId: 'X1', name: '王伟', kind: 'person', share: 100, subscribedText: '5000万人民币', since: '' }],
  personnel: [],
  investments: [],
  investmentTotal: 0,
  branches: [],
  branchTotal: 0,
  changes: [{ id: 1, field: '法定代表人', before: '张三', after: '王伟', date: '2024-01-02' }],
  changeTotal: 1,
  dimensions: [
    { key: 'dishonestExecutor', label: '失信被执行人', category: 'judicial', count: 1 },
    { key: 'executor', label: '被执行人', category: 'judicial', count: 3 },
    { key: 'patent', label: '专利', category: 'ip', count: 0 },
  ],
}
const law = {
  pid: 'P1',
  total: 6,
  dimensions: [],
  byYear: [],
  byRole: [
    { role: '被告', count: 4 },
    { role: '原告', count: 2 },
  ],
  amountTotal: 123.456,
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.on('GET', '/yqc/api/v1/business/header', () => ({ data: header }))
  h.on('GET', '/yqc/api/v1/business/profile', () => ({ data: profile }))
  h.on('GET', '/yqc/api/v1/law/summary', () => ({ data: law }))
})

it('reports the verdict, the risk figures, the legal record, shareholders and changes', async () => {
  h.params({ pid: 'P1' })
  const { container } = render(<BgCheck />)
  await screen.findByText('风险结论：高风险')
  expect(screen.getByText('存在失信被执行人等高风险记录，合作前请重点核实')).toBeTruthy()
  const figures = [...container.querySelectorAll('.bg-figure')].map((f) => f.textContent)
  expect(figures.slice(0, 2)).toEqual(['1失信被执行人', '3被执行人'])
  expect(container.textContent).toContain('涉案金额合计 123.46 万元')
  expect(container.textContent).toContain('被告 4')
  expect(container.textContent).toContain('张三 → 王伟')
  expect(container.querySelector('.bg-figure.is-zero')!.textContent).toBe('0专利')
  fireEvent.click(screen.getByText('被执行人'))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesLaw/executor/executor?pid=P1' }))
})

it('says why when the company cannot be found', async () => {
  h.on('GET', '/yqc/api/v1/business/header', () => ({ code: '4040', msg: '企业不存在', status: 404 }))
  h.params({ pid: 'NOPE' })
  render(<BgCheck />)
  expect(await screen.findByText('企业不存在')).toBeTruthy()
})
