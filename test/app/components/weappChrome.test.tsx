import { render, screen, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import HeaderBar, { forgetCapsule } from '../../../src/components/HeaderBar'
import WxPrivacyH5 from '../../../src/components/WxPrivacy'
import WxPrivacy, { PRIVACY_GUIDE } from '../../../src/components/WxPrivacy/index.weapp'
import ScanButton from '../../../src/components/ScanButton'
import { wxPrivacy, PRIVACY_AGREE_BUTTON } from '../../../src/stores/wxPrivacy'
import { navigate } from '../../../src/services/nav'
import { onPageNotFound, PAGE_NOT_FOUND, startWeappShell, UPDATE_READY } from '../../../src/services/weappShell'
import { scanAndOpen, scanTargetOf, UNKNOWN_CODE } from '../../../src/services/scan'
import fs from 'node:fs'
import path from 'node:path'
import { setupPage, settle } from '../pages/harness'

type Any = any
const T = Taro as Any
let h: ReturnType<typeof setupPage>
const env = process.env.TARO_ENV
const defined: string[] = []
/** Taro's H5 runtime lacks the mini-program's own APIs: they are put in place for a test */
function stub(name: string, impl: (...a: Any[]) => Any) {
  if (!(name in T)) defined.push(name)
  T[name] = jest.fn(impl)
  return T[name] as jest.Mock
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  forgetCapsule()
})
afterEach(() => {
  process.env.TARO_ENV = env
  for (const n of defined.splice(0)) delete T[n]
})

describe('the header bar and the capsule button', () => {
  it('leaves the capsule’s width free at the right in the mini-program', () => {
    process.env.TARO_ENV = 'weapp'
    stub('getMenuButtonBoundingClientRect', () => ({ left: 281, right: 368, top: 48, bottom: 80, width: 87, height: 32 }))
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ windowWidth: 375, statusBarHeight: 44 } as Any)
    const { container } = render(<HeaderBar title='企业详情' />)
    const spacer = container.querySelector('.header-bar__capsule') as HTMLElement
    expect(spacer).not.toBeNull()
    expect(spacer.style.width).toBe('94px')
  })

  it('H5 has no capsule and keeps its bar as it was', () => {
    const { container } = render(<HeaderBar title='企业详情' />)
    expect(container.querySelector('.header-bar__capsule')).toBeNull()
  })
})

describe('the page stack', () => {
  const pages = (n: number) => jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(Array.from({ length: n }, () => ({})) as Any)

  it('at WeChat’s 10 pages a new page replaces the newest instead of failing', async () => {
    process.env.TARO_ENV = 'weapp'
    pages(10)
    await navigate('/pagesUser/about/about')
    expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: '/pagesUser/about/about' })
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
  })

  it('below the limit, and in H5, pages are pushed', async () => {
    process.env.TARO_ENV = 'weapp'
    pages(9)
    await navigate('/pagesUser/about/about')
    process.env.TARO_ENV = 'h5'
    pages(12)
    await navigate('/pagesUser/about/about')
    expect(h.spies.navigateTo).toHaveBeenCalledTimes(2)
    expect(h.spies.redirectTo).not.toHaveBeenCalled()
  })
})

