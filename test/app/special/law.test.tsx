import { render, screen, fireEvent } from '@testing-library/react'
import LawIndex from '../../../src/pagesLaw/lawIndex/lawIndex'
import AllCase from '../../../src/pagesLaw/allCase/allCase'
import CaseDetailPage from '../../../src/pagesLaw/caseDetail/caseDetail'
import RelationshipDetail from '../../../src/pagesLaw/relationshipDetail/relationshipDetail'
import { orderStages, sideOf } from '../../../src/domain/caseStages'
import { findRoute } from '../../../src/routes'
import { getDimension } from '../../../contract/domain/dimensions'
import type { CaseSummary } from '../../../contract/api/api-dimensions'
import { setupPage, settle } from '../pages/harness'
import { reachBottom } from '../pages/reachBottom'
import { caseDetail, record, relationship, summary } from './fixtures'

let h: ReturnType<typeof setupPage>
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('lawIndex', () => {
  beforeEach(() => {
    h.on('GET', '/yqc/api/v1/law/summary', (_d, q) =>
      q.pid === 'P1' ? { data: summary } : { code: '4040', msg: '企业不存在', status: 404 },
    )
  })

  it('shows the total, the amount, every judicial dimension with its count, and bars proportional to the data', async () => {
    h.params({ pid: 'P1' })
    const { container } = render(<LawIndex />)
    await screen.findByText('年度分布')
    expect(container.querySelector('.law-index__total')!.textContent).toBe('12')
    expect(container.querySelector('.law-index__amount')!.textContent).toBe('1,234.50万元')
    expect([...container.querySelectorAll('.law-dims__cell')].map((c) => c.textContent)).toEqual([
      '失信被执行人2趋势',
      '裁判文书10趋势',
      '终本案件0',
    ])
    // years oldest first, heights relative to the largest year (8)
    const bars = [...container.querySelectorAll('.bar-chart__bar')] as HTMLElement[]
    expect([...container.querySelectorAll('.bar-chart__label')].map((e) => e.textContent)).toEqual(['2021', '2022', '2023'])
    expect(bars.map((b) => b.style.height)).toEqual(['25%', '50%', '100%'])
    // roles largest first, widths relative to the largest role, with the share of the total
    const fills = [...container.querySelectorAll('.hbar-chart__fill')] as HTMLElement[]
    expect([...container.querySelectorAll('.hbar-chart__label')].map((e) => e.textContent)).toEqual(['被告', '原告', '被执行人'])
    expect(fills.map((f) => f.style.width)).toEqual(['100%', '50%', '50%'])
    expect([...container.querySelectorAll('.hbar-chart__pct')].map((e) => e.textContent)).toEqual(['50%', '25%', '25%'])
  })

  it('a dimension with records opens its list when that page exists; an empty one opens nothing; 趋势 opens the chart', async () => {
    h.params({ pid: 'P1' })
    const { container } = render(<LawIndex />)
    await screen.findByText('年度分布')
    const route = getDimension('dishonestExecutor')!.listRoute!
    fireEvent.click(container.querySelector('[data-dim="dishonestExecutor"]')!)
    await settle()
    if (findRoute(route)) expect(lastUrl()).toBe(`/${route}?pid=P1`)
    else expect(h.spies.navigateTo).not.toHaveBeenCalled()
    const before = h.spies.navigateTo.mock.calls.length
    fireEvent.click(container.querySelector('[data-dim="finalCase"]')!)
    await settle()
    expect(h.spies.navigateTo.mock.calls.length).toBe(before)
    fireEvent.click(container.querySelector('[data-dim="judgmentDocument"] .law-dims__trend')!)
    await settle()
    expect(lastUrl()).toBe('/pagesDetail/chartDetail/chartDetail?pid=P1&dimension=judgmentDocument')
    fireEvent.click(screen.getByText('查看全部司法案件（按案件串联各审理阶段）'))
    await settle()
    expect(lastUrl()).toBe('/pagesLaw/allCase/allCase?pid=P1')
  })

  it('an unknown company says so', async () => {
    h.params({ pid: 'NOPE' })
    render(<LawIndex />)
    expect(await screen.findByText('企业不存在')).toBeTruthy()
  })
})

