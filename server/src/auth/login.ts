import crypto from 'node:crypto'
import type { DeviceInfo, LoginResult } from '../../../types/api'
import type { AppConfig } from '../config'
import { fail } from '../errors'
import { signToken } from './jwt'
import { checkPassword } from './password'
import type { SessionRepo } from '../store/sessions'
import { toUserInfo, userPermissions, userRoles, type UserRepo, type UserRow } from '../store/users'

export const PASSWORD_RULES = { maxWrong: 5, lockSec: 15 * 60 } as const

export interface LoginContext {
  device: DeviceInfo
  /** client id header: stands in for the device id when the client sends none (H5) */
  cid: string
  ip: string
}

export class LoginService {
  constructor(
    private readonly users: UserRepo,
    private readonly sessions: SessionRepo,
    private readonly config: AppConfig,
  ) {}

  /** Opens a session for the user and signs its token. A login on another device supersedes older ones. */
  issue(user: UserRow, ctx: LoginContext, opts: { keepJti?: string } = {}): LoginResult {
    const nowSec = Math.floor(this.config.now() / 1000)
    const expiresAt = nowSec + Math.round(this.config.tokenTtlDays * 86400)
    const jti = crypto.randomBytes(16).toString('hex')
    const d = ctx.device
    this.sessions.create({
      jti,
      userId: user.user_id,
      deviceId: d.deviceIdentification || ctx.cid || '',
      deviceName: d.deviceName ?? '',
      phoneBrand: d.phoneBrand ?? '',
      systemVersion: d.systemVersion ?? '',
      appVersion: d.versions ?? '',
      ip: ctx.ip,
      createdAt: nowSec,
      expiresAt,
    }, opts.keepJti)
    const token = signToken(
      { sub: user.user_id, roles: userRoles(user), permissions: userPermissions(user), iat: nowSec, exp: expiresAt, jti },
      this.config.jwtSecret,
    )
    return { token, expiresAt, user: toUserInfo(user) }
  }

  /** After the SMS code was verified: the phone's user, created on first login. */
  userForPhone(phone: string): UserRow {
    return this.users.byPhone(phone) ?? this.users.create({ phone, nowSec: Math.floor(this.config.now() / 1000) })
  }

  /** Password check with the lock: 5 wrong entries lock the account for 15 minutes. */
  async checkPassword(phone: string, password: string): Promise<UserRow> {
    const nowSec = Math.floor(this.config.now() / 1000)
    const user = this.users.byPhone(phone)
    if (!user) throw fail('LOGIN_FAILED')
    if (user.locked_until > nowSec) {
      const minutes = Math.ceil((user.locked_until - nowSec) / 60)
      throw fail('ACCOUNT_LOCKED', `密码错误次数过多，账号已锁定，请${minutes}分钟后再试或使用验证码登录`)
    }
    if (!user.password_hash) throw fail('LOGIN_FAILED', '该账号尚未设置密码，请使用验证码登录')
    if (!(await checkPassword(password, user.password_hash))) {
      const failed = (user.locked_until > 0 ? 0 : user.failed_logins) + 1
      if (failed >= PASSWORD_RULES.maxWrong) {
        this.users.recordFailedLogin(user.user_id, 0, nowSec + PASSWORD_RULES.lockSec)
        throw fail('ACCOUNT_LOCKED', '密码错误次数过多，账号已锁定15分钟，请稍后再试或使用验证码登录')
      }
      this.users.recordFailedLogin(user.user_id, failed, 0)
      throw fail('LOGIN_FAILED', `手机号或密码错误，还可尝试${PASSWORD_RULES.maxWrong - failed}次`)
    }
    this.users.clearFailedLogins(user.user_id)
    return user
  }
}
