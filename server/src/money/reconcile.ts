/**
 * 对账: the day's trade bill from WeChat Pay compared with our orders and refunds, every difference reported and
 * repaired by WeChat's word (the bill, then WeChat's answer to a query of the order or refund concerned):
 * - paid at WeChat, not here: the payment is applied (or returned whole when it cannot be honoured);
 * - the amount paid differs from the order's: the payment is returned whole;
 * - a second payment number of an order already paid was paid too: it is returned whole;
 * A bill row's out_trade_no names a payment attempt (pay_attempts), which names its order.
 * - refunded at WeChat, still refunding here: the refund is settled; a refund amount that differs takes WeChat's;
 * - paid here, not at WeChat: the payment is voided and its time taken back;
 * - refunded here, unknown to WeChat: the refund is opened again and sent.
 * What cannot be repaired here (a payment or refund of an order we do not have) is reported as unresolved.
 * WeChat puts a payment in the bill of the day it succeeded and a refund in the bill of the day it was accepted.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { CHINA_UTC_OFFSET_MINUTES, chinaDate } from '../../../contract/domain/china-time'
import { PayProviderError, type PayProvider, type TradeBillRow } from '../pay/provider'
import { refundNoOf, type OrderRepo, type OrderRow } from '../store/orders'
import { returnNoOf, type Settlement } from './settlement'

dayjs.extend(utc)

export type DifferenceKind =
  | 'paid_not_here'
  | 'amount_differs'
  | 'paid_twice'
  | 'refund_not_here'
  | 'refund_amount_differs'
  | 'paid_here_not_there'
  | 'refunded_here_not_there'
  | 'unknown_order'
  | 'unknown_refund'

export interface Difference {
  kind: DifferenceKind
  orderNo: string
  /** what was found, with the amounts in fen */
  detail: string
  /** what was done about it */
  action: string
  repaired: boolean
}

export interface ReconcileReport {
  date: string
  billRows: number
  differences: Difference[]
  repaired: number
  unresolved: number
}

export interface ReconcileDeps {
  orders: OrderRepo
  settlement: Settlement
  pay: () => Promise<{ provider: PayProvider }>
  now: () => number
  log: (msg: string, detail?: Record<string, unknown>) => void
}

/** The bill is not ready yet (WeChat makes the previous day's from about 10:00): try again later. */
export class BillNotReadyError extends Error {}

