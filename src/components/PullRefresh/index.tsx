import { View, Text } from '@tarojs/components'
import { useReducer, useRef, type ReactNode } from 'react'
import { pullReducer, initialPull, type PullEvent, type PullState } from '@/domain/pullRefresh'
import { PULL_THRESHOLD, PULL_ANIMATION_SEC } from '@/domain/constants'
import './index.scss'

const LABELS: Record<PullState['status'], string> = {
  idle: '',
  pulling: '下拉刷新',
  reached: '释放立即刷新',
  aborting: '',
  refreshing: '正在刷新...',
  restoring: '刷新完成',
}

/**
 * Pull-to-refresh over the page's content (threshold 45, 0.3 s animation).
 * Only starts when the page is scrolled to the top.
 */
export default function PullRefresh({
  onRefresh,
  children,
  disabled,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
  disabled?: boolean
}) {
  const [state, dispatch] = useReducer((s: PullState, e: PullEvent) => pullReducer(s, e), initialPull)
  const start = useRef<number | null>(null)
  // H5 pages scroll inside their page element, not the window: any scrolled ancestor means not at the top
  const atTop = (target: unknown) => {
    if (typeof window === 'undefined') return true
    if ((window.scrollY || document.documentElement.scrollTop || 0) > 0) return false
    for (let el = target as HTMLElement | null; el && el !== document.body; el = el.parentElement) {
      if (el.scrollTop > 0) return false
    }
    return true
  }

  const onTouchStart = (e) => {
    if (disabled || state.status === 'refreshing' || !atTop(e.target)) return
    start.current = e.touches[0].clientY
  }
  const onTouchMove = (e) => {
    if (start.current === null) return
    const dy = e.touches[0].clientY - start.current
    // resistance: the content follows the finger at half speed
    dispatch({ type: 'move', distance: dy > 0 ? dy / 2 : 0 })
  }
  const onTouchEnd = async () => {
    if (start.current === null) return
    start.current = null
    const willRefresh = state.status === 'reached'
    dispatch({ type: 'release' })
    if (willRefresh) {
      try {
        await onRefresh()
      } finally {
        dispatch({ type: 'refreshDone' })
        setTimeout(() => dispatch({ type: 'animationEnd' }), PULL_ANIMATION_SEC * 1000)
      }
    } else {
      setTimeout(() => dispatch({ type: 'animationEnd' }), PULL_ANIMATION_SEC * 1000)
    }
  }
  const moving = state.status === 'pulling' || state.status === 'reached'
  return (
    <View className='pull-refresh' onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <View
        className='pull-refresh__track'
        data-status={state.status}
        style={{ transform: `translateY(${state.distance}px)`, transition: moving ? 'none' : `transform ${PULL_ANIMATION_SEC}s` }}
      >
        <View className='pull-refresh__head' style={{ height: `${PULL_THRESHOLD}px`, marginTop: `-${PULL_THRESHOLD}px` }}>
          <Text>{LABELS[state.status]}</Text>
        </View>
        {children}
      </View>
    </View>
  )
}
