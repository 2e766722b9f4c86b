/**
 * The 13 changeDetail and 17 changeList pages of pagesScan and pagesCheckPersonnel/pagesRiskScan,
 * as one table: route name → Chinese title → server type key. The page files are a few lines each
 * over the shared ChangeDetailPage / ChangeListPage components; the manifest part src/manifest/scan.ts
 * and the tests read this table.
 */
import type { ChangeDetailType, RiskListType } from '../../contract/api/api-risk'

export interface ChangeDetailDef {
  /** route name: <root>/changeDetail/<name>/<name> */
  name: string
  title: string
  type: ChangeDetailType
}

export interface ChangeListDef {
  /** route name: <root>/changeList/<name>/<name> */
  name: string
  title: string
  type: RiskListType
}

export const CHANGE_DETAIL_TYPES: ChangeDetailDef[] = [
  { name: 'keyPerson', title: '主要人员变更', type: 'keyPerson' },
  { name: 'enterpriseName', title: '企业名称变更', type: 'name' },
  { name: 'address', title: '企业地址变更', type: 'address' },
  { name: 'enterpriseType', title: '企业类型变更', type: 'type' },
  { name: 'actualController', title: '实际控制人变更', type: 'actualController' },
  { name: 'investment', title: '对外投资（新增投资）', type: 'investment' },
  { name: 'investmentReduction', title: '对外投资（减少投资）', type: 'investReduce' },
  { name: 'investmentWithdrawal', title: '对外投资（退出投资）', type: 'investWithdraw' },
  { name: 'ultimateBeneficiary', title: '最终受益人变更', type: 'beneficiary' },
  { name: 'legalPerson', title: '法定代表人变更', type: 'legalPerson' },
  { name: 'businessScope', title: '经营范围变更', type: 'scope' },
  { name: 'shareholder', title: '股东变更', type: 'shareholder' },
  { name: 'businessStatus', title: '经营状态变更', type: 'status' },
]

export const CHANGE_LIST_TYPES: ChangeListDef[] = [
  { name: 'dishonestExecutor', title: '失信被执行人', type: 'dishonestExecutor' },
  { name: 'restrictHighConsumption', title: '限制高消费', type: 'restrictHighConsumption' },
  { name: 'executor', title: '被执行人', type: 'executor' },
  { name: 'finalCase', title: '终本案件', type: 'finalCase' },
  { name: 'equityFreeze', title: '股权冻结', type: 'equityFreeze' },
  { name: 'judicialAuction', title: '司法拍卖', type: 'judicialAuction' },
  { name: 'judicialCase', title: '司法案件', type: 'judicialCase' },
  { name: 'seriousIllegality', title: '严重违法', type: 'seriousIllegality' },
  { name: 'businessAnomaly', title: '经营异常', type: 'businessAnomaly' },
  { name: 'administrativePenalty', title: '行政处罚', type: 'adminPenalty' },
  { name: 'taxViolation', title: '税收违法', type: 'taxViolation' },
  { name: 'taxArrears', title: '欠税公告', type: 'taxArrears' },
  { name: 'simpleCancellation', title: '简易注销公告', type: 'simpleCancellation' },
  { name: 'chattelMortgage', title: '动产抵押', type: 'chattelMortgage' },
  { name: 'equityPledge', title: '股权出质', type: 'equityPledge' },
  { name: 'equityFinancing', title: '股权融资', type: 'financing' },
  { name: 'bankruptcyReorganization', title: '破产重整', type: 'bankReorganization' },
]

/** The two packages that host the pages: the company scan and the person check (pages carry personId there). */
export const SCAN_ROOTS = { company: 'pagesScan', person: 'pagesCheckPersonnel/pagesRiskScan' } as const
export type ScanRootKind = keyof typeof SCAN_ROOTS

export const changeDetailPath = (root: ScanRootKind, name: string) => `${SCAN_ROOTS[root]}/changeDetail/${name}/${name}`
export const changeListPath = (root: ScanRootKind, name: string) => `${SCAN_ROOTS[root]}/changeList/${name}/${name}`

export const findChangeDetail = (name: string) => CHANGE_DETAIL_TYPES.find((d) => d.name === name)
export const findChangeList = (name: string) => CHANGE_LIST_TYPES.find((d) => d.name === name)
export const changeDetailByType = (type: string) => CHANGE_DETAIL_TYPES.find((d) => d.type === type)
export const changeListByType = (type: string) => CHANGE_LIST_TYPES.find((d) => d.type === type)

/** registration-change field (as in RiskItem.changeField) → changeDetail type */
const FIELD_TO_TYPE: Record<string, ChangeDetailType> = {
  法定代表人: 'legalPerson',
  企业名称: 'name',
  经营范围: 'scope',
  住所: 'address',
  股东: 'shareholder',
  企业类型: 'type',
  经营状态: 'status',
  高管: 'keyPerson',
  实际控制人: 'actualController',
  最终受益人: 'beneficiary',
}
export const changeDetailForField = (field?: string) => (field ? changeDetailByType(FIELD_TO_TYPE[field] ?? '') : undefined)
