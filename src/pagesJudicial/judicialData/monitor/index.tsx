import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { useAlertReads } from '@/hooks/useAlertReads'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { readWatchAlerts, watchAlerts, watchParties } from '@/services/judicialData'
import type { WatchAlert, WatchAlertList, WatchParty } from '../../../../contract/schemas/judicialData'
import CaseItem from '../shared/CaseItem'
import Skeleton from '../../shared/Skeleton'
import '../../shared/judicial.scss'
import '../shared/caseData.scss'

/** 案件监控: the new cases of the monitored parties, newest first, one party or all; opening one marks it read. */
export default function CaseMonitor() {
  const params = useRouter().params
  const [partyId, setPartyId] = useState<number | undefined>(Number(params.partyId) > 0 ? Number(params.partyId) : undefined)
  const [parties, setParties] = useState<WatchParty[]>([])

  useEffect(() => {
    watchParties()
      .then((r) => setParties(r.list))
      .catch(() => undefined)
  }, [])
  const fetchPage = useCallback((pageNum: number, pageSize: number) => watchAlerts(partyId, pageNum, pageSize), [partyId])
  const paged = usePagedPage<WatchAlert, WatchAlertList>(fetchPage)
  const reads = useAlertReads(paged.last?.unread, readWatchAlerts)

  return (
    <View className='jd-page'>
      <HeaderBar title='案件监控' />
      <PullRefresh
        onRefresh={async () => {
          reads.reset()
          await paged.refresh()
        }}
      >
        {parties.length > 0 && (
          <View className='jd-card'>
            <View className='jc-chips'>
              {[undefined, ...parties.map((p) => p.id)].map((id) => (
                <Text
                  key={id ?? 'all'}
                  className={`jc-chip ${partyId === id ? 'is-on' : ''}`}
                  onClick={() => {
                    reads.reset()
                    setPartyId(id)
                  }}
                >
                  {id ? parties.find((p) => p.id === id)?.name : '全部'}
                </Text>
              ))}
            </View>
          </View>
        )}
        <View className='jd-section'>
          <Text className='jd-note' style={{ padding: 0 }} data-testid='jc-alerts-summary'>
            {paged.last ? `共 ${paged.last.total} 件新案件 · ${reads.unread} 件未读` : ''}
          </Text>
          {reads.unread > 0 ? (
            <Text className='jd-section__more' data-testid='jc-read-all' onClick={reads.readAll}>
              全部已读
            </Text>
          ) : (
            <Text className='jd-section__more' onClick={() => navigate(to.caseWatch()).catch(() => undefined)}>
              管理监控
            </Text>
          )}
        </View>
        {paged.loading && paged.list.length === 0 && !paged.error && <Skeleton />}
        {paged.list.map((a) => (
          <View key={a.id}>
            <Text className='jd-note'>监控对象：{a.partyName}</Text>
            <CaseItem item={a.case} unread={reads.isUnread(a)} onOpen={() => reads.open(a)} />
          </View>
        ))}
        <PagedEnd paged={paged} count={paged.list.length} emptyText='暂无数据～ 监控对象出现新案件时会显示在这里'>
          <Text className='jd-link' onClick={() => navigate(to.caseWatch()).catch(() => undefined)}>
            添加监控对象
          </Text>
        </PagedEnd>
      </PullRefresh>
    </View>
  )
}
