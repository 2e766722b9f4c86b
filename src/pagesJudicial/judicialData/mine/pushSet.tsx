import { View, Text, Switch, Picker } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { useShown } from '@/components/Monitor/useShown'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { saveWatchSetting, watchSetting } from '@/services/judicialData'
import {
  CASE_KINDS,
  CASE_KIND_LABEL,
  WATCH_FREQUENCIES,
  WATCH_FREQUENCY_LABEL,
  type CaseKind,
  type WatchFrequency,
} from '../../../../contract/domain/judicialData'
import type { WatchSetting } from '../../../../contract/schemas/judicialData'
import Skeleton from '../../shared/Skeleton'
import '../../shared/judicial.scss'
import '../shared/caseData.scss'

/** 推送设置: pushes on or off, the case kinds that count, at once or as a daily digest at a chosen time. Saved on each change. */
export default function CaseWatchPush() {
  const [setting, setSetting] = useState<WatchSetting | null>(null)
  const [error, setError] = useState('')

  const load = () =>
    watchSetting().then(
      (s) => {
        setSetting(s)
        setError('')
      },
      (e: Error) => setError(e?.message || '加载失败'),
    )
  useShown(() => {
    load()
  })

  const save = async (change: { enabled?: boolean; kinds?: CaseKind[]; frequency?: WatchFrequency; dailyTime?: string }) => {
    try {
      setSetting(await saveWatchSetting(change))
      Taro.showToast({ title: '已保存', icon: 'none', duration: 1200 })
    } catch {
      // the request door said why; the page keeps what was saved
    }
  }
  const toggleKind = (k: CaseKind) => {
    if (!setting) return
    const on = setting.kinds.includes(k)
    if (on && setting.kinds.length === 1) {
      Taro.showToast({ title: '至少保留一种案件类型', icon: 'none', duration: 1800 })
      return
    }
    save({ kinds: on ? setting.kinds.filter((x) => x !== k) : [...setting.kinds, k] })
  }

  return (
    <View className='jd-page'>
      <HeaderBar title='推送设置' />
      {!setting && !error && <Skeleton rows={2} />}
      {error && !setting && (
        <Empty text={error}>
          <Text className='jd-link' data-testid='jc-retry' onClick={load}>
            重新加载
          </Text>
        </Empty>
      )}
      {setting && (
        <>
          <View className='jd-card'>
            <View className='jc-menu'>
              <Text>新案件推送</Text>
              <Switch
                data-testid='jc-push-enabled'
                checked={setting.enabled}
                color='#3d4fd8'
                onChange={(e) => save({ enabled: !!e.detail.value })}
              />
            </View>
            <Text className='jd-form__hint'>关闭后新案件仍会出现在「案件监控」中，只是不再推送提醒。</Text>
          </View>
          {setting.enabled && (
            <>
              <View className='jd-card'>
                <Text className='jd-card__title'>提醒哪些案件</Text>
                <View className='jc-chips' data-testid='jc-push-kinds'>
                  {CASE_KINDS.map((k) => (
                    <Text key={k} className={`jc-chip ${setting.kinds.includes(k) ? 'is-on' : ''}`} onClick={() => toggleKind(k)}>
                      {setting.kinds.includes(k) ? '✓ ' : ''}
                      {CASE_KIND_LABEL[k]}
                    </Text>
                  ))}
                </View>
              </View>
              <View className='jd-card'>
                <Text className='jd-card__title'>推送频率</Text>
                <View className='jc-chips'>
                  {WATCH_FREQUENCIES.map((f) => (
                    <Text
                      key={f}
                      className={`jc-chip ${setting.frequency === f ? 'is-on' : ''}`}
                      data-testid={`jc-push-${f}`}
                      onClick={() => setting.frequency !== f && save({ frequency: f })}
                    >
                      {WATCH_FREQUENCY_LABEL[f]}
                    </Text>
                  ))}
                </View>
                {setting.frequency === 'daily' && (
                  <Picker mode='time' value={setting.dailyTime} onChange={(e) => save({ dailyTime: String(e.detail.value) })}>
                    <View className='jc-menu' style={{ borderBottom: 'none' }}>
                      <Text>每天推送时间</Text>
                      <Text className='jc-menu__value'>{setting.dailyTime} ›</Text>
                    </View>
                  </Picker>
                )}
              </View>
            </>
          )}
          <View className='jd-card'>
            <View className='jc-menu' onClick={() => navigate(to.caseWatchWechat()).catch(() => undefined)}>
              <Text>微信提醒</Text>
              <Text className='jc-menu__value'>{setting.wxRemaining > 0 ? `剩余 ${setting.wxRemaining} 次` : '未开启'} ›</Text>
            </View>
            <View className='jc-menu' style={{ borderBottom: 'none' }} onClick={() => navigate(to.caseWatchRules()).catch(() => undefined)}>
              <Text>监控规则</Text>
              <Text className='jc-menu__value'>›</Text>
            </View>
          </View>
        </>
      )}
    </View>
  )
}
