import { View, Text } from '@tarojs/components'
import './index.scss'

export interface ShareBarItem {
  key: string
  name: string
  /** percent 0..100 */
  share: number
  sub?: string
  kind?: 'person' | 'company'
}

/** Shareholders as bars proportional to their share: the structure is seen before it is read. */
export default function ShareBars({ items, onClick }: { items: ShareBarItem[]; onClick?: (index: number) => void }) {
  return (
    <View className='share-bars'>
      {items.map((it, i) => (
        <View key={it.key + i} className='share-bars__row' onClick={() => onClick?.(i)}>
          <View className='share-bars__line'>
            <Text className={`share-bars__kind share-bars__kind--${it.kind || 'person'}`}>{it.kind === 'company' ? '企' : '人'}</Text>
            <Text className='share-bars__name'>{it.name}</Text>
            <Text className='share-bars__pct'>{formatShare(it.share)}</Text>
          </View>
          <View className='share-bars__track'>
            <View className='share-bars__fill' style={{ width: `${Math.max(1, Math.min(100, it.share))}%` }} />
          </View>
          {it.sub && <Text className='share-bars__sub'>{it.sub}</Text>}
        </View>
      ))}
    </View>
  )
}

export const formatShare = (share: number) => `${Number.isInteger(share) ? share : share.toFixed(2)}%`
