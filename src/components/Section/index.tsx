import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

/** A white card with a title, an optional count and an optional '更多' link. */
export default function Section({
  title,
  count,
  more,
  onMore,
  children,
  id,
}: {
  title: string
  count?: number
  more?: string
  onMore?: () => void
  children: ReactNode
  id?: string
}) {
  return (
    <View className='section' id={id}>
      <View className='section__head'>
        <Text className='section__title'>{title}</Text>
        {count !== undefined && <Text className='section__count'>{count}</Text>}
        <View className='section__spacer' />
        {onMore && (
          <Text className='section__more' onClick={onMore}>
            {more ?? '查看全部'} ›
          </Text>
        )}
      </View>
      {children}
    </View>
  )
}
