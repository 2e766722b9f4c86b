import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback } from 'react'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { useAlertReads } from '@/hooks/useAlertReads'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { clueAlerts, readClueAlerts } from '@/services/propertyClues'
import type { ClueAlert, ClueAlertList } from '../../../../contract/schemas/propertyClues'
import ClueRow from '../shared/ClueRow'
import Skeleton from '../shared/Skeleton'
import '../shared/clues.scss'

/** 线索监控: the new clues found on the monitored debtors (one debtor or all), newest first; opening one marks it read. */
export default function PropertyCluesMonitor() {
  const param = Number(useRouter().params.debtorRowId)
  const debtorRowId = param > 0 ? param : undefined
  const fetchPage = useCallback((pageNum: number, pageSize: number) => clueAlerts(debtorRowId, pageNum, pageSize), [debtorRowId])
  const paged = usePagedPage<ClueAlert, ClueAlertList>(fetchPage)
  const reads = useAlertReads(paged.last?.unread, readClueAlerts)

  return (
    <View className='pcl-page'>
      <HeaderBar title='线索监控' />
      <PullRefresh
        onRefresh={async () => {
          reads.reset()
          await paged.refresh()
        }}
      >
        <View className='pcl-section'>
          <Text data-testid='pcl-alerts-summary'>{paged.last ? `共 ${paged.last.total} 条新线索 · ${reads.unread} 条未读` : ''}</Text>
          {reads.unread > 0 ? (
            <Text className='pcl-link' data-testid='pcl-read-all' onClick={reads.readAll}>
              全部已读
            </Text>
          ) : (
            <Text className='pcl-link' onClick={() => navigate(to.propertyCluesMonitorList()).catch(() => undefined)}>
              管理监控
            </Text>
          )}
        </View>
        {paged.loading && paged.list.length === 0 && !paged.error && <Skeleton />}
        {paged.list.map((a) => (
          <View key={a.id}>
            <Text className='pcl-tip' style={{ paddingBottom: 0 }}>
              债务人：{a.debtor.name}
            </Text>
            <ClueRow clue={a.clue} unread={reads.isUnread(a)} onOpen={() => reads.open(a)} />
          </View>
        ))}
        <PagedEnd paged={paged} count={paged.list.length} emptyText='暂无数据～ 监控的债务人出现新线索时会显示在这里'>
          <Text className='pcl-link' onClick={() => navigate(to.propertyCluesAddMonitor()).catch(() => undefined)}>
            添加监控
          </Text>
        </PagedEnd>
      </PullRefresh>
    </View>
  )
}
