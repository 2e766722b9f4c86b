/**
 * The money path over the order repository, the membership ledger and the pay provider: what each level unlocks,
 * placing and paying orders, WeChat's notifications, closing unpaid orders, refunds and coupons. The client's word
 * about a payment is never taken: an order becomes paid only on a verified notification or on WeChat's own answer to
 * a query (settlement.ts follows WeChat's state).
 */
import crypto from 'node:crypto'
import QRCode from 'qrcode'
import type { Coupon, MemberInfo, MemberLevels, Order, Payment, PayMethod } from '../../../contract/schemas/member'
import { ApiError, ERRORS, badParam, fail } from '../errors'
import type { PayProvider, PayerApp, TransactionResource, RefundResource } from '../pay/provider'
import { PayNotifyError, PayProviderError } from '../pay/provider'
import type { CouponRow, OrderRepo, OrderRow } from '../store/orders'
import type { MembershipRepo } from '../store/membership'
import { LEVEL_NAMES, benefitsOf, offerOf, type MembershipConfig } from './plans'
import { newOrderNo, refundFor } from './terms'
import { Settlement, type OrderChange } from './settlement'
import { bestCoupon, payableFen } from '../../../contract/domain/coupons'

export interface PayBackend {
  provider: PayProvider
  /** the merchant number (the payment structure's partnerId) */
  merchantId: string
}

export interface MoneyDeps {
  orders: OrderRepo
  /** the membership ledger: grants of time and the timeline laid out from them */
  ledger: MembershipRepo
  /** false for an account erased or being cancelled: a payment arriving for it is returned */
  accountOpen: (userId: string) => Promise<boolean>
  /** the pay provider and merchant number, started on first use (the local one costs two RSA key pairs) */
  pay: () => Promise<PayBackend>
  membership: MembershipConfig
  limits: Parameters<typeof benefitsOf>[1]
  /** today's use of the daily counts of a user at a level */
  usage: (userId: string, level: number) => Promise<MemberInfo['today']>
  /**
   * The payer's openid for a JSAPI payment: from the code sent with the order (the mini-program's wx.login, or the web
   * authorisation in WeChat's browser), else the one the account is bound to; null when there is none. A code WeChat
   * refuses throws. `app` says whose openid it is, which decides the AppID the order goes out under.
   */
  payerOpenId: (userId: string, payer: PayerCodes) => Promise<Payer | null>
  /** the local fake WeChat Pay's confirm page of a payment number (demo runs only) */
  localPayPage?: (outTradeNo: string, redirectUrl?: string) => Promise<string | null>
  /** absolute URL WeChat posts notifications to */
  notifyUrl: () => string
  now: () => number
  log: (msg: string, detail?: Record<string, unknown>) => void
}

/** what the app sends to name the payer of a JSAPI payment */
export interface PayerCodes {
  /** the mini-program's wx.login code, taken at pay time */
  wxCode?: string
  /** the official account's web-authorisation code (WeChat's browser) */
  oaCode?: string
}

/** a JSAPI payer: the openid and the app it belongs to */
export interface Payer {
  openid: string
  app: PayerApp
}

export const NO_PAYER_MESSAGE = '未能获取微信身份，请在微信中打开并授权后再支付'

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

export type { OrderChange } from './settlement'

export class MoneyService {
  private readonly changeListeners: Array<(order: OrderRow, change: OrderChange) => void | Promise<void>> = []
  /** WeChat's side: notifications, queries, closing and refunds */
  readonly settlement: Settlement

