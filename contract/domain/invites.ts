/**
 * 推广邀请: every signed-in user has one invitation code of their own; a new user who joins with it earns its owner
 * some days of membership, at most so many rewards a calendar month (China time). The invited user gets the
 * invitation coupon. The numbers come from the server's configuration and are shown to the user as configured.
 */
import { maskPhone } from './format'

/** Letters and digits of an own code: no 0/O, 1/I/L, which are easily mistaken when read out or typed. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const INVITE_OWN_CODE_LENGTH = 6

/** `credited`: the membership days were added; `capped`: the month's cap was reached, nothing added */
export const INVITE_REWARD_STATES = ['credited', 'capped'] as const
export type InviteRewardState = (typeof INVITE_REWARD_STATES)[number]
export const INVITE_REWARD_STATE_TEXT: Record<InviteRewardState, string> = { credited: '已到账', capped: '已达上限' }

export interface InviteRules {
  /** membership days the inviter gets per invited user */
  rewardDays: number
  /** the level those days are at for a user who is not a member (1 VIP, 2 SVIP) */
  rewardLevel: number
  /** rewards credited per calendar month at most */
  monthlyCap: number
  /** the coupon the invited user gets */
  coupon: { title: string; amountFen: number; minFen: number; days: number }
}

const levelName = (level: number) => (level === 2 ? 'SVIP' : 'VIP')
const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2))

/** The rules as shown on 邀请好友, one sentence each. */
export function inviteRulesText(r: InviteRules): string[] {
  return [
    `好友在注册后填写您的邀请码，您可获得${r.rewardDays}天${levelName(r.rewardLevel)}会员；已是会员的，会员期顺延${r.rewardDays}天。`,
    `每位好友只计一次奖励，每个自然月最多获得${r.monthlyCap}次奖励，超出的邀请记为“已达上限”，不再发放。`,
    `好友填写邀请码后可获得“${r.coupon.title}”一张：满${yuan(r.coupon.minFen)}元减${yuan(r.coupon.amountFen)}元，${r.coupon.days}天内有效。`,
    '不能填写自己的邀请码；每个账号只能填写一次邀请码。',
  ]
}

/** 138****8000: a phone number as shown to the inviter; an account cancelled since has none. */
export const maskInviteePhone = (phone: string | null): string => (phone ? maskPhone(phone) : '已注销用户')
