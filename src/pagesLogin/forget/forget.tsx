import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { checkCode, checkMobile } from '@/domain/validators'
import { forgetVerify, sendCode } from '@/services/sso'
import { navigate } from '@/services/nav'
import { useCountdown } from '@/hooks/useCountdown'
import { PhoneField, CodeField } from '../shared/LoginParts'
import { routeParams } from '../shared/landing'
import '../shared/login.scss'
import { to } from '@/links.gen'

/** Forgot password, step 1: the phone and an SMS code of scene 'reset'. */
function Forget() {
  const params = routeParams()
  const [phone, setPhone] = useState(/^\d{11}$/.test(params.phone ?? '') ? params.phone : '')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { left, restart } = useCountdown()

  const send = async () => {
    if (left > 0) return
    const bad = checkMobile(phone)
    if (bad) {
      setError(bad)
      return
    }
    try {
      const r = await sendCode(phone, 'reset')
      restart(r?.interval || 60)
      Taro.showToast({ title: '验证码已发送', icon: 'none', duration: 1500 })
    } catch {
      // not registered, too frequent …: the request door showed why
    }
  }

  const next = async () => {
    if (busy) return
    const bad = checkMobile(phone) || checkCode(code, 6)
    if (bad) {
      setError(bad)
      return
    }
    setBusy(true)
    try {
      const r = await forgetVerify(phone, code)
      navigate(to.newPassword({ phone, ticket: r.resetTicket, redirect: params.redirect }), 'redirect').catch(() => undefined)
    } catch {
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='login-page'>
      <HeaderBar title='' />
      <View className='login-page__body'>
        <Text className='login-title'>找回密码</Text>
        <Text className='login-subtitle'>验证已注册的手机号后设置新密码</Text>
        <PhoneField
          phone={phone}
          onChange={(v) => {
            setPhone(v)
            setError('')
          }}
          clearable
        />
        <CodeField
          code={code}
          left={left}
          onSend={send}
          onChange={(v) => {
            setCode(v)
            setError('')
          }}
        />
        <Text className='login-error'>{error}</Text>
        <View
          className={`login-btn ${phone.length === 11 && code.length === 6 && !busy ? '' : 'is-disabled'}`}
          onClick={next}
          role='button'
        >
          <Text>{busy ? '验证中...' : '下一步'}</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(Forget)
