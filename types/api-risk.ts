/**
 * The API contract of risk scans, person due diligence, quotas and beneficial owners (issue 5).
 * Paths are relative to the API root (`/api`). Shared by the app and the server.
 * Every answer is wrapped in ApiEnvelope (types/api.ts); `code === '0000'` is success.
 *
 * Quota (spec §4/§7): every company scan and every person check counts against the daily quota.
 *   - logged-in user at zero → code '15000', msg = JSON string of QuotaMask
 *       e.g. '{"appMaskLayer":1,"title":"今日扫描次数已用完","content":"开通会员可获得更多次数"}'
 *   - anonymous visitor (no token; counted by the Visitor-Id header, else cid) at zero → code '15001',
 *       msg = a plain Chinese sentence ('今日免费次数已用完，登录后可获得更多次数')
 *   Scanning the same company (or person) again on the same day does not count again. Every call that
 *   reads a target's risks (scan, items, itemRecords, changeList, changeDetail; every /yqc/person/* call)
 *   counts as the scan of that target, so it is free after the scan and counts once otherwise.
 * Bad input → HTTP 400, code '4000', Chinese msg; unknown pid / personId → HTTP 404, code '4040'.
 */
import type { CompanyStatus, Paged } from './api'
import type { RecordItem } from './api-dimensions'

export type RiskLevel = 'high' | 'warn' | 'info'
/** labels of RiskLevel: high 高风险, warn 警示, info 提示 */
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { high: '高风险', warn: '警示', info: '提示' }

/** 自身风险 / 关联风险 / 历史风险 / 提示信息 */
export type RiskGroup = 'self' | 'related' | 'history' | 'notice'
export const RISK_GROUP_LABELS: Record<RiskGroup, string> = { self: '自身风险', related: '关联风险', history: '历史风险', notice: '提示信息' }

// ---------- quota ----------

/** What msg carries (as a JSON string) with code 15000. */
export interface QuotaMask {
  appMaskLayer: number
  title: string
  content: string
}

/**
 * GET /yqc/api/v1/business/checkApiNum?pid      (company scan quota)
 * GET /yqc/person/baseInfo/checkApiNum?personId (person check quota)
 * With pid / personId: check-and-consume one unit for that target (free when the same target was
 * already counted today), answering the state after it; at zero → 15000 / 15001 (see above).
 * Without a target: only reports the state, consumes nothing, never 15000/15001.
 */
export interface QuotaState {
  kind: 'company' | 'person'
  /** 'user' (token) or 'visitor' (Visitor-Id / cid) */
  subject: 'user' | 'visitor'
  memberLevel: number
  /** daily limit for this level */
  limit: number
  used: number
  remaining: number
  /** whether this call consumed a unit (false: same target already counted today, or no target) */
  consumed: boolean
  /** yyyy-mm-dd (server local day) the counts belong to */
  day: string
}

// ---------- subjects ----------

/**
 * Who a risk item is about: the scanned company itself, or a related party.
 * relation (Chinese): '本企业' | '法定代表人' | '持股5%以上股东' | '控股企业' | '对外投资企业' | '同一法定代表人的企业'
 *   | for person scans: '本人' | '担任法定代表人的企业' | '持股企业' | '任职企业'
 */
export interface RiskSubject {
  kind: 'company' | 'person'
  pid?: string
  personId?: string
  name: string
  relation: string
  /** share in percent when the relation is an ownership (股东 / 控股 / 投资) */
  share?: number
  /** the position when the relation is a role: 董事长 / 监事 … */
  position?: string
}

// ---------- rules ----------

/** GET /yqc/api/v1/risk/rules → RiskRule[] : the rule book, as data */
export interface RiskRule {
  /** stable id, e.g. 'R-DISHONEST' */
  id: string
  level: RiskLevel
  /** the record dimension keys it reads (src/domain/dimensions.ts), or 'change:<field>' for registration changes */
  dimensions: string[]
  /** conditions in plain Chinese, e.g. '当前有效记录' / '涉案金额 ≥ 100 万元' */
  conditions: string[]
  /** explanation template, placeholders in {braces}: '{date} 被列为失信被执行人，涉案金额 {amount} 万元，{status}' */
  template: string
  /** short title: '失信被执行人' */
  title: string
}

// ---------- scan ----------