  constructor(private readonly d: MoneyDeps) {
    this.settlement = new Settlement(
      {
        orders: d.orders,
        pay: d.pay,
        accountOpen: d.accountOpen,
        notifyUrl: d.notifyUrl,
        now: d.now,
        log: d.log,
      },
      (orderNo, change) => this.changed(orderNo, change),
    )
  }

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
    const now = this.d.now()
    const terms = await this.d.ledger.terms(userId, now)
    const current = terms[0] && terms[0].start <= now ? terms[0] : null
    const level = current?.level ?? 0
    const expiresAt = current?.end ?? null
    const daysLeft = expiresAt === null ? null : Math.max(0, Math.ceil((expiresAt - now) / DAY_MS))
    // the reminder looks at the end of every term that follows without a gap, not at a level change
    let coveredUntil = current?.end ?? null
    for (const t of terms.slice(1)) if (coveredUntil !== null && t.start === coveredUntil) coveredUntil = t.end
    const coveredDays = coveredUntil === null ? null : Math.ceil((coveredUntil - now) / DAY_MS)
    return {
      level,
      name: LEVEL_NAMES[level],
      expiresAt,
      daysLeft,
      renewReminder: coveredDays !== null && coveredDays <= this.d.membership.remindDays,
      terms: terms.map((t) => ({ level: t.level, name: LEVEL_NAMES[t.level] ?? '', start: t.start, end: t.end })),
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

  /**
   * A membership order. Any level can be bought at any time: the ledger decides where its term goes (a renewal after
   * the term it renews, an upgrade at once, a lower level after the higher one ends), so the same rule holds however
   * many orders are open and in whatever order they are paid.
   */
  async createOrder(
    userId: string,
    input: { sku: string; payMethod: PayMethod; couponId?: number | null; returnUrl?: string; payer?: PayerCodes },
    clientIp: string,
  ): Promise<{ order: Order; payment: Payment }> {
    const offer = offerOf(this.d.membership, input.sku)
    if (!offer) throw badParam('会员套餐不存在')
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
    input: { payMethod: PayMethod; couponId?: number | null; returnUrl?: string; payer?: PayerCodes },
    clientIp: string,
  ): Promise<{ order: Order; payment: Payment }> {
    if (!Number.isSafeInteger(item.priceFen) || item.priceFen < 1) throw badParam('订单金额无效')
    // known before the order exists: a payer WeChat cannot name leaves nothing behind
    const openid = await this.payerFor(userId, input.payMethod, input.payer)
    const now = this.d.now()
    await this.ensureFirstOrderCoupon(userId)
    const coupon = await this.couponFor(userId, item.priceFen, input.couponId)
    const discountFen = item.priceFen - payableFen(item.priceFen, coupon && { amountFen: coupon.amount_fen })
    const orderNo = newOrderNo(now)
    const maxOpen = this.d.membership.maxOpenOrders
    const created = await this.d.orders.create(
      {
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
      },
      maxOpen,
    )
    if (created === 'too_many_open') throw badParam(`您有${maxOpen}笔未支付的订单，请先支付或取消后再下单`)
    if (created === 'coupon_taken') throw badParam('该优惠券已被使用，请重新选择')
    const payment = await this.startPayment(userId, orderNo, input.payMethod, clientIp, input.returnUrl, openid)
    return { order: await this.order(userId, orderNo), payment }
  }

  /** Pays an open order again (after a cancelled or failed attempt), possibly another way. */
  async payAgain(userId: string, orderNo: string, payMethod: PayMethod, clientIp: string, returnUrl?: string, payer?: PayerCodes) {
    const row = await this.own(userId, orderNo)
    if (row.state !== 'created') throw badParam(row.state === 'paid' ? '订单已支付' : '订单已关闭，请重新下单')
    if (row.close_at <= this.d.now()) {
      const outcome = await this.settlement.close(row, 'timeout')
      throw badParam(outcome === 'paid' ? '订单已支付' : '订单已超时关闭，请重新下单')
    }
    const openid = await this.payerFor(userId, payMethod, payer)
    const payment = await this.startPayment(userId, orderNo, payMethod, clientIp, returnUrl, openid)
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

  private async payerFor(userId: string, method: PayMethod, payer: PayerCodes = {}): Promise<Payer | null> {
    if (method !== 'jsapi') return null
    const found = await this.d.payerOpenId(userId, payer)
    if (!found) throw badParam(NO_PAYER_MESSAGE)
    return found
  }

  private async startPayment(
    userId: string,
    orderNo: string,
    method: PayMethod,
    clientIp: string,
    returnUrl?: string,
    payer?: Payer | null,
    retried = false,
  ): Promise<Payment> {
    const row = (await this.d.orders.get(orderNo)) as OrderRow
    const who = method === 'jsapi' ? (payer ?? (await this.d.payerOpenId(userId, {}))) : null
    if (method === 'jsapi' && !who) throw badParam(NO_PAYER_MESSAGE)
    // WeChat takes one payment number under one AppID, payer and trade type: another way of paying gets its own
    const payerKey = who ? `JSAPI:${who.app}:${openidDigest(who.openid)}` : method === 'h5' ? 'MWEB' : 'NATIVE'
    const attempt = await this.d.orders.attemptFor(orderNo, payerKey, this.d.now())
    if (!attempt) throw badParam('订单已支付或已关闭')
    const base = {
      outTradeNo: attempt.out_trade_no,
      description: `云企查-${titleOf(row).replace(' ', '')}`,
      amountFen: row.amount_fen,
      notifyUrl: this.d.notifyUrl(),
      expiresAt: row.close_at,
    }
    const { provider, merchantId } = await this.d.pay()
    // the app cannot know the number of an order it has not placed yet: it leaves a placeholder
    const back = returnUrl?.replace(/\{orderNo\}|%7BorderNo%7D/gi, orderNo)
    const payPageUrl = (await this.d.localPayPage?.(attempt.out_trade_no, back)) ?? null
    const none: Payment = { method, params: null, h5Url: null, codeUrl: null, qrDataUrl: null, payPageUrl }
    try {
      if (who) {
        const { prepayId, appid } = await provider.createJsapi({ ...base, openid: who.openid, payerApp: who.app })
        await this.d.orders.setPayment(orderNo, prepayId, null)
        const p = provider.jsapiParams(prepayId, appid)
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
      if (e instanceof PayProviderError && e.code === 'OUT_TRADE_NO_USED' && !retried) {
        // WeChat holds this number under other terms than we recorded: it is not reused, the payment takes a new one
        await this.d.orders.retireAttempt(attempt.out_trade_no)
        return await this.startPayment(userId, orderNo, method, clientIp, returnUrl, who, true)
      }
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
   * The order's state, confirmed with WeChat while it is open (or was closed in the last day): the app calls this when
   * it returns from paying, and an order WeChat reports paid is paid here even if the notification has not arrived.
   */
  async sync(userId: string, orderNo: string): Promise<Order> {
    const row = await this.own(userId, orderNo)
    const now = this.d.now()
    if (row.state === 'created' || (row.state === 'closed' && (row.closed_at ?? 0) > now - DAY_MS)) {
      await this.settlement.follow(orderNo)
      const after = (await this.d.orders.get(orderNo)) as OrderRow
      if (after.state === 'created' && after.close_at <= now) await this.settlement.close(after, 'timeout')
    }
    return this.order(userId, orderNo)
  }

  async list(userId: string, state: Order['state'] | undefined, pageNum: number, pageSize: number) {
    const { total, rows } = await this.d.orders.list(userId, state ?? null, (pageNum - 1) * pageSize, pageSize)
    return { total, totalText: String(total), pageNum, pageSize, list: await Promise.all(rows.map((r) => this.toOrder(r))) }
  }

  /** Cancels an open order: closed at WeChat first; if WeChat says it was paid meanwhile, it is paid. */
  async cancel(userId: string, orderNo: string): Promise<Order> {
    const row = await this.own(userId, orderNo)
    if (row.state !== 'created') throw badParam(row.state === 'closed' ? '订单已关闭' : '订单已支付，不能取消')
    const outcome = await this.settlement.close(row, 'user')
    if (outcome === 'unreachable') throw new ApiError(ERRORS.PAY_UNAVAILABLE, '暂时无法连接微信支付，订单未取消，请稍后重试')
    return this.order(userId, orderNo)
  }

  /** Refreshes the cached level of users whose term ended (the next term's level, or free); returns how many. */
  async expireMemberships(): Promise<number> {
    return await this.d.ledger.rollOver(this.d.now())
  }

  /** Closes open orders whose time is up (a timer runs this); returns how many closed. */
  async closeDue(limit = 100): Promise<number> {
    let n = 0
    for (const row of await this.d.orders.dueToClose(this.d.now(), limit))
      if ((await this.settlement.close(row, 'timeout')) === 'closed') n++
    return n
  }

  async refund(userId: string, orderNo: string, reason: string): Promise<Order> {
    await this.refundRow(await this.own(userId, orderNo), reason)
    return this.order(userId, orderNo)
  }

  /** Gives a paid deliverable that could not be delivered its money back in full, without being asked. */
  async refundUndelivered(orderNo: string, reason: string): Promise<void> {
    const row = await this.d.orders.get(orderNo)
    if (row?.kind === 'phone_export' && row.state === 'paid' && row.delivery_state !== 'delivered') await this.refundRow(row, reason)
  }

  private async refundRow(row: OrderRow, reason: string): Promise<void> {
    const asked = await this.d.orders.askRefund(row.order_no, reason, this.d.now(), (order, unused) => this.refundOf(order, unused))
    if (!asked.ok) throw badParam(asked.reason)
    await this.settlement.sendRefund(asked.order)
  }

  /** What a refund asked now would give back, given the unused time of a membership order's grant. */
  private refundOf(
    row: OrderRow,
    unused: { remainingMs: number; grantedMs: number } | null,
  ): { ok: true; refundFen: number } | { ok: false; reason: string } {
    if (row.state !== 'paid' || row.paid_at === null)
      return { ok: false, reason: row.state === 'refunding' ? '退款处理中' : '该订单不能退款' }
    if (row.kind === 'phone_export') {
      // data once handed over cannot be given back; until then the whole amount can be
      if (row.delivery_state === 'delivered') return { ok: false, reason: '电话数据已交付，不支持退款' }
      if (row.delivery_state === 'producing') return { ok: false, reason: '文件正在生成，暂不能退款，请稍后再试' }
      return { ok: true, refundFen: row.amount_fen }
    }
    if (!unused) return { ok: false, reason: '该订单不能退款' }
    return refundFor({ amountFen: row.amount_fen, paidAt: row.paid_at, ...unused }, this.d.now(), this.d.membership)
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
    try {
      if (n.eventType === 'TRANSACTION.SUCCESS') {
        const r = n.resource as unknown as TransactionResource
        const orderNo = await this.settlement.orderNoOf(r.out_trade_no)
        const row = await this.d.orders.get(orderNo)
        if (!row) {
          await this.settlement.applyPaid(orderNo, { transactionId: r.transaction_id, amountFen: r.amount?.total ?? -1 }, 'notify', n.id)
          return { status: 400, reason: 'UNKNOWN_ORDER' }
        }
        // a notification whose amount is not the order's is checked with WeChat's own answer before anything is done
        if (r.amount?.total !== row.amount_fen) await this.settlement.follow(orderNo, 'notify-query')
        else
          await this.settlement.applyPaid(
            orderNo,
            { transactionId: r.transaction_id, amountFen: r.amount.total },
            'notify',
            n.id,
            r.out_trade_no,
          )
        return { status: 204 }
      }
      if (n.eventType.startsWith('REFUND.')) {
        const r = n.resource as unknown as RefundResource
        const orderNo = await this.settlement.orderNoOf(r.out_trade_no)
        const row = await this.d.orders.get(orderNo)
        const returning = await this.d.orders.attemptByReturnNo(r.out_refund_no)
        const ours = row?.refund_no === r.out_refund_no || returning?.out_trade_no === r.out_trade_no
        if (returning?.out_trade_no === r.out_trade_no) await this.settlement.applyReturn(r.out_trade_no, r.out_refund_no, r.refund_status)
        else if (ours) await this.settlement.applyRefund(orderNo, r.out_refund_no, r.refund_status)
        await this.d.orders.logEvent({
          eventId: n.id,
          orderNo,
          kind: n.eventType,
          outcome: ours ? 'applied' : 'ignored',
          at,
        })
        return { status: 204 }
      }
    } catch (e) {
      if (!(e instanceof PayProviderError)) throw e
      // WeChat could not be asked (or could not take a refund): it retries the notification
      return { status: 503, reason: e.code }
    }
    await this.d.orders.logEvent({ eventId: n.id, orderNo: null, kind: n.eventType, outcome: 'ignored', at })
    return { status: 204 }
  }

  // ---------- shapes ----------

  private async own(userId: string, orderNo: string): Promise<OrderRow> {
    const row = await this.d.orders.forUser(userId, orderNo)
    if (!row) throw fail('NOT_FOUND', '订单不存在')
    return row
  }

  private async unusedOf(r: OrderRow): Promise<{ remainingMs: number; grantedMs: number } | null> {
    if (r.kind !== 'member' || r.state !== 'paid') return null
    const grant = await this.d.ledger.grantOf('order', r.order_no)
    const use = grant && (await this.d.ledger.usage(Number(grant.id), this.d.now()))
    return use ? { remainingMs: use.remainingMs, grantedMs: Number(use.grant.granted_ms) } : null
  }

  private async toOrder(r: OrderRow): Promise<Order> {
    const coupon = r.coupon_id !== null ? await this.d.orders.coupon(r.user_id, r.coupon_id) : undefined
    const refund = this.refundOf(r, await this.unusedOf(r))
    const grant = r.kind === 'member' ? await this.d.ledger.grantOf('order', r.order_no) : undefined
    const span = grant ? await this.d.ledger.spanOf(Number(grant.id)) : null
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
      termStart: span?.start ?? r.term_start,
      termEnd: span?.end ?? r.term_end,
      refundFen: r.refund_fen,
      refundedAt: r.refunded_at,
      exportRows: r.export_rows,
      exportId: r.export_id,
      deliveryState: r.delivery_state,
      refund: refund.ok
        ? { allowed: true, refundFen: refund.refundFen, reason: '' }
        : { allowed: false, refundFen: 0, reason: refund.reason },
    }
  }
}

/** an attempt names its payer by a digest of the openid: the attempt stays with the order after the account is erased */
const openidDigest = (openid: string) => crypto.createHash('sha256').update(openid).digest('base64url').slice(0, 22)

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
