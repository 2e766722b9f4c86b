/** The invitation rules as configured: what the inviter earns and the coupon the invited user gets. */
import type { InviteRules } from '../../../contract/domain/invites'
import { DEFAULT_INVITE_REWARDS, type AppConfig } from '../config'
import { INVITE_COUPON } from '../money/service'

export function inviteRules(config: AppConfig): InviteRules {
  const r = config.inviteRewards ?? DEFAULT_INVITE_REWARDS
  return { rewardDays: r.rewardDays, rewardLevel: r.rewardLevel, monthlyCap: r.monthlyCap, coupon: { ...INVITE_COUPON } }
}
