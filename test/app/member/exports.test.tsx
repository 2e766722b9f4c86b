import { render, screen, fireEvent } from '@testing-library/react'
import ExportData, { exportInput } from '../../../src/pagesDetail/exportData/exportData'
import MyDownload from '../../../src/pagesUser/myDownload/myDownload/myDownload'
import Frequency from '../../../src/pagesUser/myDownload/frequency/frequency'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from '../pages/harness'
import type { ExportFrequency, ExportItem } from '../../../contract/schemas/export'

const freq = (over: Partial<ExportFrequency> = {}): ExportFrequency => ({
  level: 0,
  levelName: '免费用户',
  perDay: 2,
  used: 0,
  remaining: 2,
  rowsPerExport: 100,
  phoneExport: false,
  ttlHours: 72,
  levels: [
    { level: 0, name: '免费用户', perDay: 2, rowsPerExport: 100, phoneExport: false, phoneRowFen: 0 },
    { level: 1, name: 'VIP会员', perDay: 20, rowsPerExport: 2000, phoneExport: true, phoneRowFen: 10 },
    { level: 2, name: 'SVIP会员', perDay: 50, rowsPerExport: 10000, phoneExport: true, phoneRowFen: 5 },
  ],
  ...over,
})
const item = (over: Partial<ExportItem> = {}): ExportItem => ({
  id: 5,
  title: '企业搜索“科技”',
  kind: 'search',
  kindLabel: '企业搜索',
  rows: 100,
  capped: true,
  size: 20480,
  fileName: '企业搜索-科技.xlsx',
  createdAt: Date.now(),
  expiresAt: Date.now() + 72 * 3600_000,
  state: 'ready',
  ...over,
})

let h: ReturnType<typeof setupPage>
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
  h.on('GET', '/member/entOrPhoneExport/frequency', () => ({ data: freq() }))
})

describe('what the export page exports', () => {
  it('reads the search, filter and dimension parameters, and nothing else', () => {
    expect(exportInput({ kind: 'search', keyword: encodeURIComponent('科技') })).toEqual({ kind: 'search', keyword: '科技' })
    expect(exportInput({ kind: 'search' })).toBeNull()
    expect(exportInput({ kind: 'advanced', regionCode: '110000', capitalMin: '100', evil: 'x' })).toEqual({
      kind: 'advanced',
      regionCode: '110000',
      capitalMin: 100,
    })
    expect(exportInput({ kind: 'dimension', pid: 'p1', dimension: 'executor' })).toEqual({
      kind: 'dimension',
      pid: 'p1',
      dimension: 'executor',
    })
    expect(exportInput({ kind: 'profile', pid: 'p1' })).toBeNull()
  })
})

describe('export page', () => {
  it('shows today’s allowance, exports, and offers the file; a capped export says so', async () => {
    h.params({ kind: 'search', keyword: '科技' })
    h.on('POST', '/member/entOrPhoneExport/entExport', () => ({ data: { item: item(), frequency: freq({ used: 1, remaining: 1 }) } }))
    render(<ExportData />)
    await settle()
    expect(screen.getByTestId('export-frequency').textContent).toContain('今日剩余 2/2 次，每次最多 100 条')
    fireEvent.click(screen.getByTestId('export-start'))
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/entExport')[0].data).toEqual({ kind: 'search', keyword: '科技' })
    expect(screen.getByTestId('export-result').textContent).toContain('企业搜索-科技.xlsx')
    expect(screen.getByText('数据超过每次导出上限，仅导出前 100 条；升级会员可导出更多。')).toBeTruthy()
    expect(screen.getByTestId('export-frequency').textContent).toContain('今日剩余 1/2 次')
  })

  it('at the daily limit: the reason and the way to the next level', async () => {
    h.params({ kind: 'search', keyword: '科技' })
    h.on('POST', '/member/entOrPhoneExport/entExport', () => ({
      code: '4291',
      msg: '今日导出次数已用完（免费用户每日2次），升级会员可导出更多',
      status: 429,
    }))
    render(<ExportData />)
    await settle()
    fireEvent.click(screen.getByTestId('export-start'))
    await settle()
    expect(screen.getByTestId('export-limited').textContent).toContain('今日导出次数已用完')
    fireEvent.click(screen.getByText('升级VIP会员（每日20次）'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/memberCenter/memberCenter?level=1' }))
  })
})

describe('my downloads and the allowance', () => {
  it('lists the files; an expired one can only be exported again', async () => {
    h.on('GET', '/member/entOrPhoneExport/myDownload', () => ({
      data: { total: 2, totalText: '2', pageNum: 1, pageSize: 20, list: [item(), item({ id: 4, state: 'expired', title: '高级搜索' })] },
    }))
    h.on('POST', '/member/entOrPhoneExport/reEntExport', () => ({
      data: { item: item({ id: 6, title: '高级搜索（重新导出）' }), frequency: freq() },
    }))
    render(<MyDownload />)
    await settle()
    const items = screen.getAllByTestId('download-item')
    expect(items).toHaveLength(2)
    expect(items[1].textContent).toContain('已过期')
    expect(items[1].textContent).not.toContain('下载文件')
    fireEvent.click(screen.getAllByText('重新导出')[1])
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/reEntExport')[0].data).toEqual({ id: 4 })
    expect(screen.getByText('高级搜索（重新导出）')).toBeTruthy()
  })

  it('the allowance page shows today’s counts and every level', async () => {
    h.on('GET', '/member/entOrPhoneExport/frequency', () => ({ data: freq({ used: 1, remaining: 1 }) }))
    render(<Frequency />)
    await settle()
    expect(screen.getByTestId('freq-remaining').textContent).toBe('1')
    expect(screen.getByText('10000')).toBeTruthy()
    expect(screen.getByText('升级会员，导出更多')).toBeTruthy()
  })
})
