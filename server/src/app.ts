import fs from 'node:fs'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import fastifyWebsocket from '@fastify/websocket'
import type { AppConfig } from './config'
import type { DB } from './store/db'
import { registerErrorHandling } from './plugins/errors'
import { registerSignature, API_ROOT } from './plugins/signature'
import { MemoryNonceStore } from './plugins/nonce-store'
import { createAuth } from './plugins/auth'
import { teeStream } from './plugins/log-stream'
import { LocalSmsProvider } from './providers/sms'
import { LoginService } from './auth/login'
import { SmsCodeService } from './auth/sms-codes'
import { UserRepo } from './store/users'
import { SessionRepo } from './store/sessions'
import { SmsCodeRepo } from './store/sms-codes'
import { SqliteCompanyRepo } from './store/companies'
import { SqlitePersonRepo } from './store/persons'
import type { RouteContext } from './routes/context'
import { ssoRoutes } from './routes/sso'
import { signinRoutes } from './routes/signin'
import { RateLimiter, signinLimits } from './auth/rate-limit'
import { userRoutes } from './routes/user'
import { searchRoutes } from './routes/search'
import { companyRoutes } from './routes/company'
import { personRoutes } from './routes/person'
import { trendRoutes } from './routes/trends'
import { dimensionRoutes } from './routes/dimensions'
import { lawRoutes } from './routes/law'
import { graphRoutes } from './routes/graph'
import { riskRoutes } from './routes/risk'
import { personDdRoutes } from './routes/person-dd'
import { ok } from './errors'
import { monitorRoutes } from './routes/monitor'
import { createMonitorRuntime, type MonitorRuntime } from './monitor/runtime'

declare module 'fastify' {
  interface FastifyInstance {
    /** monitoring push hub, subscribe provider and limits (main.ts runs the feed and digest timers with it) */
    monitor: MonitorRuntime
  }
}

const BODY_LIMIT = 64 * 1024

/** The API server: signature check, auth, the routes under /api, and the built H5 app at / when present. */
export async function buildApp(opts: { db: DB; config: AppConfig }): Promise<FastifyInstance> {
  const { db, config } = opts
  const logging = config.logToStdout || config.logFile
  const stream = logging ? teeStream({ file: config.logFile, stdout: config.logToStdout, json: config.production || process.env.LOG_FORMAT === 'json' }) : null
  const app = Fastify({
    logger: stream ? { level: config.logLevel, stream } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
  })
  if (stream) app.addHook('onClose', async () => stream.close())

  // form-encoded bodies (spec §7: JSON or form-urlencoded); repeated keys keep the first value
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const out: Record<string, string> = {}
    for (const [k, v] of new URLSearchParams(body as string)) if (!(k in out)) out[k] = v
    done(null, out)
  })

  registerErrorHandling(app)
  registerSignature(app, config, config.nonceStore ?? new MemoryNonceStore())

  const sessions = new SessionRepo(db)
  const users = new UserRepo(db)
  const auth = createAuth(app, config, sessions)
  const sms = config.sms ?? new LocalSmsProvider((line) => app.log.info(line))
  const ctx: RouteContext = {
    db,
    config,
    auth,
    users,
    sessions,
    login: new LoginService(users, sessions, config),
    smsCodes: new SmsCodeService(new SmsCodeRepo(db), sms, config.now, config.smsPerIpPerHour),
    companies: new SqliteCompanyRepo(db),
    persons: new SqlitePersonRepo(db),
    limiter: new RateLimiter(config.now),
    limits: signinLimits(config.loginPerIpPerHour, config.loginPerPhonePerHour),
  }
  const monitor = createMonitorRuntime(db, config.now, { subscribe: config.subscribe, limits: config.monitorLimits, log: (line) => app.log.info(line) })
  app.decorate('monitor', monitor)
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } })

  app.get(`${API_ROOT}/health`, async () => ok({ status: 'up', time: Math.floor(config.now() / 1000) }))

  await app.register(
    async (api) => {
      ssoRoutes(api, ctx)
      signinRoutes(api, ctx)
      userRoutes(api, ctx)
      searchRoutes(api, ctx)
      companyRoutes(api, ctx)
      personRoutes(api, ctx)
      trendRoutes(api, ctx)
      dimensionRoutes(api, ctx)
      lawRoutes(api, ctx)
      graphRoutes(api, ctx)
      monitorRoutes(api, ctx, monitor)
      riskRoutes(api, ctx)
      personDdRoutes(api, ctx)
    },
    { prefix: API_ROOT },
  )

  if (config.h5Dir && fs.existsSync(config.h5Dir)) {
    await app.register(fastifyStatic, { root: config.h5Dir, prefix: '/', index: ['index.html'], wildcard: true })
  }
  return app
}
