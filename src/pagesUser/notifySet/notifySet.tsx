import { View, Text, Picker } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { DynamicLevel, NotifySetting } from '../../../contract/api/api-monitor'
import { DYNAMIC_LEVEL_LABELS } from '@/domain/monitorLabels'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { DimensionPicker, SwitchRow } from '@/components/Monitor'
import { getNotifySetting, saveNotifySetting } from '@/services/monitor'
import { monitor } from '@/stores/monitor'
import './notifySet.scss'

const LEVELS = Object.keys(DYNAMIC_LEVEL_LABELS) as DynamicLevel[]

/** What is pushed: levels, dimensions, quiet hours, the daily digest. */
function NotifySet() {
  const [s, setS] = useState<NotifySetting | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    monitor.loadCatalog()
    getNotifySetting().then(setS, () => undefined)
  }, [])

  if (!s) {
    return (
      <View className='mon-page'>
        <HeaderBar title='推送设置' />
        <LoadingOverlay visible />
      </View>
    )
  }
  const patch = (p: Partial<NotifySetting>) => setS({ ...s, ...p })
  const save = async () => {
    if (saving) return
    if (s.levels.length === 0) return Taro.showToast({ title: '请至少选择一个推送级别', icon: 'none' })
    if (s.dimensions && s.dimensions.length === 0) return Taro.showToast({ title: '请至少选择一个推送维度', icon: 'none' })
    if (s.quietEnabled && s.quietStart === s.quietEnd) return Taro.showToast({ title: '免打扰开始和结束时间不能相同', icon: 'none' })
    setSaving(true)
    try {
      const r = await saveNotifySetting({
        pushEnabled: s.pushEnabled,
        levels: s.levels,
        dimensions: s.dimensions,
        quietEnabled: s.quietEnabled,
        quietStart: s.quietStart,
        quietEnd: s.quietEnd,
        digestEnabled: s.digestEnabled,
        digestTime: s.digestTime,
      })
      setS(r)
      Taro.showToast({ title: '设置已保存', icon: 'success' })
    } catch {
      // the request door showed the reason
    } finally {
      setSaving(false)
    }
  }
  const toggleLevel = (l: DynamicLevel) => patch({ levels: s.levels.includes(l) ? s.levels.filter((x) => x !== l) : [...s.levels, l] })
  const catalog = monitor.catalog?.list ?? []
  const time = (value: string, onPick: (v: string) => void, label: string) => (
    <Picker mode='time' value={value} onChange={(e) => onPick(String(e.detail.value))}>
      <View className='ns-time' aria-label={label}>
        <Text>{value}</Text>
      </View>
    </Picker>
  )
  return (
    <View className='mon-page'>
      <HeaderBar title='推送设置' />
      <View className='mon-body'>
        <View className='mon-card'>
          <SwitchRow title='接收监控动态推送' value={s.pushEnabled} onChange={(v) => patch({ pushEnabled: v })} />
          <Text className='mon-card__title ns-sub'>即时推送的风险级别</Text>
          <View className='mon-chips'>
            {LEVELS.map((l) => (
              <Text key={l} className={`mon-chip ${s.levels.includes(l) ? 'is-on' : ''}`} onClick={() => toggleLevel(l)}>
                {DYNAMIC_LEVEL_LABELS[l]}
              </Text>
            ))}
          </View>
        </View>
        <View className='mon-card'>
          <Text className='mon-card__title'>推送的动态类型</Text>
          <View className='mon-chips'>
            <Text className={`mon-chip ${s.dimensions === null ? 'is-on' : ''}`} onClick={() => patch({ dimensions: null })}>
              全部监控维度
            </Text>
            <Text
              className={`mon-chip ${s.dimensions !== null ? 'is-on' : ''}`}
              onClick={() => patch({ dimensions: s.dimensions ?? catalog.filter((d) => d.level === 'high').map((d) => d.key) })}
            >
              仅推送选中的
            </Text>
          </View>
          {s.dimensions !== null && <DimensionPicker catalog={catalog} value={s.dimensions} onChange={(v) => patch({ dimensions: v })} />}
        </View>
        <View className='mon-card'>
          <SwitchRow
            title='免打扰'
            desc='时段内不发送微信提醒，消息仍会保存在消息列表'
            value={s.quietEnabled}
            onChange={(v) => patch({ quietEnabled: v })}
          />
          {s.quietEnabled && (
            <View className='ns-range'>
              {time(s.quietStart, (v) => patch({ quietStart: v }), '开始时间')}
              <Text className='ns-range__to'>至</Text>
              {time(s.quietEnd, (v) => patch({ quietEnd: v }), '结束时间')}
              {s.quietEnd < s.quietStart && <Text className='ns-range__next'>（次日）</Text>}
            </View>
          )}
          <SwitchRow
            title='每日动态汇总'
            desc='每天定时汇总前一天的全部动态发送给你'
            value={s.digestEnabled}
            onChange={(v) => patch({ digestEnabled: v })}
          />
          {s.digestEnabled && (
            <View className='ns-range'>
              <Text className='ns-range__to'>发送时间</Text>
              {time(s.digestTime, (v) => patch({ digestTime: v }), '汇总时间')}
            </View>
          )}
        </View>
      </View>
      <View className='mon-footer'>
        <View className={`mon-btn ${saving ? 'is-disabled' : ''}`} onClick={() => save()} data-testid='notify-save'>
          <Text>保存设置</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(NotifySet)
