import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { demoBannerText } from '@contract/domain/demo'
import { demo } from '@/stores/demo'
import './index.scss'

/**
 * The 演示环境 strip under a page's header bar. What it shows is fixed when the page mounts: a state learned later
 * shows from the next page on, so nothing on an open page moves.
 */
export default function DemoBanner() {
  const [state] = useState(() => demo.state)
  if (!state?.on) return null
  return (
    <View className='demo-banner'>
      <Text>{demoBannerText(state.standIns)}</Text>
    </View>
  )
}
