/**
 * Following WeChat Pay's state. Our orders follow WeChat's, never the reverse:
 * - an order becomes paid only on WeChat's word (a verified notification or WeChat's answer to a query), whatever
 *   state it is in here — a payment completed while the order was being closed here is honoured;
 * - an unpaid order is closed at WeChat first, and closed here only once WeChat has closed it or never knew it;
 * - a payment that cannot be honoured (its amount is not the order's, the account is gone) is refunded whole at once;
 * - a refund is settled by WeChat's answer, its notification, or a query of it on a schedule, whichever comes first.
 */
import { ApiError, ERRORS } from '../errors'
import { PayProviderError, type PayProvider, type RefundStatus } from '../pay/provider'
import { LEGACY_PAYER_KEY, type OrderRepo, type OrderRow, type PayAttemptRow } from '../store/orders'
import { monthsFrom } from './terms'

export interface SettlementDeps {
  orders: OrderRepo
  pay: () => Promise<{ provider: PayProvider }>
  /** false for an account erased or being cancelled: a payment arriving for it is refunded */
  accountOpen: (userId: string) => Promise<boolean>
  notifyUrl: () => string
  now: () => number
  log: (msg: string, detail?: Record<string, unknown>) => void
}

/** What happened to an order, told to the order-event listeners once each. */
export type OrderChange =
  | { event: 'paid' }
  | { event: 'refunded' }
  | { event: 'closed'; by: 'user' | 'timeout' }
  /** a payment we could not honour, refunded whole without being asked */
  | { event: 'returned'; fen: number; why: string }

export type PaidOutcome = 'applied' | 'duplicate' | 'refused' | 'returned'
export type CloseOutcome = 'closed' | 'paid' | 'unreachable' | 'unchanged'

/** WeChat's answer to "is this order paid", as the query or a notification gives it. */
export interface PaidAtWechat {
  transactionId: string
  amountFen: number
}

export { returnNoOf } from '../store/orders'

const PAID_HERE: ReadonlySet<string> = new Set(['paid', 'refunding', 'refunded'])

/** An error answer WeChat gave on purpose (4xx), as opposed to no answer or an answer we cannot trust. */
const definite = (e: PayProviderError) => e.httpStatus >= 400 && e.httpStatus < 500

export class Settlement {
  constructor(
    private readonly d: SettlementDeps,
    private readonly changed: (orderNo: string, change: OrderChange) => Promise<void>,
  ) {}

  /** The order an out_trade_no pays: through its attempt, else an order sent under its own number. */
  async orderNoOf(outTradeNo: string): Promise<string> {
    return (await this.d.orders.attempt(outTradeNo))?.order_no ?? outTradeNo
  }

  /** An order's attempts; an order sent before attempts were recorded has one, under its own number. */
  private async attemptsOf(row: OrderRow): Promise<PayAttemptRow[]> {
    const list = await this.d.orders.attempts(row.order_no)
    if (list.length) return list
    const state = PAID_HERE.has(row.state) ? 'paid' : 'open'
    return [
      {
        out_trade_no: row.order_no,
        order_no: row.order_no,
        seq: 1,
        payer_key: LEGACY_PAYER_KEY,
        state,
        return_no: null,
        return_fen: null,
        return_attempts: 0,
        transaction_id: null,
        created_at: 0,
      },
    ]
  }

  /** The payment number the order was paid under: refunds go against it. */
  async paidTradeNo(row: OrderRow): Promise<string> {
    const list = await this.d.orders.attempts(row.order_no)
    return list.find((a) => a.state === 'paid' && a.transaction_id === row.transaction_id)?.out_trade_no ?? row.order_no
  }

