import { View, Text } from '@tarojs/components'
import type { PersonHit } from '../../../contract/api/api'
import './index.scss'

/** A person found by name, told apart from namesakes by their main company. */
export default function PersonHitCard({ person, compact, onClick }: { person: PersonHit; compact?: boolean; onClick?: () => void }) {
  return (
    <View className={`person-hit ${compact ? 'person-hit--compact' : ''}`} onClick={onClick}>
      <View className='person-hit__avatar'>
        <Text>{person.name.slice(0, 1)}</Text>
      </View>
      <View className='person-hit__main'>
        <Text className='person-hit__name'>{person.name}</Text>
        <Text className='person-hit__company'>{person.mainCompany?.name}</Text>
        <Text className='person-hit__count'>
          关联 {person.companyCount} 家企业{!compact && person.roles.length ? ` · ${person.roles.join('、')}` : ''}
        </Text>
      </View>
    </View>
  )
}
