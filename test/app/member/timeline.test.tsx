/**
 * The membership timeline as the app shows it: the terms after the current one (会员中心, 我的), where a purchase goes
 * before paying (a lower level after the higher one, an upgrade at once with the lower time paused), what a paid
 * purchase gave, and in 我的订单 each order's own term, the queued ones, what a refund really does and a phone
 * export's file.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'
import MemberCenter from '../../../src/pagesUser/memberCenter/memberCenter'
import MyOrder from '../../../src/pagesUser/myOrder/myOrder/myOrder'
import Mine from '../../../src/pages/mine/mine'
import { member } from '../../../src/stores/member'
import { addMonthsChina, coveredUntil, placementOf, timelineText } from '../../../src/stores/memberTerms'
import { session } from '../../../src/stores/session'
import type { MemberInfo, Order } from '../../../contract/schemas/member'
import { setupPage, settle, TOKEN, user } from '../pages/harness'
import { LEVELS, infoOf, nativePayment, orderOf } from './fixtures'

// noon in China and 04:00 UTC: the same calendar day wherever the tests run between UTC−4 and UTC+8
const at = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 4)
const NOW = at(2026, 11, 28)
const SVIP_END = at(2026, 12, 10)
const VIP_END = at(2027, 1, 8)

const SVIP_TERM = { level: 2, name: 'SVIP会员', start: NOW, end: SVIP_END }
/** SVIP now, then the VIP time an upgrade paused (or a VIP bought during the SVIP) */
const svipThenVip = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  ...infoOf(2, SVIP_END),
  terms: [SVIP_TERM, { level: 1, name: 'VIP会员', start: SVIP_END, end: VIP_END }],
  ...over,
})
const svipOnly = (): MemberInfo => ({ ...infoOf(2, SVIP_END), terms: [SVIP_TERM] })
const vipOnly = (end = at(2026, 12, 28)): MemberInfo => ({
  ...infoOf(1, end),
  terms: [{ level: 1, name: 'VIP会员', start: NOW, end }],
})

const page = (list: Order[]) => ({ data: { total: list.length, totalText: String(list.length), pageNum: 1, pageSize: 20, list } })
const phoneOrderOf = (over: Partial<Order> = {}): Order =>
  orderOf({
    orderNo: 'YQ2026112810000099999999',
    kind: 'phone_export',
    title: '企业电话导出 120家',
    sku: 'phone_export',
    level: 1,
    months: 0,
    priceFen: 1200,
    discountFen: 0,
    amountFen: 1200,
    couponTitle: null,
    state: 'paid',
    paidAt: NOW,
    exportRows: 120,
    ...over,
  })

let h: ReturnType<typeof setupPage>
let info: MemberInfo

beforeEach(() => {
  jest.restoreAllMocks()
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  h = setupPage()
  h.params({})
  member.closeCheckout()
  member.levels = null
  member.info = null
  session.login(TOKEN, { ...user, memberLevel: 2 })
  info = svipOnly()
  h.on('GET', '/member/levels', () => ({ data: LEVELS }))
  h.on('GET', '/member/info', () => ({ data: info }))
  h.on('GET', '/member/coupons', () => ({ data: { list: [] } }))
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: { ...user, memberLevel: info.level } }))
})

afterEach(() => member.closeCheckout())

