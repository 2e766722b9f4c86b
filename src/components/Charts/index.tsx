import { View, Text } from '@tarojs/components'
import './index.scss'

export interface ChartDatum {
  key: string
  label: string
  value: number
  /** a second line under the value, e.g. an amount */
  sub?: string
}

const PALETTE = ['#2979ff', '#fa3534', '#ff9900', '#19be6b', '#7b61ff', '#0fb5ae', '#ED7455', '#8a8f99']

/** Share of `value` in `max` as a percent height/width; a non-zero value stays visible (at least 2%). */
export function barPercent(value: number, max: number): number {
  if (!max || value <= 0) return 0
  return Math.max(2, Math.round((value / max) * 1000) / 10)
}

/** Vertical bars drawn with Views, each proportional to the largest value; scrolls sideways when there are many. */
export function BarChart({
  data,
  unit = '',
  color = '#2979ff',
  height = 320,
  onBar,
}: {
  data: ChartDatum[]
  unit?: string
  color?: string
  height?: number
  onBar?: (d: ChartDatum) => void
}) {
  const max = Math.max(0, ...data.map((d) => d.value))
  return (
    <View className='bar-chart'>
      <View className='bar-chart__plot' style={{ height: `${height / 2}px` }}>
        {data.map((d) => (
          <View key={d.key} className='bar-chart__col' onClick={() => onBar?.(d)}>
            <Text className='bar-chart__value'>
              {d.value}
              {unit}
            </Text>
            <View className='bar-chart__bar' data-value={d.value} style={{ height: `${barPercent(d.value, max)}%`, background: color }} />
          </View>
        ))}
      </View>
      <View className='bar-chart__axis'>
        {data.map((d) => (
          <View key={d.key} className='bar-chart__tick'>
            <Text className='bar-chart__label'>{d.label}</Text>
            {d.sub && <Text className='bar-chart__sub'>{d.sub}</Text>}
          </View>
        ))}
      </View>
    </View>
  )
}

/** Horizontal bars (e.g. by role): the share of the total as a percentage, each in its own colour. */
export function HBarChart({ data, onBar }: { data: ChartDatum[]; onBar?: (d: ChartDatum) => void }) {
  const total = data.reduce((s, d) => s + Math.max(0, d.value), 0)
  const max = Math.max(0, ...data.map((d) => d.value))
  return (
    <View className='hbar-chart'>
      <View className='hbar-chart__stack'>
        {data
          .filter((d) => d.value > 0)
          .map((d, i) => (
            <View
              key={d.key}
              className='hbar-chart__seg'
              style={{ width: `${total ? (d.value / total) * 100 : 0}%`, background: PALETTE[i % PALETTE.length] }}
            />
          ))}
      </View>
      {data.map((d, i) => (
        <View key={d.key} className='hbar-chart__row' onClick={() => onBar?.(d)}>
          <View className='hbar-chart__dot' style={{ background: PALETTE[i % PALETTE.length] }} />
          <Text className='hbar-chart__label'>{d.label}</Text>
          <View className='hbar-chart__track'>
            <View
              className='hbar-chart__fill'
              data-value={d.value}
              style={{ width: `${barPercent(d.value, max)}%`, background: PALETTE[i % PALETTE.length] }}
            />
          </View>
          <Text className='hbar-chart__value'>{d.value}</Text>
          <Text className='hbar-chart__pct'>{total ? `${Math.round((d.value / total) * 100)}%` : '0%'}</Text>
        </View>
      ))}
    </View>
  )
}
