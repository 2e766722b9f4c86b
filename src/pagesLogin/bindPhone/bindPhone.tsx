import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { checkCode, checkMobile } from '@/domain/validators'
import { bindPhone, sendCode } from '@/services/sso'
import { loginUrlFor } from '@/services/nav'
import { useCountdown } from '@/hooks/useCountdown'
import { session } from '@/stores/session'
import { LoginBrand, PhoneField, CodeField } from '../shared/LoginParts'
import { routeParams } from '../shared/landing'
import { finishLogin } from '../shared/finishLogin'
import '../shared/login.scss'
import { to } from '@/links.gen'

/**
 * An account made by WeChat login binds a phone: WeChat's phone number (the getPhoneNumber button,
 * mini-program) or any phone with an SMS code.
 */
function BindPhone() {
  const params = routeParams()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { left, restart } = useCountdown()
  const user = session.userInfo

  if (!session.isLoggedIn) {
    return (
      <View className='login-page'>
        <HeaderBar title='绑定手机号' />
        <View className='login-page__body'>
          <Text className='login-title'>请先登录</Text>
          <Text className='login-subtitle'>绑定手机号前需要先登录账号</Text>
          <View className='login-btn' onClick={() => Taro.redirectTo({ url: loginUrlFor(to.bindPhone()) })} role='button'>
            <Text>去登录</Text>
          </View>
        </View>
      </View>
    )
  }
  if (user?.phone) {
    return (
      <View className='login-page'>
        <HeaderBar title='绑定手机号' />
        <View className='login-page__body'>
          <Text className='login-title'>已绑定手机号</Text>
          <Text className='login-subtitle'>当前账号已绑定 {user.phoneMasked}</Text>
          <View className='login-btn' onClick={() => finishLogin(params.redirect)} role='button'>
            <Text>继续</Text>
          </View>
        </View>
      </View>
    )
  }

  const done = async (p: Promise<unknown>) => {
    setBusy(true)
    try {
      await p
      await finishLogin(params.redirect)
    } catch {
      // told by the request door
    } finally {
      setBusy(false)
    }
  }

  const onWxPhone = (e) => {
    const wxCode = e?.detail?.code
    if (!wxCode) {
      Taro.showToast({ title: '未授权手机号，可使用短信验证码绑定', icon: 'none', duration: 2000 })
      return
    }
    done(bindPhone({ wxCode }))
  }

  const send = async () => {
    if (left > 0) return
    const bad = checkMobile(phone)
    if (bad) {
      setError(bad)
      return
    }
    try {
      const r = await sendCode(phone, 'bind')
      restart(r?.interval || 60)
    } catch {
      // told by the request door
    }
  }

  const submit = () => {
    if (busy) return
    const bad = checkMobile(phone) || checkCode(code, 6)
    if (bad) {
      setError(bad)
      return
    }
    done(bindPhone({ phone, code }))
  }

  return (
    <View className='login-page'>
      <HeaderBar title='' />
      <View className='login-page__body'>
        <LoginBrand />
        <Text className='login-title'>绑定手机号</Text>
        <Text className='login-subtitle'>为保障账号安全，微信登录的账号需绑定手机号；已注册的手机号将与微信账号合并</Text>
        {process.env.TARO_ENV === 'weapp' && (
          <Button className='login-btn login-btn--wx' openType='getPhoneNumber' onGetPhoneNumber={onWxPhone} disabled={busy}>
            微信手机号快捷绑定
          </Button>
        )}
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
          onClick={submit}
          role='button'
        >
          <Text>{busy ? '绑定中...' : '绑定并登录'}</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(BindPhone)
