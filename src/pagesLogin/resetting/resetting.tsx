import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { PasswordField, PasswordRules } from '@/components/PasswordRules'
import { checkNewPassword } from '@contract/domain/password'
import { resetPassword } from '@/services/sso'
import { navigate } from '@/services/nav'
import { routeParams } from '../shared/landing'
import '../shared/login.scss'
import { to } from '@/links.gen'

/** Forgot password, step 2: the new password twice, the rules shown while typing. */
function Resetting() {
  const params = routeParams()
  const phone = params.phone ?? ''
  const ticket = params.ticket ?? ''
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (busy) return
    if (!ticket || !/^\d{11}$/.test(phone)) {
      setError('验证已失效，请重新获取验证码')
      return
    }
    const bad = checkNewPassword(password) || (again !== password ? '两次输入的密码不一致' : null)
    if (bad) {
      setError(bad)
      return
    }
    setBusy(true)
    try {
      await resetPassword(phone, ticket, password, again)
      Taro.showToast({ title: '密码已重置，请使用新密码登录', icon: 'none', duration: 1500 })
      navigate(to.passwordLogin({ phone, redirect: params.redirect }), 'redirect').catch(() => undefined)
    } catch {
      // expired ticket etc.: told by the request door
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='login-page'>
      <HeaderBar title='' />
      <View className='login-page__body'>
        <Text className='login-title'>设置新密码</Text>
        <Text className='login-subtitle'>新密码设置后，其他设备需重新登录</Text>
        <PasswordField
          value={password}
          onChange={(v) => {
            setPassword(v)
            setError('')
          }}
          placeholder='请输入新密码'
          error={!!error && !!checkNewPassword(password)}
        />
        <PasswordRules password={password} />
        <PasswordField
          value={again}
          onChange={(v) => {
            setAgain(v)
            setError('')
          }}
          placeholder='请再次输入新密码'
          error={error === '两次输入的密码不一致'}
        />
        <Text className='login-error'>{error}</Text>
        <View className={`login-btn ${password && again && !busy ? '' : 'is-disabled'}`} onClick={submit} role='button'>
          <Text>{busy ? '提交中...' : '确认修改'}</Text>
        </View>
        {!ticket && (
          <View className='login-links'>
            <Text className='login-link' onClick={() => navigate(to.forgotPassword(), 'redirect').catch(() => undefined)}>
              重新验证手机号
            </Text>
          </View>
        )}
      </View>
    </View>
  )
}

export default observer(Resetting)
