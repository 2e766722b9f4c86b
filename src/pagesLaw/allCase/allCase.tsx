import { View, Text } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useCallback, useEffect } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { amountText } from '@/components/RecordFields'
import { sortStageNames, STAGE_COLORS } from '@/domain/caseStages'
import { usePaged } from '@/hooks/usePaged'
import { lawCases } from '@/services/law'
import { navigate } from '@/services/nav'
import type { CaseSummary } from '../../../contract/api/api-dimensions'
import type { Paged } from '../../../contract/api/api'
import '../../styles/special.scss'
import './allCase.scss'
import { to } from '@/links.gen'

export default function AllCase() {
  const pid = useRouter().params.pid || ''
  const fetchPage = useCallback((pageNum: number, pageSize: number) => lawCases(pid, pageNum, pageSize), [pid])
  const paged = usePaged<CaseSummary, Paged<CaseSummary>>(fetchPage)

  useEffect(() => {
    if (pid) paged.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pid])
  useReachBottom(() => {
    if (pid) paged.loadMore()
  })

  const open = (c: CaseSummary) => navigate(to.caseDetail({ referenceNo: c.referenceNo, pid })).catch(() => undefined)

  return (
    <View className='sp-page all-case'>
      <HeaderBar title='司法案件' />
      {!pid ? (
        <Empty text='缺少企业编号' />
      ) : (
        <PullRefresh onRefresh={() => paged.refresh()}>
          {paged.last && <Text className='all-case__total'>共 {paged.last.totalText || paged.last.total} 个案件</Text>}
          {paged.list.map((c) => (
            <View key={c.referenceNo} className='sp-item case-card' onClick={() => open(c)}>
              <View className='case-card__head'>
                <Text className='sp-item__title case-card__name'>{c.caseName}</Text>
                {c.role && <Text className='case-card__role'>{c.role}</Text>}
              </View>
              <View className='sp-item__row'>
                <Text className='sp-item__label'>案号</Text>
                <Text className='sp-item__value'>{c.referenceNo}</Text>
              </View>
              <View className='sp-item__row'>
                <Text className='sp-item__label'>案由</Text>
                <Text className='sp-item__value'>{c.cause || '-'}</Text>
              </View>
              <View className='sp-item__row'>
                <Text className='sp-item__label'>法院</Text>
                <Text className='sp-item__value'>{c.court || '-'}</Text>
              </View>
              <View className='sp-item__row'>
                <Text className='sp-item__label'>涉案金额</Text>
                <Text className='sp-item__value'>{amountText(c.amount)}</Text>
              </View>
              <View className='case-card__stages'>
                {sortStageNames(c.stages).map((s, i) => (
                  <View key={`${s}${i}`} className='case-card__stage'>
                    {i > 0 && <Text className='case-card__arrow'>→</Text>}
                    <Text
                      className='case-card__chip'
                      style={{ color: STAGE_COLORS[s] ?? '#8a8f99', borderColor: STAGE_COLORS[s] ?? '#8a8f99' }}
                    >
                      {s}
                    </Text>
                  </View>
                ))}
              </View>
              <Text className='case-card__dates'>
                {c.firstDate}
                {c.lastDate && c.lastDate !== c.firstDate ? ` 至 ${c.lastDate}` : ''} · {c.stageCount} 个阶段
              </Text>
            </View>
          ))}
          <PagedEnd paged={paged} count={paged.list.length} />
        </PullRefresh>
      )}
    </View>
  )
}
