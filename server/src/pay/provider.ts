/**
 * Payments as the rest of the server sees them: create an order (JSAPI for the mini-program and WeChat's
 * browser, H5 for other mobile browsers, Native for a QR code on desktop), query, close, refund, query a
 * refund, download a day's trade bill, and verify WeChat's notifications. Amounts are integer fen; times are
 * ms since the epoch or RFC 3339 strings.
 *
 * One implementation, WechatPayV3Provider (wechat-v3.ts), talks WeChat Pay API v3. Local runs and tests point
 * it at startFakeWechatPay (fake-wechat-pay.ts), which speaks the same protocol.
 */

export type TradeState = 'SUCCESS' | 'NOTPAY' | 'CLOSED' | 'REFUND' | 'USERPAYING' | 'PAYERROR' | 'REVOKED'
export type RefundStatus = 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED'

interface CreateBase {
  /** 6–32 characters of [0-9A-Za-z_-|*], unique per merchant */
  outTradeNo: string
  /** what the payer sees, ≤ 127 characters */
  description: string
  amountFen: number
  notifyUrl: string
  /** ms epoch or RFC 3339; WeChat's default is two hours */
  expiresAt?: number | string
}

/** Whose openid pays: the mini-program's (wx.login) or the official account's (web authorisation in WeChat's browser). */
export type PayerApp = 'mp' | 'oa'

export interface CreateJsapiInput extends CreateBase {
  openid: string
  /** an openid pays only under the appid it belongs to; default 'mp' */
  payerApp?: PayerApp
}

export interface CreateH5Input extends CreateBase {
  clientIp: string
}

export type CreateNativeInput = CreateBase

/** What Taro.requestPayment / WeixinJSBridge.invoke('getBrandWCPayRequest') take. */
export interface JsapiPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export interface PayQueryResult {
  tradeState: TradeState
  tradeStateDesc?: string
  transactionId?: string
  amountFen: number
  /** RFC 3339, present once paid */
  successTime?: string
}

export interface RefundInput {
  outTradeNo: string
  outRefundNo: string
  refundFen: number
  totalFen: number
  reason?: string
  notifyUrl?: string
}

export interface RefundResult {
  refundId: string
  status: RefundStatus
}

/** GET /v3/refund/domestic/refunds/{out_refund_no} */
export interface RefundQueryResult {
  refundId: string
  outRefundNo: string
  outTradeNo: string
  transactionId: string
  status: RefundStatus
  /** amount.refund */
  refundFen: number
  /** amount.total, the order's amount */
  totalFen: number
  /** RFC 3339, present once SUCCESS */
  successTime?: string
  /** RFC 3339, when WeChat accepted the refund */
  createTime?: string
}

/**
 * One detail line of WeChat's trade bill (交易账单, type ALL). A payment line has tradeState 'SUCCESS' and keeps it
 * even when the order is refunded later; each refund is a line of its own with tradeState 'REFUND'.
 */
export interface TradeBillRow {
  /** 交易时间 as RFC 3339 in Beijing time: the payment's success time, or the time the refund was accepted */
  tradeTime: string
  appid: string
  mchid: string
  /** 微信订单号 */
  transactionId: string
  outTradeNo: string
  openid: string
  /** JSAPI, MWEB, NATIVE, … */
  tradeType: string
  /** 交易状态: SUCCESS (a payment) or REFUND (a refund); REVOKED for revoked payment-code payments */
  tradeState: string
  /** 订单金额: the order's amount on a payment line; 0 on a refund line, as WeChat writes it */
  totalFen: number
  /** 微信退款单号; null on a payment line */
  refundId: string | null
  /** 商户退款单号; null on a payment line */
  outRefundNo: string | null
  /** 退款金额; 0 on a payment line */
  refundFen: number
  /** 退款状态 when the bill was generated (never updated afterwards); null on a payment line */
  refundStatus: string | null
  /** 商品名称, the order's description */
  description: string
  /** 手续费: positive on a payment, negative (returned) on a refund */
  feeFen: number
}

export interface TradeBill {
  /** YYYY-MM-DD, a day in Beijing time */
  date: string
  rows: TradeBillRow[]
  /** the bill's own summary line: 总交易单数, 应结订单总金额, 退款总金额, 手续费总金额 */
  summary: { count: number; settledFen: number; refundFen: number; feeFen: number }
}

