/**
 * The timeline of the user's monitored dynamics (the 动态 tab and a group's dynamics): filters by group,
 * level, dimension and recent range in the Dropdown, pull-to-refresh, paging, and messages
 * pushed over the socket prepended as they arrive.
 */
import { View, Text } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { DynamicItem, DynamicLevel, DynamicsQuery, MonitorGroup, RecentRange } from '../../../contract/api/api-monitor'
import { DYNAMIC_LEVEL_LABELS, RECENT_RANGES } from '@/domain/monitorLabels'
import Dropdown from '@/components/Dropdown'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import ListFooter from '@/components/ListFooter'
import { PAGE_SIZE } from '@/domain/constants'
import { dynamics, groupList } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { monitor } from '@/stores/monitor'
import { groupTrends } from '@/pages/trends/trendGroups'
import { DynamicCard } from './index'
import { useShown } from './useShown'
import { to } from '@/links.gen'

export interface TimelineFilters {
  groupId?: number
  level?: DynamicLevel
  dimension?: string
  range?: RecentRange
}

/** The query of one page of the timeline (only the filters in use). */
export function timelineQuery(f: TimelineFilters, pageNum: number, pageSize = PAGE_SIZE): DynamicsQuery {
  return { groupId: f.groupId, level: f.level, dimension: f.dimension, range: f.range, pageNum, pageSize }
}

interface State {
  list: DynamicItem[]
  pageNum: number
  total: number
  noMonitors: boolean
  loading: boolean
  loadingMore: boolean
  finished: boolean
  error: string
}

const initial: State = { list: [], pageNum: 0, total: 0, noMonitors: false, loading: true, loadingMore: false, finished: false, error: '' }

