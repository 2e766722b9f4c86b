import { View, Text, Input } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { CompanyHit } from '../../../../contract/api/api'
import type { RecordItem } from '../../../../contract/api/api-dimensions'
import { CATEGORY_LABELS, DIMENSIONS, type DimensionCategory } from '@contract/domain/dimensions'
import {
  BASIC_TARGET,
  BASIC_TARGET_LABEL,
  FEEDBACK_EXPECTED_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_PROMISES,
  correctionFieldLabel,
  correctionFieldsOf,
  correctionTargetLabel,
} from '@contract/domain/feedback'
import HeaderBar from '@/components/HeaderBar'
import NameAvatar from '@/components/NameAvatar'
import { companyHeader, companyProfile } from '@/services/company'
import { dimensionList } from '@/services/dimensions'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import ImagePicker, { useFeedbackImages } from '../shared/ImagePicker'
import { ContactField, FormCard, OptionSheet, SubmitBar, TextBox } from '../shared/FormParts'
import { formProblem, toast, useSubmit } from '../shared/submit'
import '../shared/feedback.scss'

interface Company {
  pid: string
  name: string
  sub: string
}

interface PickedRecord {
  id: number
  title: string
  sub: string
}

const companyOf = (c: { pid: string; name: string; legalPerson: string; status: string }): Company => ({
  pid: c.pid,
  name: c.name,
  sub: [c.legalPerson, c.status].filter(Boolean).join(' · '),
})

const recordOf = (r: RecordItem): PickedRecord => ({
  id: r.id,
  title: r.title || r.refNo || r.date || `记录 ${r.id}`,
  sub: [r.date, r.refNo && r.refNo !== r.title ? r.refNo : ''].filter(Boolean).join(' · '),
})

/** Company dimensions by category, in the registry's order. */
const GROUPS = (Object.keys(CATEGORY_LABELS) as DimensionCategory[])
  .map((category) => ({ category, dims: DIMENSIONS.filter((d) => d.category === category && d.entity !== 'person') }))
  .filter((g) => g.dims.length > 0)

const RECORD_PAGE = 20
/** any character already searches: a company is found by a part of its name or its legal representative */
const COMPANY_SEARCH = { pageSize: 10, delayMs: 400, minChars: 1 }

/**
 * 数据纠错: the company (searched, or given by the profile that opened the page), what is wrong — its registration
 * data or a dimension, optionally the field and the very record — what is right, and proof. Free for every user.
 */
