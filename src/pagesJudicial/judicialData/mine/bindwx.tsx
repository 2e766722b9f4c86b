import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { useShown } from '@/components/Monitor/useShown'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { cancelNotice, listNotices, requestNotices } from '@/services/subscriptions'
import type { Notice } from '../../../../contract/schemas/subscriptions'
import Skeleton from '../../shared/Skeleton'
import '../../shared/judicial.scss'
import '../shared/caseData.scss'

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })

/**
 * 微信提醒: the judicial subscribe message that carries new cases of monitored parties. In the mini-program it is
 * accepted through WeChat's own dialog (one send per acceptance); elsewhere the page says it needs WeChat. 关闭 drops the
 * banked sends.
 */
export default function CaseWatchWechat() {
  const [notice, setNotice] = useState<Notice | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const weapp = process.env.TARO_ENV === 'weapp'

  const pick = (list: Notice[]) => setNotice(list.find((n) => n.kind === 'judicial') ?? null)
  const load = () =>
    listNotices().then(
      (r) => {
        pick(r.list)
        setError('')
      },
      (e: Error) => setError(e?.message || '加载失败'),
    )
  useShown(() => {
    load()
  })

  const subscribe = async () => {
    if (busy || !notice) return
    setBusy(true)
    try {
      const r = await requestNotices([notice])
      if (!r) return toast('未允许订阅消息')
      pick(r.list)
      toast('已开启，每次订阅可接收一条提醒')
    } catch {
      toast('订阅失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }
  const cancel = async () => {
    if (!notice) return
    const r = await Taro.showModal({
      title: '关闭微信提醒',
      content: `关闭后剩余的${notice.remaining}次提醒将作废，新案件仍可在「案件监控」中查看。`,
      confirmText: '关闭',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      pick((await cancelNotice('judicial')).list)
      toast('已关闭微信提醒')
    } catch {
      // the request door said why
    }
  }

  return (
    <View className='jd-page'>
      <HeaderBar title='微信提醒' />
      {!notice && !error && <Skeleton rows={1} />}
      {error && !notice && (
        <Empty text={error}>
          <Text className='jd-link' data-testid='jc-retry' onClick={load}>
            重新加载
          </Text>
        </Empty>
      )}
      {notice && (
        <View className='jd-card' data-testid='jc-wx'>
          <Text className='jd-card__title'>{notice.title}</Text>
          <Text className='jd-card__text'>{notice.desc}</Text>
          <View className='jc-menu'>
            <Text>状态</Text>
            <Text className='jc-menu__value' data-testid='jc-wx-state'>
              {notice.subscribed ? `已开启，剩余 ${notice.remaining} 次提醒` : '未开启'}
            </Text>
          </View>
          <Text className='jd-form__hint'>
            {weapp
              ? '按微信规定，订阅消息每允许一次只能发送一条；收到提醒后，可在此再次开启，以便继续接收。'
              : '微信提醒需要在微信中开启：请在微信中打开「云企查」小程序，进入 司法案件 › 我的监控 › 微信提醒。新案件也会出现在应用内的「案件监控」中。'}
          </Text>
        </View>
      )}
      {notice && (
        <View className='jd-btns'>
          {notice.subscribed ? (
            <Text className='jd-btn jd-btn--ghost' data-testid='jc-wx-off' onClick={cancel}>
              关闭
            </Text>
          ) : (
            <Text className='jd-btn jd-btn--ghost' onClick={() => navigate(to.caseMonitor()).catch(() => undefined)}>
              查看案件监控
            </Text>
          )}
          {weapp && (
            <Text className='jd-btn' data-testid='jc-wx-on' onClick={subscribe}>
              {notice.subscribed ? '再次订阅' : '开启微信提醒'}
            </Text>
          )}
        </View>
      )}
    </View>
  )
}
