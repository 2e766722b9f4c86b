import { render, screen, fireEvent } from '@testing-library/react'
import JudicialData from '../../../src/pagesJudicial/judicialData/index'
import CaseSearch from '../../../src/pagesJudicial/judicialData/search'
import CaseResults from '../../../src/pagesJudicial/judicialData/list/index'
import CaseWatch from '../../../src/pagesJudicial/judicialData/mine/index'
import CaseWatchPush from '../../../src/pagesJudicial/judicialData/mine/pushSet'
import CaseWatchRules from '../../../src/pagesJudicial/judicialData/mine/monitorRules'
import CaseWatchWechat from '../../../src/pagesJudicial/judicialData/mine/bindwx'
import CaseMonitor from '../../../src/pagesJudicial/judicialData/monitor/index'
import CreditDig from '../../../src/pagesJudicial/creditDigData/index'
import CreditDigList from '../../../src/pagesJudicial/creditDigData/list/list'
import { caseFormProblem } from '../../../src/pagesJudicial/judicialData/shared/caseQuery'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { CaseItem, WatchAlert, WatchParty, WatchSetting, CreditCompany } from '../../../contract/schemas/judicialData'

let h: ReturnType<typeof setupPage>

const OVERVIEW = '/yqc/api/v1/judicialData/overview'
const SEARCH = '/yqc/api/v1/judicialData/search'
const PARTIES = '/yqc/api/v1/judicialData/parties'
const ADD = '/yqc/api/v1/judicialData/parties/add'
const REMOVE = '/yqc/api/v1/judicialData/parties/remove'
const SETTING = '/yqc/api/v1/judicialData/setting'
const ALERTS = '/yqc/api/v1/judicialData/alerts'
const READ = '/yqc/api/v1/judicialData/alerts/read'
const NOTICES = '/user/api/v1/subscriptions/notices'
const CREDIT = '/yqc/api/v1/creditDig/overview'
const CREDIT_SEARCH = '/yqc/api/v1/creditDig/search'
const FAIL = { code: '5000', msg: '服务器繁忙，请稍后再试', status: 500 }

