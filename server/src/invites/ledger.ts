/** 奖励流水 rows in the API's shape. */
import { LEDGER_DIRECTION, LEDGER_KIND_TEXT, couponFenLeft, ledgerAmountText } from '../../../contract/domain/rewardLedger'
import { maskInviteePhone } from '../../../contract/domain/invites'
import { chinaDate } from '../../../contract/domain/china-time'
import type { LedgerEntry, LedgerTotals } from '../../../contract/schemas/invite'
import type { LedgerRow, LedgerSums } from '../store/reward-ledger'

export function toLedgerTotals(s: LedgerSums): LedgerTotals {
  const t = {
    daysEarned: s.days_earned,
    daysAdded: s.days_added,
    couponFenEarned: s.fen_earned,
    couponFenUsed: s.fen_used,
    couponFenExpired: s.fen_expired,
  }
  return { ...t, couponFenLeft: couponFenLeft(t) }
}

function detailOf(r: LedgerRow): string {
  const friend = r.who_nickname || maskInviteePhone(r.who_phone)
  switch (r.kind) {
    case 'days_credited':
      return `邀请好友 ${friend} 注册`
    case 'days_added':
      return r.term_end === null ? '会员期顺延' : `会员有效期顺延至 ${chinaDate(r.term_end)}`
    case 'coupon_credited':
      return `${r.title ?? '邀请奖励券'}（填写邀请码）`
    case 'coupon_used':
      return `${r.title ?? '邀请奖励券'} 用于订单 ${r.order_no ?? ''}`.trim()
    case 'coupon_expired':
      return `${r.title ?? '邀请奖励券'} 未使用，已过期`
  }
}

export function toLedgerEntry(r: LedgerRow): LedgerEntry {
  return {
    key: `${r.kind}:${r.ref}`,
    kind: r.kind,
    kindText: LEDGER_KIND_TEXT[r.kind],
    direction: LEDGER_DIRECTION[r.kind],
    amountText: ledgerAmountText(r.kind, r.days, r.fen),
    days: r.days,
    amountFen: r.fen,
    detail: detailOf(r),
    orderNo: r.order_no,
    rewardId: r.kind.startsWith('days') ? r.ref : null,
    at: r.at,
    totals: toLedgerTotals(r),
  }
}
