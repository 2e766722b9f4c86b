import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react'
import HeaderBar from '@/components/HeaderBar'
import { checkMobile } from '@/domain/validators'
import { sendCode } from '@/services/sso'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import Agreement, { AGREEMENT_REQUIRED } from '../shared/Agreement'
import { loginPageUrl, routeParams } from '../shared/landing'
import '../shared/login.scss'

const CODE_PAGE = '/pagesLogin/code/code'
const PWD_PAGE = '/pagesLogin/pwdLogin/pwdLogin'

function PhoneLogin() {
  const [phone, setPhone] = useState('')
  const [error, setError] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [focus, setFocus] = useState(false)
  const [sending, setSending] = useState(false)
  const redirect = routeParams().redirect

  const onPhone = (e) => {
    const v = String(e.detail.value ?? '').replace(/\D/g, '').slice(0, 11)
    setPhone(v)
    if (error) setError('')
    return v
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
      <HeaderBar title='' hidden={session.isLingyang} />
      <View className='login-page__body'>
        <View className='login-brand'>
          <View className='login-brand__logo'><Text>云</Text></View>
          <View className='login-brand__text'>
            <Text className='login-brand__name'>云企查</Text>
            <Text className='login-brand__slogan'>查企业 · 查老板 · 查风险</Text>
          </View>
        </View>
        <Text className='login-title'>手机号登录/注册</Text>
        <Text className='login-subtitle'>未注册的手机号验证后将自动创建账号</Text>

        <View className={`login-field ${focus ? 'is-focus' : ''} ${error ? 'is-error' : ''}`}>
          <Text className='login-field__prefix'>+86</Text>
          <Input
            className='login-field__input'
            type='number'
            maxlength={11}
            placeholder='请输入手机号'
            placeholderStyle='color:#c0c4cc'
            value={phone}
            onInput={onPhone}
            onFocus={() => setFocus(true)}
            onBlur={() => setFocus(false)}
            onConfirm={submit}
          />
          {phone && <Text className='login-field__clear' onClick={() => { setPhone(''); setError('') }} aria-label='清除'>×</Text>}
        </View>
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
