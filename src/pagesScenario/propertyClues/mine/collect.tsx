import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { myDebtors, uncollectDebtor } from '@/services/propertyClues'
import type { MyDebtor, MyDebtorList } from '../../../../contract/schemas/propertyClues'
import DebtorRow from '../shared/DebtorRow'
import Skeleton from '../shared/Skeleton'
import '../shared/clues.scss'

/** 收藏的债务人: the collected debtors, latest first, each with its clues; 取消收藏. */
export default function PropertyCluesCollect() {
  const fetchPage = useCallback((pageNum: number, pageSize: number) => myDebtors('collect', pageNum, pageSize), [])
  const paged = usePagedPage<MyDebtor, MyDebtorList>(fetchPage)
  const [gone, setGone] = useState<Set<number>>(new Set())
  const rows = paged.list.filter((d) => !gone.has(d.id))

  const remove = async (d: MyDebtor) => {
    try {
      await uncollectDebtor(d.id)
      setGone((s) => new Set(s).add(d.id))
      Taro.showToast({ title: '已取消收藏', icon: 'none', duration: 1500 })
    } catch {
      // the request door said why
    }
  }

  return (
    <View className='pcl-page'>
      <HeaderBar title='收藏的债务人' />
      <PullRefresh
        onRefresh={async () => {
          setGone(new Set())
          await paged.refresh()
        }}
      >
        {paged.loading && paged.list.length === 0 && !paged.error && <Skeleton />}
        {rows.map((d) => (
          <DebtorRow key={d.id} d={d}>
            <Text className='pcl-btn is-small' data-testid='pcl-uncollect' onClick={() => remove(d)}>
              取消收藏
            </Text>
          </DebtorRow>
        ))}
        <PagedEnd paged={paged} count={rows.length}>
          <Text className='pcl-link' onClick={() => navigate(to.propertyCluesSearch()).catch(() => undefined)}>
            去查债务人
          </Text>
        </PagedEnd>
      </PullRefresh>
    </View>
  )
}