export interface RiskItem {
  /** unique within one scan: `${ruleId}|${subject kind}:${pid or personId}` ; pass it to /risk/itemRecords */
  key: string
  ruleId: string
  title: string
  level: RiskLevel
  group: RiskGroup
  /** record dimension key, for record-based rules */
  dimension?: string
  /** registration change field, for change-based rules ('法定代表人' …) */
  changeField?: string
  /** number of records / changes behind the item */
  count: number
  /** the rule's template filled with the newest record (plus '等 N 条' when more): plain Chinese */
  explanation: string
  subject: RiskSubject
  /** newest record date behind it (yyyy-mm-dd) */
  latestDate: string
  /** ids of the records behind it (dimension records), newest first, at most 50 */
  recordIds: number[]
  /** ids of the registration changes behind it, newest first, at most 50 */
  changeIds: number[]
}

export interface RiskTotals {
  high: number
  warn: number
  info: number
  total: number
}

export interface RiskGroupResult {
  group: RiskGroup
  label: string
  totals: RiskTotals
  /** at most 20 items, highest level first, then most recent; the rest via /risk/items */
  items: RiskItem[]
  itemTotal: number
}

export interface MonthlyRiskPoint {
  /** yyyy-mm */
  month: string
  /** new risk records/changes dated in the month, across all items */
  count: number
  high: number
  warn: number
  info: number
}

/**
 * GET /yqc/api/v1/risk/scan?pid  — counts against the company quota (15000/15001 at zero).
 * Deterministic for the same data. Totals count items (not records).
 */
export interface CompanyScan {
  pid: string
  name: string
  status: CompanyStatus
  legalPerson: string
  legalPersonId: string
  scannedAt: string
  totals: RiskTotals
  /** always the four groups in the order self, related, history, notice */
  groups: RiskGroupResult[]
  /** the last 12 months, oldest first */
  monthly: MonthlyRiskPoint[]
  /** the company's actual controller and beneficial owners (same as /graph/beneficiaries) */
  owners: BeneficialOwners
  quota: QuotaState
}

/**
 * GET /yqc/api/v1/risk/items?pid (or personId) &group (self|related|history|notice, optional; absent = whole)
 *   &level (high|warn|info, optional) &pageNum &pageSize (1–50, default 20)
 * scanListMore / whole: every item of a scan. Free after the scan of the same target today (else counts as it).
 */
export interface RiskItemsResult extends Paged<RiskItem> {
  totals: RiskTotals
}

/**
 * GET /yqc/api/v1/risk/itemRecords?pid (or personId) &key (RiskItem.key) &pageNum &pageSize
 * scanListPage: the records (or changes) behind one item. Unknown key → 4040 '该风险项不存在'.
 */
export interface RiskItemRecords {
  item: RiskItem
  /** for record rules */
  records: Paged<RecordItem>
  /** for change rules (records.list empty then) */
  changes: Paged<ChangeDetailItem>
}

// ---------- changeList (17 lists) ----------

export type RiskListType =
  | 'dishonestExecutor'       // 失信被执行人
  | 'restrictHighConsumption' // 限制高消费
  | 'executor'                // 被执行人
  | 'finalCase'               // 终本案件
  | 'equityFreeze'            // 股权冻结
  | 'judicialAuction'         // 司法拍卖
  | 'judicialCase'            // 司法案件
  | 'seriousIllegality'       // 严重违法
  | 'businessAnomaly'         // 经营异常
  | 'adminPenalty'            // 行政处罚
  | 'taxViolation'            // 税收违法
  | 'taxArrears'              // 欠税公告
  | 'simpleCancellation'      // 简易注销
  | 'chattelMortgage'         // 动产抵押
  | 'equityPledge'            // 股权出质
  | 'financing'               // 股权融资
  | 'bankReorganization'      // 破产重整
/** the list types are dimension keys of src/domain/dimensions.ts; label = the dimension's label */

/** today | 1 month | 3 months | 1 year | 3 years (spec §9 risk filters); absent = all time */
export type RiskPeriod = 'today' | '1m' | '3m' | '1y' | '3y'
export const RISK_PERIOD_LABELS: Record<RiskPeriod, string> = { today: '今天', '1m': '近1个月', '3m': '近3个月', '1y': '近1年', '3y': '近3年' }

