/** What the sign-in flows use: the account repositories, the login and SMS services, the clock. */
import type { FastifyInstance } from 'fastify'
import { DEFAULT_INVITE_REWARDS, type AppConfig } from '../config'
import { creditInviter } from '../invites/credit'
import type { UserRepo } from '../store/users'
import type { SessionRepo } from '../store/sessions'
import type { SigninRepos } from '../store/signin'
import type { LoginService } from './login'
import type { SmsCodeService } from './sms-codes'

export interface SigninDeps {
  users: UserRepo
  sessions: SessionRepo
  signin: SigninRepos
  login: LoginService
  smsCodes: SmsCodeService
  config: AppConfig
  nowSec(): number
  /** the coupon a user gets for joining with an invitation code */
  rewardInvite(userId: string): Promise<void>
  /** the reward of the code's owner when it is a user's own code; refuses the user's own code */
  creditInviter(code: string, inviteeId: string): Promise<void>
}

export function signinDeps(app: FastifyInstance): SigninDeps {
  const { users, sessions, signin } = app.repos
  const { login, smsCodes } = app.services
  const config = app.config
  return {
    users,
    sessions,
    signin,
    login,
    smsCodes,
    config,
    nowSec: () => Math.floor(config.now() / 1000),
    rewardInvite: async (userId) => await app.money.issueInviteCoupon(userId),
    creditInviter: async (code, inviteeId) =>
      await creditInviter(
        app.repos.inviteRewards,
        app.repos.membership,
        config.inviteRewards ?? DEFAULT_INVITE_REWARDS,
        config.now(),
        code,
        inviteeId,
      ),
  }
}
