/** The one-click login, from the tap on '本机号码一键登录' to the landing page. */
import Taro from '@tarojs/taro'
import { TOAST_ERROR_DURATION, TOAST_LOGIN_SUCCESS_DURATION } from '../domain/constants'
import { MESSAGES, ONE_CLICK } from '../domain/errorCatalogue'
import { to } from '../links.gen'
import { carrierToken, launch } from '../stores/launch'
import { getUserInfo, oneClickConfirmLogin, oneClickWebAuth, prefetchPhoneNumber, prefetchWebPhone } from './sso'
import { navigate } from './nav'
import type { ApiError } from './request'
import type { PrefetchPhoneResult, UserInfo } from '../../contract/api/api'

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

/** The carrier's web SDK gave no token (a cancel or any failure). */
class CarrierWebFailed extends Error {}

/**
 * H5 with a real carrier: the server's tokens for this page → the carrier's web SDK (loaded now, not with the page)
 * → its token → a confirmation. The local gateway's token is made here, as the app makes it.
 */
async function prefetch(provider: string): Promise<PrefetchPhoneResult> {
  // the condition on the platform stands alone so that the mini-program build drops the branch and the SDK with it
  if (process.env.TARO_ENV === 'h5') {
    if (provider !== 'local' && provider !== '') {
      const auth = await oneClickWebAuth(window.location.origin)
      let spToken: string
      try {
        const { carrierWebSdk } = await import('./carrierWeb')
        spToken = await carrierWebSdk().loginToken(auth)
      } catch {
        throw new CarrierWebFailed()
      }
      return prefetchWebPhone(spToken)
    }
  }
  const { openId, accessToken } = carrierToken()
  return prefetchPhoneNumber(openId, accessToken)
}

/**
 * prefetch → confirmId → confirm → token stored → user info → toast '登录成功~' 500 ms → the invitation
 * page (promotionSource 0 and dateLimitStatus 0) or home. `close` hides the sheet. With a real carrier in H5 the
 * carrier's web SDK confirms first; its cancel or failure goes to the SMS login with a toast.
 */
export async function runOneClick(close: () => void, provider: string = launch.provider): Promise<OneClickOutcome> {
  try {
    const pre = await prefetch(provider)
    const login = await oneClickConfirmLogin(pre.confirmId)
    return await landAfterOneClick(login.user, close)
  } catch (err) {
    if (err instanceof CarrierWebFailed) {
      close()
      Taro.showToast({ title: MESSAGES.carrierWebFailed, icon: 'none', duration: TOAST_ERROR_DURATION })
      navigate(to.phoneLogin()).catch(() => undefined)
      return 'phoneLogin'
    }
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
