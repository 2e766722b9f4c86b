/**
 * Order notices: when an order is paid, refunded or closed the user gets a message in 消息中心 and, while they have
 * banked sends of the order kind (订阅消息), one WeChat subscribe message. The money service tells each change once;
 * the notice store keeps one notice per order and event, and the subscribe message goes only with a notice stored now,
 * so a repeated notification never sends twice.
 */
import { chinaDate } from '../../../contract/domain/china-time'
import type { SubscribeProvider } from '../providers/subscribe'
import type { OrderNoticeRepo, OrderEvent } from '../store/order-notices'
import type { OrderRow } from '../store/orders'
import type { SubscriptionRepo } from '../store/subscriptions'
import { SUBSCRIPTION_TEMPLATES } from '../subscriptions/push'
import type { MoneyService, OrderChange } from './service'
import { titleOf } from './service'

export interface OrderNoticeDeps {
  notices: OrderNoticeRepo
  subscriptions: Pick<SubscriptionRepo, 'useGrant'>
  openIdOf: (userId: string) => Promise<string | null>
  subscribe: SubscribeProvider
  /** tells the user's open pages the new unread count */
  unreadChanged: (userId: string) => Promise<void>
  now: () => number
  log: (msg: string, detail?: Record<string, unknown>) => void
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** The notice of a change, in the words of 消息中心 and the subscribe message. */
export function noticeOf(order: OrderRow, change: OrderChange): { event: OrderEvent; title: string; content: string; state: string } {
  const what = titleOf(order)
  if (change.event === 'paid') {
    const until =
      order.kind === 'member' && order.term_end !== null
        ? `，会员期${chinaDate(order.term_start ?? order.term_end)}至${chinaDate(order.term_end)}`
        : ''
    return { event: 'paid', title: '订单支付成功', content: `${what}，实付${yuan(order.amount_fen)}${until}`, state: '支付成功' }
  }
  if (change.event === 'refunded')
    return {
      event: 'refunded',
      title: '订单退款成功',
      content: `${what}，退款${yuan(order.refund_fen ?? 0)}已原路退回`,
      state: '退款成功',
    }
  if (change.event === 'returned')
    return {
      event: 'returned',
      title: '付款已自动退回',
      content: `${what}，${change.why}，付款${yuan(change.fen)}已原路退回`,
      state: '已退款',
    }
  return change.by === 'user'
    ? { event: 'closed', title: '订单已取消', content: `${what}，订单已取消，未扣款`, state: '已取消' }
    : { event: 'closed', title: '订单已关闭', content: `${what}，超时未支付，订单已关闭`, state: '已关闭' }
}

export function sendOrderNotices(money: MoneyService, d: OrderNoticeDeps): void {
  money.onOrderChange(async (order, change) => {
    const n = noticeOf(order, change)
    const at = d.now()
    const date = chinaDate(at)
    const id = await d.notices.record({
      userId: order.user_id,
      orderNo: order.order_no,
      event: n.event,
      title: n.title,
      content: n.content,
      date,
      at,
    })
    if (id === null) return
    await d.unreadChanged(order.user_id)
    if (!(await d.subscriptions.useGrant(order.user_id, 'order'))) return
    void d.subscribe
      .send({
        userId: order.user_id,
        openId: await d.openIdOf(order.user_id),
        templateId: SUBSCRIPTION_TEMPLATES.order,
        page: `pagesUser/myOrder/myOrder/myOrder?orderNo=${order.order_no}`,
        data: {
          character_string1: { value: order.order_no },
          thing2: { value: titleOf(order).slice(0, 20) },
          amount3: {
            value: yuan(change.event === 'returned' ? change.fen : n.event === 'refunded' ? (order.refund_fen ?? 0) : order.amount_fen),
          },
          phrase4: { value: n.state },
          time5: { value: date },
        },
      })
      .catch((e) => d.log('an order subscribe message failed', { orderNo: order.order_no, error: String(e) }))
  })
}
