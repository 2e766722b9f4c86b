/**
 * What the monitoring routes and the timers in main.ts share: the push hub, the subscribe provider, the limits per
 * membership level and the demo-feed jobs.
 */
import type { Sql } from '../store/sql'
import { LocalSubscribeProvider, type SubscribeProvider } from '../providers/subscribe'
import type { SessionRow } from '../store/sessions'
import type { MonitorRepo } from '../store/monitor'
import type { MessageRepo } from '../store/messages'
import { PushHub } from './hub'
import type { PushBus } from './push-bus'
import { parseMonitorLimits } from './limits'
import { FeedJobs } from './feed-jobs'
import { childProcessRunner, inProcessRunner } from './feed-job-runners'

export interface MonitorRuntime {
  hub: PushHub
  subscribe: SubscribeProvider
  limits: Record<number, number>
  feedJobs: FeedJobs
}

export interface MonitorRuntimeOptions {
  repos: { monitor: MonitorRepo; messages: MessageRepo }
  /** the logins: a push socket lives as long as the session that opened it */
  sessions: { byJti(jti: string): Promise<SessionRow | undefined> }
  subscribe?: SubscribeProvider
  limits?: Record<number, number>
  /** subscribe-message template of monitoring pushes (WX_SUBSCRIBE_TEMPLATE_ID) */
  templateId?: string
  /** how pushes reach sockets held by other instances; in-process when absent */
  bus?: PushBus
  log?: (line: string) => void
}

/**
 * `dbFile`: the SQLite file the feed command of 管理 → 变更数据 applies its feeds to; on PostgreSQL the jobs run in
 * this process on `db` and the file is not used
 */
export function createMonitorRuntime(db: Sql, dbFile: string, now: () => number, opts: MonitorRuntimeOptions): MonitorRuntime {
  const subscribe = opts.subscribe ?? new LocalSubscribeProvider(db, now, opts.log)
  /** the same rule as a request's token: not revoked, not superseded by a login elsewhere, not expired */
  const sessionLive = async (jti: string) => {
    const s = await opts.sessions.byJti(jti)
    return !!s && s.revoked_at === null && !s.superseded && s.expires_at > Math.floor(now() / 1000)
  }
  const hub = new PushHub(opts.repos, subscribe, now, sessionLive, opts.templateId, opts.bus)
  const runner = db.dialect === 'pg' ? inProcessRunner(db) : childProcessRunner(dbFile, opts.log)
  const feedJobs = new FeedJobs(runner, now, () => void hub.dispatch().catch((e) => opts.log?.(`[PUSH] ${String(e)}`)), opts.log)
  return { hub, subscribe, limits: opts.limits ?? parseMonitorLimits(undefined), feedJobs }
}
