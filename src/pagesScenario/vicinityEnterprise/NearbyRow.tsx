import { Text, View } from '@tarojs/components'
import type { NearbyItem } from '../../../contract/schemas/nearby'
import { bearingText } from '@contract/domain/nearby'
import NameAvatar from '@/components/NameAvatar'
import StatusTag from '@/components/StatusTag'
import { distanceText } from '@/services/discover'

/** A company of 附近企业: name and status, legal person, capital and industry, its distance and direction, the address. */
export default function NearbyRow({ c, on, onClick }: { c: NearbyItem; on?: boolean; onClick: () => void }) {
  return (
    <View className={`vc-co ${on ? 'is-on' : ''}`} data-testid='nearby-company' data-pid={c.pid} onClick={onClick}>
      <View className='vc-co__top'>
        <NameAvatar name={c.name} size={72} />
        <View className='vc-co__main'>
          <Text className='vc-co__name'>{c.name}</Text>
          <View className='vc-co__tags'>
            <StatusTag status={c.status} />
            <Text className='vc-co__industry'>{c.industry}</Text>
          </View>
        </View>
        <View className='vc-co__dist'>
          <Text className='vc-co__km' data-testid='nearby-distance'>
            {distanceText(c.distance).replace('约 ', '')}
          </Text>
          <Text className='vc-co__dir'>{c.distance > 0 ? `${bearingText(c.bearing)}方向` : '就在这里'}</Text>
        </View>
      </View>
      <Text className='vc-co__line'>
        法定代表人 {c.legalPerson || '-'} · 注册资本 {c.regCapitalText}
      </Text>
      <Text className='vc-co__addr'>{c.address}</Text>
    </View>
  )
}
