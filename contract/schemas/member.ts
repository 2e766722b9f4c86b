/**
 * Membership (会员), orders (订单) and coupons (优惠券). Amounts are integer fen; times are ms since the epoch.
 * The levels, prices and limits are the server's live configuration. Every endpoint needs a login except the
 * level list; another user's order answers 4040 exactly like one that does not exist.
 */
import { Envelope, Int, NonEmpty, OneOf, PageQuery, Paged, Text, Type, type Static } from './common'

export const PAY_METHODS = ['jsapi', 'h5', 'native'] as const
export const ORDER_STATE_KEYS = ['created', 'paid', 'closed', 'refunding', 'refunded'] as const
/** member: a membership term; phone_export: the contact phones of a result set, priced per company */
export const ORDER_KINDS = ['member', 'phone_export'] as const
/** a paid deliverable (a phone export's file): not started, being produced, delivered, failed (retried, then refunded) */
export const DELIVERY_STATES = ['none', 'producing', 'delivered', 'failed'] as const
export const COUPON_STATES = ['available', 'held', 'used', 'expired'] as const
export const SKU_PATTERN = '^[a-z][a-z0-9_]{1,31}$'
export const ORDER_NO_PATTERN = '^[0-9A-Za-z_-]{6,32}$'
export const REFUND_REASON_MAX = 200

const Fen = Type.Integer({ minimum: 0 })
const Ms = Type.Integer({ minimum: 0 })
const MsOrNull = Type.Union([Ms, Type.Null()])

export const BenefitsSchema = Type.Object({
  companyScansPerDay: Type.Integer(),
  personChecksPerDay: Type.Integer(),
  monitorTargets: Type.Integer(),
  exportsPerDay: Type.Integer(),
  rowsPerExport: Type.Integer(),
  phoneExport: Type.Boolean(),
  /** the price of one company's phones in a phone export; 0 where phoneExport is false */
  phoneRowFen: Fen,
})

export const OfferSchema = Type.Object({
  sku: Type.String(),
  months: Type.Integer(),
  priceFen: Fen,
  /** the price per month, for comparing terms */
  monthlyFen: Fen,
  /** 月卡 / 季卡 / 年卡 / n个月 */
  label: Type.String(),
})

export const LevelSchema = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  benefits: BenefitsSchema,
  offers: Type.Array(OfferSchema),
})

export const MemberLevelsSchema = Type.Object({
  levels: Type.Array(LevelSchema),
  refundDays: Type.Integer(),
  orderCloseMinutes: Type.Integer(),
})

const Usage = Type.Object({ limit: Type.Integer(), used: Type.Integer(), remaining: Type.Integer() })

export const MemberInfoSchema = Type.Object({
  /** the level in force now (an ended term is 0) */
  level: Type.Integer(),
  name: Type.String(),
  /** end of the term; null for the free level or a grant without end */
  expiresAt: MsOrNull,
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
  /** the membership ends (with no term following) within the reminder window */
  renewReminder: Type.Boolean(),
  /**
   * the timeline from now: each level held and when, earliest first (a lower level bought during a higher one, or
   * the rest of a lower level paused by an upgrade, follows when the higher one ends)
   */
  terms: Type.Array(Type.Object({ level: Type.Integer(), name: Type.String(), start: Ms, end: Ms })),
  benefits: BenefitsSchema,
  today: Type.Object({ companyScans: Usage, personChecks: Usage, monitorTargets: Usage }),
})

export const CouponSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  source: OneOf('来源', ['first_order', 'invite'] as const),
  amountFen: Fen,
  minFen: Fen,
  issuedAt: Ms,
  expiresAt: Ms,
  state: OneOf('状态', COUPON_STATES),
  usedAt: MsOrNull,
})
export const CouponListQuery = Type.Object({ state: Type.Optional(OneOf('状态', COUPON_STATES)) })
export const CouponListSchema = Type.Object({ list: Type.Array(CouponSchema) })

export const OrderSchema = Type.Object({
  orderNo: Type.String(),
  kind: OneOf('订单类型', ORDER_KINDS),
  title: Type.String(),
  sku: Type.String(),
  level: Type.Integer(),
  months: Type.Integer(),
  priceFen: Fen,
  discountFen: Fen,
  amountFen: Fen,
  couponTitle: Type.Union([Type.String(), Type.Null()]),
  payMethod: OneOf('支付方式', PAY_METHODS),
  state: OneOf('状态', ORDER_STATE_KEYS),
  createdAt: Ms,
  /** an unpaid order closes at this time */
  closeAt: Ms,
  paidAt: MsOrNull,
  closedAt: MsOrNull,
  /** a membership order's term: where it starts and ends in the member's timeline (it may be paused by a higher level) */
  termStart: MsOrNull,
  termEnd: MsOrNull,
  refundFen: Type.Union([Fen, Type.Null()]),
  refundedAt: MsOrNull,
  /** phone_export: the companies paid for, and the export made once the order is paid (null until then) */
  exportRows: Type.Union([Type.Integer(), Type.Null()]),
  exportId: Type.Union([Type.Integer(), Type.Null()]),
  deliveryState: OneOf('交付状态', DELIVERY_STATES),
  /** what a refund asked now would give, or why there is none */
  refund: Type.Object({ allowed: Type.Boolean(), refundFen: Fen, reason: Type.String() }),
})

