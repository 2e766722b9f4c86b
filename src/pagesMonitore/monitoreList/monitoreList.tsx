import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import MonitorList from '@/components/Monitor/MonitorList'

/** Every monitored company and person, by group; ?groupId opens one group. */
export default function MonitoreListPage() {
  const g = Number(useRouter().params.groupId)
  return (
    <View>
      <HeaderBar title='监控列表' />
      <MonitorList initialGroupId={Number.isInteger(g) && g > 0 ? g : undefined} />
    </View>
  )
}
