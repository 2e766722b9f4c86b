import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { DynamicItem, DynamicLevel, MonitorDetail, MonitorGroup, RecentRange } from '../../../contract/api/api-monitor'
import { DYNAMIC_LEVEL_LABELS, RECENT_RANGES } from '@/domain/monitorLabels'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import LoadingOverlay from '@/components/LoadingOverlay'
import { DynamicCard, levelStyle } from '@/components/Monitor'
import { PAGE_SIZE } from '@/domain/constants'
import { groupList, monitorDetail, moveToGroup, removeMonitors } from '@/services/monitor'
import { navigate } from '@/services/nav'
import './monitoreDetail.scss'
import { useShown } from '@/components/Monitor/useShown'
import { to } from '@/links.gen'

/** One monitored target: its dynamics by level and range, its settings, group and removal. ?id or ?kind&targetId */
export default function MonitoreDetailPage() {
  const params = useRouter().params
  const id = Number(params.id)
  const target =
    Number.isInteger(id) && id > 0
      ? { id }
      : { kind: (params.kind === 'person' ? 'person' : 'company') as 'person' | 'company', targetId: params.targetId || '' }
  const [detail, setDetail] = useState<MonitorDetail | null>(null)
  const [list, setList] = useState<DynamicItem[]>([])
  const [level, setLevel] = useState<DynamicLevel | undefined>()
  const [range, setRange] = useState<RecentRange | undefined>()
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [groups, setGroups] = useState<MonitorGroup[] | null>(null)
  const seq = useRef(0)

  const load = async (reset: boolean, f = { level, range }) => {
    const pageNum = reset ? 1 : page + 1
    const mine = ++seq.current
    setLoading(true)
    try {
      const r = await monitorDetail(target, { level: f.level, range: f.range, pageNum, pageSize: PAGE_SIZE })
      if (mine !== seq.current) return
      setDetail(r)
      setPage(pageNum)
      setList((l) => (reset ? r.dynamics.list : [...l, ...r.dynamics.list]))
    } catch (e) {
      if (mine === seq.current && reset) setError((e as Error)?.message || '加载失败')
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }
  useShown(() => {
    load(true)
  })
  const finished = !!detail && (list.length >= detail.dynamics.total || detail.dynamics.list.length < PAGE_SIZE)
  useReachBottom(() => {
    if (!loading && !finished) load(false)
  })

  if (!detail) {
    return (
      <View className='mon-page'>
        <HeaderBar title='监控详情' />
        {error ? <Empty text={error} /> : <LoadingOverlay visible />}
      </View>
    )
  }
  const m = detail.monitor
  const pickLevel = (l?: DynamicLevel) => {
    const v = level === l ? undefined : l
    setLevel(v)
    load(true, { level: v, range })
  }
  const pickRange = (r?: RecentRange) => {
    setRange(r)
    load(true, { level, range: r })
  }
  const remove = async () => {
    const r = await Taro.showModal({
      title: '取消监控',
      content: `确定取消监控「${m.name}」吗？`,
      confirmText: '取消监控',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    await removeMonitors([m.id])
    Taro.showToast({ title: '已取消监控', icon: 'none' })
    navigate('', 'back').catch(() => undefined)
  }
  const move = async (g: MonitorGroup) => {
    await moveToGroup([m.id], g.id)
    setGroups(null)
    Taro.showToast({ title: `已移动到「${g.name}」`, icon: 'none' })
    load(true)
  }
  const total = (Object.values(detail.levelCounts) as number[]).reduce((a, b) => a + b, 0)
  return (
    <View className='mon-page'>
      <HeaderBar title='监控详情' />
      <View className='md-head'>
        <Text
          className='md-head__name'
          onClick={() =>
            navigate(m.kind === 'person' ? to.personProfile({ personId: m.targetId }) : to.companyProfile({ pid: m.targetId })).catch(
              () => undefined,
            )
          }
        >
          {m.name} ›
        </Text>
        <Text className='md-head__sub'>
          {m.kind === 'person' ? '人员' : '企业'}
          {m.subtitle ? ` · ${m.subtitle}` : ''}
          {m.legalPerson ? ` · 法定代表人 ${m.legalPerson}` : ''}
        </Text>
        <View className='md-head__tags'>
          <Text
            className='md-tag'
            onClick={() =>
              groupList().then(
                (r) => setGroups(r.list),
                () => undefined,
              )
            }
          >
            分组：{m.groupName} ›
          </Text>
          <Text className='md-tag' onClick={() => navigate(to.monitorSettings({ id: m.id })).catch(() => undefined)}>
            {m.dimensions ? `自定义${m.dimensions.length}个维度` : '默认监控维度'} ›
          </Text>
        </View>
      </View>
      <View className='md-levels'>
        <View className={`md-level ${!level ? 'is-on' : ''}`} onClick={() => pickLevel(undefined)}>
          <Text className='md-level__num'>{total}</Text>
          <Text className='md-level__label'>全部</Text>
        </View>
        {(Object.keys(DYNAMIC_LEVEL_LABELS) as DynamicLevel[]).map((l) => (
          <View key={l} className={`md-level ${level === l ? 'is-on' : ''}`} onClick={() => pickLevel(l)} data-level={l}>
            <Text className='md-level__num' style={{ color: levelStyle(l).color }}>
              {detail.levelCounts[l] ?? 0}
            </Text>
            <Text className='md-level__label'>{DYNAMIC_LEVEL_LABELS[l]}</Text>
          </View>
        ))}
      </View>
      <View className='md-ranges'>
        <Text className={`mon-chip ${!range ? 'is-on' : ''}`} onClick={() => pickRange(undefined)}>
          全部时间
        </Text>
        {RECENT_RANGES.map((r) => (
          <Text key={r.key} className={`mon-chip ${range === r.key ? 'is-on' : ''}`} onClick={() => pickRange(r.key)}>
            {r.label}
          </Text>
        ))}
      </View>
      <View className='mon-body'>
        {list.map((d) => (
          <DynamicCard
            key={d.id}
            item={d}
            showTarget={false}
            onClick={() => navigate(to.dynamicDetail({ id: d.id })).catch(() => undefined)}
          />
        ))}
        {!loading && list.length === 0 && <Empty text='暂无动态，有新动态时会第一时间通知你' />}
        <ListFooter loading={loading} finished={finished} count={list.length} />
      </View>
      <View className='mon-footer'>
        <View className='mon-btn mon-btn--danger' onClick={() => remove().catch(() => undefined)}>
          <Text>取消监控</Text>
        </View>
        <View className='mon-btn' onClick={() => navigate(to.monitorSettings({ id: m.id })).catch(() => undefined)}>
          <Text>监控设置</Text>
        </View>
      </View>
      {groups && (
        <View className='mon-sheet'>
          <View className='mon-sheet__mask' onClick={() => setGroups(null)} />
          <View className='mon-sheet__panel'>
            <Text className='mon-sheet__title'>移动到分组</Text>
            {groups.map((g) => (
              <Text
                key={g.id}
                className={`mon-sheet__opt ${g.id === m.groupId ? 'mon-link' : ''}`}
                onClick={() => move(g).catch(() => undefined)}
              >
                {g.name}
              </Text>
            ))}
            <Text className='mon-sheet__cancel' onClick={() => setGroups(null)}>
              取消
            </Text>
          </View>
        </View>
      )}
    </View>
  )
}
