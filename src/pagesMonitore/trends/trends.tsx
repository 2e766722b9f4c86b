import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import HeaderBar from '@/components/HeaderBar'
import Timeline from '@/components/Monitor/Timeline'

/** The dynamics of one monitor group (?groupId&name), with the level, dimension and time filters. */
export default function GroupTrendsPage() {
  const params = useRouter().params
  const g = Number(params.groupId)
  const groupId = Number.isInteger(g) && g > 0 ? g : undefined
  const name = params.name ? decodeURIComponent(params.name) : ''
  return (
    <View style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <HeaderBar title={name ? `${name}的动态` : '监控动态'} />
      <Timeline fixedGroupId={groupId} />
    </View>
  )
}
