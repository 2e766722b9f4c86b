jest.mock('@tarojs/taro', () => require('./taroMock').taroMock())

import Taro from '@tarojs/taro'
import { memoryBackend, setStorageBackend } from '../../../src/services/storage'
import { setReportError } from '../../../src/services/request'
import { codeLogin, getUserInfo, logout, pwdLogin, sendCode } from '../../../src/services/sso'
import { advancedCount, advancedSearch, entPersonSearch, filterOptions, hotSearch, regionTree } from '../../../src/services/search'
import { companyHeader, companyProfile } from '../../../src/services/company'
import { getPersonId, personDetail } from '../../../src/services/person'
import { recentTrends } from '../../../src/services/trends'
import { session } from '../../../src/stores/session'
import { quota } from '../../../src/stores/quota'
import { envelope, fakeJwt, reply, TaroMock } from './taroMock'

const T = Taro as unknown as TaroMock
const ok = (data: unknown) => T.request.mockResolvedValueOnce(reply(200, envelope('0000', data)))
const call = (i = -1) => T.request.mock.calls[i < 0 ? T.request.mock.calls.length + i : i][0]
const user = {
  userId: 'u1',
  phone: '13800138000',
  phoneMasked: '138****8000',
  nickname: '用户',
  avatar: '',
  roles: [],
  permissions: [],
  memberLevel: 0,
  hasPassword: false,
  promotionSource: 0,
  dateLimitStatus: 0,
}

let mem: ReturnType<typeof memoryBackend>
beforeEach(() => {
  jest.clearAllMocks()
  mem = memoryBackend()
  setStorageBackend(mem)
  session.load()
  session.logout()
  session.startUp('dev9')
  quota.reset()
  setReportError(jest.fn())
})

describe('sso', () => {
  it('sendCode posts phone and scene', async () => {
    ok({ ttl: 300, interval: 60 })
    await expect(sendCode('13800138000')).resolves.toEqual({ ttl: 300, interval: 60 })
    expect(call()).toMatchObject({ url: '/api/sso/sms/sendCode', method: 'POST', data: { phone: '13800138000', scene: 'login' } })
  })

  it('codeLogin sends device info and stores the session', async () => {
    const token = fakeJwt({ sub: 'u1', exp: 4102444800 })
    ok({ token, expiresAt: 4102444800, user })
    await codeLogin('13800138000', '123456')
    expect(call()).toMatchObject({
      url: '/api/sso/sms/codeLogin',
      method: 'POST',
      data: {
        phone: '13800138000',
        code: '123456',
        deviceIdentification: 'yqc_dev9',
        deviceName: 'iPhone 15',
        phoneBrand: 'Apple',
        systemVersion: 'iOS 17.0',
        versions: '1.0.1',
      },
    })
    expect(session.token).toBe(token)
    expect(session.isLoggedIn).toBe(true)
    expect(mem.data.token).toBe(token)
    expect(mem.data.userInfo).toEqual(user)
  })

  it('a failed login changes nothing', async () => {
    T.request.mockResolvedValueOnce(reply(400, envelope('4001', null, '验证码错误')))
    await expect(codeLogin('13800138000', '000000')).rejects.toMatchObject({ message: '验证码错误' })
    expect(session.token).toBe('')
    expect(mem.data.token).toBeUndefined()
  })

  it('pwdLogin, getUserInfo and logout', async () => {
    const token = fakeJwt({ sub: 'u1', exp: 4102444800 })
    ok({ token, expiresAt: 4102444800, user })
    await pwdLogin('13800138000', 'abc12345')
    expect(call()).toMatchObject({ url: '/api/sso/pwd/login', data: { phone: '13800138000', password: 'abc12345' } })
    ok({ ...user, nickname: '新名字' })
    await expect(getUserInfo()).resolves.toMatchObject({ nickname: '新名字' })
    expect(call()).toMatchObject({ url: '/api/sso/api/userCenter/getYqcClientUserInfo', method: 'GET' })
    expect(session.userInfo?.nickname).toBe('新名字')
    T.request.mockRejectedValueOnce({ errMsg: 'request:fail' })
    await logout()
    expect(call()).toMatchObject({ url: '/api/sso/logout', method: 'POST' })
    expect(call().header.token).toBe(token)
    expect(session.token).toBe('')
    expect(mem.data.token).toBeUndefined()
    expect(T.showToast).not.toHaveBeenCalled()
  })
})

