import { View } from '@tarojs/components'

export default function ListSkeleton() {
  return (
    <View data-testid='nearby-skeleton' aria-label='加载中'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='vc-co'>
          <View className='vc-skel' />
          <View className='vc-skel vc-skel--short' />
        </View>
      ))}
    </View>
  )
}
