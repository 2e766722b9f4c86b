/** Recent changes of the companies the user viewed (of the most viewed ones before any): the 动态 tab's fallback content. */
import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { TrendsResult } from '../../../contract/api/api'
import { navigate } from '@/services/nav'
import { recentTrends } from '@/services/trends'
import { searchHistory } from '@/stores/searchHistory'
import { LEVEL_STYLE, POPULAR_BANNER, trendTime } from './trendGroups'
import { to } from '@/links.gen'

export const VIEWED_FEED_SIZE = 10

function ViewedFeed() {
  const [feed, setFeed] = useState<TrendsResult | null>(null)
  const loadedKey = useRef<string | null>(null)
  const seq = useRef(0)

  const load = () => {
    const pids = searchHistory.footprintPids
    const key = pids.join(',')
    if (loadedKey.current === key) return
    loadedKey.current = key
    const mine = ++seq.current
    recentTrends(pids, 1, VIEWED_FEED_SIZE).then(
      (r) => mine === seq.current && setFeed(r),
      () => undefined,
    )
  }
  useEffect(load, [])
  useDidShow(load)

  if (!feed || feed.list.length === 0) return null
  const now = new Date()
  return (
    <View className='viewed-feed' data-testid='viewed-feed'>
      <Text className='viewed-feed__title'>{feed.basis === 'viewed' ? '你浏览过的企业最新动态' : '热门企业最新动态'}</Text>
      {feed.basis === 'popular' && <Text className='viewed-feed__hint'>{POPULAR_BANNER}</Text>}
      {feed.list.map((item) => {
        const lv = LEVEL_STYLE[item.level] ?? LEVEL_STYLE.info
        return (
          <View
            key={item.id}
            className='trend-card viewed-feed__card'
            onClick={() => navigate(to.companyProfile({ pid: item.pid })).catch(() => undefined)}
          >
            <View className='trend-card__head'>
              <Text className='trend-card__company'>{item.companyName}</Text>
              <Text className='trend-card__time'>{trendTime(item.date, now)}</Text>
            </View>
            <View className='trend-card__row'>
              <Text className='trend-card__dim' style={{ color: lv.color, background: lv.background }}>
                {item.dimensionLabel}
              </Text>
              <Text className='trend-card__title'>{item.title}</Text>
            </View>
            <Text
              className='viewed-feed__watch'
              onClick={(e) => {
                e.stopPropagation()
                navigate(to.addMonitor({ pid: item.pid, name: item.companyName })).catch(() => undefined)
              }}
            >
              + 监控这家企业
            </Text>
          </View>
        )
      })}
    </View>
  )
}

export default observer(ViewedFeed)
