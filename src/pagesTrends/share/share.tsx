import { View, Text, Button } from '@tarojs/components'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { DynamicShare } from '../../../contract/api/api-monitor'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { levelStyle } from '@/components/Monitor'
import { dynamicShare } from '@/services/monitor'
import './share.scss'
import { to } from '@/links.gen'

/** The full address of the dynamic's page in H5 (hash routing). */
export function shareLink(path: string): string {
  const origin = typeof window !== 'undefined' && window.location ? `${window.location.origin}${window.location.pathname}` : ''
  return `${origin}#${path.startsWith('/') ? path : `/${path}`}`
}

/** A share preview of one dynamic: a card to screenshot (H5) or to send from the share menu (mini-program). */
export default function SharePage() {
  const id = Number(useRouter().params.id)
  const [s, setS] = useState<DynamicShare | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setError('缺少动态编号')
      return
    }
    dynamicShare(id).then(setS, (e) => setError((e as Error)?.message || '加载失败'))
  }, [id])

  useShareAppMessage(() => ({ title: s?.shareTitle || '云企查 · 企业动态', path: s?.path || to.trends() }))

  if (!s) {
    return (
      <View className='share-page'>
        <HeaderBar title='分享动态' />
        {error ? <Empty text={error} /> : <LoadingOverlay visible />}
      </View>
    )
  }
  const lv = levelStyle(s.level)
  const copy = () =>
    Taro.setClipboardData({ data: `${s.shareTitle}\n${shareLink(s.path)}` }).then(
      () => Taro.showToast({ title: '链接已复制', icon: 'none' }),
      () => Taro.showToast({ title: '复制失败，请重试', icon: 'none' }),
    )
  return (
    <View className='share-page'>
      <HeaderBar title='分享动态' />
      <View className='share-card' data-testid='share-card'>
        <View className='share-card__top'>
          <Text className='share-card__brand'>云企查</Text>
          <Text className='share-card__kind'>企业风险动态</Text>
        </View>
        <View className='share-card__body'>
          <Text className='share-card__level' style={{ color: lv.color, background: lv.background }}>
            {s.levelLabel}
          </Text>
          <Text className='share-card__title'>{s.title}</Text>
          <Text className='share-card__target'>{s.targetName}</Text>
          <Text className='share-card__content'>{s.content}</Text>
          <Text className='share-card__date'>{s.date}</Text>
        </View>
        <View className='share-card__foot'>
          <Text className='share-card__hint'>打开云企查，查看完整动态与风险解读</Text>
        </View>
      </View>
      <Text className='share-tip'>
        {process.env.TARO_ENV === 'weapp' ? '点击下方按钮或右上角菜单发送给好友' : '截屏保存卡片，或复制链接发送给好友'}
      </Text>
      <View className='share-actions'>
        {process.env.TARO_ENV === 'weapp' ? (
          // the platform share button: onShareAppMessage above gives the card
          <Button className='share-btn' openType='share'>
            分享给好友
          </Button>
        ) : (
          <View className='share-btn' onClick={copy}>
            <Text>复制链接</Text>
          </View>
        )}
      </View>
    </View>
  )
}
