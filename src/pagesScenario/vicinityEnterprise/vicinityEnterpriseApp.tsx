import { Map, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { NearbyPage } from '../../../contract/schemas/nearby'
import { radiusText } from '@contract/domain/nearby'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import pin from '../../assets/nearby-pin.png'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { nearbyCompanies } from '@/services/nearby'
import NearbyMap from './NearbyMap'
import NearbyRow from './NearbyRow'
import { originFromParams, radiusFrom, type OriginParams } from './origin'
import './vicinity.scss'

const isWeapp = process.env.TARO_ENV === 'weapp'
/** the map shows the nearest companies of the area, at most this many */
export const MAP_COMPANIES = 50

/** zoom of the mini-program's map that holds a circle of `km` on a phone's width */
export const scaleFor = (km: number) => Math.max(5, Math.min(18, Math.round(15.5 - Math.log2(km))))

/**
 * 附近企业 on a map: the nearest companies of the area as markers around the centre, the radius as a circle; tapping
 * a marker shows the company, tapping that opens it. The mini-program's own map; on the web the page's map or radar.
 */
export default function VicinityEnterpriseApp() {
  const params = (Taro.getCurrentInstance().router?.params ?? {}) as OriginParams & { radius?: string; industry?: string; status?: string }
  const origin = originFromParams(params)
  const radius = radiusFrom(params.radius)
  const [page, setPage] = useState<NearbyPage | null>(null)
  const [error, setError] = useState('')
  const [selected, setSelected] = useState('')
  const seq = useRef(0)

  const load = useCallback(async () => {
    if (!origin) return
    const mine = ++seq.current
    setError('')
    try {
      const p = await nearbyCompanies(
        origin,
        { radius, industry: params.industry || undefined, status: params.status || undefined },
        1,
        MAP_COMPANIES,
      )
      if (mine === seq.current) setPage(p)
    } catch (e) {
      if (mine === seq.current) setError((e as Error)?.message || '加载失败')
    }
    // the parameters are the page's for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    load()
  }, [load])

  if (!origin)
    return (
      <View className='vc-page'>
        <HeaderBar title='附近企业地图' />
        <Empty text='未指定位置'>
          <Text className='vc-link' onClick={() => navigate(to.nearbyCompanies()).catch(() => undefined)}>
            去选择位置
          </Text>
        </Empty>
      </View>
    )

  const list = page?.list ?? []
  const chosen = list.find((c) => c.pid === selected)
  const ids = list.map((c) => c.pid)
  return (
    <View className='vc-page vc-page--map'>
      <HeaderBar title='附近企业地图' />
      <View className='vc-mapbar' data-testid='nearby-map-bar'>
        <Text className='vc-origin__label'>{page?.centre.label && origin.kind !== 'point' ? page.centre.label : origin.label}</Text>
        <Text className='vc-mapbar__count'>{page ? `${radiusText(radius)}内最近的 ${list.length} 家 / 共 ${page.totalText} 家` : ''}</Text>
      </View>
      {error && !page ? (
        <Empty text={error}>
          <Text className='vc-link' data-testid='nearby-map-retry' onClick={load}>
            重试
          </Text>
        </Empty>
      ) : !page ? (
        <LoadingOverlay visible />
      ) : isWeapp ? (
        <Map
          className='vc-native-map'
          longitude={page.centre.lng}
          latitude={page.centre.lat}
          scale={scaleFor(radius)}
          showLocation={origin.kind === 'point'}
          markers={list.map((c, i) => ({ id: i, longitude: c.lng, latitude: c.lat, title: c.name, iconPath: pin, width: 24, height: 30 }))}
          circles={[
            {
              longitude: page.centre.lng,
              latitude: page.centre.lat,
              radius: radius * 1000,
              color: '#1677ffaa',
              fillColor: '#1677ff14',
              strokeWidth: 1,
            },
          ]}
          onMarkerTap={(e) => setSelected(ids[Number(e.detail.markerId)] ?? '')}
          onError={() => Taro.showToast({ title: '地图加载失败', icon: 'none' })}
        />
      ) : (
        <View className='vc-card vc-card--map'>
          <NearbyMap centre={page.centre} items={list} radiusKm={radius} selected={selected} onSelect={setSelected} />
        </View>
      )}
      {page && list.length === 0 && <Empty text='暂无数据～' />}
      {chosen && (
        <View className='vc-mapcard' data-testid='nearby-map-card'>
          <NearbyRow c={chosen} on onClick={() => navigate(to.companyProfile({ pid: chosen.pid })).catch(() => undefined)} />
        </View>
      )}
    </View>
  )
}