function Timeline({ fixedGroupId, emptyExtra }: { fixedGroupId?: number; emptyExtra?: ReactNode }) {
  const [filters, setFilters] = useState<TimelineFilters>({ groupId: fixedGroupId })
  const [state, setState] = useState<State>(initial)
  const [groups, setGroups] = useState<MonitorGroup[]>([])
  const [fresh, setFresh] = useState<Set<number>>(new Set())
  const [pending, setPending] = useState(0)
  const seq = useRef(0)
  const busy = useRef(false)
  const filtersRef = useRef(filters)
  filtersRef.current = filters

  const load = async (reset: boolean, f: TimelineFilters = filtersRef.current) => {
    if (!reset && (busy.current || state.finished)) return
    const mine = ++seq.current
    const pageNum = reset ? 1 : state.pageNum + 1
    busy.current = true
    setState((s) => (reset ? { ...s, loading: s.list.length === 0, error: '' } : { ...s, loadingMore: true }))
    try {
      const r = await dynamics(timelineQuery(f, pageNum))
      if (mine !== seq.current) return
      if (reset) setPending(0)
      setState((s) => {
        const list = reset ? r.list : [...s.list, ...r.list.filter((x) => !s.list.some((y) => y.id === x.id))]
        return {
          list,
          pageNum,
          total: r.total,
          noMonitors: r.noMonitors,
          loading: false,
          loadingMore: false,
          finished: list.length >= r.total || r.list.length < PAGE_SIZE,
          error: '',
        }
      })
    } catch (e) {
      if (mine !== seq.current) return
      setState((s) => ({ ...s, loading: false, loadingMore: false, error: reset ? (e as Error)?.message || '加载失败' : '' }))
    } finally {
      if (mine === seq.current) busy.current = false
    }
  }

  const apply = (f: TimelineFilters) => {
    setFilters(f)
    load(true, f)
  }

  useEffect(() => {
    load(true)
    groupList().then(
      (r) => setGroups(r.list),
      () => undefined,
    )
    monitor.loadCatalog()
    // pushed messages: shown at once when they pass the filters the timeline can check
    return monitor.onMessage((m) => {
      const f = filtersRef.current
      const d = m.dynamic
      if (f.groupId !== undefined) {
        setPending((n) => n + 1)
        return
      }
      if ((f.level && d.level !== f.level) || (f.dimension && d.dimension !== f.dimension)) return
      setFresh((s) => new Set(s).add(d.id))
      setState((s) => (s.list.some((x) => x.id === d.id) ? s : { ...s, list: [d, ...s.list], total: s.total + 1, noMonitors: false }))
    })
  }, [])
  useShown(() => {
    // back from adding monitors or reading a dynamic: the first page again
    if (seq.current > 0 && !busy.current) load(true)
  })
  useReachBottom(() => {
    if (!state.loading && !state.finished && !state.error) load(false)
  })

  const open = (d: DynamicItem) => {
    setFresh((s) => {
      const n = new Set(s)
      n.delete(d.id)
      return n
    })
    navigate(to.dynamicDetail({ id: d.id })).catch(() => undefined)
  }

  const catalog = monitor.catalog?.list ?? []
  const groupName = groups.find((g) => g.id === filters.groupId)?.name
  const rangeLabel = RECENT_RANGES.find((r) => r.key === filters.range)?.label
  const entries = [
    { title: groupName ?? '全部分组', visible: fixedGroupId === undefined },
    { title: filters.level ? DYNAMIC_LEVEL_LABELS[filters.level] : '风险级别' },
    { title: filters.dimension ? monitor.dimensionLabel(filters.dimension) : '监控维度' },
    { title: rangeLabel ?? '时间' },
  ]
  const option = (label: string, on: boolean, pick: () => void, key: string) => (
    <Text key={key} className={`tl-opt ${on ? 'is-on' : ''}`} onClick={pick}>
      {label}
    </Text>
  )
  const renderPanel = (i: number, close: () => void) => {
    const set = (patch: Partial<TimelineFilters>) => {
      close()
      apply({ ...filters, ...patch })
    }
    if (i === 0)
      return (
        <View className='tl-panel'>
          {option('全部分组', filters.groupId === undefined, () => set({ groupId: undefined }), 'all')}
          {groups.map((g) => option(`${g.name}（${g.count}）`, filters.groupId === g.id, () => set({ groupId: g.id }), String(g.id)))}
        </View>
      )
    if (i === 1)
      return (
        <View className='tl-panel'>
          {option('全部级别', !filters.level, () => set({ level: undefined }), 'all')}
          {(Object.keys(DYNAMIC_LEVEL_LABELS) as DynamicLevel[]).map((l) =>
            option(DYNAMIC_LEVEL_LABELS[l], filters.level === l, () => set({ level: l }), l),
          )}
        </View>
      )
    if (i === 2)
      return (
        <View className='tl-panel tl-panel--chips'>
          {option('全部维度', !filters.dimension, () => set({ dimension: undefined }), 'all')}
          {catalog.map((d) => option(d.label, filters.dimension === d.key, () => set({ dimension: d.key }), d.key))}
        </View>
      )
    return (
      <View className='tl-panel'>
        {option('不限时间', !filters.range, () => set({ range: undefined }), 'all')}
        {RECENT_RANGES.map((r) => option(r.label, filters.range === r.key, () => set({ range: r.key }), r.key))}
      </View>
    )
  }

  const filtered = !!(filters.level || filters.dimension || filters.range || (fixedGroupId === undefined && filters.groupId !== undefined))
  const now = new Date()
  return (
    <View className='timeline'>
      <Dropdown
        entries={entries}
        active={[fixedGroupId === undefined && filters.groupId !== undefined, !!filters.level, !!filters.dimension, !!filters.range]}
        closeOnClickSelf
        closeOnClickOverlay
        renderPanel={renderPanel}
      />
      <PullRefresh onRefresh={() => load(true)}>
        <View className='timeline__body'>
          {pending > 0 && (
            <View className='timeline__pending' onClick={() => load(true)}>
              <Text>有 {pending} 条新动态，点击刷新</Text>
            </View>
          )}
          {!state.loading && state.total > 0 && <Text className='timeline__total'>共 {state.total} 条动态</Text>}
          {state.loading ? (
            <View className='timeline__skeleton' data-testid='timeline-skeleton'>
              {[0, 1, 2].map((i) => (
                <View key={i} className='timeline__sk' />
              ))}
            </View>
          ) : state.error ? (
            <Empty text={state.error}>
              <View className='timeline__btn timeline__btn--ghost' onClick={() => load(true)}>
                <Text>重新加载</Text>
              </View>
            </Empty>
          ) : state.list.length === 0 ? (
            state.noMonitors ? (
              <View className='timeline__empty' data-testid='timeline-no-monitors'>
                <Empty text='还没有监控的企业，添加后这里将实时显示它们的动态'>
                  <View className='timeline__actions'>
                    <View className='timeline__btn' onClick={() => navigate(to.addMonitor()).catch(() => undefined)}>
                      <Text>添加监控</Text>
                    </View>
                    <View className='timeline__btn timeline__btn--ghost' onClick={() => navigate(to.addMonitors()).catch(() => undefined)}>
                      <Text>批量添加</Text>
                    </View>
                  </View>
                </Empty>
                {emptyExtra}
              </View>
            ) : (
              <Empty text={filtered ? '当前筛选条件下暂无动态' : undefined}>
                {filtered && (
                  <View className='timeline__btn timeline__btn--ghost' onClick={() => apply({ groupId: fixedGroupId })}>
                    <Text>清除筛选</Text>
                  </View>
                )}
              </Empty>
            )
          ) : (
            groupTrends(state.list, now).map((g) => (
              <View key={g.date || 'undated'} className='trend-group'>
                <View className='trend-group__head'>
                  <Text className='trend-group__label'>{g.label}</Text>
                  {(g.label === '今天' || g.label === '昨天') && <Text className='trend-group__date'>{g.date}</Text>}
                </View>
                {g.items.map((d) => (
                  <DynamicCard key={d.id} item={d} now={now} unread={fresh.has(d.id)} onClick={() => open(d)} />
                ))}
              </View>
            ))
          )}
          <ListFooter loading={state.loadingMore} finished={state.finished} count={state.loading ? 0 : state.list.length} />
        </View>
      </PullRefresh>
    </View>
  )
}

export default observer(Timeline)