describe('WeChat’s privacy agreement', () => {
  it('shows when WeChat asks, and the agree button (open-type agreePrivacyAuthorization) lets the call go on', async () => {
    process.env.TARO_ENV = 'weapp'
    let listener: Any = null
    stub('onNeedPrivacyAuthorization', (l) => (listener = l))
    wxPrivacy.listen()
    render(<WxPrivacy />)
    expect(screen.queryByTestId('wx-privacy')).toBeNull()
    const resolve = jest.fn()
    act(() => listener(resolve, { referrer: 'getPhoneNumber' }))
    expect(screen.getByTestId('wx-privacy').textContent).toContain(`需要用户同意${PRIVACY_GUIDE}`)
    expect(resolve).toHaveBeenCalledWith({ event: 'exposureAuthorization' })
    const agree = document.getElementById(PRIVACY_AGREE_BUTTON)!
    expect(agree.outerHTML).toMatch(/agreePrivacyAuthorization/)
    act(() => {
      agree.dispatchEvent(new CustomEvent('agreeprivacyauthorization', { bubbles: true }))
    })
    expect(resolve).toHaveBeenLastCalledWith({ buttonId: PRIVACY_AGREE_BUTTON, event: 'agree' })
    expect(screen.queryByTestId('wx-privacy')).toBeNull()
  })

  it('拒绝 fails the call; H5 ships no agreement; the app config turns the check on', () => {
    const resolve = jest.fn()
    render(<WxPrivacy />)
    act(() => wxPrivacy.ask(resolve))
    act(() => screen.getByText('拒绝').click())
    expect(resolve).toHaveBeenLastCalledWith({ event: 'disagree' })
    const { container } = render(<WxPrivacyH5 />)
    expect(container.innerHTML).toBe('')
    expect(fs.readFileSync(path.join(__dirname, '../../../src/app.config.ts'), 'utf8')).toMatch(/^\s*__usePrivacyCheck__: true,$/m)
  })
})

describe('the app shell', () => {
  it('an unknown page goes home with 页面不存在', () => {
    onPageNotFound()
    expect(h.spies.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
    expect(h.toasts()[0]).toMatchObject({ title: PAGE_NOT_FOUND })
  })

  it('registers the not-found handler and the update manager in the mini-program; a ready update restarts on 确定', async () => {
    process.env.TARO_ENV = 'weapp'
    const notFound = stub('onPageNotFound', () => undefined)
    let ready: Any = null
    const manager = {
      onUpdateReady: jest.fn((cb) => (ready = cb)),
      applyUpdate: jest.fn(),
      onCheckForUpdate: jest.fn(),
      onUpdateFailed: jest.fn(),
    }
    stub('getUpdateManager', () => manager)
    stub('onNeedPrivacyAuthorization', () => undefined)
    startWeappShell()
    expect(notFound).toHaveBeenCalled()
    ready()
    await settle()
    expect(h.spies.showModal.mock.calls[0][0]).toMatchObject({ content: UPDATE_READY })
    expect(manager.applyUpdate).toHaveBeenCalled()
  })
})

describe('扫一扫', () => {
  const code = 'AbCdEfGhIj12345678'

  it('opens company, invitation and shared codes (H5 link or mini-program code) and login QR codes', () => {
    expect(scanTargetOf({ result: `https://yqc.example.com/#/pagesIndex/entry/entry?q=${code}` })).toBe(`/pagesIndex/entry/entry?q=${code}`)
    expect(scanTargetOf({ result: '*', path: `pagesIndex/entry/entry?scene=${code}` })).toBe(`/pagesIndex/entry/entry?q=${code}`)
    const ticket = 'tk_0123456789abcdefXYZ'
    expect(scanTargetOf({ result: `https://yqc.example.com/#/pagesLogin/scan/scan?ticket=${ticket}` })).toBe(
      `/pagesLogin/scan/scan?ticket=${ticket}`,
    )
    expect(scanTargetOf({ result: 'https://example.com/something-else' })).toBeNull()
  })

  it('scans with the camera and opens the page; an unknown code says so', async () => {
    stub('scanCode', () => Promise.resolve({ result: `http://127.0.0.1:8080/#/pagesIndex/entry/entry?q=${code}` }))
    await scanAndOpen()
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe(`/pagesIndex/entry/entry?q=${code}`)
    stub('scanCode', () => Promise.resolve({ result: 'hello' }))
    await scanAndOpen()
    expect(h.toasts()[0]).toMatchObject({ title: UNKNOWN_CODE })
  })

  it('shows in the mini-program only', () => {
    expect(render(<ScanButton />).container.innerHTML).toBe('')
    process.env.TARO_ENV = 'weapp'
    expect(render(<ScanButton />).getByText('扫一扫')).toBeTruthy()
  })
})
