/**
 * Company risk scans: the daily quota, the rule book, the scan with its items, the records behind an item,
 * the 17 risk lists, the 13 change-detail lists, the own scan and beneficial owners. The person scan and the
 * other person due-diligence answers are in ./personDd and reuse the pieces below.
 */
import { CompanyStatusSchema } from './search'
import { RecordItemSchema } from './dimensions'
import { Envelope, Flag, NonEmpty, OneOf, PageQuery, Paged, Pid, Type, type Static } from './common'

// ---------- value lists ----------

export const RISK_LEVELS = ['high', 'warn', 'info'] as const
/** 自身风险 / 关联风险 / 历史风险 / 提示信息 */
export const RISK_GROUPS = ['self', 'related', 'history', 'notice'] as const
/** today | 1 month | 3 months | 1 year | 3 years; absent (or 'all') = all time */
export const RISK_PERIODS = ['today', '1m', '3m', '1y', '3y'] as const

/** The 17 risk lists: each is a record dimension key (contract/domain/dimensions), the label is the dimension's. */
export const RISK_LIST_TYPES = [
  'dishonestExecutor', // 失信被执行人
  'restrictHighConsumption', // 限制高消费
  'executor', // 被执行人
  'finalCase', // 终本案件
  'equityFreeze', // 股权冻结
  'judicialAuction', // 司法拍卖
  'judicialCase', // 司法案件
  'seriousIllegality', // 严重违法
  'businessAnomaly', // 经营异常
  'adminPenalty', // 行政处罚
  'taxViolation', // 税收违法
  'taxArrears', // 欠税公告
  'simpleCancellation', // 简易注销
  'chattelMortgage', // 动产抵押
  'equityPledge', // 股权出质
  'financing', // 股权融资
  'bankReorganization', // 破产重整
] as const

/** The 13 change-detail types (labels: CHANGE_DETAIL_LABELS in contract/api/api-risk). */
export const CHANGE_DETAIL_TYPES = [
  'keyPerson', // 主要人员变更 (field 高管)
  'name', // 企业名称变更
  'address', // 住所变更
  'type', // 企业类型变更
  'actualController', // 实际控制人变更 (from the shareholders' role history)
  'investment', // 新增对外投资 (ownership rows, by their start date)
  'investReduce', // 减少对外投资 (股东 changes of investees naming the company with a lower share)
  'investWithdraw', // 退出对外投资 (股东 changes of investees the company left)
  'beneficiary', // 最终受益人变更 (from the shareholders' role history)
  'legalPerson', // 法定代表人变更
  'scope', // 经营范围变更
  'shareholder', // 股东变更
  'status', // 经营状态变更
] as const

export const RiskLevelSchema = OneOf('风险等级', RISK_LEVELS)
export const RiskGroupSchema = OneOf('风险分组', RISK_GROUPS)
export const RiskPeriodSchema = OneOf('时间范围', RISK_PERIODS)
export const RiskListTypeSchema = OneOf('风险类型', RISK_LIST_TYPES)
export const ChangeDetailTypeSchema = OneOf('变更类型', CHANGE_DETAIL_TYPES)

// ---------- quota ----------

/** What msg carries (as a JSON string) with code 15000. */
export const QuotaMaskSchema = Type.Object({ appMaskLayer: Type.Integer(), title: Type.String(), content: Type.String() })

/**
 * The daily quota of company scans or person checks after a call. A user (token) is counted by account and
 * membership level; a visitor (no token) by device (cid header) and by client address, each against the
 * visitor limit: `used` is the larger of the two counts.
 */
export const QuotaStateSchema = Type.Object({
  kind: OneOf('类型', ['company', 'person'] as const),
  subject: OneOf('身份', ['user', 'visitor'] as const),
  memberLevel: Type.Integer(),
  limit: Type.Integer({ description: 'daily limit for this level' }),
  used: Type.Integer(),
  remaining: Type.Integer(),
  consumed: Type.Boolean({ description: 'whether this call counted a unit (false: the same target already counted today, or no target)' }),
  day: Type.String({ description: 'yyyy-mm-dd (China time) the counts belong to' }),
})

// ---------- rules, items, totals ----------

/** The rule book as data: GET /yqc/api/v1/risk/rules. */
export const RiskRuleSchema = Type.Object({
  id: Type.String({ description: "stable id, e.g. 'R-DISHONEST'" }),
  level: RiskLevelSchema,
  title: Type.String(),
  dimensions: Type.Array(Type.String(), { description: "record dimension keys it reads, or 'change:<field>' for registration changes" }),
  conditions: Type.Array(Type.String(), { description: 'conditions in plain Chinese' }),
  template: Type.String({ description: 'explanation template, placeholders in {braces}' }),
})

