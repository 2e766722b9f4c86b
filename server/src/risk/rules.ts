/**
 * The rule book of the risk scan, as data. Record rules live with their dimension in the registry
 * (its `risk` readings); the registration-change rules are here. Each rule filters by plain conditions
 * and explains itself with a Chinese template: {name} placeholders (date, amount, status, statusText,
 * title, court, refNo, reason, before, after, field); a [bracketed part] is dropped when any placeholder
 * inside it is empty.
 */
import type { RiskRule } from '../../../contract/api/api-risk'
import { DIMENSIONS, type RiskReading } from '../../../contract/domain/dimensions'

export interface RuleDef extends RiskReading {
  /** record rules: the dimension key */
  dimension?: string
  /** change rules: the registration field */
  changeField?: string
  /** changes: the after-value must match (e.g. 经营状态 → 注销/吊销) */
  afterMatches?: RegExp
  /** changes: the after-value must not match */
  afterNot?: RegExp
}

export const CHANGE_RULE_DEFS: RuleDef[] = [
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

export const RULES: RuleDef[] = [
  ...DIMENSIONS.flatMap((d) => (d.risk ?? []).map((r): RuleDef => ({ ...r, dimension: d.key }))),
  ...CHANGE_RULE_DEFS,
]

export const RULE_BY_ID = new Map(RULES.map((r) => [r.id, r]))
export const RECORD_RULES = RULES.filter((r) => r.dimension)
export const CHANGE_RULES = RULES.filter((r) => r.changeField)
/** dimensions any record rule reads */
export const RULE_DIMENSIONS = [...new Set(RECORD_RULES.map((r) => r.dimension!))]
export const PERSON_DIMENSIONS = [...new Set(RECORD_RULES.filter((r) => r.person).map((r) => r.dimension!))]
export const RELATED_DIMENSIONS = [...new Set(RECORD_RULES.filter((r) => r.related).map((r) => r.dimension!))]

export const LEVEL_ORDER: Record<RiskReading['level'], number> = { high: 0, warn: 1, info: 2 }

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
