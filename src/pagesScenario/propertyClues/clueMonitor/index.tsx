import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
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
  const [read, setRead] = useState<Set<number>>(new Set())
  const [allRead, setAllRead] = useState(false)
  const fetchPage = useCallback((pageNum: number, pageSize: number) => clueAlerts(debtorRowId, pageNum, pageSize), [debtorRowId])
  const paged = usePagedPage<ClueAlert, ClueAlertList>(fetchPage)
  const unread = allRead ? 0 : Math.max(0, (paged.last?.unread ?? 0) - read.size)

  const open = (a: ClueAlert) => {
    if (a.read || read.has(a.id)) return
    setRead((s) => new Set(s).add(a.id))
    readClueAlerts(a.id).catch(() => undefined)
  }
  const readAll = async () => {
    try {
      await readClueAlerts()
      setAllRead(true)
    } catch {
      // the request door said why
    }
  }

  return (
    <View className='pcl-page'>
      <HeaderBar title='线索监控' />
      <PullRefresh
        onRefresh={async () => {
          setRead(new Set())
          setAllRead(false)
          await paged.refresh()
        }}
      >
        <View className='pcl-section'>
          <Text data-testid='pcl-alerts-summary'>{paged.last ? `共 ${paged.last.total} 条新线索 · ${unread} 条未读` : ''}</Text>
          {unread > 0 ? (
            <Text className='pcl-link' data-testid='pcl-read-all' onClick={readAll}>
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
            <ClueRow clue={a.clue} unread={!allRead && !a.read && !read.has(a.id)} onOpen={() => open(a)} />
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
