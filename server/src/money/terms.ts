/**
 * The rules of a membership term and of an order's life, free of storage so they can be tested alone.
 *
 * Order states: created → paid | closed; paid → refunding → refunded (refunding → paid again when the provider
 * refuses the refund). Nothing else moves an order.
 *
 * Buying a level:
 * - the same level as the current one extends it: the new term starts when the current one ends;
 * - a higher level starts now; the remaining days of the lower level are converted at the ratio of the two levels'
 *   monthly prices and added to the new term, so an upgrade never throws paid days away;
 * - a lower level than the current one is refused (it would only shorten what the user has).
 *
 * Refund: within `refundDays` of payment, the unused part of the order's own term, pro rata by time, rounded down to
 * the fen; the term is taken back from the membership at once.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { CHINA_UTC_OFFSET_MINUTES } from '../../../contract/domain/china-time'
import type { MembershipConfig, Offer } from './plans'

dayjs.extend(utc)

export const ORDER_STATES = ['created', 'paid', 'closed', 'refunding', 'refunded'] as const
export type OrderState = (typeof ORDER_STATES)[number]

const MOVES: Record<OrderState, OrderState[]> = {
  created: ['paid', 'closed'],
  paid: ['refunding'],
  refunding: ['refunded', 'paid'],
  closed: [],
  refunded: [],
}

export const canMove = (from: OrderState, to: OrderState): boolean => MOVES[from].includes(to)

/** `months` calendar months after `ms`, counted on China's calendar (31 Jan + 1 month = 28/29 Feb). */
export const addMonthsChina = (ms: number, months: number): number =>
  dayjs(ms).utcOffset(CHINA_UTC_OFFSET_MINUTES).add(months, 'month').valueOf()

export interface Membership {
  level: number
  /** ms; null: no end (granted by an operator) */
  expiresAt: number | null
}

/** The level in force at `now`: an ended term is level 0. */
export function effectiveLevel(m: Membership, now: number): number {
  return m.level > 0 && (m.expiresAt === null || m.expiresAt > now) ? m.level : 0
}

/**
 * A bought term: the paid part runs from `start` to `end`; the membership then lasts until `end + carriedMs` (the
 * converted days of a lower level). A refund looks at the paid part only.
 */
export type TermDecision = { ok: true; start: number; end: number; carriedMs: number } | { ok: false; reason: string }

/** Monthly price of a level: the cheapest per-month offer of it (the conversion rate of an upgrade). */
function monthlyFen(offers: Offer[], level: number): number {
  const rates = offers.filter((o) => o.level === level).map((o) => o.priceFen / o.months)
  return rates.length ? Math.min(...rates) : 0
}

/** Where a bought term starts and ends, given the membership at payment time. */
export function termFor(current: Membership, offer: Offer, now: number, offers: Offer[]): TermDecision {
  const level = effectiveLevel(current, now)
  if (level > offer.level) return { ok: false, reason: `您当前为${levelWord(level)}，无需购买更低等级的会员` }
  if (level === offer.level && current.expiresAt === null && level > 0) return { ok: false, reason: '您的会员长期有效，无需购买' }
  if (level === offer.level && level > 0) {
    const start = current.expiresAt as number
    return { ok: true, start, end: addMonthsChina(start, offer.months), carriedMs: 0 }
  }
  let carriedMs = 0
  if (level > 0 && current.expiresAt !== null) {
    const from = monthlyFen(offers, level)
    const to = monthlyFen(offers, offer.level)
    if (from > 0 && to > 0) carriedMs = Math.floor(((current.expiresAt - now) * from) / to)
  }
  return { ok: true, start: now, end: addMonthsChina(now, offer.months), carriedMs }
}

const levelWord = (level: number) => (level === 2 ? 'SVIP' : level === 1 ? 'VIP' : '免费用户')

export type RefundDecision = { ok: true; refundFen: number; unusedMs: number } | { ok: false; reason: string }

/** What a refund of a paid order gives back now. */
export function refundFor(
  order: { amountFen: number; paidAt: number; termStart: number; termEnd: number },
  now: number,
  config: Pick<MembershipConfig, 'refundDays'>,
): RefundDecision {
  if (now - order.paidAt > config.refundDays * 86_400_000) return { ok: false, reason: `支付超过${config.refundDays}天的订单不能申请退款` }
  const total = order.termEnd - order.termStart
  const unusedMs = Math.max(0, order.termEnd - Math.max(now, order.termStart))
  if (total <= 0 || unusedMs <= 0) return { ok: false, reason: '该订单的会员期已用完，无可退金额' }
  const refundFen = Math.floor((order.amountFen * unusedMs) / total)
  if (refundFen < 1) return { ok: false, reason: '可退金额不足1分' }
  return { ok: true, refundFen, unusedMs }
}

/** Order number: 'YQ' + China date-time to the second + 8 random digits (WeChat allows 6–32 of [0-9A-Za-z_-|*]). */
export function newOrderNo(now: number, random: () => number = Math.random): string {
  const stamp = dayjs(now).utcOffset(CHINA_UTC_OFFSET_MINUTES).format('YYYYMMDDHHmmss')
  let tail = ''
  for (let i = 0; i < 8; i++) tail += Math.floor(random() * 10)
  return `YQ${stamp}${tail}`
}
