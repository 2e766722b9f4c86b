/**
 * Which coupon an order uses when the buyer does not choose: of the usable ones whose threshold the price meets, the
 * one taking most off (the sooner-expiring one on a tie), and what is then paid. The server applies both; the member
 * centre and the Pay page preview them.
 */
export interface CouponTerms {
  state: 'available' | 'held' | 'used' | 'expired'
  amountFen: number
  minFen: number
  expiresAt: number
}

/** What is paid for a price with the coupon: a coupon never makes an order free (at least 1 fen is paid). */
export function payableFen(priceFen: number, coupon: Pick<CouponTerms, 'amountFen'> | null): number {
  return priceFen - (coupon ? Math.min(coupon.amountFen, Math.max(priceFen - 1, 0)) : 0)
}

export function bestCoupon<C extends CouponTerms>(coupons: C[], priceFen: number): C | null {
  const usable = coupons.filter((c) => c.state === 'available' && priceFen >= c.minFen)
  usable.sort((a, b) => b.amountFen - a.amountFen || a.expiresAt - b.expiresAt)
  return usable[0] ?? null
}
