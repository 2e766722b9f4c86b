import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { FilterOptions } from '../../../contract/api/api'
import type { NearbyItem, NearbyPage } from '../../../contract/schemas/nearby'
import { RADIUS_CHOICES_KM, radiusText } from '@contract/domain/nearby'
import Dropdown from '@/components/Dropdown'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { nearbyCompanies, openLocationSetting, type NearbyFilter } from '@/services/nearby'
import { filterOptions } from '@/services/search'
import ListSkeleton from './ListSkeleton'
import NearbyMap from './NearbyMap'
import NearbyRow from './NearbyRow'
import PointPicker from './PointPicker'
import { originParams, radiusFrom, useOrigin, type OriginParams } from './origin'
import './vicinity.scss'

const isWeapp = process.env.TARO_ENV === 'weapp'
const go = (url: string) => navigate(url).catch(() => undefined)

/**
 * 附近企业: the companies around the user's position (or a picked place) within a chosen radius, nearest first with
 * their distance and direction, on a map or radar above the list; by industry and status; searched by name.
 */
export default function VicinityEnterprise() {
  const params = (Taro.getCurrentInstance().router?.params ?? {}) as OriginParams & { radius?: string }
  const { state, relocate, pick, change, cancel } = useOrigin(params)
  const [radius, setRadius] = useState(radiusFrom(params.radius))
  const [industry, setIndustry] = useState('')
  const [status, setStatus] = useState('')
  const [options, setOptions] = useState<FilterOptions | null>(null)
  const [selected, setSelected] = useState('')

  useEffect(() => {
    filterOptions().then(setOptions, () => undefined)
  }, [])

  const origin = state.kind === 'ready' ? state.origin : null
  const filter = useMemo<NearbyFilter>(
    () => ({ radius, industry: industry || undefined, status: status || undefined }),
    [radius, industry, status],
  )
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) =>
      origin ? nearbyCompanies(origin, filter, pageNum, pageSize) : Promise.reject(new Error('未选择位置')),
    [origin, filter],
  )
  const paged = usePagedPage<NearbyItem, NearbyPage>(fetchPage, !!origin)
  const last = paged.last

  const retry = async () => {
    if (state.kind === 'refused' && isWeapp && !(await openLocationSetting().catch(() => false))) return
    relocate()
  }

  if (state.kind === 'locating')
    return (
      <View className='vc-page'>
        <HeaderBar title='附近企业' />
        <View className='vc-locating' data-testid='nearby-locating'>
          <View className='vc-locating__pulse' />
          <Text>正在获取您的位置…</Text>
        </View>
        <ListSkeleton />
      </View>
    )

  if (!origin)
    return (
      <View className='vc-page'>
        <HeaderBar title='附近企业' />
        <PointPicker
          reason={
            state.kind === 'refused'
              ? { kind: 'refused' }
              : state.kind === 'failed'
                ? { kind: 'failed', message: state.message }
                : { kind: 'change' }
          }
          onPick={pick}
          onRetry={retry}
          onCancel={state.kind === 'picking' ? cancel : undefined}
        />
      </View>
    )

  const here = originParams(origin)
  const industryName = options?.industries.find((i) => i.code === industry)?.name
  const entries = [{ title: industryName ? industryName.slice(0, 6) : '行业' }, { title: status || '经营状态' }]
  const option = (label: string, on: boolean, choose: () => void, close: () => void) => (
    <View
      key={label}
      className={`vc-option ${on ? 'is-selected' : ''}`}
      data-testid='nearby-option'
      onClick={() => {
        choose()
        close()
      }}
    >
      <Text>{label}</Text>
    </View>
  )
  const renderPanel = (index: number, close: () => void) => (
    <View className='vc-options'>
      {index === 0
        ? [
            option('全部行业', industry === '', () => setIndustry(''), close),
            ...(options?.industries ?? []).map((i) => option(i.name, industry === i.code, () => setIndustry(i.code), close)),
          ]
        : [
            option('全部状态', status === '', () => setStatus(''), close),
            ...(options?.statuses ?? []).map((s) => option(s, status === s, () => setStatus(s), close)),
          ]}
    </View>
  )

  return (
    <View className='vc-page'>
      <HeaderBar title='附近企业' />
      <PullRefresh onRefresh={() => Promise.resolve(paged.refresh())}>
        <View className='vc-origin'>
          <View className='vc-origin__where'>
            <View className='vc-origin__pin' />
            <Text className='vc-origin__label' data-testid='nearby-origin'>
              {last?.centre && origin.kind !== 'point' ? last.centre.label : origin.label}
            </Text>
          </View>
          <Text className='vc-link' data-testid='nearby-change' onClick={change}>
            切换位置
          </Text>
        </View>
        <View
          className='vc-search'
          data-testid='nearby-search-entry'
          onClick={() => go(to.nearbySearch({ ...here, radius: String(radius) }))}
        >
          <Text>在{radiusText(radius)}内搜索企业名称</Text>
        </View>
        <View className='vc-radius'>
          {RADIUS_CHOICES_KM.map((r) => (
            <Text key={r} className={`vc-chip ${radius === r ? 'is-on' : ''}`} data-testid={`radius-${r}`} onClick={() => setRadius(r)}>
              {radiusText(r)}
            </Text>
          ))}
        </View>
        <View className='vc-card vc-card--map'>
          <NearbyMap
            centre={last?.centre ?? null}
            items={paged.list.slice(0, 50)}
            radiusKm={radius}
            selected={selected}
            onSelect={setSelected}
          />
          {isWeapp && (
            <Text
              className='vc-btn vc-btn--ghost'
              data-testid='nearby-open-map'
              onClick={() => go(to.nearbyMap({ ...here, radius: String(radius), industry, status }))}
            >
              在地图中查看
            </Text>
          )}
        </View>
        <View className='vc-filters'>
          <Dropdown
            entries={entries}
            active={[industry !== '', status !== '']}
            closeOnClickSelf
            closeOnClickOverlay
            renderPanel={renderPanel}
          />
        </View>
        {!!last && (
          <View className='vc-count' data-testid='nearby-total'>
            <Text>
              {radiusText(radius)}内共 <Text className='vc-em'>{last.totalText}</Text> 家企业，
              {last.totalText.endsWith('+') ? `列出最近的 ${last.total} 家` : '由近到远'}
            </Text>
          </View>
        )}
        {paged.list.map((c) => (
          <NearbyRow key={c.pid} c={c} on={selected === c.pid} onClick={() => go(to.companyProfile({ pid: c.pid }))} />
        ))}
        {paged.loading && !last && <ListSkeleton />}
        <PagedEnd paged={paged} count={paged.list.length} />
      </PullRefresh>
    </View>
  )
}
