import type { AppConfig } from '../config'
import type { DB } from '../store/db'
import type { Auth } from '../plugins/auth'
import type { LoginService } from '../auth/login'
import type { SmsCodeService } from '../auth/sms-codes'
import type { UserRepo } from '../store/users'
import type { SessionRepo } from '../store/sessions'
import type { CompanyRepo } from '../store/companies'
import type { PersonRepo } from '../store/persons'
import type { RateLimiter, signinLimits } from '../auth/rate-limit'

/** What the route modules share: built once in buildApp. */
export interface RouteContext {
  db: DB
  config: AppConfig
  auth: Auth
  users: UserRepo
  sessions: SessionRepo
  login: LoginService
  smsCodes: SmsCodeService
  companies: CompanyRepo
  persons: PersonRepo
  /** per-phone and per-IP limits of the code-sending and login endpoints */
  limiter: RateLimiter
  limits: ReturnType<typeof signinLimits>
}
