import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { NearbyItem, NearbyPage } from '../../../contract/schemas/nearby'
import { radiusText } from '@contract/domain/nearby'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { searchableKeyword } from '@/hooks/useEntitySearch'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { nearbyCompanies } from '@/services/nearby'
import ListSkeleton from './ListSkeleton'
import NearbyRow from './NearbyRow'
import { originFromParams, radiusFrom, type OriginParams } from './origin'
import './vicinity.scss'

const TYPING_PAUSE_MS = 400

/** 附近企业 searched by name: the companies of the area whose name holds the words typed, nearest first. */
export default function NearbySearch() {
  const params = (Taro.getCurrentInstance().router?.params ?? {}) as OriginParams & { radius?: string }
  const origin = originFromParams(params)
  const radius = radiusFrom(params.radius)
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')

  useEffect(() => {
    const t = setTimeout(() => setKeyword(searchableKeyword(typed).slice(0, 30)), TYPING_PAUSE_MS)
    return () => clearTimeout(t)
  }, [typed])

  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) =>
      origin && keyword ? nearbyCompanies(origin, { radius, keyword }, pageNum, pageSize) : Promise.reject(new Error('请输入企业名称')),
    // the origin is the page's for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keyword, radius],
  )
  const paged = usePagedPage<NearbyItem, NearbyPage>(fetchPage, !!origin && !!keyword)
  const last = keyword ? paged.last : null

  return (
    <View className='vc-page'>
      <HeaderBar title='搜索附近企业' />
      <View className='vc-searchbar'>
        <Input
          className='vc-input'
          data-testid='nearby-keyword'
          placeholder='输入企业名称'
          value={typed}
          maxlength={30}
          focus
          onInput={(e) => setTyped(e.detail.value)}
        />
      </View>
      {!origin ? (
        <Empty text='未指定位置'>
          <Text className='vc-link' onClick={() => navigate(to.nearbyCompanies()).catch(() => undefined)}>
            去选择位置
          </Text>
        </Empty>
      ) : !keyword ? (
        <Text className='vc-hint vc-hint--page' data-testid='nearby-search-hint'>
          在「{origin.label}」{radiusText(radius)}内按名称查找企业
        </Text>
      ) : (
        <PullRefresh onRefresh={() => Promise.resolve(paged.refresh())}>
          {!!last && (
            <View className='vc-count' data-testid='nearby-search-total'>
              <Text>
                {radiusText(radius)}内找到 <Text className='vc-em'>{last.totalText}</Text> 家
              </Text>
            </View>
          )}
          {paged.list.map((c) => (
            <NearbyRow key={c.pid} c={c} onClick={() => navigate(to.companyProfile({ pid: c.pid })).catch(() => undefined)} />
          ))}
          {paged.loading && !last && <ListSkeleton />}
          <PagedEnd paged={paged} count={paged.list.length} />
        </PullRefresh>
      )}
    </View>
  )
}
