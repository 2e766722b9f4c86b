import { render, screen, fireEvent } from '@testing-library/react'
import Flow from '../../../src/pagesUser/publicize/flow'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { LedgerEntry, LedgerTotals } from '../../../contract/schemas/invite'
import { LEDGER_DIRECTION, LEDGER_KIND_TEXT, ledgerAmountText, type LedgerKind } from '../../../contract/domain/rewardLedger'

let h: ReturnType<typeof setupPage>
const NOW = Date.UTC(2026, 10, 20, 2, 0)

const totals = (over: Partial<LedgerTotals> = {}): LedgerTotals => ({
  daysEarned: 14,
  daysAdded: 14,
  couponFenEarned: 2000,
  couponFenUsed: 2000,
  couponFenExpired: 0,
  couponFenLeft: 0,
  ...over,
})
const entry = (i: number, kind: LedgerKind, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  key: `${kind}:${i}`,
  kind,
  kindText: LEDGER_KIND_TEXT[kind],
  direction: LEDGER_DIRECTION[kind],
  amountText: ledgerAmountText(kind, 7, 2000),
  days: kind.startsWith('days') ? 7 : 0,
  amountFen: kind.startsWith('coupon') ? 2000 : 0,
  detail: kind === 'coupon_used' ? '邀请奖励券 用于订单 YQ202611200001' : '邀请好友 好友1 注册',
  orderNo: kind === 'coupon_used' ? 'YQ202611200001' : null,
  rewardId: kind.startsWith('days') ? i : null,
  at: NOW - i * 60_000,
  totals: totals({ daysEarned: 7 * i }),
  ...over,
})
const ledger = (all: LedgerEntry[], q: Record<string, string>, summary = totals()) => {
  const pageNum = Number(q.pageNum || 1)
  const pageSize = Number(q.pageSize || 20)
  return {
    data: {
      total: all.length,
      totalText: String(all.length),
      pageNum,
      pageSize,
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      summary,
    },
  }
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('奖励流水', () => {
  it('waits with the loading overlay, then shows credits and uses newest first with their running totals', async () => {
    const rows = [entry(1, 'coupon_used'), entry(2, 'days_added'), entry(3, 'days_credited'), entry(4, 'coupon_credited')]
    h.on('GET', '/user/api/v1/invite/ledger', (_d, q) => ledger(rows, q))
    const { container } = render(<Flow />)
    expect(container.querySelector('.loading-overlay')).toBeTruthy()
    await settle()
    expect(container.querySelector('.loading-overlay')).toBeNull()
    const shown = screen.getAllByTestId('rf-entry')
    expect(shown).toHaveLength(4)
    expect(shown[0].textContent).toContain('优惠券抵扣订单')
    expect(shown[0].textContent).toContain('YQ202611200001')
    expect(screen.getAllByTestId('rf-amount').map((a) => a.textContent)).toEqual(['-¥20', '-7天', '+7天', '+¥20'])
    expect(screen.getAllByTestId('rf-running')[2].textContent).toBe('累计 21天')
    expect(screen.getAllByTestId('rf-running')[0].textContent).toBe('券余 ¥0')
    const summary = screen.getByTestId('rf-summary').textContent
    expect(summary).toContain('14')
    expect(summary).toContain('¥20')
    expect(screen.getByTestId('rf-bar').textContent).toContain('已抵扣 ¥20')
    fireEvent.click(shown[0])
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesUser/myOrder/myOrder/myOrder?orderNo=YQ202611200001' }),
    )
    fireEvent.click(shown[1])
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/publicize/detailed?id=2' }))
  })

  it('pages on reaching the bottom until the end', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => entry(i + 1, i % 2 ? 'days_added' : 'days_credited'))
    h.on('GET', '/user/api/v1/invite/ledger', (_d, q) => ledger(rows, q))
    render(<Flow />)
    await settle()
    expect(screen.getAllByTestId('rf-entry')).toHaveLength(20)
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('rf-entry')).toHaveLength(25)
    expect(h.callsTo('/user/api/v1/invite/ledger').map((c) => c.query.pageNum)).toEqual(['1', '2'])
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('an empty ledger says 暂无数据～ and offers to invite friends', async () => {
    h.on('GET', '/user/api/v1/invite/ledger', (_d, q) =>
      ledger([], q, totals({ daysEarned: 0, daysAdded: 0, couponFenEarned: 0, couponFenUsed: 0 })),
    )
    render(<Flow />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.queryByTestId('rf-summary')).toBeNull()
    fireEvent.click(screen.getByTestId('rf-invite'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/publicize/publicize' }))
  })

  it('a failed first page shows the reason with 重试, which loads it again', async () => {
    let fail = true
    h.on('GET', '/user/api/v1/invite/ledger', (_d, q) =>
      fail ? { code: '5000', msg: '服务繁忙，请稍后再试', status: 500 } : ledger([entry(1, 'days_credited')], q),
    )
    render(<Flow />)
    await settle()
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByText('重试'))
    await settle()
    expect(screen.getAllByTestId('rf-entry')).toHaveLength(1)
  })
})
