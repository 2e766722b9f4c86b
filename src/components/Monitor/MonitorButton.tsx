/** The 监控 button of a company or person profile: adds it to monitoring in one tap; 已监控 opens its dynamics. */
import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { MonitorItem, MonitorKind } from '../../../contract/api/api-monitor'
import { addMonitor, monitorStatus } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import './MonitorButton.scss'
import { to } from '@/links.gen'

function MonitorButton({ kind = 'company', targetId, name }: { kind?: MonitorKind; targetId: string; name: string }) {
  const [item, setItem] = useState<MonitorItem | null>(null)
  const [busy, setBusy] = useState(false)
  const loggedIn = session.isLoggedIn

  const check = () => {
    if (!session.isLoggedIn || !targetId) return
    monitorStatus(kind, targetId).then(
      (r) => setItem(r.monitored ? r.monitor : null),
      () => undefined,
    )
  }
  useEffect(check, [targetId, loggedIn])
  useDidShow(check)

  const tap = async () => {
    if (busy) return
    const target = kind === 'person' ? { personId: targetId } : { pid: targetId }
    // signed out: the guarded add page asks for a login first and comes back
    if (!session.isLoggedIn) return navigate(to.addMonitor({ ...target, name })).catch(() => undefined)
    if (item) return navigate(to.monitorDetail({ id: item.id })).catch(() => undefined)
    setBusy(true)
    try {
      const m = await addMonitor({ kind, targetId })
      setItem(m)
      Taro.showToast({ title: `已加入监控（${m.groupName}）`, icon: 'none' })
    } catch (e) {
      // 4090: monitored from another device meanwhile
      if ((e as { code?: string }).code === '4090') check()
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className={`monitor-btn ${item ? 'is-on' : ''}`} onClick={() => tap()} data-testid='monitor-btn'>
      <Text>{item ? '已监控' : '+ 监控'}</Text>
    </View>
  )
}

export default observer(MonitorButton)