describe('reading the timeline', () => {
  it('counts months on China’s calendar, clamping the day', () => {
    // 31 Jan 10:00 in China + 1 month = 28 Feb
    expect(addMonthsChina(Date.UTC(2027, 0, 31, 2), 1)).toBe(Date.UTC(2027, 1, 28, 2))
    // 23:30 on 31 Dec UTC is 1 Jan in China: + 1 month is 1 Feb in China
    expect(addMonthsChina(Date.UTC(2026, 11, 31, 23, 30), 1)).toBe(Date.UTC(2027, 0, 31, 23, 30))
  })

  it('all membership ends at the end of the last term that follows without a gap', () => {
    expect(coveredUntil(svipThenVip())).toBe(VIP_END)
    expect(coveredUntil(svipOnly())).toBe(SVIP_END)
    expect(coveredUntil(infoOf(0))).toBeNull()
    expect(timelineText(svipThenVip())).toBe('SVIP会员 2026-12-10 到期，之后 VIP会员 至 2027-01-08')
  })

  it('a purchase starts after every term at its level or higher', () => {
    const vip = { level: 1, name: 'VIP会员', months: 1 }
    const svip = { level: 2, name: 'SVIP会员', months: 1 }
    expect(placementOf(svipOnly(), vip, NOW)).toMatchObject({ kind: 'lower', start: SVIP_END, end: at(2027, 1, 10) })
    // a VIP already waits after the SVIP: the new one follows it
    expect(placementOf(svipThenVip(), vip, NOW)).toMatchObject({
      kind: 'lower',
      start: VIP_END,
      end: at(2027, 2, 8),
      text: '您当前为SVIP会员（至 2026-12-10），购买的VIP会员将在已有的VIP会员到期后生效：2027-01-08 至 2027-02-08',
    })
    // a renewal follows the current term and pushes the lower time back
    expect(placementOf(svipThenVip(), svip, NOW)).toMatchObject({
      kind: 'renew',
      start: SVIP_END,
      text: '续费后接续当前SVIP会员：2026-12-10 至 2027-01-10，之后的会员时长依次顺延',
    })
    expect(placementOf(vipOnly(), svip, NOW)).toMatchObject({ kind: 'upgrade', start: NOW, end: at(2026, 12, 28) })
    expect(placementOf(infoOf(0), vip, NOW)).toMatchObject({ kind: 'new', text: '支付后立即生效：2026-11-28 至 2026-12-28' })
  })
})

