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
  wxLogin(openId: string, lc: LoginContext): WxLoginResult {
    return this.d.signin.atomically(() => {
      const user =
        this.d.users.byWxOpenId(openId) ?? this.d.users.createIdentity({ wxOpenId: openId, nickname: '微信用户', nowSec: this.d.nowSec() })
      return { ...this.d.login.issue(user, lc), needBindPhone: !user.phone }
    })
  }

  /**
   * Links a phone to the signed-in WeChat account `me`. When the phone already has an account without WeChat, the
   * WeChat identity moves to it (the empty WeChat-only account is dropped) and a token for that account is returned;
   * otherwise the current token (`current`) stays.
   */
  bindPhone(me: UserRow, phone: string, current: { token: string; expiresAt: number }, lc: LoginContext): LoginResult {
    if (me.phone) throw badParam('当前账号已绑定手机号')
    const { users, sessions } = this.d
    return this.d.signin.atomically((): LoginResult => {
      const owner = users.byPhone(phone)
      if (!owner) {
        users.setPhone(me.user_id, phone)
        return { ...current, user: toUserInfo(users.byUserId(me.user_id) as UserRow) }
      }
      if (owner.wx_open_id) throw fail('PHONE_TAKEN')
      users.setWxOpenId(me.user_id, null)
      users.setWxOpenId(owner.user_id, me.wx_open_id)
      sessions.revokeAllForUser(me.user_id, this.d.nowSec())
      users.remove(me.user_id)
      return this.d.login.issue(users.byUserId(owner.user_id) as UserRow, lc)
    })
  }

  /**
   * The partner's user signs in: the account of its uid, else the account of its phone (linked now), else a new one.
   * Forged tickets answer 4032; a ticket works once.
   */
  partnerLogin(ticket: string, lc: LoginContext): LoginResult {
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
    return this.d.signin.atomically((): LoginResult => {
      if (!this.d.signin.partnerNonces.claim(c.nonce, c.exp, now)) {
        throw new ApiError(ERRORS.PARTNER_TICKET_INVALID, '领扬登录凭证已使用，请返回领扬APP重新进入')
      }
      let user = users.byPartnerUid(c.uid)
      if (!user && c.phone) {
        const byPhone = users.byPhone(c.phone)
        if (byPhone && !byPhone.partner_uid) {
          users.setPartnerUid(byPhone.user_id, c.uid)
          user = users.byUserId(byPhone.user_id)
        }
      }
      if (!user) {
        const phone = c.phone && !users.byPhone(c.phone) ? c.phone : null
        user = users.createIdentity({ partnerUid: c.uid, phone, nickname: (c.name ?? '').slice(0, 20) || '领扬用户', nowSec: now })
      }
      return this.d.login.issue(user, lc)
    })
  }
}
