import { View, Text, Input, Textarea } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { CompanyHit } from '../../../../contract/api/api'
import type { Contact } from '../../../../contract/schemas/connections'
import {
  CONTACT_FIELD_MAX,
  CONTACT_TAGS_MAX,
  CONTACT_TAG_MAX,
  contactProblems,
  type ContactField,
  type ContactInput,
} from '@contract/domain/connections'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import { to } from '@/links.gen'
import { onCompanyPicked } from '@/services/connections'
import { navigate } from '@/services/nav'

/** The form's values: every text field a string, '' when empty; pid and personId are the links to the data. */
export interface ContactFormValue {
  name: string
  phone: string
  wechat: string
  email: string
  company: string
  title: string
  note: string
  tags: string[]
  pid: string
  personId: string
}

export const EMPTY_CONTACT_FORM: ContactFormValue = {
  name: '',
  phone: '',
  wechat: '',
  email: '',
  company: '',
  title: '',
  note: '',
  tags: [],
  pid: '',
  personId: '',
}

/** A saved contact in the form (a link to a company that is gone is no link). */
export const formOf = (c: Contact): ContactFormValue => ({
  name: c.name,
  phone: c.phone,
  wechat: c.wechat,
  email: c.email,
  company: c.company,
  title: c.title,
  note: c.note,
  tags: c.tags,
  pid: c.pid ?? '',
  personId: c.personId ?? '',
})

export const asInput = (v: ContactFormValue): ContactInput => v

interface FieldSpec {
  key: Exclude<ContactField, 'note' | 'company'>
  label: string
  placeholder: string
  required?: boolean
}

const TOP: FieldSpec[] = [
  { key: 'name', label: '姓名', placeholder: '请输入姓名（1-20个字）', required: true },
  { key: 'phone', label: '电话', placeholder: '手机号或座机号，如 010-62345678' },
  { key: 'wechat', label: '微信', placeholder: '选填，微信号' },
  { key: 'email', label: '邮箱', placeholder: '选填，如 name@example.com' },
]
/** a few companies, asked 300 ms after typing pauses; a failure is quiet (the typed name is kept as it is) */
const COMPANY_SUGGEST = { pageSize: 6, delayMs: 300, silent: true }

const BOTTOM: FieldSpec[] = [{ key: 'title', label: '职位', placeholder: '选填，如 总经理' }]

/**
 * A contact's fields with their Chinese errors (shown once a field is left or the form is sent). Typing 公司 offers the
 * matching companies of the data: picking one links the contact to it, as 添加企业 does; changing the name unlinks it.
 * Tags are added one at a time.
 */
