/**
 * Paid phone exports: the quote, the order (through the same order and payment path as a membership), and the file,
 * made as soon as the order is paid — whether the app asks for it or WeChat's notification arrives first. A file that
 * cannot be made gives the money back in full, without the user having to ask.
 */
import type { ExportResult, PhoneQuote } from '../../../contract/schemas/export'
import type { Order, Payment, PayMethod } from '../../../contract/schemas/member'
import { ApiError, ERRORS, badParam, fail } from '../errors'
import type { MoneyService } from '../money/service'
import type { OrderRepo, OrderRow } from '../store/orders'
import type { ExportService } from './service'
import type { PhoneSource } from './phones'

interface StoredPhoneParams {
  source: PhoneSource
  scanLimit: number
}

export class PhoneOrders {
  /** files being made in this process, by order number: a second caller waits for the first */
  private readonly making = new Map<string, Promise<ExportResult>>()

  constructor(
    private readonly d: {
      exports: () => ExportService
      money: MoneyService
      orders: OrderRepo
      log: (msg: string, detail?: Record<string, unknown>) => void
    },
  ) {
    d.money.onPaid((order) => {
      if (order.kind === 'phone_export') this.deliverInBackground(order)
    })
  }

  async quote(userId: string, source: PhoneSource): Promise<PhoneQuote> {
    return await this.d.exports().quotePhones(userId, source)
  }

  /** The order for the phones the user was quoted: counted again here, and refused if the count has changed. */
  async order(
    userId: string,
    source: PhoneSource,
    input: { rows: number; payMethod: PayMethod; couponId?: number | null; returnUrl?: string },
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
    return this.make((await this.d.orders.get(orderNo))!)
  }

  private deliverInBackground(order: OrderRow): void {
    this.make(order).catch(() => undefined)
  }

  private make(order: OrderRow): Promise<ExportResult> {
    const running = this.making.get(order.order_no)
    if (running) return running
    const p = this.write(order).finally(() => this.making.delete(order.order_no))
    this.making.set(order.order_no, p)
    return p
  }

  private async write(order: OrderRow): Promise<ExportResult> {
    const stored = JSON.parse(order.export_params ?? 'null') as StoredPhoneParams | null
    try {
      if (!stored || !order.export_rows) throw new Error('phone-export order without its parameters')
      const r = await this.d
        .exports()
        .runPaid(order.user_id, { kind: 'phone', ...stored, orderNo: order.order_no }, order.export_rows, order.level)
      if (r.item.state === 'ready') await this.d.orders.setExport(order.order_no, r.item.id)
      return r
    } catch (e) {
      if (e instanceof ApiError) throw e
      this.d.log('a paid phone export could not be made: refunding it', { orderNo: order.order_no, error: String(e) })
      await this.d.money
        .refundUndelivered(order.order_no, '导出失败，自动退款')
        .catch((err) => this.d.log('the refund of a failed phone export failed', { orderNo: order.order_no, error: String(err) }))
      throw badParam('文件生成失败，订单金额将原路退回')
    }
  }
}
