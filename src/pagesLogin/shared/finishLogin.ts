import Taro from '@tarojs/taro'
import { TOAST_LOGIN_SUCCESS_DURATION } from '@/domain/constants'
import { MESSAGES } from '@/domain/errorCatalogue'
import { getUserInfo } from '@/services/sso'
import { CANCEL_WITHDRAWN_MS, takeLoginNotice } from '@/services/privacy'
import { afterLogin, navigate } from '@/services/nav'
import { to } from '@/links.gen'

/**
 * After a successful login call (the sso service has stored the session): fetch the user info,
 * toast '登录成功~' (500 ms), then land on the redirect page (redirectTo, or switchTab for a tab page), else home.
 */
export async function finishLogin(redirect?: string | null): Promise<void> {
  try {
    await getUserInfo()
  } catch {
    // the login answer already carried the user; a failed refresh must not undo the login
  }
  // a sign-in that withdrew the account's cancellation says so instead, and for longer
  const notice = takeLoginNotice()
  if (notice) Taro.showToast({ title: notice, icon: 'none', duration: CANCEL_WITHDRAWN_MS })
  else Taro.showToast({ title: MESSAGES.loginSuccess, icon: 'success', duration: TOAST_LOGIN_SUCCESS_DURATION })
  await new Promise((r) => setTimeout(r, notice ? CANCEL_WITHDRAWN_MS : TOAST_LOGIN_SUCCESS_DURATION))
  const home = () => navigate(to.home(), 'switchTab').catch(() => undefined)
  // not awaited: a page transition may never settle while this page is torn down
  try {
    afterLogin(redirect || undefined).catch(home)
  } catch {
    // a malformed redirect parameter
    home()
  }
}
