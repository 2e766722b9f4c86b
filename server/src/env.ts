/**
 * Every environment variable the server and its commands read, in one validated schema (env-schema):
 * types are coerced, defaults filled, and a wrong value stops start-up with the variable named.
 * Nothing else in the server reads process.env.
 */
import envSchema from 'env-schema'
import { Type, type Static } from '@sinclair/typebox'

const Str = (def?: string) => (def === undefined ? Type.Optional(Type.String()) : Type.String({ default: def }))
const IntVar = (def: number, min = 0, max = 2 ** 31) => Type.Integer({ default: def, minimum: min, maximum: max })
const Bool01 = Type.Optional(Type.String({ enum: ['0', '1', ''] }))

export const EnvSchema = Type.Object({
  NODE_ENV: Str('development'),
  PORT: IntVar(8080, 0, 65535),
  HOST: Str('127.0.0.1'),
  /** the SQLite file (a postgres:// address belongs in DATABASE_URL) */
  DATABASE: Type.String({ default: './data/app.db', pattern: '^(?!postgres(ql)?://)' }),
  /** postgres://user:password@host:port/database: the server runs on PostgreSQL instead of the DATABASE file */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(postgres(ql)?://.+)?$' })),
  /** connections each server keeps to PostgreSQL */
  DATABASE_POOL_MAX: IntVar(10, 1, 500),
  DEMO_COMPANIES: IntVar(20000, 0, 5_000_000),
  H5_DIR: Str('dist/h5'),
  SIGN_SECRET: Str(),
  JWT_SECRET: Str(),
  LINGYANG_SECRET: Str(),
  TOKEN_TTL_DAYS: Type.Number({ default: 30, exclusiveMinimum: 0, maximum: 3650 }),
  LOG_FILE: Str('./data/server.log'),
  LOG_LEVEL: Type.String({ default: 'info', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] }),
  LOG_FORMAT: Type.Optional(Type.String({ enum: ['json', 'pretty', ''] })),
  /** size at which the log file rotates, e.g. 10m, 500k */
  LOG_MAX_SIZE: Str('10m'),
  /** rotated log files kept (besides the current one) */
  LOG_KEEP: IntVar(7, 1, 365),
  TRUST_PROXY: Bool01,
  SMS_PER_IP_PER_HOUR: IntVar(30, 1),
  LOGIN_PER_IP_PER_HOUR: IntVar(120, 1),
  LOGIN_PER_PHONE_PER_HOUR: IntVar(30, 1),
  /** requests one client IP may make per minute to the API, every route together */
  API_PER_IP_PER_MIN: IntVar(1200, 1),
  ONE_CLICK_LOCAL_PHONE: Str(),
  WX_LOCAL_PHONE: Str(),
  SMS_PROVIDER: Str(),
  ONE_CLICK_PROVIDER: Str(),
  WX_PROVIDER: Str(),
  /** nuonuo: invoices issued through 诺诺开放平台 (NUONUO_* settings); the local demonstration provider otherwise */
  INVOICE_PROVIDER: Str(),
  /** 1: a demonstration deployment — production may run on the local stand-ins, and the app says 演示环境 */
  DEMO: Bool01,
  PUSH_POLL_MS: IntVar(2000, 100),
  FEED_INTERVAL_MIN: IntVar(0, 0),
  FEED_PER_DAY: IntVar(300, 1, 100_000),
  MONITOR_LIMITS: Str(),
  /** crash tests only: the feed command pauses this long inside its transaction, between records and dynamics */
  FEED_PAUSE_BETWEEN_STEPS_MS: IntVar(0, 0, 600_000),
  /** 1: administrators may generate and apply a demo feed through the API (off by default) */
  FEED_RUN_ENABLED: Bool01,
  UBO_THRESHOLD: Str(),
  WX_SUBSCRIBE_TEMPLATE_ID: Str('yqc-local-monitor-template'),
  /** membership offers: sku:level:months:priceFen, comma-separated */
  MEMBER_OFFERS: Str(),
  /** exports per level: level:perDay:rows:phone(0/1), comma-separated */
  EXPORT_LIMITS: Str(),
  /** the price of one company's phones in a phone export, per level: level:fen, comma-separated */
  PHONE_ROW_PRICES: Str(),
  /** folder of the exported files (default: exports beside the DATABASE file) */
  EXPORT_DIR: Str(),
  UPLOAD_DIR: Str(),
  /** outside production only: a file holding milliseconds added to the clock (the browser journeys move time with it) */
  CLOCK_OFFSET_FILE: Str(),
  /** an exported file can be downloaded for this many hours */
  EXPORT_TTL_HOURS: IntVar(72, 1, 24 * 365),
  /** an unpaid order closes after this many minutes */
  ORDER_CLOSE_MINUTES: IntVar(15, 1, 7 * 24 * 60),
  /** unpaid orders one user may hold at once (each is a prepay call at WeChat Pay) */
  OPEN_ORDERS_PER_USER: IntVar(5, 1, 100),
  /** days after its creation during which an account may enter an invitation code */
  INVITE_CODE_DAYS: IntVar(7, 1, 3650),
  /** organisations one account may have created that still exist, and may belong to (its own included) */
  ORGS_CREATED_PER_USER: IntVar(5, 1, 1000),
  ORGS_JOINED_PER_USER: IntVar(20, 1, 10000),
  /** the server's public address, e.g. https://yqc.example.com (WeChat Pay notifications are posted to it) */
  PUBLIC_URL: Str(),
  /** redis://[user:password@]host:port[/db]: share nonces, rate limits and pushes between API instances */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^(rediss?://.+)?$' })),
  REDIS_PREFIX: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9:_-]{0,40}$' })),
  /** 联系我们 and 关于我们: customer service, the operating company and its ICP filing (demo values by default) */
  CONTACT_PHONE: Str('400-800-6688'),
  CONTACT_EMAIL: Str('service@yunqicha.cn'),
  CONTACT_HOURS: Str('周一至周五 9:00-18:00（法定节假日除外）'),
  CONTACT_ADDRESS: Str('上海市浦东新区张江路88号云企查大厦8层'),
  COMPANY_NAME: Str('上海云企查信息科技有限公司'),
  ICP_FILING: Str('沪ICP备2026000001号-1'),
  /** 推广邀请: membership days an inviter earns per invited user, their level (1 VIP, 2 SVIP), rewards per month at most */
  INVITE_REWARD_DAYS: IntVar(7, 1, 366),
  INVITE_REWARD_LEVEL: IntVar(1, 1, 2),
  INVITE_MONTHLY_CAP: IntVar(10, 0, 1000),
})

export type Env = Static<typeof EnvSchema> & Record<string, string | number | undefined>

/** The validated environment; unknown variables pass through untouched for the providers' own keys. */
export function readEnv(env: Record<string, string | undefined> = process.env): Env {
  // empty strings mean "not set", as a shell `FOO= npm start` intends
  const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  try {
    // env-schema drops what its schema does not name; the providers' own settings (ALIYUN_*, WX_APPID, WXPAY_*,
    // NUONUO_*) are read from the same object, so they are laid back under the validated values
    return { ...data, ...envSchema({ schema: EnvSchema, data, env: false, dotenv: false }) } as Env
  } catch (err) {
    throw new Error(`环境变量配置错误：${(err as Error).message.replace(/^env\//, '')}`)
  }
}
