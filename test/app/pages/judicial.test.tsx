import { render, screen, fireEvent } from '@testing-library/react'
import DishonestDebtor from '../../../src/pagesJudicial/dishonestDebtor/dishonestDebtor'
import ExecutedPerson from '../../../src/pagesJudicial/executedPerson/executedPerson'
import DishonestQuery from '../../../src/pagesJudicial/dishonestDebtor/query'
import Results from '../../../src/pagesJudicial/dishonestDebtor/results'
import Detail from '../../../src/pagesJudicial/dishonestDebtor/detail'
import { queryProblem } from '../../../src/pagesJudicial/shared/QueryForm'
import { setupPage, settle, typeInto } from './harness'
import { reachBottom } from './reachBottom'
import type { JudicialDetail, JudicialEntry } from '../../../contract/schemas/judicial'
import type { JudicialKind } from '../../../contract/domain/judicial'

let h: ReturnType<typeof setupPage>

const OVERVIEW = '/yqc/api/v1/judicial/overview'
const SEARCH = '/yqc/api/v1/judicial/search'
const DETAIL = '/yqc/api/v1/judicial/detail'

const entry = (i: number, kind: JudicialKind = 'dishonest', extra: Partial<JudicialEntry> = {}): JudicialEntry => ({
  id: i,
  kind,
  name: `老赖测试公司${i}`,
  pid: `P${i}`,
  creditCode: `91330106MA2J00${String(i).padStart(4, '0')}`,
  refNo: `（2025）浙0106执${1000 + i}号`,
  court: '杭州市西湖区人民法院',
  date: `2025-0${(i % 9) + 1}-15`,
  amount: 100 + i,
  performance: kind === 'dishonest' ? '全部未履行' : '执行中',
  provinceName: '浙江省',
  isCurrent: true,
  ...extra,
})

/** the server: 45 dishonest entries for 恒信, 0 for anything else, pages of 20 */
function serve() {
  h.on('GET', OVERVIEW, (_d, q) => ({
    data: {
      kind: q.kind,
      total: 12345,
      currentTotal: 9000,
      last30Days: 321,
      recent: [entry(1, q.kind as JudicialKind), entry(2, q.kind as JudicialKind, { isCurrent: false })],
    },
  }))
  h.on('GET', SEARCH, (_d, q) => {
    const all = q.keyword === '恒信' ? Array.from({ length: 45 }, (_, i) => entry(i + 1, q.kind as JudicialKind)) : []
    const pageNum = Number(q.pageNum || 1)
    const pageSize = Number(q.pageSize || 20)
    return {
      data: {
        total: all.length,
        totalText: String(all.length),
        pageNum,
        pageSize,
        list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        keyword: q.keyword ?? '',
        tookMs: 1,
      },
    }
  })
}

beforeEach(() => {
  h = setupPage()
  h.params({})
})
afterEach(() => jest.restoreAllMocks())

