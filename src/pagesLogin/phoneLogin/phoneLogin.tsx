import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react'
import HeaderBar from '@/components/HeaderBar'
import { checkMobile } from '@/domain/validators'
import { sendCode } from '@/services/sso'
import { navigate } from '@/services/nav'
import Agreement, { AGREEMENT_REQUIRED } from '../shared/Agreement'
import { LoginBrand, PhoneField } from '../shared/LoginParts'
import { loginPageUrl, routeParams } from '../shared/landing'
import '../shared/login.scss'

const CODE_PAGE = '/pagesLogin/code/code'
const PWD_PAGE = '/pagesLogin/pwdLogin/pwdLogin'

function PhoneLogin() {
  const [phone, setPhone] = useState('')
  const [error, setError] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [sending, setSending] = useState(false)
  const redirect = routeParams().redirect

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
    setSending(true)
    try {
      const res = await sendCode(phone, 'login')
      navigate(loginPageUrl(CODE_PAGE, { phone, redirect, interval: String(res?.interval ?? 60) })).catch(() => undefined)
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
        <Text className='login-title'>手机号登录/注册</Text>
        <Text className='login-subtitle'>未注册的手机号验证后将自动创建账号</Text>

        <PhoneField phone={phone} onChange={onPhone} error={!!error} onConfirm={submit} clearable />
        <Text className='login-error'>{error}</Text>

        <View className={`login-btn ${phone.length === 11 && !sending ? '' : 'is-disabled'}`} onClick={submit} role='button'>
          <Text>{sending ? '发送中...' : '获取验证码'}</Text>
        </View>

        <Agreement checked={agreed} onChange={setAgreed} />

        <View className='login-links'>
          <Text className='login-link' onClick={() => navigate(loginPageUrl(PWD_PAGE, { redirect, phone }), 'redirect').catch(() => undefined)}>密码登录</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(PhoneLogin)
