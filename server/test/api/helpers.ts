/**
 * Test harness: the real app on a random port over a fresh SQLite file in a temp dir,
 * a hand-moved clock, and a client that signs requests the way the app does (src/domain/sign).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { configFromEnv, type AppConfig } from '../../src/config'
import { openDb, type DB } from '../../src/store/db'
import { makeSign, randomNonce } from '../../../contract/domain/sign'
import type { Sql } from '../../src/store/sql'
import { onPg, pgStore, type PgStore } from './pg-store'

export const TEST_SECRET = 'test-sign-secret'
/** 2026-11-01 10:00 in China */
export const START_MS = Date.UTC(2026, 10, 1, 2, 0, 0)

export interface Clock {
  ms: number
  advance(seconds: number): void
}

export interface Answer<T = any> {
  status: number
  body: { code: string; msg: string; data: T }
}

export interface CallOptions {
  token?: string
  headers?: Record<string, string>
  /** send this sign header instead of a correct one ('' sends none) */
  sign?: string
  /** form-urlencoded instead of JSON */
  form?: boolean
}

export interface TestServer {
  url: string
  app: FastifyInstance
  /** the SQLite file the suite seeded (on PostgreSQL, the copy's source: read state through `sql`) */
  db: DB
  /** the door the server's repositories use */
  sql: Sql
  /** the PostgreSQL schema of TEST_STORE=pg */
  pg?: PgStore
  dir: string
  logFile: string
  clock: Clock
  config: AppConfig
  /** raw query string as sent, e.g. 'keyword=%E5%8D%8E&pageNum=1' */
  get<T = any>(pathAfterApi: string, query?: string | Record<string, string | number>, opts?: CallOptions): Promise<Answer<T>>
  post<T = any>(pathAfterApi: string, body?: unknown, opts?: CallOptions): Promise<Answer<T>>
  /** the sign header the app would send now */
  sign(method: string, pathAfterApi: string, query?: string, nonce?: string, timestamp?: number): string
  close(): Promise<void>
}

let prefixes = 0
const uniquePrefix = () => `yqc-t-${process.pid}-${Date.now().toString(36)}-${++prefixes}:`

export function queryString(q?: string | Record<string, string | number>): string {
  if (q === undefined) return ''
  if (typeof q === 'string') return q
  return Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

export async function startServer(
  opts: {
    seed?: (db: DB) => void
    config?: Partial<AppConfig>
    /** a second instance of that server: the same database file and clock (its own connection, memory and port) */
    shareWith?: TestServer
  } = {},
): Promise<TestServer> {
  const first = opts.shareWith
  const dir = first ? first.dir : fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-api-'))
  const db = openDb(path.join(dir, 'app.db'))
  if (!first) opts.seed?.(db)
  const clock: Clock = first
    ? first.clock
    : {
        ms: START_MS,
        advance(seconds: number) {
          this.ms += seconds * 1000
        },
      }
  // the log rotates under dir/server.<date>.<n>.log; current.log always names the file being written
  const logDir = first ? fs.mkdtempSync(path.join(dir, 'instance-')) : dir
  const logFile = path.join(logDir, 'current.log')
  const config: AppConfig = {
    ...configFromEnv({}).config,
    signSecret: TEST_SECRET,
    jwtSecret: 'test-jwt-secret',
    now: () => clock.ms,
    logFile: path.join(logDir, 'server.log'),
    logToStdout: false,
    h5Dir: undefined,
    // the suites send thousands of calls from one address; the per-IP limit has its own test
    apiPerIpPerMin: 1_000_000,
    // TEST_REDIS_URL runs the suites with the state instances share in Redis; each server (and the instances that
    // share its database) gets a prefix of its own, so parallel suites never count in one another's windows
    ...(process.env.TEST_REDIS_URL
      ? { redisUrl: process.env.TEST_REDIS_URL, redisPrefix: first?.config.redisPrefix ?? uniquePrefix() }
      : {}),
    ...opts.config,
  }
  const pg = onPg ? await pgStore(db, first?.pg) : undefined
  const app = await buildApp({ db, sql: pg?.sql, config })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}`

  const sign = (method: string, p: string, query = '', nonce = randomNonce(), timestamp = Math.floor(clock.ms / 1000)) =>
    makeSign(timestamp, nonce, TEST_SECRET, method === 'GET' && query ? `${p}?${query}` : p)

  async function call<T>(method: string, p: string, query: string, body: unknown, o: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...o.headers }
    const signHeader = o.sign !== undefined ? o.sign : sign(method, p, query)
    if (signHeader !== '') headers.sign = signHeader
    if (o.token) headers.token = o.token
    let payload: string | undefined
    if (body !== undefined) {
      if (o.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded'
        payload = new URLSearchParams(body as Record<string, string>).toString()
      } else {
        headers['content-type'] = 'application/json'
        payload = typeof body === 'string' ? body : JSON.stringify(body)
      }
    }
    const res = await fetch(`${url}/api${p}${query ? `?${query}` : ''}`, { method, headers, body: payload })
    const text = await res.text()
    let parsed: Answer<T>['body']
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`)
    }
    return { status: res.status, body: parsed }
  }

  return {
    url,
    app,
    db,
    sql: app.sql,
    pg,
    dir,
    logFile,
    clock,
    config,
    sign,
    get: (p, q, o) => call('GET', p, queryString(q), undefined, o),
    post: (p, body, o) => call('POST', p, '', body ?? {}, o),
    async close() {
      await app.close()
      await pg?.close()
      db.close()
      if (!first) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The last SMS code the local provider wrote to the server log for this phone. */
export function lastSmsCode(server: TestServer, phone: string): string | null {
  const log = fs.existsSync(server.logFile) ? fs.readFileSync(server.logFile, 'utf8') : ''
  const re = new RegExp(`\\[SMS\\] phone=${phone} scene=\\w+ code=(\\d{6})`, 'g')
  let code: string | null = null
  for (const m of log.matchAll(re)) code = m[1]
  return code
}

export async function count(db: Sql, table: string, where = '1=1', ...args: unknown[]): Promise<number> {
  return (await db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get<{ n: number }>(...args))!.n
}

/** Row counts of the user-data tables: a rejected request must leave them unchanged. */
export async function userDataCounts(db: Sql): Promise<Record<string, number>> {
  const tables = ['users', 'sessions', 'sms_codes', 'access_logs']
  const out: Record<string, number> = {}
  for (const t of tables) out[t] = await count(db, t)
  return out
}

export function expectChinese(msg: string): void {
  if (!/[\u4e00-\u9fa5]/.test(msg)) throw new Error(`message is not Chinese: ${msg}`)
}
