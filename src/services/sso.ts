/** Sign-in calls. A successful login is applied to the session here, so pages only navigate. */
import Taro from '@tarojs/taro'
import type {
  DeviceInfo,
  DeviceSession,
  InviteCodeResult,
  InviteCodeStatus,
  LoginResult,
  OneClickPreCheck,
  OneClickWebAuth,
  PrefetchPhoneResult,
  ResetTicket,
  ScanState,
  ScanTicket,
  ScanTicketInfo,
  SendCodeResult,
  SmsScene,
  UserInfo,
  WxLoginResult,
} from '../../contract/api/api'
import { CLIENT_VERSION } from '../domain/constants'
import { describeDevice } from '../domain/device'
import { session } from '../stores/session'
import { noteLoginAnswer } from './privacy'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

/**
 * The device fields of a login. In H5 the system info (and platform.js, which Taro parses the user agent with) is
 * loaded when someone signs in, not with the pages that offer it.
 */
export async function deviceInfo(): Promise<DeviceInfo> {
  const h5 = process.env.TARO_ENV === 'h5'
  let sys: Partial<Taro.getSystemInfoSync.Result> = {}
  // the condition is written out so that the build drops the branch of the other platform, imports and all
  if (process.env.TARO_ENV === 'h5') sys = (await import('./systemInfo')).readSystemInfo()
  else {
    try {
      sys = Taro.getSystemInfoSync()
    } catch {
      // not available: send what we know
    }
  }
  const ua = h5 && typeof navigator !== 'undefined' ? navigator.userAgent : ''
  return { deviceIdentification: session.cid, ...describeDevice(sys, h5, ua), versions: CLIENT_VERSION }
}

export const sendCode = (phone: string, scene: SmsScene = 'login') => post<SendCodeResult>(API.sso.sendCode, { phone, scene })

export async function codeLogin(phone: string, code: string): Promise<LoginResult> {
  const r = await post<LoginResult>(API.sso.codeLogin, { phone, code, ...(await deviceInfo()) })
  session.login(r.token, r.user, { lingyang: false })
  noteLoginAnswer(r)
  return r
}

export async function pwdLogin(phone: string, password: string): Promise<LoginResult> {
  const r = await post<LoginResult>(API.sso.pwdLogin, { phone, password, ...(await deviceInfo()) })
  session.login(r.token, r.user, { lingyang: false })
  noteLoginAnswer(r)
  return r
}

/** Revokes the session on the server; the local session is cleared even when the call fails. */
export async function logout(): Promise<void> {
  try {
    await post(API.sso.logout, {}, { silent: true })
  } catch {
    // offline or already expired: local logout still happens
  } finally {
    session.logout()
  }
}

/** Asks first, then signs out and says so; resolves whether the user signed out. */
export async function confirmLogout(): Promise<boolean> {
  const r = await Taro.showModal({
    title: '提示',
    content: '确定要退出登录吗？',
    confirmText: '退出',
    cancelText: '取消',
    confirmColor: '#fa3534',
  })
  if (!r?.confirm) return false
  await logout()
  Taro.showToast({ title: '已退出登录', icon: 'none', duration: 1500 })
  return true
}

export async function getUserInfo(): Promise<UserInfo> {
  const u = await get<UserInfo>(API.sso.userInfo)
  session.setUserInfo(u)
  return u
}

// ---------- one-click, scan, password, WeChat and partner sign-in ----------

export const oneClickPreCheck = () => get<OneClickPreCheck>(API.signin.oneClickPreCheck, undefined, { silent: true })

/**
 * One-click calls go out silent: their codes (30002, 4030, others) are handled by the sheet itself,
 * not by the door's catalogue (whose 4030 is the ordinary login-expired dialog).
 */
export const prefetchPhoneNumber = (openId: string, accessToken: string) =>
  post<PrefetchPhoneResult>(API.signin.prefetchPhone, { openId, accessToken }, { silent: true })

/** H5 with a real carrier: the tokens its web SDK starts with, for this page's origin. */
export const oneClickWebAuth = (origin: string) => post<OneClickWebAuth>(API.signin.oneClickWebAuth, { origin }, { silent: true })

/** H5: the web SDK's token after the user confirmed → a confirmation, as prefetchPhoneNumber's. */
export const prefetchWebPhone = (spToken: string) => post<PrefetchPhoneResult>(API.signin.prefetchWebPhone, { spToken }, { silent: true })

