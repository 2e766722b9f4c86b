/**
 * The money path over the order repository and the pay provider: what each level unlocks, placing and paying
 * orders, WeChat's notifications, closing unpaid orders, refunds and coupons. The client's word about a payment is
 * never taken: an order becomes paid only on a verified notification or on the provider's own answer to a query.
 */
import QRCode from 'qrcode'
import type { Coupon, MemberInfo, MemberLevels, Order, Payment, PayMethod } from '../../../contract/schemas/member'
import { ApiError, ERRORS, badParam, fail } from '../errors'
import type { PayProvider, TransactionResource, RefundResource } from '../pay/provider'
import { PayNotifyError, PayProviderError } from '../pay/provider'
import type { CouponRow, OrderRepo, OrderRow } from '../store/orders'
import { LEVEL_NAMES, benefitsOf, offerOf, type MembershipConfig, type Offer } from './plans'
import { effectiveLevel, newOrderNo, refundFor, termFor } from './terms'
import { bestCoupon, payableFen } from '../../../contract/domain/coupons'

export interface PayBackend {
  provider: PayProvider
  /** the merchant number (the payment structure's partnerId) */
  merchantId: string
}

export interface MoneyDeps {
  orders: OrderRepo
  /** the pay provider and merchant number, started on first use (the local one costs two RSA key pairs) */
  pay: () => Promise<PayBackend>
  membership: MembershipConfig
  limits: Parameters<typeof benefitsOf>[1]
  /** today's use of the daily counts of a user at a level */
  usage: (userId: string, level: number) => Promise<MemberInfo['today']>
  /** the user's WeChat openid (JSAPI needs it) */
  openIdOf: (userId: string) => Promise<string | null>
  /** the local fake WeChat Pay's confirm page of an order (demo runs only) */
  localPayPage?: (orderNo: string, redirectUrl?: string) => Promise<string | null>
  /** absolute URL WeChat posts notifications to */
  notifyUrl: () => string
  now: () => number
  log: (msg: string, detail?: Record<string, unknown>) => void
}

const TERM_LABELS: Record<number, string> = { 1: '月卡', 3: '季卡', 6: '半年卡', 12: '年卡' }
const termLabel = (months: number) => TERM_LABELS[months] ?? `${months}个月`
const DAY_MS = 86_400_000
/** the first-order coupon: 10 yuan off an order of at least 30 yuan, for 30 days */
export const FIRST_ORDER_COUPON = { title: '新用户首单立减券', amountFen: 1000, minFen: 3000, days: 30 }
/** the reward for joining with an invitation code: 20 yuan off an order of at least 50 yuan, for 30 days */
export const INVITE_COUPON = { title: '邀请奖励券', amountFen: 2000, minFen: 5000, days: 30 }

/** What an order sells: a membership term (level and months), or a phone export (its result set and rows). */
export interface OrderItem {
  kind: OrderRow['kind']
  sku: string
  level: number
  months: number
  priceFen: number
  exportParams?: string
  exportRows?: number
}

/** What happened to an order, told to the order-event listeners: paid, refunded, or closed by the user or its time. */
export type OrderChange = { event: 'paid' } | { event: 'refunded' } | { event: 'closed'; by: 'user' | 'timeout' }

export class MoneyService {
  private readonly changeListeners: Array<(order: OrderRow, change: OrderChange) => void | Promise<void>> = []

  constructor(private readonly d: MoneyDeps) {}

  /** Called once for every order that becomes paid (after it is stored), whichever way the payment was learnt. */
  onPaid(listener: (order: OrderRow) => void | Promise<void>): void {
    this.onOrderChange(async (order, change) => {
      if (change.event === 'paid') await listener(order)
    })
  }

  /** Called once for each order that becomes paid, refunded or closed (after it is stored), however it was learnt. */
  onOrderChange(listener: (order: OrderRow, change: OrderChange) => void | Promise<void>): void {
    this.changeListeners.push(listener)
  }

  private async changed(orderNo: string, change: OrderChange): Promise<void> {
    const order = await this.d.orders.get(orderNo)
    if (!order) return
    for (const listener of this.changeListeners) {
      try {
        await listener(order, change)
      } catch (e) {
        this.d.log('an order-event listener failed', { orderNo, error: String(e) })
      }
    }
  }

