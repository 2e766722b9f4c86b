import { View, Text } from '@tarojs/components'
import { cardAvatarText } from '@contract/domain/cards'

/** What a card face shows: a kept card, the user's own or a shared one. */
export interface CardFace {
  name: string
  mobile: string
  landline: string
  email: string
  company: string
  title: string
  address: string
}

/** The card laid out like a printed business card: company on top, the name large, then the ways to reach them. */
export default function BusinessCard({ card }: { card: CardFace }) {
  const lines: Array<[string, string]> = [
    ['手', card.mobile],
    ['座', card.landline],
    ['邮', card.email],
    ['址', card.address],
  ]
  return (
    <View className='bc' data-testid='business-card'>
      <Text className='bc__company'>{card.company || ' '}</Text>
      <View className='bc__avatar'>
        <Text>{cardAvatarText(card.name)}</Text>
      </View>
      <View className='bc__head'>
        <Text className='bc__name' data-testid='bc-name'>
          {card.name || '姓名'}
        </Text>
        {!!card.title && <Text className='bc__title'>{card.title}</Text>}
      </View>
      <View className='bc__rule' />
      {lines
        .filter(([, v]) => !!v)
        .map(([label, v]) => (
          <View key={label} className='bc__line'>
            <Text className='bc__line-label'>{label}</Text>
            <Text className='bc__line-text'>{v}</Text>
          </View>
        ))}
      <Text className='bc__brand'>云企查 · 名片</Text>
    </View>
  )
}
