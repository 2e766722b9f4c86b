import { Text, View } from '@tarojs/components'
import { radiusText } from '@contract/domain/nearby'
import { radarDots, radarRings, type RadarInput } from '@/domain/nearbyRadar'

/**
 * The nearest companies on a radar, north up: the centre in the middle, each company at its bearing and distance,
 * the outer ring at the radius. Tapping a dot picks the company (its row is highlighted beneath).
 */
export default function NearbyRadar({
  items,
  radiusKm,
  selected,
  onSelect,
}: {
  items: RadarInput[]
  radiusKm: number
  selected?: string
  onSelect?: (pid: string) => void
}) {
  const radiusM = radiusKm * 1000
  const dots = radarDots(items, radiusM)
  return (
    <View className='vc-radar' data-testid='nearby-radar'>
      {radarRings(radiusM).map((r, i) => (
        <View key={i} className='vc-radar__ring' style={{ width: `${r.size}%`, height: `${r.size}%` }}>
          {(i === 1 || i === 3) && <Text className='vc-radar__ring-label'>{radiusText(r.metres / 1000)}</Text>}
        </View>
      ))}
      <View className='vc-radar__axis vc-radar__axis--h' />
      <View className='vc-radar__axis vc-radar__axis--v' />
      <Text className='vc-radar__north'>北</Text>
      <View className='vc-radar__sweep' />
      {dots.map((d) => (
        <View
          key={d.pid}
          className={`vc-radar__dot ${selected === d.pid ? 'is-on' : ''}`}
          data-testid='nearby-radar-dot'
          style={{ left: `${d.x}%`, top: `${d.y}%` }}
          onClick={() => onSelect?.(d.pid)}
        />
      ))}
      <View className='vc-radar__me' />
    </View>
  )
}