describe('search', () => {
  it('entPersonSearch is the combined search: quota codes are ignored', async () => {
    ok({ list: [], total: 0 })
    await entPersonSearch('华为', 2)
    expect(call().url).toBe('/api/search/api/v1/middle/entPersonSearch?keyword=%E5%8D%8E%E4%B8%BA&pageNum=2&pageSize=20')
    T.request.mockResolvedValueOnce(reply(429, envelope('15000', null, '次数用完')))
    await expect(entPersonSearch('华为')).rejects.toMatchObject({ code: '15000' })
    expect(quota.times.hasNoTimes).toBe(false)
  })

  it('hotSearch, advanced, count and filter options', async () => {
    ok({ list: [{ keyword: '腾讯' }] })
    await expect(hotSearch()).resolves.toEqual({ list: [{ keyword: '腾讯' }] })
    expect(call().url).toBe('/api/search/api/v1/hotSearch')
    ok({ total: 3, list: [] })
    await advancedSearch({ regionCode: '440300', capitalMin: 100, status: undefined, pageNum: 1 })
    expect(call().url).toBe('/api/search/api/v1/advanced?regionCode=440300&capitalMin=100&pageNum=1')
    ok({ total: 42, list: [] })
    await expect(advancedCount({ industry: 'I' })).resolves.toBe(42)
    expect(call().url).toBe('/api/search/api/v1/advanced?industry=I&countOnly=1')
    ok({ industries: [] })
    await filterOptions()
    expect(call().url).toBe('/api/user/condition/options')
  })

  it('regionTree is fetched once and then read from storage', async () => {
    const tree = [{ code: '440000', name: '广东省', children: [{ code: '440300', name: '深圳市' }] }]
    ok(tree)
    await expect(regionTree()).resolves.toEqual(tree)
    expect(call().url).toBe('/api/user/condition/provinceRegionsTree')
    expect(mem.data.regionTree).toEqual(tree)
    await expect(regionTree()).resolves.toEqual(tree)
    expect(T.request).toHaveBeenCalledTimes(1)
    ok([{ code: '110000', name: '北京市' }])
    await expect(regionTree({ refresh: true })).resolves.toEqual([{ code: '110000', name: '北京市' }])
    expect(T.request).toHaveBeenCalledTimes(2)
  })
})

describe('company, person, trends', () => {
  it('use the contract paths', async () => {
    ok({ pid: 'p1' })
    await companyHeader('p1')
    expect(call().url).toBe('/api/yqc/api/v1/business/header?pid=p1')
    ok({ pid: 'p1' })
    await companyProfile('p1')
    expect(call().url).toBe('/api/yqc/api/v1/business/profile?pid=p1')
    ok('person-9')
    await expect(getPersonId('张三', 'p1')).resolves.toBe('person-9')
    expect(call()).toMatchObject({ url: '/api/yqc/api/v1/person/getPersonId', method: 'POST', data: { personName: '张三', pid: 'p1' } })
    ok({ personId: 'person-9' })
    await personDetail('person-9')
    expect(call().url).toBe('/api/yqc/api/v1/person/detail?personId=person-9')
    ok({ list: [], basis: 'viewed' })
    await recentTrends(['a', 'b'], 2)
    expect(call().url).toBe('/api/yqc/api/v1/trends/recent?pids=a%2Cb&pageNum=2&pageSize=20')
    ok({ list: [], basis: 'popular' })
    await recentTrends()
    expect(call().url).toBe('/api/yqc/api/v1/trends/recent?pageNum=1&pageSize=20')
  })
})
