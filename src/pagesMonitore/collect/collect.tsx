import { View } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import MonitorList from '@/components/Monitor/MonitorList'

/** The people the user monitors (new and ended roles, their risks). */
export default function MonitoreCollectPage() {
  return (
    <View>
      <HeaderBar title='人员监控' />
      <MonitorList kind='person' />
    </View>
  )
}
