import { View, Text } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Card } from '../../../../contract/schemas/card'
import { cardText } from '@contract/domain/cards'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { to } from '@/links.gen'
import { cardDetail } from '@/services/cards'
import { navigate } from '@/services/nav'
import { ymd } from '@contract/domain/dates'
import BusinessCard from '../shared/BusinessCard'
import ContactRows, { call, copy, openCompany } from '../shared/ContactRows'
import '../shared/card.scss'
import './cardDetails.scss'

/** 名片详情: the card as a business card, with 拨打电话, 复制名片, 查看企业 (when linked) and 编辑. */
export default function CardDetails() {
  const id = Number(useRouter().params.id)
  const [card, setCard] = useState<Card | null>(null)
  const [error, setError] = useState('')

  const load = () => {
    if (!Number.isInteger(id) || id <= 0) {
      setError('名片不存在或已删除')
      return
    }
    cardDetail(id).then(
      (c) => {
        setCard(c)
        setError('')
      },
      (e) => setError((e as Error)?.message || '加载失败'),
    )
  }
  useEffect(load, [id])
  // back from 编辑: the card as saved
  useDidShow(() => {
    if (card) load()
  })

  if (!card)
    return (
      <View className='cd-page'>
        <HeaderBar title='名片详情' />
        {error ? <Empty text={error} /> : <LoadingOverlay visible />}
      </View>
    )

  const actions = [
    { key: 'call', icon: '☏', label: '拨打电话', on: () => call(card.mobile) },
    { key: 'copy', icon: '复', label: '复制名片', on: () => copy(cardText(card), '名片') },
    ...(card.pid ? [{ key: 'company', icon: '企', label: '查看企业', on: () => openCompany(card.pid!) }] : []),
    { key: 'edit', icon: '✎', label: '编辑', on: () => navigate(to.cardEdit({ id: card.id })).catch(() => undefined) },
  ]

  return (
    <View className='cd-page cdt-page'>
      <HeaderBar title='名片详情' />
      <BusinessCard card={card} />
      <View className='cdt-actions'>
        {actions.map((a) => (
          <View key={a.key} className='cdt-action' data-testid={`action-${a.key}`} onClick={a.on}>
            <View className={`cdt-action__icon cdt-action__icon--${a.key}`}>
              <Text>{a.icon}</Text>
            </View>
            <Text className='cdt-action__label'>{a.label}</Text>
          </View>
        ))}
      </View>
      <ContactRows card={card} />
      <Text className='cdt-meta'>
        添加于 {ymd(new Date(card.createdAt))}
        {card.updatedAt !== card.createdAt ? ` · 更新于 ${ymd(new Date(card.updatedAt))}` : ''}
      </Text>
    </View>
  )
}
