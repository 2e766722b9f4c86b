import { View } from '@tarojs/components'

/** Grey rows in the shape of entries while the first page loads. */
export default function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <View className='jd-skeleton' aria-label='加载中'>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='jd-skeleton__row'>
          <View className='jd-skeleton__line is-title' />
          <View className='jd-skeleton__line' />
          <View className='jd-skeleton__line is-short' />
        </View>
      ))}
    </View>
  )
}
