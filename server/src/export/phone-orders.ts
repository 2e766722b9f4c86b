/**
 * Paid phone exports: the quote, the order (through the same order and payment path as a membership), and the file,
 * made as soon as the order is paid — whether the app asks for it or WeChat's notification arrives first.
 *
 * A delivery is claimed on the order before its file is written (delivery_state 'producing', under a lease the writer
 * renews), and a refund is possible only while the order is neither producing nor delivered: the two exclude each
 * other in the database. A writer that dies (a crash, a kill) leaves a lease that runs out; the delivery job then
 * takes the order again. A file that cannot be made in MAX_DELIVERY_ATTEMPTS tries gives the money back in full,
 * without the user having to ask.
 */
import type { ExportResult, PhoneQuote } from '../../../contract/schemas/export'
import type { Order, Payment, PayMethod } from '../../../contract/schemas/member'
import { ApiError, ERRORS, badParam, fail } from '../errors'
import type { MoneyService, PayerCodes } from '../money/service'
import type { OrderRepo } from '../store/orders'
import type { ExportService } from './service'
import type { PhoneSource } from './phones'

interface StoredPhoneParams {
  source: PhoneSource
  scanLimit: number
}

/** how long a claimed delivery is held without its writer renewing it */
export const DELIVERY_LEASE_MS = 30_000
export const MAX_DELIVERY_ATTEMPTS = 3
/** a paid order's delivery the job starts when the payment's own listener has not (a crash between the two) */
const START_GRACE_MS = 10_000

export class PhoneOrders {
  /** files being made in this process, by order number: a second caller waits for the first */
  private readonly making = new Map<string, Promise<ExportResult>>()

  constructor(
    private readonly d: {
      exports: () => ExportService
      money: MoneyService
      orders: OrderRepo
      now: () => number
      log: (msg: string, detail?: Record<string, unknown>) => void
    },
  ) {
    d.money.onPaid((order) => {
      if (order.kind === 'phone_export') this.make(order.order_no).catch(() => undefined)
    })
  }

  async quote(userId: string, source: PhoneSource): Promise<PhoneQuote> {
    return await this.d.exports().quotePhones(userId, source)
  }

  /** The order for the phones the user was quoted: counted again here, and refused if the count has changed. */
  async order(
    userId: string,
    source: PhoneSource,
    input: { rows: number; payMethod: PayMethod; couponId?: number | null; returnUrl?: string; payer?: PayerCodes },
    clientIp: string,
  ): Promise<{ order: Order; payment: Payment }> {
    const q = await this.quote(userId, source)
    // 4291, a member limit: the app offers the member centre with it
    if (!q.allowed) throw new ApiError(ERRORS.MONITOR_LIMIT, `导出企业电话需开通${q.levelName}`)
    if (q.rows === 0) throw badParam('该结果中暂无可导出的联系电话')
    if (q.rows !== input.rows) {
      const msg = `数据已更新：当前有 ${q.rows} 家企业有联系电话，共 ¥${(q.priceFen / 100).toFixed(2)}，请确认后重新下单`
      throw new ApiError(ERRORS.PRICE_CHANGED, msg, q)
    }
    const params: StoredPhoneParams = { source, scanLimit: q.scanned }
    return this.d.money.placeOrder(
      userId,
      {
        kind: 'phone_export',
        sku: 'phone_export',
        level: q.level,
        months: 0,
        priceFen: q.priceFen,
        exportParams: JSON.stringify(params),
        exportRows: q.rows,
      },
      input,
      clientIp,
    )
  }

