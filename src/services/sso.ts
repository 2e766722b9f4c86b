/** Sign-in calls. A successful login is applied to the session here, so pages only navigate. */
import Taro from '@tarojs/taro'
import type {
  DeviceInfo, DeviceSession, InviteCodeResult, LoginResult, OneClickPreCheck, PrefetchPhoneResult, ResetTicket, ScanState, ScanTicket,
  ScanTicketInfo, SendCodeResult, SmsScene, UserInfo, WxLoginResult,
} from '../../types/api'
import { CLIENT_VERSION } from '../domain/constants'
import { describeDevice } from '../domain/device'
import { session } from '../stores/session'
import { get, post } from './request'

export function deviceInfo(): DeviceInfo {
  let sys: Partial<Taro.getSystemInfoSync.Result> = {}
  try {
    sys = Taro.getSystemInfoSync()
  } catch {
    // not available (tests, some browsers): send what we know
  }
  const h5 = process.env.TARO_ENV === 'h5'
  const ua = h5 && typeof navigator !== 'undefined' ? navigator.userAgent : ''
  return { deviceIdentification: session.cid, ...describeDevice(sys, h5, ua), versions: CLIENT_VERSION }
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

// ---------- sign-in, complete (issue 4) ----------

export const oneClickPreCheck = () => get<OneClickPreCheck>('/sso/sso/oneClickPreCheck', undefined, { silent: true })

/**
 * One-click calls go out silent: their codes (30002, 4030, others) are handled by the sheet itself,
 * not by the door's catalogue (whose 4030 is the ordinary login-expired dialog).
 */
export const prefetchPhoneNumber = (openId: string, accessToken: string) =>
  post<PrefetchPhoneResult>('/sso/sso/getPrefetchPhoneNumber', { openId, accessToken }, { silent: true })

export async function oneClickConfirmLogin(confirmId: string): Promise<LoginResult> {
  const r = await post<LoginResult>('/sso/sso/oneClickConfirmLogin', { confirmId, ...deviceInfo() }, { silent: true })
  session.login(r.token, r.user, { lingyang: false })
  return r
}

export const createScanTicket = () => post<ScanTicket>('/sso/scan/ticket', { ...deviceInfo() }, { loading: false })
export const scanStatus = (ticket: string) => get<ScanState>('/sso/scan/status', { ticket }, { silent: true })
export const scanInfo = (ticket: string) => get<ScanTicketInfo>('/sso/scan/info', { ticket })
export const scanConfirm = (ticket: string) => post<null>('/sso/scan/confirm', { ticket })
export const scanRefuse = (ticket: string) => post<null>('/sso/scan/refuse', { ticket })

/** Applies a login that arrived by scan (socket or polling). */
export function applyLogin(r: LoginResult, opts: { lingyang?: boolean } = {}): void {
  session.login(r.token, r.user, { lingyang: !!opts.lingyang })
}

export const forgetVerify = (phone: string, code: string) => post<ResetTicket>('/sso/pwd/forget/verify', { phone, code })
export const resetPassword = (phone: string, resetTicket: string, password: string, confirmPassword: string) =>
  post<null>('/sso/pwd/reset', { phone, resetTicket, password, confirmPassword })

export async function changePassword(input: { oldPassword?: string; code?: string; password: string; confirmPassword: string }): Promise<UserInfo> {
  const u = await post<UserInfo>('/sso/pwd/change', { ...input })
  session.setUserInfo(u)
  return u
}

export async function wxLogin(code: string): Promise<WxLoginResult> {
  const r = await post<WxLoginResult>('/sso/wx/login', { code, ...deviceInfo() })
  session.login(r.token, r.user, { lingyang: false })
  return r
}

/** Binds the phone of the getPhoneNumber button's code (or of an SMS code); the answer may carry another account's token. */
export async function bindPhone(input: { wxCode: string } | { phone: string; code: string }): Promise<LoginResult> {
  const r =
    'wxCode' in input
      ? await post<LoginResult>('/sso/wx/phone', { code: input.wxCode, ...deviceInfo() })
      : await post<LoginResult>('/sso/wx/bindPhone', { phone: input.phone, code: input.code, ...deviceInfo() })
  session.login(r.token, r.user, { lingyang: false })
  return r
}

export async function lingyangLogin(ticket: string): Promise<LoginResult> {
  const r = await post<LoginResult>('/sso/lingYangLogin/lingYangLogin', { ticket, ...deviceInfo() }, { silent: true })
  session.login(r.token, r.user, { lingyang: true })
  return r
}

export const listDevices = () => get<DeviceSession[]>('/sso/api/userCenter/devices')

export async function addInviteCode(inviteCode: string): Promise<InviteCodeResult> {
  const r = await post<InviteCodeResult>('/user/api/v1/invite/addInviteCode', { inviteCode })
  session.setUserInfo(r.user)
  return r
}

export async function skipInviteCode(): Promise<UserInfo> {
  const u = await post<UserInfo>('/user/api/v1/invite/skipInviteCode', {})
  session.setUserInfo(u)
  return u
}
