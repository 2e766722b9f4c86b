import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import DimensionSettings from '@/components/Monitor/DimensionSettings'

/** Monitor settings: ?id sets one target's dimensions; without it, the user's default dimensions and levels. */
export default function SetingPage() {
  const id = Number(useRouter().params.id)
  const targetId = Number.isInteger(id) && id > 0 ? id : undefined
  return (
    <View>
      <HeaderBar title={targetId ? '监控设置' : '默认监控设置'} />
      <DimensionSettings targetId={targetId} />
    </View>
  )
}
