import { View, Text, Input, Picker } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import dayjs from 'dayjs'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { decodeParam } from '@/domain/routeParam'
import { CASE_KINDS, CASE_KIND_LABEL, CASE_TEXT_MAX } from '../../../contract/domain/judicialData'
import { caseFormProblem, caseParams, type CaseForm } from './shared/caseQuery'
import '../shared/judicial.scss'
import './shared/caseData.scss'

const EMPTY: CaseForm = { party: '', court: '', cause: '', kind: '', start: '', end: '' }

/** 案件搜索: party, court, cause, case kind and date range; any one of them is enough. */
export default function CaseSearch() {
  const params = useRouter().params
  const [form, setForm] = useState<CaseForm>({ ...EMPTY, party: decodeParam(params.party) ?? '' })
  const [problem, setProblem] = useState('')
  const today = dayjs().format('YYYY-MM-DD')
  const set = (patch: Partial<CaseForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    if (problem) setProblem('')
  }
  const submit = () => {
    const why = caseFormProblem(form)
    setProblem(why)
    if (!why) navigate(to.caseResults(caseParams(form))).catch(() => undefined)
  }
  const text = (key: 'party' | 'court' | 'cause', label: string, placeholder: string) => (
    <View className='jd-form__row'>
      <Text className='jd-form__label'>{label}</Text>
      <Input
        className='jd-form__input'
        data-testid={`jc-form-${key}`}
        value={form[key]}
        maxlength={CASE_TEXT_MAX}
        placeholder={placeholder}
        onInput={(e) => set({ [key]: e.detail.value })}
        onConfirm={submit}
      />
    </View>
  )

  return (
    <View className='jd-page'>
      <HeaderBar title='案件搜索' />
      <View className='jd-card'>
        {text('party', '当事人', '企业或个人名称，至少2个字')}
        {text('court', '法院', '如：朝阳区人民法院')}
        {text('cause', '案由', '如：买卖合同纠纷')}
        <View className='jd-form__row' style={{ borderBottom: 'none' }}>
          <Text className='jd-form__label'>案件类型</Text>
        </View>
        <View className='jc-chips'>
          {['', ...CASE_KINDS].map((k) => (
            <Text key={k || 'all'} className={`jc-chip ${form.kind === k ? 'is-on' : ''}`} onClick={() => set({ kind: k })}>
              {k ? CASE_KIND_LABEL[k] : '全部'}
            </Text>
          ))}
        </View>
        <Picker mode='date' value={form.start || today} end={form.end || today} onChange={(e) => set({ start: String(e.detail.value) })}>
          <View className='jd-form__row'>
            <Text className='jd-form__label'>日期起</Text>
            <Text className={`jd-form__value ${form.start ? '' : 'jd-form__placeholder'}`}>{form.start || '不限'} ›</Text>
          </View>
        </Picker>
        <Picker
          mode='date'
          value={form.end || today}
          start={form.start || undefined}
          end={today}
          onChange={(e) => set({ end: String(e.detail.value) })}
        >
          <View className='jd-form__row'>
            <Text className='jd-form__label'>日期止</Text>
            <Text className={`jd-form__value ${form.end ? '' : 'jd-form__placeholder'}`}>{form.end || '不限'} ›</Text>
          </View>
        </Picker>
        <Text className='jd-form__hint'>
          当事人、法院、案由可填写名称的一部分（至少2个字），多个条件同时满足。日期为立案、开庭、刊登或裁判日期。
        </Text>
        {problem && (
          <Text className='jd-form__error' data-testid='jc-form-problem'>
            {problem}
          </Text>
        )}
      </View>
      <View className='jd-btns'>
        <Text
          className='jd-btn jd-btn--ghost'
          onClick={() => {
            setForm(EMPTY)
            setProblem('')
          }}
        >
          重置
        </Text>
        <Text className='jd-btn' data-testid='jc-form-go' onClick={submit}>
          查询
        </Text>
      </View>
    </View>
  )
}
