/**
 * 奖励流水: what a user's invitations earned and what became of it, as one ledger. Credits are the membership days
 * an invited friend earned the inviter and the invitation coupon a user got for joining with a code; uses are those
 * days added to the membership, the coupon spent on an order, or the coupon left to expire.
 */

export const LEDGER_KINDS = ['days_credited', 'days_added', 'coupon_credited', 'coupon_used', 'coupon_expired'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export const LEDGER_KIND_TEXT: Record<LedgerKind, string> = {
  days_credited: '邀请奖励到账',
  days_added: '会员期延长',
  coupon_credited: '获得邀请奖励券',
  coupon_used: '优惠券抵扣订单',
  coupon_expired: '优惠券过期',
}

/** credits add to what the user holds, uses take from it */
export const LEDGER_DIRECTION: Record<LedgerKind, 'in' | 'out'> = {
  days_credited: 'in',
  days_added: 'out',
  coupon_credited: 'in',
  coupon_used: 'out',
  coupon_expired: 'out',
}

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2))

/** The entry's amount as the ledger shows it: “+7天”, “-¥20”. */
export function ledgerAmountText(kind: LedgerKind, days: number, amountFen: number): string {
  const sign = LEDGER_DIRECTION[kind] === 'in' ? '+' : '-'
  return kind.startsWith('days') ? `${sign}${days}天` : `${sign}¥${yuan(amountFen)}`
}

/** Coupon value still to spend: earned, less what was used and what expired. */
export const couponFenLeft = (t: { couponFenEarned: number; couponFenUsed: number; couponFenExpired: number }) =>
  Math.max(0, t.couponFenEarned - t.couponFenUsed - t.couponFenExpired)
