/**
 * The request door and the failure pages: a page's own load that fails for want of a network opens noNetwork, one
 * that cannot reach the server (or is answered 5xx three times) opens netError; background and silent calls never
 * do; one failure page at a time; 重新加载 goes back and loads the page the user was on afresh.
 */
jest.mock('@tarojs/taro', () => {
  const m = require('./taroMock').taroMock()
  const extra = {
    getNetworkType: jest.fn(() => Promise.resolve({ networkType: 'wifi' })),
    getCurrentPages: jest.fn(() => []),
  }
  Object.assign(m.default, extra)
  return { ...m, ...extra }
})

import Taro from '@tarojs/taro'
import { memoryBackend, setStorageBackend } from '../../../src/services/storage'
import { get, post, setReportError } from '../../../src/services/request'
import {
  failurePageClosed,
  failurePageShowing,
  offline,
  openFailurePage,
  pageUrlOf,
  prefetchFailurePages,
  reloadFailedPage,
} from '../../../src/services/networkFailure'
import { session } from '../../../src/stores/session'
import { envelope, reply, TaroMock } from './taroMock'

type Mocked = TaroMock & { getNetworkType: jest.Mock; getCurrentPages: jest.Mock }
const T = Taro as unknown as Mocked

const NO_NETWORK = '/pagesUser/noNetwork/noNetwork'
const NET_ERROR = '/pagesUser/netError/netError'
const onPage = (...pages: Array<{ route: string; options?: Record<string, string> }>) => T.getCurrentPages.mockReturnValue(pages)
const opened = () => T.navigateTo.mock.calls.map((c) => c[0].url)
const fetchFails = () => T.request.mockRejectedValue({ errMsg: 'request:fail' })

beforeEach(() => {
  jest.clearAllMocks()
  T.request.mockReset()
  T.getNetworkType.mockImplementation(() => Promise.resolve({ networkType: 'wifi' }))
  T.navigateTo.mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  onPage({ route: 'pagesUser/contactUs/contactUs' })
  setStorageBackend(memoryBackend())
  session.load()
  session.logout()
  setReportError(() => undefined)
  failurePageClosed()
})

describe('a page’s own load without a network', () => {
  it('opens noNetwork instead of a toast when the platform reports no network', async () => {
    fetchFails()
    T.getNetworkType.mockResolvedValue({ networkType: 'none' })
    await expect(get('/a', undefined, { pageLoad: true })).rejects.toMatchObject({ code: 'NETWORK' })
    expect(opened()).toEqual([NO_NETWORK])
    expect(T.showToast).not.toHaveBeenCalled()
    expect(failurePageShowing()).toBe(true)
  })

  it('opens noNetwork when the browser says it is offline', async () => {
    fetchFails()
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await expect(get('/a', undefined, { pageLoad: true })).rejects.toMatchObject({ code: 'NETWORK' })
    } finally {
      onLine.mockRestore()
    }
    expect(opened()).toEqual([NO_NETWORK])
  })

  it('opens netError when the network is there but the server cannot be reached', async () => {
    fetchFails()
    await expect(get('/a', undefined, { pageLoad: true })).rejects.toMatchObject({ code: 'NETWORK' })
    expect(opened()).toEqual([NET_ERROR])
  })

  it('leaves background and silent calls to their toast or to nothing', async () => {
    fetchFails()
    T.getNetworkType.mockResolvedValue({ networkType: 'none' })
    await expect(get('/a')).rejects.toMatchObject({ code: 'NETWORK' })
    expect(T.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络异常，请检查网络后重试' }))
    await expect(get('/a', undefined, { pageLoad: true, silent: true })).rejects.toMatchObject({ code: 'NETWORK' })
    expect(opened()).toEqual([])
  })
})

describe('a server that answers 5xx', () => {
  it('asks again twice, then opens netError', async () => {
    T.request.mockResolvedValue(reply(502, 'Bad Gateway'))
    await expect(get('/a', undefined, { pageLoad: true })).rejects.toMatchObject({ code: 'HTTP_502', message: '服务异常，请稍后重试' })
    expect(T.request).toHaveBeenCalledTimes(3)
    expect(opened()).toEqual([NET_ERROR])
    expect(T.showToast).not.toHaveBeenCalled()
  })

  it('resolves when a second answer succeeds, opening nothing', async () => {
    T.request.mockResolvedValueOnce(reply(503, null)).mockResolvedValueOnce(reply(200, envelope('0000', { ok: 1 })))
    await expect(get('/a', undefined, { pageLoad: true })).resolves.toEqual({ ok: 1 })
    expect(opened()).toEqual([])
  })

  it('never sends a POST twice, and a background 5xx is only toasted', async () => {
    T.request.mockResolvedValue(reply(500, envelope('5000', null, '服务异常')))
    await expect(post('/a', {}, { pageLoad: true })).rejects.toMatchObject({ status: 500 })
    expect(T.request).toHaveBeenCalledTimes(1)
    failurePageClosed()
    T.navigateTo.mockClear()
    await expect(get('/a')).rejects.toMatchObject({ status: 500 })
    expect(T.request).toHaveBeenCalledTimes(2)
    expect(opened()).toEqual([])
    expect(T.showToast).toHaveBeenCalled()
  })
})

