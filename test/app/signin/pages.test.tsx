import Taro from '@tarojs/taro'
import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import InvitationCode from '../../../src/pagesUser/publicize/invitationCode'
import AccountSet from '../../../src/pagesUser/accountSet/accountSet'
import ResetPassword from '../../../src/pagesUser/resetPassword/resetPassword'
import Forget from '../../../src/pagesLogin/forget/forget'
import Resetting from '../../../src/pagesLogin/resetting/resetting'
import ScanPage, { ticketFrom } from '../../../src/pagesLogin/scan/scan'
import FromLing from '../../../src/pages/fromLing/fromLing'
import { session } from '../../../src/stores/session'
import { fakeJwt, setupPage, settle, typeInto, TOKEN, user } from '../pages/harness'

let h: ReturnType<typeof setupPage>

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

const inputs = (c: HTMLElement) => c.querySelectorAll('taro-input-core')
const signIn = (u = user) => session.login(TOKEN, u, { lingyang: false })

describe('invitation code page', () => {
  beforeEach(() => signIn({ ...user, promotionSource: 0, dateLimitStatus: 0 }))

  it('a valid code is sent upper-cased; then home', async () => {
    h.params({ type: '1' })
    h.on('POST', '/user/api/v1/invite/addInviteCode', () => ({
      data: { promotionSource: 1, label: '云企查官方推广', user: { ...user, promotionSource: 1, dateLimitStatus: 1 } },
    }))
    const { container } = render(<InvitationCode />)
    typeInto(inputs(container)[0], 'yqc2026')
    fireEvent.click(screen.getByText('确定'))
    await settle()
    expect(h.callsTo('/user/api/v1/invite/addInviteCode')[0].data).toEqual({ inviteCode: 'YQC2026' })
    expect(session.userInfo?.promotionSource).toBe(1)
    await waitFor(() => expect(h.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' })), {
      timeout: 2000,
    })
  })

  it('a refused code shows the server reason under the field and stays', async () => {
    h.params({ type: '1' })
    h.on('POST', '/user/api/v1/invite/addInviteCode', () => ({ status: 400, code: '4000', msg: '邀请码不存在，请核对后重新输入' }))
    const { container } = render(<InvitationCode />)
    typeInto(inputs(container)[0], 'NOPE99')
    fireEvent.click(screen.getByText('确定'))
    await settle()
    expect(container.querySelector('.invite-error')!.textContent).toBe('邀请码不存在，请核对后重新输入')
    expect(h.spies.switchTab).not.toHaveBeenCalled()
  })

  it('too short a code is refused without a call; 跳过 tells the server and goes home', async () => {
    h.params({ type: '1' })
    h.on('POST', '/user/api/v1/invite/skipInviteCode', () => ({ data: { ...user, promotionSource: 0, dateLimitStatus: 1 } }))
    const { container } = render(<InvitationCode />)
    typeInto(inputs(container)[0], 'AB')
    fireEvent.click(screen.getByText('确定'))
    await settle()
    expect(screen.getByText('邀请码为4-16位字母或数字')).toBeTruthy()
    expect(h.callsTo('/user/api/v1/invite/addInviteCode')).toHaveLength(0)
    fireEvent.click(screen.getByText('跳过'))
    await settle()
    expect(h.callsTo('/user/api/v1/invite/skipInviteCode')).toHaveLength(1)
    expect(session.userInfo?.dateLimitStatus).toBe(1)
    expect(h.spies.switchTab.mock.calls[0][0].url).toBe('/pages/index/index')
  })

  it('an account that may still enter a code gets the form', async () => {
    h.params({ type: '1' })
    h.on('GET', '/user/api/v1/invite/codeStatus', () => ({ data: { allowed: true, reason: '' } }))
    const { container } = render(<InvitationCode />)
    await settle()
    expect(h.callsTo('/user/api/v1/invite/codeStatus')).toHaveLength(1)
    expect(inputs(container)).toHaveLength(1)
    expect(screen.getByText('确定')).toBeTruthy()
    expect(screen.getByText('跳过')).toBeTruthy()
  })

  it('an account that can no longer enter a code is told why, with no form; after login it goes home', async () => {
    h.params({ type: '1', code: 'YQC2026' })
    h.on('GET', '/user/api/v1/invite/codeStatus', () => ({ data: { allowed: false, reason: '邀请码仅限注册7天内的新用户填写' } }))
    const { container } = render(<InvitationCode />)
    await settle()
    expect(container.querySelector('.invite-closed')!.textContent).toBe('邀请码仅限注册7天内的新用户填写')
    expect(inputs(container)).toHaveLength(0)
    expect(screen.queryByText('确定')).toBeNull()
    expect(screen.queryByText('跳过')).toBeNull()
    fireEvent.click(screen.getByText('进入首页'))
    await settle()
    expect(h.spies.switchTab.mock.calls[0][0].url).toBe('/pages/index/index')
    expect(h.callsTo('/user/api/v1/invite/addInviteCode')).toHaveLength(0)
    expect(h.callsTo('/user/api/v1/invite/skipInviteCode')).toHaveLength(0)
  })

  it('opened from elsewhere, the refusal page goes back', async () => {
    h.params({ code: 'YQC2026' })
    h.on('GET', '/user/api/v1/invite/codeStatus', () => ({ data: { allowed: false, reason: '您已跳过填写邀请码，不能再填写' } }))
    render(<InvitationCode />)
    await settle()
    expect(screen.getByText('您已跳过填写邀请码，不能再填写')).toBeTruthy()
    fireEvent.click(screen.getByText('返回'))
    await settle()
    expect(h.spies.navigateBack).toHaveBeenCalled()
    expect(h.spies.switchTab).not.toHaveBeenCalled()
  })
})

