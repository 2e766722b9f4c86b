/**
 * Invitation codes are for new accounts: an account enters at most one code, within its first INVITE_CODE_DAYS days,
 * unless it skipped the invitation page or someone has already joined with its own code. A user's own code counts only
 * when its owner's account is older than the one entering it, so two accounts can never credit each other. A valid
 * code sets the account's promotion source.
 */
import type { InviteCodeResult, InviteCodeStatus, UserInfo } from '../../../contract/api/api'
import { badParam } from '../errors'
import type { CodeOwnerRow } from '../store/invites'
import { toUserInfo, type UserRow } from '../store/users'
import type { SigninDeps } from './deps'

const DAY_SEC = 86_400

export const INVITE_REFUSALS = {
  entered: '您已填写过邀请码，无需重复填写',
  skipped: '您已跳过填写邀请码，不能再填写',
  tooLate: (days: number) => `邀请码仅限注册${days}天内的新用户填写`,
  inviter: '您已邀请过好友，不能再填写邀请码',
  laterOwner: '只能填写比您先注册的用户的邀请码',
}

/** Why the account may no longer enter any code; null while it may. */
async function accountRefusal(d: SigninDeps, user: UserRow): Promise<string | null> {
  const { invites } = d.signin
  if (user.promotion_source > 0 || (await invites.usedBy(user.user_id))) return INVITE_REFUSALS.entered
  // entering a code sets it too, so with neither a source nor a use it means the page was skipped
  if (user.date_limit_status !== 0) return INVITE_REFUSALS.skipped
  const days = d.config.accountLimits.inviteCodeDays
  if (d.nowSec() >= user.created_at + days * DAY_SEC) return INVITE_REFUSALS.tooLate(days)
  if (await invites.hasInvited(user.user_id)) return INVITE_REFUSALS.inviter
  return null
}

const createdBefore = (owner: CodeOwnerRow, user: UserRow): boolean =>
  owner.created_at < user.created_at || (owner.created_at === user.created_at && owner.id < user.id)

export async function inviteCodeStatus(d: SigninDeps, user: UserRow): Promise<InviteCodeStatus> {
  const reason = await accountRefusal(d, user)
  return { allowed: reason === null, reason: reason ?? '' }
}

export async function redeemInvite(d: SigninDeps, signedIn: UserRow, rawCode: string): Promise<InviteCodeResult> {
  const code = rawCode.toUpperCase()
  const now = d.nowSec()
  const { invites } = d.signin
  return await d.signin.atomically(async (): Promise<InviteCodeResult> => {
    const user = (await d.users.byUserId(signedIn.user_id)) ?? signedIn
    const refusal = await accountRefusal(d, user)
    if (refusal) throw badParam(refusal)
    const invite = await invites.byCode(code)
    if (!invite) throw badParam('邀请码不存在，请核对后重新输入')
    if (invite.expires_at > 0 && invite.expires_at <= now) throw badParam('该邀请码已过期')
    if (invite.max_uses > 0 && invite.used_count >= invite.max_uses) throw badParam('该邀请码已达使用上限')
    const owner = await invites.codeOwner(code)
    // the user's own code is left to creditInviter, which refuses it with its own message
    if (owner && owner.user_id !== user.user_id && !createdBefore(owner, user)) throw badParam(INVITE_REFUSALS.laterOwner)
    await d.creditInviter(code, user.user_id)
    await invites.recordUse(code, user.user_id, now)
    await d.users.setPromotion(user.user_id, invite.source, 1)
    await d.rewardInvite(user.user_id)
    return { promotionSource: invite.source, label: invite.label, user: toUserInfo((await d.users.byUserId(user.user_id)) as UserRow) }
  })
}

/** The user skipped the invitation page: it is not offered again, and no code can be entered afterwards. */
export async function skipInvite(d: SigninDeps, user: UserRow): Promise<UserInfo> {
  await d.users.setDateLimitStatus(user.user_id, 1)
  return toUserInfo((await d.users.byUserId(user.user_id)) as UserRow)
}