export default function DataRelated() {
  const initialPid = useRouter().params.pid || ''
  const [company, setCompany] = useState<Company | null>(null)
  const [keyword, setKeyword] = useState('')
  const search = useEntitySearch(keyword, COMPANY_SEARCH)
  // no list until an answer is in; a failed search lists nothing
  const hits: CompanyHit[] | null = search.kind === 'done' ? search.result.list : search.kind === 'failed' ? [] : null
  const [counts, setCounts] = useState<Record<string, number>>({})
  const [target, setTarget] = useState('')
  const [field, setField] = useState('')
  const [record, setRecord] = useState<PickedRecord | null>(null)
  const [content, setContent] = useState('')
  const [expected, setExpected] = useState('')
  const [contact, setContact] = useState('')
  const [sheet, setSheet] = useState<'' | 'target' | 'field' | 'record'>('')
  const [records, setRecords] = useState<{ list: RecordItem[]; total: number; page: number; loading: boolean; error: string }>({
    list: [],
    total: 0,
    page: 0,
    loading: false,
    error: '',
  })
  const images = useFeedbackImages()
  const { busy, send } = useSubmit()

  useEffect(() => {
    if (!initialPid) return
    companyHeader(initialPid).then(
      (h) => setCompany(companyOf(h)),
      () => undefined,
    )
  }, [initialPid])

  useEffect(() => {
    setCounts({})
    setRecord(null)
    if (!company) return
    companyProfile(company.pid).then(
      (p) => setCounts(Object.fromEntries(p.dimensions.map((d) => [d.key, d.count]))),
      () => undefined,
    )
  }, [company])

  const loadRecords = async (page: number) => {
    if (!company || !target || target === BASIC_TARGET) return
    setRecords((r) => ({ ...r, loading: true, error: '' }))
    try {
      const r = await dimensionList({ dimension: target, pid: company.pid, pageNum: page, pageSize: RECORD_PAGE })
      setRecords((old) => ({ list: page === 1 ? r.list : [...old.list, ...r.list], total: r.total, page, loading: false, error: '' }))
    } catch (e) {
      setRecords((old) => ({ ...old, loading: false, error: (e as Error)?.message || '加载失败' }))
    }
  }

  const chooseTarget = (key: string) => {
    if (key !== target) {
      setField('')
      setRecord(null)
      setRecords({ list: [], total: 0, page: 0, loading: false, error: '' })
    }
    setTarget(key)
    setSheet('')
  }

  const openRecords = () => {
    setSheet('record')
    if (records.page === 0) void loadRecords(1)
  }

  const problem = !company
    ? '请选择纠错企业'
    : !target
      ? '请选择纠错维度'
      : (formProblem('correction', { content, contact, uploading: images.uploading, contentName: '错误描述' }) ??
        (expected.trim() ? null : '请填写正确的信息'))

  const submit = () => {
    if (problem || !company) return void toast(problem ?? '请选择纠错企业')
    void send({
      kind: 'correction',
      pid: company.pid,
      target,
      ...(field ? { field } : {}),
      ...(record ? { recordId: record.id } : {}),
      content: content.trim(),
      expected: expected.trim(),
      images: images.ids,
      ...(contact ? { contact } : {}),
    })
  }

  const isDimension = !!target && target !== BASIC_TARGET
  const fields = target ? correctionFieldsOf(target) : []

  return (
    <View className='fb-page fb-page--form'>
      <HeaderBar title='数据纠错' />
      <View className='fb-note'>
        <View className='fb-note__icon'>
          <Text>i</Text>
        </View>
        <Text className='fb-note__text'>
          {`纠错免费，所有用户均可提交。我们将在${FEEDBACK_PROMISES.correction}，核实无误后更正数据，结果会在「我的反馈」中通知您。`}
        </Text>
      </View>

      <FormCard title='纠错企业' required>
        {company ? (
          <View className='fb-company' data-testid='fb-company-selected'>
            <NameAvatar name={company.name} size={88} />
            <View className='fb-company__main'>
              <Text className='fb-company__name'>{company.name}</Text>
              {!!company.sub && <Text className='fb-company__sub'>{company.sub}</Text>}
            </View>
            <Text
              className='fb-company__change'
              data-testid='fb-company-change'
              onClick={() => {
                setCompany(null)
                setKeyword('')
              }}
            >
              更换
            </Text>
          </View>
        ) : (
          <View>
            <View className='fb-search'>
              <View className='fb-search__icon' />
              <Input
                className='fb-search__input'
                value={keyword}
                placeholder='输入企业名称、法定代表人搜索'
                placeholderStyle='color:#b0b6c0'
                confirmType='search'
                maxlength={50}
                onInput={(e) => setKeyword(e.detail.value)}
                data-testid='fb-company-search'
              />
            </View>
            {search.kind === 'loading' && (
              <View className='fb-hits'>
                <Text className='fb-hits__empty'>正在查找企业…</Text>
              </View>
            )}
            {hits && (
              <View className='fb-hits'>
                {hits.length === 0 ? (
                  <Text className='fb-hits__empty'>没有找到相关企业，换个关键词试试</Text>
                ) : (
                  hits.map((h) => (
                    <View key={h.pid} className='fb-hit' data-testid='fb-company-hit' onClick={() => setCompany(companyOf(h))}>
                      <NameAvatar name={h.name} logo={h.logo} size={72} />
                      <View className='fb-company__main'>
                        <Text className='fb-company__name'>{h.name}</Text>
                        <Text className='fb-company__sub'>{[h.legalPerson, h.status, h.regionName].filter(Boolean).join(' · ')}</Text>
                      </View>
                    </View>
                  ))
                )}
              </View>
            )}
          </View>
        )}
      </FormCard>

      <FormCard title='纠错内容' required>
        <View className='fb-row' data-testid='fb-target' onClick={() => setSheet('target')}>
          <Text className='fb-row__label'>纠错维度</Text>
          <Text className={`fb-row__value ${target ? 'is-set' : ''}`}>{target ? correctionTargetLabel(target) : '请选择'}</Text>
          <Text className='fb-row__arrow'>›</Text>
        </View>
        {!!target && (
          <View className='fb-row' data-testid='fb-field' onClick={() => setSheet('field')}>
            <Text className='fb-row__label'>有误的字段</Text>
            <Text className={`fb-row__value ${field ? 'is-set' : ''}`}>{field ? correctionFieldLabel(target, field) : '选填'}</Text>
            <Text className='fb-row__arrow'>›</Text>
          </View>
        )}
        {isDimension && (
          <View className='fb-row' data-testid='fb-record' onClick={() => (company ? openRecords() : toast('请先选择纠错企业'))}>
            <Text className='fb-row__label'>具体记录</Text>
            <Text className={`fb-row__value ${record ? 'is-set' : ''}`}>{record ? record.title : '选填'}</Text>
            <Text className='fb-row__arrow'>›</Text>
          </View>
        )}
      </FormCard>

      <FormCard title='错误描述' required>
        <TextBox
          value={content}
          onChange={setContent}
          testId='fb-content'
          placeholder='请描述哪里有误，例如：法定代表人显示为张三，实际已变更'
        />
      </FormCard>
      <FormCard title='正确信息' required>
        <TextBox
          value={expected}
          onChange={setExpected}
          testId='fb-expected'
          max={FEEDBACK_EXPECTED_MAX}
          short
          placeholder='请填写正确的信息，例如：法定代表人应为李四'
        />
      </FormCard>
      <FormCard title={`证明材料（最多 ${FEEDBACK_IMAGES_MAX} 张）`} optional hint='如营业执照、官方公示页面截图等，可加快核实'>
        <ImagePicker state={images} />
      </FormCard>
      <ContactField value={contact} onChange={setContact} />
      <SubmitBar ready={!problem} busy={busy} onSubmit={submit} />

      <OptionSheet title='选择纠错维度' visible={sheet === 'target'} onClose={() => setSheet('')} testId='fb-target-sheet'>
        <Text className='fb-sheet__group'>企业登记</Text>
        <View className='fb-chips'>
          <Text
            className={`fb-chip ${target === BASIC_TARGET ? 'is-on' : ''}`}
            data-testid={`fb-target-${BASIC_TARGET}`}
            onClick={() => chooseTarget(BASIC_TARGET)}
          >
            {BASIC_TARGET_LABEL}
          </Text>
        </View>
        {GROUPS.map((g) => (
          <View key={g.category}>
            <Text className='fb-sheet__group'>{CATEGORY_LABELS[g.category]}</Text>
            <View className='fb-chips'>
              {g.dims.map((d) => (
                <Text
                  key={d.key}
                  className={`fb-chip ${target === d.key ? 'is-on' : ''}`}
                  data-testid={`fb-target-${d.key}`}
                  onClick={() => chooseTarget(d.key)}
                >
                  {d.label}
                  {counts[d.key] ? <Text className='fb-chip__count'>{counts[d.key]}</Text> : null}
                </Text>
              ))}
            </View>
          </View>
        ))}
      </OptionSheet>

      <OptionSheet title='选择有误的字段' visible={sheet === 'field'} onClose={() => setSheet('')} testId='fb-field-sheet'>
        <View className='fb-chips'>
          {fields.map((f) => (
            <Text
              key={f.key}
              className={`fb-chip ${field === f.key ? 'is-on' : ''}`}
              data-testid={`fb-field-${f.key}`}
              onClick={() => {
                setField(f.key === field ? '' : f.key)
                setSheet('')
              }}
            >
              {f.label}
            </Text>
          ))}
        </View>
      </OptionSheet>

      <OptionSheet
        title={`选择${correctionTargetLabel(target)}记录`}
        visible={sheet === 'record'}
        onClose={() => setSheet('')}
        testId='fb-record-sheet'
      >
        <View
          className={`fb-option ${record ? '' : 'is-on'}`}
          onClick={() => {
            setRecord(null)
            setSheet('')
          }}
        >
          <Text className='fb-option__title'>不指定具体记录</Text>
          <Text className='fb-option__sub'>如缺少记录，或不确定是哪一条</Text>
        </View>
        {records.list.map((r) => {
          const item = recordOf(r)
          return (
            <View
              key={r.id}
              className={`fb-option ${record?.id === r.id ? 'is-on' : ''}`}
              data-testid='fb-record-option'
              onClick={() => {
                setRecord(item)
                setSheet('')
              }}
            >
              <Text className='fb-option__title'>{item.title}</Text>
              {!!item.sub && <Text className='fb-option__sub'>{item.sub}</Text>}
            </View>
          )
        })}
        {records.loading ? (
          <Text className='fb-option-more fb-option-more--quiet'>加载中...</Text>
        ) : records.error ? (
          <Text className='fb-option-more' onClick={() => loadRecords(records.page + 1)}>
            加载失败，点击重试
          </Text>
        ) : records.page > 0 && records.list.length === 0 ? (
          <Text className='fb-option-more fb-option-more--quiet'>该企业暂无此类记录，可不指定记录直接提交</Text>
        ) : (
          records.list.length < records.total && (
            <Text className='fb-option-more' data-testid='fb-record-more' onClick={() => loadRecords(records.page + 1)}>
              加载更多
            </Text>
          )
        )}
      </OptionSheet>
    </View>
  )
}
