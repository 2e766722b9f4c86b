/**
 * Crediting an inviter: runs inside the unit of work that records the invited user's code, so the reward and the
 * invitation commit together. One reward per invited user (invite_rewards.invitee_id is unique); past the month's
 * cap the invitation is recorded as capped and adds nothing.
 */
import dayjs from 'dayjs'
import { CHINA_UTC_OFFSET_MINUTES } from '../../../contract/domain/china-time'
import type { InviteRewardConfig } from '../config'
import { badParam } from '../errors'
import { effectiveLevel } from '../money/terms'
import type { InviteRewardRepo } from '../store/rewards'

const DAY_MS = 86_400_000

/** ms at the start of the calendar month (China time) holding `now` */
export const chinaMonthStart = (now: number): number => dayjs(now).utcOffset(CHINA_UTC_OFFSET_MINUTES).startOf('month').valueOf()

/** Refuses the inviter's own code; otherwise credits its owner when it is a user's own code. */
export async function creditInviter(
  repo: InviteRewardRepo,
  cfg: InviteRewardConfig,
  now: number,
  code: string,
  inviteeId: string,
): Promise<void> {
  const owner = await repo.ownerOf(code)
  if (!owner) return
  if (owner === inviteeId) throw badParam('不能填写自己的邀请码')
  if (await repo.rewardFor(inviteeId)) return
  const base = { userId: owner, inviteeId, code, createdAt: now }
  if ((await repo.creditedSince(owner, chinaMonthStart(now))) >= cfg.monthlyCap) {
    await repo.insert({ ...base, state: 'capped', days: 0, level: 0, termStart: null, termEnd: null })
    return
  }
  const m = await repo.membership(owner)
  if (!m) return
  const level = effectiveLevel({ level: m.member_level, expiresAt: m.member_expires_at }, now)
  if (level > 0 && m.member_expires_at === null) {
    // a membership without end: nothing to extend, the reward still counts
    await repo.insert({ ...base, state: 'credited', days: cfg.rewardDays, level, termStart: null, termEnd: null })
    return
  }
  const start = level > 0 ? (m.member_expires_at as number) : now
  const end = start + cfg.rewardDays * DAY_MS
  const at = level > 0 ? level : cfg.rewardLevel
  if (await repo.insert({ ...base, state: 'credited', days: cfg.rewardDays, level: at, termStart: start, termEnd: end }))
    await repo.setMembership(owner, at, end)
}
