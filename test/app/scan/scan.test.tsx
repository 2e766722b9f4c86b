/** The risk scan page: totals, groups, explanations, subjects, opening the records, the chart, owners, the quota state. */
import { render, screen, fireEvent, cleanup } from '@testing-library/react'
import ScanPage from '../../../src/pagesScan/scan/scan'
import ScanListPage from '../../../src/pagesScan/scanListPage/scanListPage'
import { getDimension } from '../../../contract/domain/dimensions'
import { subjectText, pathText } from '../../../src/domain/risk'
import { quota } from '../../../src/stores/quota'
import { makeRecord } from '../dimensions/fixtures'
import { setupPage, settle } from '../pages/harness'
import { scan, item, holderItem, legalItem, changeItem, zhang } from './fixtures'

let h: ReturnType<typeof setupPage>
const lastUrl = () => (h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string } | undefined)?.url

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})
afterEach(cleanup)

describe('scan page', () => {
  it('shows totals by level, the four groups, every explanation and subject, the chart and the owners', async () => {
    h.on('GET', '/yqc/api/v1/risk/scan', (_d, q) => (q.pid === 'P1' ? { data: scan } : { code: '4040', msg: '企业不存在', status: 404 }))
    h.params({ pid: 'P1' })
    const { container } = render(<ScanPage />)
    await screen.findByText('深圳市甲科技有限公司')
    expect(h.callsTo('/yqc/api/v1/risk/scan')[0].query.pid).toBe('P1')
    const cells = [...container.querySelectorAll('.scan-head .risk-totals__cell')].map((c) => c.textContent)
    expect(cells).toEqual(['2高风险', '1警示', '1提示'])
    const groups = [...container.querySelectorAll('.section__title')].map((t) => t.textContent)
    expect(groups.slice(0, 4)).toEqual(['自身风险', '关联风险', '历史风险', '提示信息'])
    expect(screen.getByText('未发现历史风险')).toBeTruthy()
    const cards = [...container.querySelectorAll('.risk-item')]
    expect(cards).toHaveLength(4)
    expect(cards[0].textContent).toContain('高风险')
    expect(cards[0].textContent).toContain('2 条')
    expect(cards[0].textContent).toContain('2025-03-12 被列为失信被执行人，涉案金额 12.3 万元，至今未履行')
    expect(cards[0].textContent).toContain('本企业 深圳市甲科技有限公司')
    expect(cards[1].textContent).toContain('法定代表人 张三')
    expect(cards[2].textContent).toContain('警示')
    expect(cards[2].textContent).toContain('持股 30% 的股东 乙投资有限公司')
    expect(cards[3].textContent).toContain('法定代表人由 李四 变更为 张三')
    // the monthly chart of new items, one bar a month
    const bars = [...container.querySelectorAll('.bar-chart__bar')].map((b) => b.getAttribute('data-value'))
    expect(bars).toHaveLength(12)
    expect(bars[2]).toBe('4')
    // owners with the paths behind their share
    expect(container.querySelector('.ubo')!.textContent).toContain('张三 → 乙投资有限公司 (60%) → 深圳市甲科技有限公司 (50%) = 30%')
    // an item opens the records behind it
    fireEvent.click(cards[2])
    expect(lastUrl()).toBe(`/pagesScan/scanListPage/scanListPage?pid=P1&key=${encodeURIComponent(holderItem.key)}`)
    // a subject opens that party
    fireEvent.click(screen.getByText('法定代表人 张三'))
    expect(lastUrl()).toBe('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1')
    // a level total opens every item of that level
    fireEvent.click(cells.length ? container.querySelectorAll('.scan-head .risk-totals__cell')[0] : container)
    expect(lastUrl()).toBe('/pagesScan/scanListMore/scanListMore?pid=P1&level=high')
    // the list entries reach the changeList and changeDetail pages
    fireEvent.click(screen.getByText('失信被执行人', { selector: '.risk-grid__cell' }))
    expect(lastUrl()).toBe('/pagesScan/changeList/dishonestExecutor/dishonestExecutor?pid=P1')
    fireEvent.click(screen.getByText('法定代表人变更', { selector: '.risk-grid__cell' }))
    expect(lastUrl()).toBe('/pagesScan/changeDetail/legalPerson/legalPerson?pid=P1')
  })

  it('quota 15000: shows the message of the mask layer and the upgrade hint, never a blank page', async () => {
    h.on('GET', '/yqc/api/v1/risk/scan', () => ({
      code: '15000',
      msg: JSON.stringify({ appMaskLayer: 1, title: '今日扫描次数已用完', content: '开通会员可获得更多次数' }),
      status: 200,
    }))
    h.params({ pid: 'P1' })
    const { container } = render(<ScanPage />)
    expect(await screen.findByText('今日扫描次数已用完')).toBeTruthy()
    expect(screen.getByText('开通会员可获得更多次数')).toBeTruthy()
    expect(screen.getByText('升级会员')).toBeTruthy()
    expect(quota.times).toEqual({ hasNoTimes: true, type: 0, appMaskLayer: 1 })
    expect(container.querySelector('.quota-mask')!.getAttribute('data-type')).toBe('0')
    fireEvent.click(screen.getByText('升级会员'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/memberCenter/memberCenter?level=1' }))
  })

  it('quota 15001: the visitor is told to sign in', async () => {
    h.on('GET', '/yqc/api/v1/risk/scan', () => ({ code: '15001', msg: '今日免费次数已用完，登录后可获得更多次数' }))
    h.params({ pid: 'P1' })
    render(<ScanPage />)
    expect(await screen.findByText('今日免费次数已用完，登录后可获得更多次数')).toBeTruthy()
    fireEvent.click(screen.getByText('去登录'))
    expect(lastUrl()).toBe('/pagesLogin/phoneLogin/phoneLogin')
  })

  it('an unknown company says so with a retry', async () => {
    h.on('GET', '/yqc/api/v1/risk/scan', () => ({ code: '4040', msg: '企业不存在', status: 404 }))
    h.params({ pid: 'NOPE' })
    render(<ScanPage />)
    expect(await screen.findByText('企业不存在')).toBeTruthy()
    expect(screen.getByText('重新扫描')).toBeTruthy()
  })
})

describe('scanListPage: the records behind one item', () => {
  it('shows the explanation and subject, lists the records, opens a record and the full list', async () => {
    const d = getDimension('adminPenalty')!
    const recs = [makeRecord(d, 1, { id: 31, title: '深市监罚〔2023〕12号' }), makeRecord(d, 2, { id: 32, title: '深市监罚〔2023〕13号' })]
    h.on('GET', '/yqc/api/v1/risk/itemRecords', (_d, q) => ({
      data: {
        item: holderItem,
        records: { total: 2, totalText: '2', pageNum: Number(q.pageNum), pageSize: 20, list: recs },
        changes: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] },
      },
    }))
    h.params({ pid: 'P1', key: encodeURIComponent(holderItem.key) })
    const { container } = render(<ScanListPage />)
    await screen.findByText('深市监罚〔2023〕12号')
    expect(h.callsTo('/yqc/api/v1/risk/itemRecords')[0].query).toMatchObject({ pid: 'P1', key: holderItem.key, pageNum: '1' })
    expect(container.querySelector('.risk-item-head')!.textContent).toContain('受到行政处罚，罚款 5 万元')
    expect(container.querySelector('.risk-item-head')!.textContent).toContain('持股 30% 的股东 乙投资有限公司')
    expect(container.querySelectorAll('.risk-record')).toHaveLength(2)
    fireEvent.click(screen.getByText('深市监罚〔2023〕12号'))
    expect(lastUrl()).toBe('/pagesOperate/punishDetails/punishDetails?id=31&pid=C1')
    fireEvent.click(screen.getByText('查看该主体的全部行政处罚记录 ›'))
    expect(lastUrl()).toBe('/pagesScan/changeList/administrativePenalty/administrativePenalty?pid=P9')
  })

  it('a change item lists its changes before and after', async () => {
    h.on('GET', '/yqc/api/v1/risk/itemRecords', () => ({
      data: {
        item: changeItem,
        records: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] },
        changes: {
          total: 1,
          totalText: '1',
          pageNum: 1,
          pageSize: 20,
          list: [{ id: 'c5', type: 'legalPerson', field: '法定代表人', before: '李四', after: '张三', date: '2025-01-05' }],
        },
      },
    }))
    h.params({ pid: 'P1', key: changeItem.key })
    const { container } = render(<ScanListPage />)
    await screen.findByText('李四')
    expect(container.querySelector('.change-row')!.textContent).toContain('2025-01-05')
    expect(container.querySelector('.change-row__after')!.textContent).toBe('张三')
  })
})

