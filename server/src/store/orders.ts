/**
 * Orders, the memberships they grant, their payment events and coupons. Every state change is one conditional
 * UPDATE inside a transaction (`… WHERE state = 'created'`), so two notifications racing for one order grant the
 * membership once: the second finds the order already paid and changes nothing.
 */
import type { Sql } from './sql'
import { userPage } from './user-pages'
import type { OrderState } from '../money/terms'
import type { OrderKind } from '../../../contract/schemas/member'

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
}

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

export interface OrderRepo {
  membership(userId: string): Promise<MembershipRow | undefined>
  /** creates the order and holds its coupon, in one transaction; false when the coupon is no longer free */
  create(order: NewOrder): Promise<boolean>
  setPayment(orderNo: string, prepayId: string | null, payUrl: string | null): Promise<void>
  get(orderNo: string): Promise<OrderRow | undefined>
  forUser(userId: string, orderNo: string): Promise<OrderRow | undefined>
  list(userId: string, state: OrderState | null, offset: number, limit: number): Promise<{ total: number; rows: OrderRow[] }>
  hasPaidOrder(userId: string): Promise<boolean>
  /**
   * created → paid, and for a membership order the membership: `term(membership)` decides the term from the
   * membership as it is inside the transaction (null refuses: the order stays as it was). Other orders have no term.
   */
  markPaid(
    orderNo: string,
    transactionId: string,
    paidAt: number,
    term: (m: MembershipRow, order: OrderRow) => { start: number; end: number; carriedMs: number } | null,
  ): Promise<PaidOutcome>
  /** a paid phone-export order's export, once its file is ready; false when the order is no longer paid */
  setExport(orderNo: string, exportId: number): Promise<boolean>
  /** created → closed, the coupon released; false when the order was no longer open */
  close(orderNo: string, at: number): Promise<boolean>
  /** open orders whose time is up */
  dueToClose(now: number, limit: number): Promise<OrderRow[]>
  /** paid → refunding with the amount; false when the order was not paid */
  askRefund(orderNo: string, refundNo: string, refundFen: number, reason: string, at: number): Promise<boolean>
  /** refunding → refunded, and the unused term taken back from the membership */
  markRefunded(orderNo: string, at: number): Promise<boolean>
  /** refunding → paid (the provider refused the refund) */
  refundFailed(orderNo: string): Promise<boolean>
  /** levels whose term has ended drop to 0; returns how many */
  expireMemberships(now: number): Promise<number>
  logEvent(e: { eventId: string | null; orderNo: string | null; kind: string; outcome: string; detail?: string; at: number }): Promise<void>
  eventApplied(eventId: string): Promise<boolean>
  events(orderNo: string): Promise<Array<{ event_id: string | null; kind: string; outcome: string; detail: string }>>
  coupons(userId: string): Promise<CouponRow[]>
  issueCoupon(c: Omit<CouponRow, 'id' | 'order_no' | 'used_at'>): Promise<CouponRow | undefined>
  coupon(userId: string, id: number): Promise<CouponRow | undefined>
}

export class SqlOrderRepo implements OrderRepo {
  constructor(private readonly db: Sql) {}

  async membership(userId: string): Promise<MembershipRow | undefined> {
    return (await this.db.prepare('SELECT member_level, member_expires_at FROM users WHERE user_id = ?').get(userId)) as
      MembershipRow | undefined
  }

  async create(o: NewOrder): Promise<boolean> {
    return this.db.atomically(async () => {
      if (o.couponId !== null) {
        const held = await this.db
          .prepare(
            `UPDATE coupons SET order_no = ? WHERE id = ? AND user_id = ? AND order_no IS NULL AND used_at IS NULL AND expires_at > ?`,
          )
          .run(o.orderNo, o.couponId, o.userId, o.createdAt)
        if (held.changes !== 1) return false
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
      return true
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
    term: (m: MembershipRow, order: OrderRow) => { start: number; end: number; carriedMs: number } | null,
  ): Promise<PaidOutcome> {
    return this.db.atomically(async (): Promise<PaidOutcome> => {
      const order = await this.get(orderNo)
      if (!order || order.state !== 'created') return { applied: false, order }
      if (order.kind !== 'member') {
        await this.db
          .prepare(`UPDATE orders SET state = 'paid', transaction_id = ?, paid_at = ? WHERE order_no = ? AND state = 'created'`)
          .run(transactionId, paidAt, orderNo)
      } else {
        const m = await this.membership(order.user_id)
        const t = m && term(m, order)
        if (!t) return { applied: false, order }
        await this.db
          .prepare(
            `UPDATE orders SET state = 'paid', transaction_id = ?, paid_at = ?, term_start = ?, term_end = ?, carried_ms = ?
             WHERE order_no = ? AND state = 'created'`,
          )
          .run(transactionId, paidAt, t.start, t.end, t.carriedMs, orderNo)
        await this.db
          .prepare('UPDATE users SET member_level = ?, member_expires_at = ? WHERE user_id = ?')
          .run(order.level, t.end + t.carriedMs, order.user_id)
      }
      if (order.coupon_id !== null) await this.db.prepare('UPDATE coupons SET used_at = ? WHERE id = ?').run(paidAt, order.coupon_id)
      return { applied: true, order: (await this.get(orderNo)) as OrderRow }
    })
  }

  async setExport(orderNo: string, exportId: number): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(`UPDATE orders SET export_id = ? WHERE order_no = ? AND state = 'paid' AND kind = 'phone_export'`)
          .run(exportId, orderNo)
      ).changes === 1
    )
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

  async askRefund(orderNo: string, refundNo: string, refundFen: number, reason: string, at: number): Promise<boolean> {
    const r = await this.db
      .prepare(
        `UPDATE orders SET state = 'refunding', refund_no = ?, refund_fen = ?, refund_reason = ?, refund_asked_at = ?
         WHERE order_no = ? AND state = 'paid'`,
      )
      .run(refundNo, refundFen, reason, at, orderNo)
    return r.changes === 1
  }

  async markRefunded(orderNo: string, at: number): Promise<boolean> {
    return this.db.atomically(async () => {
      const order = await this.get(orderNo)
      if (!order || order.state !== 'refunding') return false
      await this.db
        .prepare(`UPDATE orders SET state = 'refunded', refunded_at = ? WHERE order_no = ? AND state = 'refunding'`)
        .run(at, orderNo)
      // the unused paid part of this order's term, as it was when the refund was asked for
      const asked = order.refund_asked_at ?? at
      const unused = Math.max(0, (order.term_end ?? 0) - Math.max(asked, order.term_start ?? 0))
      const m = order.kind === 'member' ? await this.membership(order.user_id) : undefined
      if (m && m.member_expires_at !== null) {
        const end = m.member_expires_at - unused
        await this.db
          .prepare('UPDATE users SET member_expires_at = ?, member_level = CASE WHEN ? <= ? THEN 0 ELSE member_level END WHERE user_id = ?')
          .run(end, end, at, order.user_id)
      }
      return true
    })
  }

  async refundFailed(orderNo: string): Promise<boolean> {
    return (await this.db.prepare(`UPDATE orders SET state = 'paid' WHERE order_no = ? AND state = 'refunding'`).run(orderNo)).changes === 1
  }

  async expireMemberships(now: number): Promise<number> {
    return (
      await this.db
        .prepare('UPDATE users SET member_level = 0 WHERE member_level > 0 AND member_expires_at IS NOT NULL AND member_expires_at <= ?')
        .run(now)
    ).changes
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
}
