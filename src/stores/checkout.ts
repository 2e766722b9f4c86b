/**
 * One checkout for whatever is bought (a membership term, a phone export): place the order, run the platform's payment
 * step, then ask the server for the order's state — the app never decides an order is paid, the server does once
 * WeChat confirms it. A desktop browser gets a QR code and the order is watched until it is paid or closes.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { Order, OrderCreateResult, Payment, PayMethod } from '../../contract/schemas/member'
import { payMethodFor } from '../domain/payMethod'
import { to } from '../links.gen'
import { cancelOrder, getOrder, payOrderAgain } from '../services/member'
import { returnUrlFor, runPayment } from '../services/pay'
import { LeftForAuthorisation, rememberPayment, takePendingPayment, type PendingPay, type PendingPurchase } from '../services/payer'

/** checking: asking the server after the payment step; the rest are the outcomes the user sees */
export type CheckoutStage = 'idle' | 'ordering' | 'paying' | 'qr' | 'checking' | 'paid' | 'unpaid' | 'closed'

export const POLL_MS = 2000

export class CheckoutStore {
  stage: CheckoutStage = 'idle'
  order: Order | null = null
  payment: Payment | null = null
  error = ''
  /** the server's code of the last refused order ('' when none) */
  errorCode = ''
  /** runs once the server says the order is paid (the stage is 'paid' already) */
  onPaid: ((order: Order) => void | Promise<void>) | null = null
  /** runs whenever the checkout learns the order's state from the server (placed, paid again, checked, cancelled) */
  onChange: ((order: Order) => void) | null = null
  /** the page WeChat's H5 payment page returns to when an open order is paid again */
  returnTo: (order: Order) => string = (o) => to.myOrders({ orderNo: o.orderNo })
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly platform: string = process.env.TARO_ENV || 'h5',
    private readonly userAgent: () => string = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  ) {
    makeAutoObservable(this, { stopPolling: false, onPaid: false, onChange: false, returnTo: false, timer: false } as never)
  }

  /** how this client pays (see payMethodFor) */
  get method(): PayMethod {
    return payMethodFor(this.platform, this.userAgent())
  }

  /** an order is being placed, paid or confirmed: a second tap must not place another */
  get busy(): boolean {
    return this.stage === 'ordering' || this.stage === 'paying' || this.stage === 'checking'
  }

  /**
   * Places an order with `place` (given the pay method) and pays it. Returns once the outcome is known, or right away
   * when the browser leaves for WeChat. A refused order leaves the stage idle with the server's reason in `error`.
   * `pending` is what resumes the purchase when the browser comes back from WeChat's authorisation.
   */
  async start(place: (method: PayMethod) => Promise<OrderCreateResult>, pending?: PendingPay): Promise<void> {
    if (this.busy) return
    this.stopPolling()
    this.stage = 'ordering'
    this.error = ''
    this.errorCode = ''
    try {
      const r = await place(this.method)
      await this.pay(r.order, r.payment)
    } catch (e) {
      if (e instanceof LeftForAuthorisation && pending) rememberPayment(pending)
      runInAction(() => {
        this.stage = 'idle'
        this.error = (e as Error)?.message || '下单失败，请重试'
        this.errorCode = String((e as { code?: string })?.code ?? '')
      })
    }
  }

  /** Pays the open order again (after a cancelled or failed attempt). */
  async retry(): Promise<void> {
    if (!this.order || this.busy) return
    await this.payAgain(this.order, 'unpaid')
  }

  /** Pays an open order shown elsewhere (the order list): a refusal leaves the checkout closed, with the reason. */
  async payOpen(order: Order): Promise<void> {
    if (this.busy) return
    this.stopPolling()
    this.order = order
    this.payment = null
    await this.payAgain(order, 'idle')
  }

  private async payAgain(order: Order, onFailure: CheckoutStage): Promise<void> {
    this.stage = 'ordering'
    this.error = ''
    try {
      const r = await payOrderAgain(order.orderNo, this.method, returnUrlFor(this.returnTo(order)))
      await this.pay(r.order, r.payment)
    } catch (e) {
      if (e instanceof LeftForAuthorisation) rememberPayment({ orderNo: order.orderNo })
      runInAction(() => {
        this.stage = onFailure
        this.error = (e as Error)?.message || '支付失败，请重试'
      })
    }
  }

  /**
   * Back from WeChat's authorisation in its browser: pays again, once, what the user was paying when the browser left
   * (an open order, or a purchase `placeFor` turns into an order: an offer, or the page's own). False when there was
   * nothing to resume.
   */
  async resumeAuthorised(
    placeFor?: (what: PendingPurchase) => ((method: PayMethod) => Promise<OrderCreateResult>) | null,
  ): Promise<boolean> {
    const pending = takePendingPayment()
    if (!pending || this.busy) return false
    if ('orderNo' in pending) {
      const order = await getOrder(pending.orderNo, false).catch(() => null)
      if (order?.state !== 'created') return false
      await this.payOpen(order)
      return true
    }
    const place = placeFor?.(pending)
    if (!place) return false
    await this.start(place, pending)
    return true
  }

  private learn(order: Order): void {
    runInAction(() => (this.order = order))
    this.onChange?.(order)
  }

  private async pay(order: Order, payment: Payment): Promise<void> {
    this.learn(order)
    runInAction(() => {
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
    this.learn(order)
    if (order.state === 'paid') await this.paid(order)
    else if (order.state === 'closed') {
      this.stopPolling()
      runInAction(() => (this.stage = 'closed'))
    } else if (this.stage !== 'qr') runInAction(() => (this.stage = 'unpaid'))
  }

  /**
   * Takes up an order placed earlier (the payer is back from WeChat's H5 page) and applies its state: paid, open
   * (unpaid, with the way to pay again) or closed. An order that cannot be read leaves the checkout idle.
   */
  async resume(orderNo: string): Promise<void> {
    this.stopPolling()
    this.stage = 'checking'
    this.error = ''
    const order = await getOrder(orderNo, false).catch((e: Error) => {
      runInAction(() => (this.error = e?.message || '订单不存在'))
      return null
    })
    if (!order) {
      runInAction(() => (this.stage = 'idle'))
      return
    }
    this.learn(order)
    await this.check()
  }

  private poll(): void {
    this.stopPolling()
    this.timer = setTimeout(async () => {
      this.timer = null
      if (this.stage !== 'qr') return
      await this.check()
      if (this.stage === 'qr') this.poll()
    }, POLL_MS)
  }

  stopPolling(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private async paid(order: Order): Promise<void> {
    this.stopPolling()
    runInAction(() => (this.stage = 'paid'))
    try {
      await this.onPaid?.(order)
    } catch {
      // what follows the payment reports its own failure; the order is paid all the same
    }
  }

  /** Shows an order's QR code (paying an open order on a desktop) and watches the order. */
  showQr(order: Order, payment: Payment): void {
    this.order = order
    this.payment = payment
    this.stage = 'qr'
    this.poll()
  }

  /** Cancels the open order (its coupon goes back to the user) and closes the checkout; null when it was refused. */
  async cancel(): Promise<Order | null> {
    if (!this.order) return null
    try {
      const order = await cancelOrder(this.order.orderNo)
      this.onChange?.(order)
      this.closeCheckout()
      return order
    } catch {
      // the request door showed why
      return null
    }
  }

  closeCheckout(): void {
    this.stopPolling()
    this.stage = 'idle'
    this.order = null
    this.payment = null
    this.error = ''
  }
}
