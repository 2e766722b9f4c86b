import crypto from 'node:crypto'
import type { DeviceInfo, LoginResult } from '../../../contract/api/api'
import type { AppConfig } from '../config'
import { fail } from '../errors'
import { signToken } from './jwt'
import { checkPassword, UNUSABLE_HASH } from './password'
import { MemoryStrangerFailures, type StrangerFailures, type FailureState } from './login-failures'
import type { SessionRepo } from '../store/sessions'
import { toUserInfo, userPermissions, userRoles, type UserRepo, type UserRow } from '../store/users'

export const PASSWORD_RULES = { maxWrong: 5, lockSec: 15 * 60 } as const

export interface LoginContext {
  device: DeviceInfo
  /** client id header: stands in for the device id when the client sends none (H5) */
  cid: string
  ip: string
}

/** What sign-in needs of account cancellation (server/src/account/cancellation.ts). */
export interface CancellationGate {
  /** cancels the accounts whose cooling-off has ended: run before a sign-in looks an account up */
  settleDue(): Promise<number>
  /** a sign-in withdraws the account's pending cancellation; true when there was one */
  withdrawOnSignIn(userId: string): Promise<boolean>
  /** a cancelled account had this phone (and no account has it now) */
  wasCancelled(phone: string): Promise<boolean>
  /** the account is cancelled, or its cooling-off has ended and it is about to be */
  cancelledOrDue(userId: string): Promise<boolean>
}

export class LoginService {
  constructor(
    private readonly users: UserRepo,
    private readonly sessions: SessionRepo,
    private readonly config: AppConfig,
    private readonly cancellation?: CancellationGate,
    private readonly strangers: StrangerFailures = new MemoryStrangerFailures(),
  ) {}

  /**
   * Opens a session for the user and signs its token. A login on another device supersedes older ones. Every sign-in
   * of an account withdraws its pending cancellation (`cancelWithdrawn` tells the app); a cancelled account gets none.
   */
  async issue(user: UserRow, ctx: LoginContext, opts: { keepJti?: string } = {}): Promise<LoginResult> {
    if (await this.cancellation?.cancelledOrDue(user.user_id)) throw fail('ACCOUNT_CANCELLED', '该账号已注销，请重新登录')
    const nowSec = Math.floor(this.config.now() / 1000)
    const expiresAt = nowSec + Math.round(this.config.tokenTtlDays * 86400)
    const jti = crypto.randomBytes(16).toString('hex')
    const d = ctx.device
    await this.sessions.create(
      {
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
      },
      opts.keepJti,
    )
    const token = signToken(
      { sub: user.user_id, roles: userRoles(user), permissions: userPermissions(user), iat: nowSec, exp: expiresAt, jti },
      this.config.jwtSecret,
    )
    const withdrawn = (await this.cancellation?.withdrawOnSignIn(user.user_id)) ?? false
    return { token, expiresAt, user: toUserInfo(user), ...(withdrawn ? { cancelWithdrawn: true } : {}) }
  }

  /**
   * After the SMS code was verified: the phone's user, created on first login. The phone of a cancelled account
   * registers a new, empty one.
   */
  async userForPhone(phone: string): Promise<UserRow> {
    await this.cancellation?.settleDue()
    return (await this.users.byPhone(phone)) ?? (await this.users.create({ phone, nowSec: Math.floor(this.config.now() / 1000) }))
  }

  /**
   * Password check with the lock: 5 wrong entries lock for 15 minutes. A phone without an account, or an account
   * without a password, is refused exactly like a wrong password (same message, same count and lock, one bcrypt
   * compare), so the answer never tells whether the phone is registered. The one exception is the phone of a
   * cancelled account: the user is told the account was cancelled and how to start again.
   */
  async checkPassword(phone: string, password: string): Promise<UserRow> {
    await this.cancellation?.settleDue()
    const nowSec = Math.floor(this.config.now() / 1000)
    const user = await this.users.byPhone(phone)
    // its password went with it: only an SMS sign-in (a new account) is possible
    if (!user && (await this.cancellation?.wasCancelled(phone))) throw fail('ACCOUNT_CANCELLED')
    const state: FailureState = user ? { failed: user.failed_logins, lockedUntil: user.locked_until } : await this.strangers.get(phone)
    if (state.lockedUntil > nowSec) {
      const minutes = Math.ceil((state.lockedUntil - nowSec) / 60)
      throw fail('ACCOUNT_LOCKED', `密码错误次数过多，账号已锁定，请${minutes}分钟后再试或使用验证码登录`)
    }
    const matches = await checkPassword(password, user?.password_hash || UNUSABLE_HASH)
    if (user?.password_hash && matches) {
      await this.users.clearFailedLogins(user.user_id)
      return user
    }
    const failed = (state.lockedUntil > 0 ? 0 : state.failed) + 1
    const locks = failed >= PASSWORD_RULES.maxWrong
    const next: FailureState = locks ? { failed: 0, lockedUntil: nowSec + PASSWORD_RULES.lockSec } : { failed, lockedUntil: 0 }
    if (user) await this.users.recordFailedLogin(user.user_id, next.failed, next.lockedUntil)
    else await this.strangers.set(phone, next)
    if (locks) throw fail('ACCOUNT_LOCKED', '密码错误次数过多，账号已锁定15分钟，请稍后再试或使用验证码登录')
    throw fail('LOGIN_FAILED', `手机号或密码错误，还可尝试${PASSWORD_RULES.maxWrong - failed}次`)
  }
}
