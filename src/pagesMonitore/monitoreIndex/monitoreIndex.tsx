import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { DynamicItem, MonitorGroup, MonitorQuota } from '../../../contract/api/api-monitor'
import HeaderBar from '@/components/HeaderBar'
import { DynamicCard, QuotaLine } from '@/components/Monitor'
import { ymd } from '@contract/domain/dates'
import { dynamics, groupList, monitorQuota } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { monitor } from '@/stores/monitor'
import './monitoreIndex.scss'
import { useShown } from '@/components/Monitor/useShown'
import { to } from '@/links.gen'

export const MONITOR_ENTRIES = [
  { text: '监控列表', icon: '列', color: '#2979ff', url: to.monitorList() },
  { text: '添加监控', icon: '+', color: '#19be6b', url: to.monitorAdd() },
  { text: '监控分组', icon: '组', color: '#7b61ff', url: to.monitorGroups() },
  { text: '监控消息', icon: '信', color: '#fa3534', url: to.monitorMessages() },
  { text: '动态趋势', icon: '势', color: '#ff9900', url: to.messageTrend() },
  { text: '企业监控', icon: '企', color: '#0fb5ae', url: to.companyMonitors() },
  { text: '人员监控', icon: '人', color: '#ED7455', url: to.personMonitors() },
  { text: '监控设置', icon: '设', color: '#606775', url: to.monitorSettings() },
  { text: '推送设置', icon: '推', color: '#d4a04c', url: to.notifications() },
]

/** The monitoring home: counts, today's dynamics, entry points. */
function MonitoreIndex() {
  const [quota, setQuota] = useState<MonitorQuota | null>(null)
  const [groups, setGroups] = useState<MonitorGroup[]>([])
  const [recent, setRecent] = useState<DynamicItem[]>([])
  const [recentTotal, setRecentTotal] = useState(0)

  useShown(() => {
    monitor.start()
    monitorQuota().then(setQuota, () => undefined)
    groupList().then(
      (r) => setGroups(r.list),
      () => undefined,
    )
    dynamics({ range: '3d', pageNum: 1, pageSize: 50 }).then(
      (r) => {
        setRecent(r.list)
        setRecentTotal(r.total)
      },
      () => undefined,
    )
  })

  const today = ymd(new Date())
  const todays = recent.filter((d) => d.date === today || ymd(new Date(d.createdAt)) === today)
  const go = (url: string) => navigate(url).catch(() => undefined)
  return (
    <View className='mon-page'>
      <HeaderBar title='企业监控' />
      <View className='mi-hero'>
        <View className='mi-stat' onClick={() => go(to.monitorList())}>
          <Text className='mi-stat__num' data-testid='mi-used'>
            {quota?.used ?? '-'}
          </Text>
          <Text className='mi-stat__label'>监控中</Text>
        </View>
        <View className='mi-stat' onClick={() => go(to.monitorMessages())}>
          <Text className='mi-stat__num'>{monitor.unread}</Text>
          <Text className='mi-stat__label'>未读消息</Text>
        </View>
        <View className='mi-stat' onClick={() => go(to.trends())}>
          <Text className='mi-stat__num'>{todays.length}</Text>
          <Text className='mi-stat__label'>今日动态</Text>
        </View>
        <View className='mi-stat'>
          <Text className='mi-stat__num'>{recentTotal}</Text>
          <Text className='mi-stat__label'>近3天动态</Text>
        </View>
      </View>
      <View className='mon-body'>
        {quota && <QuotaLine {...quota} />}
        <View className='mon-card mi-grid'>
          {MONITOR_ENTRIES.map((e) => (
            <View key={e.url} className='mi-entry' onClick={() => go(e.url)}>
              <View className='mi-entry__icon' style={{ background: e.color }}>
                <Text>{e.icon}</Text>
              </View>
              <Text className='mi-entry__text'>{e.text}</Text>
            </View>
          ))}
        </View>
        {groups.length > 0 && (
          <View className='mon-card'>
            <Text className='mon-card__title'>我的分组</Text>
            <View className='mon-chips'>
              {groups.map((g) => (
                <Text key={g.id} className='mon-chip' onClick={() => go(to.groupTrends({ groupId: g.id, name: g.name }))}>
                  {g.name} {g.count}
                </Text>
              ))}
            </View>
          </View>
        )}
        <View className='mi-section-head'>
          <Text className='mon-card__title'>今日动态</Text>
          <Text className='mon-link' onClick={() => go(to.trends())}>
            全部动态 ›
          </Text>
        </View>
        {todays.length === 0 ? (
          <View className='mon-card'>
            <Text className='mon-hint'>今日暂无新动态{quota && quota.used === 0 ? '，先添加要监控的企业吧' : ''}</Text>
          </View>
        ) : (
          todays.slice(0, 10).map((d) => <DynamicCard key={d.id} item={d} onClick={() => go(to.dynamicDetail({ id: d.id }))} />)
        )}
      </View>
    </View>
  )
}

export default observer(MonitoreIndex)
