import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FilterOptions } from '../../../contract/api/api'
import type { NewlyCompany, NewlyDaily, NewlyList } from '../../../contract/schemas/scenario'
import {
  DEFAULT_UNIT,
  NEWLY_RANGES,
  NEWLY_RANGE_LABELS,
  NEWLY_UNITS,
  NEWLY_UNIT_LABELS,
  bucketLabel,
  type NewlyRange,
  type NewlyUnit,
} from '@contract/domain/newly'
import { BarChart, type ChartDatum } from '@/components/Charts'
import Dropdown from '@/components/Dropdown'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import ListFooter from '@/components/ListFooter'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import StatusTag from '@/components/StatusTag'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { newlyDaily, newlyList, type NewlyListFilter } from '@/services/newly'
import { navigate } from '@/services/nav'
import { filterOptions } from '@/services/search'
import './newly.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

export const rangeOf = (raw: string | undefined): NewlyRange =>
  (NEWLY_RANGES as readonly string[]).includes(raw ?? '') ? (raw as NewlyRange) : '30d'

/** The export of the same companies: the advanced filter of the region, the range's days, industry and capital. */
export function exportLink(f: NewlyListFilter, list: Pick<NewlyList, 'start' | 'end' | 'regionName'>, label: string): string {
  return to.exportData({
    kind: 'advanced',
    regionCode: f.regionCode,
    estStart: list.start,
    estEnd: list.end,
    industry: f.industry,
    capitalMin: f.capitalMin,
    capitalMax: f.capitalMax,
    title: `${list.regionName}${label}新增企业`.slice(0, 60),
  })
}

function CompanyRow({ c }: { c: NewlyCompany }) {
  return (
    <View className='nw-co' data-testid='newly-company' data-pid={c.pid} onClick={() => go(to.companyProfile({ pid: c.pid }))}>
      <View className='nw-co__top'>
        <NameAvatar name={c.name} size={72} />
        <Text className='nw-co__name'>{c.name}</Text>
        <StatusTag status={c.status} />
      </View>
      <View className='nw-co__fields'>
        <View className='nw-co__field'>
          <Text className='nw-co__label'>法定代表人</Text>
          <Text className='nw-co__value'>{c.legalPerson || '-'}</Text>
        </View>
        <View className='nw-co__field'>
          <Text className='nw-co__label'>注册资本</Text>
          <Text className='nw-co__value'>{c.regCapitalText}</Text>
        </View>
        <View className='nw-co__field'>
          <Text className='nw-co__label'>成立日期</Text>
          <Text className='nw-co__value'>{c.established}</Text>
        </View>
      </View>
      <Text className='nw-co__foot'>
        {c.industry} · {c.regionName}
      </Text>
    </View>
  )
}

function ListSkeleton() {
  return (
    <View data-testid='newly-list-skeleton' aria-label='加载中'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='nw-co'>
          <View className='nw-skel' />
          <View className='nw-skel nw-skel--short' />
        </View>
      ))}
    </View>
  )
}

/**
 * The companies of a province or city registered in a range, newest first, with their count per day, week or month,
 * narrowed by industry and registered capital; exported with the same filter.
 */
