/**
 * The fake WeChat Pay's memory: orders and refunds with WeChat's rules — parameter checks, one out_trade_no
 * per order (an identical repeat gets the same prepay id, a different one OUT_TRADE_NO_USED), expiry at
 * time_expire (default two hours), closing, and refunds bounded by what was paid (a CLOSED refund frees its amount
 * again; an ABNORMAL one does not, its money waits at WeChat for the merchant to redirect it).
 */
import crypto from 'node:crypto'
import type { RefundStatus, TradeState } from './provider'
import { rfc3339 } from './sign'

export type TradeType = 'JSAPI' | 'MWEB' | 'NATIVE'
export type RefundOutcome = 'SUCCESS' | 'ABNORMAL' | 'CLOSED'

export interface FakeOrder {
  outTradeNo: string
  tradeType: TradeType
  /** the AppID the order was placed under, one bound to the merchant */
  appid: string
  prepayId: string
  /** the pr= of the Native code_url */
  codeKey: string
  description: string
  totalFen: number
  notifyUrl: string
  openid?: string
  clientIp?: string
  createdAt: number
  expiresAt: number
  state: TradeState
  transactionId?: string
  successTime?: string
  /** refunds that are PROCESSING, SUCCESS or ABNORMAL; a CLOSED one gives its amount back */
  refundedFen: number
}

export interface FakeRefund {
  outRefundNo: string
  refundId: string
  outTradeNo: string
  transactionId: string
  refundFen: number
  totalFen: number
  reason?: string
  notifyUrl?: string
  status: RefundStatus
  createTime: string
  successTime?: string
}

/** A refusal with WeChat's HTTP status, code and message. */
export class WxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const paramError = (field: string, why = '格式不正确') => new WxError(400, 'PARAM_ERROR', `参数错误：${field} ${why}`)
const OUT_NO = /^[0-9A-Za-z_\-|*]{6,32}$/
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/
const DEFAULT_EXPIRY_MS = 2 * 3600_000

const digits = (n: number) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join('')
const isObj = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isPositiveFen = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0

export class FakeLedger {
  private readonly orders = new Map<string, FakeOrder>()
  private readonly refunds = new Map<string, FakeRefund>()

  constructor(
    /** `appids`: every AppID bound to the merchant (APPID绑定); `appid` alone when absent */
    private readonly merchant: { mchid: string; appid: string; appids?: readonly string[] },
    private readonly now: () => number,
  ) {}

  /** The order, with an unpaid one past its time_expire turned CLOSED. */
  order(outTradeNo: string): FakeOrder | undefined {
    const o = this.orders.get(outTradeNo)
    if (o && o.state === 'NOTPAY' && this.now() >= o.expiresAt) o.state = 'CLOSED'
    return o
  }

  find(by: { prepayId?: string; outTradeNo?: string; codeKey?: string }): FakeOrder | undefined {
    if (by.outTradeNo) return this.order(by.outTradeNo)
    for (const o of this.orders.values()) {
      if ((by.prepayId && o.prepayId === by.prepayId) || (by.codeKey && o.codeKey === by.codeKey)) return this.order(o.outTradeNo)
    }
    return undefined
  }

  allRefunds(): FakeRefund[] {
    return [...this.refunds.values()]
  }

  allOrders(): FakeOrder[] {
    return [...this.orders.values()]
  }

  mustRefund(outRefundNo: string): FakeRefund {
    const r = this.refunds.get(outRefundNo)
    if (!r) throw new WxError(404, 'RESOURCE_NOT_EXISTS', '退款单不存在')
    return r
  }

