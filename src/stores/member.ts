/**
 * The member centre and the checkout: the levels and what each unlocks (the server's live limits), the user's own
 * membership, and one purchase at a time — order, the platform's payment step, then the order's state as the server
 * confirms it with WeChat.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { MemberInfo, MemberLevels, Order, Payment } from '../../contract/schemas/member'
import { to } from '../links.gen'
import { createOrder, getMemberInfo, getMemberLevels } from '../services/member'
import { returnUrlFor } from '../services/pay'
import { getUserInfo } from '../services/sso'
import { CheckoutStore } from './checkout'
import { placementOf, type Placement } from './memberTerms'
import { quota } from './quota'
import { session } from './session'

export type { CheckoutStage } from './checkout'

export class MemberStore {
  levels: MemberLevels | null = null
  info: MemberInfo | null = null
  /** the level whose offers are shown (1 VIP, 2 SVIP) */
  level = 1
  sku = ''
  /** the purchase: order, payment step, the server's confirmation */
  readonly checkout: CheckoutStore

  constructor(platform?: string, userAgent?: () => string) {
    this.checkout = new CheckoutStore(platform, userAgent)
    // paid: the new limits apply at once, without signing in again
    this.checkout.onPaid = async () => {
      quota.reset()
      await Promise.all([this.loadInfo(), getUserInfo().catch(() => undefined)])
    }
    makeAutoObservable(this, { checkout: false, stopPolling: false } as never)
  }

  get stage() {
    return this.checkout.stage
  }
  get order(): Order | null {
    return this.checkout.order
  }
  get payment(): Payment | null {
    return this.checkout.payment
  }
  get error(): string {
    return this.checkout.error
  }

  get offers() {
    return this.levels?.levels.find((l) => l.level === this.level)?.offers ?? []
  }

  get offer() {
    return this.offers.find((o) => o.sku === this.sku) ?? this.offers[this.offers.length - 1] ?? null
  }

  /** Where the chosen offer's term would go in the user's timeline (null for a visitor or before the info is known). */
  get placement(): Placement | null {
    const offer = this.offer
    const name = this.levels?.levels.find((l) => l.level === this.level)?.name
    if (!offer || !name || !this.info) return null
    return placementOf(this.info, { level: this.level, name, months: offer.months })
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
    this.checkout.error = ''
  }

  /** Buys the chosen offer. Returns once the outcome is known, or right away when the browser leaves for WeChat. */
  async buy(): Promise<void> {
    const offer = this.offer
    if (!offer) return
    // the order number is not known yet: WeChat returns the payer to the order list, which shows the newest first
    await this.checkout.start((payMethod) => createOrder({ sku: offer.sku, payMethod, returnUrl: returnUrlFor(to.myOrders()) }), {
      sku: offer.sku,
    })
  }

  /** Back from WeChat's authorisation: buys the offer (or pays the order) the user was paying, once; call after load. */
  async resumeAuthorised(): Promise<boolean> {
    return this.checkout.resumeAuthorised((what) => {
      if (!('sku' in what)) return null
      const { sku } = what
      const level = this.levels?.levels.find((l) => l.offers.some((o) => o.sku === sku))
      if (!level) return null
      this.pick(level.level, sku)
      return (payMethod) => createOrder({ sku, payMethod, returnUrl: returnUrlFor(to.myOrders()) })
    })
  }

  /** Pays the open order again (after a cancelled attempt). */
  retry(): Promise<void> {
    return this.checkout.retry()
  }

  /** Asks the server for the order's state and applies the outcome. */
  check(): Promise<void> {
    return this.checkout.check()
  }

  stopPolling(): void {
    this.checkout.stopPolling()
  }

  /** Shows an order's QR code and watches the order. */
  showQr(order: Order, payment: Payment): void {
    this.checkout.showQr(order, payment)
  }

  closeCheckout(): void {
    this.checkout.closeCheckout()
  }
}

export const member = new MemberStore()
