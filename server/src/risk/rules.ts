/**
 * The rule book of the risk scan, as data. Each rule reads one record dimension (or one registration
 * change field), filters by plain conditions, and explains itself with a Chinese template.
 *
 * Template syntax: {name} placeholders; a [bracketed part] is dropped when any placeholder inside it is
 * empty. Placeholders: date, amount, status, statusText, title, court, refNo, reason, before, after, field.
 */
import type { RiskGroup, RiskLevel, RiskRule } from '../../../contract/api/api-risk'

export interface RuleDef {
  id: string
  title: string
  level: RiskLevel
  /** which group the rule's hits go to when they concern the scanned company / person itself */
  group: Extract<RiskGroup, 'self' | 'history' | 'notice'>
  /** record rules: the dimension key */
  dimension?: string
  /** change rules: the registration field */
  changeField?: string
  /** records: true = current only (is_current = 1), false = historical only, undefined = both */
  current?: boolean
  /** records: amount ≥ this (万元) */
  minAmount?: number
  /** records: status must be one of these */
  statusIn?: string[]
  /** changes: the after-value must match (e.g. 经营状态 → 注销/吊销) */
  afterMatches?: RegExp
  /** changes: the after-value must not match */
  afterNot?: RegExp
  /** status value → wording in the explanation */
  statusText?: Record<string, string>
  /** a person's own record counts for this rule (person scans and related persons) */
  person?: boolean
  /** records of related companies count for this rule (关联风险) */
  related?: boolean
  /** conditions in plain Chinese, shown with the rule */
  conditions: string[]
  template: string
}

const UNPAID = { 全部未履行: '至今未履行', 部分履行: '仅部分履行' }

