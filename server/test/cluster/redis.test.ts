/**
 * Two API instances on one database and one Redis (REDIS_URL), as behind a load balancer: what one instance saw or
 * counted, the other knows; a push made by either reaches a socket held by the other.
 * Uses the machine's Redis (REDIS_URL, or 127.0.0.1:6379), or starts a redis-server of its own when none answers;
 * every key of a run carries its own prefix and is removed after.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import WebSocket from 'ws'
import { Redis } from 'ioredis'
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, device, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import { randomNonce } from '../../../contract/domain/sign'

const { ensureRedis } = require('../../../scripts/cluster-lib') as {
  ensureRedis: (dir: string, log: (l: string) => void, children: Array<{ child: ChildProcess }>) => Promise<string>
}
const redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-redis-'))
const redisChildren: Array<{ child: ChildProcess }> = []
let REDIS_URL = ''
const prefix = `yqc-test-${process.pid}-${Date.now()}:`
let a: TestServer
let b: TestServer
let redis: Redis

const shared = {
  redisUrl: '',
  redisPrefix: prefix,
  loginPerIpPerHour: 6,
  apiPerIpPerMin: 1_000_000,
  // the tests give each case its own client address through X-Forwarded-For
  trustProxy: true,
}

beforeAll(async () => {
  REDIS_URL = await ensureRedis(redisDir, () => undefined, redisChildren)
  shared.redisUrl = REDIS_URL
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect().catch((e) => {
    throw new Error(`这些测试需要 Redis（${REDIS_URL}）：${(e as Error).message}`)
  })
  a = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 5 }), config: shared })
  b = await startServer({ shareWith: a, config: shared })
  // on PostgreSQL the seed is copied into a schema of its own first
}, 60_000)

afterAll(async () => {
  await b?.close()
  await a?.close()
  if (redis) {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  }
  for (const { child } of redisChildren) child.kill('SIGKILL')
  fs.rmSync(redisDir, { recursive: true, force: true })
})

const pidAt = async (n: number) =>
  ((await a.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1 OFFSET ?').get(n)) as { pid: string }).pid

/** a client address of its own per test, so one test's counts never reach another's */
let ipSeq = 0
const freshIp = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` })

test('a token issued by one instance works on the other, and a logout on either ends it on both', async () => {
  const token = await codeLogin(a, freshPhone('1360'))
  const me = await b.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })
  expect(me.body.code).toBe('0000')
  await b.post('/sso/logout', {}, { token })
  expect((await a.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })).body.code).toBe('4030')
})

test('a signed request replayed to the other instance is refused there', async () => {
  const path = '/search/api/v1/hotSearch'
  const sign = a.sign('GET', path, '', randomNonce())
  expect((await a.get(path, undefined, { sign })).body.code).toBe('0000')
  const replay = await b.get(path, undefined, { sign })
  expect(replay.status).toBe(401)
  expect(replay.body.code).toBe('4010')
  // a fresh nonce still passes on both
  expect((await b.get(path)).body.code).toBe('0000')
})

test('the login attempts of one address are counted across both instances', async () => {
  const headers = freshIp()
  const attempt = (s: TestServer) =>
    s.post('/sso/pwd/login', { phone: freshPhone('1361'), password: 'Wrong1234', ...device('x') }, { headers })
  const codes: string[] = []
  for (let i = 0; i < 6; i++) codes.push((await attempt(i % 2 ? b : a)).body.code)
  expect(codes.every((c) => c !== '4290')).toBe(true)
  const seventh = await attempt(a)
  expect(seventh.body.code).toBe('4290')
  expect(seventh.body.msg).toMatch(/当前网络登录尝试过于频繁，请\d+分钟后再试/)
  expect((await attempt(b)).body.code).toBe('4290')
})

test('five wrong passwords for a phone without an account lock it on both instances', async () => {
  const phone = freshPhone('1362')
  const wrong = (s: TestServer) => s.post('/sso/pwd/login', { phone, password: 'Wrong1234', ...device('p') }, { headers: freshIp() })
  const msgs: string[] = []
  for (let i = 0; i < 4; i++) msgs.push((await wrong(i % 2 ? b : a)).body.msg)
  expect(msgs).toEqual([
    '手机号或密码错误，还可尝试4次',
    '手机号或密码错误，还可尝试3次',
    '手机号或密码错误，还可尝试2次',
    '手机号或密码错误，还可尝试1次',
  ])
  const fifth = await wrong(b)
  expect(fifth.body.msg).toBe('密码错误次数过多，账号已锁定15分钟，请稍后再试或使用验证码登录')
  const after = await wrong(a)
  expect(after.body.code).toBe(fifth.body.code)
  expect(after.body.msg).toMatch(/账号已锁定，请\d+分钟后再试/)
})

test('the per-address API limit is one budget for both instances', async () => {
  const limited = { ...shared, apiPerIpPerMin: 4 }
  const c = await startServer({ shareWith: a, config: limited })
  const d = await startServer({ shareWith: a, config: limited })
  try {
    const headers = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await (i % 2 ? d : c).get('/search/api/v1/hotSearch', undefined, { headers })).status)
    expect(statuses).toEqual([200, 200, 200, 200])
    const over = await d.get('/search/api/v1/hotSearch', undefined, { headers })
    expect(over.status).toBe(429)
    expect(over.body.msg).toMatch(/请求过于频繁，请\d+秒后再试/)
    expect((await c.get('/search/api/v1/hotSearch', undefined, { headers })).status).toBe(429)
  } finally {
    await d.close()
    await c.close()
  }
})

/** a push socket and the frames it receives */
async function openSocket(s: TestServer, token: string) {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/msg/ws?token=${token}`)
  const frames: any[] = []
  let closedWith: number | null = null
  ws.on('message', (d) => frames.push(JSON.parse(String(d))))
  ws.on('close', (code) => (closedWith = code))
  await new Promise<void>((resolve, reject) => {
    ws.once('message', () => resolve())
    ws.once('error', reject)
  })
  return { ws, frames, closedWith: () => closedWith }
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  return check()
}

