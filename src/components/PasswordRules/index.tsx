import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import { passwordRules } from '@contract/domain/password'
import './index.scss'

/** The password rules, each ticked as soon as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <View className='pwd-rules' data-testid='password-rules'>
      {passwordRules(password).map((r) => (
        <Text key={r.key} className={`pwd-rule ${r.ok ? 'is-ok' : ''}`} data-ok={r.ok ? '1' : '0'}>
          {r.ok ? '✓' : '·'} {r.text}
        </Text>
      ))}
    </View>
  )
}

/** A password input with a show/hide switch. */
export function PasswordField({
  value,
  onChange,
  placeholder,
  error,
  max = 20,
}: {
  value: string
  onChange: (v: string) => void
  placeholder: string
  error?: boolean
  max?: number
}) {
  const [visible, setVisible] = useState(false)
  return (
    <View className={`pwd-field ${error ? 'is-error' : ''}`}>
      <Input
        className='pwd-field__input'
        password={!visible}
        type='text'
        maxlength={max}
        placeholder={placeholder}
        placeholderStyle='color:#c0c4cc'
        value={value}
        onInput={(e) => {
          const v = String(e.detail.value ?? '')
          onChange(v)
          return v
        }}
      />
      <Text className='pwd-field__eye' onClick={() => setVisible(!visible)}>
        {visible ? '隐藏' : '显示'}
      </Text>
    </View>
  )
}