  /**
   * Applies WeChat's word that an attempt (`outTradeNo`) of an order was paid: once, with its grant or delivery, or
   * refunds what it cannot honour. A second attempt paid for an order already paid is returned whole.
   */
  async applyPaid(
    orderNo: string,
    paid: PaidAtWechat,
    via: string,
    eventId: string | null = null,
    outTradeNo = orderNo,
  ): Promise<PaidOutcome> {
    const at = this.d.now()
    const row = await this.d.orders.get(orderNo)
    if (!row) {
      await this.d.orders.logEvent({ eventId, orderNo, kind: `paid:${via}`, outcome: 'refused', detail: 'unknown order', at })
      this.d.log('refused a payment of an order that is not ours', { orderNo })
      return 'refused'
    }
    if (PAID_HERE.has(row.state) && row.transaction_id !== paid.transactionId)
      return await this.returnExtra(row, outTradeNo, paid, via, eventId)
    if (paid.amountFen !== row.amount_fen) {
      const why = `支付金额 ${paid.amountFen} 分与订单金额 ${row.amount_fen} 分不符`
      return await this.returnPayment(row, outTradeNo, paid, why, via, eventId)
    }
    if ((row.state === 'created' || row.state === 'closed') && !(await this.d.accountOpen(row.user_id)))
      return await this.returnPayment(row, outTradeNo, paid, '账号已注销', via, eventId)
    const result = await this.d.orders.markPaid(orderNo, paid.transactionId, at, monthsFrom(row.months), outTradeNo)
    if (!result.applied && result.order && PAID_HERE.has(result.order.state) && result.order.transaction_id !== paid.transactionId)
      return await this.returnExtra(result.order, outTradeNo, paid, via, eventId)
    const late = result.applied && row.state === 'closed'
    await this.d.orders.logEvent({
      eventId,
      orderNo,
      kind: `paid:${via}`,
      outcome: result.applied ? 'applied' : 'duplicate',
      detail: late ? 'paid at WeChat after it was closed here' : '',
      at,
    })
    if (late) this.d.log('an order closed here was paid at WeChat: it is paid', { orderNo })
    if (!result.applied) return 'duplicate'
    await this.changed(orderNo, { event: 'paid' })
    await this.closeAttempts(orderNo, outTradeNo)
    return 'applied'
  }

  /**
   * Refunds a payment whole under its attempt's own return number (returnNoOf), recorded before WeChat is called, so
   * a repeat is the same refund at WeChat. Throws when WeChat cannot take it: the notification is retried, and the
   * return check sends it again.
   */
  private async sendReturn(orderNo: string, outTradeNo: string, paid: PaidAtWechat, why: string, via: string, eventId: string | null) {
    const a = await this.d.orders.startReturn(outTradeNo, orderNo, paid.transactionId, paid.amountFen, this.d.now())
    if (a.state === 'returned') return
    try {
      await this.refundReturn(a, why)
    } catch (e) {
      if (!(e instanceof PayProviderError)) throw e
      await this.d.orders.logEvent({ eventId, orderNo, kind: `paid:${via}`, outcome: 'return_failed', detail: why, at: this.d.now() })
      this.d.log('a payment that cannot be honoured could not be returned yet', { orderNo, outTradeNo, code: e.code })
      throw e
    }
    await this.d.orders.logEvent({
      eventId,
      orderNo,
      kind: `paid:${via}`,
      outcome: 'returned',
      detail: `${outTradeNo}: ${why}`,
      at: this.d.now(),
    })
    this.d.log('a payment that cannot be honoured was returned whole', { orderNo, outTradeNo, why })
  }

  private async refundReturn(a: PayAttemptRow, why = '款项原路退回'): Promise<void> {
    const { provider } = await this.d.pay()
    const fen = Number(a.return_fen)
    const r = await provider.refund({
      outTradeNo: a.out_trade_no,
      outRefundNo: a.return_no as string,
      refundFen: fen,
      totalFen: fen,
      reason: why.slice(0, 80),
      notifyUrl: this.d.notifyUrl(),
    })
    await this.applyReturn(a.out_trade_no, a.return_no as string, r.status)
  }