  private async markRefunded(orderNo: string): Promise<boolean> {
    const done = await this.d.orders.markRefunded(orderNo, this.d.now())
    if (done) await this.changed(orderNo, { event: 'refunded' })
    return done
  }

  levels(): MemberLevels {
    const { membership } = this.d
    return {
      levels: LEVEL_NAMES.map((name, level) => ({
        level,
        name,
        benefits: benefitsOf(level, this.d.limits),
        offers: membership.offers
          .filter((o) => o.level === level)
          .sort((a, b) => a.months - b.months)
          .map((o) => ({
            sku: o.sku,
            months: o.months,
            priceFen: o.priceFen,
            monthlyFen: Math.round(o.priceFen / o.months),
            label: termLabel(o.months),
          })),
      })),
      refundDays: membership.refundDays,
      orderCloseMinutes: membership.orderCloseMinutes,
    }
  }

  async info(userId: string): Promise<MemberInfo> {
    const m = await this.d.orders.membership(userId)
    if (!m) throw fail('TOKEN_INVALID')
    const now = this.d.now()
    const level = effectiveLevel({ level: m.member_level, expiresAt: m.member_expires_at }, now)
    const expiresAt = level > 0 ? m.member_expires_at : null
    const daysLeft = expiresAt === null ? null : Math.max(0, Math.ceil((expiresAt - now) / DAY_MS))
    return {
      level,
      name: LEVEL_NAMES[level],
      expiresAt,
      daysLeft,
      renewReminder: daysLeft !== null && daysLeft <= this.d.membership.remindDays,
      benefits: benefitsOf(level, this.d.limits),
      today: await this.d.usage(userId, level),
    }
  }

  // ---------- coupons ----------

  /** Issues the first-order coupon to a user who has never paid and never had one. */
  async ensureFirstOrderCoupon(userId: string): Promise<void> {
    if (!(await this.d.orders.hasPaidOrder(userId))) await this.issueCoupon(userId, 'first_order', FIRST_ORDER_COUPON)
  }

  /** The reward of a user who joined with an invitation code. */
  async issueInviteCoupon(userId: string): Promise<void> {
    await this.issueCoupon(userId, 'invite', INVITE_COUPON)
  }

  private async issueCoupon(userId: string, source: CouponRow['source'], c: typeof FIRST_ORDER_COUPON): Promise<void> {
    const now = this.d.now()
    await this.d.orders.issueCoupon({
      user_id: userId,
      source,
      title: c.title,
      amount_fen: c.amountFen,
      min_fen: c.minFen,
      issued_at: now,
      expires_at: now + c.days * DAY_MS,
    })
  }

  async coupons(userId: string, state?: Coupon['state']): Promise<Coupon[]> {
    await this.ensureFirstOrderCoupon(userId)
    const now = this.d.now()
    const list = (await this.d.orders.coupons(userId)).map((c) => toCoupon(c, now))
    return state ? list.filter((c) => c.state === state) : list
  }

  /** The coupon taking most off this price, or null. */
  private async bestCoupon(userId: string, priceFen: number): Promise<CouponRow | null> {
    const now = this.d.now()
    const rows = await this.d.orders.coupons(userId)
    const best = bestCoupon(
      rows.map((c) => toCoupon(c, now)),
      priceFen,
    )
    return best ? (rows.find((c) => c.id === best.id) ?? null) : null
  }

  // ---------- orders ----------

  async createOrder(
    userId: string,
    input: { sku: string; payMethod: PayMethod; couponId?: number | null; returnUrl?: string },
    clientIp: string,
  ): Promise<{ order: Order; payment: Payment }> {
    const offer = offerOf(this.d.membership, input.sku)
    if (!offer) throw badParam('会员套餐不存在')
    const m = await this.d.orders.membership(userId)
    if (!m) throw fail('TOKEN_INVALID')
    const decision = termFor({ level: m.member_level, expiresAt: m.member_expires_at }, offer, this.d.now(), this.d.membership.offers)
    if (!decision.ok) throw badParam(decision.reason)
    const item: OrderItem = { kind: 'member', sku: offer.sku, level: offer.level, months: offer.months, priceFen: offer.priceFen }
    return this.placeOrder(userId, item, input, clientIp)
  }

