import { View } from '@tarojs/components'

/** Grey blocks in the shape of the rows while the first answer is awaited. */
export default function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <View aria-label='加载中' data-testid='pcl-skeleton'>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='pcl-skeleton' />
      ))}
    </View>
  )
}
