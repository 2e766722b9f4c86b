import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback } from 'react'
import type { RecordItem } from '../../../contract/api/api-dimensions'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import { RiskRecordRow } from '@/components/RiskScan'
import { personPropertyClues } from '@/services/risk'
import { usePagedPage } from '@/hooks/usePaged'
import { pct } from '@/domain/risk'
import '../../components/RiskScan/index.scss'

function Holding({ r }: { r: RecordItem }) {
  const share = Number(r.fields?.share ?? 0)
  return (
    <View className='risk-record' data-id={r.id}>
      <Text className='risk-record__title'>{String(r.fields?.companyName ?? r.companyName ?? r.title)}</Text>
      <View className='risk-record__facts'>
        <Text className='risk-record__fact'>持有股权</Text>
        {share > 0 && <Text className='risk-record__fact'>持股 {pct(share)}</Text>}
        {r.fields?.amount !== undefined && r.fields?.amount !== null && (
          <Text className='risk-record__fact is-amount'>认缴 {r.fields.amount} 万元</Text>
        )}
      </View>
    </View>
  )
}

/** 财产线索 (personId): the person's property clues, pledged and frozen equity, and the shares they hold. */
export default function Page() {
  const personId = useRouter().params?.personId || ''
  const fetchPage = useCallback((pageNum: number, pageSize: number) => personPropertyClues(personId, pageNum, pageSize), [personId])
  const paged = usePagedPage<RecordItem>(fetchPage, !!personId)
  return (
    <View className='risk-page'>
      <HeaderBar title='财产线索' />
      {!personId ? (
        <Empty text='缺少人员编号，请从人员详情进入' />
      ) : (
        <View>
          {!!paged.last && <Text className='risk-total'>共 {paged.last.total} 条财产线索</Text>}
          <View className='risk-list'>
            {paged.list.map((r) =>
              r.dimension === 'shareHolding' ? <Holding key={`h${r.id}-${r.pid}`} r={r} /> : <RiskRecordRow key={r.id} record={r} />,
            )}
          </View>
          {!paged.loading && paged.last && paged.list.length === 0 && <Empty text='暂无财产线索' />}
          {!paged.loading && !paged.last && paged.error && (
            <Empty text={paged.error}>
              <View className='risk-retry' onClick={() => paged.refresh()}>
                <Text>重新加载</Text>
              </View>
            </Empty>
          )}
          <ListFooter loading={paged.loading} finished={paged.finished} count={paged.list.length} />
        </View>
      )}
    </View>
  )
}
