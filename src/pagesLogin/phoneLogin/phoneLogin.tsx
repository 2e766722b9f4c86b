import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { checkMobile } from '@/domain/validators'
import { sendCode, wxLogin } from '@/services/sso'
import { navigate } from '@/services/nav'
import PrivacyDialog from '@/components/PrivacyDialog'
import WxPhoneLogin from '@/components/WxPhoneLogin'
import { launch } from '@/stores/launch'
import ScanQr from '../shared/ScanQr'
import { finishLogin } from '../shared/finishLogin'
import Agreement, { AGREEMENT_REQUIRED } from '../shared/Agreement'
import { LoginBrand, PhoneField } from '../shared/LoginParts'
import { routeParams } from '../shared/landing'
import '../shared/login.scss'
import { to } from '@/links.gen'
import { isDesktopBrowser } from '@/services/desktop'

function PhoneLogin() {
  const [phone, setPhone] = useState('')
  const [error, setError] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [sending, setSending] = useState(false)
  const [scanMode, setScanMode] = useState(isDesktopBrowser)
  const redirect = routeParams().redirect

  /** Android without a token: the privacy dialog comes before any login. */
  const privacyOk = () => {
    if (!launch.privacyRequired) return true
    launch.setPrivacyVisible(true)
    return false
  }

  const weixin = async () => {
    if (!privacyOk()) return
    if (!agreed) {
      Taro.showToast({ title: AGREEMENT_REQUIRED, icon: 'none', duration: 2000 })
      return
    }
    try {
      const { code } = await Taro.login()
      const r = await wxLogin(code)
      if (r.needBindPhone) navigate(to.bindPhone({ redirect }), 'redirect').catch(() => undefined)
      else await finishLogin(redirect)
    } catch {
      // refused in WeChat or told by the request door
    }
  }

  const onPhone = (v: string) => {
    setPhone(v)
    if (error) setError('')
  }

  const submit = async () => {
    if (sending) return
    const bad = checkMobile(phone)
    if (bad) {
      setError(bad)
      return
    }
    if (!agreed) {
      Taro.showToast({ title: AGREEMENT_REQUIRED, icon: 'none', duration: 2000 })
      return
    }
    if (!privacyOk()) return
    setSending(true)
    try {
      const res = await sendCode(phone, 'login')
      navigate(to.smsCode({ phone, redirect, interval: res?.interval ?? 60 })).catch(() => undefined)
    } catch {
      // the request door has already told the user why (too frequent, daily limit …)
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='login-page'>
      <HeaderBar title='' />
      <View className='login-page__body'>
        <LoginBrand />
        {scanMode ? (
          <>
            <Text className='login-title'>扫码登录</Text>
            <Text className='login-subtitle'>用已登录云企查的手机扫码，确认后此设备自动登录</Text>
            <ScanQr redirect={redirect} />
            <View className='login-links'>
              <Text className='login-link' onClick={() => setScanMode(false)}>
                手机号登录
              </Text>
              <Text className='login-link' onClick={() => navigate(to.passwordLogin({ redirect }), 'redirect').catch(() => undefined)}>
                密码登录
              </Text>
            </View>
          </>
        ) : (
          <>
            <Text className='login-title'>手机号登录/注册</Text>
            <Text className='login-subtitle'>未注册的手机号验证后将自动创建账号</Text>

            {process.env.TARO_ENV === 'weapp' && (
              <WxPhoneLogin
                className='login-wx-phone'
                agreed={agreed}
                onTermsRequired={() => Taro.showToast({ title: AGREEMENT_REQUIRED, icon: 'none', duration: 2000 })}
                onSignedIn={() => finishLogin(redirect)}
              />
            )}

            <PhoneField phone={phone} onChange={onPhone} error={!!error} onConfirm={submit} clearable />
            <Text className='login-error'>{error}</Text>

            <View className={`login-btn ${phone.length === 11 && !sending ? '' : 'is-disabled'}`} onClick={submit} role='button'>
              <Text>{sending ? '发送中...' : '获取验证码'}</Text>
            </View>

            <Agreement checked={agreed} onChange={setAgreed} />

            <View className='login-links'>
              <Text
                className='login-link'
                onClick={() => navigate(to.passwordLogin({ redirect, phone }), 'redirect').catch(() => undefined)}
              >
                密码登录
              </Text>
              {process.env.TARO_ENV === 'weapp' ? (
                <Text className='login-link' onClick={weixin}>
                  微信登录
                </Text>
              ) : (
                <Text className='login-link' onClick={() => setScanMode(true)}>
                  扫码登录
                </Text>
              )}
            </View>
          </>
        )}
      </View>
      <PrivacyDialog />
    </View>
  )
}

export default observer(PhoneLogin)