test('a message dispatched by one instance reaches the socket held by the other', async () => {
  const token = await codeLogin(a, freshPhone('1363'))
  const pid = await pidAt(12)
  expect((await a.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token })).body.code).toBe('0000')
  const sock = await openSocket(b, token)
  expect(sock.frames[0]).toEqual({ type: 'unread', count: 0 })
  await applyFeed(
    a.sql,
    JSON.stringify({ type: 'record', dimension: 'executor', pid, date: '2026-10-31', title: '被执行', refNo: 'CLUSTER1', amount: 10 }),
    a.clock.ms,
  )
  // instance a takes the pending message; it holds no socket of this user
  expect(await a.app.monitor.hub.dispatch()).toBeGreaterThan(0)
  expect(await a.app.monitor.hub.connected(await userIdOf(token))).toBe(0)
  expect(await until(() => sock.frames.some((f) => f.type === 'message'))).toBe(true)
  const msg = sock.frames.find((f) => f.type === 'message')
  expect(msg.data.dynamic.title).toBe('新增被执行人')
  expect(msg.count).toBe(1)
  // reading everything through a tells the socket on b
  await a.post('/msg/api/v1/message/readAll', {}, { token })
  expect(await until(() => sock.frames.some((f) => f.type === 'unread' && f.count === 0 && sock.frames.indexOf(f) > 0))).toBe(true)
  sock.ws.close()
})

test('signing out through one instance closes the push socket held by the other', async () => {
  const token = await codeLogin(a, freshPhone('1364'))
  const sock = await openSocket(b, token)
  await a.post('/sso/logout', {}, { token })
  expect(await until(() => sock.closedWith() !== null)).toBe(true)
  expect(sock.closedWith()).toBe(4030)
})

async function userIdOf(token: string): Promise<string> {
  return (await a.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })).body.data.userId
}
