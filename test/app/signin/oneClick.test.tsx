import { render, screen, fireEvent, waitFor, act } from '@testing-library/react'
import OneClickSheet, { ONE_CLICK_TITLE, OTHER_WAYS_TITLE, TERMS_REQUIRED } from '../../../src/components/OneClickSheet'
import PrivacyDialog from '../../../src/components/PrivacyDialog'
import { launch, PRIVACY_KEY } from '../../../src/stores/launch'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from '../pages/harness'

let h: ReturnType<typeof setupPage>

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  launch.reset()
  h.on('GET', '/sso/sso/oneClickPreCheck', () => ({ data: { available: true, provider: 'local' } }))
  h.on('POST', '/sso/sso/getPrefetchPhoneNumber', () => ({ data: { confirmId: 'CONFIRM-1', phoneMasked: '137****1234', expiresAt: 0 } }))
})

const newUser = { ...user, promotionSource: 0, dateLimitStatus: 0 }

function confirmAnswers(u = newUser) {
  h.on('POST', '/sso/sso/oneClickConfirmLogin', () => ({ data: { token: TOKEN, expiresAt: 4102444800, user: u } }))
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: u }))
}

const tick = (container: HTMLElement) => fireEvent.click(container.querySelector('.oc-terms')!)

describe('the launch flow', () => {
  it('without a token the pre-check opens the sheet; with one it stays closed', async () => {
    await act(() => launch.begin())
    expect(launch.sheetVisible).toBe(true)
    expect(h.callsTo('/sso/sso/oneClickPreCheck')).toHaveLength(1)
    launch.reset()
    session.login(TOKEN, user)
    await act(() => launch.begin())
    expect(launch.sheetVisible).toBe(false)
  })

  it('a desktop browser (a wide screen with a mouse) is never offered the carrier one-click, and asks nothing', async () => {
    const desktop = (query: string) => ({ matches: query.includes('min-width: 768px') && query.includes('hover: hover') }) as MediaQueryList
    const original = window.matchMedia
    window.matchMedia = desktop
    try {
      await act(() => launch.begin())
      expect(launch.sheetVisible).toBe(false)
      expect(h.callsTo('/sso/sso/oneClickPreCheck')).toHaveLength(0)
    } finally {
      window.matchMedia = original
    }
    launch.reset()
    await act(() => launch.begin())
    expect(launch.sheetVisible).toBe(true)
  })

  it('a real carrier opens the sheet too; a failed pre-check: no sheet', async () => {
    h.on('GET', '/sso/sso/oneClickPreCheck', () => ({ data: { available: true, provider: 'aliyun' } }))
    await act(() => launch.begin())
    expect(launch.sheetVisible).toBe(true)
    launch.reset()
    h.on('GET', '/sso/sso/oneClickPreCheck', () => ({ status: 500, code: '5000', msg: '服务器繁忙' }))
    await act(() => launch.begin())
    expect(launch.sheetVisible).toBe(false)
    expect(h.spies.showToast).not.toHaveBeenCalled()
  })
})

