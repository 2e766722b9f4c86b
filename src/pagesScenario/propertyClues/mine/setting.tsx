import { View, Text, Switch } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { clueSetting, saveClueSetting } from '@/services/propertyClues'
import type { ClueSetting } from '../../../../contract/schemas/propertyClues'
import { CLUE_KINDS, CLUE_KIND_HINTS, CLUE_KIND_LABELS, type ClueKind } from '../../../../contract/domain/propertyClues'
import Skeleton from '../shared/Skeleton'
import '../shared/clues.scss'

type Load = { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'done'; setting: ClueSetting }

/** 线索设置: which kinds of new clues count for the monitored debtors, and whether they are pushed as messages; saved at once. */
export default function PropertyCluesSetting() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const fetch = () =>
    clueSetting().then(
      (setting) => setLoad({ kind: 'done', setting }),
      (e) => setLoad({ kind: 'failed', text: (e as Error)?.message || '加载失败' }),
    )
  useEffect(() => void fetch(), [])

  const save = async (change: { kinds?: ClueKind[]; pushEnabled?: boolean }) => {
    try {
      setLoad({ kind: 'done', setting: await saveClueSetting(change) })
      Taro.showToast({ title: '已保存', icon: 'none', duration: 1200 })
    } catch {
      // the request door said why; the page keeps what was saved
    }
  }
  const toggleKind = (s: ClueSetting, k: ClueKind) => {
    const kinds = s.kinds.includes(k) ? s.kinds.filter((x) => x !== k) : [...s.kinds, k]
    if (!kinds.length) {
      Taro.showToast({ title: '至少保留一种线索类型', icon: 'none', duration: 1800 })
      return
    }
    void save({ kinds })
  }

  return (
    <View className='pcl-page'>
      <HeaderBar title='线索设置' />
      {load.kind === 'loading' && <Skeleton rows={4} />}
      {load.kind === 'failed' && (
        <Empty text={load.text}>
          <Text className='pcl-link' onClick={() => void fetch()}>
            重新加载
          </Text>
        </Empty>
      )}
      {load.kind === 'done' && (
        <View>
          <View className='pcl-card'>
            <View className='pcl-check'>
              <View className='pcl-check__text'>
                <Text className='pcl-card__title'>新线索推送</Text>
                <Text className='pcl-card__sub'>开启后新线索会出现在消息中心并实时提醒</Text>
              </View>
              <Switch
                checked={load.setting.pushEnabled}
                color='#d48806'
                data-testid='pcl-push'
                onChange={(e) => void save({ pushEnabled: e.detail.value })}
              />
            </View>
          </View>
          <View className='pcl-section'>
            <Text>监控的线索类型</Text>
          </View>
          <View className='pcl-card'>
            {CLUE_KINDS.map((k) => {
              const on = load.setting.kinds.includes(k)
              return (
                <View key={k} className='pcl-check' data-testid={`pcl-kind-${k}`} onClick={() => toggleKind(load.setting, k)}>
                  <View className='pcl-check__text'>
                    <Text className='pcl-card__title'>{CLUE_KIND_LABELS[k]}</Text>
                    <Text className='pcl-card__sub'>{CLUE_KIND_HINTS[k]}</Text>
                  </View>
                  <Text className={`pcl-check__box ${on ? 'is-on' : ''}`}>{on ? '✓' : ''}</Text>
                </View>
              )
            })}
          </View>
        </View>
      )}
    </View>
  )
}
