/**
 * The money path against its invariants, model-based: random sequences of what users and WeChat Pay do — orders
 * placed, paid again another way (H5, or JSAPI in the mini-program by one of two payers: each way its own payment
 * number, as WeChat takes one number under one AppID, payer and trade type only), any of an order's attempts paid at
 * WeChat (several of one order too), with the notification delivered, lost, or given up on, notifications repeated and
 * concurrent, cancels, timeouts, refunds and their outcomes (success, closed, abnormal), phone exports delivered or
 * abandoned by a writer that died, time passing, WeChat's answers lost before or after it acted (a crash) and the
 * start-up recovery, and pairs of these at the same moment — run against the real service, store and HTTP notify
 * route, and a fake WeChat Pay speaking the real protocol. Every invariant is checked after every step; after each
 * sequence WeChat's late notifications and the scheduled jobs run, and the eventual invariants are checked too, and a
 * sample of days is reconciled against WeChat's bill, which must then find nothing.
 *
 * Always:
 *   A1 an order is paid here (paid, refunding, refunded) only if WeChat has one of its attempts paid, with the same
 *      amount and transaction;
 *   A2 a membership order has a grant exactly when it is paid here; one notification credits once;
 *   A3 the timeline's pieces never overlap, and each grant's pieces add up to its time less what a refund took back;
 *   A4 a refund gives back exactly the grant's unused time at the moment it was asked, pro rata, rounded down;
 *   A5 no deliverable is delivered (nor a file ready) on an order refunding or refunded;
 *   A6 WeChat refunds only what we asked (our refund numbers), never more than was paid, and what we record as
 *      refunded WeChat has refunded, for that amount;
 *   A7 the level cached on the user is the level of the piece running now.
 * Eventually (after WeChat's retries and the jobs):
 *   E1 paid at WeChat (and not returned whole) ⇔ paid here: no payment lost;
 *   E2 no order left refunding;
 *   E3 a paid phone export is delivered, or refunded in full;
 *   E4 money received = money kept for what was granted + money refunded;
 *   E5 every attempt paid at WeChat besides the one that settled its order is refunded whole under its own number;
 *   E6 nothing is left open at WeChat for an order no longer open here.
 *
 * MONEY_MODEL_RUNS sets the number of sequences (default 2,000; 1,000 on PostgreSQL), MONEY_MODEL_SEED replays one.
 */
import fc from 'fast-check'
import { startServer, type TestServer } from '../api/helpers'
import { onPg } from '../api/pg-store'
import { seedDemo } from '../../src/data/generate'
import { localPayKeys } from '../../src/pay/local'
import { startFakeWechatPay, type FakeWechatPay } from '../../src/pay/fake-wechat-pay'
import { WechatPayV3Provider } from '../../src/pay/wechat-v3'
import { PayProviderError, type PayProvider } from '../../src/pay/provider'
import { DELIVERY_LEASE_MS } from '../../src/export/phone-orders'
import { chinaDate } from '../../../contract/domain/china-time'
import { chinaDayRange } from '../../src/money/reconcile'
import { returnNoOf } from '../../src/money/settlement'
import type { PayMethod } from '../../../contract/schemas/member'

const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? (onPg ? 1000 : 2000))
const SEED = process.env.MONEY_MODEL_SEED ? Number(process.env.MONEY_MODEL_SEED) : undefined
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const SKUS = ['vip_month', 'vip_year', 'svip_month', 'svip_year'] as const
const PROVIDER_CALLS = ['createNative', 'createH5', 'createJsapi', 'query', 'close', 'refund', 'queryRefund'] as const
const MP_APPID = 'wx5555555555model0'
/** the ways an open order is paid again: each is an attempt of its own at WeChat */
const WAYS = ['native', 'h5', 'mp-a', 'mp-b'] as const

let s: TestServer
let fake: FakeWechatPay
let keyword = ''
/** the next WeChat call of this name fails: before WeChat acts, or after it acted with its answer lost */
let fault: { call: (typeof PROVIDER_CALLS)[number]; when: 'before' | 'after' } | null = null
const clockOf: { now: () => number } = { now: () => Date.now() }
const figures = {
  twice: 0,
  returnsClosed: 0,
  sequences: 0,
  steps: 0,
  checks: 0,
  paid: 0,
  refunded: 0,
  returned: 0,
  delivered: 0,
  late: 0,
  reconciled: 0,
}

