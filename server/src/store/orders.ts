/**
 * Orders, their payment events, refunds, deliveries and coupons. Every state change is one conditional UPDATE inside a
 * transaction that first locks the order (`… WHERE state = 'created'`, checked for one changed row), so two
 * notifications racing for one order grant the membership once, and a refund and a delivery of one order exclude each
 * other. A membership order's time is a grant in the membership ledger, written in the same transaction.
 */
import type { Sql } from './sql'
import { userPage } from './user-pages'
import type { OrderState } from '../money/terms'
import type { OrderKind } from '../../../contract/schemas/member'
import type { MembershipRepo } from './membership'

export interface OrderRow {
  order_no: string
  user_id: string
  kind: OrderKind
  sku: string
  level: number
  months: number
  price_fen: number
  discount_fen: number
  amount_fen: number
  coupon_id: number | null
  pay_method: string
  state: OrderState
  prepay_id: string | null
  pay_url: string | null
  transaction_id: string | null
  created_at: number
  close_at: number
  paid_at: number | null
  closed_at: number | null
  term_start: number | null
  term_end: number | null
  carried_ms: number
  refund_no: string | null
  refund_fen: number | null
  refund_reason: string | null
  refund_asked_at: number | null
  refunded_at: number | null
  /** phone_export orders: the result set (JSON), the companies paid for, and the export once its file is ready */
  export_params: string | null
  export_rows: number | null
  export_id: number | null
  /** a deliverable's state: none (not started, or a membership order), producing, delivered, failed */
  delivery_state: DeliveryState
  delivery_attempts: number
  delivery_lease_until: number | null
  /** refunds asked so far (each has its own refund number) and the last time WeChat was asked about the open one */
  refund_attempts: number
  refund_checked_at: number | null
  /** when WeChat was last asked whether this open order was paid */
  pay_checked_at: number | null
}

export type DeliveryState = 'none' | 'producing' | 'delivered' | 'failed'

/**
 * open: sent to WeChat (or about to be); closed: closed there or never known there; paid: settled its order;
 * returning / returned: paid at WeChat and being refunded whole / refunded whole
 */
export type AttemptState = 'open' | 'closed' | 'paid' | 'returning' | 'returned'

/** One attempt to pay an order at WeChat Pay, under a payment number (out_trade_no) of its own. */
export interface PayAttemptRow {
  out_trade_no: string
  order_no: string
  seq: number
  /** trade type, payer app and openid: the same key pays again under the same number */
  payer_key: string
  state: AttemptState
  transaction_id: string | null
  created_at: number
  /** the refund giving a payment back whole, its amount, and how many were asked (WeChat may close one) */
  return_no: string | null
  return_fen: number | null
  return_attempts: number
}

/** the refund number of the n-th return of a payment number: `S<out_trade_no>`, then `S<out_trade_no>-<n>` */
export const returnNoOf = (outTradeNo: string, attempt = 1): string => (attempt === 1 ? `S${outTradeNo}` : `S${outTradeNo}-${attempt}`)

/** the payer key of an order sent before payment numbers existed, under the order number itself */
export const LEGACY_PAYER_KEY = 'legacy'

/**
 * The payment number of an order's n-th attempt: the first is the order number itself, so orders sent before attempts
 * existed keep theirs; later ones add `_n` (WeChat takes 6–32 of [0-9A-Za-z_-|*]; an order number is 24).
 */
export const tradeNoOf = (orderNo: string, seq: number): string => (seq === 1 ? orderNo : `${orderNo}_${seq}`)

export interface CouponRow {
  id: number
  user_id: string
  source: 'first_order' | 'invite'
  title: string
  amount_fen: number
  min_fen: number
  issued_at: number
  expires_at: number
  order_no: string | null
  used_at: number | null
}

export interface MembershipRow {
  member_level: number
  member_expires_at: number | null
}

export interface NewOrder {
  orderNo: string
  userId: string
  kind: OrderKind
  sku: string
  level: number
  months: number
  priceFen: number
  discountFen: number
  amountFen: number
  couponId: number | null
  payMethod: string
  createdAt: number
  closeAt: number
  exportParams: string | null
  exportRows: number | null
}

