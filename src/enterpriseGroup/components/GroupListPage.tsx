import { View } from '@tarojs/components'
import { useCallback, type ReactNode } from 'react'
import type { PagedOf } from '../../../contract/schemas/common'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { useGroupId } from './useGroupId'
import { ListSkeleton, MissingGroup } from './parts'
import './group.scss'

/**
 * One list of a group: pull to refresh, the next page at the bottom, a skeleton while the first page loads and
 * '暂无数据～' when there is nothing.
 */
export default function GroupListPage<T>({
  title,
  fetchPage,
  render,
  summary,
}: {
  title: string
  fetchPage: (groupId: string, pageNum: number, pageSize: number) => Promise<PagedOf<T>>
  render: (item: T, index: number) => ReactNode
  /** a line above the rows once the first page is in, e.g. the count */
  summary?: (total: number) => ReactNode
}) {
  const groupId = useGroupId()
  const fetch = useCallback((pageNum: number, pageSize: number) => fetchPage(groupId, pageNum, pageSize), [fetchPage, groupId])
  const paged = usePagedPage<T, PagedOf<T>>(fetch, !!groupId)
  const waiting = paged.loading && paged.list.length === 0
  return (
    <View className='eg-page'>
      <HeaderBar title={title} />
      {groupId ? null : <MissingGroup />}
      <PullRefresh onRefresh={() => paged.refresh()}>
        {paged.last && paged.list.length > 0 && summary ? <View className='eg-summary'>{summary(paged.last.total)}</View> : null}
        {waiting ? <ListSkeleton /> : paged.list.map((item, i) => render(item, i))}
        <PagedEnd paged={paged} count={paged.list.length} waiting={waiting} />
      </PullRefresh>
    </View>
  )
}
