import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import type { CompanyHit } from '../../../../contract/api/api'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { pickCompany } from '@/services/connections'
import { back } from '@/services/nav'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import '../../cardHolder/shared/card.scss'
import '../shared/connections.scss'

const KEYWORD_MAX = 50
const HITS = 20

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; hits: CompanyHit[] } | { kind: 'failed'; text: string }

/** 添加企业: search the companies of the data as the user types (after a pause) and link the one picked to the contact. */
export default function EnterpriseAdd() {
  const [typed, setTyped] = useState('')
  const search = useEntitySearch(typed, HITS)
  const state: State = search.kind === 'done' ? { kind: 'done', hits: search.result.list } : search

  const pick = (hit: CompanyHit) => {
    pickCompany(hit)
    back().catch(() => undefined)
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='添加企业' />
      <View className='cn-search'>
        <Input
          className='cn-search__input'
          value={typed}
          focus
          placeholder='输入企业名称、法定代表人或股东'
          placeholderStyle='color:#b4bccb'
          confirmType='search'
          maxlength={KEYWORD_MAX}
          onInput={(e) => setTyped(e.detail.value)}
          data-testid='enterprise-search'
        />
        {!!typed && (
          <Text className='cn-search__clear' onClick={() => setTyped('')}>
            ✕
          </Text>
        )}
      </View>
      {state.kind === 'idle' && <Text className='cn-tip'>输入至少2个字搜索企业，选择后将关联到联系人。</Text>}
      {state.kind === 'loading' && (
        <View data-testid='enterprise-skeleton'>
          <View className='cn-skeleton' />
          <View className='cn-skeleton' />
          <View className='cn-skeleton' />
        </View>
      )}
      {state.kind === 'failed' && <Empty text={state.text} />}
      {state.kind === 'done' && state.hits.length === 0 && <Empty text={`没有找到与“${typed.trim()}”相关的企业`} />}
      {state.kind === 'done' && state.hits.length > 0 && (
        <View>
          {state.hits.map((h) => (
            <View key={h.pid} className='cn-hit' data-testid='enterprise-hit' onClick={() => pick(h)}>
              <Text className='cn-hit__name'>{h.name}</Text>
              <Text className='cn-hit__meta'>{[h.legalPerson, h.status, h.regionName].filter(Boolean).join(' · ')}</Text>
            </View>
          ))}
          <Text className='cn-tip'>仅显示最相关的 {HITS} 家企业，可输入更完整的名称</Text>
        </View>
      )}
    </View>
  )
}
