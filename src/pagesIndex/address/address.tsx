import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { AddressCompany, AddressInfo, NearbyCompany } from '../../../contract/schemas/discover'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import ListFooter from '@/components/ListFooter'
import LoadingOverlay from '@/components/LoadingOverlay'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import { usePaged, usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { companyAddress, distanceText, nearbyCompanies, sameAddressCompanies } from '@/services/discover'
import { navigate } from '@/services/nav'
import './address.scss'

/** 同地址企业 shows this many at a time; 查看更多 brings as many again */
const SAME_PAGE = 5

const openCompany = (pid: string) => navigate(to.companyProfile({ pid })).catch(() => undefined)

function CompanyRow({ c, right, testId }: { c: AddressCompany; right?: string; testId: string }) {
  return (
    <View className='addr-row' data-testid={testId} data-pid={c.pid} onClick={() => openCompany(c.pid)}>
      <NameAvatar name={c.name} size={72} />
      <View className='addr-row__main'>
        <Text className='addr-row__name'>{c.name}</Text>
        {!!c.sub && <Text className='addr-row__sub'>{c.sub}</Text>}
        <Text className='addr-row__addr'>{c.address}</Text>
      </View>
      {right && <Text className='addr-row__right'>{right}</Text>}
    </View>
  )
}

/**
 * 企业地址: the company's address and district, copied or opened in the map; the other companies registered in the
 * same building (the address up to the street number, same district), and the companies nearest to it.
 */
export default function CompanyAddress() {
  const pid = Taro.getCurrentInstance().router?.params?.pid ?? ''
  const [info, setInfo] = useState<AddressInfo | null>(null)
  const [error, setError] = useState('')

  const loadInfo = useCallback(async () => {
    setError('')
    try {
      setInfo(await companyAddress(pid))
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [pid])
  useEffect(() => {
    loadInfo()
  }, [loadInfo])

  const fetchSame = useCallback((n: number, size: number) => sameAddressCompanies(pid, n, size), [pid])
  const same = usePaged<AddressCompany>(fetchSame, SAME_PAGE)
  useEffect(() => {
    if (info) same.refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info?.pid])
  const fetchNearby = useCallback((n: number, size: number) => nearbyCompanies(pid, n, size), [pid])
  const nearby = usePagedPage<NearbyCompany>(fetchNearby, !!info)

  const refresh = () => Promise.all([loadInfo(), same.refresh(), nearby.refresh()])

  const copy = () => {
    if (!info) return
    Taro.setClipboardData({ data: info.address })
      .then(() => Taro.showToast({ title: '地址已复制', icon: 'none', duration: 1500 }))
      .catch(() => undefined)
  }
  const openMap = () => {
    if (!info) return
    if (info.lat === null || info.lng === null) {
      Taro.showToast({ title: '暂无该企业的位置信息', icon: 'none', duration: 1500 })
      return
    }
    Taro.openLocation({ latitude: info.lat, longitude: info.lng, name: info.name, address: info.address, scale: 16 }).catch(() =>
      Taro.showToast({ title: '无法打开地图，请复制地址后前往地图应用', icon: 'none', duration: 2000 }),
    )
  }

  if (error && !info) {
    return (
      <View className='addr-page'>
        <HeaderBar title='企业地址' />
        <Empty text={error}>
          <Text className='addr-retry' data-testid='addr-retry' onClick={() => loadInfo()}>
            重试
          </Text>
        </Empty>
      </View>
    )
  }

  return (
    <View className='addr-page'>
      <HeaderBar title='企业地址' />
      <PullRefresh onRefresh={refresh}>
        {info ? (
          <View className='addr-card addr-head' data-testid='addr-head'>
            <Text className='addr-head__name'>{info.name}</Text>
            <View className='addr-head__line'>
              <Text className='addr-head__label'>注册地址</Text>
              <Text className='addr-head__value' data-testid='addr-address' onLongPress={copy}>
                {info.address || '暂无地址'}
              </Text>
            </View>
            <View className='addr-head__line'>
              <Text className='addr-head__label'>所属地区</Text>
              <Text className='addr-head__value'>{info.regionName || '-'}</Text>
            </View>
            <View className='addr-head__actions'>
              <Text className='addr-btn' data-testid='addr-copy' onClick={copy}>
                复制地址
              </Text>
              <Text className='addr-btn addr-btn--primary' data-testid='addr-nav' onClick={openMap}>
                导航
              </Text>
            </View>
          </View>
        ) : (
          <View className='addr-card addr-head' data-testid='addr-skeleton'>
            <View className='addr-skel addr-skel--title' />
            <View className='addr-skel' />
            <View className='addr-skel addr-skel--short' />
          </View>
        )}

        <View className='addr-card' data-testid='addr-same'>
          <View className='addr-card__head'>
            <Text className='addr-card__title'>同地址企业</Text>
            {!!same.last?.total && <Text className='addr-card__count'>{same.last.total}</Text>}
          </View>
          {info?.building && <Text className='addr-card__note'>登记在「{info.building}」的其他企业</Text>}
          {same.list.map((c) => (
            <CompanyRow key={c.pid} c={c} testId='addr-same-item' />
          ))}
          {same.last !== null && same.list.length === 0 && !same.error && <Text className='addr-card__empty'>暂无数据～</Text>}
          {same.error ? (
            <Text className='addr-card__more' onClick={() => (same.last ? same.loadMore() : same.refresh())}>
              加载失败，点击重试
            </Text>
          ) : (
            same.list.length > 0 &&
            !same.finished && (
              <Text className='addr-card__more' data-testid='addr-same-more' onClick={() => same.loadMore()}>
                {same.loading ? '加载中...' : '查看更多'}
              </Text>
            )
          )}
        </View>

        <View className='addr-card' data-testid='addr-nearby'>
          <View className='addr-card__head'>
            <Text className='addr-card__title'>附近企业</Text>
            <Text className='addr-card__hint'>按距离由近到远</Text>
          </View>
          {nearby.list.map((c) => (
            <CompanyRow key={c.pid} c={c} right={distanceText(c.distance)} testId='addr-nearby-item' />
          ))}
          {nearby.last !== null && nearby.list.length === 0 && !nearby.error && <Empty text='暂无数据～' />}
          {nearby.error && (
            <Text className='addr-card__more' onClick={() => (nearby.last ? nearby.loadMore() : nearby.refresh())}>
              加载失败，点击重试
            </Text>
          )}
        </View>
        {!nearby.error && <ListFooter loading={nearby.loading} finished={nearby.finished} count={nearby.list.length} />}
      </PullRefresh>
      <LoadingOverlay visible={!info && !error} />
    </View>
  )
}
