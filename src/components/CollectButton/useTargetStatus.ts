import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CollectKind, CollectStatus } from '../../../contract/schemas/collection'
import { collectStatus } from '@/services/collections'
import { session } from '@/stores/session'

/**
 * Whether a profile's target is collected (and in which folder) and followed, asked once when it opens, again after a
 * sign-in and each time the page is shown again (it may have been changed on 我的收藏 or 我的关注 meanwhile).
 * null while signed out or not known yet.
 */
export function useTargetStatus(kind: CollectKind, targetId: string) {
  const [status, setStatus] = useState<CollectStatus | null>(null)
  const loggedIn = session.isLoggedIn
  const mounted = useRef(false)

  const refresh = useCallback(async (): Promise<CollectStatus | null> => {
    if (!session.isLoggedIn || !targetId) {
      setStatus(null)
      return null
    }
    try {
      const s = await collectStatus(kind, targetId)
      setStatus(s)
      return s
    } catch {
      return null
    }
  }, [kind, targetId])

  useEffect(() => {
    refresh()
    // the first onShow comes right after mounting: not twice
    const t = setTimeout(() => (mounted.current = true), 0)
    return () => clearTimeout(t)
  }, [refresh, loggedIn])
  useDidShow(() => {
    if (mounted.current) refresh()
  })

  return { status, setStatus, refresh }
}
