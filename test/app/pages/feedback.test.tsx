import Taro from '@tarojs/taro'
import { fireEvent, render, screen } from '@testing-library/react'
import FeedbackHub from '../../../src/pagesUser/feedback/feedback/feedback'
import MyFeedback from '../../../src/pagesUser/feedback/myFeedback/myFeedback'
import FeedbackDetails from '../../../src/pagesUser/feedback/feedbackDetails/feedbackDetails'
import FeedbackSuc from '../../../src/pagesUser/feedback/feedbackSuc/feedbackSuc'
import { MINE_MENU, visibleMenu } from '../../../src/pages/mine/mine'
import { session } from '../../../src/stores/session'
import type { FeedbackDetail, FeedbackItem } from '../../../contract/schemas/feedback'
import { setupPage, settle, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'

type Any = any
let h: ReturnType<typeof setupPage>
const T0 = new Date(2026, 10, 1, 10, 0).getTime()

const item = (i: number, extra: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: i,
  kind: (['correction', 'fault', 'suggestion'] as const)[i % 3],
  status: 'pending',
  outcome: '',
  summary: `第${i}条反馈`,
  companyName: i % 3 === 0 ? '杭州云企科技有限公司' : '',
  unread: false,
  createdAt: T0 - i * 60_000,
  updatedAt: T0 - i * 60_000,
  ...extra,
})

function serveList(n: number, patch: (i: number) => Partial<FeedbackItem> = () => ({})) {
  h.on('GET', '/user/api/v1/feedback/list', (_d, q) => {
    const pageNum = Number(q.pageNum || 1)
    const pageSize = Number(q.pageSize || 20)
    const all = Array.from({ length: n }, (_, i) => item(i + 1, patch(i + 1)))
    return { data: { total: n, totalText: String(n), pageNum, pageSize, list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize) } }
  })
}

const ACCEPTED: FeedbackDetail = {
  id: 7,
  kind: 'correction',
  status: 'resolved',
  outcome: 'accepted',
  content: '法定代表人已经变更，这里显示的是旧的',
  contact: '13912345678',
  images: [
    { id: 'A'.repeat(24), url: `/files/${'A'.repeat(24)}.png?exp=1&sig=x`, width: 10, height: 10 },
    { id: 'B'.repeat(24), url: `/files/${'B'.repeat(24)}.png?exp=1&sig=y`, width: 10, height: 10 },
  ],
  correction: {
    pid: 'p1',
    companyName: '杭州云企科技有限公司',
    target: 'basic',
    targetLabel: '工商信息',
    field: 'legalPerson',
    fieldLabel: '法定代表人',
    recordId: 0,
    recordTitle: '',
    expected: '法定代表人应为李四',
  },
  reply: { text: '感谢指正，法定代表人已更正为李四', at: T0 + 3_600_000 },
  timeline: [
    { status: 'pending', title: '已提交', text: '我们已收到您的反馈', at: T0 },
    { status: 'resolved', title: '已处理 · 已采纳', text: '感谢指正，法定代表人已更正为李四', at: T0 + 3_600_000 },
  ],
  changes: [
    {
      target: 'basic',
      targetLabel: '工商信息',
      field: 'legalPerson',
      fieldLabel: '法定代表人',
      recordId: 0,
      recordTitle: '',
      oldValue: '张三',
      newValue: '李四',
      source: '国家企业信用信息公示系统',
      at: T0 + 3_600_000,
    },
  ],
  unread: true,
  createdAt: T0,
  updatedAt: T0 + 3_600_000,
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})

