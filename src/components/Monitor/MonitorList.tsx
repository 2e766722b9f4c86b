/** The list of monitored targets (monitoreList, mine, collect): group tabs, search, paging, batch move and remove. */
import { View, Text, Input, ScrollView } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MonitorGroup, MonitorItem, MonitorKind, MonitorListResult } from '../../../contract/api/api-monitor'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePaged } from '@/hooks/usePaged'
import { groupList, monitorList, moveToGroup, removeMonitors } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { MonitorRow, QuotaLine } from './index'
import { useShown } from './useShown'
import { to } from '@/links.gen'

export default function MonitorList({ kind, initialGroupId }: { kind?: MonitorKind; initialGroupId?: number }) {
  const [groups, setGroups] = useState<MonitorGroup[]>([])
  const [groupId, setGroupId] = useState<number | undefined>(initialGroupId)
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState('')
  const [managing, setManaging] = useState(false)
  const [sel, setSel] = useState<number[]>([])
  const [moving, setMoving] = useState(false)
  const shown = useRef(false)
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => monitorList({ groupId, kind, keyword: query || undefined, pageNum, pageSize }),
    [groupId, kind, query],
  )
  const paged = usePaged<MonitorItem, MonitorListResult>(fetchPage)

  const loadGroups = () =>
    groupList().then(
      (r) => setGroups(r.list),
      () => undefined,
    )
  useEffect(() => {
    paged.refresh()
  }, [groupId, query])
  useShown(() => {
    loadGroups()
    if (shown.current) paged.refresh()
    shown.current = true
  })
  useReachBottom(() => paged.loadMore())

  const toggle = (id: number) => setSel((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))
  const done = () => {
    setManaging(false)
    setSel([])
    setMoving(false)
    loadGroups()
    paged.refresh()
  }
  const remove = async () => {
    if (sel.length === 0) return Taro.showToast({ title: '请选择监控对象', icon: 'none' })
    const r = await Taro.showModal({
      title: '取消监控',
      content: `确定取消监控选中的${sel.length}个对象吗？取消后不再接收它们的动态`,
      confirmText: '取消监控',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    const res = await removeMonitors(sel)
    Taro.showToast({ title: `已取消监控${res.removed}个`, icon: 'none' })
    done()
  }
  const move = async (target: MonitorGroup) => {
    const res = await moveToGroup(sel, target.id)
    Taro.showToast({ title: `已移动${res.moved}个到「${target.name}」`, icon: 'none' })
    done()
  }

  const last = paged.last
  return (
    <View className='mon-list-page'>
      <View className='mon-search'>
        <Input
          className='mon-search__input'
          value={keyword}
          placeholder='搜索监控的企业或人员'
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={() => setQuery(keyword.trim())}
        />
        <Text className='mon-search__btn' onClick={() => setQuery(keyword.trim())}>
          搜索
        </Text>
      </View>
      {initialGroupId === undefined && (
        <ScrollView scrollX className='mon-group-tabs'>
          <Text className={`mon-group-tab ${groupId === undefined ? 'is-on' : ''}`} onClick={() => setGroupId(undefined)}>
            全部
          </Text>
          {groups.map((g) => (
            <Text key={g.id} className={`mon-group-tab ${groupId === g.id ? 'is-on' : ''}`} onClick={() => setGroupId(g.id)}>
              {g.name}（{g.count}）
            </Text>
          ))}
        </ScrollView>
      )}
      <PullRefresh onRefresh={() => paged.refresh()}>
        <View className='mon-body'>
          {last?.quota && <QuotaLine {...last.quota} />}
          <View className='mon-list-bar'>
            <Text className='mon-hint'>共 {last?.total ?? 0} 个</Text>
            {paged.list.length > 0 && (
              <Text className='mon-link' onClick={() => (managing ? done() : setManaging(true))}>
                {managing ? '完成' : '管理'}
              </Text>
            )}
          </View>
          {paged.list.length > 0 && (
            <View className='mon-list'>
              {paged.list.map((m) => (
                <MonitorRow
                  key={m.id}
                  item={m}
                  selecting={managing}
                  selected={sel.includes(m.id)}
                  onClick={() => (managing ? toggle(m.id) : navigate(to.monitorDetail({ id: m.id })).catch(() => undefined))}
                />
              ))}
            </View>
          )}
          <PagedEnd
            paged={paged}
            count={paged.list.length}
            emptyText={query ? '没有找到匹配的监控对象' : kind === 'person' ? '还没有监控人员' : '还没有监控的企业'}
          >
            <View className='timeline__btn' onClick={() => navigate(to.addMonitor()).catch(() => undefined)}>
              <Text>添加监控</Text>
            </View>
          </PagedEnd>
        </View>
      </PullRefresh>
      {managing ? (
        <View className='mon-footer'>
          <View
            className='mon-btn mon-btn--ghost'
            onClick={() => (sel.length ? setMoving(true) : Taro.showToast({ title: '请选择监控对象', icon: 'none' }))}
          >
            <Text>移动分组{sel.length ? `（${sel.length}）` : ''}</Text>
          </View>
          <View className='mon-btn mon-btn--danger' onClick={() => remove().catch(() => undefined)}>
            <Text>取消监控</Text>
          </View>
        </View>
      ) : (
        <View className='mon-footer'>
          <View className='mon-btn' onClick={() => navigate(kind === 'person' ? to.addMonitor() : to.monitorAdd()).catch(() => undefined)}>
            <Text>添加监控</Text>
          </View>
        </View>
      )}
      {moving && (
        <View className='mon-sheet' data-testid='move-sheet'>
          <View className='mon-sheet__mask' onClick={() => setMoving(false)} />
          <View className='mon-sheet__panel'>
            <Text className='mon-sheet__title'>移动到分组</Text>
            {groups.map((g) => (
              <Text key={g.id} className='mon-sheet__opt' onClick={() => move(g).catch(() => undefined)}>
                {g.name}
              </Text>
            ))}
            <Text className='mon-sheet__cancel' onClick={() => setMoving(false)}>
              取消
            </Text>
          </View>
        </View>
      )}
    </View>
  )
}