describe('查老赖 landing', () => {
  it('explains the list, shows totals and the newest entries, and opens one', async () => {
    serve()
    render(<DishonestDebtor />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    expect(screen.getByText('什么是失信被执行人？')).toBeTruthy()
    expect(screen.getByText(/俗称“老赖”/)).toBeTruthy()
    expect(screen.getByText('1.23万')).toBeTruthy()
    expect(screen.getByText('当前在列')).toBeTruthy()
    expect(screen.getByText('321')).toBeTruthy()
    expect(screen.getByText('老赖测试公司1')).toBeTruthy()
    expect(screen.getByText('已移除')).toBeTruthy()
    expect(h.callsTo(OVERVIEW)[0].query.kind).toBe('dishonest')
    fireEvent.click(screen.getByText('老赖测试公司1'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesJudicial/dishonestDebtor/detail?id=1' }))
  })

  it('searches a keyword and refuses one of 1 character in Chinese', async () => {
    serve()
    render(<DishonestDebtor />)
    await settle()
    typeInto(screen.getByTestId('jd-keyword'), '恒')
    fireEvent.click(screen.getByText('查询'))
    expect(screen.getByText('关键词不能少于2个字符')).toBeTruthy()
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    typeInto(screen.getByTestId('jd-keyword'), ' (2025)浙0106执1001号 ')
    fireEvent.click(screen.getByText('查询'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: `/pagesJudicial/dishonestDebtor/results?kind=dishonest&keyword=${encodeURIComponent('（2025）浙0106执1001号')}`,
      }),
    )
  })

  it('has its own page for 被执行人, linked from 查老赖', async () => {
    serve()
    render(<ExecutedPerson />)
    await settle()
    expect(screen.getByText('什么是被执行人？')).toBeTruthy()
    expect(screen.getByText('尚未结案')).toBeTruthy()
    expect(screen.getByText('已结案')).toBeTruthy()
    expect(h.callsTo(OVERVIEW)[0].query.kind).toBe('executed')
    fireEvent.click(screen.getByText('查失信被执行人 ›'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesJudicial/dishonestDebtor/dishonestDebtor' }))
  })

  it('says so when the overview fails', async () => {
    h.on('GET', OVERVIEW, () => ({ code: '5000', msg: '服务器繁忙，请稍后再试', status: 500 }))
    render(<DishonestDebtor />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
  })
})

describe('search form', () => {
  it('needs a keyword of 2+ characters, or a province or a date, in order', () => {
    expect(queryProblem('', '', '', '')).toBe('请输入企业名称、人名、证件号码或案号，或选择地区、日期')
    expect(queryProblem('张', '', '', '')).toBe('关键词不能少于2个字符')
    expect(queryProblem('', '330000', '', '')).toBe('')
    expect(queryProblem('张伟', '', '2025-02-01', '2025-01-01')).toBe('开始日期不能晚于结束日期')
    expect(queryProblem('张伟', '', '2025-01-01', '2025-02-01')).toBe('')
  })

  it('sends the keyword to the results, and refuses an empty search', async () => {
    h.on('GET', '/user/condition/provinceRegionsTree', () => ({ data: [{ code: '330000', name: '浙江省', children: [] }] }))
    h.params({ keyword: encodeURIComponent('恒信') })
    render(<DishonestQuery />)
    await settle()
    expect(screen.getByText('全部地区 ›')).toBeTruthy()
    fireEvent.click(screen.getByText('查询'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: `/pagesJudicial/dishonestDebtor/results?kind=dishonest&keyword=${encodeURIComponent('恒信')}` }),
    )
    fireEvent.click(screen.getByText('重置'))
    fireEvent.click(screen.getByText('查询'))
    expect(screen.getByText('请输入企业名称、人名、证件号码或案号，或选择地区、日期')).toBeTruthy()
    expect(h.spies.navigateTo).toHaveBeenCalledTimes(1)
    typeInto(screen.getByTestId('jd-query-keyword'), '张')
    fireEvent.click(screen.getByText('查询'))
    expect(screen.getByText('关键词不能少于2个字符')).toBeTruthy()
  })
})

describe('results', () => {
  it('pages with a skeleton first, switches lists and opens an entry', async () => {
    serve()
    h.params({ kind: 'dishonest', keyword: encodeURIComponent('恒信'), province: '330000', provinceName: encodeURIComponent('浙江省') })
    render(<Results />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    expect(screen.getByText(/“恒信” · 浙江省 共 45 条/)).toBeTruthy()
    expect(screen.getAllByText('全部未履行')).toHaveLength(20)
    expect(h.callsTo(SEARCH)[0].query).toMatchObject({ kind: 'dishonest', keyword: '恒信', province: '330000', pageNum: '1' })
    await reachBottom()
    await settle()
    expect(screen.getAllByText('全部未履行')).toHaveLength(40)
    await reachBottom()
    await settle()
    expect(screen.getAllByText('全部未履行')).toHaveLength(45)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    fireEvent.click(screen.getByText('被执行人'))
    await settle()
    expect(h.callsTo(SEARCH).pop()!.query).toMatchObject({ kind: 'executed', pageNum: '1' })
    expect(screen.getAllByText('执行中')).toHaveLength(20)
    fireEvent.click(screen.getByText('老赖测试公司3'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesJudicial/dishonestDebtor/detail?id=3' }))
  })

  it('names a province sent by its code alone after the entries of it', async () => {
    serve()
    h.params({ kind: 'dishonest', keyword: encodeURIComponent('恒信'), province: '330000', start: '2024-01-01' })
    render(<Results />)
    await settle()
    expect(screen.getByText(/“恒信” · 浙江省 · 2024-01-01 至 不限 共 45 条/)).toBeTruthy()
    expect(h.callsTo(SEARCH)[0].query).toMatchObject({ province: '330000', start: '2024-01-01' })
  })

  it('says 暂无数据～ when nothing matches', async () => {
    serve()
    h.params({ kind: 'dishonest', keyword: encodeURIComponent('无此人') })
    render(<Results />)
    await settle()
    expect(screen.getByText('暂无数据～ 没有找到符合条件的失信被执行人')).toBeTruthy()
  })

  it('shows the refusal of the server', async () => {
    h.on('GET', SEARCH, () => ({ code: '4000', msg: '关键词不能少于2个字符', status: 400 }))
    h.params({ kind: 'dishonest', keyword: '恒' })
    render(<Results />)
    await settle()
    expect(screen.getByText('关键词不能少于2个字符')).toBeTruthy()
  })
})

describe('detail', () => {
  const detail = (kind: JudicialKind, extra: Partial<JudicialDetail> = {}): JudicialDetail => ({
    ...entry(7, kind),
    applicants: [{ name: '宁波申请人有限公司', role: '申请执行人', pid: 'A1' }],
    basisNo: '（2024）浙0106民初88号',
    basisUnit: '杭州市西湖区人民法院',
    duty: '被执行人向申请执行人支付107万元及利息',
    behavior: kind === 'dishonest' ? '违反财产报告制度' : '',
    publishDate: '2025-03-01',
    caseRefNo: '（2024）浙0106民初88号',
    record: {
      id: 7,
      dimension: kind === 'dishonest' ? 'dishonestExecutor' : 'executor',
      date: '2025-08-15',
      amount: 107,
      title: '',
      refNo: '',
      status: '',
      parties: [],
      fields: {},
      source: '中国执行信息公开网',
      capturedAt: '2026-10-01 08:00:00',
      isCurrent: true,
    },
    ...extra,
  })

  it('shows the case, the duty, its performance and the behaviour, with links', async () => {
    h.on('GET', DETAIL, () => ({ data: detail('dishonest') }))
    h.params({ id: '7' })
    render(<Detail />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    for (const text of [
      '（2025）浙0106执1007号',
      '杭州市西湖区人民法院',
      '2025-08-15',
      '107.00万元',
      '被执行人向申请执行人支付107万元及利息',
      '全部未履行',
      '违反财产报告制度',
      '生效法律文书确定的义务',
      '失信行为具体情形',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    fireEvent.click(screen.getByText('查看企业详情'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P7' }))
    fireEvent.click(screen.getByText('宁波申请人有限公司'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=A1' }))
    fireEvent.click(screen.getByText('查看案件'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesLaw/caseDetail/caseDetail?id=7' }))
  })

  it('links a person to the person page and shows the amount of an executed case', async () => {
    h.on('GET', DETAIL, () => ({ data: detail('executed', { pid: undefined, personId: 'X9', name: '庞统', creditCode: '' }) }))
    h.params({ id: '7' })
    render(<Detail />)
    await settle()
    expect(screen.getByText('执行标的')).toBeTruthy()
    expect(screen.getByText('案件状态')).toBeTruthy()
    expect(screen.queryByText('失信行为具体情形')).toBeNull()
    fireEvent.click(screen.getByText('查看人员详情'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X9' }),
    )
  })

  it('says so when the record is gone', async () => {
    h.on('GET', DETAIL, () => ({ code: '4040', msg: '该记录不存在或已删除', status: 404 }))
    h.params({ id: '99' })
    render(<Detail />)
    await settle()
    expect(screen.getByText('该记录不存在或已删除')).toBeTruthy()
  })
})
