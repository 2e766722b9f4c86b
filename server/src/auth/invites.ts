/** Invitation codes: a user enters at most one; a valid code sets the account's promotion source. */
import type { InviteCodeResult, UserInfo } from '../../../contract/api/api'
import { badParam } from '../errors'
import { toUserInfo, type UserRow } from '../store/users'
import type { SigninDeps } from './deps'

export async function redeemInvite(d: SigninDeps, user: UserRow, rawCode: string): Promise<InviteCodeResult> {
  const code = rawCode.toUpperCase()
  const now = d.nowSec()
  const { invites } = d.signin
  return await d.signin.atomically(async (): Promise<InviteCodeResult> => {
    if (user.promotion_source > 0 || (await invites.usedBy(user.user_id))) throw badParam('您已填写过邀请码，无需重复填写')
    const invite = await invites.byCode(code)
    if (!invite) throw badParam('邀请码不存在，请核对后重新输入')
    if (invite.expires_at > 0 && invite.expires_at <= now) throw badParam('该邀请码已过期')
    if (invite.max_uses > 0 && invite.used_count >= invite.max_uses) throw badParam('该邀请码已达使用上限')
    await d.creditInviter(code, user.user_id)
    await invites.recordUse(code, user.user_id, now)
    await d.users.setPromotion(user.user_id, invite.source, 1)
    await d.rewardInvite(user.user_id)
    return { promotionSource: invite.source, label: invite.label, user: toUserInfo((await d.users.byUserId(user.user_id)) as UserRow) }
  })
}

/** The user skipped the invitation page: it is not offered again. */
export async function skipInvite(d: SigninDeps, user: UserRow): Promise<UserInfo> {
  await d.users.setDateLimitStatus(user.user_id, 1)
  return toUserInfo((await d.users.byUserId(user.user_id)) as UserRow)
}