/** WeChat Pay as the server reaches it, with a crash injected where a step asks for one */
function withFaults(real: PayProvider): PayProvider {
  return new Proxy(real, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver)
      if (typeof value !== 'function' || !PROVIDER_CALLS.includes(prop as (typeof PROVIDER_CALLS)[number])) return value
      return async (...args: unknown[]) => {
        const f = fault
        if (f?.call !== prop) return value.apply(target, args)
        fault = null
        if (f.when === 'before') throw new PayProviderError('NETWORK', '连接中断', 0)
        await value.apply(target, args)
        throw new PayProviderError('NETWORK', '应答丢失', 0)
      }
    },
  })
}

beforeAll(async () => {
  const keys = localPayKeys()
  fake = await startFakeWechatPay({
    ...keys,
    boundAppids: [keys.appid, MP_APPID],
    refundSettleMs: null,
    notifyRetryDelaysMs: [5, 15, 40],
    now: () => clockOf.now(),
  })
  const real = new WechatPayV3Provider({ ...keys, mpAppid: MP_APPID, baseUrl: fake.baseUrl, now: () => clockOf.now() })
  s = await startServer({
    seed: (db) => seedDemo(db, { companies: 60, seed: 5 }),
    config: { pay: { provider: withFaults(real), merchantId: keys.mchid } },
  })
  clockOf.now = () => s.clock.ms
  keyword = ((await s.sql.prepare('SELECT name FROM companies ORDER BY id LIMIT 1').get()) as { name: string }).name.slice(0, 2)
}, 120_000)
afterAll(async () => {
  await s?.close()
  await fake?.stop()
  // the figure the closing note reports
  console.log(`money model: ${JSON.stringify({ store: onPg ? 'pg' : 'sqlite', runs: RUNS, ...figures })}`)
})

// ---------- steps ----------

type Step =
  | { k: 'order'; sku: (typeof SKUS)[number]; coupon: boolean }
  | { k: 'phone' }
  | { k: 'payAgain'; i: number; way: (typeof WAYS)[number] }
  | { k: 'pay'; i: number; a: number; notify: boolean }
  /** the order is paid again another way, then every attempt WeChat holds open is paid at once (two phones) */
  | { k: 'payAll'; i: number; way: (typeof WAYS)[number]; notify: boolean }
  | { k: 'notify'; i: number; a: number; times: number; concurrent: boolean; amount: boolean }
  | { k: 'cancel'; i: number }
  | { k: 'timeout' }
  | { k: 'refund'; i: number }
  | { k: 'settle'; i: number; outcome: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'; notify: boolean }
  | { k: 'wait'; ms: number }
  | { k: 'deliver'; i: number }
  | { k: 'writerDies'; i: number }
  | { k: 'checkRefunds' }
  | { k: 'crash'; call: (typeof PROVIDER_CALLS)[number]; when: 'before' | 'after' }
  | { k: 'restart' }
  | { k: 'drop'; on: boolean }
  | { k: 'both'; a: Step; b: Step }

const i = fc.nat(7)
/** which attempt of the order */
const a = fc.nat(3)
const single: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('order' as const), sku: fc.constantFrom(...SKUS), coupon: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ k: 'phone' as const }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('payAgain' as const), i, way: fc.constantFrom(...WAYS) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('payAll' as const), i, way: fc.constantFrom(...WAYS), notify: fc.boolean() }) },
  { weight: 5, arbitrary: fc.record({ k: fc.constant('pay' as const), i, a, notify: fc.constantFrom(true, true, true, false) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('notify' as const),
      i,
      a,
      times: fc.integer({ min: 1, max: 3 }),
      concurrent: fc.boolean(),
      // genuinely signed, with an amount that is not the order's
      amount: fc.constantFrom(false, false, false, true),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('cancel' as const), i }) },
  { weight: 1, arbitrary: fc.constant({ k: 'timeout' as const }) },
  { weight: 5, arbitrary: fc.record({ k: fc.constant('refund' as const), i }) },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('settle' as const),
      i,
      outcome: fc.constantFrom('SUCCESS' as const, 'SUCCESS' as const, 'CLOSED' as const, 'ABNORMAL' as const),
      notify: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('wait' as const), ms: fc.integer({ min: MIN, max: 3 * DAY }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('deliver' as const), i }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('writerDies' as const), i }) },
  { weight: 1, arbitrary: fc.constant({ k: 'checkRefunds' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('crash' as const),
      call: fc.constantFrom(...PROVIDER_CALLS),
      when: fc.constantFrom('before' as const, 'after' as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ k: 'restart' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('drop' as const), on: fc.boolean() }) },
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: single },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('both' as const), a: single, b: single }) },
)

