import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import type { SubscriptionItem, SubscriptionList } from '../../../contract/schemas/subscriptions'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import PullRefresh from '@/components/PullRefresh'
import { useShown } from '@/components/Monitor/useShown'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { listSubscriptions, markSubscriptionSeen, toggleSubscription } from '@/services/subscriptions'
import { filterResultsUrl } from '@/stores/filter'
import { session } from '@/stores/session'
import { removeAfterAsking, switchSubscription, SubscriptionRow as Row, SubscriptionSkeleton as Skeleton } from '@/components/Subscriptions'
import './mySubscribe.scss'

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })

/**
 * 我的订阅: the monitoring digest, judicial pushes and saved searches in one list, each with when it was made, its
 * latest push and what is new since it was last opened; a switch turns one off, 删除 removes a search or the judicial
 * push. Opening a search shows its results and stops counting them as new.
 */
function MySubscribe() {
  const [version, setVersion] = useState(0)
  const [adding, setAdding] = useState(false)
  const signedIn = session.isLoggedIn
  const fetchPage = useCallback(
    (pageNum: number) => listSubscriptions(pageNum),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version],
  )
  const paged = usePagedPage<SubscriptionItem, SubscriptionList>(fetchPage, signedIn)
  const [changed, setChanged] = useState<Record<string, SubscriptionItem>>({})
  const keyOf = (r: SubscriptionItem) => `${r.kind}:${r.id}`

  useShown(() => {
    // back from a search or the settings: counts and switches may have changed
    if (session.isLoggedIn && paged.last) reload()
  })
  const reload = () => {
    setChanged({})
    setVersion((v) => v + 1)
  }
  const refresh = async () => {
    setChanged({})
    await paged.refresh()
  }

  const toggle = async (r: SubscriptionItem) => {
    const next = await switchSubscription(r)
    if (next) setChanged((c) => ({ ...c, [keyOf(r)]: next }))
  }
  const remove = async (r: SubscriptionItem) => {
    if (await removeAfterAsking(r)) reload()
  }
  const open = (r: SubscriptionItem) => {
    if (r.kind === 'digest') return navigate(to.pushSettings()).catch(() => undefined)
    markSubscriptionSeen(r.id).catch(() => undefined)
    if (r.kind === 'judicial') return navigate(to.monitorMessages()).catch(() => undefined)
    return navigate(filterResultsUrl(r.filter ?? {}, r.summary)).catch(() => undefined)
  }
  const enableJudicial = async () => {
    setAdding(false)
    try {
      await toggleSubscription('judicial', true)
      toast('已开启司法推送')
      reload()
    } catch {
      // the request door said why
    }
  }

  const rows = paged.list.map((r) => changed[keyOf(r)] ?? r)
  const firstLoad = signedIn && paged.loading && paged.last === null && !paged.error
  const hasJudicial = rows.some((r) => r.kind === 'judicial')
  const last = paged.last

  const addPanel = (
    <View className='ms-add' data-testid='ms-add-panel'>
      <View className='ms-add__row' data-testid='ms-add-search' onClick={() => navigate(to.filterSubscriptions()).catch(() => undefined)}>
        <Text className='ms-add__title'>高级搜索订阅</Text>
        <Text className='ms-add__desc'>设置筛选条件后，在结果页点击「订阅此搜索」</Text>
      </View>
      <View className='ms-add__row' data-testid='ms-add-query' onClick={() => navigate(to.querySubscriptions()).catch(() => undefined)}>
        <Text className='ms-add__title'>搜索订阅</Text>
        <Text className='ms-add__desc'>搜索企业后，在结果上方点击「订阅」</Text>
      </View>
      {!hasJudicial && (
        <View className='ms-add__row' data-testid='ms-add-judicial' onClick={() => enableJudicial()}>
          <Text className='ms-add__title'>开启司法推送</Text>
          <Text className='ms-add__desc'>监控企业有新的司法案件时提醒你</Text>
        </View>
      )}
      <View className='ms-add__row' onClick={() => navigate(to.monitorHome()).catch(() => undefined)}>
        <Text className='ms-add__title'>监控日报</Text>
        <Text className='ms-add__desc'>添加监控对象后，每天汇总它们的动态</Text>
      </View>
      <View className='ms-add__row' onClick={() => navigate(to.subscribeNotices()).catch(() => undefined)}>
        <Text className='ms-add__title'>微信订阅消息</Text>
        <Text className='ms-add__desc'>选择要通过微信接收的提醒</Text>
      </View>
    </View>
  )

  return (
    <View className='ms-page'>
      <HeaderBar title='我的订阅' />
      <View className='ms-bar'>
        <Text className='ms-bar__count' data-testid='ms-count'>
          {last ? `共 ${last.total} 项 · 搜索订阅 ${last.searchCount}/${last.searchLimit}` : '我的订阅'}
        </Text>
        <Text className='ms-bar__add' data-testid='ms-add' onClick={() => setAdding(!adding)}>
          {adding ? '收起' : '+ 添加订阅'}
        </Text>
      </View>
      {adding && addPanel}

      <PullRefresh onRefresh={refresh}>
        {firstLoad && <Skeleton />}
        {rows.map((r) => (
          <Row key={keyOf(r)} row={r} onOpen={() => open(r)} onToggle={() => toggle(r)} onRemove={() => remove(r)} />
        ))}
        {paged.error && rows.length === 0 ? (
          <Empty text={paged.error || '加载失败'}>
            <Text className='ms-retry' data-testid='ms-retry' onClick={() => paged.refresh()}>
              重试
            </Text>
          </Empty>
        ) : (
          !firstLoad &&
          !paged.loading &&
          last !== null &&
          rows.length === 0 &&
          !adding && (
            <Empty text='暂无订阅'>
              <Text className='ms-empty-hint'>订阅搜索条件、开启司法推送或监控日报，有新情况时第一时间提醒你</Text>
              <Text className='ms-empty-btn' data-testid='ms-empty-add' onClick={() => setAdding(true)}>
                添加订阅
              </Text>
            </Empty>
          )
        )}
        {paged.error && rows.length > 0 ? (
          <View className='ms-more-error'>
            <Text data-testid='ms-more-retry' onClick={() => paged.loadMore()}>
              加载失败，点击重试
            </Text>
          </View>
        ) : (
          !firstLoad && <ListFooter loading={paged.loading} finished={paged.finished} count={rows.length} />
        )}
      </PullRefresh>
    </View>
  )
}

export default observer(MySubscribe)