  /**
   * Follows a return's outcome at WeChat: success ends it; closed (WeChat gave up on it) sends the whole amount back
   * again under the next return number; abnormal waits for the operator, as a refund does.
   */
  async applyReturn(outTradeNo: string, returnNo: string, status: RefundStatus): Promise<void> {
    if (status === 'SUCCESS') await this.d.orders.returnDone(outTradeNo, returnNo)
    else if (status === 'CLOSED') {
      const next = await this.d.orders.returnClosed(outTradeNo, returnNo)
      this.d.log('WeChat closed a return: it is sent again', { outTradeNo, returnNo })
      if (next) await this.refundReturn(next).catch(() => undefined)
    } else if (status === 'ABNORMAL')
      this.d.log('a return is abnormal at WeChat: redirect it on the merchant platform (异常退款)', { outTradeNo, returnNo })
  }

  /** Asks WeChat about every return not known to have succeeded; one WeChat never received is sent again. */
  async checkReturns(limit = 100): Promise<void> {
    const { provider } = await this.d.pay()
    for (const a of await this.d.orders.returnsToCheck(limit)) {
      try {
        const q = await provider.queryRefund(a.return_no as string)
        await this.applyReturn(a.out_trade_no, a.return_no as string, q.status)
      } catch (e) {
        if (!(e instanceof PayProviderError)) throw e
        if (e.code === 'RESOURCE_NOT_EXISTS') await this.refundReturn(a).catch(() => undefined)
      }
    }
  }

  /** A payment we cannot honour goes back whole (sendReturn); the order is closed here. */
  private async returnPayment(
    row: OrderRow,
    outTradeNo: string,
    paid: PaidAtWechat,
    why: string,
    via: string,
    eventId: string | null,
  ): Promise<PaidOutcome> {
    if (row.state !== 'created' && row.state !== 'closed') {
      // paid here already (with the amount checked then): a differing repeat changes nothing
      await this.d.orders.logEvent({
        eventId,
        orderNo: row.order_no,
        kind: `paid:${via}`,
        outcome: 'duplicate',
        detail: why,
        at: this.d.now(),
      })
      return 'duplicate'
    }
    await this.sendReturn(row.order_no, outTradeNo, paid, why, via, eventId)
    // its money went back: the order is over
    await this.d.orders.close(row.order_no, this.d.now())
    await this.changed(row.order_no, { event: 'returned', fen: paid.amountFen, why })
    await this.closeAttempts(row.order_no, outTradeNo)
    return 'returned'
  }

  /** Another attempt of an order already paid was paid too: it goes back whole, the order stays paid by the first. */
  private async returnExtra(
    row: OrderRow,
    outTradeNo: string,
    paid: PaidAtWechat,
    via: string,
    eventId: string | null,
  ): Promise<PaidOutcome> {
    const why = '订单已支付，重复付款'
    const before = await this.d.orders.attempt(outTradeNo)
    await this.sendReturn(row.order_no, outTradeNo, paid, why, via, eventId)
    if (before?.state !== 'returning' && before?.state !== 'returned')
      await this.changed(row.order_no, { event: 'returned', fen: paid.amountFen, why })
    return 'returned'
  }

  /**
   * Closes at WeChat every open attempt of an order but `except` (the one that paid it), so no other can be paid; one
   * WeChat says was paid meanwhile is followed (and returned). What WeChat cannot close now stays open for checkStray.
   */
  private async closeAttempts(orderNo: string, except: string): Promise<void> {
    for (const a of await this.d.orders.attempts(orderNo))
      if (a.state === 'open' && a.out_trade_no !== except) await this.closeStray(a).catch(() => undefined)
  }

  /** Closes one attempt of an order no longer open here; a payment WeChat took for it is followed. */
  private async closeStray(a: PayAttemptRow): Promise<void> {
    const { provider } = await this.d.pay()
    try {
      await provider.close(a.out_trade_no)
    } catch (e) {
      if (!(e instanceof PayProviderError)) throw e
      if (e.code === 'ORDERPAID') {
        await this.queryAttempt(a, 'close')
        return
      }
      if (e.code !== 'ORDER_NOT_EXIST' && e.code !== 'ORDER_CLOSED') throw e
    }
    await this.d.orders.setAttemptState(a.out_trade_no, 'closed')
  }

