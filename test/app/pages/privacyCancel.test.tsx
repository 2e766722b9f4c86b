import { render, screen, fireEvent } from '@testing-library/react'
import AccountCancelTip from '../../../src/pagesUser/accountCancel/accountCancelTip/accountCancelTip'
import AccountCancel from '../../../src/pagesUser/accountCancel/accountCancel/accountCancel'
import type { CancelStatus } from '../../../contract/schemas/privacy'
import { CANCEL_COOLING_OFF_MS } from '../../../contract/domain/privacy'
import { formatDate } from '../../../contract/domain/format'
import { codeLogin, pwdLogin } from '../../../src/services/sso'
import { takeLoginNotice } from '../../../src/services/privacy'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'

let h: ReturnType<typeof setupPage>
const NOW = Date.now()
const EXPIRES = NOW + 20 * 86_400_000

const status = (over: Partial<CancelStatus> = {}): CancelStatus => ({
  state: 'none',
  requestedAt: null,
  effectiveAt: null,
  phoneMasked: '138****8000',
  membership: { level: 1, levelName: 'VIP会员', expiresAt: EXPIRES, remainingDays: 20 },
  affected: { monitors: 3, collections: 5, follows: 2, footprints: 40, messages: 12, orders: 2, invoices: 1 },
  blockers: [],
  ...over,
})
const pending = () => status({ state: 'pending', requestedAt: NOW, effectiveAt: NOW + CANCEL_COOLING_OFF_MS })

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('注销须知', () => {
  it('states this account’s losses and what is kept; 申请注销 waits for the box', async () => {
    h.on('GET', '/user/api/v1/account/cancel/status', () => ({ data: status() }))
    const { container } = render(<AccountCancelTip />)
    await settle()
    const text = container.textContent ?? ''
    expect(text).toContain(`您的VIP会员剩余 20 天（${formatDate(EXPIRES, 'yyyy-mm-dd')} 到期），注销后将作废，剩余时长不予退款`)
    expect(text).toContain('3 个监控、5 个收藏、2 家关注企业将被删除')
    expect(text).toContain('40 条浏览足迹、12 条监控消息将被删除')
    expect(text).toContain('2 笔订单、1 张发票按照会计与税务法规的要求保留')
    expect(text).toContain('7天冷静期')
    expect(text).toContain('冷静期内登录账号（任何登录方式）')

    fireEvent.click(screen.getByTestId('tip-apply'))
    await settle()
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    expect(screen.getByText('我已阅读并同意《注销须知》')).toBeTruthy()
    fireEvent.click(screen.getByTestId('tip-agree'))
    fireEvent.click(screen.getByTestId('tip-apply'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesUser/accountCancel/accountCancel/accountCancel?agreed=1' }),
    )
  })

  it('a free account is told it has no membership; a blocker keeps 申请注销 shut', async () => {
    const blocker = '您有1笔待支付的订单，请先支付或取消后再申请注销'
    h.on('GET', '/user/api/v1/account/cancel/status', () => ({
      data: status({ membership: { level: 0, levelName: '免费用户', expiresAt: null, remainingDays: null }, blockers: [blocker] }),
    }))
    const { container } = render(<AccountCancelTip />)
    await settle()
    expect(container.textContent).toContain('您当前没有会员权益')
    expect(screen.getByTestId('tip-blockers').textContent).toContain(blocker)
    fireEvent.click(screen.getByTestId('tip-agree'))
    fireEvent.click(screen.getByTestId('tip-apply'))
    await settle()
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
  })

  it('with a request pending it says when, and 查看注销进度 opens it', async () => {
    const p = pending()
    h.on('GET', '/user/api/v1/account/cancel/status', () => ({ data: p }))
    render(<AccountCancelTip />)
    await settle()
    expect(screen.getByTestId('tip-pending').textContent).toContain(formatDate(p.effectiveAt, 'yyyy-mm-dd hh:MM'))
    expect(screen.queryByTestId('tip-agree')).toBeNull()
    fireEvent.click(screen.getByText('查看注销进度'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesUser/accountCancel/accountCancel/accountCancel' }),
    )
  })
})

describe('注销账号', () => {
  it('opened without the notice agreed, it sends the user to read it first', async () => {
    h.on('GET', '/user/api/v1/account/cancel/status', () => ({ data: status() }))
    render(<AccountCancel />)
    await settle()
    expect(screen.getByText('请先阅读《注销须知》')).toBeTruthy()
    expect(screen.queryByTestId('cancel-form')).toBeNull()
    fireEvent.click(screen.getByText('查看注销须知'))
    await settle()
    expect(h.spies.redirectTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesUser/accountCancel/accountCancelTip/accountCancelTip' }),
    )
  })

  it('sends the code to the account’s phone, checks it, confirms, then shows when it takes effect', async () => {
    h.params({ agreed: '1' })
    let current = status()
    h.on('GET', '/user/api/v1/account/cancel/status', () => ({ data: current }))
    h.on('POST', '/user/api/v1/account/cancel/sendCode', () => ({ data: { ttl: 300, interval: 60, phoneMasked: '138****8000' } }))
    h.on('POST', '/user/api/v1/account/cancel/request', () => {
      current = pending()
      return { data: current }
    })
    render(<AccountCancel />)
    await settle()
    expect(screen.getByTestId('cancel-form').textContent).toContain('发送至 138****8000')

    fireEvent.click(screen.getByTestId('cancel-submit'))
    await settle()
    expect(screen.getByText('请输入验证码')).toBeTruthy()
    expect(h.callsTo('/user/api/v1/account/cancel/request')).toHaveLength(0)

    fireEvent.click(screen.getByTestId('cancel-send'))
    await settle()
    expect(h.callsTo('/user/api/v1/account/cancel/sendCode')).toHaveLength(1)
    expect(h.toasts().map((t) => t.title)).toContain('验证码已发送至 138****8000')
    expect(screen.getByTestId('cancel-send').textContent).toMatch(/^\d+s后重新获取$/)

    // 再想想: nothing is sent
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    typeInto(document.querySelector('.pv-code__input') as Element, '123456')
    fireEvent.click(screen.getByTestId('cancel-submit'))
    await settle()
    expect(h.callsTo('/user/api/v1/account/cancel/request')).toHaveLength(0)

    fireEvent.click(screen.getByTestId('cancel-submit'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '确认注销账号？', confirmText: '确认注销' }))
    expect(h.callsTo('/user/api/v1/account/cancel/request')[0].data).toEqual({ code: '123456', agreed: true })
    expect(screen.getByTestId('cancel-effective').textContent).toBe(
      `注销申请已提交，将于 ${formatDate(NOW + CANCEL_COOLING_OFF_MS, 'yyyy-mm-dd hh:MM')} 生效`,
    )
    expect(screen.getByTestId('cancel-pending').textContent).toContain('冷静期还剩7天')
  })

  it('a wrong code is told by the server and the form stays', async () => {
    h.params({ agreed: '1' })
    h.on('GET', '/user/api/v1/account/cancel/status', () => ({ data: status() }))
    h.on('POST', '/user/api/v1/account/cancel/request', () => ({ code: '4001', msg: '验证码错误，还可尝试4次', status: 400 }))
    render(<AccountCancel />)
    await settle()
    typeInto(document.querySelector('.pv-code__input') as Element, '654321')
    fireEvent.click(screen.getByTestId('cancel-submit'))
    await settle()
    expect(h.toasts().map((t) => t.title)).toContain('验证码错误，还可尝试4次')
    expect(screen.getByTestId('cancel-form')).toBeTruthy()
  })

  it('撤销注销 asks, withdraws, and says so', async () => {
    let current = pending()
    h.on('GET', '/user/api/v1/account/cancel/status', () => ({ data: current }))
    h.on('POST', '/user/api/v1/account/cancel/withdraw', () => {
      current = status()
      return { data: current }
    })
    render(<AccountCancel />)
    await settle()
    fireEvent.click(screen.getByTestId('cancel-withdraw'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '撤销注销申请？' }))
    expect(h.callsTo('/user/api/v1/account/cancel/withdraw')).toHaveLength(1)
    expect(screen.getByTestId('cancel-withdrawn').textContent).toContain('已撤销注销申请')
    expect(h.toasts().map((t) => t.title)).toContain('已撤销注销申请')
  })
})

describe('a sign-in that withdrew the cancellation', () => {
  const answer = (cancelWithdrawn?: boolean) => ({
    data: { token: TOKEN, expiresAt: 4102444800, user, ...(cancelWithdrawn ? { cancelWithdrawn } : {}) },
  })

  it('tells the user at once, and leaves the notice for the sign-in page, once', async () => {
    session.logout()
    h.on('POST', '/sso/sms/codeLogin', () => answer(true))
    await codeLogin('13800138000', '123456')
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '已撤销注销申请', icon: 'none' }))
    expect(takeLoginNotice()).toBe('已撤销注销申请')
    expect(takeLoginNotice()).toBeNull()
  })

  it('an ordinary sign-in says nothing of it', async () => {
    session.logout()
    h.on('POST', '/sso/pwd/login', () => answer())
    await pwdLogin('13800138000', 'Abc12345')
    expect(h.toasts().map((t) => t.title)).not.toContain('已撤销注销申请')
    expect(takeLoginNotice()).toBeNull()
  })
})
