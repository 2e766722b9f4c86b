/**
 * What every route plugin may use, decorated once on the root instance (fastify-plugin, so the
 * decorations are shared rather than encapsulated): configuration, the repositories (the only code
 * that holds SQL), the services built on them, and authentication.
 * Route plugins read `app.repos.x` / `app.services.x`; they never touch the database handle.
 */
import path from 'node:path'
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
import { SqliteJudicialRepo, type JudicialRepo } from '../store/judicial'
import { SqliteCaseRepo, type CaseRepo } from '../store/judicial-cases'
import { SqliteJudicialWatchRepo, type JudicialWatchRepo } from '../store/judicial-watch'
import { SqliteCreditDigRepo, type CreditDigRepo } from '../store/credit-dig'
import { SqliteOwnershipRepo, type OwnershipRepo } from '../store/ownership'
import { SqliteRelationRepo, type RelationRepo } from '../store/relations'
import { SqliteNeighbourhoodRepo, type NeighbourhoodRepo } from '../store/neighbourhood'
import { LoginService } from '../auth/login'
import { SmsCodeService } from '../auth/sms-codes'
import { signinLimits, type RateLimiter } from '../auth/rate-limit'
import type { SharedState } from '../cluster/shared-state'
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
import { SqliteInviteRewardRepo, type InviteRewardRepo } from '../store/rewards'
import { SqliteDiscoverRepo, type DiscoverRepo } from '../store/discover'
import { SqliteOrganizationRepo, type OrganizationRepo } from '../store/organizations'
import { SqliteEntryCodeRepo, type EntryCodeRepo } from '../store/entry-codes'
import { SqlitePreferenceRepo, type PreferenceRepo } from '../store/preferences'
import { SqliteRecommendationRepo, type RecommendationRepo } from '../store/recommendations'
import { SqliteCollectionRepo, type CollectionRepo } from '../store/collections'
import { SqliteUploadRepo, type UploadRepo } from '../store/uploads'
import { SqliteProfileRepo, type ProfileRepo } from '../store/profiles'
import { ImageStore } from '../uploads/images'
import type { MoneyService } from '../money/service'
import { SqliteCancellationRepo, type CancellationRepo } from '../store/cancellations'
import { SqlitePersonalDataRepo, type PersonalDataRepo } from '../store/personal-data'
import { SqliteFeedbackRepo, type FeedbackRepo } from '../store/feedback'
import { SqliteCardRepo, type CardRepo } from '../store/cards'
import { SqliteSubscriptionRepo, type SubscriptionRepo } from '../store/subscriptions'
import { SqliteConnectionRepo, type ConnectionRepo } from '../store/connections'
import { SqliteNewlyRepo, type NewlyRepo } from '../store/newly'
import { SqliteFindPhoneRepo, type FindPhoneRepo } from '../store/find-phone'
import { SqlitePublicUnitRepo, type PublicUnitRepo } from '../store/public-units'
import { SqliteNearbyRepo, type NearbyRepo } from '../store/nearby'
import { SqliteGroupRepo } from '../store/groups'
import { SqliteRewardLedgerRepo, type RewardLedgerRepo } from '../store/reward-ledger'
import { SqliteOrderNoticeRepo, type OrderNoticeRepo } from '../store/order-notices'
import { SqlitePropertyClueRepo } from '../store/property-clues'
import { sendOrderNotices } from '../money/notices'
import { AccountCancellation } from '../account/cancellation'
import type { UploadRow } from '../store/uploads'
import type { Sql } from '../store/sql'

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
  /** 查老赖: 失信被执行人 and 被执行人 across every company and person */
  judicial: JudicialRepo
  /** 司法案件: court cases of every company and person */
  judicialCases: CaseRepo
  /** 案件监控: monitored parties, their push settings and new cases */
  judicialWatch: JudicialWatchRepo
  /** 信用挖掘: companies with credit-risk signals */
  creditDig: CreditDigRepo
  /** shareholders and investments for the ownership trees */
  ownership: OwnershipRepo
  /** the links of the 查关系 graph: roles and stakes, one node at a time */
  relations: RelationRepo
  neighbourhood: NeighbourhoodRepo
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
  /** 推广邀请: own invitation codes, who joined with them, the rewards earned */
  inviteRewards: InviteRewardRepo
  /** 发现 lists and 企业地址: public reads of the data */
  discover: DiscoverRepo
  /** 组织 and their members */
  organizations: OrganizationRepo
  /** entry codes (二维码入口) and the owners of invitation codes */
  entryCodes: EntryCodeRepo
  /** the users' preferences (个性化推荐) */
  preferences: PreferenceRepo
  /** companies recommended from a user's footprints, and the hot ones */
  recommendations: RecommendationRepo
  /** 收藏 folders and items, 关注 and the openings of 我的关注 */
  collections: CollectionRepo
  uploads: UploadRepo
  profiles: ProfileRepo
  /** account cancellation requests and the erasure of a cancelled account */
  cancellations: CancellationRepo
  /** what the server holds about a user, for the personal-information inventory */
  personalData: PersonalDataRepo
  /** 意见反馈 and 数据纠错: the users' feedback, its images and timeline, and the corrections made to the data */
  feedback: FeedbackRepo
  /** 名片夹 cards and each user's own shared card */
  cards: CardRepo
  /** 订阅: subscribe-message sends per notice kind, saved searches and judicial pushes */
  subscriptions: SubscriptionRepo
  /** 人脉: the saved contacts and the radar's companies and roles */
  connections: ConnectionRepo
  /** 新增企业: companies by region and establishment date */
  newly: NewlyRepo
  /** 查电话: companies with contact numbers by region, industry, status and kind */
  findPhone: FindPhoneRepo
  publicUnits: PublicUnitRepo
  /** 附近企业: companies within a radius of a point */
  nearby: NearbyRepo
  /** 企业集团: the stored groups, their build and their lists */
  groups: SqliteGroupRepo
  /** 奖励流水: the invitation rewards and their use, read as one ledger */
  rewardLedger: RewardLedgerRepo
  /** order notices in 消息中心, one per order and event */
  orderNotices: OrderNoticeRepo
  /** 财产线索: debtors' clues, the user's debtors, settings and new clues */
  propertyClues: SqlitePropertyClueRepo
}

