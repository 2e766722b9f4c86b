import { View, Text, Input, Picker } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import dayjs from 'dayjs'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { regionTree } from '@/services/search'
import {
  JUDICIAL_KEYWORD_MAX,
  JUDICIAL_LABEL,
  judicialKeyword,
  judicialKeywordProblem,
  type JudicialKind,
} from '../../../contract/domain/judicial'
import type { RegionNode } from '../../../contract/schemas/user'
import { decodeParam } from '@/domain/routeParam'
import './judicial.scss'

/** The problem with a search's conditions in Chinese, or ''. A search needs a keyword, a province or a date. */
export function queryProblem(keyword: string, province: string, start: string, end: string): string {
  if (keyword.trim()) {
    const why = judicialKeywordProblem(keyword)
    if (why) return why
  } else if (!province && !start && !end) return '请输入企业名称、人名、证件号码或案号，或选择地区、日期'
  if (start && end && start > end) return '开始日期不能晚于结束日期'
  return ''
}

/** The search form of one list: keyword, province and filing-date range. */
export default function QueryForm({ kind }: { kind: JudicialKind }) {
  const params = useRouter().params
  const [keyword, setKeyword] = useState(decodeParam(params.keyword) ?? '')
  const [provinces, setProvinces] = useState<RegionNode[]>([])
  const [province, setProvince] = useState<RegionNode | null>(null)
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [problem, setProblem] = useState('')
  const today = dayjs().format('YYYY-MM-DD')

  useEffect(() => {
    regionTree()
      .then((tree) => setProvinces(tree.map(({ code, name }) => ({ code, name }))))
      .catch(() => undefined)
  }, [])

  const submit = () => {
    const why = queryProblem(keyword, province?.code ?? '', start, end)
    setProblem(why)
    if (why) return
    navigate(
      to.debtorResults({ kind, keyword: judicialKeyword(keyword), province: province?.code, provinceName: province?.name, start, end }),
    ).catch(() => undefined)
  }
  const clear = () => {
    setKeyword('')
    setProvince(null)
    setStart('')
    setEnd('')
    setProblem('')
  }
  const names = ['全部地区', ...provinces.map((p) => p.name)]

  return (
    <View className='jd-page'>
      <HeaderBar title={`${JUDICIAL_LABEL[kind]}查询`} />
      <View className='jd-card'>
        <View className='jd-form__row'>
          <Text className='jd-form__label'>关键词</Text>
          <Input
            className='jd-form__input'
            data-testid='jd-query-keyword'
            value={keyword}
            maxlength={JUDICIAL_KEYWORD_MAX}
            placeholder='企业名称、人名、证件号码或案号'
            onInput={(e) => {
              setKeyword(e.detail.value)
              if (problem) setProblem('')
            }}
            onConfirm={submit}
          />
        </View>
        <Picker
          mode='selector'
          range={names}
          value={province ? provinces.findIndex((p) => p.code === province.code) + 1 : 0}
          onChange={(e) => {
            const i = Number(e.detail.value)
            setProvince(i > 0 ? provinces[i - 1] : null)
          }}
        >
          <View className='jd-form__row'>
            <Text className='jd-form__label'>地区</Text>
            <Text className='jd-form__value'>{province?.name ?? '全部地区'} ›</Text>
          </View>
        </Picker>
        <Picker mode='date' value={start || today} end={end || today} onChange={(e) => setStart(String(e.detail.value))}>
          <View className='jd-form__row'>
            <Text className='jd-form__label'>立案日期起</Text>
            <Text className={`jd-form__value ${start ? '' : 'jd-form__placeholder'}`}>{start || '不限'} ›</Text>
          </View>
        </Picker>
        <Picker mode='date' value={end || today} start={start || undefined} end={today} onChange={(e) => setEnd(String(e.detail.value))}>
          <View className='jd-form__row'>
            <Text className='jd-form__label'>立案日期止</Text>
            <Text className={`jd-form__value ${end ? '' : 'jd-form__placeholder'}`}>{end || '不限'} ›</Text>
          </View>
        </Picker>
        <Text className='jd-form__hint'>
          关键词至少2个字，可输入企业或个人名称、统一社会信用代码或证件号码的一部分，或完整、部分案号，如“（2024）京0105执123号”。不填关键词时请选择地区或日期。
        </Text>
        {problem && <Text className='jd-form__error'>{problem}</Text>}
      </View>
      <View className='jd-btns'>
        <Text className='jd-btn jd-btn--ghost' onClick={clear}>
          重置
        </Text>
        <Text className='jd-btn' onClick={submit}>
          查询
        </Text>
      </View>
    </View>
  )
}
