/**
 * Feedback (意见反馈) and data corrections (数据纠错): the kinds, statuses, limits and the choices offered, shared by
 * the server, the operator's command and the app.
 */
import { getDimension, type Dimension } from './dimensions'

export const FEEDBACK_KINDS = ['correction', 'fault', 'suggestion'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]

export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  correction: '数据纠错',
  fault: '功能异常',
  suggestion: '意见建议',
}

export const FEEDBACK_STATUSES = ['pending', 'processing', 'resolved'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  pending: '待处理',
  processing: '处理中',
  resolved: '已处理',
}

/** How a handled feedback ended: a correction accepted (the data was changed) or not; '' while open or for a plain reply. */
export const FEEDBACK_OUTCOMES = ['', 'accepted', 'rejected'] as const
export type FeedbackOutcome = (typeof FEEDBACK_OUTCOMES)[number]

export const FEEDBACK_OUTCOME_LABELS: Record<Exclude<FeedbackOutcome, ''>, string> = {
  accepted: '已采纳',
  rejected: '未采纳',
}

/** The status a Chinese label or a code names ('处理中' or 'processing'), or undefined. */
export function feedbackStatusOf(text: string): FeedbackStatus | undefined {
  const t = text.trim()
  if ((FEEDBACK_STATUSES as readonly string[]).includes(t)) return t as FeedbackStatus
  return FEEDBACK_STATUSES.find((s) => FEEDBACK_STATUS_LABELS[s] === t)
}

/** The least and most characters of what the user writes, per kind. */
export const FEEDBACK_CONTENT_MIN: Record<FeedbackKind, number> = { correction: 5, fault: 10, suggestion: 10 }
export const FEEDBACK_CONTENT_MAX = 500
/** what the right value is, in a correction */
export const FEEDBACK_EXPECTED_MAX = 500
export const FEEDBACK_IMAGES_MAX = 6
/** submissions a user may make in 24 hours */
export const FEEDBACK_DAILY_MAX = 20
export const FEEDBACK_REPLY_MAX = 1000
/** an accepted correction's new value and its source */
export const CORRECTION_VALUE_MAX = 2000
export const CORRECTION_SOURCE_MAX = 200

/** How long each kind usually takes, as the app promises it. */
export const FEEDBACK_PROMISES: Record<FeedbackKind, string> = {
  correction: '1-3 个工作日内核实处理',
  fault: '1 个工作日内响应',
  suggestion: '3 个工作日内回复',
}

/** The correction target that is the company's own registration data (工商信息) rather than a data dimension. */
export const BASIC_TARGET = 'basic'
export const BASIC_TARGET_LABEL = '工商信息'

export interface CorrectionField {
  key: string
  label: string
  /** how a new value is checked: a date (yyyy-mm-dd), an amount in 万元, one of fixed choices, or free text */
  kind?: 'date' | 'amount' | 'choice'
}

/** The company's registration fields a correction may change. */
export const BASIC_FIELDS: CorrectionField[] = [
  { key: 'name', label: '企业名称' },
  { key: 'creditCode', label: '统一社会信用代码' },
  { key: 'legalPerson', label: '法定代表人' },
  { key: 'status', label: '经营状态', kind: 'choice' },
  { key: 'regCapital', label: '注册资本（万元）', kind: 'amount' },
  { key: 'paidCapital', label: '实缴资本（万元）', kind: 'amount' },
  { key: 'established', label: '成立日期', kind: 'date' },
  { key: 'address', label: '注册地址' },
  { key: 'phone', label: '联系电话' },
  { key: 'email', label: '邮箱' },
  { key: 'website', label: '官网' },
  { key: 'staffSize', label: '人员规模' },
  { key: 'scope', label: '经营范围' },
]

/** A field the user may point at when none of the listed ones fits; an operator answers it with a reply. */
export const OTHER_FIELD: CorrectionField = { key: 'other', label: '其他' }

/** A dimension whose records hang on companies, or undefined. */
export function companyDimension(key: string): Dimension | undefined {
  const d = getDimension(key)
  return d && d.entity !== 'person' ? d : undefined
}

export const isCorrectionTarget = (target: string) => target === BASIC_TARGET || !!companyDimension(target)

export const correctionTargetLabel = (target: string | null | undefined) =>
  !target ? '' : target === BASIC_TARGET ? BASIC_TARGET_LABEL : (getDimension(target)?.label ?? target)

/** The fields a user may point at for a correction target, '其他' last. */
export function correctionFieldsOf(target: string): CorrectionField[] {
  if (target === BASIC_TARGET) return [...BASIC_FIELDS, OTHER_FIELD]
  const d = companyDimension(target)
  if (!d) return []
  return [
    ...d.detailFields.map((f) => ({
      key: f.key,
      label: f.label,
      ...(f.kind === 'date' ? { kind: 'date' as const } : f.kind === 'amount' ? { kind: 'amount' as const } : {}),
    })),
    OTHER_FIELD,
  ]
}

export function correctionFieldLabel(target: string | null | undefined, field: string): string {
  if (!target || !field) return ''
  return correctionFieldsOf(target).find((f) => f.key === field)?.label ?? field
}

/** The features a fault report may name. */
export const FAULT_FEATURES = [
  { key: 'search', label: '企业/人员搜索' },
  { key: 'profile', label: '企业详情' },
  { key: 'dimension', label: '数据维度列表' },
  { key: 'monitor', label: '监控与动态' },
  { key: 'risk', label: '风险扫描' },
  { key: 'export', label: '导出与下载' },
  { key: 'member', label: '会员与支付' },
  { key: 'account', label: '登录与账号' },
  { key: 'message', label: '消息通知' },
  { key: 'other', label: '其他' },
] as const
export type FaultFeature = (typeof FAULT_FEATURES)[number]['key']
export const FAULT_FEATURE_KEYS = FAULT_FEATURES.map((f) => f.key) as FaultFeature[]

export const faultFeatureLabel = (key: string) => FAULT_FEATURES.find((f) => f.key === key)?.label ?? key

/** A device description as the user sees it before sending: '版本 1.0.1 · iPhone · iOS 17'. */
export function deviceLine(d: { appVersion: string; brand: string; model: string; system: string }): string {
  // the brand goes in front of a model that does not already say it ('Xiaomi 23127PN0CC'), never before an iPhone
  const said = !d.brand || d.model.toLowerCase().includes(d.brand.toLowerCase()) || /^i(phone|pad)/i.test(d.model)
  const model = d.model ? (said ? d.model : `${d.brand} ${d.model}`) : d.brand
  return [d.appVersion ? `版本 ${d.appVersion}` : '', model, d.system].filter(Boolean).join(' · ')
}

/** The first line of a text, cut to `max` characters, for a list row. */
export function firstLine(text: string, max = 60): string {
  const line =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  const chars = Array.from(line)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : line
}