/**
 * Who a risk item is about. relation: 本企业 / 法定代表人 / 持股5%以上股东 / 控股企业 / 对外投资企业 / 同一法定代表人的企业;
 * for person scans 本人 / 担任法定代表人的企业 / 持股企业 / 任职企业.
 */
export const RiskSubjectSchema = Type.Object({
  kind: OneOf('主体类型', ['company', 'person'] as const),
  pid: Type.Optional(Type.String()),
  personId: Type.Optional(Type.String()),
  name: Type.String(),
  relation: Type.String(),
  share: Type.Optional(Type.Number({ description: 'percent, when the relation is an ownership' })),
  position: Type.Optional(Type.String({ description: 'the position, when the relation is a role' })),
})

export const RiskItemSchema = Type.Object({
  key: Type.String({ description: '`${ruleId}|${subject kind}:${pid or personId}`, unique within one scan; pass it to /risk/itemRecords' }),
  ruleId: Type.String(),
  title: Type.String(),
  level: RiskLevelSchema,
  group: RiskGroupSchema,
  dimension: Type.Optional(Type.String({ description: 'record dimension key, for record rules' })),
  changeField: Type.Optional(Type.String({ description: 'registration change field, for change rules' })),
  count: Type.Integer({ description: 'records or changes behind the item' }),
  explanation: Type.String({ description: "the rule's template filled with the newest record, in plain Chinese" }),
  subject: RiskSubjectSchema,
  latestDate: Type.String({ description: 'newest record date behind it (yyyy-mm-dd)' }),
  recordIds: Type.Array(Type.Integer(), { description: 'record ids behind it, newest first, at most 50' }),
  changeIds: Type.Array(Type.Integer(), { description: 'registration change ids behind it, newest first, at most 50' }),
})

export const RiskTotalsSchema = Type.Object({ high: Type.Integer(), warn: Type.Integer(), info: Type.Integer(), total: Type.Integer() })

export const RiskGroupResultSchema = Type.Object({
  group: RiskGroupSchema,
  label: Type.String(),
  totals: RiskTotalsSchema,
  items: Type.Array(RiskItemSchema, { description: 'at most 20, highest level first, then most recent; the rest via /risk/items' }),
  itemTotal: Type.Integer(),
})

export const MonthlyRiskPointSchema = Type.Object({
  month: Type.String({ description: 'yyyy-mm' }),
  count: Type.Integer(),
  high: Type.Integer(),
  warn: Type.Integer(),
  info: Type.Integer(),
})

// ---------- beneficial owners ----------

export const OwnershipPathStepSchema = Type.Object({
  kind: OneOf('主体类型', ['company', 'person'] as const),
  pid: Type.Optional(Type.String()),
  personId: Type.Optional(Type.String()),
  name: Type.String(),
  share: Type.Number({ description: 'percent this step holds in the next one (0 on the scanned company)' }),
})

export const OwnershipPathSchema = Type.Object({
  steps: Type.Array(OwnershipPathStepSchema, { description: 'from the owner down to the company' }),
  share: Type.Number({ description: 'product of the shares along the path, percent' }),
})

export const EffectiveOwnerSchema = Type.Object({
  kind: OneOf('主体类型', ['company', 'person'] as const),
  pid: Type.Optional(Type.String()),
  personId: Type.Optional(Type.String()),
  name: Type.String(),
  effectiveShare: Type.Number({ description: 'sum over paths, percent, 4 decimals' }),
  directShare: Type.Number({ description: 'direct share in the company, percent (0 when only indirect)' }),
  paths: Type.Array(OwnershipPathSchema),
  top: Type.Optional(Type.Boolean({ description: 'company owners only: no recorded shareholders (top of a chain)' })),
})

/**
 * Effective shares multiply along ownership paths and sum across paths; a path never visits a company twice;
 * paths deeper than 10 levels or thinner than 0.01% are dropped.
 */
export const BeneficialOwnersSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  threshold: Type.Number({ description: 'percent (UBO_THRESHOLD, default 25)' }),
  beneficiaries: Type.Array(EffectiveOwnerSchema, { description: 'natural persons with effectiveShare ≥ threshold' }),
  actualController: Type.Union([EffectiveOwnerSchema, Type.Null()]),
  owners: Type.Array(EffectiveOwnerSchema, { description: 'every ultimate owner, largest first, at most 50' }),
})