/** The product's payment structure: what the mini-program's requestPayment and WeixinJSBridge take. */
export const PayParamsSchema = Type.Object({
  appId: Type.String(),
  partnerId: Type.String(),
  prepayId: Type.String(),
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  /** 'prepay_id=…' */
  packageValue: Type.String(),
  signType: Type.Literal('RSA'),
  paySign: Type.String(),
  sign: Type.String(),
})

export const PaymentSchema = Type.Object({
  method: OneOf('支付方式', PAY_METHODS),
  /** jsapi: the parameters of the payment call */
  params: Type.Union([PayParamsSchema, Type.Null()]),
  /** h5: the WeChat page to open */
  h5Url: Type.Union([Type.String(), Type.Null()]),
  /** native: the code to show as a QR code, and the QR code as an SVG data URL */
  codeUrl: Type.Union([Type.String(), Type.Null()]),
  qrDataUrl: Type.Union([Type.String(), Type.Null()]),
  /** a page where the payer can confirm this payment in the browser: only the local WeChat Pay of a demo run has one */
  payPageUrl: Type.Union([Type.String(), Type.Null()]),
})

/** the payer of a JSAPI payment, when the account is not bound to WeChat or pays in WeChat's browser */
const PayerFields = {
  /** the mini-program's wx.login code taken at pay time */
  wxCode: Type.Optional(Text('微信登录凭证', 128)),
  /** the official account's web-authorisation code (snsapi_base) in WeChat's browser */
  oaCode: Type.Optional(Text('微信授权凭证', 128)),
}

export const OrderCreateBody = Type.Object({
  sku: Type.String({ title: '会员套餐', minLength: 2, maxLength: 32, pattern: SKU_PATTERN, patternMessage: '会员套餐不存在' }),
  payMethod: OneOf('支付方式', PAY_METHODS),
  /** a coupon of the user; absent: the best available one is applied; 0: none */
  couponId: Type.Optional(Type.Union([Int('优惠券', 0, 2 ** 31), Type.Null()])),
  /** where the H5 payment page returns to (same site); `{orderNo}` in it becomes the new order's number */
  returnUrl: Type.Optional(Text('返回地址', 500)),
  ...PayerFields,
})
export const OrderCreateResultSchema = Type.Object({ order: OrderSchema, payment: PaymentSchema })

export const OrderNoQuery = Type.Object({
  orderNo: NonEmpty('订单号', 32, { pattern: ORDER_NO_PATTERN, patternMessage: '订单号格式不正确' }),
})
export const OrderNoBody = OrderNoQuery
export const OrderListQuery = Type.Object({ ...PageQuery(50), state: Type.Optional(OneOf('状态', ORDER_STATE_KEYS)) })
export const OrderListSchema = Paged(OrderSchema)
export const OrderPayBody = Type.Object({
  orderNo: OrderNoQuery.properties.orderNo,
  payMethod: OneOf('支付方式', PAY_METHODS),
  returnUrl: Type.Optional(Text('返回地址', 500)),
  ...PayerFields,
})
export const RefundBody = Type.Object({
  orderNo: OrderNoQuery.properties.orderNo,
  reason: Type.Optional(Text('退款原因', REFUND_REASON_MAX)),
})

const reply = Envelope
export const memberSchemas = {
  levels: { response: { 200: reply(MemberLevelsSchema) } },
  info: { response: { 200: reply(MemberInfoSchema) } },
  coupons: { querystring: CouponListQuery, response: { 200: reply(CouponListSchema) } },
  orderCreate: { body: OrderCreateBody, response: { 200: reply(OrderCreateResultSchema) } },
  orderPay: { body: OrderPayBody, response: { 200: reply(OrderCreateResultSchema) } },
  orderDetail: { querystring: OrderNoQuery, response: { 200: reply(OrderSchema) } },
  orderList: { querystring: OrderListQuery, response: { 200: reply(OrderListSchema) } },
  orderCancel: { body: OrderNoBody, response: { 200: reply(OrderSchema) } },
  orderRefund: { body: RefundBody, response: { 200: reply(OrderSchema) } },
}

export type Benefits = Static<typeof BenefitsSchema>
export type MemberLevels = Static<typeof MemberLevelsSchema>
export type MemberLevel = Static<typeof LevelSchema>
export type MemberInfo = Static<typeof MemberInfoSchema>
export type Coupon = Static<typeof CouponSchema>
export type Order = Static<typeof OrderSchema>
export type Payment = Static<typeof PaymentSchema>
export type PayParams = Static<typeof PayParamsSchema>
export type OrderCreateResult = Static<typeof OrderCreateResultSchema>
export type OrderCreateInput = Static<typeof OrderCreateBody>
export type PayMethod = (typeof PAY_METHODS)[number]
export type OrderStateKey = (typeof ORDER_STATE_KEYS)[number]
export type OrderKind = (typeof ORDER_KINDS)[number]
