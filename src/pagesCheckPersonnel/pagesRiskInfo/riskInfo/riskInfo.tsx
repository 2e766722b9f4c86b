import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useState } from 'react'
import type { RecordItem } from '../../../../contract/api/api-dimensions'
import type { RiskChangeList } from '../../../../contract/api/api-risk'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PagedEnd from '@/components/PagedEnd'
import { RiskRecordRow } from '@/components/RiskScan'
import { CHANGE_LIST_TYPES } from '@/domain/changeTypes'
import { changeList } from '@/services/risk'
import { usePagedPage } from '@/hooks/usePaged'
import '../../../components/RiskScan/index.scss'

/** The person's own risk lists (matched by personId only). */
export const PERSON_RISK_TYPES = CHANGE_LIST_TYPES.filter((l) =>
  [
    'dishonestExecutor',
    'restrictHighConsumption',
    'executor',
    'finalCase',
    'equityFreeze',
    'judicialCase',
    'adminPenalty',
    'equityPledge',
  ].includes(l.type),
)

/** 风险信息 (personId): the person's own records — 失信被执行人, 限制高消费, 被执行人 … — by tab, paged. */
export default function Page() {
  const personId = useRouter().params?.personId || ''
  const [tab, setTab] = useState(0)
  const def = PERSON_RISK_TYPES[tab]
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => changeList({ personId }, { type: def.type, pageNum, pageSize }),
    [personId, def],
  )
  const paged = usePagedPage<RecordItem, RiskChangeList>(fetchPage, !!personId)
  return (
    <View className='risk-page'>
      <HeaderBar title='风险信息' />
      {!personId ? (
        <Empty text='缺少人员编号，请从人员详情进入' />
      ) : (
        <View>
          <View className='risk-chips'>
            {PERSON_RISK_TYPES.map((l, i) => (
              <Text key={l.name} className={`risk-chip ${i === tab ? 'is-active' : ''}`} onClick={() => setTab(i)}>
                {l.title}
              </Text>
            ))}
          </View>
          {!!paged.last && (
            <Text className='risk-total'>
              本人共 {paged.last.total} 条{def.title}（按人员编号匹配）
            </Text>
          )}
          <View className='risk-list'>
            {paged.list.map((r) => (
              <RiskRecordRow key={r.id} record={r} />
            ))}
          </View>
          <PagedEnd paged={paged} count={paged.list.length} emptyText={`本人暂无${def.title}记录`} />
        </View>
      )}
    </View>
  )
}
