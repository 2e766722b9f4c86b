import { act, render, screen, fireEvent } from '@testing-library/react'
import PropertyCluesResult from '../../../src/pagesScenario/propertyClues/home/result'
import PropertyCluesSearch from '../../../src/pagesScenario/propertyClues/home/search'
import PropertyCluesCollect from '../../../src/pagesScenario/propertyClues/mine/collect'
import PropertyCluesSetting from '../../../src/pagesScenario/propertyClues/mine/setting'
import PropertyCluesMonitorList from '../../../src/pagesScenario/propertyClues/monitorlist/index'
import PropertyCluesAddMonitor from '../../../src/pagesScenario/propertyClues/monitorlist/addMonitor'
import PropertyCluesRelate from '../../../src/pagesScenario/propertyClues/monitorlist/addPropertyRelate'
import PropertyCluesMonitor from '../../../src/pagesScenario/propertyClues/clueMonitor/index'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import type { ClueAlert, ClueItem, ClueSummary, MyDebtor } from '../../../contract/schemas/propertyClues'
import { CLUE_KINDS, CLUE_KIND_HINTS, CLUE_KIND_LABELS } from '../../../contract/domain/propertyClues'

let h: ReturnType<typeof setupPage>

const P = '/yqc/api/v1/propertyClues'
const FAIL = { code: '5000', msg: '服务器繁忙，请稍后再试', status: 500 }

const clue = (i: number, extra: Partial<ClueItem> = {}): ClueItem => ({
  key: `r${i}`,
  kind: 'land',
  kindLabel: '土地使用权',
  dimension: 'land',
  dimensionLabel: '土地信息',
  recordId: 100 + i,
  pid: 'D1',
  title: `西湖区${i}号地块`,
  amount: 300,
  date: `2025-0${(i % 9) + 1}-01`,
  source: '中国土地市场网',
  refNo: `L${i}`,
  status: '',
  note: '工业用地',
  ...extra,
})
const summary = (counts: Partial<Record<string, [number, number]>>, mine: ClueSummary['mine'] = null): ClueSummary => {
  const kinds = CLUE_KINDS.map((k) => ({
    kind: k,
    label: CLUE_KIND_LABELS[k],
    hint: CLUE_KIND_HINTS[k],
    count: counts[k]?.[0] ?? 0,
    amount: counts[k]?.[1] ?? 0,
  }))
  return {
    debtor: { kind: 'company', id: 'D1', name: '杭州欠款贸易有限公司', subtitle: '存续 · 法定代表人 王五' },
    count: kinds.reduce((n, k) => n + k.count, 0),
    amount: kinds.reduce((n, k) => n + k.amount, 0),
    kinds,
    mine,
  }
}
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
const debtor = (id: number, extra: Partial<MyDebtor> = {}): MyDebtor => ({
  id,
  debtor: { kind: 'company', id: `D${id}`, name: `债务人${id}有限公司`, subtitle: '' },
  collected: true,
  monitored: true,
  caseNo: '',
  note: '',
  clueCount: 3,
  clueAmount: 450,
  newClues: 0,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
})