export const RULES: RuleDef[] = [
  // ---------- 自身风险: current records ----------
  {
    id: 'R-DISHONEST',
    title: '失信被执行人',
    level: 'high',
    group: 'self',
    dimension: 'dishonestExecutor',
    current: true,
    person: true,
    related: true,
    statusText: UNPAID,
    conditions: ['当前有效的失信被执行人记录'],
    template: '{date} 被列为失信被执行人[，涉案金额 {amount} 万元][，{statusText}][（{court}）]',
  },
  {
    id: 'R-HIGHCONS',
    title: '限制高消费',
    level: 'high',
    group: 'self',
    dimension: 'restrictHighConsumption',
    current: true,
    person: true,
    related: true,
    conditions: ['当前有效的限制高消费令'],
    template: '{date} 被法院发布限制消费令[（{court}）]，限制乘坐飞机、高铁及其他高消费行为',
  },
  {
    id: 'R-EXECUTOR',
    title: '被执行人',
    level: 'high',
    group: 'self',
    dimension: 'executor',
    current: true,
    person: true,
    related: true,
    conditions: ['当前未结案的被执行记录'],
    template: '{date} 被立为被执行人[，执行标的 {amount} 万元][，案号 {refNo}][（{court}）]',
  },
  {
    id: 'R-FINALCASE',
    title: '终本案件',
    level: 'high',
    group: 'self',
    dimension: 'finalCase',
    current: true,
    person: true,
    related: true,
    conditions: ['终结本次执行程序'],
    template: '{date} 执行案件终结本次执行程序[，执行标的 {amount} 万元]，债务未全部清偿',
  },
  {
    id: 'R-TAXVIOLATION',
    title: '税收违法',
    level: 'high',
    group: 'self',
    dimension: 'taxViolation',
    current: true,
    related: true,
    conditions: ['重大税收违法案件'],
    template: '{date} 被公布为重大税收违法案件[：{title}][，涉及金额 {amount} 万元]',
  },
  {
    id: 'R-SERIOUS',
    title: '严重违法',
    level: 'high',
    group: 'self',
    dimension: 'seriousIllegality',
    current: true,
    related: true,
    conditions: ['当前列入严重违法失信名单'],
    template: '{date} 被列入严重违法失信名单[，原因：{title}]',
  },
  {
    id: 'R-BANKRUPT',
    title: '破产重整',
    level: 'high',
    group: 'self',
    dimension: 'bankReorganization',
    current: true,
    related: true,
    conditions: ['存在破产重整案件'],
    template: '{date} 涉及破产重整案件[，案号 {refNo}]',
  },
  {
    id: 'R-EQUITYFREEZE',
    title: '股权冻结',
    level: 'warn',
    group: 'self',
    dimension: 'equityFreeze',
    current: true,
    person: true,
    related: true,
    statusIn: ['冻结'],
    conditions: ['状态为冻结的股权冻结记录'],
    template: '{date} 股权被冻结[，冻结金额 {amount} 万元][（{court}）]',
  },
  {
    id: 'R-AUCTION',
    title: '司法拍卖',
    level: 'warn',
    group: 'self',
    dimension: 'judicialAuction',
    current: true,
    conditions: ['名下资产被司法拍卖'],
    template: '{date} 资产被司法拍卖[：{title}][，起拍价 {amount} 万元][，{status}]',
  },
  {
    id: 'R-CASE',
    title: '司法案件',
    level: 'warn',
    group: 'self',
    dimension: 'judicialCase',
    current: true,
    conditions: ['审理或执行中的司法案件'],
    template: '{date} 涉及司法案件[「{title}」][，涉案金额 {amount} 万元][，{status}]',
  },
  {
    id: 'R-ANOMALY',
    title: '经营异常',
    level: 'warn',
    group: 'self',
    dimension: 'businessAnomaly',
    current: true,
    related: true,
    conditions: ['当前列入经营异常名录（未移出）'],
    template: '{date} 被列入经营异常名录[，原因：{title}]，至今未移出',
  },
  {
    id: 'R-PENALTY',
    title: '行政处罚',
    level: 'warn',
    group: 'self',
    dimension: 'adminPenalty',
    current: true,
    person: true,
    conditions: ['行政处罚记录'],
    template: '{date} 受到行政处罚[：{title}][，罚没金额 {amount} 万元][（{refNo}）]',
  },
  {
    id: 'R-TAXARREARS',
    title: '欠税公告',
    level: 'warn',
    group: 'self',
    dimension: 'taxArrears',
    current: true,
    conditions: ['欠税公告'],
    template: '{date} 被公告欠缴税款[（{title}）][，欠税金额 {amount} 万元]',
  },
  {
    id: 'R-SIMPLECANCEL',
    title: '简易注销',
    level: 'warn',
    group: 'self',
    dimension: 'simpleCancellation',
    current: true,
    conditions: ['简易注销公告'],
    template: '{date} 发布简易注销公告[，{status}]',
  },
  {
    id: 'R-CHATTEL',
    title: '动产抵押',
    level: 'warn',
    group: 'self',
    dimension: 'chattelMortgage',
    current: true,
    statusIn: ['有效'],
    conditions: ['状态为有效的动产抵押'],
    template: '{date} 办理动产抵押[，被担保债权 {amount} 万元][，登记编号 {refNo}]',
  },
  {
    id: 'R-PLEDGE',
    title: '股权出质',
    level: 'warn',
    group: 'self',
    dimension: 'equityPledge',
    current: true,
    person: true,
    statusIn: ['有效'],
    conditions: ['状态为有效的股权出质'],
    template: '{date} 股权出质[，出质股权数额 {amount} 万元][，登记编号 {refNo}]',
  },
  {
    id: 'R-FINANCING',
    title: '股权融资',
    level: 'info',
    group: 'self',
    dimension: 'financing',
    current: true,
    conditions: ['股权融资事件'],
    template: '{date} 发生股权融资[：{title}][，金额 {amount} 万元]',
  },
  {
    id: 'R-SUED',
    title: '被他人起诉',
    level: 'warn',
    group: 'self',
    dimension: 'quiltSueOther',
    current: true,
    minAmount: 100,
    conditions: ['被起诉且涉案金额 ≥ 100 万元'],
    template: '{date} 被他人起诉[（{title}）][，涉案金额 {amount} 万元]',
  },
  {
    id: 'R-LABOR',
    title: '劳动仲裁',
    level: 'warn',
    group: 'self',
    dimension: 'laborArbitration',
    current: true,
    conditions: ['劳动仲裁记录'],
    template: '{date} 涉及劳动仲裁[：{title}]',
  },

  // ---------- 历史风险: records no longer current ----------
  {
    id: 'H-DISHONEST',
    title: '历史失信被执行人',
    level: 'info',
    group: 'history',
    dimension: 'dishonestExecutor',
    current: false,
    person: true,
    conditions: ['已失效的失信被执行人记录'],
    template: '{date} 曾被列为失信被执行人[，涉案金额 {amount} 万元]，现已移除',
  },
  {
    id: 'H-EXECUTOR',
    title: '历史被执行人',
    level: 'info',
    group: 'history',
    dimension: 'executor',
    current: false,
    person: true,
    conditions: ['已结案的被执行记录'],
    template: '{date} 曾为被执行人[，执行标的 {amount} 万元]，现已结案',
  },
  {
    id: 'H-EQUITYFREEZE',
    title: '历史股权冻结',
    level: 'info',
    group: 'history',
    dimension: 'equityFreeze',
    statusIn: ['解除冻结', '失效'],
    conditions: ['已解除或失效的股权冻结'],
    template: '{date} 曾有股权被冻结[，冻结金额 {amount} 万元][，现{status}]',
  },
  {
    id: 'H-SERIOUS',
    title: '历史严重违法',
    level: 'info',
    group: 'history',
    dimension: 'seriousIllegality',
    current: false,
    conditions: ['已移出的严重违法失信记录'],
    template: '{date} 曾被列入严重违法失信名单[，原因：{title}]，现已移出',
  },
  {
    id: 'H-ANOMALY',
    title: '历史经营异常',
    level: 'info',
    group: 'history',
    dimension: 'businessAnomaly',
    current: false,
    conditions: ['已移出的经营异常记录'],
    template: '{date} 曾被列入经营异常名录[，原因：{title}]，现已移出',
  },
  {
    id: 'H-PENALTY',
    title: '历史行政处罚',
    level: 'info',
    group: 'history',
    dimension: 'adminPenalty',
    current: false,
    conditions: ['已失效的行政处罚记录'],
    template: '{date} 曾受到行政处罚[：{title}][，罚没金额 {amount} 万元]',
  },

  // ---------- 提示信息: registration changes ----------
  {
    id: 'C-STATUS-END',
    title: '经营状态异常变更',
    level: 'warn',
    group: 'notice',
    changeField: '经营状态',
    afterMatches: /注销|吊销|停业|清算|迁出/,
    conditions: ['经营状态变更为注销、吊销、停业、清算或迁出'],
    template: '{date} 经营状态由「{before}」变更为「{after}」',
  },
  {
    id: 'C-STATUS',
    title: '经营状态变更',
    level: 'info',
    group: 'notice',
    changeField: '经营状态',
    afterNot: /注销|吊销|停业|清算|迁出/,
    conditions: ['其他经营状态变更'],
    template: '{date} 经营状态由「{before}」变更为「{after}」',
  },
  {
    id: 'C-LEGAL',
    title: '法定代表人变更',
    level: 'info',
    group: 'notice',
    changeField: '法定代表人',
    conditions: ['法定代表人变更'],
    template: '{date} 法定代表人由「{before}」变更为「{after}」',
  },
  {
    id: 'C-CAPITAL',
    title: '注册资本变更',
    level: 'info',
    group: 'notice',
    changeField: '注册资本',
    conditions: ['注册资本变更'],
    template: '{date} 注册资本由「{before}」变更为「{after}」',
  },
  {
    id: 'C-SHAREHOLDER',
    title: '股东变更',
    level: 'info',
    group: 'notice',
    changeField: '股东',
    conditions: ['股东变更'],
    template: '{date} 股东变更[：{before}][ → {after}]',
  },
  {
    id: 'C-NAME',
    title: '企业名称变更',
    level: 'info',
    group: 'notice',
    changeField: '企业名称',
    conditions: ['企业名称变更'],
    template: '{date} 企业名称由「{before}」变更为「{after}」',
  },
  {
    id: 'C-ADDRESS',
    title: '住所变更',
    level: 'info',
    group: 'notice',
    changeField: '住所',
    conditions: ['住所变更'],
    template: '{date} 住所由「{before}」迁至「{after}」',
  },
  {
    id: 'C-SCOPE',
    title: '经营范围变更',
    level: 'info',
    group: 'notice',
    changeField: '经营范围',
    conditions: ['经营范围变更'],
    template: '{date} 经营范围发生变更',
  },
  {
    id: 'C-TYPE',
    title: '企业类型变更',
    level: 'info',
    group: 'notice',
    changeField: '企业类型',
    conditions: ['企业类型变更'],
    template: '{date} 企业类型由「{before}」变更为「{after}」',
  },
  {
    id: 'C-EXEC',
    title: '主要人员变更',
    level: 'info',
    group: 'notice',
    changeField: '高管',
    conditions: ['董事、监事、高级管理人员变更'],
    template: '{date} 主要人员变更[：{before}][ → {after}]',
  },
]

