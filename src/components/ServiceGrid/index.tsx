import { View, Text } from '@tarojs/components'
import { navigate } from '@/services/nav'
import type { ServiceEntry } from '@/domain/serviceEntries'
import './index.scss'

export default function ServiceGrid({ entries, moreUrl }: { entries: ServiceEntry[]; moreUrl?: string }) {
  return (
    <View className='service-grid'>
      {entries.map((e) => (
        <View key={e.key} className='service-grid__item' onClick={() => navigate(e.url)}>
          <View className='service-grid__icon' style={{ background: e.color }}>
            <Text>{e.glyph}</Text>
          </View>
          <Text className='service-grid__title'>{e.title}</Text>
        </View>
      ))}
      {moreUrl && (
        <View className='service-grid__item' onClick={() => navigate(moreUrl)}>
          <View className='service-grid__icon service-grid__icon--more'>
            <Text>···</Text>
          </View>
          <Text className='service-grid__title'>全部服务</Text>
        </View>
      )}
    </View>
  )
}