describe('意见反馈 hub', () => {
  it('is a row of 我的 now, and offers the three kinds with the promised times', async () => {
    expect(visibleMenu(MINE_MENU).map((r) => r.title)).toContain('意见反馈')
    render(<FeedbackHub />)
    await settle()
    expect(screen.getByTestId('fbh-entry-correction').textContent).toContain('数据纠错')
    expect(screen.getByText('免费，所有用户均可提交')).toBeTruthy()
    expect(screen.getByText('1-3 个工作日内核实处理')).toBeTruthy()
    // signed out: nothing is asked of the server, and each entry goes through sign-in
    expect(h.callsTo('/user/api/v1/feedback/summary')).toHaveLength(0)
    fireEvent.click(screen.getByTestId('fbh-entry-correction'))
    expect(h.spies.navigateTo.mock.calls[0][0].url).toContain('/pagesLogin/phoneLogin/phoneLogin?redirect=')
    expect(decodeURIComponent(h.spies.navigateTo.mock.calls[0][0].url)).toContain('pagesUser/feedback/dataRelated/dataRelated')
  })

  it('signed in: shows the count of replies not yet read on 我的反馈, and opens the forms', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/user/api/v1/feedback/summary', () => ({ data: { total: 5, unread: 2 } }))
    render(<FeedbackHub />)
    await settle()
    expect(screen.getByTestId('fbh-unread').textContent).toBe('2 条新回复')
    fireEvent.click(screen.getByTestId('fbh-entry-fault'))
    fireEvent.click(screen.getByTestId('fbh-entry-suggestion'))
    fireEvent.click(screen.getByTestId('fbh-mine'))
    const urls = h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)
    expect(urls).toEqual([
      '/pagesUser/feedback/dysfunction/dysfunction',
      '/pagesUser/feedback/submitFree/submitFree',
      '/pagesUser/feedback/myFeedback/myFeedback',
    ])
  })

  it('signed in with nothing unread: shows how many were filed', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/user/api/v1/feedback/summary', () => ({ data: { total: 3, unread: 0 } }))
    render(<FeedbackHub />)
    await settle()
    expect(screen.queryByTestId('fbh-unread')).toBeNull()
    expect(screen.getByTestId('fbh-total').textContent).toBe('共 3 条')
  })
})

