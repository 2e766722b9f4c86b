import { View } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import MonitorList from '@/components/Monitor/MonitorList'

/** 我的监控: the companies the user monitors. */
export default function MonitoreMinePage() {
  return (
    <View>
      <HeaderBar title='企业监控' />
      <MonitorList kind='company' />
    </View>
  )
}
