import { View } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import AddMonitor from '@/components/Monitor/AddMonitor'

/** Add several companies and people to monitoring at once (search and tick, or tick recently viewed ones). */
export default function AddMonitorNewPage() {
  return (
    <View>
      <HeaderBar title='批量添加监控' />
      <AddMonitor multi showFootprints />
    </View>
  )
}
