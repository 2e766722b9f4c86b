import { render, screen, fireEvent } from '@testing-library/react'
import Insured, { insuredByYear } from '../../../src/pagesBasic/insured/insured'
import BasicInfo from '../../../src/pagesBasic/basicInfo/basicInfo'
import CompanyDetail from '../../../src/pagesFilter/detail/detail'
import type { CompanyHeader, CompanyProfile } from '../../../contract/api/api'
import { setupPage, settle } from '../pages/harness'
import { record } from './fixtures'
import { header as companyHeader } from '../fixtures/company'

let h: ReturnType<typeof setupPage>
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url

const header: CompanyHeader = { ...companyHeader, formerNames: ['深圳市腾飞网络有限公司', '深圳腾飞电子有限公司'] }
const profile: CompanyProfile = {
  pid: 'P1',
  shareholders: [{ personId: 'X1', name: '王伟', kind: 'person', share: 60, subscribedText: '3000万人民币', since: '2015-03-02' }],
  personnel: [],
  investments: [],
  investmentTotal: 0,
  branches: [],
  branchTotal: 0,
  changes: [
    { id: 1, field: '法定代表人', before: '张三', after: '王伟', date: '2020-05-01' },
    { id: 2, field: '注册资本', before: '100万人民币', after: '5000万人民币', date: '2019-01-01' },
  ],
  changeTotal: 25,
  dimensions: [],
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.on('GET', '/yqc/api/v1/business/header', (_d, q) =>
    q.pid === 'P1' ? { data: header } : { code: '4040', msg: '企业不存在', status: 404 },
  )
  h.on('GET', '/yqc/api/v1/business/profile', () => ({ data: profile }))
})

describe('insured', () => {
  const years = [
    [2021, 20],
    [2022, 40],
    [2023, 80],
    [2024, 60],
  ].map(([y, n], i) =>
    record({
      id: i + 1,
      dimension: 'insured',
      date: `${y + 1}-04-01`,
      title: String(n),
      source: '企业公开年报',
      fields: { year: String(y), title: String(n), pension: n, medical: n, unemployment: n, injury: n, maternity: n - 1 },
    }),
  )

  it('draws the insured count by year with bars proportional to it, and the yearly numbers', async () => {
    h.on('GET', '/yqc/api/v1/dimension/list', () => ({
      data: {
        dimension: 'insured',
        total: 4,
        totalText: '4',
        pageNum: 1,
        pageSize: 50,
        list: [...years].reverse(),
        currentCount: 1,
        historyCount: 3,
      },
    }))
    h.params({ pid: 'P1' })
    const { container } = render(<Insured />)
    await screen.findByText('参保人数趋势')
    expect(h.callsTo('/yqc/api/v1/dimension/list')[0].query).toMatchObject({ dimension: 'insured', pid: 'P1' })
    expect([...container.querySelectorAll('.bar-chart__label')].map((e) => e.textContent)).toEqual(['2021', '2022', '2023', '2024'])
    expect(([...container.querySelectorAll('.bar-chart__bar')] as HTMLElement[]).map((b) => b.style.height)).toEqual([
      '25%',
      '50%',
      '100%',
      '75%',
    ])
    expect(container.querySelector('.insured__latest')!.textContent).toBe('60')
    expect(container.textContent).toContain('-20')
    const rows = [...container.querySelectorAll('.insured-table__row')].slice(1)
    expect(rows.map((r) => r.querySelector('.insured-table__cell')!.textContent)).toEqual(['2024', '2023', '2022', '2021'])
    expect(rows[0].textContent).toBe('2024606060606059')
  })

  it('insuredByYear keeps one entry per year, the newest report winning', () => {
    const older = record({ dimension: 'insured', date: '2024-03-01', title: '5', fields: { year: '2023', title: '5' } })
    const newer = record({ dimension: 'insured', date: '2024-06-01', title: '9', fields: { year: '2023', title: '9' } })
    expect(insuredByYear([older, newer]).map((y) => [y.year, y.count])).toEqual([[2023, 9]])
  })

  it('no reports: 暂无数据～', async () => {
    h.on('GET', '/yqc/api/v1/dimension/list', () => ({
      data: { dimension: 'insured', total: 0, totalText: '0', pageNum: 1, pageSize: 50, list: [], currentCount: 0, historyCount: 0 },
    }))
    h.params({ pid: 'P1' })
    render(<Insured />)
    expect(await screen.findByText('暂无数据～')).toBeTruthy()
  })
})

describe('basicInfo', () => {
  it('shows every registration field, the former names and the changes with before and after', async () => {
    h.params({ pid: 'P1' })
    const { container } = render(<BasicInfo />)
    await screen.findByText('登记信息')
    await settle()
    const labels = [...container.querySelectorAll('.reg-table__label')].map((e) => e.textContent)
    expect(labels).toEqual([
      '企业名称',
      '统一社会信用代码',
      '法定代表人',
      '登记状态',
      '成立日期',
      '注册资本',
      '实缴资本',
      '企业类型',
      '所属行业',
      '所属地区',
      '行政区划代码',
      '人员规模',
      '注册地址',
      '经纬度',
      '联系电话',
      '电子邮箱',
      '官网',
      '经营范围',
    ])
    const text = container.textContent!
    for (const t of [
      '91440300MA5XXXXXX1',
      '1000万人民币',
      '440305',
      '100-499人',
      '113.9, 22.5',
      '软件开发；信息技术咨询服务',
      '深圳市腾飞网络有限公司',
      '深圳腾飞电子有限公司',
      '国家企业信用信息公示系统',
    ])
      expect(text).toContain(t)
    expect(container.querySelectorAll('.chg')).toHaveLength(2)
    expect(container.querySelector('.chg')!.textContent).toContain('张三')
    expect(container.querySelector('.chg')!.textContent).toContain('王伟')
    expect(text).toContain('共 25 条，显示最近 2 条')
    fireEvent.click(screen.getByText('股权穿透 ›'))
    await settle()
    expect(lastUrl()).toBe('/pagesBasic/equityChain/equityChain?pid=P1')
  })

  it('an unknown company says so', async () => {
    h.params({ pid: 'NOPE' })
    render(<BasicInfo />)
    expect(await screen.findByText('企业不存在')).toBeTruthy()
  })
})

it('the company profile has a row of entries to the special pages', async () => {
  h.params({ pid: 'P1' })
  const { container } = render(<CompanyDetail />)
  await screen.findByText('股东信息')
  expect([...container.querySelectorAll('.company-entries__item')].map((e) => e.textContent)).toEqual(
    expect.arrayContaining(['法律诉讼', '股权穿透', '对外投资图', '参保人数', '工商信息', '背调报告']),
  )
  fireEvent.click(screen.getByText('法律诉讼'))
  await settle()
  expect(lastUrl()).toBe('/pagesLaw/lawIndex/lawIndex?pid=P1')
  fireEvent.click(screen.getByText('股权穿透'))
  await settle()
  expect(lastUrl()).toBe('/pagesBasic/equityChain/equityChain?pid=P1')
})
