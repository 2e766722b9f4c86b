/** The rows of the 订阅 lists (我的订阅, 高级搜索订阅, 搜索订阅) and the page of one kind of saved search. */
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useState } from 'react'
import type { SubscriptionItem, SubscriptionList } from '../../../contract/schemas/subscriptions'
import { SUBSCRIPTION_KIND_LABELS, type SavedSearchKind } from '../../../contract/domain/subscriptions'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { useShown } from '@/components/Monitor/useShown'
import { viewedAt } from '@/domain/relativeTime'
import { usePagedPage } from '@/hooks/usePaged'
import { listSubscriptions, markSubscriptionSeen, removeSubscription, toggleSubscription } from '@/services/subscriptions'
import { session } from '@/stores/session'
import './index.scss'

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })

const newText = (r: SubscriptionItem) => (r.kind === 'search' ? `${r.newCount} 家新企业` : `${r.newCount} 条新案件`)

export function SubscriptionSkeleton() {
  return (
    <View data-testid='ms-skeleton'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='ms-item ms-item--skeleton'>
          <View className='ms-skeleton' style={{ width: '30%' }} />
          <View className='ms-skeleton' style={{ width: '80%' }} />
          <View className='ms-skeleton' style={{ width: '55%' }} />
        </View>
      ))}
    </View>
  )
}

export function SubscriptionRow({
  row,
  onOpen,
  onToggle,
  onRemove,
}: {
  row: SubscriptionItem
  onOpen: () => void
  onToggle: () => void
  onRemove: () => void
}) {
  return (
    <View className={`ms-item ${row.enabled ? '' : 'is-off'}`} data-testid='ms-item' data-kind={row.kind} data-id={row.id}>
      <View className='ms-item__main' onClick={onOpen}>
        <View className='ms-item__head'>
          <Text className={`ms-tag ms-tag--${row.kind}`}>{SUBSCRIPTION_KIND_LABELS[row.kind]}</Text>
          <Text className='ms-item__title'>{row.title}</Text>
          {row.enabled && row.newCount > 0 && (
            <Text className='ms-new' data-testid='ms-new'>
              {newText(row)}
            </Text>
          )}
        </View>
        <Text className='ms-item__desc'>{row.desc}</Text>
        <Text className='ms-item__meta' data-testid='ms-meta'>
          {`创建于 ${viewedAt(row.createdAt)} · ${row.lastPushAt ? `最近推送 ${viewedAt(row.lastPushAt)}` : '暂无推送'}`}
        </Text>
      </View>
      <View className='ms-item__side'>
        <View
          className={`ms-switch ${row.enabled ? 'is-on' : ''}`}
          role='switch'
          aria-checked={row.enabled}
          aria-label={`${row.title}开关`}
          data-testid='ms-switch'
          onClick={onToggle}
        >
          <View className='ms-switch__knob' />
        </View>
        {row.removable && (
          <Text className='ms-remove' data-testid='ms-remove' onClick={onRemove}>
            删除
          </Text>
        )}
      </View>
    </View>
  )
}

/** Switches a subscription the other way and says so; null when the server refused (the request door said why). */
export async function switchSubscription(r: SubscriptionItem): Promise<SubscriptionItem | null> {
  try {
    const next = await toggleSubscription(r.kind, !r.enabled, r.kind === 'digest' ? undefined : r.id)
    toast(next.enabled ? `已开启「${r.title}」` : `已关闭「${r.title}」`)
    return next
  } catch {
    return null
  }
}

/** 删除 after asking; true when the user confirmed (the list is to be read again, whether or not the server removed it). */
export async function removeAfterAsking(r: SubscriptionItem): Promise<boolean> {
  const ok = await Taro.showModal({
    title: '删除订阅',
    content: `确定删除「${r.title}」吗？删除后不再提醒。`,
    confirmText: '删除',
    cancelText: '再想想',
    confirmColor: '#fa3534',
  })
  if (!ok?.confirm) return false
  try {
    await removeSubscription(r.id)
    toast('已删除订阅')
  } catch {
    // the request door said why
  }
  return true
}

export interface SavedSearchListProps {
  searchKind: SavedSearchKind
  title: string
  /** the empty list's hint and the button that makes one */
  emptyHint: string
  makeText: string
  onMake: () => void
  /** where a saved search opens */
  open: (row: SubscriptionItem) => void
}

/**
 * One kind of saved search (高级搜索订阅 or 搜索订阅): each with its conditions, what is new since it was last
 * opened, its latest push, a switch and 删除; opening one shows its results and stops counting them as new.
 */
export function SavedSearchList({ searchKind, title, emptyHint, makeText, onMake, open }: SavedSearchListProps) {
  const [version, setVersion] = useState(0)
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => listSubscriptions(pageNum, pageSize, searchKind),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchKind, version],
  )
  const paged = usePagedPage<SubscriptionItem, SubscriptionList>(fetchPage, session.isLoggedIn)
  const [changed, setChanged] = useState<Record<number, SubscriptionItem>>({})
  const reload = () => {
    setChanged({})
    setVersion((v) => v + 1)
  }
  // back from the results: what was new there is seen now
  useShown(() => {
    if (session.isLoggedIn && paged.last) reload()
  })

  const toggle = async (r: SubscriptionItem) => {
    const next = await switchSubscription(r)
    if (next) setChanged((c) => ({ ...c, [r.id]: next }))
  }
  const remove = async (r: SubscriptionItem) => {
    if (await removeAfterAsking(r)) reload()
  }
  const openRow = (r: SubscriptionItem) => {
    markSubscriptionSeen(r.id).catch(() => undefined)
    open(r)
  }

  const rows = paged.list.map((r) => changed[r.id] ?? r)
  const firstLoad = session.isLoggedIn && paged.loading && paged.last === null && !paged.error
  const last = paged.last
  return (
    <View className='ms-page'>
      <HeaderBar title={title} />
      <View className='ms-bar'>
        <Text className='ms-bar__count' data-testid='ss-count'>
          {last ? `共 ${last.total} 个 · 全部搜索订阅 ${last.searchCount}/${last.searchLimit}` : title}
        </Text>
        <Text className='ms-bar__add' data-testid='ss-make' onClick={onMake}>
          {`+ ${makeText}`}
        </Text>
      </View>
      <PullRefresh
        onRefresh={async () => {
          setChanged({})
          await paged.refresh()
        }}
      >
        {firstLoad && <SubscriptionSkeleton />}
        {rows.map((r) => (
          <SubscriptionRow key={r.id} row={r} onOpen={() => openRow(r)} onToggle={() => toggle(r)} onRemove={() => remove(r)} />
        ))}
        <PagedEnd paged={paged} count={rows.length} emptyText='暂无数据～'>
          <Text className='ms-empty-hint'>{emptyHint}</Text>
          <Text className='ms-empty-btn' data-testid='ss-empty-make' onClick={onMake}>
            {makeText}
          </Text>
        </PagedEnd>
      </PullRefresh>
    </View>
  )
}
