import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { FilterOptions } from '../../../contract/api/api'
import { PHONE_KINDS, PHONE_KIND_NAMES, type PhoneKind } from '@contract/domain/findPhone'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { filterOptions } from '@/services/search'
import './findPhone.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** 查电话: pick the kind of number, then an industry (or all) to list its companies with their numbers. */
export default function FindPhone() {
  const [options, setOptions] = useState<FilterOptions | null>(null)
  const [error, setError] = useState('')
  const [kind, setKind] = useState<PhoneKind | ''>('')

  const load = () => {
    setError('')
    filterOptions().then(setOptions, (e: Error) => setError(e?.message || '加载失败'))
  }
  useEffect(load, [])

  const open = (industry?: string) => go(to.findPhoneQuery({ industry, phoneKind: kind || undefined }))

  return (
    <View className='fph-page'>
      <HeaderBar title='查电话' />
      <View className='fph-hero'>
        <Text className='fph-hero__title'>找到企业的联系电话</Text>
        <Text className='fph-hero__sub'>按行业、地区、经营状态筛选，号码标明来源、发现日期和类型</Text>
        <View className='fph-search' data-testid='fph-all' onClick={() => open()}>
          <Text>查看全部企业电话 ›</Text>
        </View>
      </View>
      <View className='fph-card'>
        <Text className='fph-card__title'>号码类型</Text>
        <View className='fph-chips'>
          {(['', ...PHONE_KINDS] as const).map((k) => (
            <Text
              key={k || 'all'}
              className={`fph-chip ${kind === k ? 'is-on' : ''}`}
              data-testid={`fph-kind-${k || 'all'}`}
              onClick={() => setKind(k)}
            >
              {k ? PHONE_KIND_NAMES[k] : '不限'}
            </Text>
          ))}
        </View>
      </View>
      <View className='fph-card'>
        <Text className='fph-card__title'>按行业查找</Text>
        {error && !options ? (
          <Empty text={error}>
            <Text className='fph-retry' onClick={load}>
              重新加载
            </Text>
          </Empty>
        ) : !options ? (
          <View data-testid='fph-industries-skeleton' aria-label='加载中'>
            {[0, 1, 2].map((i) => (
              <View key={i} className='fph-skel' />
            ))}
          </View>
        ) : (
          <View className='fph-grid'>
            {options.industries.map((i) => (
              <View key={i.code} className='fph-grid__item' data-testid='fph-industry' onClick={() => open(i.code)}>
                <Text className='fph-grid__code'>{i.code}</Text>
                <Text className='fph-grid__name'>{i.name}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
    </View>
  )
}
