/**
 * What every route plugin may use, decorated once on the root instance (fastify-plugin, so the
 * decorations are shared rather than encapsulated): configuration, the repositories (the only code
 * that holds SQL), the services built on them, and authentication.
 * Route plugins read `app.repos.x` / `app.services.x`; they never touch the database handle.
 */
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import type { DB } from '../store/db'
import { SqliteUserRepo, type UserRepo } from '../store/users'
import { SqliteSessionRepo, type SessionRepo } from '../store/sessions'
import { SqliteSmsCodeRepo, type SmsCodeRepo } from '../store/sms-codes'
import { sqliteSigninRepos, type SigninRepos } from '../store/signin'
import { SqliteCompanyRepo, type CompanyRepo } from '../store/companies'
import { SqlitePersonRepo, type PersonRepo } from '../store/persons'
import { SqliteRecordRepo, type RecordRepo } from '../store/records'
import { SqliteOwnershipRepo, type OwnershipRepo } from '../store/ownership'
import { LoginService } from '../auth/login'
import { SmsCodeService } from '../auth/sms-codes'
import { RateLimiter, signinLimits } from '../auth/rate-limit'
import { LocalSmsProvider } from '../providers/sms'
import { createAuth, type Auth } from './auth'
import { createMonitorRuntime, type MonitorRuntime } from '../monitor/runtime'
import { SqliteSearchRepo, type SearchRepo } from '../store/search'
import { SqliteInvoiceRepo, type InvoiceRepo } from '../store/invoices'
import { SqliteExportRepo, type ExportRepo } from '../store/exports'
import { SqliteMonitorRepo, type MonitorRepo } from '../store/monitor'
import { SqliteMessageRepo, type MessageRepo } from '../store/messages'
import { SqliteTrendRepo, type TrendRepo } from '../store/trends'
import { sqliteRiskRepos, type RiskRepos } from '../store/risk'
import { createMoneyRuntime, type MoneyRuntime } from '../money/runtime'
import { PhoneOrders } from '../export/phone-orders'
import { exportServiceOf } from '../export/service'
import { SqliteOrderRepo, type OrderRepo } from '../store/orders'
import { SqliteFootprintRepo, type FootprintRepo } from '../store/footprints'
import type { MoneyService } from '../money/service'

export interface Repos {
  users: UserRepo
  sessions: SessionRepo
  smsCodes: SmsCodeRepo
  /** one-click confirmations, scan and reset tickets, partner nonces, invitations, page views */
  signin: SigninRepos
  companies: CompanyRepo
  persons: PersonRepo
  /** records of every data dimension, legal cases, the copyright search */
  records: RecordRepo
  /** shareholders and investments for the ownership trees */
  ownership: OwnershipRepo
  search: SearchRepo
  /** monitored targets, groups, watch and notification settings */
  monitor: MonitorRepo
  /** dynamics and the users' messages */
  messages: MessageRepo
  trends: TrendRepo
  /** risk-scan data, daily scan quota counts, own-company claims */
  risk: RiskRepos
  /** invoice heads, invoice requests and their PDFs */
  invoices: InvoiceRepo
  /** the audit of exports, their daily counts, and a reader of their own for their rows */
  exports: ExportRepo
  orders: OrderRepo
  footprints: FootprintRepo
}

export interface Services {
  login: LoginService
  smsCodes: SmsCodeService
  /** per-phone and per-IP limits of the code-sending and login endpoints */
  limiter: RateLimiter
  limits: ReturnType<typeof signinLimits>
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    /** the database handle: for repositories and timers only, never for route handlers */
    db: DB
    repos: Repos
    services: Services
    auth: Auth
    /** monitoring push hub, subscribe provider and limits (main.ts runs the feed and digest timers with it) */
    monitor: MonitorRuntime
    /** membership, orders, coupons and payments */
    money: MoneyService
    /** how payments are made here (main.ts closes unpaid orders with it; tests pay on the local fake) */
    moneyRuntime: MoneyRuntime
    /** paid phone exports: quote, order, and the file once paid */
    phoneOrders: PhoneOrders
  }
}

export const contextPlugin = fp<{ db: DB; config: AppConfig }>(
  async (app, { db, config }) => {
    const users = new SqliteUserRepo(db)
    const sessions = new SqliteSessionRepo(db)
    const smsCodes = new SqliteSmsCodeRepo(db)
    const repos: Repos = {
      users,
      sessions,
      smsCodes,
      signin: sqliteSigninRepos(db),
      companies: new SqliteCompanyRepo(db),
      persons: new SqlitePersonRepo(db),
      records: new SqliteRecordRepo(db),
      ownership: new SqliteOwnershipRepo(db),
      search: new SqliteSearchRepo(db),
      monitor: new SqliteMonitorRepo(db),
      messages: new SqliteMessageRepo(db),
      trends: new SqliteTrendRepo(db),
      risk: sqliteRiskRepos(db),
      invoices: new SqliteInvoiceRepo(db),
      exports: new SqliteExportRepo(db),
      orders: new SqliteOrderRepo(db),
      footprints: new SqliteFootprintRepo(db),
    }
    const sms = config.sms ?? new LocalSmsProvider((line) => app.log.info(line))
    const services: Services = {
      login: new LoginService(users, sessions, config),
      smsCodes: new SmsCodeService(smsCodes, sms, config.now, config.smsPerIpPerHour),
      limiter: new RateLimiter(config.now),
      limits: signinLimits(config.loginPerIpPerHour, config.loginPerPhonePerHour),
    }
    app.decorate('config', config)
    app.decorate('db', db)
    app.decorate('repos', repos)
    app.decorate('services', services)
    app.decorate('auth', createAuth(app, config, sessions))
    app.decorate(
      'monitor',
      createMonitorRuntime(db, config.now, {
        repos,
        sessions,
        subscribe: config.subscribe,
        limits: config.monitorLimits,
        templateId: config.subscribeTemplateId,
        log: (line) => app.log.info(line),
      }),
    )
    const money = createMoneyRuntime(app, repos, config)
    app.decorate('moneyRuntime', money)
    app.decorate('money', money.service)
    app.decorate(
      'phoneOrders',
      new PhoneOrders({
        exports: () => exportServiceOf(app),
        money: money.service,
        orders: repos.orders,
        log: (msg, detail) => app.log.warn(detail ?? {}, msg),
      }),
    )
  },
  { name: 'context' },
)