const aCase = (i: number, extra: Partial<CaseItem> = {}): CaseItem => ({
  id: i,
  kind: 'courtSession',
  kindLabel: '开庭公告',
  title: `明澜科技与原告${i}买卖合同纠纷`,
  refNo: `（2025）苏0508民初${100 + i}号`,
  court: '苏州市姑苏区人民法院',
  cause: '买卖合同纠纷',
  date: `2025-0${(i % 9) + 1}-10`,
  parties: [
    { name: `原告${i}有限公司`, role: '原告' },
    { name: '苏州明澜科技有限公司', role: '被告', pid: 'P1' },
  ],
  ...extra,
})
const page = <T,>(all: T[], q: Record<string, string>) => {
  const pageNum = Number(q.pageNum || 1)
  const pageSize = Number(q.pageSize || 20)
  return {
    total: all.length,
    totalText: String(all.length),
    pageNum,
    pageSize,
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  }
}
const setting = (extra: Partial<WatchSetting> = {}): WatchSetting => ({
  enabled: true,
  kinds: ['caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument'],
  frequency: 'instant',
  dailyTime: '09:00',
  wxRemaining: 0,
  lastPushAt: null,
  ...extra,
})
const party = (id: number, name: string, extra: Partial<WatchParty> = {}): WatchParty => ({
  id,
  name,
  createdAt: 1,
  cases: 0,
  unread: 0,
  latest: '',
  ...extra,
})

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('司法案件 landing', () => {
  const serve = () =>
    h.on('GET', OVERVIEW, () => ({
      data: {
        total: 4321,
        kinds: [
          { kind: 'caseFiling', label: '立案信息', total: 1200, last30Days: 12 },
          { kind: 'courtSession', label: '开庭公告', total: 1100, last30Days: 9 },
          { kind: 'courtAnnouncement', label: '法院公告', total: 800, last30Days: 3 },
          { kind: 'judgmentDocument', label: '裁判文书', total: 1221, last30Days: 7 },
        ],
        recent: [aCase(1), aCase(2, { kind: 'courtAnnouncement', kindLabel: '法院公告' })],
      },
    }))

  it('shows a skeleton, then the counts by kind as a chart and the newest cases; a case opens on its record page', async () => {
    serve()
    render(<JudicialData />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    expect(screen.getByText('收录案件 4321 件')).toBeTruthy()
    expect(screen.getByText('近30天 12')).toBeTruthy()
    expect(screen.getAllByTestId('jc-case')).toHaveLength(2)
    fireEvent.click(screen.getByText('明澜科技与原告1买卖合同纠纷'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesLaw/caseDetail/caseDetail?id=1' }))
    fireEvent.click(screen.getByText('明澜科技与原告2买卖合同纠纷'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesLaw/courtAnnouncement/courtAnnouncement?id=2' }),
    )
  })

  it('searches a party, refusing one of 1 character in Chinese', async () => {
    serve()
    render(<JudicialData />)
    await settle()
    typeInto(screen.getByTestId('jc-party'), '明')
    fireEvent.click(screen.getByTestId('jc-go'))
    expect(screen.getByText('当事人名称不能少于2个字')).toBeTruthy()
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    typeInto(screen.getByTestId('jc-party'), ' 明澜 科技 ')
    fireEvent.click(screen.getByTestId('jc-go'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: `/pagesJudicial/judicialData/list/index?party=${encodeURIComponent('明澜科技')}` }),
    )
    fireEvent.click(screen.getByTestId('jc-entry-monitor'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesJudicial/judicialData/monitor/index' }))
  })

  it('says why when the overview fails and loads again on 重新加载', async () => {
    h.on('GET', OVERVIEW, () => FAIL)
    render(<JudicialData />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
    serve()
    fireEvent.click(screen.getByTestId('jc-retry'))
    await settle()
    expect(screen.getByText('收录案件 4321 件')).toBeTruthy()
  })
})

describe('案件搜索 and 案件列表', () => {
  it('needs one condition, checks dates and sends the conditions to the list', () => {
    const blank = { party: '', court: '', cause: '', kind: '', start: '', end: '' }
    expect(caseFormProblem(blank)).toBe('请输入当事人、法院或案由，或选择案件类型、日期')
    expect(caseFormProblem({ ...blank, court: '法' })).toBe('法院不能少于2个字')
    expect(caseFormProblem({ ...blank, start: '2025-02-01', end: '2025-01-01' })).toBe('开始日期不能晚于结束日期')
    expect(caseFormProblem({ ...blank, kind: 'caseFiling' })).toBe('')
    render(<CaseSearch />)
    fireEvent.click(screen.getByTestId('jc-form-go'))
    expect(screen.getByTestId('jc-form-problem').textContent).toContain('请输入当事人')
    typeInto(screen.getByTestId('jc-form-court'), '姑苏区法院')
    fireEvent.click(screen.getByText('裁判文书'))
    fireEvent.click(screen.getByTestId('jc-form-go'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: `/pagesJudicial/judicialData/list/index?court=${encodeURIComponent('姑苏区法院')}&kind=judgmentDocument`,
      }),
    )
  })

  it('lists the cases page by page with the conditions and the total', async () => {
    const all = Array.from({ length: 45 }, (_, i) => aCase(i + 1))
    h.on('GET', SEARCH, (_d, q) => ({ data: { ...page(all, q), tookMs: 1 } }))
    h.params({ party: encodeURIComponent('明澜科技'), kind: 'courtSession' })
    render(<CaseResults />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    expect(screen.getByTestId('jc-summary').textContent).toBe('当事人“明澜科技” · 开庭公告 共 45 件')
    expect(h.callsTo(SEARCH)[0].query).toMatchObject({ party: '明澜科技', kind: 'courtSession', pageNum: '1' })
    expect(screen.getAllByTestId('jc-case')).toHaveLength(20)
    await reachBottom()
    await settle()
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('jc-case')).toHaveLength(45)
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('says 暂无数据～ when nothing matches and offers 重试 when the search fails', async () => {
    h.on('GET', SEARCH, (_d, q) => ({ data: { ...page([], q), tookMs: 1 } }))
    h.params({ party: encodeURIComponent('无此当事人') })
    const { unmount } = render(<CaseResults />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    unmount()
    h.on('GET', SEARCH, () => ({ code: '4000', msg: '当事人不能少于2个字', status: 400 }))
    render(<CaseResults />)
    await settle()
    expect(screen.getByText('当事人不能少于2个字')).toBeTruthy()
    expect(screen.getByTestId('list-retry')).toBeTruthy()
  })
})

describe('我的监控', () => {
  it('says there is nothing monitored, adds a party, and removes it', async () => {
    let list: WatchParty[] = []
    h.on('GET', PARTIES, () => ({ data: { list, max: 50 } }))
    h.on('GET', SETTING, () => ({ data: setting({ frequency: 'daily', wxRemaining: 2 }) }))
    h.on('POST', ADD, (d) => {
      const p = party(7, String(d.name))
      list = [p]
      return { data: p }
    })
    h.on('POST', REMOVE, () => ((list = []), { data: null }))
    render(<CaseWatch />)
    await settle()
    expect(screen.getByText('暂无数据～ 添加企业或个人名称开始监控')).toBeTruthy()
    expect(screen.getByText('每日汇总 ›')).toBeTruthy()
    expect(screen.getByText('剩余 2 次 ›')).toBeTruthy()
    typeInto(screen.getByTestId('jc-watch-name'), '张')
    fireEvent.click(screen.getByTestId('jc-watch-add'))
    expect(screen.getByText('监控对象名称不能少于2个字')).toBeTruthy()
    expect(h.callsTo(ADD)).toHaveLength(0)
    typeInto(screen.getByTestId('jc-watch-name'), '苏州明澜科技有限公司')
    fireEvent.click(screen.getByTestId('jc-watch-add'))
    await settle()
    expect(h.callsTo(ADD)[0].data).toEqual({ name: '苏州明澜科技有限公司' })
    expect(screen.getByText('苏州明澜科技有限公司')).toBeTruthy()
    expect(screen.getByText('监控对象（1/50）')).toBeTruthy()
    fireEvent.click(screen.getByText('取消监控'))
    await settle()
    expect(h.callsTo(REMOVE)[0].data).toEqual({ id: 7 })
    expect(screen.queryByText('苏州明澜科技有限公司')).toBeNull()
  })

  it('shows each party with its new cases and opens its cases', async () => {
    h.on('GET', PARTIES, () => ({ data: { list: [party(3, '甲公司', { cases: 2, unread: 1, latest: '2026-10-28' })], max: 50 } }))
    h.on('GET', SETTING, () => ({ data: setting() }))
    render(<CaseWatch />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    expect(screen.getByText('新案件 2 件 · 最近 2026-10-28')).toBeTruthy()
    expect(screen.getByText('1 条未读 ›')).toBeTruthy()
    fireEvent.click(screen.getByText('甲公司'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesJudicial/judicialData/monitor/index?partyId=3' }),
    )
  })

  it('says why when the parties fail to load', async () => {
    h.on('GET', PARTIES, () => FAIL)
    h.on('GET', SETTING, () => ({ data: setting() }))
    render(<CaseWatch />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
  })
})

describe('推送设置, 监控规则 and 微信提醒', () => {
  it('saves the frequency and the daily time shows once 每日汇总 is chosen; the last kind cannot be switched off', async () => {
    h.on('GET', SETTING, () => ({ data: setting({ kinds: ['caseFiling'] }) }))
    h.on('POST', SETTING, (d) => ({ data: setting({ kinds: ['caseFiling'], ...(d as Partial<WatchSetting>) }) }))
    render(<CaseWatchPush />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    expect(screen.queryByText('每天推送时间')).toBeNull()
    fireEvent.click(screen.getByTestId('jc-push-daily'))
    await settle()
    expect(h.callsTo(SETTING).filter((c) => c.method === 'POST')[0].data).toEqual({ frequency: 'daily' })
    expect(screen.getByText('每天推送时间')).toBeTruthy()
    fireEvent.click(screen.getByText('✓ 立案信息'))
    expect(h.toasts().pop()).toMatchObject({ title: '至少保留一种案件类型' })
    fireEvent.click(screen.getByText('裁判文书'))
    await settle()
    expect(h.callsTo(SETTING).filter((c) => c.method === 'POST')[1].data).toEqual({ kinds: ['caseFiling', 'judgmentDocument'] })
  })

  it('states the rules in plain words', () => {
    render(<CaseWatchRules />)
    expect(screen.getByText('什么算新案件')).toBeTruthy()
    expect(screen.getByText(/同一案号只提醒一次/)).toBeTruthy()
    expect(screen.getByText(/每日汇总：每天在设定的时间/)).toBeTruthy()
  })

  it('shows the WeChat notice state; outside the mini-program it explains where to switch it on', async () => {
    h.on('GET', NOTICES, () => ({
      data: {
        list: [{ kind: 'judicial', title: '司法推送', desc: '新案件推送', templateId: 't', subscribed: true, remaining: 3, acceptedAt: 1 }],
      },
    }))
    h.on('POST', '/user/api/v1/subscriptions/notices/cancel', () => ({
      data: {
        list: [
          { kind: 'judicial', title: '司法推送', desc: '新案件推送', templateId: 't', subscribed: false, remaining: 0, acceptedAt: null },
        ],
      },
    }))
    render(<CaseWatchWechat />)
    await settle()
    expect(screen.getByTestId('jc-wx-state').textContent).toBe('已开启，剩余 3 次提醒')
    expect(screen.getByText(/需要在微信中开启/)).toBeTruthy()
    expect(screen.queryByTestId('jc-wx-on')).toBeNull()
    fireEvent.click(screen.getByTestId('jc-wx-off'))
    await settle()
    expect(screen.getByTestId('jc-wx-state').textContent).toBe('未开启')
  })
})

describe('案件监控', () => {
  const alert = (i: number, read = false): WatchAlert => ({ id: i, partyId: 3, partyName: '甲公司', read, createdAt: 1, case: aCase(i) })

  it('lists new cases newest first with unread marks; opening one reads it, 全部已读 reads all', async () => {
    h.on('GET', PARTIES, () => ({ data: { list: [party(3, '甲公司')], max: 50 } }))
    h.on('GET', ALERTS, (_d, q) => ({ data: { ...page([alert(1), alert(2), alert(3, true)], q), unread: 2 } }))
    h.on('POST', READ, () => ({ data: { unread: 0 } }))
    render(<CaseMonitor />)
    await settle()
    expect(screen.getByTestId('jc-alerts-summary').textContent).toBe('共 3 件新案件 · 2 件未读')
    expect(screen.getAllByTestId('jc-unread')).toHaveLength(2)
    fireEvent.click(screen.getByText('明澜科技与原告1买卖合同纠纷'))
    await settle()
    expect(h.callsTo(READ)[0].data).toEqual({ id: 1 })
    expect(screen.getAllByTestId('jc-unread')).toHaveLength(1)
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesLaw/caseDetail/caseDetail?id=1' }))
    fireEvent.click(screen.getByTestId('jc-read-all'))
    await settle()
    expect(h.callsTo(READ)[1].data).toEqual({})
    expect(screen.queryAllByTestId('jc-unread')).toHaveLength(0)
    fireEvent.click(screen.getByText('甲公司'))
    await settle()
    expect(h.callsTo(ALERTS).pop()!.query).toMatchObject({ partyId: '3' })
  })

  it('says 暂无数据～ when no new case was found, and offers 重试 when loading fails', async () => {
    h.on('GET', PARTIES, () => ({ data: { list: [], max: 50 } }))
    h.on('GET', ALERTS, (_d, q) => ({ data: { ...page([], q), unread: 0 } }))
    const { unmount } = render(<CaseMonitor />)
    await settle()
    expect(screen.getByText('暂无数据～ 监控对象出现新案件时会显示在这里')).toBeTruthy()
    unmount()
    h.on('GET', ALERTS, () => FAIL)
    render(<CaseMonitor />)
    await settle()
    expect(screen.getByTestId('list-retry')).toBeTruthy()
  })
})

describe('信用挖掘', () => {
  const company = (i: number): CreditCompany => ({
    pid: `C${i}`,
    name: `风险测试公司${i}`,
    regionName: '江苏省 苏州市',
    industry: '制造业',
    status: '存续',
    legalPerson: '王五',
    total: 3,
    latest: '2025-04-02',
    signals: [
      { kind: 'executor', label: '被执行', count: 2 },
      { kind: 'taxArrears', label: '欠税', count: 1 },
    ],
  })

  it('charts the companies per signal and opens one kind', async () => {
    h.on('GET', CREDIT, () => ({
      data: {
        companies: 987,
        kinds: [
          { kind: 'dishonestExecutor', label: '失信被执行', companies: 120, last30Days: 4 },
          { kind: 'executor', label: '被执行', companies: 400, last30Days: 10 },
          { kind: 'restrictHighConsumption', label: '限制高消费', companies: 90, last30Days: 1 },
          { kind: 'taxArrears', label: '欠税', companies: 60, last30Days: 0 },
          { kind: 'businessAnomaly', label: '经营异常', companies: 200, last30Days: 2 },
          { kind: 'adminPenalty', label: '行政处罚', companies: 300, last30Days: 5 },
        ],
      },
    }))
    render(<CreditDig />)
    expect(screen.getByLabelText('加载中')).toBeTruthy()
    await settle()
    expect(screen.getByTestId('cd-companies').textContent).toBe('987')
    expect(screen.getByText('400 家 · 近30天 +10 ›')).toBeTruthy()
    fireEvent.click(screen.getByTestId('cd-kind-taxArrears'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesJudicial/creditDigData/list/list?kind=taxArrears' }),
    )
  })

  it('says why when the overview fails', async () => {
    h.on('GET', CREDIT, () => FAIL)
    render(<CreditDig />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
  })

  it('lists the companies with their signals counted, page by page, and 暂无数据～ when none', async () => {
    const all = Array.from({ length: 25 }, (_, i) => company(i + 1))
    h.on('GET', CREDIT_SEARCH, (_d, q) => ({ data: { ...page(q.industry === 'T' ? [] : all, q), tookMs: 1 } }))
    h.params({ province: '320500', provinceName: encodeURIComponent('江苏省 苏州市'), kind: 'executor' })
    const { unmount } = render(<CreditDigList />)
    await settle()
    expect(screen.getByTestId('cd-summary').textContent).toBe('江苏省 苏州市 · 被执行 共 25 家')
    expect(h.callsTo(CREDIT_SEARCH)[0].query).toMatchObject({ province: '320500', kind: 'executor' })
    expect(screen.getAllByTestId('cd-company')).toHaveLength(20)
    expect(screen.getAllByText('被执行 2')).toHaveLength(20)
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('cd-company')).toHaveLength(25)
    fireEvent.click(screen.getByText('风险测试公司1'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=C1' }))
    unmount()
    h.params({ industry: 'T' })
    render(<CreditDigList />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})
