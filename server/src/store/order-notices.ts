/**
 * Order notices in 消息中心: an order's payment, refund or closing stored as a dynamic of kind 'order' (its key names
 * the order and the event, so a second notice of one event is never stored) with the user's message of it. The
 * message is stored as pushed: the monitoring push does not send it again over its own WeChat template.
 */
import type { DB } from './db'

export type OrderEvent = 'paid' | 'refunded' | 'closed'

/** the dimension of order notices, kept apart from the monitored dimensions */
export const ORDER_NOTICE_DIMENSION = 'order'

export interface OrderNotice {
  userId: string
  orderNo: string
  event: OrderEvent
  title: string
  content: string
  /** China date of the event, yyyy-mm-dd */
  date: string
  at: number
}

export interface OrderNoticeRepo {
  /** Stores the notice and its message; the message id, or null when this event of the order was noticed before. */
  record(n: OrderNotice): number | null
}

export class SqliteOrderNoticeRepo implements OrderNoticeRepo {
  constructor(private readonly db: DB) {}

  record(n: OrderNotice): number | null {
    return this.db.transaction(() => {
      const d = this.db
        .prepare(
          `INSERT OR IGNORE INTO dynamics (dedupe_key, kind, target_id, target_name, dimension, level, title, content, explanation, date,
             source_kind, source_id, payload, created_at)
           VALUES (@key, 'order', @orderNo, '我的订单', @dimension, 'info', @title, @content, '', @date, 'order', NULL, @payload, @at)`,
        )
        .run({
          key: `order:${n.orderNo}:${n.event}`,
          orderNo: n.orderNo,
          dimension: ORDER_NOTICE_DIMENSION,
          title: n.title,
          content: n.content,
          date: n.date,
          payload: JSON.stringify({ event: n.event }),
          at: n.at,
        })
      if (d.changes !== 1) return null
      const m = this.db
        .prepare(
          `INSERT OR IGNORE INTO messages (user_id, dynamic_id, monitor_id, date, level, dimension, pushed, created_at)
           VALUES (?, ?, 0, ?, 'info', ?, 1, ?)`,
        )
        .run(n.userId, d.lastInsertRowid, n.date, ORDER_NOTICE_DIMENSION, n.at)
      return m.changes === 1 ? Number(m.lastInsertRowid) : null
    })()
  }
}