  /**
   * Places an order for what is sold (a membership term, a phone export), with the coupon asked for or the best one,
   * and starts its payment.
   */
  async placeOrder(
    userId: string,
    item: OrderItem,
    input: { payMethod: PayMethod; couponId?: number | null; returnUrl?: string },
    clientIp: string,
  ): Promise<{ order: Order; payment: Payment }> {
    if (!Number.isSafeInteger(item.priceFen) || item.priceFen < 1) throw badParam('订单金额无效')
    const now = this.d.now()
    await this.ensureFirstOrderCoupon(userId)
    const coupon = await this.couponFor(userId, item.priceFen, input.couponId)
    const discountFen = item.priceFen - payableFen(item.priceFen, coupon && { amountFen: coupon.amount_fen })
    const orderNo = newOrderNo(now)
    const created = await this.d.orders.create({
      orderNo,
      userId,
      kind: item.kind,
      sku: item.sku,
      level: item.level,
      months: item.months,
      priceFen: item.priceFen,
      discountFen,
      amountFen: item.priceFen - discountFen,
      couponId: coupon?.id ?? null,
      payMethod: input.payMethod,
      createdAt: now,
      closeAt: now + this.d.membership.orderCloseMinutes * 60_000,
      exportParams: item.exportParams ?? null,
      exportRows: item.exportRows ?? null,
    })
    if (!created) throw badParam('该优惠券已被使用，请重新选择')
    const payment = await this.startPayment(userId, orderNo, input.payMethod, clientIp, input.returnUrl)
    return { order: await this.order(userId, orderNo), payment }
  }

  /** Pays an open order again (after a cancelled or failed attempt), possibly another way. */
  async payAgain(userId: string, orderNo: string, payMethod: PayMethod, clientIp: string, returnUrl?: string) {
    const row = await this.own(userId, orderNo)
    if (row.state !== 'created') throw badParam(row.state === 'paid' ? '订单已支付' : '订单已关闭，请重新下单')
    if (row.close_at <= this.d.now()) {
      await this.closeOrder(row, 'timeout')
      throw badParam('订单已超时关闭，请重新下单')
    }
    const payment = await this.startPayment(userId, orderNo, payMethod, clientIp, returnUrl)
    return { order: await this.order(userId, orderNo), payment }
  }

  private async couponFor(userId: string, priceFen: number, couponId: number | null | undefined): Promise<CouponRow | null> {
    if (couponId === 0 || couponId === null) return null
    if (couponId === undefined) return this.bestCoupon(userId, priceFen)
    const c = await this.d.orders.coupon(userId, couponId)
    if (!c) throw fail('NOT_FOUND', '优惠券不存在')
    const state = toCoupon(c, this.d.now()).state
    if (state !== 'available') throw badParam(state === 'expired' ? '优惠券已过期' : '优惠券已使用')
    if (priceFen < c.min_fen) throw badParam(`该优惠券需满${c.min_fen / 100}元可用`)
    return c
  }

