import { View, Text } from '@tarojs/components'
import { useState } from 'react'
import type { RegionNode } from '../../../contract/api/api'
import './index.scss'

/** The name of a province or city code in the region tree ('' when it is neither). */
export function regionNameOf(regions: RegionNode[], code: string): string {
  for (const p of regions) {
    if (p.code === code) return p.name
    for (const c of p.children ?? []) if (c.code === code) return c.name
  }
  return ''
}

/**
 * A dropdown panel for a province or a city: 全国 and the provinces, then, once a province is tapped, 全<province> and
 * its cities. A pick calls `onPick` with the code ('' for 全国) and closes the panel.
 */
export default function RegionOptions({
  regions,
  value,
  onPick,
  close,
}: {
  regions: RegionNode[]
  value: string
  onPick: (code: string) => void
  close: () => void
}) {
  const [province, setProvince] = useState<RegionNode | null>(null)
  const option = (label: string, selected: boolean, tap: () => void) => (
    <View key={label} className={`region-option ${selected ? 'is-selected' : ''}`} data-testid='region-option' onClick={tap}>
      <Text>{label}</Text>
    </View>
  )
  const pick = (code: string) => () => {
    onPick(code)
    close()
  }
  // each list is its own element (a key of its own), so opening a province starts at the top of its cities
  if (province)
    return (
      <View className='region-options' key={province.code}>
        {option('‹ 返回省份', false, () => setProvince(null))}
        {option(`全${province.name}`, value === province.code, pick(province.code))}
        {(province.children ?? []).map((c) => option(c.name, value === c.code, pick(c.code)))}
      </View>
    )
  return (
    <View className='region-options' key='provinces'>
      {option('全国', value === '', pick(''))}
      {regions.map((p) => option(p.name, value.slice(0, 2) === p.code.slice(0, 2), () => setProvince(p)))}
    </View>
  )
}