afterEach(() => jest.useRealTimers())

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('财产线索详情', () => {
  it('shows a skeleton, then the totals, the kinds as bars and the clues; a kind filters the list', async () => {
    h.params({ debtorKind: 'company', debtorId: 'D1' })
    h.on('GET', `${P}/summary`, () => ({ data: summary({ land: [2, 600], equity: [1, 100] }) }))
    h.on('GET', `${P}/list`, (_d, q) => ({
      data: page(
        [
          clue(1),
          clue(2),
          clue(3, {
            kind: 'equity',
            kindLabel: '对外股权',
            dimension: 'ownership',
            recordId: null,
            pid: 'X9',
            amount: 100,
            source: '国家企业信用信息公示系统',
          }),
        ].filter((c) => !q.kind || c.kind === q.kind),
        q,
      ),
    }))
    render(<PropertyCluesResult />)
    expect(screen.getAllByTestId('pcl-skeleton').length).toBeGreaterThan(0)
    await settle()
    expect(screen.getByTestId('pcl-count').textContent).toBe('3')
    expect(screen.getByTestId('pcl-amount').textContent).toBe('700万元')
    expect(screen.getByText('杭州欠款贸易有限公司')).toBeTruthy()
    expect(document.querySelectorAll('.hbar-chart__row').length).toBe(2)
    expect(screen.getAllByTestId('clue-row').length).toBe(3)
    expect(screen.getAllByText('来源：中国土地市场网').length).toBe(2)
    fireEvent.click(screen.getByTestId('pcl-tab-equity'))
    await settle()
    expect(h.callsTo(`${P}/list`).at(-1)!.query.kind).toBe('equity')
    expect(screen.getAllByTestId('clue-row').length).toBe(1)
    expect(screen.getByText(CLUE_KIND_HINTS.equity)).toBeTruthy()
    fireEvent.click(screen.getByTestId('clue-row'))
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('pagesFilter/detail/detail?pid=X9')
  })

  it('says 暂无数据～ for a debtor without clues', async () => {
    h.params({ debtorKind: 'person', debtorId: 'pp1' })
    h.on('GET', `${P}/summary`, () => ({ data: summary({}) }))
    h.on('GET', `${P}/list`, (_d, q) => ({ data: page([], q) }))
    render(<PropertyCluesResult />)
    await settle()
    expect(screen.getByTestId('pcl-count').textContent).toBe('0')
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(h.callsTo(`${P}/summary`)[0].query).toMatchObject({ debtorKind: 'person', debtorId: 'pp1' })
  })

  it('offers 重新加载 when the summary fails, and loads again', async () => {
    h.params({ debtorKind: 'company', debtorId: 'D1' })
    let fail = true
    h.on('GET', `${P}/summary`, () => (fail ? FAIL : { data: summary({ land: [1, 300] }) }))
    h.on('GET', `${P}/list`, (_d, q) => ({ data: page([clue(1)], q) }))
    render(<PropertyCluesResult />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByTestId('pcl-retry'))
    await settle()
    expect(screen.getByTestId('pcl-count').textContent).toBe('1')
  })

  it('collects and monitors the debtor; a visitor is sent to sign in', async () => {
    h.params({ debtorKind: 'company', debtorId: 'D1' })
    let mine: ClueSummary['mine'] = null
    h.on('GET', `${P}/summary`, () => ({ data: summary({ land: [1, 300] }, mine) }))
    h.on('GET', `${P}/list`, (_d, q) => ({ data: page([clue(1)], q) }))
    h.on('POST', `${P}/monitor`, () => {
      mine = { id: 7, collected: false, monitored: true }
      return { data: debtor(7) }
    })
    render(<PropertyCluesResult />)
    await settle()
    fireEvent.click(screen.getByTestId('pcl-monitor'))
    await settle()
    expect(h.callsTo(`${P}/monitor`)[0].data).toEqual({ debtorKind: 'company', debtorId: 'D1' })
    expect(screen.getByTestId('pcl-monitor').textContent).toBe('已监控')
    session.logout()
    fireEvent.click(screen.getByTestId('pcl-collect'))
    await settle()
    expect(h.callsTo(`${P}/collect`).length).toBe(0)
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('pagesLogin')
  })
})