/**
 * GET /yqc/api/v1/risk/changeList?pid (or personId) &type (RiskListType) &period (RiskPeriod, optional)
 *   &scope ('self' default | 'related': the records of related parties) &current ('1' | '0', optional)
 *   &pageNum &pageSize (1–50, default 20)
 * Records dated within the period (relative to the server's today). For scope=related each record's
 * subject is in `subjects[record.id]`.
 */
export interface RiskChangeList extends Paged<RecordItem> {
  type: RiskListType
  label: string
  period: RiskPeriod | 'all'
  /** counts of the same list for every period, for the filter chips */
  periodCounts: Record<RiskPeriod | 'all', number>
  subjects: Record<string, RiskSubject>
}

// ---------- changeDetail (13 types) ----------

export type ChangeDetailType =
  | 'keyPerson'          // 主要人员变更 (field 高管)
  | 'name'               // 企业名称变更
  | 'address'            // 住所变更
  | 'type'               // 企业类型变更
  | 'actualController'   // 实际控制人变更 (derived from shareholder role history)
  | 'investment'         // 对外投资：新增投资 (ownership rows, by fromDate)
  | 'investReduce'       // 对外投资：减少投资 (股东 changes of investees naming the company, share lowered)
  | 'investWithdraw'     // 对外投资：退出投资 (股东 changes of investees the company left)
  | 'beneficiary'        // 最终受益人变更 (derived from shareholder role history)
  | 'legalPerson'        // 法定代表人变更
  | 'scope'              // 经营范围变更
  | 'shareholder'        // 股东变更
  | 'status'             // 经营状态变更
export const CHANGE_DETAIL_LABELS: Record<ChangeDetailType, string> = {
  keyPerson: '主要人员变更', name: '企业名称变更', address: '住所变更', type: '企业类型变更',
  actualController: '实际控制人变更', investment: '新增对外投资', investReduce: '减少对外投资', investWithdraw: '退出对外投资',
  beneficiary: '最终受益人变更', legalPerson: '法定代表人变更', scope: '经营范围变更', shareholder: '股东变更', status: '经营状态变更',
}

export interface ChangeDetailItem {
  /** `c<changes.id>` for registration changes, `o<ownership.id>` / `r<roles.id>` for derived ones */
  id: string
  type: ChangeDetailType
  /** Chinese field label */
  field: string
  before: string
  after: string
  /** date of the change (yyyy-mm-dd) */
  date: string
  /** for investment types: the investee company */
  target?: { pid: string; name: string; share?: number }
  /** for person-related changes: the persons named, linked by id */
  persons?: Array<{ personId: string; name: string }>
}

/**
 * GET /yqc/api/v1/risk/changeDetail?pid &type (ChangeDetailType) &period (optional) &pageNum &pageSize
 * Newest first.
 */
export interface ChangeDetailResult extends Paged<ChangeDetailItem> {
  type: ChangeDetailType
  label: string
  /** counts per type, for a tab bar */
  typeCounts: Record<ChangeDetailType, number>
}

// ---------- own scan ----------

/**
 * POST /yqc/api/v1/risk/own/claim { pid, personId? } (login required) → OwnScanState
 *   claims the company as the user's own; personId (optional) says which person of that company the
 *   user is — it must hold a role in that company (else 4000 '该人员不在此企业任职').
 * DELETE /yqc/api/v1/risk/own/claim (login required) → OwnScanState (claim removed)
 * GET /yqc/api/v1/risk/own (login required) → OwnScanState (no scans, no quota)
 */
export interface OwnScanState {
  company: { pid: string; name: string; status: CompanyStatus; legalPerson: string } | null
  person: { personId: string; name: string; roles: string[] } | null
  claimedAt: string | null
  /** totals of the last scans (computed on this call, without quota) */
  companyTotals: RiskTotals | null
  personTotals: RiskTotals | null
}

// ---------- beneficial owners ----------

export interface OwnershipPathStep {
  kind: 'company' | 'person'
  pid?: string
  personId?: string
  name: string
  /** share this step holds in the next step, percent (the last step is the scanned company: share 0) */
  share: number
}

export interface OwnershipPath {
  /** from the owner down to the company */
  steps: OwnershipPathStep[]
  /** product of the shares along the path, percent */
  share: number
}

