/**
 * Order notices in 消息中心: an order's payment, refund or closing stored as a dynamic of kind 'order' (its key names
 * the order and the event, so a second notice of one event is never stored) with the user's message of it. The
 * message is stored as pushed: the monitoring push does not send it again over its own WeChat template.
 */
import type { Sql } from './sql'
import { SqlMessageRepo } from './messages'

/** returned: a payment that could not be honoured, refunded whole without being asked */
export type OrderEvent = 'paid' | 'refunded' | 'closed' | 'returned'

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
  record(n: OrderNotice): Promise<number | null>
}

export class SqlOrderNoticeRepo implements OrderNoticeRepo {
  constructor(private readonly db: Sql) {}

  async record(n: OrderNotice): Promise<number | null> {
    const messages = new SqlMessageRepo(this.db)
    return this.db.atomically(async () => {
      const dynamic = await messages.addDynamic(
        {
          dedupeKey: `order:${n.orderNo}:${n.event}`,
          kind: 'order',
          targetId: n.orderNo,
          targetName: '我的订单',
          dimension: ORDER_NOTICE_DIMENSION,
          level: 'info',
          title: n.title,
          content: n.content,
          explanation: '',
          date: n.date,
          sourceKind: 'order',
          sourceId: null,
          payload: { event: n.event },
        },
        n.at,
      )
      if (!dynamic.created) return null
      return messages.addMessage(
        { userId: n.userId, dynamicId: dynamic.id, date: n.date, level: 'info', dimension: ORDER_NOTICE_DIMENSION, pushed: true },
        n.at,
      )
    })
  }
}
