jest.mock('@tarojs/taro', () => require('./taroMock').taroMock())

import Taro from '@tarojs/taro'
import { verifySign } from '../../../contract/domain/sign'
import { VISITOR_ID } from '../../../src/domain/constants'
import { memoryBackend, setStorageBackend } from '../../../src/services/storage'
import {
  addRequestInterceptor,
  addResponseInterceptor,
  ApiError,
  get,
  post,
  request,
  scheduleAccessLog,
  setReportError,
} from '../../../src/services/request'
import { entPersonSearch } from '../../../src/services/search'
import { session } from '../../../src/stores/session'
import { quota } from '../../../src/stores/quota'
import { envelope, fakeJwt, flush, reply, TaroMock } from './taroMock'

const T = Taro as unknown as TaroMock
const SECRET = 'yqc-local-sign-secret'
let tokenSeq = 0
const newToken = () => fakeJwt({ sub: `u${++tokenSeq}`, roles: [], permissions: [], exp: 4102444800 })

const lastCall = () => T.request.mock.calls[T.request.mock.calls.length - 1][0]
const answer = (statusCode: number, body: unknown) => T.request.mockResolvedValueOnce(reply(statusCode, body))

beforeEach(() => {
  jest.clearAllMocks()
  T.showModal.mockImplementation(() => Promise.resolve({ confirm: true, cancel: false }))
  setStorageBackend(memoryBackend())
  session.load()
  session.logout()
  session.startUp('device-1')
  quota.reset()
})

describe('signing and headers', () => {
  it('GET signs the path plus the query exactly as sent', async () => {
    answer(200, envelope('0000', { list: [] }))
    await get('/search/api/v1/middle/entPersonSearch', { keyword: '华为 技术', pageNum: 1, skip: undefined })
    const c = lastCall()
    expect(c.method).toBe('GET')
    expect(c.url).toBe('/api/search/api/v1/middle/entPersonSearch?keyword=%E5%8D%8E%E4%B8%BA%20%E6%8A%80%E6%9C%AF&pageNum=1')
    expect(c.data).toBeUndefined()
    const query = c.url.split('?')[1]
    const now = Math.floor(Date.now() / 1000)
    const v = verifySign({
      header: c.header.sign,
      method: 'GET',
      pathAfterRoot: '/search/api/v1/middle/entPersonSearch',
      query,
      secret: SECRET,
      now,
    })
    expect(v.ok).toBe(true)
    expect(
      verifySign({ header: c.header.sign, method: 'GET', pathAfterRoot: '/search/api/v1/middle/entPersonSearch', secret: SECRET, now }).ok,
    ).toBe(false)
    expect(c.header.sign).toMatch(/^\d+,[0-9A-Za-z]{12},[0-9a-f]{32}$/)
  })

  it('GET without params signs the path alone; a query inside the url is kept', async () => {
    answer(200, envelope('0000', 1))
    await get('/search/api/v1/hotSearch')
    const now = Math.floor(Date.now() / 1000)
    expect(lastCall().url).toBe('/api/search/api/v1/hotSearch')
    expect(
      verifySign({ header: lastCall().header.sign, method: 'GET', pathAfterRoot: '/search/api/v1/hotSearch', secret: SECRET, now }).ok,
    ).toBe(true)
    answer(200, envelope('0000', 1))
    await get('/yqc/api/v1/business/header?pid=p1', { x: 2 })
    expect(lastCall().url).toBe('/api/yqc/api/v1/business/header?pid=p1&x=2')
    expect(
      verifySign({
        header: lastCall().header.sign,
        method: 'GET',
        pathAfterRoot: '/yqc/api/v1/business/header',
        query: 'pid=p1&x=2',
        secret: SECRET,
        now,
      }).ok,
    ).toBe(true)
  })

  it('POST signs the path alone and sends JSON; form bodies are urlencoded', async () => {
    answer(200, envelope('0000', { ttl: 300 }))
    await expect(post('/sso/sms/sendCode', { phone: '13800138000', scene: 'login' })).resolves.toEqual({ ttl: 300 })
    const c = lastCall()
    expect(c.url).toBe('/api/sso/sms/sendCode')
    expect(c.data).toEqual({ phone: '13800138000', scene: 'login' })
    expect(c.header['content-type']).toBe('application/json')
    const now = Math.floor(Date.now() / 1000)
    expect(verifySign({ header: c.header.sign, method: 'POST', pathAfterRoot: '/sso/sms/sendCode', secret: SECRET, now }).ok).toBe(true)

    answer(200, envelope('0000', null))
    await request({ url: '/x/form', method: 'POST', contentType: 'form', data: { a: '1 2', b: '云' } })
    expect(lastCall().data).toBe('a=1%202&b=%E4%BA%91')
    expect(lastCall().header['content-type']).toBe('application/x-www-form-urlencoded')
  })

  it('anonymous calls carry cid and Visitor-Id, no token', async () => {
    answer(200, envelope('0000', null))
    await get('/a')
    const h = lastCall().header
    expect(h.cid).toBe('yqc_device-1')
    expect(h['Visitor-Id']).toBe(VISITOR_ID)
    expect(h.token).toBeUndefined()
  })

  it('logged-in calls carry token and cid, no Visitor-Id; 60 s time-out', async () => {
    const token = newToken()
    session.login(token, null)
    answer(200, envelope('0000', null))
    await get('/a')
    const c = lastCall()
    expect(c.header.token).toBe(token)
    expect(c.header.cid).toBe('yqc_device-1')
    expect(c.header['Visitor-Id']).toBeUndefined()
    expect(c.timeout).toBe(60000)
  })

  it('a bad url is refused before any call', async () => {
    await expect(get('no-slash')).rejects.toMatchObject({ code: 'BAD_URL', message: '请求地址无效' })
    expect(T.request).not.toHaveBeenCalled()
  })
})

