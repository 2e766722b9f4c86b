import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { BarChart, HBarChart } from '@/components/Charts'
import { amountText } from '@/components/RecordFields'
import { getDimension } from '@contract/domain/dimensions'
import { findRoute } from '@/routes'
import { navigate } from '@/services/nav'
import { lawSummary } from '@/services/law'
import type { LawSummary } from '../../../contract/api/api-dimensions'
import '../../styles/special.scss'
import './lawIndex.scss'
import { to } from '@/links.gen'
import { pageLink } from '@/pageLink'

/** The list route of a judicial dimension when that page is built. */
export function listRouteOf(key: string): string | undefined {
  const r = getDimension(key)?.listRoute
  return r && findRoute(r) ? r : undefined
}

export default function LawIndex() {
  const pid = useRouter().params.pid || ''
  const [data, setData] = useState<LawSummary | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!pid) {
      setError('缺少企业编号')
      return
    }
    lawSummary(pid)
      .then(setData)
      .catch((e) => setError(e?.message || '加载失败'))
  }, [pid])

  const openDim = (key: string, count: number) => {
    const route = listRouteOf(key)
    if (!count || !route) return
    navigate(pageLink(route, { pid })).catch(() => undefined)
  }
  const openTrend = (key: string) => navigate(to.dimensionTrend({ pid, dimension: key })).catch(() => undefined)

  return (
    <View className='sp-page law-index'>
      <HeaderBar title='法律诉讼' />
      {error ? (
        <Empty text={error} />
      ) : !data ? (
        <LoadingOverlay visible />
      ) : (
        <View>
          <View className='sp-card'>
            <View className='sp-stats'>
              <View className='sp-stat'>
                <Text className='sp-stat__num sp-stat__num--red law-index__total'>{data.total}</Text>
                <Text className='sp-stat__label'>司法数据总数</Text>
              </View>
              <View className='sp-stat'>
                <Text className='sp-stat__num law-index__amount'>{amountText(data.amountTotal)}</Text>
                <Text className='sp-stat__label'>涉案总金额</Text>
              </View>
            </View>
            <View className='law-index__all' onClick={() => navigate(to.allCases({ pid })).catch(() => undefined)}>
              <Text>查看全部司法案件（按案件串联各审理阶段）</Text>
              <Text className='sp-link'>›</Text>
            </View>
          </View>

          <View className='sp-card'>
            <View className='sp-card__head'>
              <Text className='sp-card__title'>司法维度</Text>
            </View>
            <View className='law-dims'>
              {data.dimensions.map((d) => {
                const linked = !!d.count && !!listRouteOf(d.key)
                return (
                  <View
                    key={d.key}
                    className={`law-dims__cell ${d.count ? '' : 'is-empty'}`}
                    data-dim={d.key}
                    onClick={() => openDim(d.key, d.count)}
                  >
                    <Text className='law-dims__label'>{d.label}</Text>
                    <Text className={`law-dims__count ${linked ? 'is-link' : ''}`}>{d.count}</Text>
                    {d.count > 0 && (
                      <Text
                        className='law-dims__trend'
                        onClick={(e) => {
                          e.stopPropagation()
                          openTrend(d.key)
                        }}
                      >
                        趋势
                      </Text>
                    )}
                  </View>
                )
              })}
            </View>
          </View>

          <View className='sp-card'>
            <View className='sp-card__head'>
              <Text className='sp-card__title'>年度分布</Text>
              <Text className='sp-note'>单位：条</Text>
            </View>
            {data.byYear.length === 0 ? (
              <Empty />
            ) : (
              <BarChart
                data={[...data.byYear]
                  .sort((a, b) => a.year - b.year)
                  .map((y) => ({ key: String(y.year), label: String(y.year), value: y.count }))}
                color='#fa3534'
              />
            )}
          </View>

          <View className='sp-card'>
            <View className='sp-card__head'>
              <Text className='sp-card__title'>诉讼身份</Text>
              <Text className='sp-note'>本企业在案件中的身份</Text>
            </View>
            {data.byRole.length === 0 ? (
              <Empty />
            ) : (
              <HBarChart
                data={[...data.byRole].sort((a, b) => b.count - a.count).map((r) => ({ key: r.role, label: r.role, value: r.count }))}
              />
            )}
          </View>
        </View>
      )}
    </View>
  )
}