  /** The file of the user's paid phone-export order (made now if it has not been). */
  async deliver(userId: string, orderNo: string): Promise<ExportResult> {
    const row = await this.d.orders.forUser(userId, orderNo)
    if (!row || row.kind !== 'phone_export') throw fail('NOT_FOUND', '订单不存在')
    if (row.state === 'created') {
      // the app may be back from paying before WeChat's notification: ask WeChat
      const synced = await this.d.money.sync(userId, orderNo)
      if (synced.state !== 'paid') throw badParam(synced.state === 'closed' ? '订单已关闭' : '订单尚未支付')
    } else if (row.state !== 'paid') throw badParam(row.state === 'refunded' ? '订单已退款' : '订单退款处理中')
    return this.make(orderNo)
  }

  /**
   * Starts, resumes or gives up the deliveries that are due: paid and not started, failed with tries left, or held
   * by a writer whose lease ran out; a delivery out of tries is refunded. A timer runs this, and once at start.
   */
  async resume(limit = 20): Promise<number> {
    const now = this.d.now()
    const due = await this.d.orders.deliveriesDue(now, now - START_GRACE_MS, limit)
    for (const row of due) {
      if (row.delivery_state === 'failed' && row.delivery_attempts >= MAX_DELIVERY_ATTEMPTS) {
        await this.refund(row.order_no)
        continue
      }
      await this.make(row.order_no).catch(() => undefined)
    }
    return due.length
  }

  private make(orderNo: string): Promise<ExportResult> {
    const running = this.making.get(orderNo)
    if (running) return running
    const p = this.produce(orderNo).finally(() => this.making.delete(orderNo))
    this.making.set(orderNo, p)
    return p
  }

  private async produce(orderNo: string): Promise<ExportResult> {
    const order = await this.d.orders.claimDelivery(orderNo, this.d.now(), DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS)
    if (!order) return await this.notClaimed(orderNo)
    const exports = this.d.exports()
    const attempt = Number(order.delivery_attempts)
    const lease = setInterval(() => {
      this.d.orders.renewDelivery(orderNo, attempt, this.d.now() + DELIVERY_LEASE_MS).catch(() => undefined)
    }, DELIVERY_LEASE_MS / 3)
    try {
      const stored = JSON.parse(order.export_params ?? 'null') as StoredPhoneParams | null
      if (!stored || !order.export_rows) throw new Error('phone-export order without its parameters')
      await exports.abandonPending(orderNo)
      const r = await exports.runPaid(order.user_id, { kind: 'phone', ...stored, orderNo }, order.export_rows, order.level)
      if (r.item.state !== 'ready' || !(await this.d.orders.delivered(orderNo, attempt, r.item.id))) {
        // written, but the order moved on (or the file outlived its time): it is never served
        await exports.discard(order.user_id, r.item.id)
        throw new Error('the file was not delivered')
      }
      return r
    } catch (e) {
      await this.d.orders.deliveryFailed(orderNo, attempt)
      this.d.log('a paid phone export could not be made', { orderNo, attempt, error: String(e) })
      if (attempt >= MAX_DELIVERY_ATTEMPTS) {
        await this.refund(orderNo)
        throw badParam('文件生成失败，订单金额将原路退回')
      }
      throw badParam('文件生成失败，正在重试，请稍后在“我的下载”中查看')
    } finally {
      clearInterval(lease)
    }
  }

  /** The answer for an order whose delivery is not ours to make now. */
  private async notClaimed(orderNo: string): Promise<ExportResult> {
    const row = await this.d.orders.get(orderNo)
    if (!row || row.state !== 'paid') throw badParam(row?.state === 'refunded' ? '订单已退款' : '订单退款处理中')
    if (row.delivery_state === 'delivered' && row.export_id !== null) return await this.d.exports().resultOf(row.user_id, row.export_id)
    if (row.delivery_state === 'producing') throw badParam('文件正在生成，请稍后在“我的下载”中查看')
    throw badParam('文件生成失败，订单金额将原路退回')
  }

  private async refund(orderNo: string): Promise<void> {
    await this.d.money
      .refundUndelivered(orderNo, '导出失败，自动退款')
      .catch((err) => this.d.log('the refund of an undelivered phone export failed', { orderNo, error: String(err) }))
  }
}
