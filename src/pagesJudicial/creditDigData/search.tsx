import { View, Text, Picker } from '@tarojs/components'
import { useEffect, useState } from 'react'
import dayjs from 'dayjs'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { filterOptions, regionTree } from '@/services/search'
import { SIGNAL_KINDS, SIGNAL_LABEL, type SignalKind } from '../../../contract/domain/judicialData'
import type { RegionNode } from '../../../contract/schemas/user'
import '../shared/judicial.scss'
import '../judicialData/shared/caseData.scss'

interface Named {
  code: string
  name: string
}

/** 信用挖掘筛选: province and city, industry, signal kind and the signal's date range; none is required. */
export default function CreditDigSearch() {
  const [tree, setTree] = useState<RegionNode[]>([])
  const [industries, setIndustries] = useState<Named[]>([])
  const [province, setProvince] = useState<RegionNode | null>(null)
  const [city, setCity] = useState<Named | null>(null)
  const [industry, setIndustry] = useState<Named | null>(null)
  const [kind, setKind] = useState<SignalKind | ''>('')
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [problem, setProblem] = useState('')
  const today = dayjs().format('YYYY-MM-DD')

  useEffect(() => {
    regionTree()
      .then(setTree)
      .catch(() => undefined)
    filterOptions()
      .then((o) => setIndustries(o.industries))
      .catch(() => undefined)
  }, [])

  const cities = province?.children ?? []
  const submit = () => {
    if (start && end && start > end) return setProblem('开始日期不能晚于结束日期')
    setProblem('')
    const region = city ?? province
    navigate(
      to.creditDigList({
        province: region?.code,
        provinceName: region ? [province?.name, city?.name].filter(Boolean).join(' ') : undefined,
        industry: industry?.code,
        industryName: industry?.name,
        kind: kind || undefined,
        start: start || undefined,
        end: end || undefined,
      }),
    ).catch(() => undefined)
  }

  return (
    <View className='jd-page'>
      <HeaderBar title='信用挖掘筛选' />
      <View className='jd-card'>
        <Picker
          mode='selector'
          range={['全部地区', ...tree.map((p) => p.name)]}
          value={province ? tree.findIndex((p) => p.code === province.code) + 1 : 0}
          onChange={(e) => {
            const i = Number(e.detail.value)
            setProvince(i > 0 ? tree[i - 1] : null)
            setCity(null)
          }}
        >
          <View className='jd-form__row'>
            <Text className='jd-form__label'>省份</Text>
            <Text className='jd-form__value'>{province?.name ?? '全部地区'} ›</Text>
          </View>
        </Picker>
        {cities.length > 0 && (
          <Picker
            mode='selector'
            range={['全省', ...cities.map((c) => c.name)]}
            value={city ? cities.findIndex((c) => c.code === city.code) + 1 : 0}
            onChange={(e) => {
              const i = Number(e.detail.value)
              setCity(i > 0 ? cities[i - 1] : null)
            }}
          >
            <View className='jd-form__row'>
              <Text className='jd-form__label'>城市</Text>
              <Text className='jd-form__value'>{city?.name ?? '全省'} ›</Text>
            </View>
          </Picker>
        )}
        <Picker
          mode='selector'
          range={['全部行业', ...industries.map((i) => i.name)]}
          value={industry ? industries.findIndex((i) => i.code === industry.code) + 1 : 0}
          onChange={(e) => {
            const i = Number(e.detail.value)
            setIndustry(i > 0 ? industries[i - 1] : null)
          }}
        >
          <View className='jd-form__row'>
            <Text className='jd-form__label'>行业</Text>
            <Text className='jd-form__value'>{industry?.name ?? '全部行业'} ›</Text>
          </View>
        </Picker>
        <View className='jd-form__row' style={{ borderBottom: 'none' }}>
          <Text className='jd-form__label'>风险类型</Text>
        </View>
        <View className='jc-chips'>
          {(['', ...SIGNAL_KINDS] as const).map((k) => (
            <Text
              key={k || 'all'}
              className={`jc-chip ${kind === k ? 'is-on' : ''}`}
              data-testid={`cd-chip-${k || 'all'}`}
              onClick={() => setKind(k)}
            >
              {k ? SIGNAL_LABEL[k] : '全部'}
            </Text>
          ))}
        </View>
        <Picker mode='date' value={start || today} end={end || today} onChange={(e) => setStart(String(e.detail.value))}>
          <View className='jd-form__row'>
            <Text className='jd-form__label'>日期起</Text>
            <Text className={`jd-form__value ${start ? '' : 'jd-form__placeholder'}`}>{start || '不限'} ›</Text>
          </View>
        </Picker>
        <Picker mode='date' value={end || today} start={start || undefined} end={today} onChange={(e) => setEnd(String(e.detail.value))}>
          <View className='jd-form__row'>
            <Text className='jd-form__label'>日期止</Text>
            <Text className={`jd-form__value ${end ? '' : 'jd-form__placeholder'}`}>{end || '不限'} ›</Text>
          </View>
        </Picker>
        <Text className='jd-form__hint'>日期为风险信息的立案、公布或处罚日期；不选条件时列出全部有风险信号的企业。</Text>
        {problem && <Text className='jd-form__error'>{problem}</Text>}
      </View>
      <View className='jd-btns'>
        <Text
          className='jd-btn jd-btn--ghost'
          onClick={() => {
            setProvince(null)
            setCity(null)
            setIndustry(null)
            setKind('')
            setStart('')
            setEnd('')
            setProblem('')
          }}
        >
          重置
        </Text>
        <Text className='jd-btn' data-testid='cd-go' onClick={submit}>
          查询
        </Text>
      </View>
    </View>
  )
}