describe('allCase', () => {
  const cases: CaseSummary[] = Array.from({ length: 25 }, (_, i) => ({
    referenceNo: `(2023)粤0305民初${i + 1}号`,
    caseName: `案件${i + 1}`,
    cause: '买卖合同纠纷',
    court: '南山区人民法院',
    firstDate: '2023-01-01',
    lastDate: '2024-01-01',
    stageCount: 3,
    stages: ['立案', '执行', '裁判'],
    amount: 10 + i,
    role: i % 2 ? '原告' : '被告',
  }))

  it('pages the cases, shows their stages, and opens a case with its reference number', async () => {
    h.on('GET', '/yqc/api/v1/law/cases', (_d, q) => {
      const n = Number(q.pageNum)
      const size = Number(q.pageSize)
      return { data: { total: 25, totalText: '25', pageNum: n, pageSize: size, list: cases.slice((n - 1) * size, n * size) } }
    })
    h.params({ pid: 'P1' })
    const { container } = render(<AllCase />)
    await screen.findByText('案件1')
    expect(container.querySelectorAll('.case-card')).toHaveLength(20)
    expect(container.textContent).toContain('共 25 个案件')
    expect([...container.querySelectorAll('.case-card')[0].querySelectorAll('.case-card__chip')].map((e) => e.textContent)).toEqual([
      '立案',
      '裁判',
      '执行',
    ])
    await reachBottom()
    await settle()
    expect(container.querySelectorAll('.case-card')).toHaveLength(25)
    expect(h.callsTo('/yqc/api/v1/law/cases').map((c) => c.query.pageNum)).toEqual(['1', '2'])
    expect(container.textContent).toContain('没有更多了')
    fireEvent.click(screen.getByText('案件3'))
    await settle()
    expect(lastUrl()).toBe(`/pagesLaw/caseDetail/caseDetail?referenceNo=${encodeURIComponent('(2023)粤0305民初3号')}&pid=P1`)
  })

  it('no cases: 暂无数据～', async () => {
    h.on('GET', '/yqc/api/v1/law/cases', () => ({ data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] } }))
    h.params({ pid: 'P1' })
    render(<AllCase />)
    expect(await screen.findByText('暂无数据～')).toBeTruthy()
  })
})

