import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { PasswordField, PasswordRules } from '@/components/PasswordRules'
import { checkNewPassword } from '@contract/domain/password'
import { checkCode } from '@/domain/validators'
import { useCountdown } from '@/hooks/useCountdown'
import { back } from '@/services/nav'
import { changePassword, sendCode } from '@/services/sso'
import { session } from '@/stores/session'
import '../shared/user.scss'

type Way = 'old' | 'sms'

/** A signed-in user sets or changes the password: with the old password or an SMS code. */
function ResetPassword() {
  const user = session.userInfo
  const [way, setWay] = useState<Way>(user?.hasPassword ? 'old' : 'sms')
  const [oldPassword, setOld] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { left, restart } = useCountdown()
  const phone = user?.phone ?? ''

  const send = async () => {
    if (left > 0 || !phone) return
    try {
      const r = await sendCode(phone, 'reset')
      restart(r?.interval || 60)
      Taro.showToast({ title: '验证码已发送', icon: 'none', duration: 1500 })
    } catch {
      // told by the request door
    }
  }

  const submit = async () => {
    if (busy) return
    const bad =
      (way === 'old' ? (oldPassword ? null : '请输入原密码') : checkCode(code, 6)) ||
      checkNewPassword(password) ||
      (again !== password ? '两次输入的密码不一致' : null)
    if (bad) {
      setError(bad)
      return
    }
    setBusy(true)
    try {
      await changePassword(way === 'old' ? { oldPassword, password, confirmPassword: again } : { code, password, confirmPassword: again })
      Taro.showToast({ title: user?.hasPassword ? '密码已修改' : '密码已设置', icon: 'success', duration: 1500 })
      setTimeout(() => back().catch(() => undefined), 800)
    } catch {
      // wrong old password, lock, wrong code: told by the request door
    } finally {
      setBusy(false)
    }
  }

  const edit = (set: (v: string) => void) => (v: string) => {
    set(v)
    setError('')
  }

  return (
    <View className='user-page'>
      <HeaderBar title={user?.hasPassword ? '修改密码' : '设置密码'} />
      <View className='user-form'>
        {user?.hasPassword && (
          <View className='user-tabs'>
            <Text className={`user-tab ${way === 'old' ? 'is-active' : ''}`} onClick={() => setWay('old')}>
              原密码验证
            </Text>
            <Text className={`user-tab ${way === 'sms' ? 'is-active' : ''}`} onClick={() => setWay('sms')}>
              短信验证
            </Text>
          </View>
        )}
        {way === 'old' ? (
          <PasswordField value={oldPassword} onChange={edit(setOld)} placeholder='请输入原密码' max={32} />
        ) : (
          <View className='user-field'>
            <Input
              className='user-field__input'
              type='number'
              maxlength={6}
              placeholder={phone ? `发送至 ${user?.phoneMasked}` : '请先绑定手机号'}
              placeholderStyle='color:#c0c4cc'
              value={code}
              onInput={(e) => {
                const v = String(e.detail.value ?? '')
                  .replace(/\D/g, '')
                  .slice(0, 6)
                edit(setCode)(v)
                return v
              }}
              aria-label='验证码'
            />
            <Text className={`user-field__link ${left > 0 ? 'is-muted' : ''}`} onClick={send}>
              {left > 0 ? `${left}s` : '获取验证码'}
            </Text>
          </View>
        )}
        <PasswordField value={password} onChange={edit(setPassword)} placeholder='请输入新密码' />
        <PasswordRules password={password} />
        <PasswordField value={again} onChange={edit(setAgain)} placeholder='请再次输入新密码' />
        <Text className='user-error'>{error}</Text>
        <Text className='user-hint'>修改后，其他设备上的登录将失效</Text>
      </View>
      <View className={`user-btn user-btn--primary ${busy ? 'is-disabled' : ''}`} onClick={submit} role='button'>
        <Text>{busy ? '提交中...' : '确认'}</Text>
      </View>
    </View>
  )
}

export default observer(ResetPassword)