interface Run {
  userId: string
  orders: string[]
}

const pick = (r: Run, n: number) => (r.orders.length ? r.orders[n % r.orders.length] : null)
/** an order's payment numbers: its attempts, or its own number for an order without any */
async function tradeNos(orderNo: string): Promise<string[]> {
  const list = await s.app.repos.orders.attempts(orderNo)
  return list.length ? list.map((x) => x.out_trade_no) : [orderNo]
}
/** one of an order's attempts that WeChat knows */
async function pickAttempt(r: Run, n: number, m: number): Promise<string | null> {
  const no = pick(r, n)
  if (!no) return null
  const known = (await tradeNos(no)).filter((t) => fake.order(t))
  return known.length ? known[m % known.length] : null
}
/** what a step may meet and shrug off: a refusal the user would see, or WeChat unreachable */
async function tolerate(work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (e) {
    const code = (e as { code?: string }).code
    if (e instanceof PayProviderError || (typeof code === 'string' && /^\d{4}$/.test(code))) return
    throw e
  }
}

async function run(r: Run, st: Step): Promise<void> {
  const money = s.app.money
  switch (st.k) {
    case 'order':
      return tolerate(async () => {
        const { order } = await money.createOrder(
          r.userId,
          { sku: st.sku, payMethod: 'native', couponId: st.coupon ? undefined : 0 },
          '127.0.0.1',
        )
        r.orders.push(order.orderNo)
      })
    case 'phone':
      return tolerate(async () => {
        const q = await s.app.phoneOrders.quote(r.userId, { kind: 'search', keyword })
        if (!q.allowed || q.rows === 0) return
        const { order } = await s.app.phoneOrders.order(
          r.userId,
          { kind: 'search', keyword },
          { rows: q.rows, payMethod: 'native', couponId: 0 },
          '127.0.0.1',
        )
        r.orders.push(order.orderNo)
      })
    case 'payAgain': {
      const no = pick(r, st.i)
      if (!no) return
      const method: PayMethod = st.way === 'native' || st.way === 'h5' ? st.way : 'jsapi'
      const payer = method === 'jsapi' ? { wxCode: `model-${st.way}` } : undefined
      return tolerate(() => money.payAgain(r.userId, no, method, '127.0.0.1', undefined, payer))
    }
    case 'pay': {
      const no = await pickAttempt(r, st.i, st.a)
      if (!no) return
      try {
        fake.pay(no, { notify: st.notify })
      } catch {
        // closed or paid at WeChat already: the payer cannot pay
      }
      return
    }
    case 'payAll': {
      const no = pick(r, st.i)
      if (!no) return
      await run(r, { k: 'payAgain', i: st.i, way: st.way })
      for (const t of await tradeNos(no))
        if (fake.order(t)?.state === 'NOTPAY') {
          try {
            fake.pay(t, { notify: st.notify })
          } catch {
            // closed at WeChat meanwhile
          }
        }
      return
    }
    case 'notify': {
      const no = await pickAttempt(r, st.i, st.a)
      const o = no && fake.order(no)
      if (!o || (o.state !== 'SUCCESS' && o.state !== 'REFUND')) return
      await fake.notify(no, { duplicate: st.times, concurrent: st.concurrent, ...(st.amount ? { tamper: 'amount' as const } : {}) })
      return
    }
    case 'cancel': {
      const no = pick(r, st.i)
      return no ? tolerate(() => money.cancel(r.userId, no)) : undefined
    }
    case 'timeout':
      s.clock.ms += 16 * MIN
      return tolerate(() => money.closeDue())
    case 'refund': {
      const no = pick(r, st.i)
      return no ? tolerate(() => money.refund(r.userId, no, '')) : undefined
    }
    case 'settle': {
      const no = pick(r, st.i)
      const nos = no ? await tradeNos(no) : []
      const open = fake.refunds.find(
        (x) => nos.includes(x.outTradeNo) && (x.status === 'PROCESSING' || (x.status === 'ABNORMAL' && st.outcome === 'SUCCESS')),
      )
      if (open) fake.settleRefund(open.outRefundNo, st.outcome, { notify: st.notify })
      return
    }
    case 'wait':
      s.clock.ms += st.ms
      return
    case 'deliver': {
      const no = pick(r, st.i)
      const row = no ? await s.app.repos.orders.get(no) : undefined
      if (row?.kind === 'phone_export') await tolerate(() => s.app.phoneOrders.deliver(r.userId, row.order_no))
      return
    }
    case 'writerDies': {
      const no = pick(r, st.i)
      if (no) await s.app.repos.orders.claimDelivery(no, s.clock.ms, DELIVERY_LEASE_MS, 3)
      return
    }
    case 'checkRefunds':
      return tolerate(() => money.settlement.checkRefunds(0))
    case 'crash':
      fault = { call: st.call, when: st.when }
      return
    case 'restart':
      return restart()
    case 'drop':
      fake.dropNotifications(st.on)
      return
    case 'both':
      await Promise.all([run(r, st.a), run(r, st.b)])
      return
  }
}

