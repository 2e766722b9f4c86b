import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import HeaderBar from '@/components/HeaderBar'
import { navigate, back } from '@/services/nav'
import { addInviteCode, inviteCodeStatus, skipInviteCode } from '@/services/sso'
import './invitationCode.scss'
import { to } from '@/links.gen'

export const INVITE_CODE = /^[A-Za-z0-9]{4,16}$/

/**
 * Invitation code: after the first one-click login (type=1) a new user may enter the code of whoever
 * invited them, or skip; either way the page is not offered again. An account that may no longer enter one
 * (the server says why) sees the reason instead of the form.
 */
function InvitationCode() {
  const params = (Taro.getCurrentInstance().router?.params ?? {}) as Record<string, string | undefined>
  const afterLogin = params.type === '1'
  // a scanned invitation QR code fills the code in; the user still confirms it
  const [code, setCode] = useState(() => {
    const given = String(params.code ?? '').toUpperCase()
    return INVITE_CODE.test(given) ? given : ''
  })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [closed, setClosed] = useState('')

  useEffect(() => {
    let live = true
    // when the status cannot be read the form stays: the server still refuses a code it does not allow
    inviteCodeStatus()
      .then((status) => {
        if (live && !status.allowed) setClosed(status.reason || '您已不能填写邀请码')
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const leave = () => (afterLogin ? navigate(to.home(), 'switchTab') : back()).catch(() => undefined)

  const submit = async () => {
    if (busy) return
    if (!INVITE_CODE.test(code)) {
      setError(code ? '邀请码为4-16位字母或数字' : '请输入邀请码')
      return
    }
    setBusy(true)
    try {
      const r = await addInviteCode(code)
      Taro.showToast({ title: `邀请码已生效（${r.label}）`, icon: 'none', duration: 1500 })
      setTimeout(leave, 800)
    } catch (e) {
      setError((e as Error)?.message || '')
    } finally {
      setBusy(false)
    }
  }

  const skip = async () => {
    if (busy) return
    setBusy(true)
    try {
      await skipInviteCode()
    } catch {
      // skipping must never trap the user here
    } finally {
      setBusy(false)
      leave()
    }
  }

  return (
    <View className='invite-page'>
      <HeaderBar title='填写邀请码' backLevel={afterLogin ? 0 : 1} />
      <View className='invite-hero'>
        <Text className='invite-hero__title'>欢迎加入云企查</Text>
        <Text className='invite-hero__text'>如果有人邀请您使用云企查，请填写TA的邀请码</Text>
      </View>
      {closed ? (
        <View className='invite-card'>
          <Text className='invite-closed'>{closed}</Text>
          <View className='invite-btn' onClick={leave} role='button'>
            <Text>{afterLogin ? '进入首页' : '返回'}</Text>
          </View>
        </View>
      ) : (
        <View className='invite-card'>
          <Input
            className={`invite-input ${error ? 'is-error' : ''}`}
            type='text'
            maxlength={16}
            placeholder='请输入邀请码（字母或数字）'
            placeholderStyle='color:#c0c4cc'
            value={code}
            onInput={(e) => {
              const v = String(e.detail.value ?? '')
                .replace(/[^A-Za-z0-9]/g, '')
                .toUpperCase()
                .slice(0, 16)
              setCode(v)
              setError('')
              return v
            }}
            onConfirm={submit}
            aria-label='邀请码'
          />
          <Text className='invite-error'>{error}</Text>
          <View className={`invite-btn ${code && !busy ? '' : 'is-disabled'}`} onClick={submit} role='button'>
            <Text>{busy ? '提交中...' : '确定'}</Text>
          </View>
          <View className='invite-skip' onClick={skip} role='button'>
            <Text>跳过</Text>
          </View>
        </View>
      )}
      {!closed && <Text className='invite-note'>邀请码仅可填写一次，填写后不可修改</Text>}
    </View>
  )
}

export default observer(InvitationCode)