export interface Services {
  login: LoginService
  smsCodes: SmsCodeService
  /** per-phone and per-IP limits of the code-sending and login endpoints */
  limiter: RateLimiter
  limits: ReturnType<typeof signinLimits>
  /** 注销账号: request, withdraw, and the erasure when the cooling-off ends (main.ts runs it on a timer too) */
  cancellation: AccountCancellation
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    /** the database handle: for repositories and timers only, never for route handlers */
    db: DB
    /** the database door of the repositories (and of the feed, so its transaction and the requests take turns) */
    sql: Sql
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
    /** uploaded images: checked, stored, and reached through public or signed addresses */
    images: ImageStore
  }
}

export const contextPlugin = fp<{ db: DB; sql: Sql; config: AppConfig; shared: SharedState }>(
  async (app, { db, sql, config, shared }) => {
    const repos: Repos = {
      users: new SqliteUserRepo(sql),
      sessions: new SqliteSessionRepo(sql),
      smsCodes: new SqliteSmsCodeRepo(sql),
      signin: sqliteSigninRepos(sql),
      companies: new SqliteCompanyRepo(sql),
      persons: new SqlitePersonRepo(sql),
      records: new SqliteRecordRepo(sql),
      judicial: new SqliteJudicialRepo(sql, new SqliteRecordRepo(sql)),
      judicialCases: new SqliteCaseRepo(sql),
      judicialWatch: new SqliteJudicialWatchRepo(sql, new SqliteCaseRepo(sql)),
      creditDig: new SqliteCreditDigRepo(sql),
      ownership: new SqliteOwnershipRepo(sql),
      relations: new SqliteRelationRepo(sql),
      neighbourhood: new SqliteNeighbourhoodRepo(sql),
      search: new SqliteSearchRepo(db),
      monitor: new SqliteMonitorRepo(sql),
      messages: new SqliteMessageRepo(sql),
      trends: new SqliteTrendRepo(sql),
      risk: sqliteRiskRepos(sql),
      invoices: new SqliteInvoiceRepo(sql),
      exports: new SqliteExportRepo(sql),
      orders: new SqliteOrderRepo(sql),
      footprints: new SqliteFootprintRepo(sql),
      inviteRewards: new SqliteInviteRewardRepo(sql),
      discover: new SqliteDiscoverRepo(sql),
      organizations: new SqliteOrganizationRepo(sql),
      entryCodes: new SqliteEntryCodeRepo(sql),
      preferences: new SqlitePreferenceRepo(sql),
      recommendations: new SqliteRecommendationRepo(sql),
      collections: new SqliteCollectionRepo(sql),
      uploads: new SqliteUploadRepo(sql),
      profiles: new SqliteProfileRepo(sql),
      cancellations: new SqliteCancellationRepo(sql),
      personalData: new SqlitePersonalDataRepo(sql),
      feedback: new SqliteFeedbackRepo(sql),
      cards: new SqliteCardRepo(sql),
      subscriptions: new SqliteSubscriptionRepo(sql),
      connections: new SqliteConnectionRepo(sql),
      newly: new SqliteNewlyRepo(sql),
      findPhone: new SqliteFindPhoneRepo(sql),
      publicUnits: new SqlitePublicUnitRepo(sql),
      nearby: new SqliteNearbyRepo(sql),
      groups: new SqliteGroupRepo(sql),
      rewardLedger: new SqliteRewardLedgerRepo(sql),
      orderNotices: new SqliteOrderNoticeRepo(sql),
      propertyClues: new SqlitePropertyClueRepo(sql),
    }
    const { users, sessions, smsCodes } = repos
    const sms = config.sms ?? new LocalSmsProvider((line) => app.log.info(line))
    const codes = new SmsCodeService(smsCodes, sms, config.now, config.smsPerIpPerHour)
    const cancellation = new AccountCancellation({
      repo: repos.cancellations,
      data: repos.personalData,
      users,
      smsCodes: codes,
      now: config.now,
      secret: config.jwtSecret,
      fileOf: {
        export: (row) => path.join(config.exportDir ?? repos.exports.defaultDir(), String(row.file)),
        upload: (row) => app.images.pathOf(row as unknown as UploadRow),
      },
      dropSession: (jti) => app.monitor.hub.dropSession(jti),
      log: (line, err) => (err ? app.log.warn({ err }, line) : app.log.info(line)),
    })
    const services: Services = {
      login: new LoginService(users, sessions, config, cancellation, shared.strangers),
      smsCodes: codes,
      limiter: shared.limiter,
      limits: signinLimits(config.loginPerIpPerHour, config.loginPerPhonePerHour),
      cancellation,
    }
    app.decorate('config', config)
    app.decorate('db', db)
    app.decorate('sql', sql)
    app.decorate('repos', repos)
    app.decorate('services', services)
    app.decorate('auth', createAuth(app, config, sessions))
    app.decorate(
      'monitor',
      createMonitorRuntime(sql, db.name, config.now, {
        repos,
        sessions,
        subscribe: config.subscribe,
        limits: config.monitorLimits,
        templateId: config.subscribeTemplateId,
        bus: shared.bus,
        log: (line) => app.log.info(line),
      }),
    )
    app.decorate(
      'images',
      new ImageStore({
        repo: repos.uploads,
        dir: () => config.uploadDir ?? repos.uploads.defaultDir(),
        secret: config.jwtSecret,
        now: config.now,
      }),
    )
    const money = createMoneyRuntime(app, repos, config)
    app.decorate('moneyRuntime', money)
    app.decorate('money', money.service)
    sendOrderNotices(money.service, {
      notices: repos.orderNotices,
      subscriptions: repos.subscriptions,
      openIdOf: async (userId) => await repos.monitor.openId(userId),
      subscribe: app.monitor.subscribe,
      unreadChanged: async (userId) => await app.monitor.hub.sendUnread(userId),
      now: config.now,
      log: (msg, detail) => app.log.warn(detail ?? {}, msg),
    })
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
