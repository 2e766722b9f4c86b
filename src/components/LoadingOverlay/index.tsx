import { View, Text } from '@tarojs/components'
import { LOADING_TEXT } from '@/domain/constants'
import './index.scss'

/** Full-screen loading overlay; `transparent` mode shows nothing. */
export default function LoadingOverlay({
  visible,
  transparent = false,
  text = LOADING_TEXT,
}: {
  visible: boolean
  transparent?: boolean
  text?: string
}) {
  if (!visible || transparent) return null
  return (
    <View className='loading-overlay' role='status'>
      <View className='loading-overlay__box'>
        <View className='loading-overlay__dots'>
          <View className='dot' />
          <View className='dot' />
          <View className='dot' />
        </View>
        <Text className='loading-overlay__text'>{text}</Text>
      </View>
    </View>
  )
}