describe('我的反馈', () => {
  beforeEach(() => session.login(TOKEN, user))

  it('lists each feedback with its kind, first line, status, time and a red dot on an unread reply; pages at the bottom', async () => {
    serveList(25, (i) => (i === 1 ? { status: 'resolved', outcome: 'accepted', unread: true } : i === 2 ? { status: 'processing' } : {}))
    render(<MyFeedback />)
    await settle()
    const rows = screen.getAllByTestId('fbl-item')
    expect(rows).toHaveLength(20)
    expect(screen.getByTestId('fbl-count').textContent).toBe('共 25 条反馈')
    expect(rows[0].textContent).toContain('功能异常')
    expect(rows[0].textContent).toContain('第1条反馈')
    expect(rows[0].textContent).toContain('已处理')
    expect(rows[0].textContent).toContain('2026-11-01 09:59')
    expect(rows[1].textContent).toContain('处理中')
    expect(rows[2].textContent).toContain('待处理')
    expect(rows[2].textContent).toContain('杭州云企科技有限公司')
    expect(screen.getAllByTestId('fbl-dot')).toHaveLength(1)
    expect(rows[0].querySelector('[data-testid=fbl-dot]')).toBeTruthy()

    await reachBottom()
    await settle()
    expect(h.callsTo('/user/api/v1/feedback/list')[1].query).toMatchObject({ pageNum: '2' })
    expect(screen.getAllByTestId('fbl-item')).toHaveLength(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()

    fireEvent.click(rows[0])
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/feedback/feedbackDetails/feedbackDetails?id=1' }),
    )
  })

  it('shows 暂无数据～ when there is none, with the way to write one', async () => {
    serveList(0)
    render(<MyFeedback />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    fireEvent.click(screen.getByTestId('fbl-go'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/feedback/feedback/feedback' }))
  })

  it('offers a retry when the list cannot be loaded', async () => {
    h.on('GET', '/user/api/v1/feedback/list', () => ({ code: '5000', msg: '服务器繁忙，请稍后再试', status: 500 }))
    render(<MyFeedback />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
    serveList(2)
    fireEvent.click(screen.getByTestId('list-retry'))
    await settle()
    expect(screen.getAllByTestId('fbl-item')).toHaveLength(2)
  })
})

describe('反馈详情', () => {
  beforeEach(() => session.login(TOKEN, user))

  it('shows the outcome, the reply, what changed, what was sent and the timeline; opening it reads the reply', async () => {
    h.params({ id: '7' })
    h.on('GET', '/user/api/v1/feedback/detail', () => ({ data: ACCEPTED }))
    h.on('POST', '/user/api/v1/feedback/read', () => ({ data: { unread: 0 } }))
    const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' } as Any)
    render(<FeedbackDetails />)
    await settle()
    expect(h.callsTo('/user/api/v1/feedback/detail')[0].query).toEqual({ id: '7' })
    expect(screen.getByTestId('fbd-status').textContent).toContain('已处理 · 已采纳')
    expect(screen.getByTestId('fbd-reply').textContent).toContain('感谢指正，法定代表人已更正为李四')
    const changes = screen.getByTestId('fbd-changes').textContent!
    expect(changes).toContain('工商信息 · 法定代表人')
    expect(changes).toContain('张三')
    expect(screen.getByTestId('fbd-change-new').textContent).toBe('李四')
    expect(changes).toContain('来源：国家企业信用信息公示系统')
    expect(screen.getByTestId('fbd-content').textContent).toBe('法定代表人已经变更，这里显示的是旧的')
    expect(screen.getByText('法定代表人应为李四')).toBeTruthy()
    expect(screen.getByText('139****5678')).toBeTruthy()
    const steps = screen.getAllByTestId('fbd-step')
    expect(steps).toHaveLength(2)
    expect(steps[0].textContent).toMatch(/^已处理 · 已采纳2026-11-01 11:00感谢指正/)
    expect(steps[1].textContent).toMatch(/^已提交2026-11-01 10:00/)
    expect(h.callsTo('/user/api/v1/feedback/read')[0].data).toEqual({ id: 7 })

    fireEvent.click(screen.getAllByTestId('fbd-image')[1])
    expect(preview).toHaveBeenCalledWith({ current: ACCEPTED.images[1].url, urls: ACCEPTED.images.map((i) => i.url) })
    fireEvent.click(screen.getByText('杭州云企科技有限公司'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=p1' }))
  })

  it('a pending fault report: no reply yet, the device it was sent from, and nothing to mark read', async () => {
    h.params({ id: '8' })
    const fault: FeedbackDetail = {
      ...ACCEPTED,
      id: 8,
      kind: 'fault',
      status: 'pending',
      outcome: '',
      content: '点击风险扫描后页面一直转圈',
      contact: '',
      images: [],
      correction: undefined,
      fault: {
        feature: 'risk',
        featureLabel: '风险扫描',
        appVersion: '1.0.1',
        brand: 'Apple',
        model: 'iPhone 15',
        system: 'iOS 17.2',
        platform: 'ios',
      },
      reply: undefined,
      timeline: [ACCEPTED.timeline[0]],
      changes: [],
      unread: false,
    }
    h.on('GET', '/user/api/v1/feedback/detail', () => ({ data: fault }))
    render(<FeedbackDetails />)
    await settle()
    expect(screen.getByTestId('fbd-status').textContent).toContain('待处理')
    expect(screen.getByTestId('fbd-status').textContent).toContain('1 个工作日内响应')
    expect(screen.queryByTestId('fbd-reply')).toBeNull()
    expect(screen.queryByTestId('fbd-changes')).toBeNull()
    expect(screen.getByText('版本 1.0.1 · iPhone 15 · iOS 17.2')).toBeTruthy()
    expect(h.callsTo('/user/api/v1/feedback/read')).toHaveLength(0)
  })

  it('another user’s feedback reads as not found, with a retry', async () => {
    h.params({ id: '9' })
    h.on('GET', '/user/api/v1/feedback/detail', () => ({ code: '4040', msg: '反馈不存在', status: 404 }))
    render(<FeedbackDetails />)
    await settle()
    expect(screen.getByText('反馈不存在')).toBeTruthy()
    expect(screen.getByTestId('fbd-retry')).toBeTruthy()
  })
})

describe('提交成功', () => {
  beforeEach(() => session.login(TOKEN, user))

  it('says what happens next for the kind, and leads to 我的反馈 or back', async () => {
    h.params({ kind: 'correction' })
    render(<FeedbackSuc />)
    await settle()
    expect(screen.getByTestId('fbs-next').textContent).toContain('1-3 个工作日内核实处理')
    fireEvent.click(screen.getByTestId('fbs-mine'))
    expect(h.spies.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/feedback/myFeedback/myFeedback' }))
    fireEvent.click(screen.getByTestId('fbs-back'))
    expect(h.spies.navigateBack).toHaveBeenCalled()
  })
})
