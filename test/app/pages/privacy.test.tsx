import { render, screen, fireEvent } from '@testing-library/react'
import PrivacyManage from '../../../src/pagesUser/privacyManage/privacyManage/privacyManage'
import PrivacyPower from '../../../src/pagesUser/privacyManage/privacyPower/privacyPower'
import PrivacyPolicy from '../../../src/pagesUser/privacyManage/privacyPolicy/privacyPolicy'
import DataSharing from '../../../src/pagesUser/dataSharing/dataSharing'
import { DEVICE_PERMISSIONS, THIRD_PARTIES, CANCEL_COOLING_OFF_DAYS } from '../../../contract/domain/privacy'
import { PRIVACY_POLICY } from '../../../src/domain/legalDocs'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'

let h: ReturnType<typeof setupPage>
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
})

describe('隐私管理', () => {
  it('lists the five entries and opens each page', async () => {
    session.login(TOKEN, user)
    render(<PrivacyManage />)
    const targets: Array<[string, string]> = [
      ['pv-power', '/pagesUser/privacyManage/privacyPower/privacyPower'],
      ['pv-policy', '/pagesUser/privacyManage/privacyPolicy/privacyPolicy'],
      ['pv-sharing', '/pagesUser/dataSharing/dataSharing'],
      ['pv-collect', '/pagesUser/userCollect/userCollect'],
      ['pv-cancel', '/pagesUser/accountCancel/accountCancelTip/accountCancelTip'],
    ]
    for (const [id, url] of targets) {
      fireEvent.click(screen.getByTestId(id))
      await settle()
      expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url }))
    }
    expect(screen.getByText('第三方信息共享清单')).toBeTruthy()
    expect(screen.getByText(`${THIRD_PARTIES.length}家`)).toBeTruthy()
  })

  it('signed out, the inventory and cancellation go through sign-in first', async () => {
    render(<PrivacyManage />)
    fireEvent.click(screen.getByTestId('pv-cancel'))
    await settle()
    const url = h.spies.navigateTo.mock.calls.at(-1)?.[0] as { url: string }
    expect(url.url).toMatch(/^\/pagesLogin\/phoneLogin\/phoneLogin\?redirect=/)
    expect(decodeURIComponent(url.url)).toContain('pagesUser/accountCancel/accountCancelTip/accountCancelTip')
  })
})

describe('权限管理', () => {
  const states = () =>
    Object.fromEntries(
      screen.getAllByTestId('perm').map((el) => [el.getAttribute('data-key'), el.querySelector('[data-testid=perm-state]')?.textContent]),
    )

  it('each permission with why, when and how to withdraw; a browser without the Permissions API manages them itself', async () => {
    render(<PrivacyPower />)
    await settle()
    expect(screen.getAllByTestId('perm')).toHaveLength(DEVICE_PERMISSIONS.length)
    expect(states()).toEqual({
      location: '由浏览器管理',
      album: '使用时选择',
      camera: '由浏览器管理',
      clipboard: '使用时选择',
      notification: '由浏览器管理',
      phoneCall: '使用时选择',
    })
    expect(screen.getByText('附近企业')).toBeTruthy()
    expect(screen.getByText('在浏览器的“网站设置—位置”中关闭本站的权限')).toBeTruthy()
    // the mini-program's settings page is not offered in a browser
    expect(screen.queryByTestId('perm-setting')).toBeNull()
  })

  it('reads the states the browser keeps', async () => {
    const query = jest.fn(async ({ name }: { name: string }) => {
      if (name === 'geolocation') return { state: 'granted' }
      if (name === 'notifications') return { state: 'denied' }
      throw new TypeError('not a permission here')
    })
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true })
    try {
      render(<PrivacyPower />)
      await settle()
      expect(states()).toMatchObject({ location: '已允许', notification: '已拒绝', camera: '由浏览器管理', album: '使用时选择' })
    } finally {
      delete (navigator as unknown as Record<string, unknown>).permissions
    }
  })
})

describe('隐私政策', () => {
  it('a table of contents of every section, then the text; its sharing and cancellation terms come from the shared lists', () => {
    const { container } = render(<PrivacyPolicy />)
    const toc = screen.getAllByTestId('toc-item').map((e) => e.textContent)
    expect(toc).toEqual(PRIVACY_POLICY.sections.map((s) => s.heading))
    for (const t of THIRD_PARTIES) expect(container.textContent).toContain(`${t.name}（${t.operator}）`)
    for (const p of DEVICE_PERMISSIONS) expect(container.textContent).toContain(`${p.name}：用于${p.feature}`)
    expect(container.textContent).toContain(`提交后有${CANCEL_COOLING_OFF_DAYS}天冷静期`)
    expect(container.textContent).toContain('搜索历史与浏览足迹保存在您的设备本地')
  })
})

describe('第三方信息共享清单', () => {
  it('every party with what it receives, and its policy link copied on tap', async () => {
    const copy = jest.spyOn(require('@tarojs/taro').default, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never)
    render(<DataSharing />)
    const parties = screen.getAllByTestId('party')
    expect(parties.map((p) => p.getAttribute('data-key'))).toEqual(THIRD_PARTIES.map((t) => t.key))
    const sms = parties[0]
    expect(sms.textContent).toContain('阿里云短信服务')
    expect(sms.textContent).toContain('手机号')
    expect(screen.getAllByText('微信 OpenID').length).toBeGreaterThanOrEqual(1)
    fireEvent.click(screen.getAllByText('复制链接查看')[0])
    await settle()
    expect(copy).toHaveBeenCalledWith({ data: THIRD_PARTIES[0].policyUrl })
    expect(h.toasts().map((t) => t.title)).toContain('链接已复制，可在浏览器中打开')
  })
})
