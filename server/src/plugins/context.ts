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
import { SqlUserRepo, type UserRepo } from '../store/users'
import { SqlSessionRepo, type SessionRepo } from '../store/sessions'
import { SqlSmsCodeRepo, type SmsCodeRepo } from '../store/sms-codes'
import { sqlSigninRepos, type SigninRepos } from '../store/signin'
import { SqlCompanyRepo, type CompanyRepo } from '../store/companies'
import { SqlPersonRepo, type PersonRepo } from '../store/persons'
import { SqlRecordRepo, type RecordRepo } from '../store/records'
import { SqlJudicialRepo, type JudicialRepo } from '../store/judicial'
import { SqlCaseRepo, type CaseRepo } from '../store/judicial-cases'
import { SqlJudicialWatchRepo, type JudicialWatchRepo } from '../store/judicial-watch'
import { SqlCreditDigRepo, type CreditDigRepo } from '../store/credit-dig'
import { SqlOwnershipRepo, type OwnershipRepo } from '../store/ownership'
import { SqlRelationRepo, type RelationRepo } from '../store/relations'
import { SqlNeighbourhoodRepo, type NeighbourhoodRepo } from '../store/neighbourhood'
import { LoginService } from '../auth/login'
import { SmsCodeService } from '../auth/sms-codes'
import { signinLimits, type RateLimiter } from '../auth/rate-limit'
import type { SharedState } from '../cluster/shared-state'
import { LocalSmsProvider } from '../providers/sms'
import { createAuth, type Auth } from './auth'
import { createMonitorRuntime, type MonitorRuntime } from '../monitor/runtime'
import { searchRepoFor, type SearchRepo } from '../store/search'
import { SqlInvoiceRepo, type InvoiceRepo } from '../store/invoices'
import { SqlExportRepo, type ExportRepo } from '../store/exports'
import { SqlMonitorRepo, type MonitorRepo } from '../store/monitor'
import { SqlMessageRepo, type MessageRepo } from '../store/messages'
import { SqlTrendRepo, type TrendRepo } from '../store/trends'
import { sqlRiskRepos, type RiskRepos } from '../store/risk'
import { createMoneyRuntime, type MoneyRuntime } from '../money/runtime'
import { PhoneOrders } from '../export/phone-orders'
import { exportServiceOf } from '../export/service'
import { SqlOrderRepo, type OrderRepo } from '../store/orders'
import { SqlMembershipRepo, type MembershipRepo } from '../store/membership'
import { SqlFootprintRepo, type FootprintRepo } from '../store/footprints'
import { SqlInviteRewardRepo, type InviteRewardRepo } from '../store/rewards'
import { SqlDiscoverRepo, type DiscoverRepo } from '../store/discover'
import { SqlOrganizationRepo, type OrganizationRepo } from '../store/organizations'
import { SqlEntryCodeRepo, type EntryCodeRepo } from '../store/entry-codes'
import { SqlPreferenceRepo, type PreferenceRepo } from '../store/preferences'
import { SqlRecommendationRepo, type RecommendationRepo } from '../store/recommendations'
import { SqlCollectionRepo, type CollectionRepo } from '../store/collections'
import { SqlUploadRepo, type UploadRepo } from '../store/uploads'
import { SqlProfileRepo, type ProfileRepo } from '../store/profiles'
import { ImageStore } from '../uploads/images'
import type { MoneyService } from '../money/service'
import { SqlCancellationRepo, type CancellationRepo } from '../store/cancellations'
import { SqlPersonalDataRepo, type PersonalDataRepo } from '../store/personal-data'
import { SqlFeedbackRepo, type FeedbackRepo } from '../store/feedback'
import { SqlCardRepo, type CardRepo } from '../store/cards'
import { SqlSubscriptionRepo, type SubscriptionRepo } from '../store/subscriptions'
import { SqlConnectionRepo, type ConnectionRepo } from '../store/connections'
import { SqlNewlyRepo, type NewlyRepo } from '../store/newly'
import { SqlFindPhoneRepo, type FindPhoneRepo } from '../store/find-phone'
import { SqlPublicUnitRepo, type PublicUnitRepo } from '../store/public-units'
import { SqlNearbyRepo, type NearbyRepo } from '../store/nearby'
import { SqlGroupRepo } from '../store/groups'
import { SqlRewardLedgerRepo, type RewardLedgerRepo } from '../store/reward-ledger'
import { SqlOrderNoticeRepo, type OrderNoticeRepo } from '../store/order-notices'
import { SqlPropertyClueRepo } from '../store/property-clues'
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
  /** the membership ledger: grants of time at a level and the timeline laid out from them */
  membership: MembershipRepo
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
  groups: SqlGroupRepo
  /** 奖励流水: the invitation rewards and their use, read as one ledger */
  rewardLedger: RewardLedgerRepo
  /** order notices in 消息中心, one per order and event */
  orderNotices: OrderNoticeRepo
  /** 财产线索: debtors' clues, the user's debtors, settings and new clues */
  propertyClues: SqlPropertyClueRepo
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
    /** the SQLite handle when the store is the SQLite file (null on PostgreSQL): for the SQLite-only commands */
    db: DB | null
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