  /** Asks WeChat about one attempt and applies a payment it took; its state at WeChat, or null without an answer. */
  private async queryAttempt(a: PayAttemptRow, via: string): Promise<string | null> {
    const { provider } = await this.d.pay()
    let q
    try {
      q = await provider.query(a.out_trade_no)
    } catch (e) {
      if (e instanceof PayProviderError) return e.code === 'ORDER_NOT_EXIST' ? 'NOT_EXIST' : null
      throw e
    }
    if ((q.tradeState === 'SUCCESS' || q.tradeState === 'REFUND') && q.transactionId) {
      await this.applyPaid(a.order_no, { transactionId: q.transactionId, amountFen: q.amountFen }, via, null, a.out_trade_no)
      return 'SUCCESS'
    }
    if (q.tradeState === 'CLOSED' || q.tradeState === 'REVOKED' || q.tradeState === 'PAYERROR') {
      if (a.state === 'open') await this.d.orders.setAttemptState(a.out_trade_no, 'closed')
      return 'CLOSED'
    }
    return q.tradeState
  }

  /**
   * Asks WeChat about every attempt of an order not returned and follows the answers: paid there is paid here;
   * every attempt closed there closes an open order here. An attempt WeChat never heard of, or no answer, leaves the
   * order as it is.
   */
  async follow(orderNo: string, via = 'query'): Promise<void> {
    const row = await this.d.orders.get(orderNo)
    if (!row) return
    const asked = (await this.attemptsOf(row)).filter((a) => a.state !== 'returning' && a.state !== 'returned')
    if (!asked.length) return
    let closed = 0
    for (const a of asked) if ((await this.queryAttempt(a, via)) === 'CLOSED') closed++
    if (closed === asked.length && (await this.d.orders.close(orderNo, this.d.now())))
      await this.changed(orderNo, { event: 'closed', by: 'timeout' })
  }

  /** Closes at WeChat the attempts left open on orders no longer open here (a close that got no answer). */
  async checkStray(limit = 100): Promise<void> {
    for (const a of await this.d.orders.strayAttempts(limit)) await this.closeStray(a).catch(() => undefined)
  }

  /**
   * Asks WeChat about open orders placed at least `ageMs` ago and not asked about for `everyMs`: a payment whose
   * notifications were all lost (the server was down while WeChat retried) is found within minutes, not at the close.
   */
  async checkOpen(ageMs = 60_000, everyMs = 120_000, limit = 100): Promise<number> {
    const now = this.d.now()
    let paid = 0
    for (const row of await this.d.orders.openToCheck(now - ageMs, now - everyMs, limit)) {
      await this.follow(row.order_no)
      await this.d.orders.payChecked(row.order_no, now)
      if ((await this.d.orders.get(row.order_no))?.state === 'paid') paid++
    }
    await this.checkStray(limit)
    return paid
  }

  /**
   * Closes an unpaid order's every open attempt at WeChat first, then the order here; a payment WeChat already took
   * makes it paid instead.
   */
  async close(row: OrderRow, by: 'user' | 'timeout'): Promise<CloseOutcome> {
    const { provider } = await this.d.pay()
    for (const a of await this.attemptsOf(row)) {
      if (a.state !== 'open') continue
      try {
        await provider.close(a.out_trade_no)
      } catch (e) {
        if (!(e instanceof PayProviderError)) throw e
        if (e.code === 'ORDERPAID') {
          await this.follow(row.order_no, 'close')
          return 'paid'
        }
        // never created at WeChat (the prepay failed, or a local WeChat Pay restarted), or closed there already
        if (e.code !== 'ORDER_NOT_EXIST' && e.code !== 'ORDER_CLOSED') {
          this.d.log('WeChat Pay could not close an order: it stays open here', { orderNo: row.order_no, code: e.code })
          return 'unreachable'
        }
      }
      await this.d.orders.setAttemptState(a.out_trade_no, 'closed')
    }
    const closed = await this.d.orders.close(row.order_no, this.d.now())
    if (!closed) return 'unchanged'
    await this.changed(row.order_no, { event: 'closed', by })
    return 'closed'
  }

