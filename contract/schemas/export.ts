/**
 * Exports (导出) to Excel: a result set (the keyword search, the advanced filter, one dimension of a company) or a
 * company's whole profile; the user's list of exported files (我的下载), the download, a re-export with today's data
 * and today's use of the daily limit. Every endpoint needs a login; another user's export answers 4040 like a
 * missing one. Times are ms since the epoch; sizes are bytes.
 */
import { AdvancedFilterSchema } from './search'
import { Envelope, Id, Int, OneOf, PageQuery, Paged, Pid, Text, Type, type Static } from './common'
import { OrderCreateBody, OrderCreateResultSchema, OrderNoBody } from './member'

/** What a result-set export exports; 'profile' exports are made by their own endpoint. */
export const RESULT_EXPORT_KINDS = ['search', 'advanced', 'dimension'] as const
/** 'phone': the contact phones of a search or advanced-filter result, a paid export made once its order is paid */
export const EXPORT_KINDS = [...RESULT_EXPORT_KINDS, 'profile', 'phone'] as const
export const PHONE_SOURCE_KINDS = ['search', 'advanced'] as const
/** ready: downloadable; expired: its file is deleted (re-export to get it again); failed: nothing was written */
export const EXPORT_STATES = ['ready', 'expired', 'failed'] as const

/**
 * kind 'search': `keyword` as the search box sends it; 'advanced': the advanced filter's fields; 'dimension': `pid`
 * and `dimension` (a registry key). Fields of the other kinds are ignored.
 */
export const ExportCreateBody = Type.Object({
  kind: OneOf('导出类型', RESULT_EXPORT_KINDS),
  ...AdvancedFilterSchema.properties,
  pid: Type.Optional(Pid()),
  dimension: Type.Optional(Text('数据维度', 64)),
})
export const ProfileExportBody = Type.Object({ pid: Pid() })
export const ExportIdBody = Type.Object({ id: Id('导出记录') })
export const ExportIdQuery = ExportIdBody
export const ExportListQuery = Type.Object({ ...PageQuery(50) })

export const ExportItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Unsafe<ExportKind>({ type: 'string', enum: [...EXPORT_KINDS] }),
  /** 企业搜索 / 高级搜索 / 维度数据 / 企业信息 / 企业电话 */
  kindLabel: Type.String(),
  /** data rows in the file */
  rows: Type.Integer(),
  /** the result had more rows than the level's cap: the rest was left out */
  capped: Type.Boolean(),
  size: Type.Integer({ description: 'bytes' }),
  /** the name the download is saved under */
  fileName: Type.String(),
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
  state: Type.Unsafe<ExportState>({ type: 'string', enum: [...EXPORT_STATES] }),
})

const LevelLimitSchema = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  perDay: Type.Integer(),
  rowsPerExport: Type.Integer(),
  phoneExport: Type.Boolean(),
  /** the price of one company's phones in a phone export (0 where the level cannot buy them) */
  phoneRowFen: Type.Integer(),
})

/** Today's use (China-time day) of the user's level in force, and every level's limits. */
export const ExportFrequencySchema = Type.Object({
  level: Type.Integer(),
  levelName: Type.String(),
  perDay: Type.Integer(),
  used: Type.Integer(),
  remaining: Type.Integer(),
  rowsPerExport: Type.Integer(),
  phoneExport: Type.Boolean(),
  /** a file can be downloaded for this many hours after the export */
  ttlHours: Type.Integer(),
  levels: Type.Array(LevelLimitSchema),
})

export const ExportResultSchema = Type.Object({ item: ExportItemSchema, frequency: ExportFrequencySchema })

/** The result set whose contact phones are wanted: a keyword search or the advanced filter. */
export const PhoneQuoteBody = Type.Object({
  kind: OneOf('导出类型', PHONE_SOURCE_KINDS),
  ...AdvancedFilterSchema.properties,
})

