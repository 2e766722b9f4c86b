/**
 * The API contract of risk scans, person due diligence, quotas and beneficial owners. The types derive from the
 * schemas in contract/schemas/risk.ts and personDd.ts; the labels below are runtime constants the app shows.
 * Paths are relative to the API root (`/api`); every answer is wrapped in the envelope, `code === '0000'` is success.
 *
 * Quota: every company scan and every person check counts against the daily quota.
 *   - a signed-in user at zero → code '15000', msg = the JSON string of a QuotaMask
 *       e.g. '{"appMaskLayer":1,"title":"今日扫描次数已用完","content":"开通会员可获得更多次数"}'
 *   - a visitor (no token) at zero → code '15001', msg = a plain Chinese sentence. A visitor is counted by device
 *       (the cid header, else Visitor-Id with the address) and by client address: either at its limit refuses.
 *   Scanning the same company (or person) again the same day does not count again. Every call that reads a
 *   target's risks (scan, items, itemRecords, changeList, changeDetail; every /yqc/person/* call) counts as the
 *   scan of that target, so it is free after the scan and counts once otherwise.
 *   checkApiNum without a target only reports the state.
 * Own scan: POST/DELETE /yqc/api/v1/risk/own/claim and GET /yqc/api/v1/risk/own belong to the signed-in user; a
 *   claim is never shown to nor removed by another user (removing what the user has not claimed answers 4040).
 * Bad input → HTTP 400, code '4000', Chinese msg; unknown pid / personId → HTTP 404, code '4040'.
 */
import type { ChangeDetailType, RiskGroup, RiskLevel, RiskPeriod } from '../schemas/risk'

export type {
  RiskLevel,
  RiskGroup,
  RiskPeriod,
  RiskListType,
  ChangeDetailType,
  QuotaMask,
  QuotaState,
  RiskRule,
  RiskSubject,
  RiskItem,
  RiskTotals,
  RiskGroupResult,
  MonthlyRiskPoint,
  OwnershipPathStep,
  OwnershipPath,
  EffectiveOwner,
  BeneficialOwners,
  ChangeDetailItem,
  CompanyScan,
  RiskItemsResult,
  RiskItemRecords,
  RiskChangeList,
  ChangeDetailResult,
  OwnScanState,
} from '../schemas/risk'
export type {
  PersonRiskRole,
  PersonScan,
  ResumeEntry,
  PersonResume,
  JobAnalysis,
  PersonBasicInfo,
  PersonCooperation,
  PersonPropertyClues,
} from '../schemas/personDd'

/** labels of RiskLevel: high 高风险, warn 警示, info 提示 */
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { high: '高风险', warn: '警示', info: '提示' }

export const RISK_GROUP_LABELS: Record<RiskGroup, string> = {
  self: '自身风险',
  related: '关联风险',
  history: '历史风险',
  notice: '提示信息',
}

export const RISK_PERIOD_LABELS: Record<RiskPeriod, string> = {
  today: '今天',
  '1m': '近1个月',
  '3m': '近3个月',
  '1y': '近1年',
  '3y': '近3年',
}

export const CHANGE_DETAIL_LABELS: Record<ChangeDetailType, string> = {
  keyPerson: '主要人员变更',
  name: '企业名称变更',
  address: '住所变更',
  type: '企业类型变更',
  actualController: '实际控制人变更',
  investment: '新增对外投资',
  investReduce: '减少对外投资',
  investWithdraw: '退出对外投资',
  beneficiary: '最终受益人变更',
  legalPerson: '法定代表人变更',
  scope: '经营范围变更',
  shareholder: '股东变更',
  status: '经营状态变更',
}