describe('the one-click sheet', () => {
  beforeEach(() => launch.setSheetVisible(true))

  it('shows both buttons and an unticked terms box linking both documents', async () => {
    const { container } = render(<OneClickSheet />)
    expect(screen.getByText(ONE_CLICK_TITLE)).toBeTruthy()
    expect(screen.getByText(OTHER_WAYS_TITLE)).toBeTruthy()
    expect(container.querySelector('.oc-terms__box')!.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(screen.getByText('《隐私政策》'))
    await settle()
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe('/pagesLogin/privacyAgreement/privacyAgreement')
    // following a link does not tick the box
    expect(container.querySelector('.oc-terms__box.is-checked')).toBeNull()
  })

  it('refuses until the box is ticked', async () => {
    render(<OneClickSheet />)
    fireEvent.click(screen.getByText(ONE_CLICK_TITLE))
    await settle()
    expect(h.toasts()[0]).toMatchObject({ title: TERMS_REQUIRED })
    expect(h.callsTo('/sso/sso/getPrefetchPhoneNumber')).toHaveLength(0)
  })

  it('success for a new user: token stored, user info fetched, 登录成功~ for 500 ms, then the invitation page (type=1)', async () => {
    confirmAnswers()
    const { container } = render(<OneClickSheet />)
    tick(container)
    fireEvent.click(screen.getByText(ONE_CLICK_TITLE))
    await waitFor(() => expect(h.spies.navigateTo).toHaveBeenCalled(), { timeout: 2000 })
    const pre = h.callsTo('/sso/sso/getPrefetchPhoneNumber')[0]
    expect(pre.data.accessToken).toMatch(/^local-[0-9A-Za-z]{24}$/)
    expect(pre.data.openId).toBe(session.cid)
    expect(pre.header.cid).toBe(session.cid)
    const confirm = h.callsTo('/sso/sso/oneClickConfirmLogin')[0]
    expect(confirm.data).toMatchObject({ confirmId: 'CONFIRM-1', versions: '1.0.1' })
    expect(Object.keys(confirm.data)).toEqual(expect.arrayContaining(['deviceIdentification', 'deviceName', 'phoneBrand', 'systemVersion']))
    expect(session.token).toBe(TOKEN)
    expect(h.callsTo('/sso/api/userCenter/getYqcClientUserInfo')).toHaveLength(1)
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '登录成功~', duration: 500 }))
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe('/pagesUser/publicize/invitationCode?type=1')
    expect(launch.sheetVisible).toBe(false)
  })

  it('success for a user with a promotion source lands on home', async () => {
    confirmAnswers({ ...user, promotionSource: 2, dateLimitStatus: 0 })
    const { container } = render(<OneClickSheet />)
    tick(container)
    fireEvent.click(screen.getByText(ONE_CLICK_TITLE))
    await waitFor(() => expect(h.spies.switchTab).toHaveBeenCalled(), { timeout: 2000 })
    expect(h.spies.switchTab.mock.calls[0][0].url).toBe('/pages/index/index')
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
  })

  it('30002 closes the sheet and opens phone login, without a toast or dialog', async () => {
    h.on('POST', '/sso/sso/getPrefetchPhoneNumber', () => ({ code: '30002', msg: '无法获取本机号码，请使用其他方式登录' }))
    const { container } = render(<OneClickSheet />)
    tick(container)
    fireEvent.click(screen.getByText(ONE_CLICK_TITLE))
    await settle()
    expect(launch.sheetVisible).toBe(false)
    expect(container.querySelector('[data-testid="one-click-sheet"]')).toBeNull()
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe('/pagesLogin/phoneLogin/phoneLogin')
    expect(h.spies.showModal).not.toHaveBeenCalled()
    expect(h.toasts()).toHaveLength(0)
  })

  it('4030 shows 提示 / 登录失效，请重新登录！！ with no cancel, then phone login', async () => {
    h.on('POST', '/sso/sso/oneClickConfirmLogin', () => ({ status: 401, code: '4030', msg: '登录失效，请重新登录！！' }))
    const { container } = render(<OneClickSheet />)
    tick(container)
    fireEvent.click(screen.getByText(ONE_CLICK_TITLE))
    await settle()
    expect(h.spies.showModal).toHaveBeenCalledTimes(1)
    expect(h.spies.showModal.mock.calls[0][0]).toMatchObject({ title: '提示', content: '登录失效，请重新登录！！', showCancel: false })
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe('/pagesLogin/phoneLogin/phoneLogin')
    expect(session.token).toBe('')
  })

  it('any other code: the server msg as a 2 s toast, the sheet stays', async () => {
    h.on('POST', '/sso/sso/getPrefetchPhoneNumber', () => ({
      status: 429,
      code: '4290',
      msg: '一键登录请求过于频繁，请5分钟后再试或使用其他方式登录',
    }))
    const { container } = render(<OneClickSheet />)
    tick(container)
    fireEvent.click(screen.getByText(ONE_CLICK_TITLE))
    await settle()
    expect(h.toasts()).toEqual([
      expect.objectContaining({ title: '一键登录请求过于频繁，请5分钟后再试或使用其他方式登录', duration: 2000, icon: 'none' }),
    ])
    expect(launch.sheetVisible).toBe(true)
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    expect(h.spies.showModal).not.toHaveBeenCalled()
  })

  it('其他方式登录 closes the sheet and opens phone login; × just closes it', async () => {
    render(<OneClickSheet />)
    fireEvent.click(screen.getByText(OTHER_WAYS_TITLE))
    await settle()
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe('/pagesLogin/phoneLogin/phoneLogin')
    expect(launch.sheetVisible).toBe(false)
    act(() => launch.setSheetVisible(true))
    await settle()
    fireEvent.click(screen.getByLabelText('关闭'))
    await settle()
    expect(launch.sheetVisible).toBe(false)
    expect(h.spies.navigateTo).toHaveBeenCalledTimes(1)
  })
})

describe('the privacy dialog (Android without a token)', () => {
  // the H5 build reads the browser's user agent
  const android = () =>
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')

  it('comes before the sheet; accepting is stored and then the pre-check runs', async () => {
    android()
    await act(() => launch.begin())
    expect(launch.privacyVisible).toBe(true)
    expect(launch.sheetVisible).toBe(false)
    expect(h.callsTo('/sso/sso/oneClickPreCheck')).toHaveLength(0)
    render(<PrivacyDialog />)
    expect(screen.getByText('隐私保护提示')).toBeTruthy()
    fireEvent.click(screen.getByText('同意并继续'))
    await settle()
    expect(h.storage.get(PRIVACY_KEY)).toBe(true)
    expect(launch.privacyVisible).toBe(false)
    expect(launch.sheetVisible).toBe(true)
    // accepted once: the next launch goes straight to the sheet
    launch.reset()
    await act(() => launch.begin())
    expect(launch.privacyVisible).toBe(false)
    expect(launch.sheetVisible).toBe(true)
  })

  it('refusing offers no login and says why', async () => {
    android()
    await act(() => launch.begin())
    render(<PrivacyDialog />)
    fireEvent.click(screen.getByText('不同意'))
    await settle()
    expect(launch.privacyVisible).toBe(false)
    expect(launch.sheetVisible).toBe(false)
    expect(h.storage.get(PRIVACY_KEY)).toBeUndefined()
    expect(h.toasts()[0].title).toContain('隐私政策')
  })

  it('other platforms and signed-in users see no privacy dialog', async () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148')
    await act(() => launch.begin())
    expect(launch.privacyVisible).toBe(false)
    launch.reset()
    android()
    session.login(TOKEN, user)
    await act(() => launch.begin())
    expect(launch.privacyVisible).toBe(false)
  })
})
