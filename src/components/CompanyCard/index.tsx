import { View, Text } from '@tarojs/components'
import type { CompanyHit } from '../../../contract/api/api'
import NameAvatar from '../NameAvatar'
import StatusTag from '../StatusTag'
import './index.scss'

/** Splits a name into plain and highlighted pieces by [start, end) spans. */
export function splitHighlight(name: string, spans: Array<[number, number]>) {
  const chars = Array.from(name)
  const mark = new Array(chars.length).fill(false)
  for (const [s, e] of spans) for (let i = Math.max(0, s); i < Math.min(chars.length, e); i++) mark[i] = true
  const parts: Array<{ text: string; hit: boolean }> = []
  chars.forEach((c, i) => {
    const last = parts[parts.length - 1]
    if (last && last.hit === mark[i]) last.text += c
    else parts.push({ text: c, hit: mark[i] })
  })
  return parts
}

export default function CompanyCard({ hit, onClick }: { hit: CompanyHit; onClick?: () => void }) {
  return (
    <View className='company-card' onClick={onClick}>
      <View className='company-card__top'>
        <NameAvatar name={hit.name} logo={hit.logo} size={88} />
        <View className='company-card__main'>
          <View className='company-card__name'>
            {splitHighlight(hit.name, hit.highlight).map((p, i) => (
              <Text key={i} className={p.hit ? 'hl' : ''}>
                {p.text}
              </Text>
            ))}
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