export const RULE_BY_ID = new Map(RULES.map((r) => [r.id, r]))
export const RECORD_RULES = RULES.filter((r) => r.dimension)
export const CHANGE_RULES = RULES.filter((r) => r.changeField)
/** dimensions any record rule reads */
export const RULE_DIMENSIONS = [...new Set(RECORD_RULES.map((r) => r.dimension!))]
export const PERSON_DIMENSIONS = [...new Set(RECORD_RULES.filter((r) => r.person).map((r) => r.dimension!))]
export const RELATED_DIMENSIONS = [...new Set(RECORD_RULES.filter((r) => r.related).map((r) => r.dimension!))]

export const LEVEL_ORDER: Record<RiskLevel, number> = { high: 0, warn: 1, info: 2 }

/** The rule as the API shows it. */
export function publicRule(r: RuleDef): RiskRule {
  const conditions = [...r.conditions]
  return {
    id: r.id,
    level: r.level,
    title: r.title,
    dimensions: r.dimension ? [r.dimension] : [`change:${r.changeField}`],
    conditions,
    template: r.template,
  }
}

export interface Fact {
  date: string
  amount: number | null
  status: string
  title: string
  refNo: string
  court?: string
  before?: string
  after?: string
  field?: string
}

export function fmtAmount(n: number): string {
  return (Math.round(n * 100) / 100).toString()
}