/** What a server does when it starts again after a crash: every open refund asked about, deliveries resumed. */
async function restart(): Promise<void> {
  fault = null
  s.clock.ms += DELIVERY_LEASE_MS + 1
  await tolerate(() => s.app.money.settlement.checkOpen(0, 0))
  await tolerate(() => s.app.money.settlement.checkRefunds(0))
  await tolerate(() => s.app.phoneOrders.resume(100))
  await tolerate(() => s.app.money.closeDue())
}

// ---------- invariants ----------

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

async function snapshot(userId: string) {
  return s.sql.atomically(
    async () => ({
      orders: await s.sql.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY created_at, order_no').all(userId),
      attempts: await s.sql
        .prepare('SELECT * FROM pay_attempts WHERE order_no IN (SELECT order_no FROM orders WHERE user_id = ?) ORDER BY order_no, seq')
        .all(userId),
      grants: await s.sql.prepare('SELECT * FROM member_grants WHERE user_id = ?').all(userId),
      pieces: await s.sql.prepare('SELECT * FROM member_pieces WHERE user_id = ? ORDER BY start_at').all(userId),
      user: await s.sql.prepare('SELECT member_level, member_expires_at FROM users WHERE user_id = ?').get(userId),
      exports: await s.sql.prepare(`SELECT order_no, state FROM exports WHERE user_id = ? AND order_no IS NOT NULL`).all(userId),
      applied: await s.sql
        .prepare(
          `SELECT order_no, count(*) AS n FROM pay_events WHERE order_no IN (SELECT order_no FROM orders WHERE user_id = ?)
             AND outcome = 'applied' AND kind LIKE 'paid:%' GROUP BY order_no`,
        )
        .all(userId),
    }),
    { readOnly: true },
  )
}

const PAID_HERE = new Set(['paid', 'refunding', 'refunded'])

type Snapshot = Awaited<ReturnType<typeof snapshot>>
const tradeNosOf = (snap: Snapshot, orderNo: string): string[] => {
  const list = snap.attempts
    .filter((x: { order_no: string }) => x.order_no === orderNo)
    .map((x: { out_trade_no: string }) => x.out_trade_no)
  return list.length ? list : [orderNo]
}

function fail(what: string, detail: unknown): never {
  throw new Error(`${what}: ${JSON.stringify(detail)}`)
}

