/**
 * Which dimensions (and levels) to watch: the user's defaults (no id), or one target's own choice
 * (id: its own dimensions, or back to following the defaults).
 */
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { DynamicLevel, TargetSetting } from '../../../contract/api/api-monitor'
import { DYNAMIC_LEVEL_LABELS } from '@/domain/monitorLabels'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { getMonitorSetting, getTargetSetting, saveMonitorSetting, saveTargetSetting } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { monitor } from '@/stores/monitor'
import { DimensionPicker } from './index'
import { to } from '@/links.gen'

const LEVELS = Object.keys(DYNAMIC_LEVEL_LABELS) as DynamicLevel[]

function DimensionSettings({ targetId }: { targetId?: number }) {
  const [dims, setDims] = useState<string[] | null>(null)
  const [levels, setLevels] = useState<DynamicLevel[]>(LEVELS)
  const [target, setTarget] = useState<TargetSetting | null>(null)
  const [follow, setFollow] = useState(false)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    monitor.loadCatalog()
    if (targetId) {
      getTargetSetting(targetId).then(
        (t) => {
          setTarget(t)
          setFollow(t.dimensions === null)
          setDims(t.effective)
        },
        (e) => setError((e as Error)?.message || '加载失败'),
      )
    } else {
      getMonitorSetting().then(
        (s) => {
          setDims(s.dimensions)
          setLevels(s.levels)
        },
        (e) => setError((e as Error)?.message || '加载失败'),
      )
    }
  }, [targetId])

  const save = async () => {
    if (saving || !dims) return
    if (!follow && dims.length === 0) return Taro.showToast({ title: '请至少选择一个监控维度', icon: 'none' })
    if (!targetId && levels.length === 0) return Taro.showToast({ title: '请至少选择一个风险级别', icon: 'none' })
    setSaving(true)
    try {
      if (targetId) {
        const t = await saveTargetSetting(targetId, follow ? null : dims)
        setTarget(t)
        setDims(t.effective)
      } else {
        const s = await saveMonitorSetting({ dimensions: dims, levels })
        setDims(s.dimensions)
        setLevels(s.levels)
      }
      Taro.showToast({ title: '设置已保存', icon: 'success' })
    } catch {
      // the request door showed the reason
    } finally {
      setSaving(false)
    }
  }

  if (error) return <Empty text={error} />
  const catalog = monitor.catalog?.list ?? []
  if (!dims || catalog.length === 0) return <LoadingOverlay visible />
  const toggleLevel = (l: DynamicLevel) => setLevels(levels.includes(l) ? levels.filter((x) => x !== l) : [...levels, l])
  return (
    <View className='mon-page'>
      <View className='mon-body'>
        {targetId ? (
          <View className='mon-card'>
            <Text className='mon-card__title'>{target?.kind === 'person' ? '该人员' : '该企业'}的监控维度</Text>
            <View className='mon-chips'>
              <Text className={`mon-chip ${follow ? 'is-on' : ''}`} onClick={() => setFollow(true)}>
                跟随默认设置
              </Text>
              <Text className={`mon-chip ${!follow ? 'is-on' : ''}`} onClick={() => setFollow(false)}>
                单独设置
              </Text>
            </View>
            <Text className='mon-hint'>
              {follow ? '使用「默认监控设置」中的维度，修改默认设置后随之生效' : '只为这一个对象生效，不影响其他监控对象'}
              {follow && (
                <Text className='mon-link' onClick={() => navigate(to.monitorDefaults()).catch(() => undefined)}>
                  {' '}
                  修改默认设置 ›
                </Text>
              )}
            </Text>
          </View>
        ) : (
          <View className='mon-card'>
            <Text className='mon-card__title'>监控的风险级别</Text>
            <View className='mon-chips'>
              {LEVELS.map((l) => (
                <Text key={l} className={`mon-chip ${levels.includes(l) ? 'is-on' : ''}`} onClick={() => toggleLevel(l)}>
                  {DYNAMIC_LEVEL_LABELS[l]}
                </Text>
              ))}
            </View>
            <Text className='mon-hint'>默认设置适用于所有未单独设置的监控对象，已选 {dims.length} 个维度</Text>
          </View>
        )}
        <View className={`mon-card ${targetId && follow ? 'is-muted' : ''}`}>
          <Text className='mon-card__title'>监控维度{targetId && follow ? '（默认）' : ''}</Text>
          <DimensionPicker
            catalog={catalog}
            value={dims}
            entity={target?.kind}
            onChange={(v) => {
              setDims(v)
              if (targetId) setFollow(false)
            }}
          />
        </View>
      </View>
      <View className='mon-footer'>
        <View className={`mon-btn ${saving ? 'is-disabled' : ''}`} onClick={() => save()} data-testid='setting-save'>
          <Text>保存设置</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(DimensionSettings)
