import { View, Text } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { MessageTrend, RecentRange } from '../../../contract/api/api-monitor'
import { RECENT_RANGES } from '@/domain/monitorLabels'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { BarChart, HBarChart, type ChartDatum } from '@/components/Charts'
import { levelStyle } from '@/components/Monitor'
import { messageTrend } from '@/services/monitor'
import { navigate } from '@/services/nav'
import './messageTrend.scss'
import { to } from '@/links.gen'

const RANGES = RECENT_RANGES.filter((r) => r.key !== '3d')

/** Axis label of a point: days read 'D' ('M/D' on the first point and the 1st of a month), weeks 'M/D周' (their Monday). */
export const pointLabel = (label: string, unit: 'day' | 'week', first = false) => {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(label)
  if (!m) return label
  const month = Number(m[1])
  const day = Number(m[2])
  if (unit === 'week') return `${month}/${day}周`
  return first || day === 1 ? `${month}/${day}` : String(day)
}

/** Per day only up to 30 days (a bar a day stays readable); longer ranges count per week. */
export const DAY_RANGES: RecentRange[] = ['7d', '30d']

/** Dynamics of the monitored targets over time (per day or week) and by dimension. */
export default function MessageTrendPage() {
  const [unit, setUnit] = useState<'day' | 'week'>('week')
  const [range, setRange] = useState<RecentRange>('30d')
  const [data, setData] = useState<MessageTrend | null>(null)
  const [error, setError] = useState('')
  const seq = useRef(0)

  useEffect(() => {
    const mine = ++seq.current
    setError('')
    messageTrend(unit, range).then(
      (r) => mine === seq.current && setData(r),
      (e) => mine === seq.current && setError((e as Error)?.message || '加载失败'),
    )
  }, [unit, range])

  const bars: ChartDatum[] = (data?.points ?? []).map((p, i) => ({
    key: p.label,
    label: pointLabel(p.label, data!.unit, i === 0),
    value: p.total,
  }))
  const sum = (k: 'high' | 'warn' | 'info') => (data?.points ?? []).reduce((a, p) => a + p[k], 0)
  const dims: ChartDatum[] = (data?.byDimension ?? []).map((d) => ({ key: d.key, label: d.label, value: d.count }))
  return (
    <View className='mon-page'>
      <HeaderBar title='动态趋势' />
      <View className='mon-body'>
        <View className='mon-card'>
          <View className='mt-switch'>
            <Text
              className={`mt-switch__opt ${unit === 'day' ? 'is-on' : ''}`}
              onClick={() => {
                setUnit('day')
                if (!DAY_RANGES.includes(range)) setRange('30d')
              }}
            >
              按天
            </Text>
            <Text className={`mt-switch__opt ${unit === 'week' ? 'is-on' : ''}`} onClick={() => setUnit('week')}>
              按周
            </Text>
          </View>
          <View className='mon-chips mt-ranges'>
            {RANGES.map((r) => (
              <Text
                key={r.key}
                className={`mon-chip ${range === r.key ? 'is-on' : ''}`}
                onClick={() => {
                  setRange(r.key)
                  if (!DAY_RANGES.includes(r.key)) setUnit('week')
                }}
              >
                {r.label}
              </Text>
            ))}
          </View>
        </View>
        {error ? (
          <Empty text={error} />
        ) : !data ? (
          <LoadingOverlay visible transparent />
        ) : (
          <>
            <View className='mon-card'>
              <Text className='mon-card__title'>
                动态数量 <Text className='mt-total'>共 {data.total} 条</Text>
              </Text>
              <View className='mt-legend'>
                {(['high', 'warn', 'info'] as const).map((k) => (
                  <View key={k} className='mt-legend__item'>
                    <Text className='mt-legend__num' style={{ color: levelStyle(k).color }}>
                      {sum(k)}
                    </Text>
                    <Text className='mt-legend__label'>{levelStyle(k).text}</Text>
                  </View>
                ))}
              </View>
              {data.total === 0 ? <Empty text='该时间段内暂无动态' /> : <BarChart data={bars} height={360} />}
            </View>
            {dims.length > 0 && (
              <View className='mon-card'>
                <Text className='mon-card__title'>动态类型分布</Text>
                <HBarChart data={dims} />
              </View>
            )}
            <Text className='mon-hint mt-more' onClick={() => navigate(to.monitorMessages()).catch(() => undefined)}>
              查看全部消息 ›
            </Text>
          </>
        )}
      </View>
    </View>
  )
}