  private async startPayment(userId: string, orderNo: string, method: PayMethod, clientIp: string, returnUrl?: string): Promise<Payment> {
    const row = (await this.d.orders.get(orderNo)) as OrderRow
    const base = {
      outTradeNo: orderNo,
      description: `云企查-${titleOf(row).replace(' ', '')}`,
      amountFen: row.amount_fen,
      notifyUrl: this.d.notifyUrl(),
      expiresAt: row.close_at,
    }
    const { provider, merchantId } = await this.d.pay()
    // the app cannot know the number of an order it has not placed yet: it leaves a placeholder
    const back = returnUrl?.replace(/\{orderNo\}|%7BorderNo%7D/gi, orderNo)
    const payPageUrl = (await this.d.localPayPage?.(orderNo, back)) ?? null
    const none: Payment = { method, params: null, h5Url: null, codeUrl: null, qrDataUrl: null, payPageUrl }
    try {
      if (method === 'jsapi') {
        const openid = await this.d.openIdOf(userId)
        if (!openid) throw badParam('请在微信中打开并使用微信登录后支付')
        const { prepayId } = await provider.createJsapi({ ...base, openid })
        await this.d.orders.setPayment(orderNo, prepayId, null)
        const p = provider.jsapiParams(prepayId)
        return {
          ...none,
          params: { ...p, prepayId, packageValue: p.package, partnerId: merchantId, sign: p.paySign },
        }
      }
      if (method === 'h5') {
        const { h5Url } = await provider.createH5({ ...base, clientIp })
        const url = back ? `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}` : h5Url
        await this.d.orders.setPayment(orderNo, null, url)
        return { ...none, h5Url: url }
      }
      const { codeUrl } = await provider.createNative(base)
      await this.d.orders.setPayment(orderNo, null, codeUrl)
      const svg = await QRCode.toString(codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      return { ...none, codeUrl, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
    } catch (e) {
      if (e instanceof PayProviderError) {
        this.d.log('pay provider refused an order', { orderNo, code: e.code, message: e.wechatMessage })
        throw new ApiError(ERRORS.PAY_UNAVAILABLE, `微信支付暂不可用：${e.wechatMessage || e.code}`)
      }
      throw e
    }
  }

  async order(userId: string, orderNo: string): Promise<Order> {
    return await this.toOrder(await this.own(userId, orderNo))
  }

  /**
   * The order's state, confirmed with the provider while it is open: the app calls this when it returns from paying,
   * and an order WeChat reports paid is marked paid here even if the notification has not arrived yet.
   */
  async sync(userId: string, orderNo: string): Promise<Order> {
    const row = await this.own(userId, orderNo)
    if (row.state === 'created') {
      try {
        const q = await (await this.d.pay()).provider.query(orderNo)
        if (q.tradeState === 'SUCCESS' && q.transactionId) await this.applyPaid(orderNo, q.transactionId, q.amountFen, 'query')
        else if (row.close_at <= this.d.now()) await this.closeOrder(row, 'timeout')
      } catch (e) {
        // unknown to WeChat (never paid) or unreachable: the stored state stands
        if (!(e instanceof PayProviderError)) throw e
        if (row.close_at <= this.d.now()) await this.closeOrder(row, 'timeout')
      }
    }
    return this.order(userId, orderNo)
  }

  async list(userId: string, state: Order['state'] | undefined, pageNum: number, pageSize: number) {
    const { total, rows } = await this.d.orders.list(userId, state ?? null, (pageNum - 1) * pageSize, pageSize)
    return { total, totalText: String(total), pageNum, pageSize, list: await Promise.all(rows.map((r) => this.toOrder(r))) }
  }

  async cancel(userId: string, orderNo: string): Promise<Order> {
    const row = await this.own(userId, orderNo)
    if (row.state !== 'created') throw badParam(row.state === 'closed' ? '订单已关闭' : '订单已支付，不能取消')
    await this.closeOrder(row, 'user')
    return this.order(userId, orderNo)
  }

  /** Ended terms drop to the free level; returns how many. */
  async expireMemberships(): Promise<number> {
    return await this.d.orders.expireMemberships(this.d.now())
  }

  /** Closes open orders whose time is up (a timer runs this); returns how many closed. */
  async closeDue(limit = 100): Promise<number> {
    let n = 0
    for (const row of await this.d.orders.dueToClose(this.d.now(), limit)) if (await this.closeOrder(row, 'timeout')) n++
    return n
  }

  /** Closes at WeChat first, so the payer cannot pay an order we consider closed; a paid one is kept paid. */
  private async closeOrder(row: OrderRow, by: 'user' | 'timeout'): Promise<boolean> {
    const { provider } = await this.d.pay()
    try {
      const q = await provider.query(row.order_no)
      if (q.tradeState === 'SUCCESS' && q.transactionId) {
        await this.applyPaid(row.order_no, q.transactionId, q.amountFen, 'query')
        return false
      }
      await provider.close(row.order_no)
    } catch (e) {
      if (!(e instanceof PayProviderError)) throw e
    }
    const closed = await this.d.orders.close(row.order_no, this.d.now())
    if (closed) await this.changed(row.order_no, { event: 'closed', by })
    return closed
  }

  async refund(userId: string, orderNo: string, reason: string): Promise<Order> {
    await this.refundRow(await this.own(userId, orderNo), reason)
    return this.order(userId, orderNo)
  }

  /** Gives a paid phone export whose file could not be made its money back in full, without being asked. */
  async refundUndelivered(orderNo: string, reason: string): Promise<void> {
    const row = await this.d.orders.get(orderNo)
    if (row?.kind === 'phone_export' && row.state === 'paid' && row.export_id === null) await this.refundRow(row, reason)
  }

  private async refundRow(row: OrderRow, reason: string): Promise<void> {
    const orderNo = row.order_no
    if (row.state !== 'paid') throw badParam(row.state === 'refunding' ? '退款处理中' : '该订单不能退款')
    const decision = this.refundOf(row)
    if (!decision.ok) throw badParam(decision.reason)
    const refundNo = `R${orderNo}`.slice(0, 32)
    const now = this.d.now()
    if (!(await this.d.orders.askRefund(orderNo, refundNo, decision.refundFen, reason, now))) throw badParam('该订单不能退款')
    try {
      const r = await (
        await this.d.pay()
      ).provider.refund({
        outTradeNo: orderNo,
        outRefundNo: refundNo,
        refundFen: decision.refundFen,
        totalFen: row.amount_fen,
        reason: reason || (row.kind === 'member' ? '会员退款' : '订单退款'),
        notifyUrl: this.d.notifyUrl(),
      })
      if (r.status === 'SUCCESS') await this.markRefunded(orderNo)
      else if (r.status === 'ABNORMAL' || r.status === 'CLOSED') await this.d.orders.refundFailed(orderNo)
    } catch (e) {
      await this.d.orders.refundFailed(orderNo)
      if (e instanceof PayProviderError) throw new ApiError(ERRORS.PAY_UNAVAILABLE, `退款失败：${e.wechatMessage || e.code}`)
      throw e
    }
  }

  private refundOf(row: OrderRow): { ok: true; refundFen: number } | { ok: false; reason: string } {
    if (row.kind === 'phone_export') {
      // data once handed over cannot be given back; until then the whole amount can be
      if (row.state !== 'paid') return { ok: false, reason: '该订单不能退款' }
      return row.export_id === null ? { ok: true, refundFen: row.amount_fen } : { ok: false, reason: '电话数据已交付，不支持退款' }
    }
    if (row.state !== 'paid' || row.paid_at === null || row.term_start === null || row.term_end === null)
      return { ok: false as const, reason: '该订单不能退款' }
    return refundFor(
      { amountFen: row.amount_fen, paidAt: row.paid_at, termStart: row.term_start, termEnd: row.term_end },
      this.d.now(),
      this.d.membership,
    )
  }

  // ---------- WeChat's notifications ----------

  /**
   * Verifies and applies one notification. Returns the HTTP answer WeChat expects: 204 when handled (also for a
   * duplicate), 4xx when it must not be retried as is, 5xx when it should be.
   */
  async notify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ status: number; reason?: string }> {
    const at = this.d.now()
    const { provider } = await this.d.pay()
    let n
    try {
      n = provider.verifyNotification(headers, rawBody)
    } catch (e) {
      if (!(e instanceof PayNotifyError)) throw e
      await this.d.orders.logEvent({ eventId: null, orderNo: null, kind: 'notify', outcome: `refused:${e.reason}`, detail: e.message, at })
      this.d.log('refused a payment notification', { reason: e.reason })
      return { status: 401, reason: e.reason }
    }
    if (n.eventType === 'TRANSACTION.SUCCESS') {
      // checked before the duplicate test: a notification that does not match its order is refused however it is repeated
      const r = n.resource as unknown as TransactionResource
      const outcome = await this.applyPaid(r.out_trade_no, r.transaction_id, r.amount?.total, 'notify', n.id)
      return outcome === 'refused' ? { status: 400, reason: 'MISMATCH' } : { status: 204 }
    }
    if (await this.d.orders.eventApplied(n.id)) return { status: 204 }
    if (n.eventType.startsWith('REFUND.')) {
      const r = n.resource as unknown as RefundResource
      const ok =
        n.eventType === 'REFUND.SUCCESS' ? await this.markRefunded(r.out_trade_no) : await this.d.orders.refundFailed(r.out_trade_no)
      await this.d.orders.logEvent({ eventId: n.id, orderNo: r.out_trade_no, kind: n.eventType, outcome: ok ? 'applied' : 'ignored', at })
      return { status: 204 }
    }
    await this.d.orders.logEvent({ eventId: n.id, orderNo: null, kind: n.eventType, outcome: 'ignored', at })
    return { status: 204 }
  }

  /** Marks an order paid once, checking it is ours and the amount is the order's. */
  private async applyPaid(
    orderNo: string,
    transactionId: string,
    amountFen: number | undefined,
    via: string,
    eventId: string | null = null,
  ) {
    const at = this.d.now()
    const row = await this.d.orders.get(orderNo)
    if (!row || amountFen !== row.amount_fen) {
      const detail = row ? `amount ${amountFen} ≠ ${row.amount_fen}` : 'unknown order'
      await this.d.orders.logEvent({ eventId, orderNo, kind: `paid:${via}`, outcome: 'refused', detail, at })
      this.d.log('refused a payment that does not match its order', { orderNo, detail })
      return 'refused' as const
    }
    const result = await this.d.orders.markPaid(orderNo, transactionId, at, (m) => {
      const offer: Offer = { sku: row.sku, level: row.level, months: row.months, priceFen: row.price_fen }
      const t = termFor({ level: m.member_level, expiresAt: m.member_expires_at }, offer, at, this.d.membership.offers)
      // paid for a level the user has since passed: the term still counts, from now
      return t.ok ? t : { start: at, end: at, carriedMs: 0 }
    })
    await this.d.orders.logEvent({ eventId, orderNo, kind: `paid:${via}`, outcome: result.applied ? 'applied' : 'duplicate', at })
    if (!result.applied && result.order?.state === 'created') this.d.log('a payment could not be applied to its order', { orderNo })
    if (result.applied) await this.changed(orderNo, { event: 'paid' })
    return result.applied ? ('applied' as const) : ('duplicate' as const)
  }

  // ---------- shapes ----------

  private async own(userId: string, orderNo: string): Promise<OrderRow> {
    const row = await this.d.orders.forUser(userId, orderNo)
    if (!row) throw fail('NOT_FOUND', '订单不存在')
    return row
  }

  private async toOrder(r: OrderRow): Promise<Order> {
    const coupon = r.coupon_id !== null ? await this.d.orders.coupon(r.user_id, r.coupon_id) : undefined
    const refund = this.refundOf(r)
    return {
      orderNo: r.order_no,
      kind: r.kind,
      title: titleOf(r),
      sku: r.sku,
      level: r.level,
      months: r.months,
      priceFen: r.price_fen,
      discountFen: r.discount_fen,
      amountFen: r.amount_fen,
      couponTitle: coupon?.title ?? null,
      payMethod: r.pay_method as PayMethod,
      state: r.state,
      createdAt: r.created_at,
      closeAt: r.close_at,
      paidAt: r.paid_at,
      closedAt: r.closed_at,
      termStart: r.term_start,
      termEnd: r.term_end,
      refundFen: r.refund_fen,
      refundedAt: r.refunded_at,
      exportRows: r.export_rows,
      exportId: r.export_id,
      refund: refund.ok
        ? { allowed: true, refundFen: refund.refundFen, reason: '' }
        : { allowed: false, refundFen: 0, reason: refund.reason },
    }
  }
}

/** What an order sells, as the order list and WeChat's payment page name it. */
export function titleOf(r: Pick<OrderRow, 'kind' | 'level' | 'months' | 'export_rows'>): string {
  return r.kind === 'phone_export' ? `企业电话导出 ${r.export_rows ?? 0}家` : `${LEVEL_NAMES[r.level]} ${termLabel(r.months)}`
}

function toCoupon(c: CouponRow, now: number): Coupon {
  const state = c.used_at !== null ? 'used' : c.expires_at <= now ? 'expired' : c.order_no !== null ? 'held' : 'available'
  return {
    id: c.id,
    title: c.title,
    source: c.source,
    amountFen: c.amount_fen,
    minFen: c.min_fen,
    issuedAt: c.issued_at,
    expiresAt: c.expires_at,
    state,
    usedAt: c.used_at,
  }
}