/** [start, end) in ms of a China calendar day 'YYYY-MM-DD'. */
export function chinaDayRange(date: string): [number, number] {
  const start = dayjs.utc(`${date}T00:00:00`).subtract(CHINA_UTC_OFFSET_MINUTES, 'minute').valueOf()
  return [start, start + 86_400_000]
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export async function reconcileDay(d: ReconcileDeps, date: string): Promise<ReconcileReport> {
  if (!DATE.test(date) || chinaDate(chinaDayRange(date)[0]) !== date) throw new Error(`对账日期格式不正确：${date}（应为 YYYY-MM-DD）`)
  const { provider } = await d.pay()
  let rows: TradeBillRow[] = []
  try {
    rows = (await provider.tradeBill(date)).rows
  } catch (e) {
    if (!(e instanceof PayProviderError)) throw e
    if (e.code === 'STATEMENT_CREATING') throw new BillNotReadyError(`${date} 的交易账单尚未生成，请稍后再对账`)
    if (e.code !== 'NO_STATEMENT_EXIST') throw e
  }
  const differences: Difference[] = []
  const found = (diff: Omit<Difference, 'repaired'>, repaired: boolean) => {
    differences.push({ ...diff, repaired })
    d.log(`对账差异：${diff.kind}`, { date, ...diff, repaired })
  }

  const billPaid = new Set<string>()
  const billRefunds = new Set<string>()
  for (const row of rows) {
    if (row.tradeState === 'SUCCESS') {
      billPaid.add(row.outTradeNo)
      await checkPayment(d, row, found)
    } else if (row.tradeState === 'REFUND' && row.outRefundNo) {
      billRefunds.add(row.outRefundNo)
      await checkRefund(d, row, found)
    }
  }

  const [from, to] = chinaDayRange(date)
  for (const order of await d.orders.paidBetween(from, to)) {
    if (billPaid.has(await d.settlement.paidTradeNo(order))) continue
    await checkPaidHere(d, order, found)
  }
  for (const order of await d.orders.refundsAskedBetween(from, to)) {
    if (order.refund_no && billRefunds.has(order.refund_no)) continue
    await checkRefundHere(d, order, found)
  }

  const repaired = differences.filter((x) => x.repaired).length
  const report: ReconcileReport = { date, billRows: rows.length, differences, repaired, unresolved: differences.length - repaired }
  await d.orders.saveReconciliation({
    bill_date: date,
    ran_at: d.now(),
    bill_rows: report.billRows,
    differences: differences.length,
    repaired,
    unresolved: report.unresolved,
    report: JSON.stringify(differences),
  })
  return report
}

type Found = (diff: Omit<Difference, 'repaired'>, repaired: boolean) => void

async function checkPayment(d: ReconcileDeps, row: TradeBillRow, found: Found): Promise<void> {
  const orderNo = await d.settlement.orderNoOf(row.outTradeNo)
  const order = await d.orders.get(orderNo)
  if (!order) {
    found({ kind: 'unknown_order', orderNo, detail: `微信支付收款 ${row.totalFen} 分，本系统无此订单`, action: '需人工核查' }, false)
    return
  }
  const paidHere = order.state === 'paid' || order.state === 'refunding' || order.state === 'refunded'
  // a payment already returned whole is settled (a second payment of a paid order, or one that could not be honoured)
  if ((!paidHere || order.transaction_id !== row.transactionId) && (await returned(d, row.outTradeNo))) return
  if (paidHere && order.transaction_id !== row.transactionId) {
    const outcome = await d.settlement.applyPaid(
      orderNo,
      { transactionId: row.transactionId, amountFen: row.totalFen },
      'reconcile',
      null,
      row.outTradeNo,
    )
    const detail = `订单已由另一笔付款支付，${row.outTradeNo} 又收款 ${row.totalFen} 分`
    found({ kind: 'paid_twice', orderNo, detail, action: '重复付款原路全额退回' }, outcome === 'returned')
    return
  }
  if (row.totalFen !== order.amount_fen) {
    const detail = `微信支付收款 ${row.totalFen} 分，订单金额 ${order.amount_fen} 分`
    if (order.state === 'created' || order.state === 'closed') {
      await d.settlement.applyPaid(
        orderNo,
        { transactionId: row.transactionId, amountFen: row.totalFen },
        'reconcile',
        null,
        row.outTradeNo,
      )
      found({ kind: 'amount_differs', orderNo, detail, action: '款项原路全额退回' }, true)
    } else found({ kind: 'amount_differs', orderNo, detail, action: '订单已按原金额处理，需人工核查' }, false)
    return
  }
  if (order.state === 'created' || order.state === 'closed') {
    await d.settlement.applyPaid(orderNo, { transactionId: row.transactionId, amountFen: row.totalFen }, 'reconcile', null, row.outTradeNo)
    const after = await d.orders.get(orderNo)
    found(
      {
        kind: 'paid_not_here',
        orderNo,
        detail: `微信支付已收款 ${row.totalFen} 分，本系统订单为 ${order.state}`,
        action: '按微信支付结果入账',
      },
      after?.state === 'paid' || after?.state === 'refunding' || after?.state === 'refunded',
    )
  }
}

async function returned(d: ReconcileDeps, outTradeNo: string): Promise<boolean> {
  const a = await d.orders.attempt(outTradeNo)
  if (a?.state === 'returning' || a?.state === 'returned') return true
  const { provider } = await d.pay()
  try {
    return (await provider.queryRefund(returnNoOf(outTradeNo))).status !== 'CLOSED'
  } catch (e) {
    if (e instanceof PayProviderError && e.code === 'RESOURCE_NOT_EXISTS') return false
    throw e
  }
}

async function checkRefund(d: ReconcileDeps, row: TradeBillRow, found: Found): Promise<void> {
  const orderNo = await d.settlement.orderNoOf(row.outTradeNo)
  const outRefundNo = row.outRefundNo as string
  const order = await d.orders.get(orderNo)
  // a payment returned whole (it could not be honoured, or paid an order twice) carries its own refund number
  if (order && (outRefundNo === returnNoOf(row.outTradeNo) || outRefundNo.startsWith(`${returnNoOf(row.outTradeNo)}-`))) return
  const { provider } = await d.pay()
  if (order && order.refund_no !== outRefundNo && earlierAttempt(order, outRefundNo)) {
    // an earlier refund of the order that WeChat closed, before the one asked since: settled
    if ((await provider.queryRefund(outRefundNo)).status === 'CLOSED') return
  }
  if (!order || order.refund_no !== outRefundNo) {
    const detail = `微信支付退款 ${outRefundNo}（${row.refundFen} 分），本系统无此退款`
    found({ kind: 'unknown_refund', orderNo, detail, action: '需人工核查（可能在商户平台手工退款）' }, false)
    return
  }
  const q = await provider.queryRefund(outRefundNo)
  if (q.status === 'SUCCESS' && q.refundFen !== order.refund_fen) {
    await d.orders.setRefundFen(orderNo, q.refundFen)
    found(
      {
        kind: 'refund_amount_differs',
        orderNo,
        detail: `微信支付退款 ${q.refundFen} 分，本系统记录 ${order.refund_fen} 分`,
        action: '以微信支付金额为准',
      },
      true,
    )
  }
  if (q.status === 'SUCCESS' && order.state === 'refunding') {
    await d.settlement.applyRefund(orderNo, outRefundNo, q.status)
    found(
      { kind: 'refund_not_here', orderNo, detail: `微信支付已退款 ${q.refundFen} 分，本系统仍为退款中`, action: '按微信支付结果完成退款' },
      true,
    )
  }
}

/** one of the order's earlier refund numbers (refundNoOf(orderNo, n), n below its refunds asked) */
function earlierAttempt(order: OrderRow, outRefundNo: string): boolean {
  for (let n = 1; n < Number(order.refund_attempts); n++) if (refundNoOf(order.order_no, n) === outRefundNo) return true
  return false
}

async function checkPaidHere(d: ReconcileDeps, order: OrderRow, found: Found): Promise<void> {
  const { provider } = await d.pay()
  let state = 'NOT_EXIST'
  try {
    state = (await provider.query(await d.settlement.paidTradeNo(order))).tradeState
  } catch (e) {
    if (!(e instanceof PayProviderError) || e.code !== 'ORDER_NOT_EXIST') throw e
  }
  // paid on either side of midnight: it is in another day's bill
  if (state === 'SUCCESS' || state === 'REFUND') return
  const voided = await d.orders.voidPayment(order.order_no, d.now())
  found(
    {
      kind: 'paid_here_not_there',
      orderNo: order.order_no,
      detail: `本系统记为已支付 ${order.amount_fen} 分，微信支付为 ${state}`,
      action: voided ? '作废该支付并收回会员时长' : '订单已变化，需人工核查',
    },
    voided,
  )
}

async function checkRefundHere(d: ReconcileDeps, order: OrderRow, found: Found): Promise<void> {
  const { provider } = await d.pay()
  const refundNo = order.refund_no as string
  let status: string
  try {
    status = (await provider.queryRefund(refundNo)).status
  } catch (e) {
    if (!(e instanceof PayProviderError) || e.code !== 'RESOURCE_NOT_EXISTS') throw e
    status = 'NOT_EXIST'
  }
  if (status === 'SUCCESS' || (status === 'PROCESSING' && order.state === 'refunding')) return
  if (order.state === 'refunded') {
    await d.orders.reopenRefund(order.order_no)
    const reopened = (await d.orders.get(order.order_no)) as OrderRow
    await d.settlement.sendRefund(reopened).catch(() => undefined)
  } else if (status === 'NOT_EXIST') {
    await d.settlement.sendRefund(order).catch(() => undefined)
  } else return
  found(
    {
      kind: 'refunded_here_not_there',
      orderNo: order.order_no,
      detail: `本系统退款 ${order.refund_fen} 分（${order.state}），微信支付为 ${status}`,
      action: '重新向微信支付发起同一笔退款',
    },
    true,
  )
}
