/** Legal data of a company: the judicial summary, its cases across their stages, a case's parties. */
import type { CaseDetail, CaseRelationship, CaseSummary, LawSummary } from '../../contract/api/api-dimensions'
import type { Paged } from '../../contract/api/api'
import { PAGE_SIZE } from '../domain/constants'
import { API } from '../../contract/endpoints'
import { get } from './request'

export const lawSummary = (pid: string) => get<LawSummary>(API.law.lawSummary, { pid })

export const lawCases = (pid: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<Paged<CaseSummary>>(API.law.lawCases, { pid, pageNum, pageSize })

export const lawCase = (referenceNo: string, pid?: string) => get<CaseDetail>(API.law.lawCase, { referenceNo, pid: pid || undefined })

export const caseRelationship = (referenceNo: string) => get<CaseRelationship>(API.law.lawRelationship, { referenceNo })