export type PaidOutcome = { applied: true; order: OrderRow } | { applied: false; order: OrderRow | undefined }

export type CreateOutcome = 'created' | 'coupon_taken' | 'too_many_open'

/** What a refund asked now gives back, decided inside the transaction from the order and its unused time. */
export type RefundDecider = (
  order: OrderRow,
  unused: { remainingMs: number; grantedMs: number } | null,
) => { ok: true; refundFen: number } | { ok: false; reason: string }

export type AskRefundOutcome = { ok: true; order: OrderRow } | { ok: false; reason: string }

export interface OrderRepo {
  /** creates the order and holds its coupon, in one transaction, unless the user already has `maxOpen` open orders */
  create(order: NewOrder, maxOpen: number): Promise<CreateOutcome>
  setPayment(orderNo: string, prepayId: string | null, payUrl: string | null): Promise<void>
  get(orderNo: string): Promise<OrderRow | undefined>
  forUser(userId: string, orderNo: string): Promise<OrderRow | undefined>
  list(userId: string, state: OrderState | null, offset: number, limit: number): Promise<{ total: number; rows: OrderRow[] }>
  hasPaidOrder(userId: string): Promise<boolean>
  /**
   * created or closed → paid (WeChat's word decides, even for an order closed here), and for a membership order its
   * grant in the ledger, `length(start)` long from where it starts. The coupon is spent if it is still the order's.
   */
  markPaid(
    orderNo: string,
    transactionId: string,
    paidAt: number,
    length: (start: number) => number,
    outTradeNo?: string,
  ): Promise<PaidOutcome>
  /**
   * The open attempt of this payer key on an open order, or a new one numbered after the others (an order sent before
   * attempts existed first gets its own number recorded as attempt 1); null when the order is not open.
   */
  attemptFor(orderNo: string, payerKey: string, at: number): Promise<PayAttemptRow | null>
  /** an order's attempts, first first */
  attempts(orderNo: string): Promise<PayAttemptRow[]>
  attempt(outTradeNo: string): Promise<PayAttemptRow | undefined>
  setAttemptState(outTradeNo: string, state: AttemptState, transactionId?: string | null): Promise<void>
  /** the attempt is never reused: another payment of its payer takes a new number */
  retireAttempt(outTradeNo: string): Promise<void>
  /** open attempts of orders no longer open here: to be closed at WeChat */
  strayAttempts(limit: number): Promise<PayAttemptRow[]>
  /**
   * The attempt being returned: its first return number is taken for a payment that is not being returned yet (an
   * order sent before attempts existed gets its attempt recorded); one returning or returned already is left as is.
   */
  startReturn(outTradeNo: string, orderNo: string, transactionId: string, fen: number, at: number): Promise<PayAttemptRow>
  /** returning → returned (the return `returnNo` succeeded) */
  returnDone(outTradeNo: string, returnNo: string): Promise<boolean>
  /** WeChat closed the return `returnNo`: the attempt takes the next return number; null when it was not the open one */
  returnClosed(outTradeNo: string, returnNo: string): Promise<PayAttemptRow | null>
  returnsToCheck(limit: number): Promise<PayAttemptRow[]>
  attemptByReturnNo(returnNo: string): Promise<PayAttemptRow | undefined>
  /** created → closed, the coupon released; false when the order was no longer open */
  close(orderNo: string, at: number): Promise<boolean>
  /** open orders whose time is up */
  dueToClose(now: number, limit: number): Promise<OrderRow[]>
  /** open orders placed before `placedBefore` and not asked about at WeChat since `checkedBefore` */
  openToCheck(placedBefore: number, checkedBefore: number, limit: number): Promise<OrderRow[]>
  payChecked(orderNo: string, at: number): Promise<void>
  /**
   * paid → refunding with the amount `decide` gives: a membership order's unused time is taken back at once; a
   * deliverable is refundable only while it is neither delivered nor being produced. One transaction.
   */
  askRefund(orderNo: string, reason: string, at: number, decide: RefundDecider): Promise<AskRefundOutcome>
  /** refunding → refunded (the refund `refundNo` succeeded) */
  markRefunded(orderNo: string, refundNo: string, at: number): Promise<boolean>
  /** refunding → paid (the refund `refundNo` was refused or closed): the time it took back is given back */
  refundFailed(orderNo: string, refundNo: string, at: number): Promise<boolean>
  /** orders whose refund is open and was not asked about since `checkedBefore` */
  refundsToCheck(checkedBefore: number, limit: number): Promise<OrderRow[]>
  refundChecked(orderNo: string, at: number): Promise<void>
  /**
   * Takes the delivery of a paid deliverable: not started, failed with attempts left, or producing under a lease that
   * ran out (its writer died). The stale pending export of the order is given up in the same transaction.
   */
  claimDelivery(orderNo: string, now: number, leaseMs: number, maxAttempts: number): Promise<OrderRow | null>
  /**
   * The writer holding the delivery as its `attempt` (the claim's delivery_attempts, a fencing token: a writer whose
   * lease ran out and was taken over changes nothing any more) renews its lease, delivers, or fails.
   */
  renewDelivery(orderNo: string, attempt: number, until: number): Promise<void>
  /** producing → delivered with its export; false when the order is no longer producing under this attempt */
  delivered(orderNo: string, attempt: number, exportId: number): Promise<boolean>
  /** producing → failed */
  deliveryFailed(orderNo: string, attempt: number): Promise<void>
  /** paid deliverables not delivered whose delivery is due to start, resume or be given up */
  deliveriesDue(now: number, startAfter: number, limit: number): Promise<OrderRow[]>
  /** orders paid within [from, to), and orders whose refund was asked within it (refunding or refunded) */
  paidBetween(from: number, to: number): Promise<OrderRow[]>
  refundsAskedBetween(from: number, to: number): Promise<OrderRow[]>
  /** refunded → refunding (WeChat has no such refund: it is asked about again) */
  reopenRefund(orderNo: string): Promise<boolean>
  /** a refund amount WeChat reports differing from ours: WeChat's is kept */
  setRefundFen(orderNo: string, refundFen: number): Promise<void>
  /** paid → closed: WeChat says it was never paid; the grant is taken back whole */
  voidPayment(orderNo: string, at: number): Promise<boolean>
  logEvent(e: { eventId: string | null; orderNo: string | null; kind: string; outcome: string; detail?: string; at: number }): Promise<void>
  eventApplied(eventId: string): Promise<boolean>
  events(orderNo: string): Promise<Array<{ event_id: string | null; kind: string; outcome: string; detail: string }>>
  coupons(userId: string): Promise<CouponRow[]>
  issueCoupon(c: Omit<CouponRow, 'id' | 'order_no' | 'used_at'>): Promise<CouponRow | undefined>
  coupon(userId: string, id: number): Promise<CouponRow | undefined>
  saveReconciliation(r: ReconciliationRow): Promise<void>
  reconciliation(billDate: string): Promise<ReconciliationRow | undefined>
}