// ---------- changes ----------

export const ChangeDetailItemSchema = Type.Object({
  id: Type.String({ description: '`c<changes.id>` for registration changes, `o<ownership.id>` / `r<roles.id>` for derived ones' }),
  type: ChangeDetailTypeSchema,
  field: Type.String(),
  before: Type.String(),
  after: Type.String(),
  date: Type.String({ description: 'yyyy-mm-dd' }),
  target: Type.Optional(Type.Object({ pid: Type.String(), name: Type.String(), share: Type.Optional(Type.Number()) })),
  persons: Type.Optional(Type.Array(Type.Object({ personId: Type.String(), name: Type.String() }))),
})

// ---------- answers ----------

export const CompanyScanSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  status: CompanyStatusSchema,
  legalPerson: Type.String(),
  legalPersonId: Type.String(),
  scannedAt: Type.String(),
  totals: RiskTotalsSchema,
  groups: Type.Array(RiskGroupResultSchema, { description: 'always self, related, history, notice' }),
  monthly: Type.Array(MonthlyRiskPointSchema, { description: 'the last 12 months, oldest first' }),
  owners: BeneficialOwnersSchema,
  quota: QuotaStateSchema,
})

export const RiskItemsResultSchema = Type.Composite([Paged(RiskItemSchema), Type.Object({ totals: RiskTotalsSchema })])

/** The records (record rules) or the changes (change rules) behind one item. */
export const RiskItemRecordsSchema = Type.Object({
  item: RiskItemSchema,
  records: Paged(RecordItemSchema),
  changes: Paged(ChangeDetailItemSchema),
})

const periodCounts = Object.fromEntries(['all', ...RISK_PERIODS].map((p) => [p, Type.Integer()])) as Record<
  'all' | (typeof RISK_PERIODS)[number],
  ReturnType<typeof Type.Integer>
>

export const RiskChangeListSchema = Type.Composite([
  Paged(RecordItemSchema),
  Type.Object({
    type: RiskListTypeSchema,
    label: Type.String(),
    period: OneOf('时间范围', ['all', ...RISK_PERIODS] as const),
    periodCounts: Type.Object(periodCounts, { description: 'counts of the same list for every period, for the filter chips' }),
    subjects: Type.Record(Type.String(), RiskSubjectSchema, { description: 'the subject of each record, by record id' }),
  }),
])

const typeCounts = Object.fromEntries(CHANGE_DETAIL_TYPES.map((t) => [t, Type.Integer()])) as Record<
  (typeof CHANGE_DETAIL_TYPES)[number],
  ReturnType<typeof Type.Integer>
>

export const ChangeDetailResultSchema = Type.Composite([
  Paged(ChangeDetailItemSchema),
  Type.Object({
    type: ChangeDetailTypeSchema,
    label: Type.String(),
    typeCounts: Type.Object(typeCounts, { description: 'counts per type, for a tab bar' }),
  }),
])

/** The user's own company (and which of its persons the user is), with the totals of a scan run without quota. */
export const OwnScanStateSchema = Type.Object({
  company: Type.Union([
    Type.Object({ pid: Type.String(), name: Type.String(), status: CompanyStatusSchema, legalPerson: Type.String() }),
    Type.Null(),
  ]),
  person: Type.Union([Type.Object({ personId: Type.String(), name: Type.String(), roles: Type.Array(Type.String()) }), Type.Null()]),
  claimedAt: Type.Union([Type.String(), Type.Null()]),
  companyTotals: Type.Union([RiskTotalsSchema, Type.Null()]),
  personTotals: Type.Union([RiskTotalsSchema, Type.Null()]),
})

// ---------- requests ----------

/** An identifier that may also be sent empty (then it counts as absent). */
const optionalId = (title: string) =>
  Type.Optional(Type.String({ title, maxLength: 64, pattern: '^[0-9A-Za-z_-]*$', patternMessage: `${title}格式不正确` }))

export const OptionalPid = () => optionalId('企业编号')
export const OptionalPersonId = () => optionalId('人员编号')

/** period: absent or 'all' = all time */
const PeriodQuery = Type.Optional(OneOf('时间范围', ['all', ...RISK_PERIODS] as const))

/** With pid: check and count that company; without: the state only. */
export const CompanyQuotaQuery = Type.Object({ pid: OptionalPid() })
export const PidQuery = Type.Object({ pid: Pid() })

