/**
 * Which coupon an order uses when the buyer does not choose: of the usable ones whose threshold the price meets, the
 * one taking most off (the sooner-expiring one on a tie). The server applies it; the member centre previews it.
 */
export interface CouponTerms {
  state: 'available' | 'held' | 'used' | 'expired'
  amountFen: number
  minFen: number
  expiresAt: number
}

export function bestCoupon<C extends CouponTerms>(coupons: C[], priceFen: number): C | null {
  const usable = coupons.filter((c) => c.state === 'available' && priceFen >= c.minFen)
  usable.sort((a, b) => b.amountFen - a.amountFen || a.expiresAt - b.expiresAt)
  return usable[0] ?? null
}