  create(tradeType: TradeType, body: unknown): FakeOrder {
    if (!isObj(body)) throw paramError('body', '不是JSON对象')
    const bound = this.merchant.appids ?? [this.merchant.appid]
    if (typeof body.appid !== 'string' || !bound.includes(body.appid) || body.mchid !== this.merchant.mchid) {
      throw new WxError(400, 'APPID_MCHID_NOT_MATCH', 'AppID和mch_id不匹配')
    }
    if (typeof body.description !== 'string' || body.description.length < 1 || body.description.length > 127)
      throw paramError('description')
    if (typeof body.out_trade_no !== 'string' || !OUT_NO.test(body.out_trade_no)) throw paramError('out_trade_no')
    if (typeof body.notify_url !== 'string' || !/^https?:\/\/\S+$/.test(body.notify_url)) throw paramError('notify_url')
    if (!isObj(body.amount) || !isPositiveFen(body.amount.total)) throw paramError('amount.total', '须为正整数（分）')
    if (body.amount.currency !== undefined && body.amount.currency !== 'CNY') throw paramError('amount.currency')
    const openid = tradeType === 'JSAPI' ? (isObj(body.payer) ? body.payer.openid : undefined) : undefined
    if (tradeType === 'JSAPI' && (typeof openid !== 'string' || !openid)) throw paramError('payer.openid', '必填')
    const scene = isObj(body.scene_info) ? body.scene_info : undefined
    if (tradeType === 'MWEB') {
      if (typeof scene?.payer_client_ip !== 'string' || !scene.payer_client_ip) throw paramError('scene_info.payer_client_ip', '必填')
      if (!isObj(scene.h5_info) || typeof scene.h5_info.type !== 'string') throw paramError('scene_info.h5_info.type', '必填')
    }
    const now = this.now()
    let expiresAt = now + DEFAULT_EXPIRY_MS
    if (body.time_expire !== undefined) {
      expiresAt = typeof body.time_expire === 'string' && RFC3339.test(body.time_expire) ? Date.parse(body.time_expire) : NaN
      if (!Number.isFinite(expiresAt)) throw paramError('time_expire')
      if (expiresAt <= now) throw paramError('time_expire', '已过期')
    }

    const existing = this.order(body.out_trade_no)
    if (existing) {
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND') throw new WxError(400, 'ORDERPAID', '该订单已支付')
      if (existing.state === 'CLOSED') throw new WxError(400, 'ORDER_CLOSED', '订单已关闭')
      const same =
        existing.tradeType === tradeType &&
        existing.appid === body.appid &&
        existing.totalFen === body.amount.total &&
        existing.description === body.description &&
        existing.openid === openid
      if (!same) throw new WxError(403, 'OUT_TRADE_NO_USED', '商户订单号重复')
      return existing
    }
    const order: FakeOrder = {
      outTradeNo: body.out_trade_no,
      tradeType,
      appid: body.appid,
      prepayId: `wx${rfc3339(now).replace(/\D/g, '').slice(0, 14)}${crypto.randomBytes(10).toString('hex')}`,
      codeKey: crypto.randomBytes(6).toString('base64url'),
      description: body.description,
      totalFen: body.amount.total,
      notifyUrl: body.notify_url,
      openid,
      clientIp: scene?.payer_client_ip,
      createdAt: now,
      expiresAt,
      state: 'NOTPAY',
      refundedFen: 0,
    }
    this.orders.set(order.outTradeNo, order)
    return order
  }

  /** Throws WxError ORDER_NOT_EXIST / ORDER_CLOSED / ORDERPAID. */
  pay(outTradeNo: string, openid?: string): FakeOrder {
    const o = this.mustOrder(outTradeNo)
    if (o.state === 'CLOSED') throw new WxError(400, 'ORDER_CLOSED', '订单已关闭')
    if (o.state !== 'NOTPAY') throw new WxError(400, 'ORDERPAID', '该订单已支付')
    o.state = 'SUCCESS'
    o.transactionId = `4200${digits(24)}`
    o.successTime = rfc3339(this.now())
    o.openid ??= openid ?? `o_fake_${crypto.randomBytes(8).toString('hex')}`
    return o
  }

  close(outTradeNo: string): void {
    const o = this.mustOrder(outTradeNo)
    if (o.state === 'SUCCESS' || o.state === 'REFUND') throw new WxError(400, 'ORDERPAID', '订单已支付，不能关闭')
    o.state = 'CLOSED'
  }

  mustOrder(outTradeNo: string): FakeOrder {
    const o = this.order(outTradeNo)
    if (!o) throw new WxError(404, 'ORDER_NOT_EXIST', '订单不存在')
    return o
  }

