import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useRef, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { myDebtors, unmonitorDebtor } from '@/services/propertyClues'
import type { MyDebtor, MyDebtorList } from '../../../../contract/schemas/propertyClues'
import DebtorRow from '../shared/DebtorRow'
import Skeleton from '../shared/Skeleton'
import '../shared/clues.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** 监控的债务人: the monitored debtors with their new clues; 添加监控, 关联案件, 新线索 and 取消监控. */
export default function PropertyCluesMonitorList() {
  const fetchPage = useCallback((pageNum: number, pageSize: number) => myDebtors('monitor', pageNum, pageSize), [])
  const paged = usePagedPage<MyDebtor, MyDebtorList>(fetchPage)
  const [gone, setGone] = useState<Set<number>>(new Set())
  const shown = useRef(false)
  // back from adding or relating: the list is asked again
  useDidShow(() => {
    if (shown.current) {
      setGone(new Set())
      paged.refresh()
    }
    shown.current = true
  })
  const rows = paged.list.filter((d) => !gone.has(d.id))

  const remove = async (d: MyDebtor) => {
    const { confirm } = await Taro.showModal({ title: '取消监控', content: `不再监控“${d.debtor.name}”的新线索？` })
    if (!confirm) return
    try {
      await unmonitorDebtor(d.id)
      setGone((s) => new Set(s).add(d.id))
    } catch {
      // the request door said why
    }
  }

  return (
    <View className='pcl-page'>
      <HeaderBar title='监控的债务人' />
      <PullRefresh
        onRefresh={async () => {
          setGone(new Set())
          await paged.refresh()
        }}
      >
        <View className='pcl-section'>
          <Text>{paged.last ? `共监控 ${paged.last.total - gone.size} 个债务人` : ''}</Text>
          <Text className='pcl-link' data-testid='pcl-add-monitor' onClick={() => go(to.propertyCluesAddMonitor())}>
            + 添加监控
          </Text>
        </View>
        {paged.loading && paged.list.length === 0 && !paged.error && <Skeleton />}
        {rows.map((d) => (
          <DebtorRow key={d.id} d={d}>
            <Text
              className='pcl-btn is-small'
              data-testid='pcl-new-clues'
              onClick={() => go(to.propertyCluesMonitor({ debtorRowId: d.id }))}
            >
              新线索 {d.newClues}
            </Text>
            <Text className='pcl-btn is-small' data-testid='pcl-relate' onClick={() => go(to.propertyCluesRelate({ id: d.id }))}>
              {d.caseNo || d.note ? '修改关联' : '关联案件'}
            </Text>
            <Text className='pcl-btn is-small' data-testid='pcl-unmonitor' onClick={() => remove(d)}>
              取消监控
            </Text>
          </DebtorRow>
        ))}
        <PagedEnd paged={paged} count={rows.length} emptyText='暂无数据～ 监控债务人后，新线索出现时会提醒您'>
          <Text className='pcl-link' onClick={() => go(to.propertyCluesAddMonitor())}>
            添加监控
          </Text>
        </PagedEnd>
      </PullRefresh>
    </View>
  )
}
