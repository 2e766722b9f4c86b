/** Risk scans, person due diligence, quotas and beneficial owners (types/api-risk.ts). */
import type {
  BeneficialOwners,
  ChangeDetailResult,
  ChangeDetailType,
  CompanyScan,
  JobAnalysis,
  OwnScanState,
  PersonBasicInfo,
  PersonCooperation,
  PersonPropertyClues,
  PersonResume,
  PersonScan,
  QuotaState,
  RiskChangeList,
  RiskGroup,
  RiskItemRecords,
  RiskItemsResult,
  RiskLevel,
  RiskListType,
  RiskPeriod,
} from '../../contract/api/api-risk'
import { PAGE_SIZE } from '../domain/constants'
import { API } from '../../contract/endpoints'
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

export const companyScan = (pid: string) => get<CompanyScan>(API.risk.riskScan, { pid })
export const personScan = (personId: string) => get<PersonScan>(API.personDd.riskScan, { personId })

export const companyQuota = () => get<QuotaState>(API.risk.businessCheckApiNum, undefined, { loading: false })
export const personQuota = () => get<QuotaState>(API.personDd.baseInfoCheckApiNum, undefined, { loading: false })

export const riskItems = (o: Owner, q: { group?: RiskGroup; level?: RiskLevel; pageNum?: number; pageSize?: number }) =>
  get<RiskItemsResult>(API.risk.riskItems, clean({ ...ownerQuery(o), pageNum: 1, pageSize: PAGE_SIZE, ...q }), { loading: false })

export const itemRecords = (o: Owner, key: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<RiskItemRecords>(API.risk.riskItemRecords, { ...ownerQuery(o), key, pageNum, pageSize }, { loading: false })

export const changeList = (
  o: Owner,
  q: { type: RiskListType; period?: RiskPeriod; scope?: 'self' | 'related'; current?: '0' | '1'; pageNum?: number; pageSize?: number },
) => get<RiskChangeList>(API.risk.riskChangeList, clean({ ...ownerQuery(o), pageNum: 1, pageSize: PAGE_SIZE, ...q }), { loading: false })

export const changeDetail = (pid: string, q: { type: ChangeDetailType; period?: RiskPeriod; pageNum?: number; pageSize?: number }) =>
  get<ChangeDetailResult>(API.risk.riskChangeDetail, clean({ pid, pageNum: 1, pageSize: PAGE_SIZE, ...q }), { loading: false })

export const beneficiaries = (pid: string) => get<BeneficialOwners>(API.risk.graphBeneficiaries, { pid }, { silent: true })

export const ownScan = () => get<OwnScanState>(API.risk.riskOwn)
export const claimOwn = (pid: string, personId?: string) => post<OwnScanState>(API.risk.ownClaim, clean({ pid, personId }))
export const unclaimOwn = () => del<OwnScanState>(API.risk.ownClaim)

export const personResume = (personId: string) => get<PersonResume>(API.personDd.personResume, { personId })
export const jobAnalysis = (personId: string) => get<JobAnalysis>(API.personDd.personJobAnalysis, { personId })
export const personBasicInfo = (personId: string) => get<PersonBasicInfo>(API.personDd.personBaseInfo, { personId })
export const personCooperation = (personId: string, otherPersonId: string) =>
  get<PersonCooperation>(API.personDd.personCooperation, { personId, otherPersonId })
export const personPropertyClues = (personId: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<PersonPropertyClues>(API.personDd.personPropertyClue, { personId, pageNum, pageSize }, { loading: false })