describe('account settings', () => {
  it('lists the devices with the current one marked', async () => {
    signIn()
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: user }))
    h.on('GET', '/sso/api/userCenter/devices', () => ({
      data: [
        {
          id: 'a',
          deviceName: 'H5',
          phoneBrand: '',
          systemVersion: 'Linux',
          appVersion: '1.0.1',
          ip: '127.0.0.1',
          loginAt: 1790000000,
          status: 'active',
          current: true,
        },
        {
          id: 'b',
          deviceName: 'iPhone 15',
          phoneBrand: 'Apple',
          systemVersion: 'iOS 17',
          appVersion: '1.0.1',
          ip: '10.0.0.2',
          loginAt: 1780000000,
          status: 'superseded',
          current: false,
        },
      ],
    }))
    render(<AccountSet />)
    await settle()
    expect(screen.getByTestId('account-phone').textContent).toBe('138****8000')
    const rows = screen.getAllByTestId('device-row')
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toContain('本机')
    expect(rows[1].textContent).toContain('iPhone 15 · Apple')
    expect(rows[1].textContent).toContain('已在其他设备登录')
    expect(screen.getByText('修改密码')).toBeTruthy()
  })
})

describe('the expiry dialogs, each once', () => {
  // the door shows each dialog once per token: every test signs in with its own token
  let n = 0
  const signIn = (u = user, lingyang = false) => session.login(fakeJwt({ sub: 'u1', exp: 4102444800, jti: `t${++n}` }), u, { lingyang })
  const devicesAnswer = (code: string, status = 401) => h.on('GET', '/sso/api/userCenter/devices', () => ({ status, code, msg: 'x' }))

  it('4030 for an ordinary user: login-expired dialog without cancel, then phone login, once', async () => {
    signIn()
    devicesAnswer('4030')
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ status: 401, code: '4030', msg: 'token过期，跳转登录页面' }))
    render(<AccountSet />)
    await settle()
    expect(h.spies.showModal).toHaveBeenCalledTimes(1)
    expect(h.spies.showModal.mock.calls[0][0]).toMatchObject({ title: '提示', content: '登录已失效，请重新登录', showCancel: false })
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesLogin/phoneLogin/phoneLogin' }))
    expect(session.token).toBe('')
  })

  it('HTTP 403 and 443 behave the same', async () => {
    signIn()
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ status: 403, code: '403', msg: 'forbidden' }))
    devicesAnswer('443', 200)
    render(<AccountSet />)
    await settle()
    expect(h.spies.showModal).toHaveBeenCalledTimes(1)
    expect(h.spies.showModal.mock.calls[0][0]).toMatchObject({ content: '登录已失效，请重新登录' })
  })

  it('the lingyang user is sent back to the partner app, not to phone login', async () => {
    signIn(user, true)
    devicesAnswer('4030')
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: user }))
    render(<AccountSet />)
    await settle()
    expect(h.spies.showModal.mock.calls[0][0]).toMatchObject({ content: '登录已失效，请返回领扬APP重新进入', showCancel: false })
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
  })

  it('4036: the other-device dialog with cancel; cancel stays, confirm goes to login', async () => {
    signIn()
    devicesAnswer('4036')
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ status: 401, code: '4036', msg: 'x' }))
    h.spies.showModal.mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    render(<AccountSet />)
    await settle()
    expect(h.spies.showModal).toHaveBeenCalledTimes(1)
    expect(h.spies.showModal.mock.calls[0][0]).toMatchObject({
      title: '提示',
      content: '账号异常：您的账号已在其他设备登录，请重新登录',
      showCancel: true,
    })
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    expect(session.token).toBe('')
  })
})

