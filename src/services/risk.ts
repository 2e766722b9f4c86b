/** Risk scans, person due diligence, quotas and beneficial owners (types/api-risk.ts). */
import type {
  BeneficialOwners, ChangeDetailResult, ChangeDetailType, CompanyScan, JobAnalysis, OwnScanState, PersonBasicInfo,
  PersonCooperation, PersonPropertyClues, PersonResume, PersonScan, QuotaState, RiskChangeList, RiskGroup, RiskItemRecords,
  RiskItemsResult, RiskLevel, RiskListType, RiskPeriod,
} from '../../types/api-risk'
import { PAGE_SIZE } from '../domain/constants'
import { del, get, post } from './request'

export interface Owner {
  pid?: string
  personId?: string
}

const clean = (q: Record<string, unknown>) => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') out[k] = v
  return out
}
/** one owner key: pid wins */
const ownerQuery = (o: Owner) => (o.pid ? { pid: o.pid } : { personId: o.personId })

export const companyScan = (pid: string) => get<CompanyScan>('/yqc/api/v1/risk/scan', { pid })
export const personScan = (personId: string) => get<PersonScan>('/yqc/person/risk/scan', { personId })

export const companyQuota = () => get<QuotaState>('/yqc/api/v1/business/checkApiNum', undefined, { loading: false })
export const personQuota = () => get<QuotaState>('/yqc/person/baseInfo/checkApiNum', undefined, { loading: false })

export const riskItems = (o: Owner, q: { group?: RiskGroup; level?: RiskLevel; pageNum?: number; pageSize?: number }) =>
  get<RiskItemsResult>('/yqc/api/v1/risk/items', clean({ ...ownerQuery(o), pageNum: 1, pageSize: PAGE_SIZE, ...q }), { loading: false })

export const itemRecords = (o: Owner, key: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<RiskItemRecords>('/yqc/api/v1/risk/itemRecords', { ...ownerQuery(o), key, pageNum, pageSize }, { loading: false })

export const changeList = (o: Owner, q: { type: RiskListType; period?: RiskPeriod; scope?: 'self' | 'related'; current?: '0' | '1'; pageNum?: number; pageSize?: number }) =>
  get<RiskChangeList>('/yqc/api/v1/risk/changeList', clean({ ...ownerQuery(o), pageNum: 1, pageSize: PAGE_SIZE, ...q }), { loading: false })

export const changeDetail = (pid: string, q: { type: ChangeDetailType; period?: RiskPeriod; pageNum?: number; pageSize?: number }) =>
  get<ChangeDetailResult>('/yqc/api/v1/risk/changeDetail', clean({ pid, pageNum: 1, pageSize: PAGE_SIZE, ...q }), { loading: false })

export const beneficiaries = (pid: string) => get<BeneficialOwners>('/yqc/api/v1/graph/beneficiaries', { pid }, { silent: true })

export const ownScan = () => get<OwnScanState>('/yqc/api/v1/risk/own')
export const claimOwn = (pid: string, personId?: string) => post<OwnScanState>('/yqc/api/v1/risk/own/claim', clean({ pid, personId }))
export const unclaimOwn = () => del<OwnScanState>('/yqc/api/v1/risk/own/claim')

export const personResume = (personId: string) => get<PersonResume>('/yqc/person/resume', { personId })
export const jobAnalysis = (personId: string) => get<JobAnalysis>('/yqc/person/jobAnalysis', { personId })
export const personBasicInfo = (personId: string) => get<PersonBasicInfo>('/yqc/person/baseInfo', { personId })
export const personCooperation = (personId: string, otherPersonId: string) => get<PersonCooperation>('/yqc/person/cooperation', { personId, otherPersonId })
export const personPropertyClues = (personId: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<PersonPropertyClues>('/yqc/person/propertyClue', { personId, pageNum, pageSize }, { loading: false })