export default function ContactForm({
  value,
  onChange,
  showErrors,
}: {
  value: ContactFormValue
  onChange: (v: ContactFormValue) => void
  showErrors: boolean
}) {
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({})
  const [tag, setTag] = useState('')
  // suggestions follow what the user types in 公司 (never the value the form was filled with)
  const [typedCompany, setTypedCompany] = useState<string | null>(null)
  const search = useEntitySearch(typedCompany ?? '', COMPANY_SUGGEST)
  const hits: CompanyHit[] = search.kind === 'done' ? search.result.list : []
  const errors = contactProblems(value)
  const latest = useRef(value)
  latest.current = value

  // 添加企业 hands back the company it picked; the contact is linked to it and takes its name
  useEffect(
    () =>
      onCompanyPicked((c) => {
        setTypedCompany(null)
        onChange({ ...latest.current, company: c.name, pid: c.pid })
      }),
    [onChange],
  )

  const set = (key: keyof ContactFormValue, v: string) => {
    if (key === 'company') {
      setTypedCompany(v)
      // a linked company stays linked only while its name is unchanged
      onChange({ ...value, company: v, pid: value.pid && v.trim() !== value.company.trim() ? '' : value.pid })
      return
    }
    onChange({ ...value, [key]: v })
  }
  const closeSuggestions = () => setTypedCompany(null)
  const pickCompany = (hit: CompanyHit) => {
    closeSuggestions()
    onChange({ ...value, company: hit.name, pid: hit.pid })
  }
  const leave = (key: string) => setTouched((t) => ({ ...t, [key]: true }))
  const errorOf = (key: ContactField | 'tags') => ((showErrors || touched[key]) && errors[key]) || ''

  const addTag = () => {
    const t = tag.trim()
    if (!t) return
    if (value.tags.includes(t)) {
      setTag('')
      return
    }
    if (value.tags.length >= CONTACT_TAGS_MAX) {
      Taro.showToast({ title: `标签最多${CONTACT_TAGS_MAX}个`, icon: 'none' })
      return
    }
    if (Array.from(t).length > CONTACT_TAG_MAX) {
      Taro.showToast({ title: `每个标签最多${CONTACT_TAG_MAX}个字`, icon: 'none' })
      return
    }
    onChange({ ...value, tags: [...value.tags, t] })
    setTag('')
  }

  const field = (f: FieldSpec) => (
    <View key={f.key} className='cd-field-wrap'>
      <View className='cd-field'>
        <Text className='cd-field__label'>
          {f.required && <Text className='cd-field__required'>*</Text>}
          {f.label}
        </Text>
        <Input
          className='cd-field__input'
          value={value[f.key]}
          placeholder={f.placeholder}
          placeholderStyle='color:#c0c4cc'
          maxlength={CONTACT_FIELD_MAX[f.key]}
          onInput={(e) => set(f.key, e.detail.value)}
          onFocus={() => typedCompany !== null && closeSuggestions()}
          onBlur={() => leave(f.key)}
          data-testid={`field-${f.key}`}
        />
      </View>
      {!!errorOf(f.key) && (
        <Text className='cd-error' data-testid={`error-${f.key}`}>
          {errorOf(f.key)}
        </Text>
      )}
    </View>
  )

  return (
    <View className='cd-form'>
      {TOP.map(field)}
      <View className='cd-field-wrap'>
        <View className='cd-field'>
          <Text className='cd-field__label'>公司</Text>
          <Input
            className='cd-field__input'
            value={value.company}
            placeholder='输入公司名称，或从企业库添加'
            placeholderStyle='color:#c0c4cc'
            maxlength={CONTACT_FIELD_MAX.company}
            onInput={(e) => set('company', e.detail.value)}
            onBlur={() => leave('company')}
            data-testid='field-company'
          />
          <Text className='cn-pick' data-testid='pick-company' onClick={() => navigate(to.enterpriseAdd()).catch(() => undefined)}>
            添加企业
          </Text>
        </View>
        {search.kind !== 'idle' && (
          <View className='cd-suggest' data-testid='company-suggest'>
            {hits.map((h) => (
              <View key={h.pid} className='cd-suggest__item' data-testid='company-hit' onClick={() => pickCompany(h)}>
                <Text className='cd-suggest__name'>{h.name}</Text>
                <Text className='cd-suggest__meta'>{[h.legalPerson, h.status, h.regionName].filter(Boolean).join(' · ')}</Text>
              </View>
            ))}
            <Text className='cd-suggest__hint' data-testid='company-suggest-hint' onClick={closeSuggestions}>
              {search.kind === 'loading'
                ? '正在查找企业…'
                : hits.length
                  ? '选择企业以关联，或点此直接使用输入的名称'
                  : '未找到匹配的企业，将使用输入的名称'}
            </Text>
          </View>
        )}
        {!!errorOf('company') && (
          <Text className='cd-error' data-testid='error-company'>
            {errorOf('company')}
          </Text>
        )}
        {!!value.pid && (
          <View className='cd-linked' data-testid='company-linked'>
            <Text>✓ 已关联企业库中的企业</Text>
            <Text className='cd-linked__undo' data-testid='company-unlink' onClick={() => onChange({ ...value, pid: '' })}>
              取消关联
            </Text>
          </View>
        )}
      </View>
      {BOTTOM.map(field)}
      <View className='cd-field-wrap'>
        <View className='cd-field'>
          <Text className='cd-field__label'>标签</Text>
          <Input
            className='cd-field__input'
            value={tag}
            placeholder={`选填，最多${CONTACT_TAGS_MAX}个，如 客户`}
            placeholderStyle='color:#c0c4cc'
            maxlength={CONTACT_TAG_MAX}
            confirmType='done'
            onInput={(e) => setTag(e.detail.value)}
            onConfirm={addTag}
            data-testid='field-tag'
          />
          <Text className='cn-pick' data-testid='tag-add' onClick={addTag}>
            添加
          </Text>
        </View>
        {value.tags.length > 0 && (
          <View className='cn-tags cn-tags--form'>
            {value.tags.map((t) => (
              <Text
                key={t}
                className='cn-tag is-removable'
                data-testid='tag'
                onClick={() => onChange({ ...value, tags: value.tags.filter((x) => x !== t) })}
              >
                {t} ✕
              </Text>
            ))}
          </View>
        )}
        {!!errorOf('tags') && (
          <Text className='cd-error' data-testid='error-tags'>
            {errorOf('tags')}
          </Text>
        )}
      </View>
      <View className='cd-field-wrap'>
        <View className='cd-field is-top'>
          <Text className='cd-field__label'>备注</Text>
          <Textarea
            className='cd-field__textarea'
            value={value.note}
            placeholder={`选填，最多${CONTACT_FIELD_MAX.note}字，如 在哪里认识、合作内容`}
            placeholderStyle='color:#c0c4cc'
            maxlength={CONTACT_FIELD_MAX.note}
            onInput={(e) => set('note', e.detail.value)}
            onBlur={() => leave('note')}
            data-testid='field-note'
          />
        </View>
        {!!errorOf('note') && (
          <Text className='cd-error' data-testid='error-note'>
            {errorOf('note')}
          </Text>
        )}
      </View>
    </View>
  )
}
