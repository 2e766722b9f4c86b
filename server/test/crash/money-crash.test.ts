/**
 * The money path with real processes killed by SIGKILL: users buy memberships and phone exports and ask for refunds
 * while the server is killed three times, in the middle of notifications, refunds and file deliveries. WeChat Pay (a
 * fake speaking its protocol, in this process) outlives every kill and keeps retrying its notifications. After the last
 * start the server's own jobs settle what the kills left open; then the day is reconciled by hand against WeChat's
 * bill, which must find nothing: no payment lost, none credited twice, no order stuck refunding or undelivered, and
 * the money WeChat received equals what was kept and what was refunded.
 */
import { wxpaySettings } from '../pay/helpers'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { openDb } from '../../src/store/db'
import { SqliteSql } from '../../src/store/sqlite-sql'
import { SqlUserRepo } from '../../src/store/users'
import { SqlMembershipRepo } from '../../src/store/membership'
import { hashPassword } from '../../src/auth/password'
import { seedDemo } from '../../src/data/generate'
import { localPayKeys } from '../../src/pay/local'
import { startFakeWechatPay, type FakeWechatPay } from '../../src/pay/fake-wechat-pay'
import { makeSign, randomNonce } from '../../../contract/domain/sign'
import { chinaDate } from '../../../contract/domain/china-time'
import { chinaDayRange } from '../../src/money/reconcile'
import { runReconcileCli } from '../../src/money/reconcile-cli'

const root = path.resolve(__dirname, '../../..')
const PASSWORD = 'Crash123456'
const USERS = 6
/** one address across restarts, as PUBLIC_URL is: WeChat's retries reach the next start */
const PORT = 18100 + Math.floor(Math.random() * 800)
const DAY = 86_400_000
let dir: string
let file: string
let fake: FakeWechatPay
let offsetMs = 0
let env: Record<string, string>
let keyword = ''

/** what the server answered the refunds asked, by message */
const refusals: Record<string, number> = {}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r(child.exitCode) : child.once('exit', (c) => r(c)),
  )

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-money-crash-'))
  file = path.join(dir, 'app.db')
  const db = openDb(file)
  seedDemo(db, { companies: 300, seed: 31 })
  keyword = (db.prepare('SELECT name FROM companies ORDER BY id LIMIT 1').get() as { name: string }).name.slice(0, 2)
  const sql = new SqliteSql(db)
  const users = new SqlUserRepo(sql)
  const ledger = new SqlMembershipRepo(sql)
  const hash = await hashPassword(PASSWORD)
  for (let n = 0; n < USERS; n++) {
    const u = await users.create({
      phone: `1390000100${n}`,
      passwordHash: hash,
      nickname: `崩溃测试${n}`,
      nowSec: Math.floor(Date.now() / 1000),
    })
    // half of them are members from the start, so they can buy phone exports
    if (n % 2)
      await ledger.grant({ userId: u.user_id, source: 'operator', ref: `crash-${n}`, level: 1, length: () => 30 * DAY }, Date.now())
  }
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()

  const keys = localPayKeys()
  fake = await startFakeWechatPay({
    ...keys,
    // WeChat keeps retrying a notification the server did not answer, across the kills
    notifyRetryDelaysMs: [200, 400, 800, 1500, 3000, 5000, 8000, 12000],
    refundSettleMs: 300,
    now: () => Date.now() + offsetMs,
  })
  fs.writeFileSync(path.join(dir, 'clock-offset'), '0')
  env = {
    DATABASE: file,
    H5_DIR: path.join(dir, 'no-h5'),
    LOG_LEVEL: 'warn',
    API_PER_IP_PER_MIN: '1000000',
    LOGIN_PER_IP_PER_HOUR: '100000',
    LOGIN_PER_PHONE_PER_HOUR: '100000',
    OPEN_ORDERS_PER_USER: '100',
    CLOCK_OFFSET_FILE: path.join(dir, 'clock-offset'),
    ...wxpaySettings(keys, dir, fake.baseUrl),
  }
}, 120_000)