describe('one failure page at a time', () => {
  it('opens once for failures together, and again only after it closed', async () => {
    fetchFails()
    T.getNetworkType.mockResolvedValue({ networkType: 'none' })
    await Promise.allSettled([get('/a', undefined, { pageLoad: true }), get('/b', undefined, { pageLoad: true })])
    await expect(get('/c', undefined, { pageLoad: true })).rejects.toBeTruthy()
    expect(opened()).toEqual([NO_NETWORK])
    failurePageClosed()
    await expect(get('/d', undefined, { pageLoad: true })).rejects.toBeTruthy()
    expect(opened()).toEqual([NO_NETWORK, NO_NETWORK])
  })

  it('does not open over a failure page already on top', async () => {
    onPage({ route: 'pages/index/index' }, { route: 'pagesUser/netError/netError' })
    await openFailurePage('noNetwork')
    expect(opened()).toEqual([])
  })

  it('falls back to a toast when the page cannot open', async () => {
    T.navigateTo.mockRejectedValueOnce({ errMsg: 'navigateTo:fail' })
    await openFailurePage('noNetwork')
    expect(T.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络异常，请检查网络后重试' }))
    expect(failurePageShowing()).toBe(false)
  })
})

describe('重新加载', () => {
  it('goes back and loads the page the user was on afresh, with its parameters', async () => {
    onPage({ route: 'pagesUser/richTextView/richTextView', options: { key: 'licence:react' } })
    await openFailurePage('netError')
    onPage({ route: 'pagesUser/richTextView/richTextView', options: { key: 'licence:react' } }, { route: 'pagesUser/netError/netError' })
    await reloadFailedPage()
    expect(T.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(T.redirectTo).toHaveBeenCalledWith({ url: '/pagesUser/richTextView/richTextView?key=licence%3Areact' })
    expect(failurePageShowing()).toBe(false)
  })

  it('relaunches a tab page (it cannot be redirected)', async () => {
    onPage({ route: 'pages/index/index' })
    await openFailurePage('noNetwork')
    onPage({ route: 'pages/index/index' }, { route: 'pagesUser/noNetwork/noNetwork' })
    await reloadFailedPage()
    expect(T.navigateBack).toHaveBeenCalled()
    expect(T.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    expect(T.redirectTo).not.toHaveBeenCalled()
  })
})

describe('reading the page stack', () => {
  it('takes the address a browser keeps, without the platform’s own parameters', () => {
    expect(pageUrlOf({ route: '/pagesFilter/detail/detail', path: '/pagesFilter/detail/detail?pid=P1&stamp=3' })).toBe(
      '/pagesFilter/detail/detail?pid=P1',
    )
    expect(pageUrlOf({ route: 'pagesFilter/detail/detail', options: { pid: 'P 1', $taroTimestamp: '9' } })).toBe(
      '/pagesFilter/detail/detail?pid=P%201',
    )
    expect(pageUrlOf(undefined)).toBe('')
  })

  it('counts no network as the platform’s none or the browser’s offline', () => {
    expect(offline('none', true)).toBe(true)
    expect(offline('unknown', false)).toBe(true)
    expect(offline('4g', true)).toBe(false)
    expect(offline(undefined, undefined)).toBe(false)
  })
})

describe('the failure pages’ code in a browser', () => {
  it('is fetched ahead through the router’s loaders, the others left alone', () => {
    const load = jest.fn(() => [Promise.resolve({}), undefined, undefined])
    const other = jest.fn()
    const g = globalThis as { __taroAppConfig?: unknown }
    g.__taroAppConfig = {
      routes: [
        { path: 'pagesUser/noNetwork/noNetwork', load },
        { path: 'pagesUser/netError/netError', load },
        { path: 'pages/index/index', load: other },
      ],
    }
    try {
      prefetchFailurePages()
    } finally {
      delete g.__taroAppConfig
    }
    expect(load).toHaveBeenCalledTimes(2)
    expect(other).not.toHaveBeenCalled()
    expect(() => prefetchFailurePages()).not.toThrow()
  })
})
