import { render, screen, fireEvent, act, waitFor } from '@testing-library/react'
import PhoneLogin from '../../../src/pagesLogin/phoneLogin/phoneLogin'
import CodePage from '../../../src/pagesLogin/code/code'
import PwdLogin from '../../../src/pagesLogin/pwdLogin/pwdLogin'
import { AGREEMENT_REQUIRED } from '../../../src/pagesLogin/shared/Agreement'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'

let h: ReturnType<typeof setupPage>

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.on('POST', '/sso/sms/sendCode', () => ({ data: { ttl: 300, interval: 60 } }))
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: { ...user, nickname: '最新昵称' } }))
})

afterEach(() => {
  jest.useRealTimers()
})

const input = (container: HTMLElement, i = 0) => container.querySelectorAll('taro-input-core')[i]

describe('phone login page', () => {
  it('refuses an invalid phone with a Chinese message and sends nothing', async () => {
    h.params({})
    const { container } = render(<PhoneLogin />)
    typeInto(input(container), '10012345678')
    fireEvent.click(container.querySelector('.agreement')!)
    fireEvent.click(screen.getByText('获取验证码'))
    await settle()
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
    expect(h.callsTo('/sso/sms/sendCode')).toHaveLength(0)
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
  })

  it('asks for a phone when none is typed', async () => {
    h.params({})
    render(<PhoneLogin />)
    fireEvent.click(screen.getByText('获取验证码'))
    await settle()
    expect(screen.getByText('请输入手机号')).toBeTruthy()
    expect(h.calls).toHaveLength(0)
  })

  it('refuses while the agreement is unticked (unticked by default)', async () => {
    h.params({})
    const { container } = render(<PhoneLogin />)
    expect(container.querySelector('.agreement__box.is-checked')).toBeNull()
    typeInto(input(container), '13800138000')
    fireEvent.click(screen.getByText('获取验证码'))
    await settle()
    expect(h.toasts().map((t) => t.title)).toContain(AGREEMENT_REQUIRED)
    expect(h.callsTo('/sso/sms/sendCode')).toHaveLength(0)
  })

  it('sends the code and opens the code page, carrying the redirect on', async () => {
    h.params({ redirect: '/pagesFilter/detail/detail?pid=P1' })
    const { container } = render(<PhoneLogin />)
    typeInto(input(container), '13800138000')
    fireEvent.click(container.querySelector('.agreement')!)
    expect(container.querySelector('.agreement__box.is-checked')).not.toBeNull()
    fireEvent.click(screen.getByText('获取验证码'))
    await settle()
    expect(h.callsTo('/sso/sms/sendCode')).toEqual([
      expect.objectContaining({ method: 'POST', data: { phone: '13800138000', scene: 'login' } }),
    ])
    const url: string = h.spies.navigateTo.mock.calls[0][0].url
    expect(url.startsWith('/pagesLogin/code/code?')).toBe(true)
    expect(url).toContain('phone=13800138000')
    expect(url).toContain(`redirect=${encodeURIComponent('/pagesFilter/detail/detail?pid=P1')}`)
  })

  it('links to password login', async () => {
    h.params({})
    render(<PhoneLogin />)
    fireEvent.click(screen.getByText('密码登录'))
    await settle()
    expect(h.spies.redirectTo.mock.calls[0][0].url).toMatch(/^\/pagesLogin\/pwdLogin\/pwdLogin/)
  })
})

