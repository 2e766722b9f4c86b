import { View, Text, Input } from '@tarojs/components'
import { useEffect, useState } from 'react'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import StatusTag from '@/components/StatusTag'
import { formatShare } from '@/components/ShareBars'
import { openParty } from '@/components/RecordFields'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import { joinShareholders } from '@/services/graph'
import type { JoinShareholders } from '../../../contract/api/api-dimensions'
import type { CompanyHit } from '../../../contract/api/api'
import './index.scss'

/** a single character already searches: two companies are compared by any part of a name */
const PICKER_SEARCH = { pageSize: 20, delayMs: 300, minChars: 1 }

/** A search box that picks a second company (the combined search), excluding the first one. */
export function CompanyPicker({ excludePid, onPick }: { excludePid: string; onPick: (hit: CompanyHit) => void }) {
  const [input, setInput] = useState('')
  const search = useEntitySearch(input, PICKER_SEARCH)
  const hits = search.kind === 'done' ? search.result.list.filter((h) => h.pid !== excludePid) : null
  const error = search.kind === 'failed' ? search.text : ''
  return (
    <View className='join-picker'>
      <View className='sp-search'>
        <View className='sp-search__box'>
          <View className='icon-search' />
          <Input
            className='sp-search__input join-picker__input'
            value={input}
            maxlength={50}
            placeholder='输入另一家企业名称进行对比'
            onInput={(e) => setInput(e.detail.value)}
          />
        </View>
      </View>
      {search.kind === 'loading' && <Text className='sp-note join-picker__wait'>正在查找企业…</Text>}
      {error && <Text className='sp-error'>{error}</Text>}
      {hits && hits.length === 0 && <Empty />}
      {hits &&
        hits.map((h) => (
          <View key={h.pid} className='join-picker__hit' onClick={() => onPick(h)}>
            <View className='join-picker__main'>
              <Text className='join-picker__name'>{h.name}</Text>
              <Text className='sp-note'>
                {h.legalPerson} · {h.regCapitalText} · {h.established}
              </Text>
            </View>
            <StatusTag status={h.status} />
          </View>
        ))}
    </View>
  )
}

/** The shareholders two companies share, each with its share in both companies side by side. */
export function JoinCompareView({ pid, otherPid }: { pid: string; otherPid: string }) {
  const [data, setData] = useState<JoinShareholders | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    setData(null)
    setError('')
    joinShareholders(pid, otherPid)
      .then(setData)
      .catch((e) => setError(e?.message || '加载失败'))
  }, [pid, otherPid])
  if (error) return <Empty text={error} />
  if (!data) return <LoadingOverlay visible />
  return (
    <View className='join-compare'>
      <View className='join-compare__heads'>
        <View className='join-compare__co join-compare__co--a' onClick={() => openParty({ pid: data.a.pid })}>
          <Text className='join-compare__tag'>A</Text>
          <Text className='join-compare__co-name'>{data.a.name}</Text>
        </View>
        <Text className='join-compare__vs'>VS</Text>
        <View className='join-compare__co join-compare__co--b' onClick={() => openParty({ pid: data.b.pid })}>
          <Text className='join-compare__tag'>B</Text>
          <Text className='join-compare__co-name'>{data.b.name}</Text>
        </View>
      </View>
      <Text className='join-compare__count'>共同股东 {data.shared.length} 个</Text>
      {data.shared.length === 0 ? (
        <Empty text='两家企业没有共同股东' />
      ) : (
        data.shared.map((s, i) => (
          <View key={`${s.pid || s.personId || s.name}${i}`} className='join-row'>
            <View className='join-row__who' onClick={() => openParty(s)}>
              <Text className={`join-row__kind join-row__kind--${s.kind}`}>{s.kind === 'company' ? '企' : '人'}</Text>
              <Text className='join-row__name'>{s.name}</Text>
            </View>
            <View className='join-row__bars'>
              <View className='join-row__side join-row__side--a'>
                <Text className='join-row__pct'>{formatShare(s.shareInA)}</Text>
                <View className='join-row__track'>
                  <View className='join-row__fill join-row__fill--a' style={{ width: `${Math.max(1, Math.min(100, s.shareInA))}%` }} />
                </View>
              </View>
              <View className='join-row__side join-row__side--b'>
                <View className='join-row__track'>
                  <View className='join-row__fill join-row__fill--b' style={{ width: `${Math.max(1, Math.min(100, s.shareInB))}%` }} />
                </View>
                <Text className='join-row__pct'>{formatShare(s.shareInB)}</Text>
              </View>
            </View>
          </View>
        ))
      )}
    </View>
  )
}
