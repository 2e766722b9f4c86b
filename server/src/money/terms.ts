/**
 * The rules of an order's life and of a refund, free of storage so they can be tested alone (the membership ledger's
 * rules are in ledger.ts).
 *
 * Order states: created → paid | closed; closed → paid (WeChat's word decides: a payment completed while the order
 * was being closed here is honoured); paid → refunding → refunded, or back to paid when WeChat refuses or closes the
 * refund. Nothing else moves an order.
 *
 * Refund: within `refundDays` of payment, a membership order gives back the part of its own grant not used yet, pro
 * rata by time, rounded down to the fen, and that time is taken back at once; a deliverable gives back everything
 * while it is neither delivered nor being produced.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { CHINA_UTC_OFFSET_MINUTES } from '../../../contract/domain/china-time'
import type { MembershipConfig } from './plans'

dayjs.extend(utc)

export const ORDER_STATES = ['created', 'paid', 'closed', 'refunding', 'refunded'] as const
export type OrderState = (typeof ORDER_STATES)[number]

const MOVES: Record<OrderState, OrderState[]> = {
  created: ['paid', 'closed'],
  paid: ['refunding'],
  refunding: ['refunded', 'paid'],
  closed: ['paid'],
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

export type RefundDecision = { ok: true; refundFen: number; unusedMs: number } | { ok: false; reason: string }

/** What a refund of a paid membership order gives back at `now`: the unused part of its own grant. */
export function refundFor(
  order: { amountFen: number; paidAt: number; grantedMs: number; remainingMs: number },
  now: number,
  config: Pick<MembershipConfig, 'refundDays'>,
): RefundDecision {
  if (now - order.paidAt > config.refundDays * 86_400_000) return { ok: false, reason: `支付超过${config.refundDays}天的订单不能申请退款` }
  if (order.grantedMs <= 0 || order.remainingMs <= 0) return { ok: false, reason: '该订单的会员期已用完，无可退金额' }
  const refundFen = Math.floor((order.amountFen * Math.min(order.remainingMs, order.grantedMs)) / order.grantedMs)
  if (refundFen < 1) return { ok: false, reason: '可退金额不足1分' }
  return { ok: true, refundFen, unusedMs: order.remainingMs }
}

/** The time a membership order of `months` grants, counted from where it starts. */
export const monthsFrom = (months: number) => (start: number) => addMonthsChina(start, months) - start

/** Order number: 'YQ' + China date-time to the second + 8 random digits (WeChat allows 6–32 of [0-9A-Za-z_-|*]). */
export function newOrderNo(now: number, random: () => number = Math.random): string {
  const stamp = dayjs(now).utcOffset(CHINA_UTC_OFFSET_MINUTES).format('YYYYMMDDHHmmss')
  let tail = ''
  for (let i = 0; i < 8; i++) tail += Math.floor(random() * 10)
  return `YQ${stamp}${tail}`
}
