import { Button, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { wxPhoneLogin } from '@/services/sso'
import './index.scss'

export const WX_PHONE_TITLE = '微信手机号一键登录'
export const WX_PHONE_REFUSED = '未授权手机号，可使用其他方式登录'

/** A silent wx.login code to bind the openid with the login; a refusal only costs the binding. */
async function loginCode(): Promise<string | undefined> {
  try {
    return (await Taro.login()).code || undefined
  } catch {
    return undefined
  }
}

interface Props {
  /** the terms box is ticked: without it the phone WeChat gives is not used */
  agreed: boolean
  onTermsRequired: () => void
  /** the session holds the new login */
  onSignedIn: () => void | Promise<void>
  className?: string
}

/**
 * The mini-program's one-click login: WeChat's own phone-number button (手机号快速验证). WeChat shows the number and
 * asks the user; the code it hands back is exchanged by the server, which signs in or registers that phone.
 */
export default function WxPhoneLogin({ agreed, onTermsRequired, onSignedIn, className = '' }: Props) {
  const [busy, setBusy] = useState(false)
  const onGetPhoneNumber = async (e: { detail?: { code?: string; errMsg?: string } }) => {
    if (busy) return
    const phoneCode = e?.detail?.code
    if (!phoneCode) {
      Taro.showToast({ title: WX_PHONE_REFUSED, icon: 'none', duration: 2000 })
      return
    }
    if (!agreed) {
      onTermsRequired()
      return
    }
    setBusy(true)
    try {
      await wxPhoneLogin(phoneCode, await loginCode())
      await onSignedIn()
    } catch {
      // the request door told the user why
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      className={`wx-phone-login ${className}`}
      openType='getPhoneNumber'
      onGetPhoneNumber={onGetPhoneNumber}
      disabled={busy}
      data-testid='wx-phone-login'
    >
      <Text>{busy ? '登录中...' : WX_PHONE_TITLE}</Text>
    </Button>
  )
}
