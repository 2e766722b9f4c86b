/**
 * Forgotten and changed passwords. A reset code (SMS scene 'reset') yields a single-use ticket good for 10 minutes;
 * the new password then signs the account out everywhere. A signed-in change needs the old password or a reset code
 * and keeps only the asking session.
 */
import crypto from 'node:crypto'
import type { ResetTicket, UserInfo } from '../../../contract/api/api'
import type { ChangePasswordBody } from '../../../contract/schemas/signin'
import { checkNewPassword } from '../../../contract/domain/password'
import { ApiError, ERRORS, badParam, fail } from '../errors'
import { toUserInfo, type UserRow } from '../store/users'
import type { SigninDeps } from './deps'
import { hashPassword } from './password'

export const RESET_TICKET_TTL_SEC = 600

/** The new password when it follows the rules and matches its confirmation, else 4000 naming the broken rule. */
export function newPasswordOf(body: { password: string; confirmPassword?: string }): string {
  const bad = checkNewPassword(body.password)
  if (bad) throw badParam(bad)
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw badParam('两次输入的密码不一致')
  return body.password
}

export class Passwords {
  constructor(private readonly d: SigninDeps) {}

  /**
   * A reset code → a reset ticket. The code is checked first: a phone without an account never received one, so it
   * is refused with the same 4001 messages as a registered phone's wrong code.
   */
  async verifyResetCode(phone: string, code: string): Promise<ResetTicket> {
    await this.d.smsCodes.verify(phone, 'reset', code)
    const user = await this.d.users.byPhone(phone)
    if (!user) throw fail('SMS_CODE_WRONG', '验证码已失效，请重新获取')
    const now = this.d.nowSec()
    const data: ResetTicket = { resetTicket: crypto.randomBytes(24).toString('base64url'), expiresAt: now + RESET_TICKET_TTL_SEC }
    await this.d.signin.resetTickets.create({ ticket: data.resetTicket, userId: user.user_id, createdAt: now, expiresAt: data.expiresAt })
    return data
  }

  async reset(phone: string, ticket: string, password: string): Promise<void> {
    const hash = await hashPassword(password)
    const now = this.d.nowSec()
    await this.d.signin.atomically(async () => {
      const row = await this.d.signin.resetTickets.byTicket(ticket)
      const user = await this.d.users.byPhone(phone)
      if (!row || !user || row.user_id !== user.user_id || row.used_at !== null) throw badParam('重置链接已失效，请重新获取验证码')
      if (row.expires_at <= now) throw badParam('重置已超时，请重新获取验证码')
      if (!(await this.d.signin.resetTickets.markUsed(ticket, now))) throw badParam('重置链接已失效，请重新获取验证码')
      await this.d.users.setPassword(user.user_id, hash)
      await this.d.users.clearFailedLogins(user.user_id)
      // whoever knew the old password is signed out everywhere
      await this.d.sessions.revokeAllForUser(user.user_id, now)
    })
  }

  /** Signed-in change: the old password, or a reset code sent to the account's phone. Other sessions end. */
  async change(user: UserRow, body: ChangePasswordBody, keepJti: string): Promise<UserInfo> {
    const password = newPasswordOf(body)
    const { oldPassword, code } = body
    if (!oldPassword && !code) throw badParam('请输入原密码或短信验证码')
    if (oldPassword) {
      if (!user.password_hash) throw badParam('您尚未设置密码，请使用短信验证码设置')
      if (!user.phone) throw badParam('请先绑定手机号')
      await this.d.login.checkPassword(user.phone, oldPassword).catch((e: ApiError) => {
        throw e.code === ERRORS.LOGIN_FAILED.code
          ? new ApiError(ERRORS.PASSWORD_MISMATCH, e.message.replace('手机号或密码错误', '原密码错误'))
          : e
      })
    } else {
      if (!user.phone) throw badParam('请先绑定手机号')
      await this.d.smsCodes.verify(user.phone, 'reset', code as string)
    }
    await this.d.users.setPassword(user.user_id, await hashPassword(password))
    await this.d.users.clearFailedLogins(user.user_id)
    await this.d.sessions.revokeAllForUser(user.user_id, this.d.nowSec(), keepJti)
    return toUserInfo((await this.d.users.byUserId(user.user_id)) as UserRow)
  }
}
