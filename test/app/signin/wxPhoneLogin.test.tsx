import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import OneClickSheet, { ONE_CLICK_TITLE, TERMS_REQUIRED } from '../../../src/components/OneClickSheet'
import WxPhoneLogin, { WX_PHONE_REFUSED, WX_PHONE_TITLE } from '../../../src/components/WxPhoneLogin'
import { launch } from '../../../src/stores/launch'
import PhoneLogin from '../../../src/pagesLogin/phoneLogin/phoneLogin'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from '../pages/harness'

let h: ReturnType<typeof setupPage>
const env = process.env.TARO_ENV

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  launch.reset()
  jest.spyOn(Taro, 'login').mockImplementation((() => Promise.resolve({ code: 'silent-login-code', errMsg: 'login:ok' })) as never)
  h.on('GET', '/sso/sso/oneClickPreCheck', () => ({ data: { available: true, provider: 'local' } }))
})
afterEach(() => {
  process.env.TARO_ENV = env
})

const newUser = { ...user, promotionSource: 0, dateLimitStatus: 0 }
/** what WeChat fires on the button once the user allowed (or refused) the phone number */
const wechatAnswers = (el: Element, detail: Record<string, unknown>) =>
  act(() => {
    el.dispatchEvent(new CustomEvent('getphonenumber', { detail, bubbles: true }))
  })

describe('the mini-program launch sheet', () => {
  it('opens without a pre-check in the mini-program, and its one-click is WeChat’s phone-number button', async () => {
    process.env.TARO_ENV = 'weapp'
    await act(() => launch.begin())
    expect(launch.sheetVisible).toBe(true)
    expect(h.callsTo('/sso/sso/oneClickPreCheck')).toHaveLength(0)
    render(<OneClickSheet />)
    const btn = screen.getByTestId('wx-phone-login')
    expect(btn.getAttribute('open-type') ?? btn.getAttribute('opentype') ?? btn.outerHTML).toMatch(/getPhoneNumber/)
    expect(screen.getByText(WX_PHONE_TITLE)).toBeTruthy()
    expect(screen.queryByText(ONE_CLICK_TITLE)).toBeNull()
  })

  it('signs in with the phone code and a silent wx.login code, then lands a new user on the invitation page', async () => {
    process.env.TARO_ENV = 'weapp'
    launch.setSheetVisible(true)
    h.on('POST', '/sso/wx/phoneLogin', () => ({ data: { token: TOKEN, expiresAt: 4102444800, user: newUser } }))
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: newUser }))
    const { container } = render(<OneClickSheet />)
    fireEvent.click(container.querySelector('.oc-terms')!)
    await wechatAnswers(screen.getByTestId('wx-phone-login'), { code: 'phone-code-1', errMsg: 'getPhoneNumber:ok' })
    await waitFor(() => expect(h.spies.navigateTo).toHaveBeenCalled(), { timeout: 2000 })
    expect(h.callsTo('/sso/wx/phoneLogin')[0].data).toMatchObject({ phoneCode: 'phone-code-1', loginCode: 'silent-login-code' })
    expect(session.token).toBe(TOKEN)
    expect(launch.sheetVisible).toBe(false)
    expect(h.spies.navigateTo.mock.calls[0][0].url).toMatch(/invitationCode/)
  })

  it('the terms unticked or the number refused: no login', async () => {
    process.env.TARO_ENV = 'weapp'
    launch.setSheetVisible(true)
    render(<OneClickSheet />)
    await wechatAnswers(screen.getByTestId('wx-phone-login'), { code: 'phone-code-2' })
    await settle()
    expect(h.toasts()[0]).toMatchObject({ title: TERMS_REQUIRED })
    await wechatAnswers(screen.getByTestId('wx-phone-login'), { errMsg: 'getPhoneNumber:fail user deny' })
    await settle()
    expect(h.toasts()[1]).toMatchObject({ title: WX_PHONE_REFUSED })
    expect(h.callsTo('/sso/wx/phoneLogin')).toHaveLength(0)
    expect(session.isLoggedIn).toBe(false)
  })
})

describe('H5', () => {
  it('keeps the carrier one-click, and the sheet opens for a real carrier as for the local one', async () => {
    h.on('GET', '/sso/sso/oneClickPreCheck', () => ({ data: { available: true, provider: 'aliyun' } }))
    await act(() => launch.begin())
    expect(launch.sheetVisible).toBe(true)
    render(<OneClickSheet />)
    expect(screen.getByText(ONE_CLICK_TITLE)).toBeTruthy()
    expect(screen.queryByTestId('wx-phone-login')).toBeNull()
  })
})

describe('the button alone', () => {
  it('runs the login and tells its page', async () => {
    h.on('POST', '/sso/wx/phoneLogin', () => ({ data: { token: TOKEN, expiresAt: 4102444800, user } }))
    const done = jest.fn()
    render(<WxPhoneLogin agreed onTermsRequired={() => undefined} onSignedIn={done} />)
    await wechatAnswers(screen.getByTestId('wx-phone-login'), { code: 'phone-code-3' })
    await waitFor(() => expect(done).toHaveBeenCalled())
    expect(session.userInfo?.userId).toBe(user.userId)
  })
})

describe('the login page', () => {
  it('offers WeChat’s phone-number button in the mini-program, and returns to the page that asked', async () => {
    process.env.TARO_ENV = 'weapp'
    h.params({ redirect: '/pagesUser/memberCenter/memberCenter' })
    h.on('POST', '/sso/wx/phoneLogin', () => ({ data: { token: TOKEN, expiresAt: 4102444800, user } }))
    h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: user }))
    const { container } = render(<PhoneLogin />)
    fireEvent.click(container.querySelector('.agreement')!)
    await wechatAnswers(screen.getByTestId('wx-phone-login'), { code: 'phone-code-4' })
    await waitFor(() => expect(h.spies.redirectTo).toHaveBeenCalled(), { timeout: 2000 })
    expect(h.spies.redirectTo.mock.calls[0][0].url).toBe('/pagesUser/memberCenter/memberCenter')
  })

  it('H5 has no phone-number button', () => {
    render(<PhoneLogin />)
    expect(screen.queryByTestId('wx-phone-login')).toBeNull()
  })
})
