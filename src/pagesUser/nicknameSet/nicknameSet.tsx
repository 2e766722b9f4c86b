import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { NICKNAME_MAX, NICKNAME_MIN, nicknameProblem } from '@contract/domain/profile'
import HeaderBar from '@/components/HeaderBar'
import { back } from '@/services/nav'
import { getProfile, updateProfile } from '@/services/profile'
import { session } from '@/stores/session'
import '../shared/user.scss'
import './nicknameSet.scss'

/** 修改昵称: one field, checked as it is typed by the same rule the server applies. */
export default function NicknameSet() {
  const [current, setCurrent] = useState(session.userInfo?.nickname ?? '')
  const [value, setValue] = useState(session.userInfo?.nickname ?? '')
  const [touched, setTouched] = useState(false)
  // what the user typed before the profile arrived is theirs: the profile must not overwrite it
  const typed = useRef(false)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    getProfile().then(
      (p) => {
        setCurrent(p.nickname)
        if (!typed.current) setValue(p.nickname)
      },
      () => undefined,
    )
  }, [])

  const problem = nicknameProblem(value)
  const same = value.trim() === current
  const canSave = !problem && !same && !saving

  const save = async () => {
    setTouched(true)
    if (!canSave) return
    setSaving(true)
    try {
      await updateProfile({ nickname: value.trim() })
      Taro.showToast({ title: '昵称已修改', icon: 'success', duration: 1200 })
      setTimeout(() => back().catch(() => undefined), 800)
    } catch {
      // the request door has shown the server's reason
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='user-page'>
      <HeaderBar title='修改昵称' />
      <View className='user-form'>
        <View className='user-field'>
          <View className='user-field__input'>
            <Input
              value={value}
              maxlength={NICKNAME_MAX}
              placeholder='请输入昵称'
              focus
              onInput={(e) => {
                typed.current = true
                setTouched(true)
                setValue(e.detail.value)
              }}
              data-testid='nickname-input'
            />
          </View>
          <Text className='nickname-count'>
            {[...value.trim()].length}/{NICKNAME_MAX}
          </Text>
        </View>
        <Text className='user-error' data-testid='nickname-error'>
          {touched && problem ? problem : ''}
        </Text>
        <Text className='user-hint'>
          {NICKNAME_MIN}-{NICKNAME_MAX}个字符，可使用中英文、数字、下划线、短横线和点，不能是手机号。
        </Text>
      </View>
      <View
        className={`user-btn user-btn--primary ${canSave ? '' : 'is-disabled'}`}
        onClick={save}
        role='button'
        data-testid='nickname-save'
      >
        <Text>{saving ? '保存中...' : '保存'}</Text>
      </View>
    </View>
  )
}