export interface ReconciliationRow {
  bill_date: string
  ran_at: number
  bill_rows: number
  differences: number
  repaired: number
  unresolved: number
  /** JSON: every difference found, and what was done */
  report: string
}

/** the refund number of an order's n-th refund (WeChat allows 64 of [0-9A-Za-z_-|*@]) */
export const refundNoOf = (orderNo: string, attempt: number): string => `R${orderNo}-${attempt}`

export class SqlOrderRepo implements OrderRepo {
  constructor(
    private readonly db: Sql,
    private readonly membership: MembershipRepo,
  ) {}

  /** The order, held for the rest of the transaction (SQLite transactions hold the write lock from BEGIN). */
  private async locked(orderNo: string): Promise<OrderRow | undefined> {
    if (this.db.dialect === 'pg') await this.db.prepare('UPDATE orders SET state = state WHERE order_no = ?').run(orderNo)
    return await this.get(orderNo)
  }

  async create(o: NewOrder, maxOpen: number): Promise<CreateOutcome> {
    return this.db.atomically(async (): Promise<CreateOutcome> => {
      if (this.db.dialect === 'pg') await this.db.prepare('UPDATE users SET member_level = member_level WHERE user_id = ?').run(o.userId)
      const open = await this.db
        .prepare(`SELECT count(*) AS n FROM orders WHERE user_id = ? AND state = 'created' AND close_at > ?`)
        .get<{ n: number }>(o.userId, o.createdAt)
      if (Number(open?.n ?? 0) >= maxOpen) return 'too_many_open'
      if (o.couponId !== null) {
        const held = await this.db
          .prepare(
            `UPDATE coupons SET order_no = ? WHERE id = ? AND user_id = ? AND order_no IS NULL AND used_at IS NULL AND expires_at > ?`,
          )
          .run(o.orderNo, o.couponId, o.userId, o.createdAt)
        if (held.changes !== 1) return 'coupon_taken'
      }
      await this.db
        .prepare(
          `INSERT INTO orders (order_no, user_id, kind, sku, level, months, price_fen, discount_fen, amount_fen, coupon_id, pay_method,
             created_at, close_at, export_params, export_rows)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          o.orderNo,
          o.userId,
          o.kind,
          o.sku,
          o.level,
          o.months,
          o.priceFen,
          o.discountFen,
          o.amountFen,
          o.couponId,
          o.payMethod,
          o.createdAt,
          o.closeAt,
          o.exportParams,
          o.exportRows,
        )
      return 'created'
    })
  }

  async setPayment(orderNo: string, prepayId: string | null, payUrl: string | null): Promise<void> {
    await this.db.prepare('UPDATE orders SET prepay_id = ?, pay_url = ? WHERE order_no = ?').run(prepayId, payUrl, orderNo)
  }

  async get(orderNo: string): Promise<OrderRow | undefined> {
    return (await this.db.prepare('SELECT * FROM orders WHERE order_no = ?').get(orderNo)) as OrderRow | undefined
  }

  async forUser(userId: string, orderNo: string): Promise<OrderRow | undefined> {
    return (await this.db.prepare('SELECT * FROM orders WHERE order_no = ? AND user_id = ?').get(orderNo, userId)) as OrderRow | undefined
  }

  async list(userId: string, state: OrderState | null, offset: number, limit: number): Promise<{ total: number; rows: OrderRow[] }> {
    return userPage<OrderRow>(this.db, 'orders', 'order_no', userId, state, offset, limit)
  }

  async hasPaidOrder(userId: string): Promise<boolean> {
    return Boolean(await this.db.prepare(`SELECT 1 FROM orders WHERE user_id = ? AND paid_at IS NOT NULL LIMIT 1`).get(userId))
  }

  async markPaid(
    orderNo: string,
    transactionId: string,
    paidAt: number,
    length: (start: number) => number,
    outTradeNo = orderNo,
  ): Promise<PaidOutcome> {
    return this.db.atomically(async (): Promise<PaidOutcome> => {
      const order = await this.locked(orderNo)
      if (!order || (order.state !== 'created' && order.state !== 'closed')) return { applied: false, order }
      const r = await this.db
        .prepare(`UPDATE orders SET state = 'paid', transaction_id = ?, paid_at = ? WHERE order_no = ? AND state IN ('created', 'closed')`)
        .run(transactionId, paidAt, orderNo)
      if (r.changes !== 1) return { applied: false, order }
      await this.db
        .prepare(`UPDATE pay_attempts SET state = 'paid', transaction_id = ? WHERE out_trade_no = ? AND order_no = ?`)
        .run(transactionId, outTradeNo, orderNo)
      if (order.kind === 'member') {
        const g = await this.membership.grant({ userId: order.user_id, source: 'order', ref: orderNo, level: order.level, length }, paidAt)
        if (g) await this.db.prepare('UPDATE orders SET term_start = ?, term_end = ? WHERE order_no = ?').run(g.start, g.end, orderNo)
      }
      // an order closed here and then paid at WeChat may have released its coupon to another order: that one keeps it
      if (order.coupon_id !== null)
        await this.db
          .prepare('UPDATE coupons SET order_no = ?, used_at = ? WHERE id = ? AND used_at IS NULL AND (order_no IS NULL OR order_no = ?)')
          .run(orderNo, paidAt, order.coupon_id, orderNo)
      return { applied: true, order: (await this.get(orderNo)) as OrderRow }
    })
  }

  async attemptFor(orderNo: string, payerKey: string, at: number): Promise<PayAttemptRow | null> {
    return this.db.atomically(async () => {
      const order = await this.locked(orderNo)
      if (!order || order.state !== 'created') return null
      const all = await this.attempts(orderNo)
      const same = all.find((a) => a.payer_key === payerKey && a.state === 'open')
      if (same) return same
      const add = async (seq: number, key: string) => {
        await this.db
          .prepare('INSERT INTO pay_attempts (out_trade_no, order_no, seq, payer_key, state, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(tradeNoOf(orderNo, seq), orderNo, seq, key, 'open', at)
      }
      let seq = all.reduce((m, a) => Math.max(m, Number(a.seq)), 0)
      // sent before attempts were recorded: its number is in use at WeChat under a payer we do not know
      if (seq === 0 && (order.prepay_id !== null || order.pay_url !== null)) await add(++seq, LEGACY_PAYER_KEY)
      await add(++seq, payerKey)
      return (await this.attempt(tradeNoOf(orderNo, seq))) as PayAttemptRow
    })
  }

  async attempts(orderNo: string): Promise<PayAttemptRow[]> {
    return (await this.db.prepare('SELECT * FROM pay_attempts WHERE order_no = ? ORDER BY seq').all(orderNo)) as PayAttemptRow[]
  }

  async attempt(outTradeNo: string): Promise<PayAttemptRow | undefined> {
    return (await this.db.prepare('SELECT * FROM pay_attempts WHERE out_trade_no = ?').get(outTradeNo)) as PayAttemptRow | undefined
  }

  async setAttemptState(outTradeNo: string, state: AttemptState, transactionId: string | null = null): Promise<void> {
    await this.db
      .prepare('UPDATE pay_attempts SET state = ?, transaction_id = COALESCE(?, transaction_id) WHERE out_trade_no = ?')
      .run(state, transactionId, outTradeNo)
  }

  async retireAttempt(outTradeNo: string): Promise<void> {
    await this.db.prepare(`UPDATE pay_attempts SET payer_key = ? WHERE out_trade_no = ?`).run(`retired:${outTradeNo}`, outTradeNo)
  }

  async strayAttempts(limit: number): Promise<PayAttemptRow[]> {
    return (await this.db
      .prepare(
        `SELECT a.* FROM pay_attempts a JOIN orders o ON o.order_no = a.order_no
         WHERE a.state = 'open' AND o.state <> 'created' ORDER BY a.created_at LIMIT ?`,
      )
      .all(limit)) as PayAttemptRow[]
  }

  async startReturn(outTradeNo: string, orderNo: string, transactionId: string, fen: number, at: number): Promise<PayAttemptRow> {
    return this.db.atomically(async () => {
      await this.locked(orderNo)
      let a = await this.attempt(outTradeNo)
      if (!a) {
        await this.db
          .prepare('INSERT INTO pay_attempts (out_trade_no, order_no, seq, payer_key, state, created_at) VALUES (?, ?, 1, ?, ?, ?)')
          .run(outTradeNo, orderNo, LEGACY_PAYER_KEY, 'open', at)
        a = (await this.attempt(outTradeNo)) as PayAttemptRow
      }
      if ((a.state === 'returning' || a.state === 'returned') && a.return_no) return a
      const n = Number(a.return_attempts) + 1
      await this.db
        .prepare(
          `UPDATE pay_attempts SET state = 'returning', transaction_id = ?, return_no = ?, return_fen = ?, return_attempts = ?
           WHERE out_trade_no = ?`,
        )
        .run(transactionId, returnNoOf(outTradeNo, n), fen, n, outTradeNo)
      return (await this.attempt(outTradeNo)) as PayAttemptRow
    })
  }

  async returnDone(outTradeNo: string, returnNo: string): Promise<boolean> {
    const r = await this.db
      .prepare(`UPDATE pay_attempts SET state = 'returned' WHERE out_trade_no = ? AND state = 'returning' AND return_no = ?`)
      .run(outTradeNo, returnNo)
    return r.changes === 1
  }

  async returnClosed(outTradeNo: string, returnNo: string): Promise<PayAttemptRow | null> {
    const a = await this.attempt(outTradeNo)
    if (!a || a.state !== 'returning' || a.return_no !== returnNo) return null
    const n = Number(a.return_attempts) + 1
    const r = await this.db
      .prepare(
        `UPDATE pay_attempts SET return_no = ?, return_attempts = ? WHERE out_trade_no = ? AND state = 'returning' AND return_no = ?`,
      )
      .run(returnNoOf(outTradeNo, n), n, outTradeNo, returnNo)
    return r.changes === 1 ? ((await this.attempt(outTradeNo)) as PayAttemptRow) : null
  }

  async returnsToCheck(limit: number): Promise<PayAttemptRow[]> {
    return (await this.db
      .prepare(`SELECT * FROM pay_attempts WHERE state = 'returning' ORDER BY created_at LIMIT ?`)
      .all(limit)) as PayAttemptRow[]
  }

  async attemptByReturnNo(returnNo: string): Promise<PayAttemptRow | undefined> {
    return (await this.db.prepare('SELECT * FROM pay_attempts WHERE return_no = ?').get(returnNo)) as PayAttemptRow | undefined
  }

  async close(orderNo: string, at: number): Promise<boolean> {
    return this.db.atomically(async () => {
      const r = await this.db
        .prepare(`UPDATE orders SET state = 'closed', closed_at = ? WHERE order_no = ? AND state = 'created'`)
        .run(at, orderNo)
      if (r.changes !== 1) return false
      await this.db.prepare('UPDATE coupons SET order_no = NULL WHERE order_no = ? AND used_at IS NULL').run(orderNo)
      return true
    })
  }

  async dueToClose(now: number, limit: number): Promise<OrderRow[]> {
    return (await this.db
      .prepare(`SELECT * FROM orders WHERE state = 'created' AND close_at <= ? ORDER BY close_at LIMIT ?`)
      .all(now, limit)) as OrderRow[]
  }

  async openToCheck(placedBefore: number, checkedBefore: number, limit: number): Promise<OrderRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM orders WHERE state = 'created' AND created_at <= ? AND (pay_checked_at IS NULL OR pay_checked_at <= ?)
         ORDER BY created_at LIMIT ?`,
      )
      .all(placedBefore, checkedBefore, limit)) as OrderRow[]
  }

  async payChecked(orderNo: string, at: number): Promise<void> {
    await this.db.prepare('UPDATE orders SET pay_checked_at = ? WHERE order_no = ?').run(at, orderNo)
  }

  async askRefund(orderNo: string, reason: string, at: number, decide: RefundDecider): Promise<AskRefundOutcome> {
    return this.db.atomically(async (): Promise<AskRefundOutcome> => {
      const order = await this.locked(orderNo)
      if (!order) return { ok: false, reason: '订单不存在' }
      if (order.state !== 'paid') return { ok: false, reason: order.state === 'refunding' ? '退款处理中' : '该订单不能退款' }
      const grant = order.kind === 'member' ? await this.membership.grantOf('order', orderNo) : undefined
      const use = grant ? await this.membership.usage(Number(grant.id), at) : undefined
      const decision = decide(order, use ? { remainingMs: use.remainingMs, grantedMs: Number(use.grant.granted_ms) } : null)
      if (!decision.ok) return decision
      const attempt = Number(order.refund_attempts) + 1
      const r = await this.db
        .prepare(
          `UPDATE orders SET state = 'refunding', refund_no = ?, refund_fen = ?, refund_reason = ?, refund_asked_at = ?,
             refund_attempts = ?, refund_checked_at = NULL
           WHERE order_no = ? AND state = 'paid' AND delivery_state IN ('none', 'failed')`,
        )
        .run(refundNoOf(orderNo, attempt), decision.refundFen, reason, at, attempt, orderNo)
      if (r.changes !== 1)
        return {
          ok: false,
          reason: order.delivery_state === 'producing' ? '文件正在生成，暂不能退款，请稍后再试' : '电话数据已交付，不支持退款',
        }
      if (grant) await this.membership.revokeRemaining(Number(grant.id), at)
      return { ok: true, order: (await this.get(orderNo)) as OrderRow }
    })
  }

  async markRefunded(orderNo: string, refundNo: string, at: number): Promise<boolean> {
    const r = await this.db
      .prepare(`UPDATE orders SET state = 'refunded', refunded_at = ? WHERE order_no = ? AND state = 'refunding' AND refund_no = ?`)
      .run(at, orderNo, refundNo)
    return r.changes === 1
  }

  async refundFailed(orderNo: string, refundNo: string, at: number): Promise<boolean> {
    return this.db.atomically(async () => {
      const order = await this.locked(orderNo)
      if (!order || order.state !== 'refunding' || order.refund_no !== refundNo) return false
      await this.db.prepare(`UPDATE orders SET state = 'paid', refund_fen = NULL WHERE order_no = ?`).run(orderNo)
      const grant = order.kind === 'member' ? await this.membership.grantOf('order', orderNo) : undefined
      if (grant) await this.membership.restore(Number(grant.id), at)
      return true
    })
  }

  async refundsToCheck(checkedBefore: number, limit: number): Promise<OrderRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM orders WHERE state = 'refunding' AND (refund_checked_at IS NULL OR refund_checked_at <= ?)
         ORDER BY refund_asked_at LIMIT ?`,
      )
      .all(checkedBefore, limit)) as OrderRow[]
  }

  async refundChecked(orderNo: string, at: number): Promise<void> {
    await this.db.prepare('UPDATE orders SET refund_checked_at = ? WHERE order_no = ?').run(at, orderNo)
  }

  async claimDelivery(orderNo: string, now: number, leaseMs: number, maxAttempts: number): Promise<OrderRow | null> {
    return this.db.atomically(async () => {
      const r = await this.db
        .prepare(
          `UPDATE orders SET delivery_state = 'producing', delivery_attempts = delivery_attempts + 1, delivery_lease_until = ?
           WHERE order_no = ? AND state = 'paid' AND kind = 'phone_export' AND delivery_attempts < ?
             AND (delivery_state IN ('none', 'failed') OR (delivery_state = 'producing' AND delivery_lease_until <= ?))`,
        )
        .run(now + leaseMs, orderNo, maxAttempts, now)
      if (r.changes !== 1) return null
      await this.db.prepare(`UPDATE exports SET state = 'failed' WHERE order_no = ? AND state = 'pending'`).run(orderNo)
      return (await this.get(orderNo)) as OrderRow
    })
  }

  async renewDelivery(orderNo: string, until: number): Promise<void> {
    await this.db
      .prepare(`UPDATE orders SET delivery_lease_until = ? WHERE order_no = ? AND delivery_state = 'producing'`)
      .run(until, orderNo)
  }

  async delivered(orderNo: string, exportId: number): Promise<boolean> {
    const r = await this.db
      .prepare(
        `UPDATE orders SET delivery_state = 'delivered', export_id = ?, delivery_lease_until = NULL
         WHERE order_no = ? AND state = 'paid' AND delivery_state = 'producing'`,
      )
      .run(exportId, orderNo)
    return r.changes === 1
  }

  async deliveryFailed(orderNo: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE orders SET delivery_state = 'failed', delivery_lease_until = NULL WHERE order_no = ? AND delivery_state = 'producing'`,
      )
      .run(orderNo)
  }

  async deliveriesDue(now: number, startAfter: number, limit: number): Promise<OrderRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM orders WHERE kind = 'phone_export' AND delivery_state <> 'delivered' AND state = 'paid'
           AND ((delivery_state = 'none' AND paid_at <= ?) OR delivery_state = 'failed'
             OR (delivery_state = 'producing' AND delivery_lease_until <= ?))
         ORDER BY paid_at LIMIT ?`,
      )
      .all(startAfter, now, limit)) as OrderRow[]
  }

  async paidBetween(from: number, to: number): Promise<OrderRow[]> {
    return (await this.db
      .prepare(`SELECT * FROM orders WHERE paid_at >= ? AND paid_at < ? AND state IN ('paid', 'refunding', 'refunded') ORDER BY paid_at`)
      .all(from, to)) as OrderRow[]
  }

  async refundsAskedBetween(from: number, to: number): Promise<OrderRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM orders WHERE state IN ('refunding', 'refunded') AND refund_asked_at >= ? AND refund_asked_at < ?
         ORDER BY refund_asked_at`,
      )
      .all(from, to)) as OrderRow[]
  }

  async reopenRefund(orderNo: string): Promise<boolean> {
    const r = await this.db
      .prepare(
        `UPDATE orders SET state = 'refunding', refunded_at = NULL, refund_checked_at = NULL WHERE order_no = ? AND state = 'refunded'`,
      )
      .run(orderNo)
    return r.changes === 1
  }

  async setRefundFen(orderNo: string, refundFen: number): Promise<void> {
    await this.db.prepare('UPDATE orders SET refund_fen = ? WHERE order_no = ?').run(refundFen, orderNo)
  }

  async voidPayment(orderNo: string, at: number): Promise<boolean> {
    return this.db.atomically(async () => {
      const order = await this.locked(orderNo)
      if (!order || order.state !== 'paid') return false
      await this.db.prepare(`UPDATE orders SET state = 'closed', closed_at = ? WHERE order_no = ?`).run(at, orderNo)
      const grant = order.kind === 'member' ? await this.membership.grantOf('order', orderNo) : undefined
      if (grant) await this.membership.revokeRemaining(Number(grant.id), at)
      return true
    })
  }

  async logEvent(e: {
    eventId: string | null
    orderNo: string | null
    kind: string
    outcome: string
    detail?: string
    at: number
  }): Promise<void> {
    await this.db
      .prepare('INSERT INTO pay_events (event_id, order_no, kind, outcome, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(e.eventId, e.orderNo, e.kind, e.outcome, (e.detail ?? '').slice(0, 500), e.at)
  }

  async eventApplied(eventId: string): Promise<boolean> {
    return Boolean(await this.db.prepare(`SELECT 1 FROM pay_events WHERE event_id = ? AND outcome = 'applied'`).get(eventId))
  }

  async events(orderNo: string): Promise<Array<{ event_id: string | null; kind: string; outcome: string; detail: string }>> {
    return (await this.db
      .prepare('SELECT event_id, kind, outcome, detail FROM pay_events WHERE order_no = ? ORDER BY id')
      .all(orderNo)) as Array<{
      event_id: string | null
      kind: string
      outcome: string
      detail: string
    }>
  }

  async coupons(userId: string): Promise<CouponRow[]> {
    return (await this.db.prepare('SELECT * FROM coupons WHERE user_id = ? ORDER BY issued_at DESC, id DESC').all(userId)) as CouponRow[]
  }

  async issueCoupon(c: Omit<CouponRow, 'id' | 'order_no' | 'used_at'>): Promise<CouponRow | undefined> {
    const r = await this.db
      .prepare(
        `INSERT INTO coupons (user_id, source, title, amount_fen, min_fen, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .run(c.user_id, c.source, c.title, c.amount_fen, c.min_fen, c.issued_at, c.expires_at)
    return r.changes ? ((await this.db.prepare('SELECT * FROM coupons WHERE id = ?').get(r.lastInsertRowid)) as CouponRow) : undefined
  }

  async coupon(userId: string, id: number): Promise<CouponRow | undefined> {
    return (await this.db.prepare('SELECT * FROM coupons WHERE id = ? AND user_id = ?').get(id, userId)) as CouponRow | undefined
  }

  async saveReconciliation(r: ReconciliationRow): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO reconciliations (bill_date, ran_at, bill_rows, differences, repaired, unresolved, report) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (bill_date) DO UPDATE SET ran_at = excluded.ran_at, bill_rows = excluded.bill_rows,
           differences = excluded.differences, repaired = excluded.repaired, unresolved = excluded.unresolved, report = excluded.report`,
      )
      .run(r.bill_date, r.ran_at, r.bill_rows, r.differences, r.repaired, r.unresolved, r.report)
  }

  async reconciliation(billDate: string): Promise<ReconciliationRow | undefined> {
    return (await this.db.prepare('SELECT * FROM reconciliations WHERE bill_date = ?').get(billDate)) as ReconciliationRow | undefined
  }
}