describe('会员中心', () => {
  it('lists each term with its dates when more than the current one is held', async () => {
    info = svipThenVip()
    render(<MemberCenter />)
    await settle()
    expect(screen.getByTestId('mc-level').textContent).toBe('SVIP会员 · 有效期至 2026-12-10')
    const items = screen.getByTestId('mc-terms').querySelectorAll('.mc-terms__item')
    expect(Array.from(items, (i) => i.textContent)).toEqual([
      'SVIP会员2026-11-28 至 2026-12-10生效中',
      'VIP会员2026-12-10 至 2027-01-08待生效',
    ])
  })

  it('one term: no list and no reminder far from its end', async () => {
    render(<MemberCenter />)
    await settle()
    expect(screen.queryByTestId('mc-terms')).toBeNull()
    expect(screen.queryByTestId('mc-remind')).toBeNull()
  })

  it('the reminder counts the days to the end of all membership, not of the current term', async () => {
    info = svipThenVip({ renewReminder: true, daysLeft: 12 })
    render(<MemberCenter />)
    await settle()
    // the SVIP ends in 12 days but the VIP follows it: all membership ends in 41
    expect(screen.getByTestId('mc-remind').textContent).toBe('会员将在 41 天后全部到期，续费后有效期顺延，权益不中断')
  })

  it('a lower level during a higher one: says where it goes, asks before ordering, then names the new term', async () => {
    const queued = orderOf({
      sku: 'vip_month',
      title: 'VIP会员 月卡',
      months: 1,
      discountFen: 0,
      amountFen: 3900,
      couponTitle: null,
    })
    let paid = false
    h.on('POST', '/member/order/create', () => ({ data: { order: queued, payment: nativePayment } }))
    h.on('GET', '/member/order/detail', () => ({
      data: paid ? { ...queued, state: 'paid', paidAt: NOW, termStart: SVIP_END, termEnd: at(2027, 1, 10) } : queued,
    }))
    const { container } = render(<MemberCenter />)
    await settle()
    // the SVIP tab is shown first; the VIP tab is a lower level
    fireEvent.click(container.querySelectorAll('.mc-tab')[0])
    fireEvent.click(screen.getByTestId('offer-vip_month'))
    const hint = '您当前为SVIP会员（至 2026-12-10），购买的VIP会员将在SVIP到期后生效：2026-12-10 至 2027-01-10'
    expect(screen.getByTestId('mc-placement').textContent).toBe(hint)
    expect(screen.getByTestId('mc-buy').textContent).toBe('立即购买')

    // declined: no order
    fireEvent.click(screen.getByTestId('mc-buy'))
    await settle()
    expect(screen.getByTestId('mc-confirm-text').textContent).toBe(hint)
    fireEvent.click(screen.getByText('再想想'))
    await settle()
    expect(screen.queryByTestId('mc-confirm')).toBeNull()
    expect(h.callsTo('/member/order/create')).toHaveLength(0)

    fireEvent.click(screen.getByTestId('mc-buy'))
    await settle()
    fireEvent.click(screen.getByTestId('mc-confirm-buy'))
    await settle(20)
    expect(h.callsTo('/member/order/create')[0].data).toMatchObject({ sku: 'vip_month' })
    paid = true
    info = svipThenVip({ terms: [SVIP_TERM, { level: 1, name: 'VIP会员', start: SVIP_END, end: at(2027, 1, 10) }] })
    await act(() => member.check())
    await settle(20)
    expect(screen.getByTestId('mc-sheet').textContent).toContain('购买成功')
    expect(screen.getByTestId('mc-paid').textContent).toBe('VIP会员将于 2026-12-10 生效，至 2027-01-10；当前SVIP会员有效期至 2026-12-10')
  })

  it('an upgrade starts at once and says the rest of the lower level resumes after it; paid, names both ends', async () => {
    info = vipOnly()
    const upgrade = orderOf({ sku: 'svip_month', title: 'SVIP会员 月卡', level: 2, months: 1, discountFen: 0, amountFen: 9900 })
    let paid = false
    h.on('POST', '/member/order/create', () => ({ data: { order: upgrade, payment: nativePayment } }))
    h.on('GET', '/member/order/detail', () => ({
      data: paid ? { ...upgrade, state: 'paid', paidAt: NOW, termStart: NOW, termEnd: at(2026, 12, 28) } : upgrade,
    }))
    const { container } = render(<MemberCenter />)
    await settle()
    fireEvent.click(container.querySelectorAll('.mc-tab')[1])
    expect(screen.getByTestId('mc-placement').textContent).toBe(
      '升级后立即生效：2026-11-28 至 2026-12-28，剩余的VIP会员时长将在SVIP到期后继续',
    )
    expect(screen.getByTestId('mc-buy').textContent).toBe('立即升级')
    fireEvent.click(screen.getByTestId('mc-buy'))
    await settle(20)
    // only a lower level is confirmed first
    expect(screen.queryByTestId('mc-confirm')).toBeNull()
    expect(h.callsTo('/member/order/create')).toHaveLength(1)
    paid = true
    // the 30 VIP days left resume after the SVIP month
    info = {
      ...infoOf(2, at(2026, 12, 28)),
      terms: [
        { level: 2, name: 'SVIP会员', start: NOW, end: at(2026, 12, 28) },
        { level: 1, name: 'VIP会员', start: at(2026, 12, 28), end: at(2027, 1, 27) },
      ],
    }
    await act(() => member.check())
    await settle(20)
    expect(screen.getByTestId('mc-sheet').textContent).toContain('开通成功')
    expect(screen.getByTestId('mc-paid').textContent).toBe('SVIP会员，有效期至 2026-12-28，之后 VIP会员 至 2027-01-27，新额度已生效')
  })

  it('a sixth open order is refused with the server’s message', async () => {
    const msg = '您有5笔未支付的订单，请先支付或取消后再下单'
    h.on('POST', '/member/order/create', () => ({ code: '4000', msg, status: 400 }))
    render(<MemberCenter />)
    await settle()
    fireEvent.click(screen.getByTestId('mc-buy'))
    await settle(20)
    expect(h.toasts().map((t) => t.title)).toContain(msg)
    expect(screen.queryByTestId('mc-sheet')).toBeNull()
  })
})