describe('code page', () => {
  const codeLoginOk = () =>
    h.on('POST', '/sso/sms/codeLogin', (d) =>
      d.code === '123456' ? { data: { token: TOKEN, expiresAt: 4102444800, user } } : { code: '4001', msg: '验证码错误', status: 400 },
    )

  it('counts down 60 s, then resends and counts again', async () => {
    jest.useFakeTimers()
    h.params({ phone: '13800138000' })
    render(<CodePage />)
    expect(screen.getByText('验证码已发送至 +86 138****8000')).toBeTruthy()
    expect(screen.getByText('60s 后可重新获取')).toBeTruthy()
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(screen.getByText('59s 后可重新获取')).toBeTruthy()
    expect(screen.queryByText('重新获取验证码')).toBeNull()
    act(() => {
      jest.advanceTimersByTime(59000)
    })
    const resend = screen.getByText('重新获取验证码')
    fireEvent.click(resend)
    await settle()
    expect(h.callsTo('/sso/sms/sendCode')).toHaveLength(1)
    expect(screen.getByText('60s 后可重新获取')).toBeTruthy()
    act(() => {
      jest.advanceTimersByTime(3000)
    })
    expect(screen.getByText('57s 后可重新获取')).toBeTruthy()
  })

  it('logs in with the 6 digits, toasts 登录成功~ for 500 ms, then goes back to the redirect page', async () => {
    jest.useFakeTimers()
    codeLoginOk()
    h.params({ phone: '13800138000', redirect: encodeURIComponent('/pagesFilter/detail/detail?pid=P1') })
    const { container } = render(<CodePage />)
    typeInto(input(container), '123456')
    await settle()
    expect(h.callsTo('/sso/sms/codeLogin')[0].data).toMatchObject({ phone: '13800138000', code: '123456' })
    expect(h.callsTo('/sso/api/userCenter/getYqcClientUserInfo')).toHaveLength(1)
    expect(session.isLoggedIn).toBe(true)
    expect(session.userInfo?.nickname).toBe('最新昵称')
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '登录成功~', duration: 500 }))
    expect(h.spies.redirectTo).not.toHaveBeenCalled()
    await act(async () => {
      jest.advanceTimersByTime(500)
    })
    await settle()
    expect(h.spies.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P1' }))
    expect(h.spies.switchTab).not.toHaveBeenCalled()
  })

  it('lands on a tab page with switchTab', async () => {
    codeLoginOk()
    h.params({ phone: '13800138000', redirect: encodeURIComponent('/pages/mine/mine') })
    const { container } = render(<CodePage />)
    typeInto(input(container), '123456')
    await waitFor(() => expect(h.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/mine/mine' })), {
      timeout: 3000,
    })
    expect(h.spies.redirectTo).not.toHaveBeenCalled()
  })

  it('goes home without a redirect', async () => {
    codeLoginOk()
    h.params({ phone: '13800138000' })
    const { container } = render(<CodePage />)
    typeInto(input(container), '123456')
    await waitFor(() => expect(h.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' })), {
      timeout: 3000,
    })
  })

  it('a wrong code shows the server message, stays signed out and clears the boxes', async () => {
    codeLoginOk()
    h.params({ phone: '13800138000' })
    const { container } = render(<CodePage />)
    typeInto(input(container), '654321')
    await settle()
    expect(h.toasts().map((t) => t.title)).toContain('验证码错误')
    expect(session.isLoggedIn).toBe(false)
    expect(container.querySelectorAll('.code-box.is-filled')).toHaveLength(0)
    expect(h.spies.switchTab).not.toHaveBeenCalled()
    expect(h.spies.redirectTo).not.toHaveBeenCalled()
  })

  it('refuses fewer than 6 digits on the button', async () => {
    codeLoginOk()
    h.params({ phone: '13800138000' })
    const { container } = render(<CodePage />)
    typeInto(input(container), '123')
    expect(container.querySelectorAll('.code-box.is-filled')).toHaveLength(3)
    fireEvent.click(screen.getByText('登录'))
    await settle()
    expect(screen.getByText('请输入6位数字验证码')).toBeTruthy()
    expect(h.callsTo('/sso/sms/codeLogin')).toHaveLength(0)
  })
})

describe('password login page', () => {
  const agree = (c: HTMLElement) => fireEvent.click(c.querySelector('.agreement')!)

  it('shows the server lock message as a toast and stays signed out', async () => {
    const lock = '密码错误次数过多，账号已锁定15分钟，请稍后再试或使用验证码登录'
    h.on('POST', '/sso/pwd/login', () => ({ code: '4003', msg: lock, status: 400 }))
    h.params({})
    const { container } = render(<PwdLogin />)
    typeInto(input(container, 0), '13800138000')
    typeInto(input(container, 1), 'abc12345')
    agree(container)
    fireEvent.click(screen.getByText('登录'))
    await settle()
    expect(h.callsTo('/sso/pwd/login')[0].data).toMatchObject({ phone: '13800138000', password: 'abc12345' })
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: lock }))
    expect(session.isLoggedIn).toBe(false)
    expect(h.spies.switchTab).not.toHaveBeenCalled()
  })

  it('toggles the password between hidden and shown', () => {
    h.params({})
    const { container } = render(<PwdLogin />)
    expect(input(container, 1).getAttribute('password')).toBe('true')
    fireEvent.click(screen.getByText('显示'))
    expect(input(container, 1).getAttribute('password')).not.toBe('true')
    fireEvent.click(screen.getByText('隐藏'))
    expect(input(container, 1).getAttribute('password')).toBe('true')
  })

  it('validates phone and password before calling', async () => {
    h.params({})
    const { container } = render(<PwdLogin />)
    typeInto(input(container, 0), '1380013800')
    typeInto(input(container, 1), 'abc12345')
    agree(container)
    fireEvent.click(screen.getByText('登录'))
    await settle()
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
    typeInto(input(container, 0), '13800138000')
    typeInto(input(container, 1), '')
    fireEvent.click(screen.getByText('登录'))
    await settle()
    expect(screen.getByText('请输入密码')).toBeTruthy()
    expect(h.callsTo('/sso/pwd/login')).toHaveLength(0)
  })

  it('signs in and lands on the redirect page', async () => {
    h.on('POST', '/sso/pwd/login', () => ({ data: { token: TOKEN, expiresAt: 4102444800, user } }))
    h.params({ redirect: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1' })
    const { container } = render(<PwdLogin />)
    typeInto(input(container, 0), '13800138000')
    typeInto(input(container, 1), 'abc12345')
    agree(container)
    fireEvent.click(screen.getByText('登录'))
    await waitFor(
      () =>
        expect(h.spies.redirectTo).toHaveBeenCalledWith(
          expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1' }),
        ),
      { timeout: 3000 },
    )
    expect(session.isLoggedIn).toBe(true)
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '登录成功~', duration: 500 }))
  })
})
