/**
 * Accounts reached without a phone: WeChat (openId from wx.login, phone bound later) and the partner (领扬) entry
 * (a signed single-use ticket naming the partner's user and maybe a phone).
 */
import type { LoginResult, WxLoginResult } from '../../../contract/api/api'
import { ApiError, ERRORS, badParam, fail } from '../errors'
import { toUserInfo, type UserRow } from '../store/users'
import type { SigninDeps } from './deps'
import type { LoginContext } from './login'
import { verifyPartnerTicket } from './partner'

export class Identities {
  constructor(private readonly d: SigninDeps) {}

  /** The openId's account, made on first login without a phone (`needBindPhone`). */
  async wxLogin(openId: string, lc: LoginContext): Promise<WxLoginResult> {
    return await this.d.signin.atomically(async () => {
      const user =
        (await this.d.users.byWxOpenId(openId)) ??
        (await this.d.users.createIdentity({ wxOpenId: openId, nickname: '微信用户', nowSec: this.d.nowSec() }))
      return { ...(await this.d.login.issue(user, lc)), needBindPhone: !user.phone }
    })
  }

  /**
   * The phone WeChat vouched for (手机号快速验证) signs in: its account, made on first login like an SMS one. A wx.login
   * openId sent alongside is bound to it when neither the account nor the openId belongs to WeChat elsewhere.
   */
  async wxPhoneLogin(phone: string, openId: string | null, lc: LoginContext): Promise<LoginResult> {
    const { users } = this.d
    return await this.d.signin.atomically(async () => {
      const user = await this.d.login.userForPhone(phone)
      if (openId && !user.wx_open_id && !(await users.byWxOpenId(openId))) await users.setWxOpenId(user.user_id, openId)
      return this.d.login.issue((await users.byUserId(user.user_id)) as UserRow, lc)
    })
  }

  /**
   * Links a phone to the signed-in WeChat account `me`. When the phone already has an account without WeChat, the
   * WeChat identity moves to it (the empty WeChat-only account is dropped) and a token for that account is returned;
   * otherwise the current token (`current`) stays.
   */
  async bindPhone(me: UserRow, phone: string, current: { token: string; expiresAt: number }, lc: LoginContext): Promise<LoginResult> {
    if (me.phone) throw badParam('当前账号已绑定手机号')
    const { users, sessions } = this.d
    return await this.d.signin.atomically(async (): Promise<LoginResult> => {
      const owner = await users.byPhone(phone)
      if (!owner) {
        await users.setPhone(me.user_id, phone)
        return { ...current, user: toUserInfo((await users.byUserId(me.user_id)) as UserRow) }
      }
      if (owner.wx_open_id) throw fail('PHONE_TAKEN')
      await users.setWxOpenId(me.user_id, null)
      await users.setWxOpenId(owner.user_id, me.wx_open_id)
      await sessions.revokeAllForUser(me.user_id, this.d.nowSec())
      await users.remove(me.user_id)
      return this.d.login.issue((await users.byUserId(owner.user_id)) as UserRow, lc)
    })
  }

  /**
   * The partner's user signs in: the account of its uid, else the account of its phone (linked now), else a new one.
   * Forged tickets answer 4032; a ticket works once.
   */
  async partnerLogin(ticket: string, lc: LoginContext): Promise<LoginResult> {
    const now = this.d.nowSec()
    const checked = verifyPartnerTicket(ticket, this.d.config.lingyangSecret, now)
    if (!checked.ok) {
      throw new ApiError(
        ERRORS.PARTNER_TICKET_INVALID,
        checked.reason === 'expired' ? '领扬登录凭证已过期，请返回领扬APP重新进入' : undefined,
      )
    }
    const c = checked.claims
    const { users } = this.d
    return await this.d.signin.atomically(async (): Promise<LoginResult> => {
      if (!(await this.d.signin.partnerNonces.claim(c.nonce, c.exp, now))) {
        throw new ApiError(ERRORS.PARTNER_TICKET_INVALID, '领扬登录凭证已使用，请返回领扬APP重新进入')
      }
      let user = await users.byPartnerUid(c.uid)
      if (!user && c.phone) {
        const byPhone = await users.byPhone(c.phone)
        if (byPhone && !byPhone.partner_uid) {
          await users.setPartnerUid(byPhone.user_id, c.uid)
          user = await users.byUserId(byPhone.user_id)
        }
      }
      if (!user) {
        const phone = c.phone && !(await users.byPhone(c.phone)) ? c.phone : null
        user = await users.createIdentity({ partnerUid: c.uid, phone, nickname: (c.name ?? '').slice(0, 20) || '领扬用户', nowSec: now })
      }
      return this.d.login.issue(user, lc)
    })
  }
}