export const contextPlugin = fp<{ db: DB | null; sql: Sql; config: AppConfig; shared: SharedState }>(
  async (app, { db, sql, config, shared }) => {
    const repos: Repos = {
      users: new SqlUserRepo(sql),
      sessions: new SqlSessionRepo(sql),
      smsCodes: new SqlSmsCodeRepo(sql),
      signin: sqlSigninRepos(sql),
      companies: new SqlCompanyRepo(sql),
      persons: new SqlPersonRepo(sql),
      records: new SqlRecordRepo(sql),
      judicial: new SqlJudicialRepo(sql, new SqlRecordRepo(sql)),
      judicialCases: new SqlCaseRepo(sql),
      judicialWatch: new SqlJudicialWatchRepo(sql, new SqlCaseRepo(sql)),
      creditDig: new SqlCreditDigRepo(sql),
      ownership: new SqlOwnershipRepo(sql),
      relations: new SqlRelationRepo(sql),
      neighbourhood: new SqlNeighbourhoodRepo(sql),
      search: searchRepoFor(sql),
      monitor: new SqlMonitorRepo(sql),
      messages: new SqlMessageRepo(sql),
      trends: new SqlTrendRepo(sql),
      risk: sqlRiskRepos(sql),
      invoices: new SqlInvoiceRepo(sql),
      exports: new SqlExportRepo(sql),
      membership: new SqlMembershipRepo(sql),
      orders: new SqlOrderRepo(sql, new SqlMembershipRepo(sql)),
      footprints: new SqlFootprintRepo(sql),
      inviteRewards: new SqlInviteRewardRepo(sql),
      discover: new SqlDiscoverRepo(sql),
      organizations: new SqlOrganizationRepo(sql),
      entryCodes: new SqlEntryCodeRepo(sql),
      preferences: new SqlPreferenceRepo(sql),
      recommendations: new SqlRecommendationRepo(sql),
      collections: new SqlCollectionRepo(sql),
      uploads: new SqlUploadRepo(sql),
      profiles: new SqlProfileRepo(sql),
      cancellations: new SqlCancellationRepo(sql),
      personalData: new SqlPersonalDataRepo(sql),
      feedback: new SqlFeedbackRepo(sql),
      cards: new SqlCardRepo(sql),
      subscriptions: new SqlSubscriptionRepo(sql),
      connections: new SqlConnectionRepo(sql),
      newly: new SqlNewlyRepo(sql),
      findPhone: new SqlFindPhoneRepo(sql),
      publicUnits: new SqlPublicUnitRepo(sql),
      nearby: new SqlNearbyRepo(sql),
      groups: new SqlGroupRepo(sql),
      rewardLedger: new SqlRewardLedgerRepo(sql),
      orderNotices: new SqlOrderNoticeRepo(sql),
      propertyClues: new SqlPropertyClueRepo(sql),
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
      createMonitorRuntime(sql, db?.name ?? '', config.now, {
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
        now: config.now,
        log: (msg, detail) => app.log.warn(detail ?? {}, msg),
      }),
    )
  },
  { name: 'context' },
)
