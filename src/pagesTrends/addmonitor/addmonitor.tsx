import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import AddMonitor, { presetFrom } from '@/components/Monitor/AddMonitor'

/** Add one company or person to monitoring; ?pid&name (a company) or ?personId&name preselect it. */
export default function AddMonitorPage() {
  const params = useRouter().params
  return (
    <View>
      <HeaderBar title='添加监控' />
      <AddMonitor multi={false} preset={presetFrom(params)} />
    </View>
  )
}