export async function oneClickConfirmLogin(confirmId: string): Promise<LoginResult> {
  const r = await post<LoginResult>(API.signin.oneClickConfirm, { confirmId, ...(await deviceInfo()) }, { silent: true })
  session.login(r.token, r.user, { lingyang: false })
  noteLoginAnswer(r)
  return r
}

export const createScanTicket = async () => post<ScanTicket>(API.signin.scanTicket, { ...(await deviceInfo()) }, { loading: false })
export const scanStatus = (ticket: string) => get<ScanState>(API.signin.scanStatus, { ticket }, { silent: true })
export const scanInfo = (ticket: string) => get<ScanTicketInfo>(API.signin.scanInfo, { ticket })
export const scanConfirm = (ticket: string) => post<null>(API.signin.scanConfirm, { ticket })
export const scanRefuse = (ticket: string) => post<null>(API.signin.scanRefuse, { ticket })

/** Applies a login that arrived by scan (socket or polling). */
export function applyLogin(r: LoginResult, opts: { lingyang?: boolean } = {}): void {
  session.login(r.token, r.user, { lingyang: !!opts.lingyang })
  noteLoginAnswer(r)
}

export const forgetVerify = (phone: string, code: string) => post<ResetTicket>(API.signin.forgetVerify, { phone, code })
export const resetPassword = (phone: string, resetTicket: string, password: string, confirmPassword: string) =>
  post<null>(API.signin.resetPassword, { phone, resetTicket, password, confirmPassword })

export async function changePassword(input: {
  oldPassword?: string
  code?: string
  password: string
  confirmPassword: string
}): Promise<UserInfo> {
  const u = await post<UserInfo>(API.signin.changePassword, { ...input })
  session.setUserInfo(u)
  return u
}

export async function wxLogin(code: string): Promise<WxLoginResult> {
  const r = await post<WxLoginResult>(API.signin.wxLogin, { code, ...(await deviceInfo()) })
  session.login(r.token, r.user, { lingyang: false })
  noteLoginAnswer(r)
  return r
}

/**
 * 手机号快速验证: the getPhoneNumber button's code signs in (or registers) that phone; a silent wx.login code sent
 * alongside binds the account to this WeChat user so it can pay by JSAPI later.
 */
export async function wxPhoneLogin(phoneCode: string, loginCode?: string): Promise<LoginResult> {
  const body = loginCode ? { phoneCode, loginCode, ...deviceInfo() } : { phoneCode, ...deviceInfo() }
  const r = await post<LoginResult>(API.signin.wxPhoneLogin, body)
  session.login(r.token, r.user, { lingyang: false })
  noteLoginAnswer(r)
  return r
}

/** Binds the phone of the getPhoneNumber button's code (or of an SMS code); the answer may carry another account's token. */
export async function bindPhone(input: { wxCode: string } | { phone: string; code: string }): Promise<LoginResult> {
  const r =
    'wxCode' in input
      ? await post<LoginResult>(API.signin.wxPhone, { code: input.wxCode, ...(await deviceInfo()) })
      : await post<LoginResult>(API.signin.wxBindPhone, { phone: input.phone, code: input.code, ...(await deviceInfo()) })
  session.login(r.token, r.user, { lingyang: false })
  noteLoginAnswer(r)
  return r
}

export async function lingyangLogin(ticket: string): Promise<LoginResult> {
  const r = await post<LoginResult>(API.signin.partnerLogin, { ticket, ...(await deviceInfo()) }, { silent: true })
  session.login(r.token, r.user, { lingyang: true })
  noteLoginAnswer(r)
  return r
}

export const listDevices = () => get<DeviceSession[]>(API.signin.devices)

export async function addInviteCode(inviteCode: string): Promise<InviteCodeResult> {
  const r = await post<InviteCodeResult>(API.signin.addInviteCode, { inviteCode })
  session.setUserInfo(r.user)
  return r
}

/** whether the account may still enter an invitation code, and why not */
export const inviteCodeStatus = () => get<InviteCodeStatus>(API.signin.inviteCodeStatus, undefined, { silent: true })

export async function skipInviteCode(): Promise<UserInfo> {
  const u = await post<UserInfo>(API.signin.skipInviteCode, {})
  session.setUserInfo(u)
  return u
}