describe('answers and the error catalogue', () => {
  it("code '0000' resolves data; raw resolves the envelope", async () => {
    answer(200, envelope('0000', { n: 1 }))
    await expect(get('/a')).resolves.toEqual({ n: 1 })
    answer(200, envelope('0000', { n: 1 }, 'ok'))
    await expect(get('/a', undefined, { raw: true })).resolves.toEqual({ code: '0000', msg: 'ok', data: { n: 1 } })
    expect(T.showToast).not.toHaveBeenCalled()
  })

  it('4030 clears the token, shows the login-expired dialog, then goes to phone login', async () => {
    session.login(newToken(), null)
    answer(401, envelope('4030', null, 'token过期'))
    await expect(get('/a')).rejects.toMatchObject({ code: '4030' })
    expect(session.token).toBe('')
    expect(session.isLoggedIn).toBe(false)
    expect(session.loginFlag).toBe(false)
    expect(T.showModal).toHaveBeenCalledTimes(1)
    expect(T.showModal.mock.calls[0][0]).toMatchObject({ title: '提示', content: '登录已失效，请重新登录', showCancel: false })
    await flush()
    expect(T.navigateTo).toHaveBeenCalledWith({ url: '/pagesLogin/phoneLogin/phoneLogin' })
    expect(T.showToast).not.toHaveBeenCalled()
  })

  it('a visitor answered 4030 gets no login-expired dialog: nothing expired, the page asks for the sign-in', async () => {
    answer(401, envelope('4030', null, 'token过期'))
    await expect(get('/a')).rejects.toMatchObject({ code: '4030', message: '请先登录' })
    await flush()
    expect(T.showModal).not.toHaveBeenCalled()
    expect(T.navigateTo).not.toHaveBeenCalled()
  })

  it('443 and a bare HTTP 403 behave the same', async () => {
    session.login(newToken(), null)
    answer(200, envelope('443', null))
    await expect(get('/a')).rejects.toBeInstanceOf(ApiError)
    expect(session.token).toBe('')
    expect(T.showModal).toHaveBeenCalledTimes(1)

    session.login(newToken(), null)
    answer(403, '<html>Forbidden</html>')
    await expect(get('/b')).rejects.toMatchObject({ code: 'HTTP_403', status: 403 })
    expect(session.token).toBe('')
    expect(T.showModal).toHaveBeenCalledTimes(2)
  })

  it('concurrent expiries show ONE dialog', async () => {
    session.login(newToken(), null)
    T.request.mockResolvedValue(reply(401, envelope('4030', null)))
    const all = await Promise.allSettled([get('/a'), get('/b'), post('/c'), get('/d')])
    expect(all.every((r) => r.status === 'rejected')).toBe(true)
    expect(T.showModal).toHaveBeenCalledTimes(1)
    await flush()
    expect(T.navigateTo).toHaveBeenCalledTimes(1)
    T.request.mockReset()
  })

  it('the lingyang user gets the partner-app text and no phone-login redirect', async () => {
    session.login(newToken(), null, { lingyang: true })
    answer(401, envelope('4030', null))
    await expect(get('/a')).rejects.toMatchObject({ code: '4030' })
    expect(T.showModal.mock.calls[0][0].content).toBe('登录已失效，请返回领扬APP重新进入')
    await flush()
    expect(T.navigateTo).not.toHaveBeenCalled()
  })

  it('4035 clears the token and toasts msg', async () => {
    session.login(newToken(), null)
    answer(403, envelope('4035', null, '账号已被禁用'))
    await expect(get('/a')).rejects.toMatchObject({ code: '4035', message: '账号已被禁用' })
    expect(session.token).toBe('')
    expect(T.showToast).toHaveBeenCalledWith({ title: '账号已被禁用', icon: 'none', duration: 2000 })
    expect(T.showModal).not.toHaveBeenCalled()
  })

  it('4035 with policyList resolves the whole result', async () => {
    const token = newToken()
    session.login(token, null)
    answer(200, envelope('4035', { list: [1] }, '未同意隐私政策'))
    await expect(get('/user/privacy/PolicyList', undefined, { policyList: true })).resolves.toEqual({
      code: '4035',
      msg: '未同意隐私政策',
      data: { list: [1] },
    })
    expect(T.showToast).not.toHaveBeenCalled()
    expect(session.token).toBe(token)
  })

  it('4036 shows the other-device dialog with cancel; confirm goes to login, cancel stays', async () => {
    session.login(newToken(), null)
    answer(401, envelope('4036', null))
    await expect(get('/a')).rejects.toMatchObject({ code: '4036' })
    expect(session.token).toBe('')
    expect(T.showModal.mock.calls[0][0]).toMatchObject({
      title: '提示',
      content: '账号异常：您的账号已在其他设备登录，请重新登录',
      showCancel: true,
      cancelText: '取消',
    })
    await flush()
    expect(T.navigateTo).toHaveBeenCalledWith({ url: '/pagesLogin/phoneLogin/phoneLogin' })

    T.navigateTo.mockClear()
    T.showModal.mockImplementationOnce(() => Promise.resolve({ confirm: false, cancel: true }))
    session.login(newToken(), null)
    answer(401, envelope('4036', null))
    await expect(get('/a')).rejects.toMatchObject({ code: '4036' })
    await flush()
    expect(T.showModal).toHaveBeenCalledTimes(2)
    expect(T.navigateTo).not.toHaveBeenCalled()
  })

  it('15000 sets hasNoTimes type 0 with appMaskLayer from JSON msg', async () => {
    answer(429, envelope('15000', null, JSON.stringify({ appMaskLayer: { title: '今日次数已用完' }, msg: '查询次数已用完' })))
    await expect(get('/yqc/api/v1/business/header', { pid: 'p' })).rejects.toMatchObject({ code: '15000', message: '查询次数已用完' })
    expect(quota.times).toEqual({ hasNoTimes: true, type: 0, appMaskLayer: { title: '今日次数已用完' } })
    expect(T.showToast).not.toHaveBeenCalled()
  })

  it('15001 sets hasNoTimes type 1', async () => {
    answer(429, envelope('15001', null, '导出次数已用完'))
    await expect(get('/a')).rejects.toMatchObject({ code: '15001' })
    expect(quota.times).toEqual({ hasNoTimes: true, type: 1, appMaskLayer: null })
  })

  it('combinedSearch ignores both quota codes', async () => {
    answer(429, envelope('15000', null, '{"appMaskLayer":1}'))
    await expect(get('/search/api/v1/middle/entPersonSearch', { keyword: 'a' }, { combinedSearch: true })).rejects.toMatchObject({
      code: '15000',
    })
    answer(429, envelope('15001', null, 'x'))
    await expect(get('/search/api/v1/middle/entPersonSearch', { keyword: 'a' }, { combinedSearch: true })).rejects.toMatchObject({
      code: '15001',
    })
    expect(quota.times.hasNoTimes).toBe(false)
    expect(T.showToast).not.toHaveBeenCalled()
  })

  it('10413 is silent', async () => {
    answer(400, envelope('10413', null, '静默错误'))
    await expect(get('/a')).rejects.toMatchObject({ code: '10413' })
    expect(T.showToast).not.toHaveBeenCalled()
    expect(T.showModal).not.toHaveBeenCalled()
  })

  it('other codes toast msg for 2 s; the envelope code wins over the HTTP status', async () => {
    answer(400, envelope('4001', null, '手机号格式不正确'))
    await expect(get('/a')).rejects.toMatchObject({ code: '4001', message: '手机号格式不正确', status: 400 })
    expect(T.showToast).toHaveBeenCalledWith({ title: '手机号格式不正确', icon: 'none', duration: 2000 })
    answer(500, 'Internal Server Error')
    await expect(get('/a')).rejects.toMatchObject({ code: 'HTTP_500', message: '通讯失败，请联系管理员' })
  })

  it('network failure rejects, is reported and toasted', async () => {
    const report = jest.fn()
    setReportError(report)
    T.request.mockRejectedValueOnce({ errMsg: 'request:fail' })
    await expect(get('/a')).rejects.toMatchObject({ code: 'NETWORK', message: '网络异常，请检查网络后重试' })
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0][1].url).toBe('/api/a')
    expect(T.showToast).toHaveBeenCalledWith({ title: '网络异常，请检查网络后重试', icon: 'none', duration: 1600 })
    T.request.mockRejectedValueOnce({ errMsg: 'request:fail timeout' })
    await expect(get('/a')).rejects.toMatchObject({ code: 'NETWORK', message: '请求超时，请稍后重试' })
    const abort = new Error('The user aborted a request.')
    abort.name = 'AbortError'
    T.request.mockRejectedValueOnce(abort)
    await expect(get('/a')).rejects.toMatchObject({ code: 'NETWORK', message: '请求超时，请稍后重试' })
    expect(report).toHaveBeenCalledTimes(3)
  })
})

