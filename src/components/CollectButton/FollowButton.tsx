import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { CollectStatus } from '../../../contract/schemas/collection'
import { follow, unfollow } from '@/services/collections'
import { session } from '@/stores/session'
import { goSignIn } from './CollectButton'
import './index.scss'

interface Props {
  pid: string
  status: CollectStatus | null
  refresh: () => Promise<CollectStatus | null>
  onChange: (patch: Partial<CollectStatus>) => void
}

/** 关注 of a company: a free toggle; the company's changes then show on 我的关注 (no pushes, unlike 监控). */
export default function FollowButton({ pid, status, refresh, onChange }: Props) {
  const [busy, setBusy] = useState(false)
  const followed = !!status?.followed

  const tap = async () => {
    if (!session.isLoggedIn) return goSignIn('company', pid)
    if (busy) return
    setBusy(true)
    try {
      const s = status ?? (await refresh())
      if (!s) return Taro.showToast({ title: '网络不给力，请稍后再试', icon: 'none' })
      if (s.followed) {
        await unfollow(pid)
        onChange({ followed: false })
        Taro.showToast({ title: '已取消关注', icon: 'none' })
      } else {
        await follow(pid)
        onChange({ followed: true })
        Taro.showToast({ title: '已关注，企业变更将显示在「我的关注」', icon: 'none', duration: 2000 })
      }
    } catch {
      // the request door said why (the follow limit, the network)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className={`pa-btn ${followed ? 'is-followed' : ''}`} onClick={() => tap()} data-testid='follow-btn'>
      <Text className='pa-btn__icon pa-btn__icon--heart'>{followed ? '♥' : '♡'}</Text>
      <Text className='pa-btn__label'>{followed ? '已关注' : '关注'}</Text>
    </View>
  )
}
