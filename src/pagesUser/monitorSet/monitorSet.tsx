import { View } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import DimensionSettings from '@/components/Monitor/DimensionSettings'

/** The user's default monitor dimensions and levels (from 我的 → 设置). */
export default function MonitorSetPage() {
  return (
    <View>
      <HeaderBar title='监控维度设置' />
      <DimensionSettings />
    </View>
  )
}
