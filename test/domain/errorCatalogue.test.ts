import { behaviourFor, MESSAGES, QUOTA_TYPE } from '../../src/domain/errorCatalogue'
import * as C from '../../src/domain/constants'

describe('error catalogue', () => {
  it('maps every catalogue code', () => {
    expect(behaviourFor('0000')).toBe('success')
    expect(behaviourFor('4030')).toBe('loginExpired')
    expect(behaviourFor(443)).toBe('loginExpired')
    expect(behaviourFor('4035')).toBe('toastClearToken')
    expect(behaviourFor('4036')).toBe('anotherDevice')
    expect(behaviourFor('15000')).toBe('quota')
    expect(behaviourFor('15001')).toBe('quota')
    expect(behaviourFor('10413')).toBe('silent')
    expect(behaviourFor('4001')).toBe('toast')
    expect(QUOTA_TYPE).toEqual({ '15000': 0, '15001': 1 })
  })
  it('reads the envelope code first and falls back to the HTTP status', () => {
    expect(behaviourFor('4036', 403)).toBe('anotherDevice')
    expect(behaviourFor('15000', 429)).toBe('quota')
    expect(behaviourFor(undefined, 403)).toBe('loginExpired')
    expect(behaviourFor('9999', 403)).toBe('loginExpired')
    expect(behaviourFor(undefined, 500)).toBe('toast')
  })
  it('carries the Chinese texts', () => {
    expect(MESSAGES.loginExpired).toBe('登录已失效，请重新登录')
    expect(MESSAGES.loginExpiredLingyang).toMatch(/领扬APP/)
    expect(MESSAGES.anotherDevice).toBe('账号异常：您的账号已在其他设备登录，请重新登录')
    expect(MESSAGES.oneClickExpired).toBe('登录失效，请重新登录！！')
    expect(MESSAGES.title).toBe('提示')
  })
})

describe('constants', () => {
  it('clamps time-outs to 100 ms – 10 min, defaulting to 60 s', () => {
    expect(C.clampTimeout(undefined)).toBe(60000)
    expect(C.clampTimeout(10)).toBe(100)
    expect(C.clampTimeout(3600000)).toBe(600000)
    expect(C.clampTimeout(5000)).toBe(5000)
    expect(C.clampTimeout(NaN)).toBe(60000)
  })
})
