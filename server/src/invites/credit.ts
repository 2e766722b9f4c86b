/**
 * Crediting an inviter: runs inside the unit of work that records the invited user's code, so the reward, its grant
 * and the invitation commit together. One reward per invited user (invite_rewards.invitee_id is unique); past the month's
 * cap the invitation is recorded as capped and adds nothing.
 */
import dayjs from 'dayjs'
import { CHINA_UTC_OFFSET_MINUTES } from '../../../contract/domain/china-time'
import type { InviteRewardConfig } from '../config'
import { badParam } from '../errors'
import type { InviteRewardRepo } from '../store/rewards'
import type { MembershipRepo } from '../store/membership'

const DAY_MS = 86_400_000

/** ms at the start of the calendar month (China time) holding `now` */
export const chinaMonthStart = (now: number): number => dayjs(now).utcOffset(CHINA_UTC_OFFSET_MINUTES).startOf('month').valueOf()

/**
 * Refuses the inviter's own code; otherwise credits its owner when it is a user's own code: `rewardDays` days at the
 * owner's current level (or `rewardLevel` for a free user), a grant in the membership ledger laid out where the
 * ledger puts it (after the owner's current term of that level).
 */
export async function creditInviter(
  repo: InviteRewardRepo,
  ledger: MembershipRepo,
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
  const current = await ledger.levelAt(owner, now)
  const level = current > 0 ? current : cfg.rewardLevel
  const g = await ledger.grant({ userId: owner, source: 'invite', ref: inviteeId, level, length: () => cfg.rewardDays * DAY_MS }, now)
  if (!g) return
  await repo.insert({ ...base, state: 'credited', days: cfg.rewardDays, level, termStart: g.start, termEnd: g.end })
}