  /** A new refund (PROCESSING), or the same one again for an identical repeat of out_refund_no. */
  refund(body: unknown): { refund: FakeRefund; created: boolean } {
    if (!isObj(body)) throw paramError('body', '不是JSON对象')
    if (typeof body.out_refund_no !== 'string' || !OUT_NO.test(body.out_refund_no)) throw paramError('out_refund_no')
    if (typeof body.out_trade_no !== 'string') throw paramError('out_trade_no', '必填')
    const amount = isObj(body.amount) ? body.amount : {}
    if (!isPositiveFen(amount.refund)) throw paramError('amount.refund', '须为正整数（分）')
    if (!isPositiveFen(amount.total)) throw paramError('amount.total', '须为正整数（分）')
    if (amount.currency !== undefined && amount.currency !== 'CNY') throw paramError('amount.currency')
    if (body.notify_url !== undefined && (typeof body.notify_url !== 'string' || !/^https?:\/\/\S+$/.test(body.notify_url))) {
      throw paramError('notify_url')
    }
    const o = this.order(body.out_trade_no)
    if (!o) throw new WxError(404, 'RESOURCE_NOT_EXISTS', '订单不存在')
    const previous = this.refunds.get(body.out_refund_no)
    if (previous) {
      if (previous.outTradeNo !== o.outTradeNo || previous.refundFen !== amount.refund) {
        throw new WxError(400, 'INVALID_REQUEST', '退款单号已用于其他退款请求')
      }
      return { refund: previous, created: false }
    }
    if (o.state !== 'SUCCESS' && o.state !== 'REFUND') throw new WxError(400, 'INVALID_REQUEST', '订单未支付，不能退款')
    if (amount.total !== o.totalFen) throw paramError('amount.total', '与订单金额不一致')
    if (o.refundedFen + amount.refund > o.totalFen) throw new WxError(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额')
    o.refundedFen += amount.refund
    o.state = 'REFUND'
    const refund: FakeRefund = {
      outRefundNo: body.out_refund_no,
      refundId: `50${digits(30)}`,
      outTradeNo: o.outTradeNo,
      transactionId: o.transactionId!,
      refundFen: amount.refund,
      totalFen: o.totalFen,
      reason: typeof body.reason === 'string' ? body.reason : undefined,
      notifyUrl: body.notify_url,
      status: 'PROCESSING',
      createTime: rfc3339(this.now()),
    }
    this.refunds.set(refund.outRefundNo, refund)
    return { refund, created: true }
  }

  /**
   * Ends a PROCESSING refund with `outcome`. An ABNORMAL refund can still succeed (once the merchant has sent
   * the money elsewhere with 发起异常退款), so SUCCESS is also accepted for it. CLOSED (WeChat closes a refund
   * left PROCESSING for 7 days for lack of balance) makes the amount refundable again under a new out_refund_no.
   */
  settleRefund(refund: FakeRefund, outcome: RefundOutcome = 'SUCCESS'): void {
    const allowed = refund.status === 'PROCESSING' || (refund.status === 'ABNORMAL' && outcome === 'SUCCESS')
    if (!allowed) throw new Error(`refund ${refund.outRefundNo} is ${refund.status}; it cannot become ${outcome}`)
    refund.status = outcome
    if (outcome === 'SUCCESS') refund.successTime = rfc3339(this.now())
    if (outcome === 'CLOSED') this.mustOrder(refund.outTradeNo).refundedFen -= refund.refundFen
  }

  /** The order as GET …/out-trade-no/{no} and the TRANSACTION.SUCCESS resource show it. */
  transactionJson(o: FakeOrder): Record<string, unknown> {
    const paid = o.state === 'SUCCESS' || o.state === 'REFUND'
    return {
      appid: o.appid,
      mchid: this.merchant.mchid,
      out_trade_no: o.outTradeNo,
      trade_state: o.state,
      trade_state_desc: TRADE_STATE_DESC[o.state],
      attach: '',
      ...(paid
        ? {
            transaction_id: o.transactionId,
            trade_type: o.tradeType,
            bank_type: 'OTHERS',
            success_time: o.successTime,
            payer: { openid: o.openid },
            amount: { total: o.totalFen, payer_total: o.totalFen, currency: 'CNY', payer_currency: 'CNY' },
          }
        : { amount: { total: o.totalFen, currency: 'CNY', payer_currency: 'CNY' } }),
    }
  }

  refundJson(r: FakeRefund): Record<string, unknown> {
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: r.transactionId,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      success_time: r.successTime,
      create_time: r.createTime,
      status: r.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: r.totalFen,
        refund: r.refundFen,
        payer_total: r.totalFen,
        payer_refund: r.refundFen,
        settlement_total: r.totalFen,
        settlement_refund: r.refundFen,
        discount_refund: 0,
        currency: 'CNY',
      },
    }
  }

  /** The resource of REFUND.SUCCESS, REFUND.ABNORMAL and REFUND.CLOSED (success_time only with SUCCESS). */
  refundNotifyJson(r: FakeRefund): Record<string, unknown> {
    return {
      mchid: this.merchant.mchid,
      out_trade_no: r.outTradeNo,
      transaction_id: r.transactionId,
      out_refund_no: r.outRefundNo,
      refund_id: r.refundId,
      refund_status: r.status,
      success_time: r.successTime,
      user_received_account: '支付用户零钱',
      amount: { total: r.totalFen, refund: r.refundFen, payer_total: r.totalFen, payer_refund: r.refundFen },
    }
  }
}

const TRADE_STATE_DESC: Record<TradeState, string> = {
  SUCCESS: '支付成功',
  NOTPAY: '订单未支付',
  CLOSED: '订单已关闭',
  REFUND: '转入退款',
  USERPAYING: '用户支付中',
  PAYERROR: '支付失败',
  REVOKED: '已撤销',
}