describe('我的', () => {
  /** A page rendered alone holds its useDidShow callbacks on the app's hook instance: runs them as a page show would. */
  const show = () =>
    act(() => (getPageInstance(HOOKS_APP_ID) as { componentDidShow?: Array<() => void> })?.componentDidShow?.forEach((f) => f()))

  it('the member card names the current term’s end and what follows', async () => {
    info = svipThenVip()
    render(<Mine />)
    show()
    await settle()
    expect(screen.getByTestId('mine-member-term').textContent).toBe('2026-12-10 到期，之后 VIP会员 至 2027-01-08')
  })

  it('one term ending soon: its end and 即将到期', async () => {
    info = { ...svipOnly(), renewReminder: true }
    render(<Mine />)
    show()
    await settle()
    expect(screen.getByTestId('mine-member-term').textContent).toBe('2026-12-10 到期 · 即将到期')
  })
})

describe('我的订单', () => {
  const running = orderOf({
    orderNo: 'YQ2026112810000011111111',
    title: 'SVIP会员 月卡',
    level: 2,
    state: 'paid',
    paidAt: NOW,
    termStart: NOW,
    termEnd: SVIP_END,
    refund: { allowed: true, refundFen: 8250, reason: '' },
  })
  const waiting = orderOf({
    orderNo: 'YQ2026112810000022222222',
    title: 'VIP会员 月卡',
    state: 'paid',
    paidAt: NOW,
    termStart: SVIP_END,
    termEnd: VIP_END,
    refund: { allowed: true, refundFen: 3900, reason: '' },
  })
  const cards = () => screen.getAllByTestId('order-card')

  it('each membership order shows its own term; the one waiting for the SVIP is 待生效', async () => {
    h.on('GET', '/member/order/list', () => page([running, waiting]))
    render(<MyOrder />)
    await settle(20)
    const [first, second] = cards()
    expect(within(first).getByTestId('order-term').textContent).toBe('会员期 2026-11-28 至 2026-12-10')
    expect(within(first).queryByTestId('order-queued')).toBeNull()
    expect(within(second).getByTestId('order-term').textContent).toBe('会员期 2026-12-10 至 2027-01-08待生效')
    expect(within(second).getByTestId('order-queued').textContent).toBe('待生效')
  })

  it('a membership refund says the unused time of that order is returned and its time stops at once', async () => {
    h.on('GET', '/member/order/list', () => page([waiting]))
    h.on('POST', '/member/order/refund', () => ({ data: { ...waiting, state: 'refunded', refundFen: 3900, refundedAt: NOW } }))
    render(<MyOrder />)
    await settle(20)
    fireEvent.click(screen.getByText('申请退款'))
    await settle(20)
    expect(h.spies.showModal.mock.calls[0][0]?.content).toBe(
      '按未使用时长退还 ¥39.00，原路退回；申请后该订单的会员时长立即停止（其他订单的会员时长不受影响）',
    )
    expect(h.callsTo('/member/order/refund')[0].data).toMatchObject({ orderNo: waiting.orderNo })
  })

  it('a phone export not started yet refunds in full', async () => {
    const phone = phoneOrderOf({ deliveryState: 'none', refund: { allowed: true, refundFen: 1200, reason: '' } })
    h.on('GET', '/member/order/list', () => page([phone]))
    h.on('POST', '/member/order/refund', () => ({ data: { ...phone, state: 'refunded', refundFen: 1200, refundedAt: NOW } }))
    render(<MyOrder />)
    await settle(20)
    expect(screen.getByTestId('order-delivery').textContent).toBe('文件待生成')
    fireEvent.click(screen.getByText('申请退款'))
    await settle(20)
    expect(h.spies.showModal.mock.calls[0][0]?.content).toBe('退还 ¥12.00，原路退回')
  })

  it('a phone export’s file state; while it is made or once delivered the server’s reason replaces the refund', async () => {
    const producing = phoneOrderOf({
      orderNo: 'YQ2026112810000033333333',
      deliveryState: 'producing',
      refund: { allowed: false, refundFen: 0, reason: '文件正在生成，暂不能退款，请稍后再试' },
    })
    const delivered = phoneOrderOf({
      orderNo: 'YQ2026112810000044444444',
      deliveryState: 'delivered',
      exportId: 9,
      refund: { allowed: false, refundFen: 0, reason: '电话数据已交付，不支持退款' },
    })
    const failed = phoneOrderOf({
      orderNo: 'YQ2026112810000055555555',
      deliveryState: 'failed',
      refund: { allowed: true, refundFen: 1200, reason: '' },
    })
    h.on('GET', '/member/order/list', () => page([producing, delivered, failed]))
    h.on('GET', '/member/order/detail', (_d, q) => ({ data: [producing, delivered, failed].find((o) => o.orderNo === q.orderNo) }))
    render(<MyOrder />)
    await settle(20)
    const [making, done, retrying] = cards()

    expect(within(making).getByTestId('order-delivery').textContent).toBe('文件生成中')
    expect(within(making).getByTestId('order-refund-note').textContent).toBe('文件正在生成，暂不能退款，请稍后再试')
    expect(within(making).queryByText('申请退款')).toBeNull()
    expect(within(making).getByTestId('order-download').textContent).toBe('正在生成…')
    fireEvent.click(within(making).getByTestId('order-download'))
    await settle()
    expect(h.callsTo('/member/entOrPhoneExport/phoneExport')).toHaveLength(0)

    expect(within(done).getByTestId('order-delivery').textContent).toBe('已交付')
    expect(within(done).getByTestId('order-refund-note').textContent).toBe('电话数据已交付，不支持退款')
    expect(within(done).queryByText('申请退款')).toBeNull()
    expect(within(done).getByTestId('order-download').textContent).toBe('下载文件')

    expect(within(retrying).getByTestId('order-delivery').textContent).toBe('生成失败，正在重试')
    expect(within(retrying).getByTestId('order-refund-note').textContent).toBe('可退 ¥12')
    expect(within(retrying).getByText('申请退款')).toBeTruthy()
  })

  it('a file being made is followed until it is delivered', async () => {
    jest.useFakeTimers({ now: NOW })
    const producing = phoneOrderOf({
      deliveryState: 'producing',
      refund: { allowed: false, refundFen: 0, reason: '文件正在生成，暂不能退款，请稍后再试' },
    })
    let ready = false
    h.on('GET', '/member/order/list', () => page([producing]))
    h.on('GET', '/member/order/detail', () => ({
      data: ready
        ? {
            ...producing,
            deliveryState: 'delivered',
            exportId: 9,
            refund: { allowed: false, refundFen: 0, reason: '电话数据已交付，不支持退款' },
          }
        : producing,
    }))
    try {
      render(<MyOrder />)
      await settle(20)
      expect(screen.getByTestId('order-delivery').textContent).toBe('文件生成中')
      ready = true
      await act(() => jest.advanceTimersByTimeAsync(3100))
      await settle(20)
      expect(screen.getByTestId('order-delivery').textContent).toBe('已交付')
      expect(screen.getByTestId('order-download').textContent).toBe('下载文件')
      expect(screen.getByTestId('order-refund-note').textContent).toBe('电话数据已交付，不支持退款')
    } finally {
      jest.useRealTimers()
    }
  })

  it('a paid order waiting for the SVIP: the banner says when it starts', async () => {
    h.params({ orderNo: waiting.orderNo })
    h.on('GET', '/member/order/list', () => page([waiting]))
    h.on('GET', '/member/order/detail', () => ({ data: waiting }))
    render(<MyOrder />)
    await settle(20)
    expect(screen.getByTestId('mo-banner').textContent).toContain('支付成功：VIP会员 月卡将于 2026-12-10 生效，至 2027-01-08')
  })
})
