import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { clueAlerts, clueSetting, myDebtors } from '@/services/propertyClues'
import '../shared/clues.scss'

interface Counts {
  collected: number
  monitored: number
  unread: number
  push: boolean
}

const go = (url: string) => navigate(url).catch(() => undefined)

/** 我的财产线索: how many debtors are collected and monitored, unread new clues, and the push setting, each opening its page. */
export default function PropertyCluesMine() {
  const [counts, setCounts] = useState<Counts | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    try {
      const [c, m, a, s] = await Promise.all([
        myDebtors('collect', 1, 1),
        myDebtors('monitor', 1, 1),
        clueAlerts(undefined, 1, 1),
        clueSetting(),
      ])
      setCounts({ collected: c.total, monitored: m.total, unread: a.unread, push: s.pushEnabled })
      setError('')
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }, [])
  useDidShow(() => void load())

  const meta = (text: string) => (counts ? text : error ? '' : '…')
  return (
    <View className='pcl-page'>
      <HeaderBar title='我的财产线索' />
      {!!error && (
        <Text className='pcl-tip' data-testid='pcl-mine-error' onClick={() => void load()}>
          {error}，点击重试
        </Text>
      )}
      <View className='pcl-entries'>
        <View className='pcl-entry' data-testid='pcl-mine-collect' onClick={() => go(to.propertyCluesCollect())}>
          <Text>收藏的债务人</Text>
          <Text className='pcl-entry__meta'>{meta(`${counts?.collected ?? 0} 个 ›`)}</Text>
        </View>
        <View className='pcl-entry' data-testid='pcl-mine-monitor' onClick={() => go(to.propertyCluesMonitorList())}>
          <Text>监控的债务人</Text>
          <Text className='pcl-entry__meta'>{meta(`${counts?.monitored ?? 0} 个 ›`)}</Text>
        </View>
        <View className='pcl-entry' onClick={() => go(to.propertyCluesMonitor())}>
          <Text>
            线索监控
            {!!counts?.unread && <Text className='pcl-badge'>{counts.unread}</Text>}
          </Text>
          <Text className='pcl-entry__meta'>{meta('新发现的线索 ›')}</Text>
        </View>
        <View className='pcl-entry' onClick={() => go(to.propertyCluesSetting())}>
          <Text>线索设置</Text>
          <Text className='pcl-entry__meta'>{meta(`${counts?.push ? '推送已开启' : '推送已关闭'} ›`)}</Text>
        </View>
      </View>
      <Text className='pcl-tip'>
        监控债务人后，其名下出现新的股权、土地、知识产权、中标、胜诉判决或司法拍卖时，会在线索监控和消息中心提醒您。
      </Text>
    </View>
  )
}