export default function CityNewlyList() {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const regionCode = params.regionCode ?? ''
  const [range, setRange] = useState<NewlyRange>(rangeOf(params.range))
  const [unit, setUnit] = useState<NewlyUnit>(DEFAULT_UNIT[rangeOf(params.range)])
  const [industry, setIndustry] = useState('')
  const [capitalIdx, setCapitalIdx] = useState<number | null>(null)
  const [options, setOptions] = useState<FilterOptions | null>(null)
  const [daily, setDaily] = useState<NewlyDaily | null>(null)
  const [dailyError, setDailyError] = useState('')
  const seq = useRef(0)
  const chartRef = useRef<{ querySelector?: (s: string) => HTMLElement | null } | null>(null)

  useEffect(() => {
    filterOptions().then(setOptions, () => undefined)
  }, [])

  const capital = capitalIdx === null ? undefined : options?.capitalRanges[capitalIdx]
  const filter = useMemo<NewlyListFilter>(
    () => ({ regionCode, range, industry: industry || undefined, capitalMin: capital?.min, capitalMax: capital?.max }),
    [regionCode, range, industry, capital?.min, capital?.max],
  )

  const loadDaily = useCallback(async () => {
    const mine = ++seq.current
    setDailyError('')
    try {
      const d = await newlyDaily(filter, unit)
      if (mine === seq.current) setDaily(d)
    } catch (e) {
      if (mine === seq.current) setDailyError((e as Error)?.message || '加载失败')
    }
  }, [filter, unit])
  useEffect(() => {
    setDaily(null)
    loadDaily()
  }, [loadDaily])

  // a long range scrolls sideways: it opens at its newest end (where the rendered element can be scrolled)
  useEffect(() => {
    const el = chartRef.current?.querySelector?.('.bar-chart')
    if (el) el.scrollLeft = el.scrollWidth
  }, [daily])

  const fetchPage = useCallback((pageNum: number, pageSize: number) => newlyList(filter, pageNum, pageSize), [filter])
  const paged = usePagedPage<NewlyCompany, NewlyList>(fetchPage)
  const last = paged.last

  const pickRange = (r: NewlyRange) => {
    setRange(r)
    setUnit(DEFAULT_UNIT[r])
  }

  const bars: ChartDatum[] = (daily?.points ?? []).map((p, i) => ({
    key: p.label,
    label: bucketLabel(p.label, daily!.unit, i === 0),
    value: p.count,
  }))
  const industryName = options?.industries.find((i) => i.code === industry)?.name
  const entries = [{ title: industryName ? industryName.slice(0, 6) : '行业' }, { title: capital?.name ?? '注册资本' }]
  const option = (label: string, selected: boolean, pick: () => void, close: () => void) => (
    <View
      key={label}
      className={`nw-option ${selected ? 'is-selected' : ''}`}
      data-testid='newly-option'
      onClick={() => {
        pick()
        close()
      }}
    >
      <Text>{label}</Text>
    </View>
  )
  const renderPanel = (index: number, close: () => void) => (
    <View className='nw-options'>
      {index === 0
        ? [
            option('全部行业', industry === '', () => setIndustry(''), close),
            ...(options?.industries ?? []).map((i) => option(i.name, industry === i.code, () => setIndustry(i.code), close)),
          ]
        : [
            option('不限', capitalIdx === null, () => setCapitalIdx(null), close),
            ...(options?.capitalRanges ?? []).map((c, i) => option(c.name, capitalIdx === i, () => setCapitalIdx(i), close)),
          ]}
    </View>
  )

  const regionName = last?.regionName || daily?.regionName || ''
  return (
    <View className='nw-page'>
      <HeaderBar
        title={regionName ? `${regionName.split(' ').pop()}新增企业` : '新增企业'}
        showExport={!!last && last.total > 0}
        onExport={() => last && go(exportLink(filter, last, NEWLY_RANGE_LABELS[range]))}
      />
      <PullRefresh onRefresh={() => Promise.all([loadDaily(), paged.refresh()])}>
        <View className='nw-card' data-testid='newly-chart'>
          <View className='nw-range'>
            <View className='nw-chips' style={{ marginLeft: '-6px' }}>
              {NEWLY_RANGES.map((r) => (
                <Text key={r} className={`nw-chip ${range === r ? 'is-on' : ''}`} data-testid={`range-${r}`} onClick={() => pickRange(r)}>
                  {NEWLY_RANGE_LABELS[r]}
                </Text>
              ))}
            </View>
          </View>
          <View className='nw-head'>
            <Text className='nw-head__title'>
              新增数量
              {daily && (
                <Text className='nw-total'>
                  共 <Text className='nw-em'>{daily.total}</Text> 家
                </Text>
              )}
            </Text>
            <View className='nw-chips'>
              {NEWLY_UNITS.map((u) => (
                <Text key={u} className={`nw-chip ${unit === u ? 'is-on' : ''}`} data-testid={`unit-${u}`} onClick={() => setUnit(u)}>
                  {NEWLY_UNIT_LABELS[u]}
                </Text>
              ))}
            </View>
          </View>
          {daily && (
            <Text className='nw-range__days'>
              {daily.regionName} · {daily.start} 至 {daily.end}
            </Text>
          )}
          {dailyError && !daily ? (
            <Empty text={dailyError}>
              <Text className='nw-retry' onClick={() => loadDaily()}>
                重新加载
              </Text>
            </Empty>
          ) : !daily ? (
            <View className='nw-skel nw-skel--chart' data-testid='newly-chart-skeleton' />
          ) : daily.total === 0 ? (
            <Empty text='该时间段内暂无新增企业' />
          ) : (
            <View className='nw-chart' ref={chartRef}>
              <BarChart data={bars} height={320} />
            </View>
          )}
        </View>
        <View className='nw-filters'>
          <Dropdown
            entries={entries}
            active={[industry !== '', capitalIdx !== null]}
            closeOnClickSelf
            closeOnClickOverlay
            renderPanel={renderPanel}
          />
        </View>
        {!!last && (
          <View className='nw-count-line' data-testid='newly-total'>
            <Text>
              共 <Text className='nw-em'>{last.total}</Text> 家企业，按成立日期由近到远
            </Text>
          </View>
        )}
        {paged.list.map((c) => (
          <CompanyRow key={c.pid} c={c} />
        ))}
        {!paged.loading && last && paged.list.length === 0 && <Empty text='暂无数据～' />}
        {!paged.loading && !last && paged.error && (
          <Empty text={paged.error}>
            <Text className='nw-retry' onClick={() => paged.refresh()}>
              重新加载
            </Text>
          </Empty>
        )}
        {paged.loading && !last && <ListSkeleton />}
        {paged.error && last && (
          <Text className='nw-count-line' onClick={() => paged.loadMore()}>
            加载失败，点击重试
          </Text>
        )}
        <ListFooter loading={paged.loading} finished={paged.finished} count={paged.list.length} />
      </PullRefresh>
    </View>
  )
}