afterAll(async () => {
  await fake?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A server process on the shared database, its notify address on its own port; resolves once it answers. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_FILE: path.join(dir, `server-${port}.log`),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const base = `http://127.0.0.1:${port}/api`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const now = () => Math.floor((Date.now() + offsetMs) / 1000)
  const call = async (method: 'GET' | 'POST', p: string, body: Record<string, unknown>, token?: string) => {
    const query = method === 'GET' ? new URLSearchParams(body as Record<string, string>).toString() : ''
    const r = await fetch(`${base}${p}${query ? `?${query}` : ''}`, {
      method,
      headers: {
        'content-type': 'application/json',
        sign: makeSign(now(), randomNonce(), 'yqc-local-sign-secret', query ? `${p}?${query}` : p),
        ...(token ? { token } : {}),
      },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    })
    return (await r.json()) as { code: string; data: any; msg: string }
  }
  const tokens: string[] = []
  for (let n = 0; n < USERS; n++) {
    const login = await call('POST', '/sso/pwd/login', {
      phone: `1390000100${n}`,
      password: PASSWORD,
      deviceIdentification: `crash-${port}-${n}`,
    })
    if (login.code !== '0000') throw new Error(`login failed: ${login.msg}`)
    tokens.push(login.data.token)
  }
  return { child, call, tokens }
}

/** What one user does until the server is gone: buy, pay at WeChat, sometimes ask for the money back. */
async function shopper(s: Awaited<ReturnType<typeof startServer>>, n: number, paid: string[]): Promise<void> {
  const t = s.tokens[n]
  for (let k = 0; ; k++) {
    try {
      let orderNo: string | undefined
      if (n % 2 && k % 3 === 0) {
        const q = await s.call('POST', '/member/entOrPhoneExport/phoneQuote', { kind: 'search', keyword }, t)
        if (q.code === '0000' && q.data.allowed && q.data.rows > 0) {
          const o = await s.call(
            'POST',
            '/member/entOrPhoneExport/phoneOrder',
            { kind: 'search', keyword, rows: q.data.rows, payMethod: 'native', couponId: 0 },
            t,
          )
          orderNo = o.data?.order?.orderNo
        }
      } else {
        const o = await s.call(
          'POST',
          '/member/order/create',
          { sku: k % 4 ? 'vip_month' : 'svip_month', payMethod: 'native', couponId: 0 },
          t,
        )
        orderNo = o.data?.order?.orderNo
      }
      if (!orderNo) continue
      fake.pay(orderNo)
      paid.push(orderNo)
      // the refund races the notification and the file
      if (k % 2) {
        const r = await s.call('POST', '/member/order/refund', { orderNo }, t)
        refusals[r.msg] = (refusals[r.msg] ?? 0) + 1
      }
      if (k % 5 === 0) await s.call('POST', '/member/order/cancel', { orderNo }, t)
    } catch {
      return // the server was killed
    }
  }
}

test('three SIGKILLs during payments, refunds and deliveries: nothing lost, nothing credited twice, nothing stuck', async () => {
  const paid: string[] = []
  for (let round = 0; round < 3; round++) {
    const s = await startServer(PORT)
    const shoppers = Promise.all(Array.from({ length: USERS }, (_, n) => shopper(s, n, paid)))
    const target = paid.length + 12 + round * 4
    const deadline = Date.now() + 20_000
    while (paid.length < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    // killed in the middle of whatever it was doing
    await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 150)))
    s.child.kill('SIGKILL')
    await exited(s.child)
    await shoppers
  }
  expect(paid.length).toBeGreaterThanOrEqual(36)

  // the last start: its jobs settle what the kills left open, while WeChat's retries arrive
  const last = await startServer(PORT)
  try {
    const db = new Database(file, { readonly: true })
    const open = () =>
      db
        .prepare(
          `SELECT count(*) AS n FROM orders WHERE state = 'refunding'
             OR (kind = 'phone_export' AND state = 'paid' AND delivery_state <> 'delivered')`,
        )
        .get() as { n: number }
    const deadline = Date.now() + 90_000
    await fake.settled()
    while (Date.now() < deadline) {
      const lost = paid.filter((no) => {
        const row = db.prepare('SELECT state FROM orders WHERE order_no = ?').get(no) as { state: string } | undefined
        return !row || row.state === 'created' || row.state === 'closed'
      })
      if (open().n === 0 && lost.length === 0) break
      await new Promise((r) => setTimeout(r, 500))
    }
    db.close()
    await fake.settled()

    const ro = new Database(file, { readonly: true })
    try {
      expect(ro.pragma('integrity_check', { simple: true })).toBe('ok')
      const orders = ro.prepare('SELECT * FROM orders').all() as Array<Record<string, any>>
      let received = 0
      let kept = 0
      for (const o of orders) {
        const w = fake.order(o.order_no)
        const paidThere = Boolean(w && (w.state === 'SUCCESS' || w.state === 'REFUND'))
        const paidHere = ['paid', 'refunding', 'refunded'].includes(o.state)
        // no payment lost, none invented
        expect([o.order_no, paidHere]).toEqual([o.order_no, paidThere])
        // nothing stuck
        expect([o.order_no, o.state]).not.toEqual([o.order_no, 'refunding'])
        if (o.kind === 'phone_export' && o.state === 'paid') expect([o.order_no, o.delivery_state]).toEqual([o.order_no, 'delivered'])
        if (o.kind === 'member') {
          const grants = ro.prepare(`SELECT count(*) AS n FROM member_grants WHERE source = 'order' AND ref = ?`).get(o.order_no) as {
            n: number
          }
          expect([o.order_no, grants.n]).toEqual([o.order_no, paidHere ? 1 : 0])
        }
        const applied = ro
          .prepare(`SELECT count(*) AS n FROM pay_events WHERE order_no = ? AND outcome = 'applied' AND kind LIKE 'paid:%'`)
          .get(o.order_no) as { n: number }
        expect(applied.n).toBeLessThanOrEqual(1)
        if (paidThere) {
          received +=
            w!.totalFen -
            fake.refunds.filter((x) => x.outTradeNo === o.order_no && x.status === 'SUCCESS').reduce((t, x) => t + x.refundFen, 0)
          kept += o.amount_fen - (o.state === 'refunded' ? o.refund_fen : 0)
        }
      }
      expect(received).toBe(kept)
      const by = (where: string) => (ro.prepare(`SELECT count(*) AS n FROM orders WHERE ${where}`).get() as { n: number }).n
      console.log(
        `money crash: ${JSON.stringify({
          kills: 3,
          paidAtWechat: paid.length,
          paid: by(`state = 'paid'`),
          refunded: by(`state = 'refunded'`),
          delivered: by(`delivery_state = 'delivered'`),
          phoneExportsKept: by(`kind = 'phone_export' AND state = 'paid'`),
          refundAnswers: refusals,
          yuanReceived: received / 100,
        })}`,
      )
    } finally {
      ro.close()
    }

    // the next morning, the day's bill: nothing differs
    const today = chinaDate(Date.now())
    offsetMs = chinaDayRange(today)[1] + 10.5 * 3600_000 - Date.now()
    fs.writeFileSync(env.CLOCK_OFFSET_FILE, String(offsetMs))
    const out: string[] = []
    const io = { log: (l: string) => out.push(l), error: (l: string) => out.push(l) } as unknown as Console
    const code = await runReconcileCli(
      ['--date', today],
      { ...process.env, ...env, PUBLIC_URL: `http://127.0.0.1:${PORT}`, LOG_FILE: path.join(dir, 'reconcile.log') },
      io,
    )
    expect(out.join('\n')).toContain('差异 0 项')
    expect(code).toBe(0)
  } finally {
    last.child.kill('SIGKILL')
    await exited(last.child)
  }
}, 240_000)
