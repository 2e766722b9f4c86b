import { View, Text } from '@tarojs/components'
import Taro, { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import type { MessageItem, MessageListResult } from '../../../contract/api/api-monitor'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { DynamicCard } from '@/components/Monitor'
import { usePaged } from '@/hooks/usePaged'
import { messageList, readAllMessages, readMessage } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { monitor } from '@/stores/monitor'
import './message.scss'
import { to } from '@/links.gen'

/** Monitoring messages: every new dynamic of a monitored target; mark one or all read; new ones arrive live. */
function Message() {
  const [onlyUnread, setOnlyUnread] = useState(false)
  const [readIds, setReadIds] = useState<Set<number>>(new Set())
  // after 全部已读, a message that reaches the page later but was made before it is read too
  const [readUpTo, setReadUpTo] = useState(0)
  const [live, setLive] = useState<MessageItem[]>([])
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => messageList({ read: onlyUnread ? 0 : undefined, pageNum, pageSize }),
    [onlyUnread],
  )
  const paged = usePaged<MessageItem, MessageListResult>(fetchPage)

  useEffect(() => {
    setLive([])
    paged.refresh()
  }, [onlyUnread])
  useEffect(() => {
    monitor.start()
    return monitor.onMessage((m) => setLive((l) => (l.some((x) => x.id === m.id) ? l : [m, ...l])))
  }, [])
  useDidShow(() => {
    if (paged.last) {
      setLive([])
      paged.refresh()
    }
  })
  useReachBottom(() => paged.loadMore())

  const isRead = (m: MessageItem) => m.read || readIds.has(m.id) || m.id <= readUpTo
  const markRead = async (m: MessageItem) => {
    if (isRead(m)) return
    const r = await readMessage(m.id)
    monitor.setUnread(r.count)
    setReadIds((s) => new Set(s).add(m.id))
  }
  const open = (m: MessageItem) => {
    markRead(m).catch(() => undefined)
    // an order notice opens the user's orders, a saved search's news 我的订阅; every other message its dynamic
    const url =
      m.dynamic.kind === 'order'
        ? to.myOrders({ orderNo: m.dynamic.targetId })
        : m.dynamic.kind === 'search'
          ? to.mySubscriptions()
          : to.dynamicDetail({ id: m.dynamicId })
    navigate(url).catch(() => undefined)
  }
  const readAll = async () => {
    if (monitor.unread === 0 && [...live, ...paged.list].every(isRead)) {
      Taro.showToast({ title: '没有未读消息', icon: 'none' })
      return
    }
    const r = await readAllMessages()
    monitor.setUnread(r.count)
    setReadIds(new Set([...live, ...paged.list].map((m) => m.id)))
    setReadUpTo((u) => Math.max(u, r.upTo))
    Taro.showToast({ title: r.marked > 0 ? `已将${r.marked}条消息标为已读` : '没有未读消息', icon: 'none' })
  }

  const seen = new Set<number>()
  const list = [...live, ...paged.list]
    .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)))
    .filter((m) => !onlyUnread || !isRead(m) || readIds.has(m.id))
  return (
    <View className='msg-page'>
      <HeaderBar title='监控消息' />
      <View className='mon-tabs'>
        <Text className={`mon-tab ${!onlyUnread ? 'is-on' : ''}`} onClick={() => setOnlyUnread(false)}>
          全部消息
        </Text>
        <Text className={`mon-tab ${onlyUnread ? 'is-on' : ''}`} onClick={() => setOnlyUnread(true)}>
          未读{monitor.unread > 0 ? `（${monitor.unread}）` : ''}
        </Text>
      </View>
      <View className='msg-bar'>
        <Text className='msg-bar__count' data-testid='msg-unread'>
          未读 {monitor.unread} 条
        </Text>
        <Text className='msg-bar__link' onClick={() => navigate(to.messageTrend()).catch(() => undefined)}>
          动态趋势
        </Text>
        <Text className='msg-bar__link' onClick={() => readAll().catch(() => undefined)} data-testid='read-all'>
          全部已读
        </Text>
      </View>
      <PullRefresh
        onRefresh={() => {
          setLive([])
          return paged.refresh()
        }}
      >
        <View className='mon-body'>
          {list.map((m) => (
            <View key={m.id} className='msg-item'>
              <DynamicCard
                item={m.dynamic}
                unread={!isRead(m)}
                onClick={() => open(m)}
                action={
                  !isRead(m) && (
                    <Text
                      className='msg-item__read'
                      onClick={(e) => {
                        e.stopPropagation()
                        markRead(m).catch(() => undefined)
                      }}
                    >
                      标为已读
                    </Text>
                  )
                }
              />
            </View>
          ))}
          <PagedEnd paged={paged} count={list.length} emptyText={onlyUnread ? '没有未读消息' : '暂无消息，监控的企业有新动态时会通知你'}>
            {!onlyUnread && (
              <View className='msg-add' onClick={() => navigate(to.addMonitor()).catch(() => undefined)}>
                <Text>添加监控</Text>
              </View>
            )}
          </PagedEnd>
        </View>
      </PullRefresh>
    </View>
  )
}

export default observer(Message)
