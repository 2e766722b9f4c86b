import { View, Text, Textarea, Input } from '@tarojs/components'
import type { ReactNode } from 'react'
import { FEEDBACK_CONTENT_MAX } from '@contract/domain/feedback'

/** A white card of the form with its title; `optional` marks what may be left out, `required` what may not. */
export function FormCard({
  title,
  optional,
  required,
  hint,
  children,
}: {
  title: string
  optional?: boolean
  required?: boolean
  hint?: string
  children: ReactNode
}) {
  return (
    <View className='fb-card'>
      <View className='fb-card__head'>
        {required && <Text className='fb-card__star'>*</Text>}
        <Text className='fb-card__title'>{title}</Text>
        {optional && <Text className='fb-card__optional'>选填</Text>}
      </View>
      {children}
      {!!hint && <Text className='fb-card__hint'>{hint}</Text>}
    </View>
  )
}

/** A text box with its count of characters against the limit. */
export function TextBox({
  value,
  onChange,
  placeholder,
  max = FEEDBACK_CONTENT_MAX,
  testId,
  short,
}: {
  value: string
  onChange: (v: string) => void
  placeholder: string
  max?: number
  testId: string
  /** a two-line box for a short answer */
  short?: boolean
}) {
  const n = Array.from(value).length
  return (
    <View className='fb-text'>
      <Textarea
        className={`fb-text__area ${short ? 'fb-text__area--short' : ''}`}
        value={value}
        placeholder={placeholder}
        placeholderStyle='color:#c0c4cc'
        maxlength={max}
        onInput={(e) => onChange(e.detail.value)}
        data-testid={testId}
      />
      <Text className={`fb-text__count ${n >= max ? 'is-full' : ''}`} data-testid={`${testId}-count`}>
        {`${n}/${max}`}
      </Text>
    </View>
  )
}

export const MOBILE = /^1[2-9]\d{9}$/

/** The optional contact phone: empty, or a mobile number (checked on submit). */
export function ContactField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <FormCard title='联系电话' optional hint='仅用于核实反馈内容，不会公开或用于其他用途'>
      <Input
        className='fb-input'
        type='number'
        value={value}
        maxlength={11}
        placeholder='便于我们联系您核实问题'
        placeholderStyle='color:#c0c4cc'
        onInput={(e) => onChange(e.detail.value.replace(/\D/g, ''))}
        data-testid='fb-contact'
      />
    </FormCard>
  )
}

/** The submit button fixed at the bottom; dimmed while the form is not ready, still tappable to say why. */
export function SubmitBar({
  ready,
  busy,
  onSubmit,
  text = '提交',
}: {
  ready: boolean
  busy: boolean
  onSubmit: () => void
  text?: string
}) {
  return (
    <View className='fb-submit-bar'>
      <View
        className={`fb-submit ${ready && !busy ? '' : 'is-off'}`}
        role='button'
        aria-disabled={!ready || busy}
        data-testid='fb-submit'
        onClick={() => !busy && onSubmit()}
      >
        <Text>{busy ? '提交中…' : text}</Text>
      </View>
    </View>
  )
}

/** A sheet sliding up from the bottom over a dimmed page, with a title and a close button. */
export function OptionSheet({
  title,
  visible,
  onClose,
  children,
  testId,
}: {
  title: string
  visible: boolean
  onClose: () => void
  children: ReactNode
  testId: string
}) {
  if (!visible) return null
  return (
    <View className='fb-sheet' data-testid={testId}>
      <View className='fb-sheet__mask' onClick={onClose} />
      <View className='fb-sheet__panel'>
        <View className='fb-sheet__head'>
          <Text className='fb-sheet__title'>{title}</Text>
          <View className='fb-sheet__close' role='button' aria-label='关闭' onClick={onClose} data-testid={`${testId}-close`}>
            <Text>×</Text>
          </View>
        </View>
        <View className='fb-sheet__body'>{children}</View>
      </View>
    </View>
  )
}