/** The owner of the risks: a company (pid) or, without pid, a person (personId). */
const OwnerQuery = { pid: OptionalPid(), personId: OptionalPersonId() }

export const RiskItemsQuery = Type.Object({
  ...OwnerQuery,
  group: Type.Optional(RiskGroupSchema),
  level: Type.Optional(RiskLevelSchema),
  ...PageQuery(),
})

export const ItemRecordsQuery = Type.Object({ ...OwnerQuery, key: NonEmpty('风险项', 200), ...PageQuery() })

export const ChangeListQuery = Type.Object({
  ...OwnerQuery,
  type: RiskListTypeSchema,
  period: PeriodQuery,
  scope: Type.Optional(OneOf('范围', ['self', 'related'] as const, { default: 'self' })),
  current: Type.Optional(Flag('是否当前')),
  ...PageQuery(),
})

export const ChangeDetailQuery = Type.Object({ pid: Pid(), type: ChangeDetailTypeSchema, period: PeriodQuery, ...PageQuery() })

/** personId (optional): which person of the company the user is; must hold a role there. */
export const OwnClaimBody = Type.Object({ pid: Pid(), personId: OptionalPersonId() })
/** pid (optional): the claim to remove must be of this company. */
export const OwnUnclaimBody = Type.Object({ pid: OptionalPid() })

export const riskSchemas = {
  companyQuota: { querystring: CompanyQuotaQuery, response: { 200: Envelope(QuotaStateSchema) } },
  rules: { response: { 200: Envelope(Type.Array(RiskRuleSchema)) } },
  scan: { querystring: PidQuery, response: { 200: Envelope(CompanyScanSchema) } },
  items: { querystring: RiskItemsQuery, response: { 200: Envelope(RiskItemsResultSchema) } },
  itemRecords: { querystring: ItemRecordsQuery, response: { 200: Envelope(RiskItemRecordsSchema) } },
  changeList: { querystring: ChangeListQuery, response: { 200: Envelope(RiskChangeListSchema) } },
  changeDetail: { querystring: ChangeDetailQuery, response: { 200: Envelope(ChangeDetailResultSchema) } },
  beneficiaries: { querystring: PidQuery, response: { 200: Envelope(BeneficialOwnersSchema) } },
  own: { response: { 200: Envelope(OwnScanStateSchema) } },
  claim: { body: OwnClaimBody, response: { 200: Envelope(OwnScanStateSchema) } },
  unclaim: { body: OwnUnclaimBody, response: { 200: Envelope(OwnScanStateSchema) } },
}

export type RiskLevel = Static<typeof RiskLevelSchema>
export type RiskGroup = Static<typeof RiskGroupSchema>
export type RiskPeriod = Static<typeof RiskPeriodSchema>
export type RiskListType = Static<typeof RiskListTypeSchema>
export type ChangeDetailType = Static<typeof ChangeDetailTypeSchema>
export type QuotaMask = Static<typeof QuotaMaskSchema>
export type QuotaState = Static<typeof QuotaStateSchema>
export type RiskRule = Static<typeof RiskRuleSchema>
export type RiskSubject = Static<typeof RiskSubjectSchema>
export type RiskItem = Static<typeof RiskItemSchema>
export type RiskTotals = Static<typeof RiskTotalsSchema>
export type RiskGroupResult = Static<typeof RiskGroupResultSchema>
export type MonthlyRiskPoint = Static<typeof MonthlyRiskPointSchema>
export type OwnershipPathStep = Static<typeof OwnershipPathStepSchema>
export type OwnershipPath = Static<typeof OwnershipPathSchema>
export type EffectiveOwner = Static<typeof EffectiveOwnerSchema>
export type BeneficialOwners = Static<typeof BeneficialOwnersSchema>
export type ChangeDetailItem = Static<typeof ChangeDetailItemSchema>
export type CompanyScan = Static<typeof CompanyScanSchema>
export type RiskItemsResult = Static<typeof RiskItemsResultSchema>
export type RiskItemRecords = Static<typeof RiskItemRecordsSchema>
export type RiskChangeList = Static<typeof RiskChangeListSchema>
export type ChangeDetailResult = Static<typeof ChangeDetailResultSchema>
export type OwnScanState = Static<typeof OwnScanStateSchema>
export type RiskItemsQuery = Static<typeof RiskItemsQuery>
export type ChangeListQuery = Static<typeof ChangeListQuery>
