import { View, Text } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import type { TrendItem, TrendsResult } from '../../../types/api'
import HeaderBar from '@/components/HeaderBar'
import TabBar from '@/components/TabBar'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import ListFooter from '@/components/ListFooter'
import { PAGE_SIZE } from '@/domain/constants'
import { navigate } from '@/services/nav'
import { recentTrends } from '@/services/trends'
import { searchHistory } from '@/stores/searchHistory'
import { groupTrends, LEVEL_STYLE, POPULAR_BANNER, trendTime } from './trendGroups'
import './trends.scss'

interface FeedState {
  list: TrendItem[]
  pageNum: number
  total: number
  basis: TrendsResult['basis'] | null
  /** first page loading (skeleton) */
  loading: boolean
  loadingMore: boolean
  finished: boolean
  failed: boolean
}

const initial: FeedState = { list: [], pageNum: 0, total: 0, basis: null, loading: true, loadingMore: false, finished: false, failed: false }

function Skeleton() {
  return (
    <View className='trends-skeleton' data-testid='trends-skeleton'>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='trend-card trend-card--skeleton'>
          <View className='sk sk--title' />
          <View className='sk sk--line' />
          <View className='sk sk--line sk--short' />
        </View>
      ))}
    </View>
  )
}

function TrendCard({ item, now }: { item: TrendItem; now: Date }) {
  const lv = LEVEL_STYLE[item.level] ?? LEVEL_STYLE.info
  const open = () => navigate(`/pagesFilter/detail/detail?pid=${encodeURIComponent(item.pid)}`).catch(() => undefined)
  return (
    <View className='trend-item' onClick={open}>
      <View className='trend-item__dot' style={{ background: lv.color, boxShadow: `0 0 0 4px ${lv.background}` }} />
      <View className='trend-card'>
        <View className='trend-card__head'>
          <Text className='trend-card__company'>{item.companyName}</Text>
          <Text className='trend-card__time'>{trendTime(item.date, now)}</Text>
        </View>
        <View className='trend-card__row'>
          <Text className='trend-card__dim' style={{ color: lv.color, background: lv.background }}>{item.dimensionLabel}</Text>
          <Text className='trend-card__title'>{item.title}</Text>
        </View>
        {item.content && item.content !== item.title && <Text className='trend-card__content'>{item.content}</Text>}
      </View>
    </View>
  )
}

function Trends() {
  const [feed, setFeed] = useState<FeedState>(initial)
  const seq = useRef(0)
  const loadedKey = useRef<string | null>(null)
  const busy = useRef(false)

  /** Loads page 1 (reset) or the next page; answers of superseded loads are dropped. */
  const load = async (reset: boolean) => {
    const pids = searchHistory.footprintPids
    if (reset) {
      loadedKey.current = pids.join(',')
      busy.current = false
    } else if (busy.current) return
    const mine = ++seq.current
    const pageNum = reset ? 1 : feed.pageNum + 1
    busy.current = true
    setFeed((s) => (reset ? { ...s, loading: s.list.length === 0, failed: false } : { ...s, loadingMore: true }))
    try {
      const res = await recentTrends(pids, pageNum, PAGE_SIZE)
      if (mine !== seq.current) return
      setFeed((s) => {
        const list = reset ? res.list : [...s.list, ...res.list]
        return {
          list,
          pageNum,
          total: res.total,
          basis: res.basis,
          loading: false,
          loadingMore: false,
          finished: list.length >= res.total || res.list.length < PAGE_SIZE,
          failed: false,
        }
      })
    } catch {
      if (mine !== seq.current) return
      setFeed((s) => ({ ...s, loading: false, loadingMore: false, failed: reset }))
    } finally {
      if (mine === seq.current) busy.current = false
    }
  }

  // first show, and again when the user has viewed other companies since
  const refreshIfStale = () => {
    if (loadedKey.current !== searchHistory.footprintPids.join(',')) load(true)
  }
  useEffect(refreshIfStale, [])
  useDidShow(refreshIfStale)
  useReachBottom(() => {
    if (!feed.loading && !feed.finished && !feed.failed) load(false)
  })

  const now = new Date()
  const groups = groupTrends(feed.list, now)

  return (
    <View className='trends-page'>
      <HeaderBar title='动态' backLevel={0} />
      <PullRefresh onRefresh={() => load(true)}>
        <View className='trends-body'>
          {feed.basis === 'popular' && (
            <View className='trends-banner' role='note'>
              <Text className='trends-banner__icon'>热</Text>
              <Text className='trends-banner__text'>{POPULAR_BANNER}</Text>
            </View>
          )}
          {feed.basis === 'viewed' && feed.list.length > 0 && (
            <Text className='trends-basis'>你最近浏览的 {searchHistory.footprints.length} 家企业的最新动态</Text>
          )}
          {feed.loading ? (
            <Skeleton />
          ) : feed.failed ? (
            <Empty text='加载失败，请下拉刷新重试'>
              <View className='trends-retry' onClick={() => load(true)}><Text>重新加载</Text></View>
            </Empty>
          ) : feed.list.length === 0 ? (
            <Empty />
          ) : (
            groups.map((g) => (
              <View key={g.date || 'undated'} className='trend-group'>
                <View className='trend-group__head'>
                  <Text className='trend-group__label'>{g.label}</Text>
                  {(g.label === '今天' || g.label === '昨天') && <Text className='trend-group__date'>{g.date}</Text>}
                </View>
                <View className='trend-group__list'>
                  {g.items.map((item) => <TrendCard key={item.id} item={item} now={now} />)}
                </View>
              </View>
            ))
          )}
          <ListFooter loading={feed.loadingMore} finished={feed.finished} count={feed.loading ? 0 : feed.list.length} />
        </View>
      </PullRefresh>
      <TabBar current={1} />
    </View>
  )
}

export default observer(Trends)
