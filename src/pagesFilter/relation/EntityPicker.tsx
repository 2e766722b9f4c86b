import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import Empty from '@/components/Empty'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import type { EntityRef } from '@/services/graph'

/** Picks a company or a person: companies as the user types, and persons whose name is exactly what was typed. */
export default function EntityPicker({ title, onPick, onCancel }: { title: string; onPick: (e: EntityRef) => void; onCancel: () => void }) {
  const [typed, setTyped] = useState('')
  const search = useEntitySearch(typed)
  return (
    <View className='rel-picker' data-testid='rel-picker'>
      <View className='rel-picker__bar'>
        <Input
          className='rel-picker__input'
          value={typed}
          focus
          placeholder={`搜索${title}：企业名称或人员姓名`}
          placeholderStyle='color:#b4bccb'
          maxlength={50}
          onInput={(e) => setTyped(e.detail.value)}
          data-testid='rel-search'
        />
        <Text className='rel-picker__cancel' onClick={onCancel}>
          取消
        </Text>
      </View>
      {search.kind === 'idle' && <Text className='rel-tip'>输入至少2个字；查人员请输入完整姓名</Text>}
      {search.kind === 'loading' && (
        <View data-testid='rel-picker-loading'>
          {[0, 1, 2].map((i) => (
            <View key={i} className='rel-sk' />
          ))}
        </View>
      )}
      {search.kind === 'failed' && <Empty text={search.text} />}
      {search.kind === 'done' && search.result.list.length + search.result.persons.length === 0 && (
        <Empty text={`没有找到“${typed.trim()}”`} />
      )}
      {search.kind === 'done' && (
        <View>
          {search.result.persons.map((p) => (
            <View
              key={p.personId}
              className='rel-hit'
              data-testid='rel-hit'
              onClick={() => onPick({ kind: 'person', id: p.personId, name: p.name })}
            >
              <Text className='rel-tag rel-tag--person'>人员</Text>
              <View className='rel-hit__main'>
                <Text className='rel-hit__name'>{p.name}</Text>
                <Text className='rel-hit__sub'>
                  {p.mainCompany.name} 等 {p.companyCount} 家企业
                </Text>
              </View>
            </View>
          ))}
          {search.result.list.map((c) => (
            <View
              key={c.pid}
              className='rel-hit'
              data-testid='rel-hit'
              onClick={() => onPick({ kind: 'company', id: c.pid, name: c.name })}
            >
              <Text className='rel-tag'>企业</Text>
              <View className='rel-hit__main'>
                <Text className='rel-hit__name'>{c.name}</Text>
                <Text className='rel-hit__sub'>
                  {c.legalPerson || '-'} · {c.status}
                </Text>
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
