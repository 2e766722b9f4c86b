import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Coupon } from '../../../contract/schemas/member'
import { ymd } from '@contract/domain/dates'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { yuan } from '@/domain/payMethod'
import { to } from '@/links.gen'
import { getCoupons } from '@/services/member'
import { navigate } from '@/services/nav'
import '../myOrder/myOrder/myOrder.scss'
import './coupon.scss'

const TABS = [
  { key: 'available', label: '可使用' },
  { key: 'used', label: '已使用' },
  { key: 'expired', label: '已过期' },
] as const
type Tab = (typeof TABS)[number]['key']

const SOURCE: Record<Coupon['source'], string> = { first_order: '新用户专享', invite: '邀请奖励' }

/** The user's coupons: usable ones (also those an unpaid order holds), used and expired. */
export default function CouponPage() {
  const [all, setAll] = useState<Coupon[] | null>(null)
  const [tab, setTab] = useState<Tab>('available')
  const load = () =>
    getCoupons().then(
      (r) => setAll(r.list),
      () => setAll([]),
    )
  useEffect(() => {
    load()
  }, [])
  // back from the member centre: a coupon may have been used
  useDidShow(() => {
    if (all !== null) load()
  })
  const list = (all ?? []).filter((c) => (tab === 'available' ? c.state === 'available' || c.state === 'held' : c.state === tab))
  return (
    <View className='cp-page'>
      <HeaderBar title='优惠券' />
      <View className='mo-tabs cp-tabs'>
        {TABS.map((t) => (
          <Text key={t.key} className={`mo-tab ${tab === t.key ? 'is-on' : ''}`} onClick={() => setTab(t.key)}>
            {t.label}
          </Text>
        ))}
      </View>
      {all === null && <LoadingOverlay visible />}
      <View className='cp-list'>
        {list.map((c) => (
          <View key={c.id} className={`cp-card ${tab !== 'available' ? 'is-dim' : ''}`} data-testid='coupon-card'>
            <View className='cp-card__amount'>
              <Text className='cp-card__yen'>¥</Text>
              <Text className='cp-card__num'>{yuan(c.amountFen)}</Text>
              <Text className='cp-card__min'>{c.minFen > 0 ? `满${yuan(c.minFen)}元可用` : '无门槛'}</Text>
            </View>
            <View className='cp-card__main'>
              <Text className='cp-card__title'>{c.title}</Text>
              <Text className='cp-card__meta'>
                {SOURCE[c.source]} ·{' '}
                {c.state === 'used' && c.usedAt ? `${ymd(new Date(c.usedAt))} 已使用` : `${ymd(new Date(c.expiresAt))} 到期`}
              </Text>
              {c.state === 'held' && <Text className='cp-card__held'>待支付订单占用中，订单关闭后退回</Text>}
            </View>
            {c.state === 'available' && (
              <Text className='cp-card__use' onClick={() => navigate(to.memberCenter()).catch(() => undefined)}>
                去使用
              </Text>
            )}
          </View>
        ))}
        {all !== null && list.length === 0 && <Empty text='暂无数据～' />}
        {tab === 'available' && <Text className='cp-note'>每笔订单最多使用一张优惠券，下单时自动选用减免最多的一张。</Text>}
      </View>
    </View>
  )
}
