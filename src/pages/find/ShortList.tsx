import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'

interface ShortListState<T> {
  list: T[]
  last: unknown
  loading: boolean
  error: string
  finished: boolean
  refresh: () => Promise<unknown>
  loadMore: () => Promise<unknown>
}

/**
 * A titled card holding the first rows of a paged list: skeleton rows on the first load, '暂无数据～' when empty, and
 * 查看更多 bringing the next page into the card.
 */
export default function ShortList<T>({
  title,
  hint,
  testId,
  paged,
  rowKey,
  children,
}: {
  title: string
  hint?: string
  testId: string
  paged: ShortListState<T>
  rowKey: (row: T) => string
  children: (row: T) => ReactNode
}) {
  const first = paged.last === null
  return (
    <View className='find-card' data-testid={testId}>
      <View className='find-card__head'>
        <View className='find-card__bar' />
        <Text className='find-card__title'>{title}</Text>
        {hint && <Text className='find-card__hint'>{hint}</Text>}
      </View>
      {first && !paged.error && (
        <View data-testid={`${testId}-skeleton`}>
          {[0, 1, 2].map((i) => (
            <View key={i} className='find-skeleton'>
              <View className='find-skeleton__a' />
              <View className='find-skeleton__b' />
            </View>
          ))}
        </View>
      )}
      {paged.list.map((r) => (
        <View key={rowKey(r)}>{children(r)}</View>
      ))}
      {!first && !paged.error && paged.list.length === 0 && <Text className='find-card__empty'>暂无数据～</Text>}
      {paged.error ? (
        <Text className='find-card__more' data-testid={`${testId}-retry`} onClick={() => (first ? paged.refresh() : paged.loadMore())}>
          加载失败，点击重试
        </Text>
      ) : (
        !first &&
        paged.list.length > 0 &&
        (paged.finished ? (
          <Text className='find-card__end'>没有更多了</Text>
        ) : (
          <Text className='find-card__more' data-testid={`${testId}-more`} onClick={() => paged.loadMore()}>
            {paged.loading ? '加载中...' : '查看更多'}
          </Text>
        ))
      )}
    </View>
  )
}
