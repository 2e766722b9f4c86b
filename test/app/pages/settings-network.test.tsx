/**
 * The failure pages in use: a page's own load (联系我们) without a network opens noNetwork, one whose server cannot
 * be reached opens netError; 重新加载 waits for the network, then goes back and loads that page afresh.
 */
import Taro from '@tarojs/taro'
import { fireEvent, render, screen } from '@testing-library/react'
import ContactUs from '../../../src/pagesUser/contactUs/contactUs'
import NoNetwork from '../../../src/pagesUser/noNetwork/noNetwork'
import NetError from '../../../src/pagesUser/netError/netError'
import { failurePageClosed, failurePageShowing } from '../../../src/services/networkFailure'
import { setupPage, settle } from './harness'

type Any = any
let h: ReturnType<typeof setupPage>
let network: jest.SpyInstance
let pages: jest.SpyInstance

const CONTACT_PAGE = 'pagesUser/contactUs/contactUs'
const failRequests = () => h.spies.request.mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as Any)
const setNetwork = (networkType: string) => network.mockImplementation((() => Promise.resolve({ networkType })) as Any)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  failurePageClosed()
  network = jest.spyOn(Taro, 'getNetworkType')
  setNetwork('wifi')
  pages = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: CONTACT_PAGE, options: {} }] as Any)
  jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
})

describe('a page’s own load that fails', () => {
  it('without a network opens noNetwork, once, and the page keeps a retry behind it', async () => {
    failRequests()
    setNetwork('none')
    render(<ContactUs />)
    await settle()
    expect(h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)).toEqual(['/pagesUser/noNetwork/noNetwork'])
    expect(h.toasts()).toHaveLength(0)
    expect(screen.getByTestId('contact-retry')).toBeTruthy()
    // a second failing load while the page is open opens nothing more
    fireEvent.click(screen.getByTestId('contact-retry'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledTimes(1)
  })

  it('with a network but no server opens netError', async () => {
    failRequests()
    render(<ContactUs />)
    await settle()
    expect(h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)).toEqual(['/pagesUser/netError/netError'])
  })
})

describe('noNetwork', () => {
  it('explains, gives the network hints, and 重新加载 waits for the network', async () => {
    failRequests()
    setNetwork('none')
    render(<ContactUs />)
    await settle()
    pages.mockReturnValue([
      { route: CONTACT_PAGE, options: {} },
      { route: 'pagesUser/noNetwork/noNetwork', options: {} },
    ] as Any)
    const view = render(<NoNetwork />)
    expect(screen.getAllByText('网络未连接').length).toBeGreaterThan(0)
    expect(screen.getByTestId('nn-hints').textContent).toContain('检查网络设置')
    expect(screen.getByTestId('nn-hints').textContent).toContain('飞行模式')

    fireEvent.click(screen.getByTestId('nn-reload'))
    await settle()
    expect(h.toasts().pop().title).toBe('网络仍未连接，请检查网络设置')
    expect(h.spies.navigateBack).not.toHaveBeenCalled()

    setNetwork('wifi')
    fireEvent.click(screen.getByTestId('nn-reload'))
    await settle()
    expect(h.spies.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: `/${CONTACT_PAGE}` })
    expect(failurePageShowing()).toBe(false)
    view.unmount()
  })

  it('closing it by the back arrow lets the next failure open it again', async () => {
    failRequests()
    setNetwork('none')
    render(<ContactUs />)
    await settle()
    expect(failurePageShowing()).toBe(true)
    const view = render(<NoNetwork />)
    view.unmount()
    expect(failurePageShowing()).toBe(false)
  })
})

describe('netError', () => {
  it('重新加载 goes back and loads the page afresh; 返回首页 starts from home', async () => {
    failRequests()
    render(<ContactUs />)
    await settle()
    pages.mockReturnValue([
      { route: CONTACT_PAGE, options: {} },
      { route: 'pagesUser/netError/netError', options: {} },
    ] as Any)
    render(<NetError />)
    expect(screen.getByText('服务暂时不可用')).toBeTruthy()
    fireEvent.click(screen.getByTestId('ne-reload'))
    await settle()
    expect(h.spies.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: `/${CONTACT_PAGE}` })
    fireEvent.click(screen.getByTestId('ne-home'))
    await settle()
    expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })
})