describe('subjects and ownership paths in plain Chinese', () => {
  it('says who each risk is about', () => {
    expect(subjectText(item().subject)).toBe('本企业 深圳市甲科技有限公司')
    expect(subjectText(legalItem.subject)).toBe('法定代表人 张三')
    expect(subjectText(holderItem.subject)).toBe('持股 30% 的股东 乙投资有限公司')
    expect(subjectText({ kind: 'company', pid: 'P3', name: '丙公司', relation: '控股企业', share: 60 })).toBe('控股企业 丙公司（持股 60%）')
    expect(subjectText({ kind: 'company', pid: 'P3', name: '丁公司', relation: '任职企业', position: '董事长' })).toBe(
      '担任董事长的企业 丁公司',
    )
  })
  it('writes a path with the share at every step and the product', () => {
    expect(pathText(zhang.paths[0])).toBe('张三 → 乙投资有限公司 (60%) → 深圳市甲科技有限公司 (50%) = 30%')
    expect(pathText(zhang.paths[1])).toBe('张三 → 深圳市甲科技有限公司 (10%) = 10%')
  })
})

describe('the whole list', () => {
  it('scanListMore pages every item of a group and filters by level', async () => {
    const More = require('../../../src/pagesScan/scanListMore/scanListMore').default
    h.on('GET', '/yqc/api/v1/risk/items', (_d, q) => ({
      data: {
        total: 2,
        totalText: '2',
        pageNum: 1,
        pageSize: 20,
        list: q.level === 'warn' ? [holderItem] : [legalItem, holderItem],
        totals: { high: 1, warn: 1, info: 0, total: 2 },
      },
    }))
    h.params({ pid: 'P1', group: 'related' })
    const { container } = render(<More />)
    await screen.findByText('法定代表人 张三')
    expect(h.callsTo('/yqc/api/v1/risk/items')[0].query).toMatchObject({ pid: 'P1', group: 'related' })
    fireEvent.click(screen.getByText('警示', { selector: '.risk-chip' }))
    await settle()
    expect(h.callsTo('/yqc/api/v1/risk/items').at(-1)!.query).toMatchObject({ group: 'related', level: 'warn' })
    expect(container.querySelectorAll('.risk-list .risk-item')).toHaveLength(1)
  })
})
