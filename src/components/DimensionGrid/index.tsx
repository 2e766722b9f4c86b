import { View, Text } from '@tarojs/components'
import { navigate } from '@/services/nav'
import type { DimensionCount } from '../../../contract/api/api'
import { CATEGORY_LABELS, getDimension } from '@contract/domain/dimensions'
import { findRoute } from '@/routes'
import './index.scss'
import { pageLink } from '@/pageLink'

/** Groups dimension counts by category, keeping the registry's category order. */
export function groupDimensions(dims: DimensionCount[]) {
  const order = Object.keys(CATEGORY_LABELS)
  const groups = new Map<string, DimensionCount[]>()
  for (const d of dims) {
    if (!groups.has(d.category)) groups.set(d.category, [])
    groups.get(d.category)!.push(d)
  }
  return [...groups.entries()]
    .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([category, items]) => ({
      category,
      label: CATEGORY_LABELS[category] ?? category,
      items,
      total: items.reduce((s, d) => s + d.count, 0),
    }))
}

/** Every dimension of the company with its count; empty ones are greyed, not hidden. */
export default function DimensionGrid({ dimensions, pid }: { dimensions: DimensionCount[]; pid?: string }) {
  const open = (d: DimensionCount) => {
    const route = getDimension(d.key)?.listRoute
    if (!d.count || !route || !findRoute(route)) return
    navigate(pageLink(route, { pid }))
  }
  return (
    <View className='dim-grid'>
      {groupDimensions(dimensions).map((g) => (
        <View key={g.category} className='dim-grid__group'>
          <View className='dim-grid__head'>
            <Text className='dim-grid__label'>{g.label}</Text>
            <Text className='dim-grid__total'>{g.total}</Text>
          </View>
          <View className='dim-grid__cells'>
            {g.items.map((d) => (
              <View key={d.key} className={`dim-grid__cell ${d.count ? '' : 'is-empty'}`} data-dim={d.key} onClick={() => open(d)}>
                <Text className='dim-grid__name'>{d.label}</Text>
                <Text className='dim-grid__count'>{d.count}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
