import { render, screen, fireEvent } from '@testing-library/react'
import MemberCenter from '../../../src/pagesUser/memberCenter/memberCenter'
import { bestCoupon } from '../../../contract/domain/coupons'
import MemberBenefit from '../../../src/pagesUser/memberBenefit/memberBenefit'
import MyOrder from '../../../src/pagesUser/myOrder/myOrder/myOrder'
import CouponPage from '../../../src/pagesUser/coupon/coupon'
import { QuotaMask } from '../../../src/components/RiskScan/parts'
import { member } from '../../../src/stores/member'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from '../pages/harness'
import { LEVELS, infoOf, orderOf } from './fixtures'
import type { Coupon } from '../../../contract/schemas/member'

let h: ReturnType<typeof setupPage>
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  title: '新用户首单立减券',
  source: 'first_order',
  amountFen: 1000,
  minFen: 3000,
  issuedAt: 0,
  expiresAt: Date.now() + 86400_000,
  state: 'available',
  usedAt: null,
  ...over,
})

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  member.closeCheckout()
  member.levels = null
  member.info = null
  h.on('GET', '/member/levels', () => ({ data: LEVELS }))
  h.on('GET', '/member/info', () => ({ data: infoOf(0) }))
  h.on('GET', '/member/coupons', () => ({ data: { list: [coupon()] } }))
})

describe('member centre', () => {
  it('compares the levels with the server’s figures and opens a benefit', async () => {
    h.params({ level: '2' })
    render(<MemberCenter />)
    await settle()
    expect(screen.getByText('1000次/日')).toBeTruthy()
    expect(screen.getByText('10000条')).toBeTruthy()
    expect(screen.getByTestId('offer-svip_month')).toBeTruthy()
    fireEvent.click(screen.getByText('企业监控'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/memberBenefit/memberBenefit?key=monitorTargets&level=2' }),
    )
  })

  it('a visitor is asked to sign in first, and comes back to the same level', async () => {
    render(<MemberCenter />)
    await settle()
    expect(screen.getByText('登录后开通')).toBeTruthy()
    fireEvent.click(screen.getByTestId('mc-buy'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent('/pagesUser/memberCenter/memberCenter?level=1')}`,
      }),
    )
    expect(h.callsTo('/member/order/create')).toHaveLength(0)
  })

  it('signed in: today’s counts, the best coupon off the price, renewal off', async () => {
    session.login(TOKEN, user)
    render(<MemberCenter />)
    await settle()
    expect(screen.getByText('立即开通')).toBeTruthy()
    expect(screen.getByTestId('mc-coupon').textContent).toContain('减 ¥10')
    expect(screen.getByText('¥289')).toBeTruthy()
    expect(screen.getByText('17')).toBeTruthy() // 20 scans, 3 used
    expect(screen.getByText('· 不自动续费、不自动扣款：到期前会在会员中心和“我的”提醒你续费。')).toBeTruthy()
  })

  it('the best coupon is the one taking most off a price it applies to', () => {
    const list = [
      coupon({ id: 1, amountFen: 500, minFen: 0 }),
      coupon({ id: 2, amountFen: 2000, minFen: 5000 }),
      coupon({ id: 3, state: 'held' }),
    ]
    expect(bestCoupon(list, 3900)?.id).toBe(1)
    expect(bestCoupon(list, 29900)?.id).toBe(2)
    expect(bestCoupon([], 3900)).toBeNull()
  })
})

describe('one benefit', () => {
  it('explains it and shows each level’s amount', async () => {
    h.params({ key: 'exportsPerDay', level: '1' })
    render(<MemberBenefit />)
    await settle()
    expect(screen.getAllByText('数据导出').length).toBeGreaterThan(0)
    expect(screen.getByTestId('mb-value-0').textContent).toBe('2次/日')
    expect(screen.getByTestId('mb-value-2').textContent).toBe('50次/日')
  })
})

describe('my orders', () => {
  it('an open order is confirmed with WeChat on opening: paid shows the success banner', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/member/order/list', () => ({ data: { total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [orderOf()] } }))
    h.on('GET', '/member/order/detail', () => ({
      data: orderOf({ state: 'paid', paidAt: Date.now(), termStart: Date.now(), termEnd: Date.now() + 365 * 86400_000 }),
    }))
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: user }))
    const { container } = render(<MyOrder />)
    await settle(20)
    expect(h.callsTo('/member/order/detail')).toHaveLength(1)
    expect(screen.getByTestId('mo-banner').textContent).toContain('支付成功')
    expect(container.querySelector('.mo-state')!.textContent).toBe('已支付')
  })

  it('a paid order can be refunded after confirming the amount', async () => {
    session.login(TOKEN, user)
    const paid = orderOf({
      state: 'paid',
      paidAt: Date.now(),
      termStart: Date.now(),
      termEnd: Date.now() + 86400_000,
      refund: { allowed: true, refundFen: 2600, reason: '' },
    })
    h.on('GET', '/member/order/list', () => ({ data: { total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [paid] } }))
    h.on('POST', '/member/order/refund', () => ({ data: { ...paid, state: 'refunded', refundFen: 2600, refundedAt: Date.now() } }))
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: user }))
    const { container } = render(<MyOrder />)
    await settle(20)
    expect(screen.getByText('可退 ¥26')).toBeTruthy()
    fireEvent.click(screen.getByText('申请退款'))
    await settle(20)
    expect(h.spies.showModal.mock.calls[0][0]?.content).toContain('¥26')
    expect(h.callsTo('/member/order/refund')[0].data).toMatchObject({ orderNo: paid.orderNo })
    expect(container.querySelector('.mo-state')!.textContent).toBe('已退款')
  })

  it('no orders: 暂无数据～', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/member/order/list', () => ({ data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] } }))
    render(<MyOrder />)
    await settle(20)
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})

describe('coupons and the way to the member centre', () => {
  it('lists usable coupons and moves used ones to their tab', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/member/coupons', () => ({
      data: { list: [coupon(), coupon({ id: 2, state: 'used', usedAt: Date.now(), title: '邀请奖励券', source: 'invite' })] },
    }))
    render(<CouponPage />)
    await settle()
    expect(screen.getAllByTestId('coupon-card')).toHaveLength(1)
    expect(screen.getByText('满30元可用')).toBeTruthy()
    fireEvent.click(screen.getByText('已使用'))
    expect(screen.getByText('邀请奖励券')).toBeTruthy()
  })

  it('the quota mask’s 升级会员 opens the member centre on the next level', async () => {
    session.login(TOKEN, { ...user, memberLevel: 1 })
    render(<QuotaMask error={{ code: '15000', message: '今日扫描次数已用完' }} />)
    fireEvent.click(screen.getByText('升级会员'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/memberCenter/memberCenter?level=2' }))
  })
})