  /**
   * Sends an order's open refund to WeChat (again, after a crash: the refund number makes it the same refund) and
   * follows the answer. A refusal puts the order back to paid and is thrown as the user's error; no answer leaves it
   * refunding for the refund check to settle.
   */
  async sendRefund(row: OrderRow): Promise<void> {
    if (row.state !== 'refunding' || !row.refund_no || row.refund_fen === null) return
    const { provider } = await this.d.pay()
    try {
      const r = await provider.refund({
        outTradeNo: await this.paidTradeNo(row),
        outRefundNo: row.refund_no,
        refundFen: row.refund_fen,
        totalFen: row.amount_fen,
        reason: row.refund_reason || (row.kind === 'member' ? '会员退款' : '订单退款'),
        notifyUrl: this.d.notifyUrl(),
      })
      await this.applyRefund(row.order_no, row.refund_no, r.status)
    } catch (e) {
      if (!(e instanceof PayProviderError)) throw e
      if (!definite(e)) {
        this.d.log('a refund got no answer from WeChat: it will be asked about', { orderNo: row.order_no, code: e.code })
        return
      }
      await this.d.orders.refundFailed(row.order_no, row.refund_no, this.d.now())
      throw new ApiError(ERRORS.PAY_UNAVAILABLE, `退款失败：${e.wechatMessage || e.code}`)
    }
  }

  /**
   * Follows a refund's outcome at WeChat: success is refunded; closed gives the order back as paid (its time comes
   * back, and a new refund can be asked). An abnormal refund (the payer's account cannot take it) still holds the
   * money at WeChat until the merchant redirects it on WeChat's merchant platform: it stays refunding, asked about on
   * schedule, and is logged for the operator.
   */
  async applyRefund(orderNo: string, refundNo: string, status: RefundStatus): Promise<void> {
    const at = this.d.now()
    if (status === 'SUCCESS') {
      if (await this.d.orders.markRefunded(orderNo, refundNo, at)) await this.changed(orderNo, { event: 'refunded' })
    } else if (status === 'CLOSED') {
      if (await this.d.orders.refundFailed(orderNo, refundNo, at))
        this.d.log('WeChat closed a refund: the order is paid again', { orderNo, refundNo })
    } else if (status === 'ABNORMAL') {
      this.d.log('a refund is abnormal at WeChat: redirect it on the merchant platform (异常退款)', { orderNo, refundNo })
    }
  }

  /**
   * Asks WeChat about each open refund not asked about for `everyMs` (a timer runs this, and once at start, so no
   * refund waits on a notification that may never come); a refund WeChat never received is sent again.
   */
  async checkRefunds(everyMs = 60_000, limit = 100): Promise<number> {
    const now = this.d.now()
    let settled = 0
    for (const row of await this.d.orders.refundsToCheck(now - everyMs, limit)) {
      const { provider } = await this.d.pay()
      try {
        const q = await provider.queryRefund(row.refund_no as string)
        await this.applyRefund(row.order_no, row.refund_no as string, q.status)
        if (q.status !== 'PROCESSING') settled++
      } catch (e) {
        if (!(e instanceof PayProviderError)) throw e
        if (e.code === 'RESOURCE_NOT_EXISTS') await this.sendRefund(row).catch(() => undefined)
        else this.d.log('could not ask WeChat about a refund', { orderNo: row.order_no, code: e.code })
      }
      await this.d.orders.refundChecked(row.order_no, now)
    }
    await this.checkReturns(limit)
    return settled
  }
}
