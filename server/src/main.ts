/**
 * Starts the API server (npm run server / npm start).
 * Environment: PORT (8080), HOST (127.0.0.1), DATABASE (./data/app.db) or DATABASE_URL (PostgreSQL), SIGN_SECRET, JWT_SECRET,
 * TOKEN_TTL_DAYS (30), DEMO_COMPANIES (20000), LOG_FILE (./data/server.log), H5_DIR (./dist/h5).
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from './app'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildStamp, STAMP_FILE } = require('../../scripts/h5-build-stamp') as {
  buildStamp: (env: Record<string, string | undefined>) => string
  STAMP_FILE: string
}
import { configFromEnv } from './config'
import { openStore } from './store/open-store'
import type { Sql } from './store/sql'
import { hashPassword } from './auth/password'
import { SqlUserRepo } from './store/users'
import { applyProviderPlan, providerPlan, startupCheck } from './providers/plan'
import { sweepExports } from './export/service'
import { startMoneyJobs } from './money/jobs'
import { applyFeed, generateFeed } from './monitor/feed'
import { runDigest } from './monitor/digest'
import { runSubscriptionPushes } from './subscriptions/push'
import { runWatchPushes } from './judicial-watch/push'
import { chinaDate } from './store/trends'

/** a connection address without its password, for the log */
function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(无法解析)'
  }
}

/** A served H5 build made with another signing secret or API root fails every call: say so at start. */
function staleH5Build(h5Dir: string | undefined, env: Record<string, string | undefined>): string | null {
  if (!h5Dir) return null
  const stampFile = path.join(path.dirname(h5Dir), path.basename(STAMP_FILE))
  if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') === buildStamp(env)) return null
  return 'H5 应用是用另一个 SIGN_SECRET 或 API_ROOT 构建的，页面的请求将无法通过签名校验：请用 npm start 启动（会自动重新构建）或执行 npm run build:h5'
}

export const DEMO_USER = { phone: '13800138000', password: 'Yqc123456', nickname: '演示用户' } as const

/** The documented demo account: created once, its password set when it has none. */
export async function ensureDemoUser(sql: Sql, nowSec: number): Promise<void> {
  const users = new SqlUserRepo(sql)
  const existing = await users.byPhone(DEMO_USER.phone)
  if (existing?.password_hash) return
  const hash = await hashPassword(DEMO_USER.password)
  if (existing) await users.setPassword(existing.user_id, hash)
  else await users.create({ phone: DEMO_USER.phone, passwordHash: hash, nickname: DEMO_USER.nickname, nowSec })
}

async function main(): Promise<void> {
  const { config, warnings, env } = configFromEnv()
  // production refuses to start here, before the database is opened, while any service would run its stand-in
  const plan = providerPlan(env, config.now)
  const standInWarnings = startupCheck(plan, env).warnings
  applyProviderPlan(config, plan)
  const store = await openStore({
    databaseFile: env.DATABASE,
    databaseUrl: env.DATABASE_URL,
    poolMax: env.DATABASE_POOL_MAX,
    demoCompanies: env.DEMO_COMPANIES,
    log: (line) => console.log(line),
  })
  const { sql } = store
  config.subscribe = plan.subscribe.provider?.(sql, config.now)
  const app = await buildApp({ sql, config })
  for (const w of warnings) app.log.warn(w.message)
  for (const w of standInWarnings) app.log.warn(w)
  const stale = staleH5Build(config.h5Dir, env as Record<string, string | undefined>)
  if (stale) app.log.error(stale)
  app.log.info(env.DATABASE_URL ? `数据库：PostgreSQL（${redactUrl(env.DATABASE_URL)}）` : `数据库：SQLite（${env.DATABASE}）`)
  await ensureDemoUser(sql, Math.floor(config.now() / 1000))

  const port = env.PORT
  const host = env.HOST
  await app.listen({ port, host })
  app.log.info(`云企查已启动：http://${host}:${port}/ （接口 /api，演示账号 ${DEMO_USER.phone} / ${DEMO_USER.password}）`)

  // monitoring: push pending messages (also those of feeds applied by `npm run feed -- --apply`), the daily digest,
  // and — with FEED_INTERVAL_MIN — a generated one-day feed applied on a schedule
  const timers: NodeJS.Timeout[] = []
  timers.push(setInterval(() => void app.monitor.hub.dispatch().catch((e) => app.log.error(e)), env.PUSH_POLL_MS))
  timers.push(
    setInterval(
      () => void runDigest(app.sql, config.now(), app.monitor.subscribe, config.subscribeTemplateId).catch((e) => app.log.error(e)),
      60_000,
    ),
  )
  // 我的订阅: new matches of saved searches and new cases of monitored companies, each told with one banked WeChat send
  timers.push(
    setInterval(() => void runSubscriptionPushes(app.repos, config.now(), app.monitor.subscribe).catch((e) => app.log.error(e)), 60_000),
  )
  // 案件监控: new cases of monitored parties, at once or as the daily digest
  timers.push(setInterval(() => void runWatchPushes(app.repos, config.now(), app.monitor.subscribe).catch((e) => app.log.error(e)), 60_000))
  // money: terms roll over, unpaid orders close (at WeChat first), open refunds are asked about, paid files are
  // delivered or refunded, and each day is reconciled with WeChat Pay's bill; at start, what a crash left open
  const moneyJobs = startMoneyJobs(app)
  // exported files past their time are deleted, so a download list never offers a file that is gone
  timers.push(setInterval(() => void sweepExports(app).catch((e) => app.log.error(e)), 10 * 60_000))
  // accounts whose cancellation cooling-off has ended are erased (every sign-in attempt settles them first as well)
  timers.push(
    setInterval(() => {
      void app.services.cancellation.settleDue().catch((e) => app.log.error(e))
    }, 60_000),
  )
  const feedMin = env.FEED_INTERVAL_MIN
  if (feedMin > 0) {
    timers.push(
      setInterval(() => {
        void generateFeed(sql, { days: 1, end: chinaDate(config.now()), perDay: env.FEED_PER_DAY })
          .then((text) => applyFeed(sql, text, config.now()))
          .then((r) => {
            app.log.info(`[FEED] ${r.lines} 行，新增动态 ${r.dynamics} 条、消息 ${r.messages} 条，用时 ${r.ms} ms`)
            return app.monitor.hub.dispatch()
          })
          .catch((e) => app.log.error(e))
      }, feedMin * 60_000),
    )
    app.log.info(`变更数据源：每 ${feedMin} 分钟生成并应用一次当天的变更`)
  }

  const stop = async (signal: string) => {
    timers.forEach(clearInterval)
    moneyJobs.stop()
    app.log.info(`收到 ${signal}，正在关闭`)
    await app.close()
    await store.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
