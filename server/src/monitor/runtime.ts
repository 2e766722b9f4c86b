/** What the monitoring routes and the timers in main.ts share: the push hub, the subscribe provider and the limits. */
import type { DB } from '../store/db'
import { LocalSubscribeProvider, type SubscribeProvider } from '../providers/subscribe'
import { PushHub } from './hub'
import { parseMonitorLimits } from './limits'

export interface MonitorRuntime {
  hub: PushHub
  subscribe: SubscribeProvider
  limits: Record<number, number>
}

export function createMonitorRuntime(db: DB, now: () => number, opts: { subscribe?: SubscribeProvider; limits?: Record<number, number>; log?: (line: string) => void } = {}): MonitorRuntime {
  const subscribe = opts.subscribe ?? new LocalSubscribeProvider(db, now, opts.log)
  return { hub: new PushHub(db, subscribe, now), subscribe, limits: opts.limits ?? parseMonitorLimits(process.env.MONITOR_LIMITS) }
}
