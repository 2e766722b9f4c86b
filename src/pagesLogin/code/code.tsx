import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { checkCode, checkMobile } from '@/domain/validators'
import { maskPhone } from '@contract/domain/format'
import { sendCode, codeLogin } from '@/services/sso'
import { routeParams } from '../shared/landing'
import { finishLogin } from '../shared/finishLogin'
import '../shared/login.scss'
import './code.scss'
import { useCountdown } from '@/hooks/useCountdown'

export const CODE_LENGTH = 6
export const RESEND_SECONDS = 60

function CodePage() {
  const params = routeParams()
  const phone = params.phone ?? ''
  const redirect = params.redirect
  const firstInterval = Number(params.interval) > 0 ? Number(params.interval) : RESEND_SECONDS
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [focus, setFocus] = useState(true)
  const { left, restart } = useCountdown(firstInterval)
  const phoneOk = !checkMobile(phone)

  useEffect(() => {
    // the phone page has just sent the first code
    if (phoneOk) restart(firstInterval)
  }, [])

  const submit = async (value: string) => {
    if (busy) return
    const bad = checkCode(value, CODE_LENGTH)
    if (bad) {
      setError(bad)
      return
    }
    setBusy(true)
    try {
      await codeLogin(phone, value)
      await finishLogin(redirect)
    } catch {
      // wrong or expired code: the request door showed the server's message; let the user retype
      setCode('')
      setFocus(true)
    } finally {
      setBusy(false)
    }
  }

  const onInput = (e) => {
    const v = String(e.detail.value ?? '')
      .replace(/\D/g, '')
      .slice(0, CODE_LENGTH)
    setCode(v)
    setError('')
    if (v.length === CODE_LENGTH) submit(v)
    return v
  }

  const resend = async () => {
    if (left > 0 || busy || !phoneOk) return
    try {
      const res = await sendCode(phone, 'login')
      setCode('')
      setError('')
      restart(res?.interval || RESEND_SECONDS)
      Taro.showToast({ title: '验证码已发送', icon: 'none', duration: 1500 })
    } catch {
      // told by the request door
    }
  }

  const boxes = Array.from({ length: CODE_LENGTH }, (_, i) => code[i] ?? '')

  return (
    <View className='login-page code-page'>
      <HeaderBar title='' />
      <View className='login-page__body'>
        <Text className='login-title'>输入验证码</Text>
        {phoneOk ? (
          <Text className='login-subtitle'>验证码已发送至 +86 {maskPhone(phone)}</Text>
        ) : (
          <Text className='login-subtitle login-subtitle--error'>手机号有误，请返回重新输入</Text>
        )}

        <View className='code-boxes' onClick={() => setFocus(true)}>
          {boxes.map((c, i) => (
            <View
              key={i}
              className={`code-box ${c ? 'is-filled' : ''} ${focus && i === Math.min(code.length, CODE_LENGTH - 1) ? 'is-active' : ''}`}
              data-testid='code-box'
            >
              <Text>{c}</Text>
            </View>
          ))}
          <Input
            className='code-input'
            type='number'
            maxlength={CODE_LENGTH}
            value={code}
            focus={focus}
            disabled={!phoneOk}
            onInput={onInput}
            onBlur={() => setFocus(false)}
            onFocus={() => setFocus(true)}
            aria-label='验证码'
          />
        </View>
        <Text className='login-error'>{error}</Text>

        <View className='code-resend'>
          {left > 0 ? (
            <Text className='code-resend__wait'>{left}s 后可重新获取</Text>
          ) : (
            <Text className='login-link' onClick={resend}>
              重新获取验证码
            </Text>
          )}
        </View>

        <View
          className={`login-btn ${code.length === CODE_LENGTH && !busy ? '' : 'is-disabled'}`}
          onClick={() => submit(code)}
          role='button'
        >
          <Text>{busy ? '登录中...' : '登录'}</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(CodePage)
