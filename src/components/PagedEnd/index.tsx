import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import Empty from '../Empty'
import ListFooter from '../ListFooter'
import { EMPTY_TEXT } from '../../domain/constants'
import './index.scss'

/** What a paged list's hook tells about its pages (see usePaged). */
export interface PagedState {
  error: string
  loading: boolean
  finished: boolean
  last: unknown
  refresh: () => void
  loadMore: () => void
}

/**
 * What closes a paged list: the first page's failure with 重试; once the first answer is in and holds nothing, the
 * empty state (`children` inside it, `after` below it); a failed next page with 点击重试 under the rows already shown;
 * otherwise the usual footer. `waiting` holds the empty state back while the page's own overlay still shows.
 */
export default function PagedEnd({
  paged,
  count,
  waiting = false,
  emptyText = EMPTY_TEXT,
  children,
  after,
}: {
  paged: PagedState
  count: number
  waiting?: boolean
  emptyText?: string
  children?: ReactNode
  after?: ReactNode
}) {
  if (paged.error && count === 0)
    return (
      <Empty text={paged.error || '加载失败'}>
        <Text className='paged-retry' data-testid='list-retry' onClick={() => paged.refresh()}>
          重试
        </Text>
      </Empty>
    )
  if (count === 0) {
    if (waiting || paged.loading || paged.last === null) return null
    return (
      <>
        <Empty text={emptyText}>{children}</Empty>
        {after}
      </>
    )
  }
  if (paged.error)
    return (
      <View className='paged-more-error'>
        <Text data-testid='list-more-retry' onClick={() => paged.loadMore()}>
          加载失败，点击重试
        </Text>
      </View>
    )
  return <ListFooter loading={paged.loading} finished={paged.finished} count={count} />
}
