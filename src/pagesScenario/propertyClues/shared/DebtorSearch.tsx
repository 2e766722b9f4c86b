import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import type { DebtorKind } from '../../../../contract/schemas/propertyClues'
import Empty from '@/components/Empty'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import Skeleton from './Skeleton'

const KEYWORD_MAX = 50
const HITS = 20

/** A debtor searched as the home search does (companies, and persons of exactly that name); `onPick` gets the one tapped. */
export default function DebtorSearch({
  onPick,
  placeholder = '输入债务人企业名称、法定代表人或个人姓名',
}: {
  onPick: (kind: DebtorKind, id: string, name: string) => void
  placeholder?: string
}) {
  const [typed, setTyped] = useState('')
  const search = useEntitySearch(typed, HITS)
  return (
    <View>
      <View className='pcl-search'>
        <Input
          className='pcl-search__input'
          value={typed}
          focus
          placeholder={placeholder}
          placeholderStyle='color:#b4bccb'
          confirmType='search'
          maxlength={KEYWORD_MAX}
          onInput={(e) => setTyped(e.detail.value)}
          data-testid='debtor-search'
        />
        {!!typed && (
          <Text className='pcl-search__clear' onClick={() => setTyped('')}>
            ✕
          </Text>
        )}
      </View>
      {search.kind === 'idle' && <Text className='pcl-tip'>输入至少2个字搜索债务人，支持企业名称、法定代表人、股东或个人姓名。</Text>}
      {search.kind === 'loading' && <Skeleton />}
      {search.kind === 'failed' && <Empty text={search.text} />}
      {search.kind === 'done' && search.result.list.length === 0 && search.result.persons.length === 0 && (
        <Empty text={`没有找到与“${typed.trim()}”相关的债务人`} />
      )}
      {search.kind === 'done' && (
        <View>
          {search.result.persons.map((p) => (
            <View key={p.personId} className='pcl-hit' data-testid='debtor-hit' onClick={() => onPick('person', p.personId, p.name)}>
              <Text className='pcl-hit__name'>
                <Text className='pcl-hit__tag'>个人</Text>
                {p.name}
              </Text>
              <Text className='pcl-hit__meta'>{[p.mainCompany.name, `关联企业 ${p.companyCount} 家`].filter(Boolean).join(' · ')}</Text>
            </View>
          ))}
          {search.result.list.map((h) => (
            <View key={h.pid} className='pcl-hit' data-testid='debtor-hit' onClick={() => onPick('company', h.pid, h.name)}>
              <Text className='pcl-hit__name'>{h.name}</Text>
              <Text className='pcl-hit__meta'>{[h.legalPerson, h.status, h.regionName].filter(Boolean).join(' · ')}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