export interface EffectiveOwner {
  kind: 'company' | 'person'
  pid?: string
  personId?: string
  name: string
  /** sum over paths, percent, 4 decimals */
  effectiveShare: number
  /** direct share in the company, percent (0 when only indirect) */
  directShare: number
  paths: OwnershipPath[]
  /** company owners only: true when the company has no recorded shareholders (top of a chain: state or unknown) */
  top?: boolean
}

/**
 * GET /yqc/api/v1/graph/beneficiaries?pid
 * Effective shares multiply along ownership paths and sum across paths. Cycles: a path never visits a
 * company twice (a repeated node cuts the path); paths deeper than 10 levels or thinner than 0.01% are dropped.
 */
export interface BeneficialOwners {
  pid: string
  name: string
  /** the threshold used, percent (env UBO_THRESHOLD, default 25) */
  threshold: number
  /** natural persons with effectiveShare ≥ threshold */
  beneficiaries: EffectiveOwner[]
  /** the natural person (or, when no person, the top company) with the largest effective share; null when no shareholders */
  actualController: EffectiveOwner | null
  /** every ultimate owner (persons and top companies), largest first, at most 50 */
  owners: EffectiveOwner[]
}

// ---------- person due diligence ----------

export interface PersonRiskRole {
  pid: string
  companyName: string
  status: CompanyStatus
  /** Chinese roles: 法定代表人 / 股东 / 董事 … */
  roles: string[]
  share?: number
  totals: RiskTotals
}

/**
 * GET /yqc/person/risk/scan?personId — counts against the person quota (15000/15001 at zero).
 * groups: 'self' (the person's own records: 失信被执行人 / 限制高消费 / 被执行人 …, matched by personId only)
 * and 'related' (risks of the companies where the person holds current roles; each item's subject says which company and the role).
 */
export interface PersonScan {
  personId: string
  name: string
  scannedAt: string
  totals: RiskTotals
  groups: RiskGroupResult[]
  monthly: MonthlyRiskPoint[]
  companies: PersonRiskRole[]
  quota: QuotaState
}

export interface ResumeEntry {
  pid: string
  companyName: string
  status: CompanyStatus
  industry: string
  /** 法定代表人 / 股东 / 董事长 / 监事 … */
  position: string
  role: 'legal' | 'shareholder' | 'executive'
  share?: number
  fromDate: string | null
  /** null while current */
  toDate: string | null
  current: boolean
  /** days in the position up to toDate or today; null when fromDate unknown */
  tenureDays: number | null
}

/** GET /yqc/person/resume?personId → every position over time, newest start first */
export interface PersonResume {
  personId: string
  name: string
  entries: ResumeEntry[]
  currentCount: number
  pastCount: number
}

/** GET /yqc/person/jobAnalysis?personId */
export interface JobAnalysis {
  personId: string
  name: string
  /** distinct companies ever */
  companyCount: number
  currentCompanyCount: number
  /** days, over entries with a known fromDate */
  averageTenureDays: number
  longest: { pid: string; companyName: string; position: string; days: number } | null
  industries: Array<{ industry: string; count: number }>
  roles: Array<{ role: string; count: number }>
  /** timeline chart: per year, positions held (active at any time in that year) and positions started */
  timeline: Array<{ year: number; active: number; started: number; ended: number }>
}

/** GET /yqc/person/baseInfo?personId → pagesBasic/basicInfo */
export interface PersonBasicInfo {
  personId: string
  name: string
  companyCount: number
  legalCount: number
  shareholderCount: number
  executiveCount: number
  /** the company it is best known by (persons of one name are told apart by it) */
  mainCompany: { pid: string; name: string } | null
  regions: Array<{ regionName: string; count: number }>
  /** partners: persons who share companies with this person */
  partners: Array<{ personId: string; name: string; times: number }>
  riskTotals: RiskTotals
}

/** GET /yqc/person/cooperation?personId&otherPersonId → pagesBasic/detail: the companies two persons share */
export interface PersonCooperation {
  a: { personId: string; name: string }
  b: { personId: string; name: string }
  companies: Array<{ pid: string; companyName: string; status: CompanyStatus; rolesA: string[]; rolesB: string[] }>
}

/**
 * GET /yqc/person/propertyClue?personId&pageNum&pageSize → Paged<RecordItem> of the person's own
 * propertyClue, equityPledge and equityFreeze records plus the current shares they hold (as records of
 * dimension 'shareHolding' with fields share/amount/companyName)
 */
export type PersonPropertyClues = Paged<RecordItem>
