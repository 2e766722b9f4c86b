/** Pull-to-refresh as a pure reducer: pulling → reached (past 45) → refreshing → restoring; early release aborts. */
import { PULL_THRESHOLD } from './constants'

export type PullStatus = 'idle' | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring'

export interface PullState {
  status: PullStatus
  distance: number
}

export type PullEvent = { type: 'move'; distance: number } | { type: 'release' } | { type: 'refreshDone' } | { type: 'animationEnd' }

export const initialPull: PullState = { status: 'idle', distance: 0 }

export function pullReducer(state: PullState, ev: PullEvent, threshold = PULL_THRESHOLD): PullState {
  switch (ev.type) {
    case 'move': {
      if (state.status === 'refreshing' || state.status === 'restoring' || state.status === 'aborting') return state
      const distance = Math.max(0, ev.distance)
      if (distance === 0) return initialPull
      return { status: distance >= threshold ? 'reached' : 'pulling', distance }
    }
    case 'release':
      if (state.status === 'reached') return { status: 'refreshing', distance: threshold }
      if (state.status === 'pulling') return { status: 'aborting', distance: 0 }
      return state
    case 'refreshDone':
      return state.status === 'refreshing' ? { status: 'restoring', distance: 0 } : state
    case 'animationEnd':
      return state.status === 'aborting' || state.status === 'restoring' ? initialPull : state
    default:
      return state
  }
}
