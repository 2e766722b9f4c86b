import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Notice, NoticeList } from '../../../contract/schemas/subscriptions'
import HeaderBar from '@/components/HeaderBar'
import { useShown } from '@/components/Monitor/useShown'
import { viewedAt } from '@/domain/relativeTime'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { cancelNotice, listNotices, requestNotices } from '@/services/subscriptions'
import './subscribe.scss'

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })

function Skeleton() {
  return (
    <View className='sb-card' data-testid='sb-skeleton'>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='sb-skeleton'>
          <View className='sb-skeleton__line' style={{ width: '40%' }} />
          <View className='sb-skeleton__line' style={{ width: `${85 - i * 10}%` }} />
        </View>
      ))}
    </View>
  )
}

/**
 * 订阅消息: each kind of notice with its state and the one-time sends left (WeChat sends one message per acceptance).
 * In the mini-program a kind is subscribed through WeChat's own dialog; elsewhere the page explains that these
 * messages need WeChat and offers the in-app message centre. 退订 drops a kind's sends anywhere.
 */
function Subscribe() {
  const [data, setData] = useState<NoticeList | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const weapp = process.env.TARO_ENV === 'weapp'

  const load = () =>
    listNotices().then(
      (r) => {
        setData(r)
        setError('')
      },
      (e: Error) => setError(e?.message || '加载失败'),
    )
  useShown(() => {
    load()
  })

  const subscribe = async (notices: Notice[]) => {
    if (busy || !notices.length) return
    setBusy(true)
    try {
      const r = await requestNotices(notices)
      if (!r) return toast('未允许订阅消息')
      setData(r)
      toast('订阅成功，每次订阅可接收一条提醒')
    } catch {
      toast('订阅失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  const unsubscribe = async (n: Notice) => {
    const r = await Taro.showModal({
      title: '退订',
      content: `退订后将不再通过微信接收「${n.title}」，剩余的${n.remaining}次提醒将作废。`,
      confirmText: '退订',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      setData(await cancelNotice(n.kind))
      toast(`已退订${n.title}`)
    } catch {
      // the request door said why
    }
  }

  const pending = (data?.list ?? []).filter((n) => !n.subscribed)

  return (
    <View className='sb-page'>
      <HeaderBar title='订阅消息' />
      <View className='sb-card sb-intro'>
        <Text className='sb-intro__title'>微信订阅消息</Text>
        {weapp ? (
          <>
            <Text className='sb-intro__text'>按微信规定，订阅消息每允许一次只能发送一条；收到提醒后，可在此再次订阅，以便继续接收。</Text>
            {pending.length > 0 && (
              <View className={`sb-btn ${busy ? 'is-off' : ''}`} data-testid='sb-all' onClick={() => subscribe(pending)}>
                <Text>一键订阅{pending.length > 3 ? '（每次最多3项）' : ''}</Text>
              </View>
            )}
          </>
        ) : (
          <>
            <Text className='sb-intro__text' data-testid='sb-h5-hint'>
              公众号与小程序的订阅消息需要在微信中开启：请在微信中打开「云企查」小程序进行订阅。你也可以在应用内的消息中心查看全部提醒。
            </Text>
            <View
              className='sb-btn sb-btn--ghost'
              data-testid='sb-center'
              onClick={() => navigate(to.monitorMessages()).catch(() => undefined)}
            >
              <Text>打开消息中心</Text>
            </View>
          </>
        )}
      </View>

      {!data && !error && <Skeleton />}
      {error && !data && (
        <View className='sb-card sb-failed'>
          <Text>{error}</Text>
          <Text className='sb-link' data-testid='sb-retry' onClick={() => load()}>
            重试
          </Text>
        </View>
      )}
      {data && (
        <View className='sb-card'>
          {data.list.map((n) => (
            <View key={n.kind} className='sb-row' data-testid='sb-row' data-kind={n.kind}>
              <View className='sb-row__main'>
                <View className='sb-row__head'>
                  <Text className='sb-row__title'>{n.title}</Text>
                  <Text className={`sb-state ${n.subscribed ? 'is-on' : ''}`} data-testid='sb-state'>
                    {n.subscribed ? `已订阅 · 剩余${n.remaining}次` : '未订阅'}
                  </Text>
                </View>
                <Text className='sb-row__desc'>{n.desc}</Text>
                {n.acceptedAt && n.subscribed && <Text className='sb-row__time'>最近订阅 {viewedAt(n.acceptedAt)}</Text>}
              </View>
              <View className='sb-row__actions'>
                {weapp && (
                  <Text className='sb-action' data-testid='sb-subscribe' onClick={() => subscribe([n])}>
                    {n.subscribed ? '再订阅一次' : '订阅'}
                  </Text>
                )}
                {n.subscribed && (
                  <Text className='sb-action sb-action--danger' data-testid='sb-cancel' onClick={() => unsubscribe(n)}>
                    退订
                  </Text>
                )}
              </View>
            </View>
          ))}
        </View>
      )}

      <View className='sb-card sb-links'>
        <View className='sb-link-row' data-testid='sb-mine' onClick={() => navigate(to.mySubscriptions()).catch(() => undefined)}>
          <Text className='sb-row__title'>我的订阅</Text>
          <Text className='sb-arrow'>监控日报、搜索订阅、司法推送 ›</Text>
        </View>
        <View className='sb-link-row' onClick={() => navigate(to.pushSettings()).catch(() => undefined)}>
          <Text className='sb-row__title'>推送设置</Text>
          <Text className='sb-arrow'>推送级别、免打扰、每日汇总 ›</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(Subscribe)