async function checkAlways(userId: string): Promise<void> {
  figures.checks++
  // ours first, then WeChat's: WeChat's paid and refunded states never go back, and ours only follow them
  const snap = await snapshot(userId)
  const now = s.clock.ms
  for (const o of snap.orders) {
    const nos = tradeNosOf(snap, o.order_no)
    const ws = nos.map((t) => fake.order(t)).filter((x) => x !== undefined)
    const paidHere = PAID_HERE.has(o.state)
    if (paidHere) {
      const w = ws.find((x) => x.transactionId === o.transaction_id)
      if (!w || (w.state !== 'SUCCESS' && w.state !== 'REFUND')) fail('A1 paid here, not at WeChat', { o, ws })
      if (w.totalFen !== num(o.amount_fen)) fail('A1 amount differs', { o, w })
    }
    const grant = snap.grants.find((g: { source: string; ref: string }) => g.source === 'order' && g.ref === o.order_no)
    if (o.kind === 'member' && paidHere !== Boolean(grant)) fail('A2 grant and payment disagree', { o, grant })
    const applied = snap.applied.find((a: { order_no: string }) => a.order_no === o.order_no)
    if (applied && num(applied.n)! > 1) fail('A2 a payment credited twice', { o, applied })
    if (grant) {
      const granted = num(grant.granted_ms)!
      const revoked = num(grant.revoked_ms)!
      const laid = snap.pieces
        .filter((p: { grant_id: unknown }) => num(p.grant_id) === num(grant.id))
        .reduce((t: number, p: { start_at: unknown; end_at: unknown }) => t + num(p.end_at)! - num(p.start_at)!, 0)
      if (revoked > granted || laid !== granted - revoked) fail('A3 grant and pieces disagree', { o, grant, laid })
      if (o.state === 'paid' && revoked !== 0) fail('A4 a paid order has time taken back', { o, grant })
      if ((o.state === 'refunding' || o.state === 'refunded') && num(o.refund_fen) !== Math.floor((num(o.amount_fen)! * revoked) / granted))
        fail('A4 refund is not the unused time', { o, grant })
    }
    if (o.kind === 'phone_export') {
      if (o.delivery_state === 'delivered' && o.state !== 'paid') fail('A5 delivered and refunded', o)
      if (
        snap.exports.some((e: { order_no: string; state: string }) => e.order_no === o.order_no && e.state === 'ready') &&
        o.state !== 'paid'
      )
        fail('A5 a file ready on a refunded order', o)
    }
    const refunds = fake.refunds.filter((x) => nos.includes(x.outTradeNo))
    const ours = new Set([
      ...nos.flatMap((t) => [1, 2, 3, 4, 5, 6].map((n) => returnNoOf(t, n))),
      ...Array.from({ length: num(o.refund_attempts)! }, (_, n) => `R${o.order_no}-${n + 1}`),
    ])
    for (const x of refunds) if (!ours.has(x.outRefundNo)) fail('A6 WeChat refunded what we never asked', { o, x })
    for (const w of ws) {
      const refundedAtWechat = refunds
        .filter((x) => x.outTradeNo === w.outTradeNo && x.status === 'SUCCESS')
        .reduce((t, x) => t + x.refundFen, 0)
      if (refundedAtWechat > w.totalFen) fail('A6 refunded more than paid', { o, refunds })
    }
    if (o.state === 'refunded') {
      const x = refunds.find((r) => r.outRefundNo === o.refund_no)
      if (!x || x.status !== 'SUCCESS' || x.refundFen !== num(o.refund_fen)) fail('A6 refunded here, not at WeChat', { o, x })
    }
  }
  const pieces = snap.pieces.map((p: { start_at: unknown; end_at: unknown; level: unknown }) => ({
    start: num(p.start_at)!,
    end: num(p.end_at)!,
    level: num(p.level)!,
  }))
  for (let n = 1; n < pieces.length; n++) if (pieces[n].start < pieces[n - 1].end) fail('A3 pieces overlap', pieces)
  const running = pieces.find((p: { start: number; end: number }) => p.start <= now && now < p.end)
  const cached = num(snap.user.member_level)!
  const cachedUntil = num(snap.user.member_expires_at)
  if (cached > 0 && cachedUntil !== null && cachedUntil > now && running?.level !== cached)
    fail('A7 cached level', { snap: snap.user, running })
}

/** WeChat's retries and the server's jobs, run to the end: what "eventually" means here. */
async function settleAll(r: Run): Promise<void> {
  fault = null
  fake.dropNotifications(false)
  const nos = (await Promise.all(r.orders.map(tradeNos))).flat()
  for (const no of nos) {
    const w = fake.order(no)
    if (w && (w.state === 'SUCCESS' || w.state === 'REFUND')) await fake.notify(no)
  }
  for (const x of fake.refunds)
    if (nos.includes(x.outTradeNo) && (x.status === 'PROCESSING' || x.status === 'ABNORMAL')) fake.settleRefund(x.outRefundNo, 'SUCCESS')
  await fake.settled()
  for (let n = 0; n < 4; n++) {
    await restart()
    await fake.settled()
    for (const x of fake.refunds)
      if (nos.includes(x.outTradeNo) && (x.status === 'PROCESSING' || x.status === 'ABNORMAL')) fake.settleRefund(x.outRefundNo, 'SUCCESS')
    await fake.settled()
  }
}

