import { View, Text } from '@tarojs/components'
import { EMPTY_TEXT } from '@/domain/constants'
import './index.scss'

export default function Empty({ text = EMPTY_TEXT, children }: { text?: string; children?: React.ReactNode }) {
  return (
    <View className='empty'>
      <View className='empty__art'>
        <View className='empty__box' />
      </View>
      <Text className='empty__text'>{text}</Text>
      {children}
    </View>
  )
}
