/** Pieces the privacy pages share: a row that opens a page, an item of the inventory, placeholders while loading. */
import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import { navigate } from '@/services/nav'
import './privacy.scss'

export const open = (url: string) => () => {
  navigate(url).catch(() => undefined)
}

export function NavRow(props: {
  label: string
  desc?: string
  value?: string
  icon?: string
  color?: string
  danger?: boolean
  testId?: string
  onClick: () => void
}) {
  return (
    <View className={`pv-row ${props.danger ? 'pv-row--danger' : ''}`} onClick={props.onClick} data-testid={props.testId} role='button'>
      {props.icon && (
        <View className='pv-row__icon' style={{ background: props.color ?? '#2979ff' }}>
          <Text>{props.icon}</Text>
        </View>
      )}
      <View className='pv-row__main'>
        <Text className='pv-row__label'>{props.label}</Text>
        {!!props.desc && <Text className='pv-row__desc'>{props.desc}</Text>}
      </View>
      {!!props.value && <Text className='pv-row__value'>{props.value}</Text>}
      <Text className='pv-row__arrow'>›</Text>
    </View>
  )
}

/** One piece of collected information: what it is, its value for this user, and why it is kept. */
export function InfoItem(props: {
  label: string
  value?: string
  muted?: boolean
  note?: string
  testId?: string
  /** the value goes under the label, full width (a row of tags) */
  stack?: boolean
  children?: ReactNode
}) {
  return (
    <View className={`pv-item ${props.stack ? 'pv-item--stack' : ''}`} data-testid={props.testId}>
      <View className='pv-item__head'>
        <Text className='pv-item__label'>{props.label}</Text>
        {props.children ?? <Text className={`pv-item__value ${props.muted ? 'pv-item__value--muted' : ''}`}>{props.value}</Text>}
      </View>
      {!!props.note && <Text className='pv-item__note'>{props.note}</Text>}
    </View>
  )
}

/** Grey bars where a card's lines will be. */
export function Skeleton({ lines = 4 }: { lines?: number }) {
  return (
    <View className='pv-card' data-testid='pv-skeleton'>
      {Array.from({ length: lines }, (_, i) => (
        <View key={i} className='pv-skeleton' style={{ width: `${90 - (i % 3) * 15}%` }} />
      ))}
    </View>
  )
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <View className='pv-card'>
      <View className='pv-error'>
        <Text>加载失败，请检查网络后重试</Text>
        <Text className='pv-btn-small' onClick={onRetry}>
          重新加载
        </Text>
      </View>
    </View>
  )
}
