import { View, Text } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import { HBarChart } from '@/components/Charts'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { creditOverview } from '@/services/judicialData'
import { compactCount } from '../../../contract/domain/format'
import type { CreditOverview } from '../../../contract/schemas/judicialData'
import Skeleton from '../shared/Skeleton'
import '../shared/judicial.scss'
import '../judicialData/shared/caseData.scss'

/** 信用挖掘: how many companies carry each credit-risk signal (a chart to tap into), and the way to filter them. */
export default function CreditDig() {
  const [overview, setOverview] = useState<CreditOverview | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    setError('')
    try {
      setOverview(await creditOverview())
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [])
  useEffect(() => {
    load()
  }, [load])

  return (
    <View className='jd-page'>
      <HeaderBar title='信用挖掘' />
      <PullRefresh onRefresh={load}>
        <View className='jd-hero'>
          <Text className='jd-hero__title'>信用挖掘</Text>
          <Text className='jd-hero__sub'>找出有失信、被执行、限制高消费、欠税、经营异常、行政处罚记录的企业</Text>
          <View className='jd-hero__links'>
            <Text className='jd-hero__link' data-testid='cd-filter' onClick={() => navigate(to.creditDigSearch()).catch(() => undefined)}>
              按地区、行业、风险类型筛选 ›
            </Text>
          </View>
        </View>
        {!overview && !error && <Skeleton rows={2} />}
        {error && (
          <Empty text={error}>
            <Text className='jd-link' data-testid='cd-retry' onClick={load}>
              重新加载
            </Text>
          </Empty>
        )}
        {overview && overview.companies === 0 && <Empty />}
        {overview && overview.companies > 0 && (
          <>
            <View className='jd-card jd-stats'>
              <View className='jd-stat'>
                <Text className='jd-stat__num' data-testid='cd-companies'>
                  {compactCount(overview.companies)}
                </Text>
                <Text className='jd-stat__label'>有风险信号的企业</Text>
              </View>
              <View className='jd-stat'>
                <Text className='jd-stat__num'>{compactCount(overview.kinds.reduce((n, k) => n + k.last30Days, 0))}</Text>
                <Text className='jd-stat__label'>近30天新增信号</Text>
              </View>
            </View>
            <View className='jd-card'>
              <Text className='jd-card__title'>各类风险涉及企业数</Text>
              <HBarChart
                data={overview.kinds.map((k) => ({ key: k.kind, label: k.label, value: k.companies }))}
                onBar={(d) => navigate(to.creditDigList({ kind: d.key })).catch(() => undefined)}
              />
              <Text className='jd-form__hint'>点击一类风险，查看涉及的企业。</Text>
            </View>
            <View className='jd-card'>
              {overview.kinds.map((k) => (
                <View
                  key={k.kind}
                  className='jc-menu'
                  data-testid={`cd-kind-${k.kind}`}
                  onClick={() => navigate(to.creditDigList({ kind: k.kind })).catch(() => undefined)}
                >
                  <Text>{k.label}</Text>
                  <Text className='jc-menu__value'>
                    {compactCount(k.companies)} 家 · 近30天 +{k.last30Days} ›
                  </Text>
                </View>
              ))}
            </View>
          </>
        )}
      </PullRefresh>
    </View>
  )
}
