/** The one-click login, from the tap on '本机号码一键登录' to the landing page. */
import Taro from '@tarojs/taro'
import { TOAST_ERROR_DURATION, TOAST_LOGIN_SUCCESS_DURATION } from '../domain/constants'
import { MESSAGES, ONE_CLICK } from '../domain/errorCatalogue'
import { to } from '../links.gen'
import { carrierToken } from '../stores/launch'
import { getUserInfo, oneClickConfirmLogin, prefetchPhoneNumber } from './sso'
import { navigate } from './nav'
import type { ApiError } from './request'
import type { UserInfo } from '../../contract/api/api'

/**
 * After a one-click login of either kind (carrier, WeChat's phone number): the user info, toast '登录成功~' 500 ms,
 * then the invitation page for a new user (promotionSource 0 and dateLimitStatus 0), else home.
 */
export async function landAfterOneClick(loginUser: UserInfo | undefined, close: () => void): Promise<'invitation' | 'home'> {
  let user = loginUser
  try {
    user = await getUserInfo()
  } catch {
    // the login answer carried the user already
  }
  close()
  Taro.showToast({ title: MESSAGES.loginSuccess, icon: 'success', duration: TOAST_LOGIN_SUCCESS_DURATION })
  await wait(TOAST_LOGIN_SUCCESS_DURATION)
  if (user && user.promotionSource === 0 && user.dateLimitStatus === 0) {
    navigate(to.invitationCode({ type: 1 })).catch(() => undefined)
    return 'invitation'
  }
  navigate(to.home(), 'switchTab').catch(() => undefined)
  return 'home'
}

export type OneClickOutcome = 'invitation' | 'home' | 'phoneLogin' | 'expired' | 'failed'

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * prefetch → confirmId → confirm → token stored → user info → toast '登录成功~' 500 ms → the invitation
 * page (promotionSource 0 and dateLimitStatus 0) or home. `close` hides the sheet.
 */
export async function runOneClick(close: () => void): Promise<OneClickOutcome> {
  try {
    const { openId, accessToken } = carrierToken()
    const pre = await prefetchPhoneNumber(openId, accessToken)
    const login = await oneClickConfirmLogin(pre.confirmId)
    return await landAfterOneClick(login.user, close)
  } catch (err) {
    const e = err as ApiError
    const code = String(e?.code ?? '')
    if (code === ONE_CLICK.fallbackToPhone) {
      close()
      navigate(to.phoneLogin()).catch(() => undefined)
      return 'phoneLogin'
    }
    if (code === ONE_CLICK.expired) {
      close()
      await Taro.showModal({
        title: MESSAGES.title,
        content: MESSAGES.oneClickExpired,
        showCancel: false,
        confirmText: MESSAGES.confirm,
      }).catch(() => undefined)
      navigate(to.phoneLogin()).catch(() => undefined)
      return 'expired'
    }
    Taro.showToast({ title: e?.message || MESSAGES.unknownError, icon: 'none', duration: TOAST_ERROR_DURATION })
    return 'failed'
  }
}
