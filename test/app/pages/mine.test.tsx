import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import Mine, { visibleMenu, MINE_MENU, memberLabel } from '../../../src/pages/mine/mine'
import { session } from '../../../src/stores/session'
import { findRoute } from '../../../src/routes'
import { setupPage, settle, TOKEN, user } from './harness'

let h: ReturnType<typeof setupPage>

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: { ...user, memberLevel: 2 } }))
  h.on('POST', '/sso/logout', () => ({ data: null }))
})

describe('mine page', () => {
  it('anonymous: shows the 登录/注册 card that opens phone login with a redirect back', async () => {
    render(<Mine />)
    expect(screen.queryByTestId('mine-profile')).toBeNull()
    expect(screen.queryByText('退出登录')).toBeNull()
    fireEvent.click(screen.getByText('登录/注册'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent('/pages/mine/mine')}` }),
    )
  })

  it('signed in: masked phone, nickname, avatar initial and member level', () => {
    session.login(TOKEN, { ...user, memberLevel: 0 })
    const { container } = render(<Mine />)
    expect(screen.getByText('138****8000')).toBeTruthy()
    expect(screen.queryByText('13800138000')).toBeNull()
    expect(screen.getByText('张小明')).toBeTruthy()
    expect(container.querySelector('.mine-avatar--text')!.textContent).toBe('张')
    expect(container.querySelector('.mine-level')!.textContent).toBe('普通用户')
    expect(screen.getByTestId('mine-member').textContent).toContain('开通会员')
    expect(screen.queryByText('登录/注册')).toBeNull()
  })

  it('masks the phone itself when the user info lacks phoneMasked', () => {
    session.login(TOKEN, { ...user, phoneMasked: '', phone: '13912345678' })
    render(<Mine />)
    expect(screen.getByText('139****5678')).toBeTruthy()
  })

  it('lists only menu rows whose page is in the route manifest', () => {
    render(<Mine />)
    const shown = visibleMenu()
    expect(shown.length).toBeGreaterThan(0)
    for (const row of MINE_MENU) {
      if (findRoute(row.url)) expect(screen.getByText(row.title)).toBeTruthy()
      else expect(screen.queryByText(row.title)).toBeNull()
    }
    fireEvent.click(screen.getByText(shown[0].title))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: shown[0].url }))
  })

  it('logout asks first; confirming calls the service and clears the session', async () => {
    session.login(TOKEN, user)
    render(<Mine />)
    fireEvent.click(screen.getByText('退出登录'))
    await waitFor(() => expect(h.callsTo('/sso/logout')).toHaveLength(1))
    expect(h.spies.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定要退出登录吗？' }))
    expect(h.callsTo('/sso/logout')[0].header.token).toBe(TOKEN)
    await settle()
    expect(session.isLoggedIn).toBe(false)
    expect(session.userInfo).toBeNull()
    expect(screen.getByText('登录/注册')).toBeTruthy()
    expect(h.toasts().map((t) => t.title)).toContain('已退出登录')
  })

  it('cancelling the confirm keeps the session', async () => {
    session.login(TOKEN, user)
    h.spies.showModal.mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    render(<Mine />)
    fireEvent.click(screen.getByText('退出登录'))
    await settle()
    expect(h.callsTo('/sso/logout')).toHaveLength(0)
    expect(session.isLoggedIn).toBe(true)
    expect(screen.getByText('138****8000')).toBeTruthy()
  })

  it('member level labels', () => {
    expect(memberLabel(0)).toBe('普通用户')
    expect(memberLabel(1)).toBe('VIP会员')
    expect(memberLabel(2)).toBe('SVIP会员')
    // a level above the highest named one reads as the highest
    expect(memberLabel(3)).toBe('SVIP会员')
  })
})
