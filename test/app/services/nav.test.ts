jest.mock('@tarojs/taro', () => require('./taroMock').taroMock())

import Taro from '@tarojs/taro'
import { memoryBackend, setStorageBackend } from '../../../src/services/storage'
import { afterLogin, back, loginUrlFor, navigate, parseParams } from '../../../src/services/nav'
import { ROUTES } from '../../../src/routes'
import { session } from '../../../src/stores/session'
import { envelope, fakeJwt, reply, TaroMock } from './taroMock'

const T = Taro as unknown as TaroMock
const GUARDED = { name: 'guarded', path: 'pagesTest/guarded/guarded', title: '受保护', pkg: 'pagesTest', needsLogin: true }

beforeAll(() => ROUTES.push(GUARDED))
afterAll(() => ROUTES.splice(ROUTES.indexOf(GUARDED), 1))

beforeEach(() => {
  jest.clearAllMocks()
  jest.useFakeTimers()
  setStorageBackend(memoryBackend())
  session.load()
  session.logout()
  session.now = () => 1_700_000_000
})
afterEach(() => jest.useRealTimers())

describe('navigate', () => {
  it('requires a url and an existing page (Chinese errors)', async () => {
    await expect(navigate('')).rejects.toThrow('跳转地址不能为空')
    await expect(navigate('/pagesNope/x/x')).rejects.toThrow('页面不存在：/pagesNope/x/x')
    expect(T.navigateTo).not.toHaveBeenCalled()
  })

  it('pushes an ordinary page and records the current route with its params', async () => {
    await navigate('pagesFilter/detail/detail?pid=abc&name=%E5%8D%8E%E4%B8%BA')
    expect(T.navigateTo).toHaveBeenCalledWith({ url: '/pagesFilter/detail/detail?pid=abc&name=%E5%8D%8E%E4%B8%BA' })
    expect(session.currentRoute).toEqual({ url: '/pagesFilter/detail/detail', type: 'push', params: { pid: 'abc', name: '华为' } })
  })

  it('a page that needs login goes to phone login with the encoded redirect when no token is stored', async () => {
    await navigate('/pagesTest/guarded/guarded?id=1')
    expect(T.navigateTo).toHaveBeenCalledWith({
      url: `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent('/pagesTest/guarded/guarded?id=1')}`,
    })
    expect(loginUrlFor('pagesTest/guarded/guarded')).toBe('/pagesLogin/phoneLogin/phoneLogin?redirect=%2FpagesTest%2Fguarded%2Fguarded')
  })

  it('an expired token counts as logged out for the guard', async () => {
    session.login(fakeJwt({ sub: 'u', exp: 1_699_999_999 }), null)
    expect(session.isLoggedIn).toBe(false)
    await navigate('/pagesTest/guarded/guarded')
    expect(T.navigateTo.mock.calls[0][0].url).toMatch(/^\/pagesLogin\/phoneLogin\/phoneLogin\?redirect=/)
  })

  it('with a valid token the guarded page opens and the access log fires after 300 ms', async () => {
    session.login(fakeJwt({ sub: 'u', exp: 1_800_000_000 }), null)
    T.request.mockResolvedValue(reply(200, envelope('0000', null)))
    await navigate('/pagesTest/guarded/guarded', 'redirect')
    expect(T.redirectTo).toHaveBeenCalledWith({ url: '/pagesTest/guarded/guarded' })
    expect(T.request).not.toHaveBeenCalled()
    jest.advanceTimersByTime(300)
    expect(T.request).toHaveBeenCalledTimes(1)
    expect(T.request.mock.calls[0][0].url).toBe('/api/user/api/v1/invite/accessLog?page=pagesTest%2Fguarded%2Fguarded')
    T.request.mockReset()
  })

  it('tab pages go through switchTab; switchTab to a non-tab page is refused', async () => {
    await navigate('/pages/trends/trends')
    expect(T.switchTab).toHaveBeenCalledWith({ url: '/pages/trends/trends' })
    await navigate('/pages/mine/mine', 'switchTab')
    expect(T.switchTab).toHaveBeenCalledTimes(2)
    await expect(navigate('/pagesIndex/search/search', 'switchTab')).rejects.toThrow('不是标签页')
  })

  it('relaunch and back', async () => {
    await navigate('/pages/index/index', 'relaunch')
    expect(T.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    await navigate('', 'back')
    expect(T.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    await back(2)
    expect(T.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(session.backFromOtherPage).toBe(true)
  })

  it('the login page itself never needs login; no access log without a token', async () => {
    await navigate('/pagesLogin/phoneLogin/phoneLogin')
    expect(T.navigateTo).toHaveBeenCalledWith({ url: '/pagesLogin/phoneLogin/phoneLogin' })
    jest.advanceTimersByTime(1000)
    expect(T.request).not.toHaveBeenCalled()
  })

  it('afterLogin returns to the redirect target, else home', async () => {
    session.login(fakeJwt({ sub: 'u', exp: 1_800_000_000 }), null)
    await afterLogin(encodeURIComponent('/pagesTest/guarded/guarded?id=1'))
    expect(T.redirectTo).toHaveBeenCalledWith({ url: '/pagesTest/guarded/guarded?id=1' })
    await afterLogin('/pages/mine/mine')
    expect(T.switchTab).toHaveBeenCalledWith({ url: '/pages/mine/mine' })
    await afterLogin(undefined)
    expect(T.switchTab).toHaveBeenLastCalledWith({ url: '/pages/index/index' })
    await afterLogin('/nowhere')
    expect(T.switchTab).toHaveBeenLastCalledWith({ url: '/pages/index/index' })
  })

  it('parses params', () => {
    expect(parseParams('/a?x=1&y=%E4%BA%91&z')).toEqual({ x: '1', y: '云', z: '' })
    expect(parseParams('/a')).toEqual({})
  })
})
