import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'

/** The logo, name and slogan at the top of every sign-in page. */
export function LoginBrand() {
  return (
    <View className='login-brand'>
      <View className='login-brand__logo'>
        <Text>云</Text>
      </View>
      <View className='login-brand__text'>
        <Text className='login-brand__name'>云企查</Text>
        <Text className='login-brand__slogan'>查企业 · 查老板 · 查风险</Text>
      </View>
    </View>
  )
}

/** Keeps only digits, at most 11: what a mainland mobile number can hold. */
export const phoneDigits = (raw: unknown) =>
  String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, 11)

/** +86 phone input; `onChange` gets the digits only. */
export function PhoneField({
  phone,
  onChange,
  error,
  onConfirm,
  clearable,
}: {
  phone: string
  onChange: (v: string) => void
  error?: boolean
  onConfirm?: () => void
  clearable?: boolean
}) {
  const [focus, setFocus] = useState(false)
  return (
    <View className={`login-field ${focus ? 'is-focus' : ''} ${error ? 'is-error' : ''}`}>
      <Text className='login-field__prefix'>+86</Text>
      <Input
        className='login-field__input'
        type='number'
        maxlength={11}
        placeholder='请输入手机号'
        placeholderStyle='color:#c0c4cc'
        value={phone}
        onInput={(e) => {
          const v = phoneDigits(e.detail.value)
          onChange(v)
          return v
        }}
        onFocus={() => setFocus(true)}
        onBlur={() => setFocus(false)}
        onConfirm={onConfirm}
      />
      {clearable && phone && (
        <Text className='login-field__clear' onClick={() => onChange('')} aria-label='清除'>
          ×
        </Text>
      )}
    </View>
  )
}

/** Keeps only digits, at most 6: an SMS code. */
export const codeDigits = (raw: unknown) =>
  String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, 6)

/** 6-digit SMS code input with its send link; `left` > 0 shows the countdown instead. */
export function CodeField({
  code,
  onChange,
  left,
  onSend,
}: {
  code: string
  onChange: (v: string) => void
  left: number
  onSend: () => void
}) {
  return (
    <View className='login-field'>
      <Input
        className='login-field__input'
        type='number'
        maxlength={6}
        placeholder='请输入6位验证码'
        placeholderStyle='color:#c0c4cc'
        value={code}
        onInput={(e) => {
          const v = codeDigits(e.detail.value)
          onChange(v)
          return v
        }}
        aria-label='验证码'
      />
      <Text className={`login-link ${left > 0 ? 'login-link--muted' : ''}`} onClick={onSend}>
        {left > 0 ? `${left}s 后重新获取` : '获取验证码'}
      </Text>
    </View>
  )
}
