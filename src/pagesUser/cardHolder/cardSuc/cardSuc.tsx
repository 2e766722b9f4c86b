import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Card } from '../../../../contract/schemas/card'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { cardDetail } from '@/services/cards'
import { back, navigate } from '@/services/nav'
import '../shared/card.scss'
import './cardSuc.scss'

/** To 名片夹: back to it when it is the page below, else opened in place of this one. */
function toHolder() {
  const pages = Taro.getCurrentPages?.() ?? []
  const below = pages[pages.length - 2]?.route ?? ''
  if (below.includes('cardHolder/list')) return back().catch(() => undefined)
  return navigate(to.cardHolder(), 'redirect').catch(() => undefined)
}

/** 保存成功: the card just added, with 继续添加 and 查看名片夹. */
export default function CardSuc() {
  const id = Number(useRouter().params.id)
  const [card, setCard] = useState<Card | null>(null)

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) cardDetail(id).then(setCard, () => undefined)
  }, [id])

  return (
    <View className='cd-page cs-page'>
      <HeaderBar title='保存成功' />
      <View className='cs-box'>
        <View className='cs-icon'>
          <Text>✓</Text>
        </View>
        <Text className='cs-title'>名片已保存</Text>
        <Text className='cs-sub' data-testid='suc-card'>
          {card ? `${card.name}${card.company ? ` · ${card.company}` : ''} 已加入名片夹` : '已加入你的名片夹'}
        </Text>
        {id > 0 && (
          <Text
            className='cd-link'
            data-testid='suc-view'
            onClick={() => navigate(to.cardDetails({ id }), 'redirect').catch(() => undefined)}
          >
            查看名片 ›
          </Text>
        )}
      </View>
      <View className='cs-buttons'>
        <View className='cd-btn is-ghost' data-testid='suc-more' onClick={() => navigate(to.cardAdd(), 'redirect').catch(() => undefined)}>
          <Text>继续添加</Text>
        </View>
        <View className='cd-btn' data-testid='suc-holder' onClick={toHolder}>
          <Text>查看名片夹</Text>
        </View>
      </View>
    </View>
  )
}
