/**
 * Payments as the rest of the server sees them: create an order (JSAPI for the mini-program and WeChat's
 * browser, H5 for other mobile browsers, Native for a QR code on desktop), query, close, refund, and verify
 * WeChat's notifications. Amounts are integer fen; times are ms since the epoch or RFC 3339 strings.
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

export interface CreateJsapiInput extends CreateBase {
  openid: string
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
  createJsapi(input: CreateJsapiInput): Promise<{ prepayId: string }>
  createH5(input: CreateH5Input): Promise<{ h5Url: string }>
  createNative(input: CreateNativeInput): Promise<{ codeUrl: string }>
  jsapiParams(prepayId: string): JsapiPayParams
  /** throws PayProviderError ORDER_NOT_EXIST for an unknown order */
  query(outTradeNo: string): Promise<PayQueryResult>
  close(outTradeNo: string): Promise<void>
  refund(input: RefundInput): Promise<RefundResult>
  /** throws PayNotifyError; answer WeChat 4xx/5xx with {code:'FAIL'} then, so it retries only what deserves it */
  verifyNotification(headers: HeaderBag, rawBody: string): PayNotification
}

/** WeChat refused the call (non-2xx `{ code, message }`), or its answer could not be trusted. */
export class PayProviderError extends Error {
  constructor(
    /** WeChat's code (PARAM_ERROR, ORDER_CLOSED, OUT_TRADE_NO_USED, …) or one of ours: BAD_RESPONSE_SIGNATURE, NETWORK */
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

/** 1 → "0.01", 1234 → "12.34" */
export function fenToYuan(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`
}