describe('interceptors', () => {
  it('a request interceptor may change or cancel a request', async () => {
    const off = addRequestInterceptor((r) => (r.url.includes('/blocked') ? false : { ...r, header: { ...r.header, 'x-trace': 't1' } }))
    await expect(get('/blocked')).rejects.toMatchObject({ code: 'CANCELLED', message: '请求已取消' })
    expect(T.request).not.toHaveBeenCalled()
    answer(200, envelope('0000', 1))
    await get('/ok')
    expect(lastCall().header['x-trace']).toBe('t1')
    off()
    answer(200, envelope('0000', 1))
    await get('/blocked')
    expect(T.request).toHaveBeenCalledTimes(2)
  })

  it('a response interceptor may reject a response', async () => {
    const off = addResponseInterceptor((res) => (res.statusCode === 202 ? false : res))
    answer(202, envelope('0000', 1))
    await expect(get('/a')).rejects.toMatchObject({ code: 'REJECTED', status: 202 })
    off()
  })
})

describe('loading toast', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  const deferred = () => {
    let resolve!: (v: unknown) => void
    T.request.mockImplementationOnce(() => new Promise((r) => (resolve = r)))
    return (v: unknown) => resolve(v)
  }

  it('does not show for a call under 800 ms', async () => {
    const done = deferred()
    const p = get('/a')
    jest.advanceTimersByTime(799)
    done(reply(200, envelope('0000', 1)))
    await p
    jest.advanceTimersByTime(1000)
    expect(T.showLoading).not.toHaveBeenCalled()
    expect(T.hideLoading).not.toHaveBeenCalled()
  })

  it("shows '请求中...' with mask after 800 ms and hides it once, when the call ends", async () => {
    const done = deferred()
    const p = get('/a')
    jest.advanceTimersByTime(800)
    expect(T.showLoading).toHaveBeenCalledWith({ title: '请求中...', mask: true })
    expect(session.requestLoading).toBe(true)
    done(reply(200, envelope('0000', 1)))
    await p
    expect(T.hideLoading).toHaveBeenCalledTimes(1)
    expect(session.requestLoading).toBe(false)
  })

  it('pairs one show with one hide across overlapping slow calls', async () => {
    const d1 = deferred()
    const d2 = deferred()
    const p1 = get('/a')
    const p2 = get('/b')
    jest.advanceTimersByTime(900)
    expect(T.showLoading).toHaveBeenCalledTimes(1)
    d1(reply(200, envelope('0000', 1)))
    await p1
    expect(T.hideLoading).not.toHaveBeenCalled()
    d2(reply(200, envelope('0000', 2)))
    await p2
    expect(T.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('loading: false never shows it', async () => {
    const done = deferred()
    const p = get('/a', undefined, { loading: false })
    jest.advanceTimersByTime(5000)
    done(reply(200, envelope('0000', 1)))
    await p
    expect(T.showLoading).not.toHaveBeenCalled()
  })
})

describe('access log', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('fires GET accessLog 300 ms after a navigation when a token exists', async () => {
    const token = newToken()
    session.login(token, null)
    T.request.mockResolvedValue(reply(200, envelope('0000', null)))
    scheduleAccessLog('/pagesIndex/search/search')
    jest.advanceTimersByTime(299)
    expect(T.request).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(T.request).toHaveBeenCalledTimes(1)
    const c = lastCall()
    expect(c.method).toBe('GET')
    expect(c.url).toBe('/api/user/api/v1/invite/accessLog?page=pagesIndex%2Fsearch%2Fsearch')
    expect(c.header.token).toBe(token)
    expect(c.header.cid).toBe('yqc_device-1')
    T.request.mockReset()
  })

  it('does nothing without a token', () => {
    scheduleAccessLog('/pages/index/index')
    jest.advanceTimersByTime(1000)
    expect(T.request).not.toHaveBeenCalled()
  })

  it('its failures stay silent', async () => {
    session.login(newToken(), null)
    T.request.mockResolvedValueOnce(reply(401, envelope('4030', null)))
    scheduleAccessLog('/pages/index/index')
    jest.advanceTimersByTime(300)
    jest.useRealTimers()
    await flush(10)
    expect(T.showModal).not.toHaveBeenCalled()
    expect(T.showToast).not.toHaveBeenCalled()
  })
})

describe('answers index.html asked for before the app loaded', () => {
  type Early = { url: string; token: string; at: number; answer: Promise<unknown> }
  const w = window as unknown as { __yqcEarly?: Early[] }
  const HEADER_URL = '/api/yqc/api/v1/business/header?pid=fd27%2Bx'
  const early = (over: Partial<Early> = {}): Early => ({
    url: HEADER_URL,
    token: '',
    at: Date.now(),
    answer: Promise.resolve({ statusCode: 200, data: envelope('0000', { pid: 'fd27+x', name: '早到的企业' }) }),
    ...over,
  })
  afterEach(() => {
    delete w.__yqcEarly
  })

  it('the first matching GET takes the early answer instead of sending; the next one is sent', async () => {
    w.__yqcEarly = [early()]
    await expect(get('/yqc/api/v1/business/header', { pid: 'fd27+x' })).resolves.toEqual({ pid: 'fd27+x', name: '早到的企业' })
    expect(T.request).not.toHaveBeenCalled()
    expect(w.__yqcEarly).toEqual([])
    answer(200, envelope('0000', { pid: 'fd27+x', name: '再次请求' }))
    await expect(get('/yqc/api/v1/business/header', { pid: 'fd27+x' })).resolves.toMatchObject({ name: '再次请求' })
    expect(T.request).toHaveBeenCalledTimes(1)
  })

  it('an early answer goes through the error catalogue like any other', async () => {
    w.__yqcEarly = [early({ answer: Promise.resolve({ statusCode: 200, data: envelope('4004', null, '企业不存在') }) })]
    await expect(get('/yqc/api/v1/business/header', { pid: 'fd27+x' })).rejects.toMatchObject({ code: '4004', message: '企业不存在' })
    expect(T.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '企业不存在' }))
  })

  it('is not taken for another address, another token, a stale ask or a POST', async () => {
    session.login(newToken())
    w.__yqcEarly = [early({ url: '/api/yqc/api/v1/business/header?pid=other' }), early(), early({ at: Date.now() - 60_000 })]
    answer(200, envelope('0000', { name: '发出的请求' }))
    await expect(get('/yqc/api/v1/business/header', { pid: 'fd27+x' })).resolves.toEqual({ name: '发出的请求' })
    answer(200, envelope('0000', 1))
    session.logout()
    w.__yqcEarly = [early({ url: '/api/yqc/api/v1/business/header' })]
    await post('/yqc/api/v1/business/header')
    expect(T.request).toHaveBeenCalledTimes(2)
  })

  it('search results opened with a keyword take the answer at the address index.html asks (test/domain/earlyCalls)', async () => {
    w.__yqcEarly = [
      early({
        url: '/api/search/api/v1/middle/entPersonSearch?keyword=%E7%A7%91%E6%8A%80&pageNum=1&pageSize=20',
        answer: Promise.resolve({ statusCode: 200, data: envelope('0000', { total: 1, list: [{ pid: 'p1', name: '早到科技' }] }) }),
      }),
    ]
    await expect(entPersonSearch('科技')).resolves.toMatchObject({ total: 1, list: [{ name: '早到科技' }] })
    expect(T.request).not.toHaveBeenCalled()
    expect(w.__yqcEarly).toEqual([])
  })

  it('a failed early call is sent again by the door', async () => {
    w.__yqcEarly = [early({ answer: Promise.reject(new TypeError('Failed to fetch')) })]
    answer(200, envelope('0000', { name: '重发成功' }))
    await expect(get('/yqc/api/v1/business/header', { pid: 'fd27+x' })).resolves.toEqual({ name: '重发成功' })
    expect(T.request).toHaveBeenCalledTimes(1)
  })
})
