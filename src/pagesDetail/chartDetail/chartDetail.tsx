import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { BarChart } from '@/components/Charts'
import { amountText } from '@/components/RecordFields'
import { getDimension } from '@contract/domain/dimensions'
import { findRoute } from '@/routes'
import { dimensionTrend } from '@/services/dimensions'
import { navigate } from '@/services/nav'
import type { DimensionTrend } from '../../../contract/api/api-dimensions'
import '../../styles/special.scss'
import { pageLink } from '@/pageLink'

/** '2026-03' → '3月'. */
export const monthLabel = (m: string) => `${Number(m.split('-')[1])}月`

/** The year under the first month and under every January. */
export const monthSub = (m: string, i: number) => (i === 0 || m.endsWith('-01') ? m.slice(0, 4) : undefined)

/** One dimension of a company over time: records per year, and per month over the last 12 months. */
export default function ChartDetail() {
  const params = useRouter().params
  const pid = params.pid || ''
  const key = params.dimension || ''
  const dim = getDimension(key)
  const [data, setData] = useState<DimensionTrend | null>(null)
  const [error, setError] = useState(!pid ? '缺少企业编号' : !dim ? '未知的数据维度' : '')

  useEffect(() => {
    if (!pid || !dim) return
    dimensionTrend(key, { pid })
      .then(setData)
      .catch((e) => setError(e?.message || '加载失败'))
  }, [pid, key])

  const title = dim ? `${dim.label}趋势` : '数据趋势'
  if (error)
    return (
      <View className='sp-page'>
        <HeaderBar title={title} />
        <Empty text={error} />
      </View>
    )
  if (!data)
    return (
      <View className='sp-page'>
        <HeaderBar title={title} />
        <LoadingOverlay visible />
      </View>
    )

  const years = [...data.byYear].sort((a, b) => a.year - b.year)
  const total = years.reduce((s, y) => s + y.count, 0)
  const amount = years.reduce((s, y) => s + (y.amount || 0), 0)
  const last12 = data.byMonth.reduce((s, m) => s + m.count, 0)
  const list = dim!.listRoute && findRoute(dim!.listRoute) ? dim!.listRoute : ''

  return (
    <View className='sp-page chart-detail'>
      <HeaderBar title={title} />
      <View className='sp-card'>
        <View className='sp-stats'>
          <View className='sp-stat'>
            <Text className='sp-stat__num chart-detail__total'>{total}</Text>
            <Text className='sp-stat__label'>{dim!.label}总数</Text>
          </View>
          <View className='sp-stat'>
            <Text className='sp-stat__num'>{last12}</Text>
            <Text className='sp-stat__label'>近12个月</Text>
          </View>
          {dim!.hasAmount && (
            <View className='sp-stat'>
              <Text className='sp-stat__num sp-stat__num--red'>{amountText(amount)}</Text>
              <Text className='sp-stat__label'>涉及金额</Text>
            </View>
          )}
        </View>
        {list && (
          <View
            className='chart-detail__list sp-link'
            style={{ marginTop: '12px', textAlign: 'right' }}
            onClick={() => navigate(pageLink(list, { pid })).catch(() => undefined)}
          >
            <Text>查看{dim!.label}列表 ›</Text>
          </View>
        )}
      </View>
      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>按年度</Text>
          <Text className='sp-note'>单位：条</Text>
        </View>
        {years.length === 0 ? (
          <Empty />
        ) : (
          <View className='chart-detail__years'>
            <BarChart
              data={years.map((y) => ({
                key: String(y.year),
                label: String(y.year),
                value: y.count,
                sub: dim!.hasAmount && y.amount ? `${Math.round(y.amount)}万` : undefined,
              }))}
            />
          </View>
        )}
      </View>
      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>近12个月</Text>
          <Text className='sp-note'>单位：条</Text>
        </View>
        {data.byMonth.length === 0 ? (
          <Empty />
        ) : (
          <View className='chart-detail__months'>
            <BarChart
              data={data.byMonth.map((m, i) => ({ key: m.month, label: monthLabel(m.month), sub: monthSub(m.month, i), value: m.count }))}
              color='#19be6b'
              height={240}
            />
          </View>
        )}
      </View>
    </View>
  )
}
