/** Sign-in calls. A successful login is applied to the session here, so pages only navigate. */
import Taro from '@tarojs/taro'
import type { DeviceInfo, LoginResult, SendCodeResult, SmsScene, UserInfo } from '../../types/api'
import { CLIENT_VERSION } from '../domain/constants'
import { session } from '../stores/session'
import { get, post } from './request'

export function deviceInfo(): DeviceInfo {
  let sys: Partial<Taro.getSystemInfoSync.Result> = {}
  try {
    sys = Taro.getSystemInfoSync()
  } catch {
    // not available (tests, some browsers): send what we know
  }
  return {
    deviceIdentification: session.cid,
    deviceName: sys.model || 'H5',
    phoneBrand: sys.brand || '',
    systemVersion: sys.system || '',
    versions: CLIENT_VERSION,
  }
}

export const sendCode = (phone: string, scene: SmsScene = 'login') =>
  post<SendCodeResult>('/sso/sms/sendCode', { phone, scene })

export async function codeLogin(phone: string, code: string): Promise<LoginResult> {
  const r = await post<LoginResult>('/sso/sms/codeLogin', { phone, code, ...deviceInfo() })
  session.login(r.token, r.user, { lingyang: false })
  return r
}

export async function pwdLogin(phone: string, password: string): Promise<LoginResult> {
  const r = await post<LoginResult>('/sso/pwd/login', { phone, password, ...deviceInfo() })
  session.login(r.token, r.user, { lingyang: false })
  return r
}

/** Revokes the session on the server; the local session is cleared even when the call fails. */
export async function logout(): Promise<void> {
  try {
    await post('/sso/logout', {}, { silent: true })
  } catch {
    // offline or already expired: local logout still happens
  } finally {
    session.logout()
  }
}

export async function getUserInfo(): Promise<UserInfo> {
  const u = await get<UserInfo>('/sso/api/userCenter/getYqcClientUserInfo')
  session.setUserInfo(u)
  return u
}
