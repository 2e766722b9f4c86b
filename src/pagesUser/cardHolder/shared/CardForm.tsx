import { View, Text, Input, Textarea } from '@tarojs/components'
import { useState } from 'react'
import type { CompanyHit } from '../../../../contract/api/api'
import { CARD_FIELD_MAX, cardProblems, type CardField } from '@contract/domain/cards'
import { useEntitySearch } from '@/hooks/useEntitySearch'

/** The form's values: every field a string, '' when empty; pid is the company picked from the suggestions. */
export interface CardFormValue {
  name: string
  mobile: string
  landline: string
  email: string
  company: string
  pid: string
  title: string
  address: string
  note: string
}

export const EMPTY_CARD_FORM: CardFormValue = {
  name: '',
  mobile: '',
  landline: '',
  email: '',
  company: '',
  pid: '',
  title: '',
  address: '',
  note: '',
}

/** A saved card in the form (a link to a company that is gone is no link). */
export const formOf = (c: Omit<CardFormValue, 'pid'> & { pid: string | null }): CardFormValue => ({
  name: c.name,
  mobile: c.mobile,
  landline: c.landline,
  email: c.email,
  company: c.company,
  pid: c.pid ?? '',
  title: c.title,
  address: c.address,
  note: c.note,
})

export const formProblems = (v: CardFormValue) => cardProblems(v)
export const formIsValid = (v: CardFormValue) => Object.keys(cardProblems(v)).length === 0

/** a few companies, asked 300 ms after typing pauses; a failure is quiet (the typed name is used as it is) */
const SUGGEST = { pageSize: 6, delayMs: 300, silent: true }

interface FieldSpec {
  key: CardField
  label: string
  placeholder: string
  required?: boolean
  type?: 'text' | 'number'
}

const FIELDS: FieldSpec[] = [
  { key: 'name', label: '姓名', placeholder: '请输入姓名', required: true },
  { key: 'mobile', label: '手机号', placeholder: '11位手机号', required: true, type: 'number' },
  { key: 'landline', label: '座机', placeholder: '选填，如 010-12345678' },
  { key: 'email', label: '邮箱', placeholder: '选填，如 name@example.com' },
  { key: 'company', label: '公司', placeholder: '输入公司名称，可选择关联企业' },
  { key: 'title', label: '职位', placeholder: '选填，如 销售总监' },
  { key: 'address', label: '地址', placeholder: '选填，办公地址' },
]

/**
 * The card's fields with their Chinese errors (shown once a field is left or the form is sent). Typing a company
 * offers the matching companies of the data; picking one links the card to it (查看企业), changing the name unlinks it.
 */
export default function CardForm({
  value,
  onChange,
  showErrors,
  noteLabel = '备注',
  notePlaceholder = '选填，如 在哪里认识、主营业务',
}: {
  value: CardFormValue
  onChange: (v: CardFormValue) => void
  showErrors: boolean
  noteLabel?: string
  notePlaceholder?: string
}) {
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({})
  const [typedCompany, setTypedCompany] = useState<string | null>(null)
  const errors = cardProblems(value)
  // suggestions follow what the user types in 公司 (never a value the form was filled with)
  const search = useEntitySearch(typedCompany ?? '', SUGGEST)
  const hits: CompanyHit[] = search.kind === 'done' ? search.result.list : []
  const searching = search.kind === 'loading'

  const set = (key: CardField, v: string) => {
    if (key === 'company') {
      setTypedCompany(v)
      // a linked company stays linked only while its name is unchanged
      onChange({ ...value, company: v, pid: value.pid && v.trim() !== value.company.trim() ? '' : value.pid })
      return
    }
    onChange({ ...value, [key]: v })
  }
  const closeSuggestions = () => setTypedCompany(null)
  const pick = (hit: CompanyHit) => {
    closeSuggestions()
    onChange({ ...value, company: hit.name, pid: hit.pid })
  }
  const leave = (key: CardField) => setTouched((t) => ({ ...t, [key]: true }))
  const errorOf = (key: CardField) => ((showErrors || touched[key]) && errors[key]) || ''

  const suggestions = typedCompany !== null && Array.from(typedCompany.trim()).length >= 2 && (
    <View className='cd-suggest' data-testid='company-suggest'>
      {hits.map((h) => (
        <View key={h.pid} className='cd-suggest__item' data-testid='company-hit' onClick={() => pick(h)}>
          <Text className='cd-suggest__name'>{h.name}</Text>
          <Text className='cd-suggest__meta'>{[h.legalPerson, h.status, h.regionName].filter(Boolean).join(' · ')}</Text>
        </View>
      ))}
      <Text className='cd-suggest__hint' onClick={closeSuggestions}>
        {searching ? '正在查找企业…' : hits.length ? '选择企业以关联，或点此直接使用输入的名称' : '未找到匹配的企业，将使用输入的名称'}
      </Text>
    </View>
  )

  return (
    <View className='cd-form'>
      {FIELDS.map((f) => (
        <View key={f.key} className='cd-field-wrap'>
          <View className='cd-field'>
            <Text className='cd-field__label'>
              {f.required && <Text className='cd-field__required'>*</Text>}
              {f.label}
            </Text>
            <Input
              className='cd-field__input'
              value={value[f.key]}
              type={f.type ?? 'text'}
              placeholder={f.placeholder}
              placeholderStyle='color:#c0c4cc'
              maxlength={CARD_FIELD_MAX[f.key]}
              onInput={(e) => set(f.key, e.detail.value)}
              onFocus={f.key === 'company' ? undefined : () => typedCompany !== null && closeSuggestions()}
              onBlur={() => leave(f.key)}
              data-testid={`field-${f.key}`}
            />
          </View>
          {!!errorOf(f.key) && (
            <Text className='cd-error' data-testid={`error-${f.key}`}>
              {errorOf(f.key)}
            </Text>
          )}
          {f.key === 'company' && suggestions}
          {f.key === 'company' && !!value.pid && (
            <View className='cd-linked' data-testid='company-linked'>
              <Text>✓ 已关联工商企业，详情页可查看</Text>
              <Text className='cd-linked__undo' data-testid='company-unlink' onClick={() => onChange({ ...value, pid: '' })}>
                取消关联
              </Text>
            </View>
          )}
        </View>
      ))}
      <View className='cd-field-wrap'>
        <View className='cd-field is-top'>
          <Text className='cd-field__label'>{noteLabel}</Text>
          <Textarea
            className='cd-field__textarea'
            value={value.note}
            placeholder={notePlaceholder}
            placeholderStyle='color:#c0c4cc'
            maxlength={CARD_FIELD_MAX.note}
            onInput={(e) => set('note', e.detail.value)}
            onBlur={() => leave('note')}
            data-testid='field-note'
          />
        </View>
        {!!errorOf('note') && <Text className='cd-error'>{errorOf('note')}</Text>}
      </View>
    </View>
  )
}
