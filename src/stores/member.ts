/**
 * The member centre and the checkout: the levels and what each unlocks (the server's live limits), the user's own
 * membership, and one purchase at a time — order, the platform's payment step, then the order's state as the server
 * confirms it with WeChat.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { MemberInfo, MemberLevels, Order, Payment } from '../../contract/schemas/member'
import { payMethodFor } from '../domain/payMethod'
import { to } from '../links.gen'
import { createOrder, getMemberInfo, getMemberLevels, getOrder, payOrderAgain } from '../services/member'
import { returnUrlFor, runPayment } from '../services/pay'
import { getUserInfo } from '../services/sso'
import { quota } from './quota'
import { session } from './session'

/** checking: asking the server after the payment step; the rest are the outcomes the user sees */
export type CheckoutStage = 'idle' | 'ordering' | 'paying' | 'qr' | 'checking' | 'paid' | 'unpaid' | 'closed'

const POLL_MS = 2000

export class MemberStore {
  levels: MemberLevels | null = null
  info: MemberInfo | null = null
  /** the level whose offers are shown (1 VIP, 2 SVIP) */
  level = 1
  sku = ''
  stage: CheckoutStage = 'idle'
  order: Order | null = null
  payment: Payment | null = null
  error = ''
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly platform: string = process.env.TARO_ENV || 'h5',
    private readonly userAgent: () => string = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  ) {
    makeAutoObservable(this, { stopPolling: false } as never)
  }

  get offers() {
    return this.levels?.levels.find((l) => l.level === this.level)?.offers ?? []
  }

  get offer() {
    return this.offers.find((o) => o.sku === this.sku) ?? this.offers[this.offers.length - 1] ?? null
  }

  async load(level?: number): Promise<void> {
    const [levels, info] = await Promise.all([getMemberLevels(), session.isLoggedIn ? getMemberInfo().catch(() => null) : null])
    runInAction(() => {
      this.levels = levels
      this.info = info
      const wanted = level && level > 0 ? level : info && info.level > 0 ? info.level : 1
      this.pick(Math.max(wanted, info?.level ?? 0) || 1)
    })
  }

  async loadInfo(): Promise<void> {
    if (!session.isLoggedIn) {
      this.info = null
      return
    }
    const info = await getMemberInfo().catch(() => null)
    runInAction(() => (this.info = info))
  }

  setInfo(info: MemberInfo): void {
    this.info = info
  }

  pick(level: number, sku?: string): void {
    this.level = level
    const offers = this.offers
    // the longest term first: the cheapest per month
    this.sku = sku ?? offers[offers.length - 1]?.sku ?? ''
    this.error = ''
  }

  /** Buys the chosen offer. Returns once the outcome is known, or right away when the browser leaves for WeChat. */
  async buy(): Promise<void> {
    if (!this.offer || this.stage === 'ordering' || this.stage === 'paying' || this.stage === 'checking') return
    this.stage = 'ordering'
    this.error = ''
    try {
      const method = payMethodFor(this.platform, this.userAgent())
      // the order number is not known yet: WeChat returns the payer to the order list, which shows the newest first
      const r = await createOrder({ sku: this.offer.sku, payMethod: method, returnUrl: returnUrlFor(to.myOrders()) })
      await this.pay(r.order, r.payment)
    } catch (e) {
      runInAction(() => {
        this.stage = 'idle'
        this.error = (e as Error)?.message || '下单失败，请重试'
      })
    }
  }

  /** Pays an open order again (after a cancelled attempt). */
  async retry(): Promise<void> {
    if (!this.order) return
    this.stage = 'ordering'
    try {
      const r = await payOrderAgain(
        this.order.orderNo,
        payMethodFor(this.platform, this.userAgent()),
        returnUrlFor(to.myOrders({ orderNo: this.order.orderNo })),
      )
      await this.pay(r.order, r.payment)
    } catch (e) {
      runInAction(() => {
        this.stage = 'unpaid'
        this.error = (e as Error)?.message || '支付失败，请重试'
      })
    }
  }

  private async pay(order: Order, payment: Payment): Promise<void> {
    runInAction(() => {
      this.order = order
      this.payment = payment
      this.stage = 'paying'
    })
    const step = await runPayment(payment)
    if (step === 'redirected') return
    if (step === 'qr') {
      runInAction(() => (this.stage = 'qr'))
      this.poll()
      return
    }
    await this.check()
  }

  /** Asks the server for the order's state and applies the outcome. */
  async check(): Promise<void> {
    if (!this.order) return
    runInAction(() => (this.stage = this.stage === 'qr' ? 'qr' : 'checking'))
    const order = await getOrder(this.order.orderNo, false).catch(() => null)
    if (!order) {
      runInAction(() => (this.stage = this.stage === 'qr' ? 'qr' : 'unpaid'))
      return
    }
    runInAction(() => (this.order = order))
    if (order.state === 'paid') await this.paid()
    else if (order.state === 'closed') runInAction(() => (this.stage = 'closed'))
    else if (this.stage !== 'qr') runInAction(() => (this.stage = 'unpaid'))
  }

  private poll(): void {
    this.stopPolling()
    this.timer = setTimeout(async () => {
      if (this.stage !== 'qr') return
      await this.check()
      if (this.stage === 'qr') this.poll()
    }, POLL_MS)
  }

  stopPolling(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  /** Paid: the new limits apply at once, without signing in again. */
  private async paid(): Promise<void> {
    this.stopPolling()
    runInAction(() => (this.stage = 'paid'))
    quota.reset()
    await Promise.all([this.loadInfo(), getUserInfo().catch(() => undefined)])
  }

  /** Shows an order's QR code (paying an open order from the order list on a desktop) and watches the order. */
  showQr(order: Order, payment: Payment): void {
    this.order = order
    this.payment = payment
    this.stage = 'qr'
    this.poll()
  }

  closeCheckout(): void {
    this.stopPolling()
    this.stage = 'idle'
    this.order = null
    this.payment = null
  }
}

export const member = new MemberStore()
