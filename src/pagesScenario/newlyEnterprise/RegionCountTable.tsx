import { View, Text } from '@tarojs/components'
import type { NewlyRegionCount } from '../../../contract/schemas/scenario'

export type CountKey = 'week' | 'month'

/** Regions by the chosen count, the most first (ties by the other count, then code). */
export function sortRegions(list: NewlyRegionCount[], key: CountKey): NewlyRegionCount[] {
  const other: CountKey = key === 'week' ? 'month' : 'week'
  return [...list].sort((a, b) => b[key] - a[key] || b[other] - a[other] || a.code.localeCompare(b.code))
}

/** A table of regions with their new companies in 7 and 30 days, sortable by either; also used by citySelection. */
export function RegionCountTable({
  list,
  sortKey,
  onSort,
  onOpen,
  testId,
}: {
  list: NewlyRegionCount[]
  sortKey: CountKey
  onSort: (k: CountKey) => void
  onOpen: (r: NewlyRegionCount) => void
  testId: string
}) {
  return (
    <>
      <View className='nw-cols'>
        <Text className='nw-row__rank'>#</Text>
        <Text className='nw-row__name'>地区</Text>
        <Text className={`nw-row__num ${sortKey === 'week' ? 'nw-em' : ''}`} data-testid='sort-week' onClick={() => onSort('week')}>
          近7天{sortKey === 'week' ? '↓' : ''}
        </Text>
        <Text className={`nw-row__num ${sortKey === 'month' ? 'nw-em' : ''}`} data-testid='sort-month' onClick={() => onSort('month')}>
          近30天{sortKey === 'month' ? '↓' : ''}
        </Text>
        <Text className='nw-row__arrow' />
      </View>
      {sortRegions(list, sortKey).map((r, i) => (
        <View key={r.code} className='nw-row' data-testid={testId} data-code={r.code} onClick={() => onOpen(r)}>
          <Text className={`nw-row__rank ${i < 3 && r[sortKey] > 0 ? 'is-top' : ''}`}>{i + 1}</Text>
          <Text className='nw-row__name'>{r.name}</Text>
          <Text className={`nw-row__num ${sortKey === 'week' ? 'is-key' : ''}`}>{r.week}</Text>
          <Text className={`nw-row__num ${sortKey === 'month' ? 'is-key' : ''}`}>{r.month}</Text>
          <Text className='nw-row__arrow'>›</Text>
        </View>
      ))}
    </>
  )
}

export function TableSkeleton({ testId }: { testId: string }) {
  return (
    <View className='nw-card' data-testid={testId} aria-label='加载中'>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <View key={i} className={`nw-skel ${i % 2 ? 'nw-skel--short' : ''}`} />
      ))}
    </View>
  )
}