/**
 * What a phone export of the result set would hold and cost for this user. A row is one company with at least one
 * known number (its annual-report phone, other published numbers, suspected numbers); companies without any are
 * neither exported nor charged. Only the first `rowsPerExport` companies of the result are looked at.
 * Where the user's level cannot buy phone exports (`allowed` false), the quote is for `upgradeLevel`: `level`,
 * `levelName`, `rowsPerExport`, `rowFen` and `priceFen` then describe that level, to show what an upgrade gives.
 */
export const PhoneQuoteSchema = Type.Object({
  title: Type.String(),
  /** the user's level can buy phone exports; if not, `upgradeLevel` is the lowest level that can */
  allowed: Type.Boolean(),
  upgradeLevel: Type.Union([Type.Integer(), Type.Null()]),
  level: Type.Integer(),
  levelName: Type.String(),
  /** companies in the result */
  totalHits: Type.Integer(),
  /** companies looked at: the result up to the row cap of the level the quote is for */
  scanned: Type.Integer(),
  rowsPerExport: Type.Integer(),
  /** companies with at least one number: the rows paid for and exported */
  rows: Type.Integer(),
  /** numbers in those rows */
  phones: Type.Integer(),
  rowFen: Type.Integer({ minimum: 0 }),
  priceFen: Type.Integer({ minimum: 0 }),
  /** the file can be downloaded for this many hours after it is made */
  ttlHours: Type.Integer(),
  /** the first few rows with their numbers masked, as a sample of what the file holds */
  preview: Type.Array(Type.Object({ name: Type.String(), phones: Type.Array(Type.String()) })),
})

/**
 * The phone export's order: the server counts the rows again and refuses the order (4091, the new quote as data) when
 * the count is no longer the `rows` the user was shown, so nobody pays a price they did not see. `{orderNo}` in
 * `returnUrl` (also percent-encoded) is replaced by the new order's number.
 */
export const PhoneOrderBody = Type.Object({
  ...PhoneQuoteBody.properties,
  rows: Int('导出条数', 1, 1_000_000),
  payMethod: OrderCreateBody.properties.payMethod,
  couponId: OrderCreateBody.properties.couponId,
  returnUrl: OrderCreateBody.properties.returnUrl,
  wxCode: OrderCreateBody.properties.wxCode,
  oaCode: OrderCreateBody.properties.oaCode,
})

const reply = Envelope
export const exportSchemas = {
  create: { body: ExportCreateBody, response: { 200: reply(ExportResultSchema) } },
  profile: { body: ProfileExportBody, response: { 200: reply(ExportResultSchema) } },
  list: { querystring: ExportListQuery, response: { 200: reply(Paged(ExportItemSchema)) } },
  /** answers the .xlsx file itself; errors come in the usual envelope */
  download: { querystring: ExportIdQuery },
  reExport: { body: ExportIdBody, response: { 200: reply(ExportResultSchema) } },
  frequency: { response: { 200: reply(ExportFrequencySchema) } },
  phoneQuote: { body: PhoneQuoteBody, response: { 200: reply(PhoneQuoteSchema) } },
  phoneOrder: { body: PhoneOrderBody, response: { 200: reply(OrderCreateResultSchema) } },
  /** the file of a paid phone-export order (made on first call, the same file after) */
  phoneExport: { body: OrderNoBody, response: { 200: reply(ExportResultSchema) } },
}

export type ExportKind = (typeof EXPORT_KINDS)[number]
export type ResultExportKind = (typeof RESULT_EXPORT_KINDS)[number]
export type ExportState = (typeof EXPORT_STATES)[number]
export type ExportCreateInput = Static<typeof ExportCreateBody>
export type ExportItem = Static<typeof ExportItemSchema>
export type ExportFrequency = Static<typeof ExportFrequencySchema>
export type ExportResult = Static<typeof ExportResultSchema>
export type PhoneSourceKind = (typeof PHONE_SOURCE_KINDS)[number]
export type PhoneQuoteInput = Static<typeof PhoneQuoteBody>
export type PhoneQuote = Static<typeof PhoneQuoteSchema>
export type PhoneOrderInput = Static<typeof PhoneOrderBody>