describe('searching and monitoring a debtor', () => {
  const hits = () =>
    h.on('GET', '/search/api/v1/middle/entPersonSearch', () => ({
      data: {
        total: 1,
        totalText: '1',
        pageNum: 1,
        pageSize: 20,
        keyword: '欠款',
        tookMs: 1,
        persons: [{ personId: 'pp1', name: '欠款', companyCount: 2, mainCompany: { pid: 'D1', name: '杭州欠款贸易有限公司' }, roles: [] }],
        list: [
          {
            pid: 'D1',
            name: '杭州欠款贸易有限公司',
            highlight: [],
            status: '存续',
            legalPerson: '王五',
            legalPersonId: 'p5',
            regCapital: 100,
            regCapitalText: '100万人民币',
            currency: '人民币',
            established: '2010-01-01',
            regionCode: '330106',
            regionName: '浙江省 杭州市 西湖区',
            industry: '批发业',
            companyType: '有限责任公司',
            logo: '',
          },
        ],
      },
    }))

  it('search opens the picked company’s clues', async () => {
    hits()
    render(<PropertyCluesSearch />)
    jest.useFakeTimers()
    typeInto(screen.getByTestId('debtor-search'), '欠款')
    expect(screen.getAllByTestId('pcl-skeleton').length).toBeGreaterThan(0)
    await act(async () => jest.advanceTimersByTime(400))
    jest.useRealTimers()
    await settle()
    expect(screen.getAllByTestId('debtor-hit').length).toBe(2)
    fireEvent.click(screen.getAllByTestId('debtor-hit')[1])
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('propertyClues/home/result?debtorKind=company&debtorId=D1')
  })

  it('addMonitor monitors the picked person', async () => {
    hits()
    h.on('POST', `${P}/monitor`, () => ({ data: debtor(9) }))
    render(<PropertyCluesAddMonitor />)
    jest.useFakeTimers()
    typeInto(screen.getByTestId('debtor-search'), '欠款')
    expect(screen.getAllByTestId('pcl-skeleton').length).toBeGreaterThan(0)
    await act(async () => jest.advanceTimersByTime(400))
    jest.useRealTimers()
    await settle()
    fireEvent.click(screen.getAllByTestId('debtor-hit')[0])
    await settle()
    expect(h.callsTo(`${P}/monitor`)[0].data).toEqual({ debtorKind: 'person', debtorId: 'pp1' })
    expect(h.toasts().some((t: { title: string }) => t.title === '已监控欠款')).toBe(true)
  })
})