/** Fill a template: placeholders from the fact; [optional parts] vanish when a placeholder in them is empty. */
export function explain(rule: RuleDef, fact: Fact): string {
  const values: Record<string, string> = {
    date: fact.date || '',
    amount: fact.amount === null || fact.amount === undefined ? '' : fmtAmount(fact.amount),
    status: fact.status || '',
    statusText: fact.status ? (rule.statusText?.[fact.status] ?? fact.status) : '',
    title: fact.title || '',
    court: fact.court || '',
    refNo: fact.refNo || '',
    before: fact.before || '',
    after: fact.after || '',
    field: fact.field || '',
  }
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '')
  const withOptional = rule.template.replace(/\[([^\]]*)\]/g, (_m, part: string) => {
    const keys = [...part.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    return keys.every((k) => values[k]) ? part : ''
  })
  return fill(withOptional).replace(/^\s+/, '')
}

/** Whether a record passes a record rule's conditions. */
export function recordMatches(
  rule: RuleDef,
  rec: { dimension: string; is_current: number; amount: number | null; status: string },
): boolean {
  if (rule.dimension !== rec.dimension) return false
  if (rule.current === true && rec.is_current !== 1) return false
  if (rule.current === false && rec.is_current !== 0) return false
  if (rule.minAmount !== undefined && (rec.amount ?? 0) < rule.minAmount) return false
  if (rule.statusIn && !rule.statusIn.includes(rec.status)) return false
  return true
}

export function changeMatches(rule: RuleDef, ch: { field: string; after: string }): boolean {
  if (rule.changeField !== ch.field) return false
  if (rule.afterMatches && !rule.afterMatches.test(ch.after)) return false
  if (rule.afterNot && rule.afterNot.test(ch.after)) return false
  return true
}
