import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import AddMonitor, { presetFrom } from '@/components/Monitor/AddMonitor'

/** Add monitors from the monitoring home: recently viewed companies to tick, or search; several at once. */
export default function MonitoreAddPage() {
  const params = useRouter().params
  return (
    <View>
      <HeaderBar title='添加监控' />
      <AddMonitor multi showFootprints preset={presetFrom(params)} />
    </View>
  )
}
