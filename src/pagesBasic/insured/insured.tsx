import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { BarChart } from '@/components/Charts'
import { dimensionDetail, dimensionList } from '@/services/dimensions'
import type { RecordItem } from '../../../contract/api/api-dimensions'
import '../../styles/special.scss'
import './insured.scss'

export interface InsuredYear {
  year: number
  count: number
  record: RecordItem
}

const num = (v: unknown) => {
  const n = Number(v)
  return isFinite(n) ? n : 0
}

/** One entry per report year (the newest record of a year wins), oldest first. */
export function insuredByYear(list: RecordItem[]): InsuredYear[] {
  const byYear = new Map<number, InsuredYear>()
  for (const r of list) {
    const year = num(r.fields.year) || (r.date ? Number(r.date.slice(0, 4)) - 1 : 0)
    if (!year) continue
    const count = num(r.fields.title ?? r.title)
    const old = byYear.get(year)
    if (!old || (r.date || '') > (old.record.date || '')) byYear.set(year, { year, count, record: r })
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year)
}

const INSURANCES: Array<[string, string]> = [
  ['pension', '养老'],
  ['medical', '医疗'],
  ['unemployment', '失业'],
  ['injury', '工伤'],
  ['maternity', '生育'],
]

export default function Insured() {
  const params = useRouter().params
  const [pid, setPid] = useState(params.pid || '')
  const [years, setYears] = useState<InsuredYear[] | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    // opened for one record (id): its company's chart
    if (!params.pid && params.id) {
      dimensionDetail(params.id)
        .then((r) => setPid(r.pid || ''))
        .catch((e) => setError(e?.message || '加载失败'))
    } else if (!params.pid) setError('缺少企业编号')
  }, [params.pid, params.id])

  useEffect(() => {
    if (!pid) return
    dimensionList({ dimension: 'insured', pid, pageNum: 1, pageSize: 50, sort: 'date', order: 'desc' })
      .then((r) => setYears(insuredByYear(r.list)))
      .catch((e) => setError(e?.message || '加载失败'))
  }, [pid])

  const latest = years && years.length ? years[years.length - 1] : null
  const prev = years && years.length > 1 ? years[years.length - 2] : null
  const diff = latest && prev ? latest.count - prev.count : null

  return (
    <View className='sp-page insured'>
      <HeaderBar title='参保人数' />
      {error ? (
        <Empty text={error} />
      ) : !years ? (
        <LoadingOverlay visible />
      ) : years.length === 0 ? (
        <Empty />
      ) : (
        <View>
          <View className='sp-card'>
            <View className='sp-stats'>
              <View className='sp-stat'>
                <Text className='sp-stat__num insured__latest'>{latest!.count}</Text>
                <Text className='sp-stat__label'>{latest!.year}年参保人数</Text>
              </View>
              {diff !== null && (
                <View className='sp-stat'>
                  <Text className={`sp-stat__num ${diff < 0 ? 'sp-stat__num--red' : ''}`}>{diff > 0 ? `+${diff}` : diff}</Text>
                  <Text className='sp-stat__label'>较上年</Text>
                </View>
              )}
              <View className='sp-stat'>
                <Text className='sp-stat__num'>{years.length}</Text>
                <Text className='sp-stat__label'>年报年度</Text>
              </View>
            </View>
          </View>
          <View className='sp-card'>
            <View className='sp-card__head'>
              <Text className='sp-card__title'>参保人数趋势</Text>
              <Text className='sp-note'>单位：人</Text>
            </View>
            <BarChart data={years.map((y) => ({ key: String(y.year), label: String(y.year), value: y.count }))} />
          </View>
          <View className='sp-card'>
            <View className='sp-card__head'>
              <Text className='sp-card__title'>历年明细</Text>
            </View>
            <View className='insured-table'>
              <View className='insured-table__row insured-table__row--head'>
                <Text className='insured-table__cell'>年度</Text>
                <Text className='insured-table__cell'>参保人数</Text>
                {INSURANCES.map(([k, l]) => (
                  <Text key={k} className='insured-table__cell'>
                    {l}
                  </Text>
                ))}
              </View>
              {[...years].reverse().map((y) => (
                <View key={y.year} className='insured-table__row'>
                  <Text className='insured-table__cell'>{y.year}</Text>
                  <Text className='insured-table__cell insured-table__cell--em'>{y.count}</Text>
                  {INSURANCES.map(([k]) => (
                    <Text key={k} className='insured-table__cell'>
                      {y.record.fields[k] ?? '-'}
                    </Text>
                  ))}
                </View>
              ))}
            </View>
            <Text className='sp-note insured__source'>
              数据来源：{latest!.record.source || '企业公开年报'} · 采集于 {latest!.record.capturedAt || '-'}
            </Text>
          </View>
        </View>
      )}
    </View>
  )
}
