import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { NotifySetting } from '../../../contract/api/api-monitor'
import { DYNAMIC_LEVEL_LABELS } from '@/domain/monitorLabels'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { SwitchRow } from '@/components/Monitor'
import { getNotifySetting, notifyTemplates, recordSubscribe, saveNotifySetting } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { monitor, type SocketState } from '@/stores/monitor'
import './notify.scss'
import { useShown } from '@/components/Monitor/useShown'
import { to } from '@/links.gen'

export const SOCKET_TEXT: Record<SocketState, string> = {
  idle: '未连接',
  connecting: '连接中…',
  open: '已连接，新动态实时送达',
  retrying: '连接中断，正在重连（每30秒检查一次新消息）',
}

/** Asks the mini-program for subscribe-message permission and records what the user accepted. */
export async function subscribeMessages(): Promise<{ accepted: number; remaining: number } | null> {
  const { templateIds } = await notifyTemplates()
  if (!templateIds.length) return null
  const res = (await Taro.requestSubscribeMessage({ tmplIds: templateIds } as never)) as unknown as Record<string, string>
  const accepted = templateIds.filter((t) => res?.[t] === 'accept')
  const r = await recordSubscribe(templateIds, accepted)
  return { accepted: accepted.length, remaining: r.remaining }
}

/** Message notification: push switch, the live connection, WeChat subscribe messages, links to what is pushed. */
function Notify() {
  const [s, setS] = useState<NotifySetting | null>(null)
  const load = () => getNotifySetting().then(setS, () => undefined)
  useShown(() => {
    monitor.start()
    load()
  })

  const setPush = async (v: boolean) => {
    const r = await saveNotifySetting({ pushEnabled: v })
    setS(r)
    Taro.showToast({ title: v ? '已开启消息推送' : '已关闭消息推送', icon: 'none' })
  }
  const subscribe = async () => {
    try {
      const r = await subscribeMessages()
      if (!r) return Taro.showToast({ title: '暂无可订阅的消息', icon: 'none' })
      Taro.showToast({ title: r.accepted > 0 ? `已订阅，可接收${r.remaining}条提醒` : '未允许订阅消息', icon: 'none' })
      load()
    } catch {
      Taro.showToast({ title: '订阅失败，请稍后重试', icon: 'none' })
    }
  }

  if (!s) {
    return (
      <View className='mon-page'>
        <HeaderBar title='消息通知' />
        <LoadingOverlay visible />
      </View>
    )
  }
  const weapp = process.env.TARO_ENV === 'weapp'
  return (
    <View className='mon-page'>
      <HeaderBar title='消息通知' />
      <View className='mon-body'>
        <View className='mon-card'>
          <SwitchRow
            title='接收监控动态推送'
            desc='监控对象有新动态时通知你'
            value={s.pushEnabled}
            onChange={(v) => setPush(v).catch(() => undefined)}
          />
          <View className='nt-row'>
            <Text className='nt-row__title'>实时推送</Text>
            <Text className={`nt-state is-${monitor.socketState}`} data-testid='socket-state'>
              {SOCKET_TEXT[monitor.socketState]}
            </Text>
          </View>
          <View className='nt-row'>
            <Text className='nt-row__title'>未读消息</Text>
            <Text className='mon-link' onClick={() => navigate(to.monitorMessages()).catch(() => undefined)}>
              {monitor.unread} 条 ›
            </Text>
          </View>
        </View>
        <View className='mon-card'>
          <Text className='mon-card__title'>微信服务通知</Text>
          <Text className='mon-hint'>
            {s.subscribed
              ? '已订阅：不在应用内时，重要动态将通过微信服务通知提醒你（每次允许可接收一条）'
              : '订阅后，不在应用内时也能通过微信服务通知收到重要动态'}
          </Text>
          {weapp ? (
            <View className='mon-btn nt-sub' onClick={() => subscribe()}>
              <Text>{s.subscribed ? '继续订阅提醒' : '开启微信提醒'}</Text>
            </View>
          ) : (
            <Text className='mon-hint'>请在云企查微信小程序中开启</Text>
          )}
        </View>
        <View className='mon-card'>
          <View className='nt-link' onClick={() => navigate(to.pushSettings()).catch(() => undefined)}>
            <View className='nt-link__main'>
              <Text className='nt-row__title'>推送设置</Text>
              <Text className='mon-switch-row__desc'>
                推送{s.levels.map((l) => DYNAMIC_LEVEL_LABELS[l]).join('、') || '无'}
                {s.quietEnabled ? ` · 免打扰 ${s.quietStart}-${s.quietEnd}` : ''}
                {s.digestEnabled ? ` · 每日${s.digestTime}汇总` : ''}
              </Text>
            </View>
            <Text className='nt-arrow'>›</Text>
          </View>
          <View className='nt-link' onClick={() => navigate(to.monitorDefaults()).catch(() => undefined)}>
            <View className='nt-link__main'>
              <Text className='nt-row__title'>监控维度设置</Text>
              <Text className='mon-switch-row__desc'>选择要监控的风险类型</Text>
            </View>
            <Text className='nt-arrow'>›</Text>
          </View>
          <View
            className='nt-link'
            onClick={() => navigate(to.subscribeNotices()).catch(() => undefined)}
            data-testid='notify-subscriptions'
          >
            <View className='nt-link__main'>
              <Text className='nt-row__title'>订阅消息</Text>
              <Text className='mon-switch-row__desc'>司法推送、搜索订阅、订单通知等微信消息的开启与退订</Text>
            </View>
            <Text className='nt-arrow'>›</Text>
          </View>
        </View>
      </View>
    </View>
  )
}

export default observer(Notify)
