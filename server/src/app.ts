import fs from 'node:fs'
import zlib from 'node:zlib'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import fastifyWebsocket from '@fastify/websocket'
import rateLimit from '@fastify/rate-limit'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppConfig } from './config'
import type { DB } from './store/db'
import { SqliteSql } from './store/sqlite-sql'
import type { Sql } from './store/sql'
import { registerErrorHandling } from './plugins/errors'
import { registerSignature, API_ROOT } from './plugins/signature'
import { openSharedState } from './cluster/shared-state'
import { createLogStream } from './plugins/log-stream'
import { registerAccessLog } from './plugins/access-log'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerH5Index } from './plugins/h5-index'
import { demoOf } from './providers/plan'
import { registerInputGuard } from './plugins/input-guard'
import { contextPlugin } from './plugins/context'
import { requiresLogin } from './plugins/auth'
import { apiRoutes } from './routes'
import { fileRoutes } from './routes/files'
import { ApiError, ERRORS, ok } from './errors'

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[]
  }
}
export interface RouteEntry {
  method: string
  url: string
  login: boolean
}

const BODY_LIMIT = 64 * 1024

/**
 * Built files whose names carry a content hash never change: a year, immutable. index.html (and anything unhashed)
 * is revalidated on every visit, so a new release is picked up at once. The rule reads the asset's name: the static
 * plugin hands over the precompressed copy it sends (app.0123abcd.js.br), which is the same asset.
 */
export function cacheControlFor(filePath: string): string {
  const asset = filePath.replace(/\.(br|gz)$/, '')
  return /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|woff2?|ttf)$/.test(asset) ? 'public, max-age=31536000, immutable' : 'no-cache'
}
/** An answer that takes longer than this is cut: no request may hold a connection indefinitely. */
const REQUEST_TIMEOUT_MS = 60_000

/** The API server: signature check, auth, the routes under /api, and the built H5 app at / when present. */
/**
 * `sql` is the door the repositories use: a PostgreSQL one (DATABASE_URL), or the SQLite file's; `db` alone stands
 * for that file's door.
 */
export async function buildApp(opts: { db?: DB; sql?: Sql; config: AppConfig }): Promise<FastifyInstance> {
  const { config } = opts
  const sql = opts.sql ?? (opts.db ? new SqliteSql(opts.db) : null)
  if (!sql) throw new Error('buildApp needs a database: sql or db')
  const db = sql instanceof SqliteSql ? sql.db : null
  const logging = config.logToStdout || config.logFile
  const stream = logging
    ? await createLogStream({
        file: config.logFile,
        stdout: config.logToStdout,
        json: config.logJson,
        maxSize: config.logMaxSize,
        keep: config.logKeep,
      })
    : null
  const app = Fastify({
    logger: stream ? { level: config.logLevel, stream } : false,
    // one access line per request with its credentials removed (access-log.ts) instead of Fastify's two raw ones
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: true,
    // patternMessage: the Chinese sentence a failed pattern answers with (see validation-messages.ts)
    ajv: { customOptions: { keywords: ['patternMessage'] } },
  }).withTypeProvider<TypeBoxTypeProvider>()
  if (stream) app.addHook('onClose', async () => stream.close())

  // form-encoded bodies (JSON or form-urlencoded are accepted); repeated keys keep the first value
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const out: Record<string, string> = {}
    for (const [k, v] of new URLSearchParams(body as string)) if (!(k in out)) out[k] = v
    done(null, out)
  })

  registerErrorHandling(app)
  registerAccessLog(app)
  // API answers above 1 KB are compressed (built files come precompressed from disk instead); gzip at level 4 first:
  // under load it costs the server far less than brotli for a near ratio on small JSON
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // API answers are small and bounded: compressing them in one synchronous call is far cheaper than a stream each
    syncThreshold: 1024 * 1024,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 4 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await registerSecurityHeaders(app, config.h5Dir)
  const shared = await openSharedState({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    now: config.now,
    log: (line) => app.log.warn(line),
  })
  app.addHook('onClose', () => shared.close())
  await app.register(rateLimit, {
    global: true,
    ...(shared.rateLimitRedis ? { redis: shared.rateLimitRedis, nameSpace: `${shared.prefix}api-rate:` } : {}),
    max: config.apiPerIpPerMin ?? 1200,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new ApiError(ERRORS.RATE_LIMITED, `请求过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`),
  })
  registerSignature(app, config, config.nonceStore ?? shared.nonces)
  registerInputGuard(app)
  await app.register(swagger, {
    openapi: {
      info: { title: '云企查 API', version: '1.0.1', description: '所有接口位于 /api 下；签名、信封与错误码见 docs/api.md。' },
      components: {
        securitySchemes: { sign: { type: 'apiKey', in: 'header', name: 'sign' }, token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
  })

  // every route with whether it demands a signed-in user: the ownership tests walk it so no per-user route is missed
  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (r) => {
    const pre = [r.preHandler].flat().filter(Boolean)
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: r.url, login: pre.some(requiresLogin) })
  })

  await app.register(contextPlugin, { db, sql, config, shared })
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } })

  app.get(`${API_ROOT}/health`, { schema: { hide: true } }, async () => ok({ status: 'up', time: Math.floor(config.now() / 1000) }))
  app.get(`${API_ROOT}/docs/json`, { schema: { hide: true } }, async () => app.swagger())
  await app.register(apiRoutes, { prefix: API_ROOT })
  await app.register(fileRoutes)

  if (config.h5Dir && fs.existsSync(config.h5Dir)) {
    registerH5Index(app, config.h5Dir, demoOf(config))
    await app.register(fastifyStatic, {
      root: config.h5Dir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      // the build writes .br and .gz beside each asset (scripts/precompress.js); the one the browser accepts is sent
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath))
        // the bytes depend on Accept-Encoding (br, gzip or plain): a shared cache must keep them apart
        res.setHeader('vary', 'accept-encoding')
      },
    })
  }
  return app
}