async function checkEventually(r: Run): Promise<void> {
  const snap = await snapshot(r.userId)
  let received = 0
  let kept = 0
  for (const o of snap.orders) {
    const ws = tradeNosOf(snap, o.order_no)
      .map((t) => fake.order(t))
      .filter((x) => x !== undefined)
    const paidWs = ws.filter((x) => x.state === 'SUCCESS' || x.state === 'REFUND')
    const returnedWhole = (t: string) =>
      fake.refunds.some(
        (x) =>
          x.outTradeNo === t &&
          x.outRefundNo.startsWith(returnNoOf(t)) &&
          x.status === 'SUCCESS' &&
          x.refundFen === fake.order(t)!.totalFen,
      )
    const settledBy = PAID_HERE.has(o.state) ? paidWs.find((x) => x.transactionId === o.transaction_id) : undefined
    if (PAID_HERE.has(o.state) && !settledBy) fail('E1 paid here by no payment at WeChat', { o, ws })
    for (const x of paidWs)
      if (x !== settledBy && !returnedWhole(x.outTradeNo)) fail('E1/E5 a payment neither settling its order nor returned whole', { o, x })
    if (o.state !== 'created')
      for (const x of ws) if (x.state === 'NOTPAY' || x.state === 'USERPAYING') fail('E6 left open at WeChat', { o, x })
    const paidAtWechat = paidWs.length > 0
    const returned = paidWs.some((x) => returnedWhole(x.outTradeNo))
    if (o.state === 'refunding') fail('E2 left refunding', o)
    if (o.kind === 'phone_export' && o.state === 'paid' && o.delivery_state !== 'delivered') fail('E3 paid and not delivered', o)
    if (o.kind === 'phone_export' && o.state === 'refunded' && num(o.refund_fen) !== num(o.amount_fen)) fail('E3 refunded in part', o)
    if (paidAtWechat) {
      for (const w of paidWs)
        received +=
          w.totalFen -
          fake.refunds.filter((x) => x.outTradeNo === w.outTradeNo && x.status === 'SUCCESS').reduce((t, x) => t + x.refundFen, 0)
      if (paidWs.length > 1) figures.twice++
      figures.returnsClosed += fake.refunds.filter(
        (x) => paidWs.some((w) => w.outTradeNo === x.outTradeNo) && x.outRefundNo.startsWith('S') && x.status === 'CLOSED',
      ).length
      if (PAID_HERE.has(o.state)) kept += num(o.amount_fen)! - (o.state === 'refunded' ? num(o.refund_fen)! : 0)
      if (o.state === 'paid' || o.state === 'refunded') figures.paid++
      if (o.state === 'refunded') figures.refunded++
      if (returned) figures.returned++
      if (o.delivery_state === 'delivered') figures.delivered++
    }
  }
  if (received !== kept) fail('E4 money received ≠ money kept + refunded', { received, kept })
  const late = await s.sql
    .prepare(
      `SELECT count(*) AS n FROM pay_events WHERE detail LIKE '%after it was closed%' AND order_no IN (SELECT order_no FROM orders WHERE user_id = ?)`,
    )
    .get(r.userId)
  figures.late += Number(late.n)
}

describe('the money path under random sequences and interleavings', () => {
  it(
    `holds every invariant (${RUNS} sequences)`,
    async () => {
      let phone = 17_000_000_000
      await fc.assert(
        fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 1, maxLength: 14 }), fc.boolean(), async (member, steps, reconcile) => {
          const user = await s.app.repos.users.create({
            phone: String(++phone),
            nickname: '模型用户',
            nowSec: Math.floor(s.clock.ms / 1000),
          })
          const r: Run = { userId: user.user_id, orders: [] }
          // a member can buy phone exports from the start
          if (member)
            await s.app.repos.membership.grant(
              { userId: r.userId, source: 'operator', ref: `model-${r.userId}`, level: 1, length: () => 30 * DAY },
              s.clock.ms,
            )
          const firstDay = chinaDate(s.clock.ms)
          for (const st of steps) {
            await run(r, st)
            figures.steps++
            await checkAlways(r.userId)
          }
          await settleAll(r)
          await checkAlways(r.userId)
          await checkEventually(r)
          if (reconcile) {
            // the bill of every day the sequence touched, the next morning: nothing may differ any more
            const lastDay = chinaDate(s.clock.ms)
            s.clock.ms = chinaDayRange(lastDay)[1] + 10.5 * HOUR
            for (let day = firstDay; day <= lastDay; day = chinaDate(chinaDayRange(day)[1])) {
              const report = await s.app.moneyRuntime.reconcile(day)
              const ofRun = report.differences.filter((d) => r.orders.includes(d.orderNo))
              if (ofRun.length) fail('reconciliation found a difference after everything settled', ofRun)
              figures.reconciled++
            }
          }
          figures.sequences++
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    },
    30 * 60_000,
  )
})
