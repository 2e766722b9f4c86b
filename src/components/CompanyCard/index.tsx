import { View, Text } from '@tarojs/components'
import type { CompanyHit } from '../../../contract/api/api'
import NameAvatar from '../NameAvatar'
import StatusTag from '../StatusTag'
import HighlightText from '../HighlightText'
import './index.scss'

export default function CompanyCard({ hit, onClick }: { hit: CompanyHit; onClick?: () => void }) {
  return (
    <View className='company-card' onClick={onClick}>
      <View className='company-card__top'>
        <NameAvatar name={hit.name} logo={hit.logo} size={88} />
        <View className='company-card__main'>
          <View className='company-card__name'>
            <HighlightText text={hit.name} spans={hit.highlight} />
          </View>
          <View className='company-card__tags'>
            <StatusTag status={hit.status} />
            {hit.companyType && <Text className='tag tag--plain'>{hit.companyType}</Text>}
          </View>
        </View>
      </View>
      <View className='company-card__facts'>
        <View className='card-fact'>
          <Text className='card-fact__label'>法定代表人</Text>
          <Text className='card-fact__value card-fact__value--link'>{hit.legalPerson || '-'}</Text>
        </View>
        <View className='card-fact'>
          <Text className='card-fact__label'>注册资本</Text>
          <Text className='card-fact__value'>{hit.regCapitalText || '-'}</Text>
        </View>
        <View className='card-fact'>
          <Text className='card-fact__label'>成立日期</Text>
          <Text className='card-fact__value'>{hit.established || '-'}</Text>
        </View>
      </View>
      <View className='company-card__foot'>
        <Text className='company-card__region'>{hit.regionName}</Text>
        {hit.matchReason && <Text className='company-card__reason'>{hit.matchReason}</Text>}
      </View>
    </View>
  )
}
