jest.mock('@tarojs/taro', () => require('../services/taroMock').taroMock())

import { autorun } from 'mobx'
import { memoryBackend } from '../../../src/services/storage'
import { SessionStore } from '../../../src/stores/session'
import { fakeJwt } from '../services/taroMock'

const NOW = 1_700_000_000
const user = {
  userId: 'u1',
  phone: '13800138000',
  phoneMasked: '138****8000',
  nickname: '用户',
  avatar: '',
  roles: [],
  permissions: [],
  memberLevel: 0,
  hasPassword: true,
  promotionSource: 0,
  dateLimitStatus: 0,
}

function make(initial: Record<string, unknown> = {}) {
  const mem = memoryBackend(initial)
  const s = new SessionStore(mem)
  s.now = () => NOW
  return { s, mem }
}

describe('session store', () => {
  it('starts anonymous with the non-persisted defaults', () => {
    const { s } = make()
    expect(s.isLoggedIn).toBe(false)
    expect(s.loginFlag).toBe(false)
    expect(s.themeColor).toBe('#ED7455')
    expect(s.version).toBe('1.0.1')
    expect(s.currentRoute).toEqual({ url: '', type: 'push', params: {} })
    expect(s.networkStatus).toBe(true)
  })

  it('login stores the token under token and inside the one session object; userInfo separately', () => {
    const { s, mem } = make()
    const token = fakeJwt({ sub: 'u1', roles: ['member'], permissions: ['export'], exp: NOW + 3600 })
    s.login(token, user)
    expect(s.isLoggedIn).toBe(true)
    expect(s.loginFlag).toBe(true)
    expect(mem.data.token).toBe(token)
    expect(mem.data.userInfo).toEqual(user)
    expect((mem.data.session as { token: string }).token).toBe(token)
    expect(s.hasPermission('export')).toBe(true)
    expect(s.hasPermission('monitor')).toBe(false)
    expect(s.hasRole('member')).toBe(true)
  })

  it('refuses an empty token and changes nothing', () => {
    const { s, mem } = make()
    expect(() => s.login('', user)).toThrow('登录凭证为空')
    expect(mem.data.token).toBeUndefined()
    expect(s.userInfo).toBeNull()
  })

  it('an expired token counts as logged out', () => {
    const { s } = make()
    s.login(fakeJwt({ sub: 'u1', exp: NOW - 1 }), user)
    expect(s.isLoggedIn).toBe(false)
    expect(s.hasPermission('x')).toBe(false)
    s.now = () => NOW - 10
    expect(s.isLoggedIn).toBe(true)
  })

  it('admin passes every permission check', () => {
    const { s } = make()
    s.login(fakeJwt({ sub: 'a', roles: ['admin'], permissions: [], exp: NOW + 60 }), null)
    expect(s.hasPermission('anything')).toBe(true)
  })

  it('a new store restores the persisted fields from storage', () => {
    const { s, mem } = make()
    const token = fakeJwt({ sub: 'u1', exp: NOW + 3600 })
    s.login(token, user, { lingyang: true })
    s.update({ pid: 'p1', enterpriseName: '华为技术有限公司', personId: 'x9', areaList: [1, 2] })
    s.setFlags({ open: true, closeVipBuy: true })
    const again = new SessionStore(mem)
    again.now = () => NOW
    expect(again.token).toBe(token)
    expect(again.isLoggedIn).toBe(true)
    expect(again.isLingyang).toBe(true)
    expect(again.pid).toBe('p1')
    expect(again.enterpriseName).toBe('华为技术有限公司')
    expect(again.areaList).toEqual([1, 2])
    expect(again.userInfo).toEqual(user)
    // not persisted
    expect(again.open).toBe(false)
    expect(again.closeVipBuy).toBe(false)
    const stored = mem.data.session as Record<string, unknown>
    expect(Object.keys(stored)).not.toContain('open')
    expect(Object.keys(stored)).not.toContain('currentRoute')
  })

  it('update ignores the token and unknown keys', () => {
    const { s } = make()
    s.update({ token: 'sneaky', nonsense: 1 } as never)
    expect(s.token).toBe('')
    expect((s as unknown as Record<string, unknown>).nonsense).toBeUndefined()
  })

  it('clearToken / logout drop token and user info and the login flag', () => {
    const { s, mem } = make()
    s.login(fakeJwt({ sub: 'u1', exp: NOW + 60 }), user, { lingyang: true })
    s.clearToken()
    expect(s.token).toBe('')
    expect(s.loginFlag).toBe(false)
    expect(mem.data.token).toBeUndefined()
    expect(mem.data.userInfo).toBeUndefined()
    expect((mem.data.session as { token: string }).token).toBe('')
    expect(s.isLingyang).toBe(true)
    s.logout()
    expect(s.isLingyang).toBe(false)
  })

  it('first launch flag toggles at start-up; Cid is prefix plus device id, made once', () => {
    const { s, mem } = make()
    s.startUp('abc')
    expect(s.firstLaunch).toBe(true)
    expect(mem.data.first).toBe(false)
    expect(s.cid).toBe('yqc_abc')
    expect(mem.data.Cid).toBe('yqc_abc')
    const again = new SessionStore(mem)
    again.startUp('other')
    expect(again.firstLaunch).toBe(false)
    expect(again.cid).toBe('yqc_abc')
    const { s: anon } = make()
    anon.startUp()
    expect(anon.cid).toMatch(/^yqc_[0-9a-z]+$/)
  })

  it('network status is stored under networkStatus; current route is observable', () => {
    const { s, mem } = make()
    s.setNetworkStatus(false)
    expect(mem.data.networkStatus).toBe(false)
    expect(new SessionStore(mem).networkStatus).toBe(false)
    const seen: string[] = []
    const stop = autorun(() => seen.push(s.currentRoute.url))
    s.setCurrentRoute({ url: '/pages/mine/mine', type: 'switchTab', params: {} })
    stop()
    expect(seen).toEqual(['', '/pages/mine/mine'])
  })

  it('isLoggedIn is observable', () => {
    const { s } = make()
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(s.isLoggedIn))
    s.login(fakeJwt({ sub: 'u', exp: NOW + 60 }), null)
    s.clearToken()
    stop()
    expect(seen).toEqual([false, true, false])
  })

  it('tolerates garbage in storage', () => {
    const { s } = make({ session: 'not an object', userInfo: 5, token: 7 })
    expect(s.token).toBe('')
    expect(s.userInfo).toBeNull()
    const { s: s2 } = make({ session: { pid: 42, enterpriseName: '甲' } })
    expect(s2.pid).toBe('')
    expect(s2.enterpriseName).toBe('甲')
  })
})