describe('the user’s debtors', () => {
  it('monitor list: rows with new clues and the related case, 取消监控 removes one, empty says so', async () => {
    const all = [debtor(1, { newClues: 2, caseNo: '（2024）浙01民初9号' }), debtor(2)]
    h.on('GET', `${P}/debtors`, (_d, q) => ({ data: page(all, q) }))
    h.on('POST', `${P}/unmonitor`, () => ({ data: null }))
    render(<PropertyCluesMonitorList />)
    expect(screen.getAllByTestId('pcl-skeleton').length).toBeGreaterThan(0)
    await settle()
    expect(h.callsTo(`${P}/debtors`)[0].query.list).toBe('monitor')
    expect(screen.getAllByTestId('debtor-row').length).toBe(2)
    expect(screen.getByText('新 2')).toBeTruthy()
    expect(screen.getByText('关联案件：（2024）浙01民初9号')).toBeTruthy()
    fireEvent.click(screen.getAllByTestId('pcl-unmonitor')[1])
    await settle()
    expect(h.callsTo(`${P}/unmonitor`)[0].data).toEqual({ id: 2 })
    expect(screen.getAllByTestId('debtor-row').length).toBe(1)
    fireEvent.click(screen.getAllByTestId('pcl-relate')[0])
    expect(h.spies.navigateTo.mock.calls.at(-1)![0].url).toContain('monitorlist/addPropertyRelate?id=1')
  })

  it('collect list: empty, and a failure with 重试', async () => {
    let fail = true
    h.on('GET', `${P}/debtors`, (_d, q) => (fail ? FAIL : { data: page([], q) }))
    render(<PropertyCluesCollect />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByTestId('list-retry'))
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(h.callsTo(`${P}/debtors`)[0].query.list).toBe('collect')
  })

  it('relates a debtor to the user’s case, refusing an empty form', async () => {
    h.params({ id: '5' })
    h.on('GET', `${P}/debtor`, () => ({ data: debtor(5) }))
    h.on('POST', `${P}/relate`, (d) => ({ data: debtor(5, { caseNo: String(d.caseNo), note: String(d.note) }) }))
    render(<PropertyCluesRelate />)
    await settle()
    expect(screen.getByText('债务人5有限公司')).toBeTruthy()
    fireEvent.click(screen.getByTestId('pcl-relate-save'))
    await settle()
    expect(h.callsTo(`${P}/relate`).length).toBe(0)
    expect(h.toasts().some((t: { title: string }) => t.title === '请填写案号或备注')).toBe(true)
    typeInto(screen.getByTestId('pcl-case-no'), '（2024）浙01民初9号')
    fireEvent.click(screen.getByTestId('pcl-relate-save'))
    await settle()
    expect(h.callsTo(`${P}/relate`)[0].data).toEqual({ id: 5, caseNo: '（2024）浙01民初9号', note: '' })
  })

  it('settings: a kind switched off is saved, the last kind cannot be', async () => {
    let kinds = ['land', 'ip']
    h.on('GET', `${P}/setting`, () => ({ data: { kinds, pushEnabled: true } }))
    h.on('POST', `${P}/setting`, (d) => {
      kinds = (d.kinds as string[]) ?? kinds
      return { data: { kinds, pushEnabled: true } }
    })
    render(<PropertyCluesSetting />)
    expect(screen.getAllByTestId('pcl-skeleton').length).toBeGreaterThan(0)
    await settle()
    fireEvent.click(screen.getByTestId('pcl-kind-land'))
    await settle()
    expect(h.callsTo(`${P}/setting`).filter((c) => c.method === 'POST')[0].data).toEqual({ kinds: ['ip'] })
    fireEvent.click(screen.getByTestId('pcl-kind-ip'))
    await settle()
    expect(h.callsTo(`${P}/setting`).filter((c) => c.method === 'POST').length).toBe(1)
    expect(h.toasts().some((t: { title: string }) => t.title === '至少保留一种线索类型')).toBe(true)
  })
})

describe('线索监控', () => {
  const alert = (i: number, read = false): ClueAlert => ({
    id: i,
    debtorRowId: 1,
    debtor: { kind: 'company', id: 'D1', name: '杭州欠款贸易有限公司', subtitle: '' },
    clue: clue(i),
    read,
    createdAt: 1000 - i,
  })

  it('lists new clues with the unread count; opening one and 全部已读 mark them read', async () => {
    h.on('GET', `${P}/alerts`, (_d, q) => ({ data: { ...page([alert(1), alert(2), alert(3, true)], q), unread: 2 } }))
    h.on('POST', `${P}/alerts/read`, () => ({ data: { unread: 0 } }))
    render(<PropertyCluesMonitor />)
    await settle()
    expect(screen.getByTestId('pcl-alerts-summary').textContent).toBe('共 3 条新线索 · 2 条未读')
    expect(document.querySelectorAll('.pcl-clue__dot').length).toBe(2)
    fireEvent.click(screen.getAllByTestId('clue-row')[0])
    await settle()
    expect(h.callsTo(`${P}/alerts/read`)[0].data).toEqual({ id: 1 })
    expect(screen.getByTestId('pcl-alerts-summary').textContent).toBe('共 3 条新线索 · 1 条未读')
    fireEvent.click(screen.getByTestId('pcl-read-all'))
    await settle()
    expect(document.querySelectorAll('.pcl-clue__dot').length).toBe(0)
  })

  it('says 暂无数据～ without new clues, for one debtor', async () => {
    h.params({ debtorRowId: '4' })
    h.on('GET', `${P}/alerts`, (_d, q) => ({ data: { ...page([], q), unread: 0 } }))
    render(<PropertyCluesMonitor />)
    await settle()
    expect(h.callsTo(`${P}/alerts`)[0].query.debtorRowId).toBe('4')
    expect(screen.getByText(/暂无数据～/)).toBeTruthy()
  })
})