describe('forgot and reset password', () => {
  it('forget: sends a reset code, verifies it and opens resetting with the ticket', async () => {
    h.params({})
    h.on('POST', '/sso/sms/sendCode', () => ({ data: { ttl: 300, interval: 60 } }))
    h.on('POST', '/sso/pwd/forget/verify', () => ({ data: { resetTicket: 'T1', expiresAt: 0 } }))
    const { container } = render(<Forget />)
    typeInto(inputs(container)[0], '13800138000')
    fireEvent.click(screen.getByText('获取验证码'))
    await settle()
    expect(h.callsTo('/sso/sms/sendCode')[0].data).toEqual({ phone: '13800138000', scene: 'reset' })
    expect(screen.getByText('60s 后重新获取')).toBeTruthy()
    typeInto(inputs(container)[1], '123456')
    fireEvent.click(screen.getByText('下一步'))
    await settle()
    expect(h.callsTo('/sso/pwd/forget/verify')[0].data).toEqual({ phone: '13800138000', code: '123456' })
    expect(h.spies.redirectTo.mock.calls[0][0].url).toBe('/pagesLogin/resetting/resetting?phone=13800138000&ticket=T1')
  })

  it('resetting shows the rules while typing and refuses a weak or unequal password', async () => {
    h.params({ phone: '13800138000', ticket: 'T1' })
    h.on('POST', '/sso/pwd/reset', () => ({ data: null }))
    const { container } = render(<Resetting />)
    const ok = () => [...container.querySelectorAll('.pwd-rule')].map((r) => r.getAttribute('data-ok'))
    expect(ok()).toEqual(['0', '0', '0', '0'])
    typeInto(inputs(container)[0], 'abcdefgh')
    expect(ok()).toEqual(['1', '1', '0', '1'])
    fireEvent.click(screen.getByText('确认修改'))
    await settle()
    expect(screen.getByText('密码须同时包含字母和数字')).toBeTruthy()
    typeInto(inputs(container)[0], 'abcd1234')
    expect(ok()).toEqual(['1', '1', '1', '1'])
    typeInto(inputs(container)[1], 'abcd1235')
    fireEvent.click(screen.getByText('确认修改'))
    await settle()
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy()
    expect(h.callsTo('/sso/pwd/reset')).toHaveLength(0)
    typeInto(inputs(container)[1], 'abcd1234')
    fireEvent.click(screen.getByText('确认修改'))
    await settle()
    expect(h.callsTo('/sso/pwd/reset')[0].data).toEqual({
      phone: '13800138000',
      resetTicket: 'T1',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    })
    expect(h.spies.redirectTo.mock.calls[0][0].url).toBe('/pagesLogin/pwdLogin/pwdLogin?phone=13800138000')
  })

  it('signed-in change with the old password', async () => {
    signIn()
    h.on('POST', '/sso/pwd/change', () => ({ data: user }))
    const { container } = render(<ResetPassword />)
    typeInto(inputs(container)[0], 'Yqc123456')
    typeInto(inputs(container)[1], 'New12345')
    typeInto(inputs(container)[2], 'New12345')
    fireEvent.click(screen.getByText('确认'))
    await settle()
    expect(h.callsTo('/sso/pwd/change')[0].data).toEqual({ oldPassword: 'Yqc123456', password: 'New12345', confirmPassword: 'New12345' })
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '密码已修改' }))
  })
})

