import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { checkMobile } from '@/domain/validators'
import { pwdLogin } from '@/services/sso'
import { navigate } from '@/services/nav'
import Agreement, { AGREEMENT_REQUIRED } from '../shared/Agreement'
import { LoginBrand, PhoneField } from '../shared/LoginParts'
import { routeParams } from '../shared/landing'
import { finishLogin } from '../shared/finishLogin'
import '../shared/login.scss'
import { to } from '@/links.gen'

/** the server accepts 6–32 characters at login (older passwords predate the 8–20 rule) */
const PASSWORD_MIN = 6
const PASSWORD_MAX = 32

export function checkLoginPassword(pwd: string): string | null {
  if (!pwd) return '请输入密码'
  if (pwd.length < PASSWORD_MIN || pwd.length > PASSWORD_MAX) return `密码长度应为${PASSWORD_MIN}-${PASSWORD_MAX}位`
  return null
}

function PwdLogin() {
  const params = routeParams()
  const redirect = params.redirect
  const [phone, setPhone] = useState(/^\d{11}$/.test(params.phone ?? '') ? params.phone : '')
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState<{ field: 'phone' | 'password'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const ready = phone.length === 11 && password.length > 0 && !busy

  const submit = async () => {
    if (busy) return
    const badPhone = checkMobile(phone)
    const badPwd = badPhone ? null : checkLoginPassword(password)
    if (badPhone || badPwd) {
      const text = (badPhone || badPwd) as string
      setError({ field: badPhone ? 'phone' : 'password', text })
      return
    }
    if (!agreed) {
      Taro.showToast({ title: AGREEMENT_REQUIRED, icon: 'none', duration: 2000 })
      return
    }
    setBusy(true)
    try {
      await pwdLogin(phone, password)
      await finishLogin(redirect)
    } catch {
      // wrong password / account locked: the request door shows the server's message as a toast
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='login-page'>
      <HeaderBar title='' />
      <View className='login-page__body'>
        <LoginBrand />
        <Text className='login-title'>密码登录</Text>
        <Text className='login-subtitle'>使用已设置密码的手机号登录</Text>

        <PhoneField
          phone={phone}
          error={error?.field === 'phone'}
          onChange={(v) => {
            setPhone(v)
            setError(null)
          }}
        />
        <View className={`login-field ${error?.field === 'password' ? 'is-error' : ''}`}>
          <Input
            className='login-field__input'
            password={!visible}
            type='text'
            maxlength={PASSWORD_MAX}
            placeholder='请输入密码'
            placeholderStyle='color:#c0c4cc'
            value={password}
            onInput={(e) => {
              const v = String(e.detail.value ?? '')
              setPassword(v)
              setError(null)
              return v
            }}
            onConfirm={submit}
          />
          <Text className='login-field__eye' onClick={() => setVisible(!visible)}>
            {visible ? '隐藏' : '显示'}
          </Text>
        </View>
        <Text className='login-error'>{error?.text ?? ''}</Text>

        <View className={`login-btn ${ready ? '' : 'is-disabled'}`} onClick={submit} role='button'>
          <Text>{busy ? '登录中...' : '登录'}</Text>
        </View>

        <Agreement checked={agreed} onChange={setAgreed} />

        <View className='login-links'>
          <Text className='login-link' onClick={() => navigate(to.phoneLogin({ redirect }), 'redirect').catch(() => undefined)}>
            验证码登录
          </Text>
          <Text className='login-link' onClick={() => navigate(to.forgotPassword({ redirect, phone }), 'push').catch(() => undefined)}>
            忘记密码
          </Text>
        </View>
      </View>
    </View>
  )
}

export default observer(PwdLogin)