describe('caseDetail', () => {
  it('orders the stages 立案 → 开庭 → 裁判 → 执行 → 终本 and shows each record with its fields, source and date', async () => {
    h.on('GET', '/yqc/api/v1/law/case', (_d, q) =>
      q.referenceNo === caseDetail.referenceNo ? { data: caseDetail } : { code: '4040', msg: '案件不存在', status: 404 },
    )
    h.params({ referenceNo: encodeURIComponent(caseDetail.referenceNo), pid: 'P1' })
    const { container } = render(<CaseDetailPage />)
    await screen.findByText('案件进程')
    expect(h.callsTo('/yqc/api/v1/law/case')[0].query).toEqual({ referenceNo: caseDetail.referenceNo, pid: 'P1' })
    expect([...container.querySelectorAll('.case-tl__item')].map((e) => e.getAttribute('data-stage'))).toEqual([
      '立案',
      '开庭',
      '裁判',
      '执行',
      '终本',
    ])
    const items = container.querySelectorAll('.case-tl__item')
    expect(items[0].textContent).toContain('李法官')
    expect(items[0].textContent).toContain('中国审判流程信息公开网')
    expect(items[0].textContent).toContain('2026-10-01')
    expect(items[2].textContent).toContain('被告支付货款88.5万元')
    expect(items[4].textContent).toContain('80.00万元')
    expect(container.textContent).toContain('88.50万元')
    // a party opens its company / person page
    fireEvent.click(screen.getAllByText('乙贸易有限公司')[0])
    await settle()
    expect(lastUrl()).toBe('/pagesFilter/detail/detail?pid=P2')
    fireEvent.click(screen.getAllByText('王伟')[0])
    await settle()
    expect(lastUrl()).toBe('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1')
    fireEvent.click(screen.getByText('查看当事人关系图'))
    await settle()
    expect(lastUrl()).toBe(`/pagesLaw/relationshipDetail/relationshipDetail?referenceNo=${encodeURIComponent(caseDetail.referenceNo)}`)
  })

  it('opened by a record id, it finds the case of that record', async () => {
    h.on('GET', '/yqc/api/v1/dimension/detail', () => ({
      data: { ...record({ id: 7, dimension: 'judgmentDocument', refNo: 'X' }), caseRefNo: caseDetail.referenceNo },
    }))
    h.on('GET', '/yqc/api/v1/law/case', () => ({ data: caseDetail }))
    h.params({ id: '7' })
    render(<CaseDetailPage />)
    await screen.findByText('案件进程')
    expect(h.callsTo('/yqc/api/v1/law/case')[0].query.referenceNo).toBe(caseDetail.referenceNo)
  })

  it('without a case number it says so and calls nothing', async () => {
    h.params({})
    render(<CaseDetailPage />)
    expect(await screen.findByText('缺少案号')).toBeTruthy()
    expect(h.calls).toHaveLength(0)
  })

  it('orderStages keeps the legal order and dates within a stage; sides follow the roles', () => {
    const s = (stage: string, date: string) => ({ stage, record: { date } })
    expect(
      orderStages([s('终本', '2024'), s('执行', '2023-12'), s('执行', '2023-10'), s('失信', '2023-11'), s('立案', '2022')]).map(
        (x) => `${x.stage}${x.record.date}`,
      ),
    ).toEqual(['立案2022', '执行2023-10', '执行2023-12', '失信2023-11', '终本2024'])
    expect([sideOf('原告'), sideOf('被告'), sideOf('被执行人'), sideOf('申请执行人'), sideOf('第三人')]).toEqual([
      'plaintiff',
      'defendant',
      'defendant',
      'plaintiff',
      'other',
    ])
  })
})

describe('relationshipDetail', () => {
  it('draws the parties by side around the case, ties as labelled lines, and each node opens its page', async () => {
    h.on('GET', '/yqc/api/v1/law/relationship', () => ({ data: relationship }))
    h.params({ referenceNo: encodeURIComponent(relationship.referenceNo) })
    const { container } = render(<RelationshipDetail />)
    await screen.findByText('关系明细')
    const nodes = [...container.querySelectorAll('.rel-graph__node')] as HTMLElement[]
    expect(nodes).toHaveLength(4)
    const left = (id: string) => parseFloat((container.querySelector(`[data-id="${id}"]`) as HTMLElement).style.left)
    // plaintiff on the left half, defendants on the right half
    expect(left('n1')).toBeLessThan(left('n2'))
    expect(left('n1')).toBeLessThan(left('n3'))
    expect(container.querySelector('.rel-graph__node--plaintiff')!.textContent).toContain('乙贸易有限公司')
    expect(container.querySelectorAll('.rel-graph__node--defendant')).toHaveLength(2)
    expect(container.querySelector('.rel-graph__node--other')!.textContent).toContain('丙担保公司')
    // four spokes + one tie carrying both relations of n2–n3 (共同, 法定代表人); 诉讼 runs through the case
    expect(container.querySelectorAll('.rel-graph__line')).toHaveLength(5)
    expect([...container.querySelectorAll('.rel-graph__edge-label')].map((e) => e.textContent)).toEqual(
      expect.arrayContaining(['共同·法定代表人', '原告']),
    )
    fireEvent.click(container.querySelector('[data-id="n3"]')!)
    await settle()
    expect(lastUrl()).toBe('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1')
    fireEvent.click(container.querySelector('[data-id="n4"]')!)
    await settle()
    expect(lastUrl()).toBe('/pagesFilter/detail/detail?pid=P3')
    expect([...container.querySelectorAll('.rel-row__rel')].map((e) => e.textContent)).toEqual(['诉讼', '共同', '法定代表人'])
  })
})