describe('scan page (the confirming phone)', () => {
  const T = 'abcdefghijklmnopqrstuvwx'

  it('reads the ticket from the QR link', () => {
    expect(ticketFrom(`http://h/#/pagesLogin/scan/scan?ticket=${T}`)).toBe(T)
    expect(ticketFrom('https://example.com/other')).toBeNull()
  })

  it('shows the asking device and confirms', async () => {
    signIn()
    h.params({ ticket: T })
    h.on('GET', '/sso/scan/info', () => ({
      data: {
        status: 'scanned',
        deviceName: 'Windows 电脑',
        phoneBrand: 'Dell',
        systemVersion: 'Windows 11',
        appVersion: '1.0.1',
        ip: '10.1.2.3',
        createdAt: 1790000000,
        expiresAt: 1790000120,
      },
    }))
    h.on('POST', '/sso/scan/confirm', () => ({ data: null }))
    render(<ScanPage />)
    await settle()
    expect(screen.getByText('Windows 电脑 请求登录')).toBeTruthy()
    expect(screen.getByText('IP：10.1.2.3')).toBeTruthy()
    fireEvent.click(screen.getByText('确认登录'))
    await settle()
    expect(h.callsTo('/sso/scan/confirm')[0].data).toEqual({ ticket: T })
    expect(screen.getByText('已确认登录')).toBeTruthy()
  })

  it('refuses; an expired ticket is explained; without login it asks to sign in first', async () => {
    signIn()
    h.params({ ticket: T })
    h.on('GET', '/sso/scan/info', () => ({
      data: { status: 'scanned', deviceName: 'PC', phoneBrand: '', systemVersion: '', appVersion: '', ip: '', createdAt: 0, expiresAt: 0 },
    }))
    h.on('POST', '/sso/scan/refuse', () => ({ data: null }))
    const first = render(<ScanPage />)
    await settle()
    fireEvent.click(screen.getByText('拒绝'))
    await settle()
    expect(screen.getByText('已拒绝登录')).toBeTruthy()
    first.unmount()
    h.on('GET', '/sso/scan/info', () => ({ status: 400, code: '4004', msg: '二维码已过期，请让对方刷新后重新扫码' }))
    const second = render(<ScanPage />)
    await settle()
    expect(screen.getByText('二维码已过期，请让对方刷新后重新扫码')).toBeTruthy()
    second.unmount()
    session.logout()
    render(<ScanPage />)
    await settle()
    fireEvent.click(screen.getByText('去登录'))
    await settle()
    expect(h.spies.redirectTo.mock.calls[0][0].url).toBe(
      `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent(`/pagesLogin/scan/scan?ticket=${T}`)}`,
    )
  })
})

describe('partner entry', () => {
  it('a ticket signs in with the lingyang flag and opens home', async () => {
    h.params({ ticket: 'payload.sig' })
    h.on('POST', '/sso/lingYangLogin/lingYangLogin', () => ({ data: { token: TOKEN, expiresAt: 0, user } }))
    jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    render(<FromLing />)
    await settle()
    expect(h.callsTo('/sso/lingYangLogin/lingYangLogin')[0].data.ticket).toBe('payload.sig')
    expect(session.isLingyang).toBe(true)
    expect(session.token).toBe(TOKEN)
    expect(Taro.reLaunch).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' }))
  })

  it('a refused ticket shows the server message on the page', async () => {
    h.params({ ticket: 'bad.ticket' })
    h.on('POST', '/sso/lingYangLogin/lingYangLogin', () => ({
      status: 401,
      code: '4032',
      msg: '领扬登录凭证已过期，请返回领扬APP重新进入',
    }))
    render(<FromLing />)
    await settle()
    expect(screen.getByTestId('fromling-error').textContent).toBe('领扬登录凭证已过期，请返回领扬APP重新进入')
    expect(session.token).toBe('')
  })
})