export type PayEventType = 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS' | 'REFUND.ABNORMAL' | 'REFUND.CLOSED' | (string & {})

/** A verified, decrypted notification. */
export interface PayNotification<R = Record<string, unknown>> {
  id: string
  eventType: PayEventType
  createTime?: string
  summary?: string
  /** resource.original_type: 'transaction' or 'refund' */
  resourceType?: string
  resource: R
}

/** The decrypted resource of TRANSACTION.SUCCESS. */
export interface TransactionResource {
  mchid: string
  appid: string
  out_trade_no: string
  transaction_id: string
  trade_type: string
  trade_state: TradeState
  trade_state_desc?: string
  success_time: string
  payer?: { openid?: string }
  amount: { total: number; payer_total?: number; currency: string; payer_currency?: string }
  attach?: string
  bank_type?: string
}

/** The decrypted resource of REFUND.*. */
export interface RefundResource {
  mchid: string
  out_trade_no: string
  transaction_id: string
  out_refund_no: string
  refund_id: string
  refund_status: RefundStatus
  success_time?: string
  user_received_account?: string
  amount: { total: number; refund: number; payer_total: number; payer_refund: number }
}

export type HeaderBag = Record<string, string | string[] | undefined> | Headers

export interface PayProvider {
  readonly name: string
  /** `appid`: the one the order went out under, which jsapiParams must sign with */
  createJsapi(input: CreateJsapiInput): Promise<{ prepayId: string; appid: string }>
  createH5(input: CreateH5Input): Promise<{ h5Url: string }>
  createNative(input: CreateNativeInput): Promise<{ codeUrl: string }>
  /** signed for `appid` (default the mini-program's), the appid the prepay id was created under */
  jsapiParams(prepayId: string, appid?: string): JsapiPayParams
  /** throws PayProviderError ORDER_NOT_EXIST for an unknown order */
  query(outTradeNo: string): Promise<PayQueryResult>
  close(outTradeNo: string): Promise<void>
  refund(input: RefundInput): Promise<RefundResult>
  /** throws PayProviderError RESOURCE_NOT_EXISTS (404) for an unknown refund */
  queryRefund(outRefundNo: string): Promise<RefundQueryResult>
  /**
   * The ALL trade bill of a Beijing-time day (YYYY-MM-DD), downloaded, checked against its SHA1 and parsed.
   * WeChat's refusals pass through: NO_STATEMENT_EXIST (400) means no payment and no refund that day, so the
   * bill is empty; STATEMENT_CREATING (400) means not generated yet (bills are ready from 10:00 the next day).
   */
  tradeBill(billDate: string): Promise<TradeBill>
  /** throws PayNotifyError; answer WeChat 4xx/5xx with {code:'FAIL'} then, so it retries only what deserves it */
  verifyNotification(headers: HeaderBag, rawBody: string): PayNotification
}

/** WeChat refused the call (non-2xx `{ code, message }`), or its answer could not be trusted. */
export class PayProviderError extends Error {
  constructor(
    /** WeChat's code (PARAM_ERROR, ORDER_CLOSED, OUT_TRADE_NO_USED, …) or one of ours: BAD_RESPONSE_SIGNATURE, BAD_RESPONSE, NETWORK */
    readonly code: string,
    /** WeChat's message, usually Chinese */
    readonly wechatMessage: string,
    readonly httpStatus: number,
  ) {
    super(`WeChat Pay ${httpStatus} ${code}: ${wechatMessage}`)
    this.name = 'PayProviderError'
  }
}

export type PayNotifyReason =
  'MISSING_HEADERS' | 'STALE_TIMESTAMP' | 'SIGNTEST_PROBE' | 'UNKNOWN_SERIAL' | 'BAD_SIGNATURE' | 'BAD_BODY' | 'DECRYPT_FAILED'

export class PayNotifyError extends Error {
  constructor(
    readonly reason: PayNotifyReason,
    message: string,
  ) {
    super(`${reason}: ${message}`)
    this.name = 'PayNotifyError'
  }
}

/** 1 → "0.01", 1234 → "12.34", -5 → "-0.05" */
export function fenToYuan(fen: number): string {
  const abs = Math.abs(fen)
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
