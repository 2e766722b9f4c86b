import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { NewlyCityCounts } from '../../../contract/schemas/scenario'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import PullRefresh from '@/components/PullRefresh'
import { to } from '@/links.gen'
import { newlyCities } from '@/services/newly'
import { navigate } from '@/services/nav'
import { RegionCountTable, TableSkeleton, type CountKey } from './RegionCountTable'
import './newly.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** 全省 for a province, 全市 for a municipality, 全区 for an autonomous region or SAR. */
export const wholeLabel = (name: string) => (name.endsWith('市') ? '全市' : name.endsWith('区') ? '全区' : '全省')

/** The cities of a province with their companies registered in the last 7 and 30 days; the whole province on top. */
export default function CitySelection() {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const provinceCode = params.provinceCode ?? ''
  const [data, setData] = useState<NewlyCityCounts | null>(null)
  const [error, setError] = useState('')
  const [sortKey, setSortKey] = useState<CountKey>('month')

  const load = useCallback(async () => {
    setError('')
    try {
      setData(await newlyCities(provinceCode))
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [provinceCode])
  useEffect(() => {
    load()
  }, [load])

  const sum = (k: CountKey) => (data?.list ?? []).reduce((s, c) => s + c[k], 0)

  return (
    <View className='nw-page'>
      <HeaderBar title={data ? `${data.province.name}新增企业` : '选择城市'} />
      <PullRefresh onRefresh={load}>
        {error && !data ? (
          <Empty text={error}>
            <Text className='nw-retry' onClick={() => load()}>
              重新加载
            </Text>
          </Empty>
        ) : !data ? (
          <TableSkeleton testId='newly-skeleton' />
        ) : (
          <>
            <View
              className='nw-card'
              data-testid='newly-whole-province'
              onClick={() => go(to.newCompaniesList({ regionCode: data.province.code }))}
            >
              <View className='nw-head'>
                <Text className='nw-head__title'>
                  {wholeLabel(data.province.name)} · {data.province.name}
                </Text>
                <Text className='nw-row__arrow'>›</Text>
              </View>
              <View className='nw-summary'>
                <View className='nw-summary__cell'>
                  <Text className='nw-summary__num'>{sum('week')}</Text>
                  <Text className='nw-summary__label'>近7天新增</Text>
                </View>
                <View className='nw-summary__cell'>
                  <Text className='nw-summary__num'>{sum('month')}</Text>
                  <Text className='nw-summary__label'>近30天新增</Text>
                </View>
              </View>
            </View>
            <View className='nw-card'>
              <View className='nw-head'>
                <Text className='nw-head__title'>各城市新增企业</Text>
              </View>
              {data.list.length === 0 ? (
                <Empty />
              ) : (
                <RegionCountTable
                  list={data.list}
                  sortKey={sortKey}
                  onSort={setSortKey}
                  testId='newly-city'
                  onOpen={(c) => go(to.newCompaniesList({ regionCode: c.code }))}
                />
              )}
            </View>
          </>
        )}
      </PullRefresh>
    </View>
  )
}
