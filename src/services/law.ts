/** Legal data of a company: the judicial summary, its cases across their stages, a case's parties. */
import type { CaseDetail, CaseRelationship, CaseSummary, LawSummary } from '../../types/api-dimensions'
import type { Paged } from '../../types/api'
import { PAGE_SIZE } from '../domain/constants'
import { get } from './request'

export const lawSummary = (pid: string) => get<LawSummary>('/yqc/api/v1/law/summary', { pid })

export const lawCases = (pid: string, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<Paged<CaseSummary>>('/yqc/api/v1/law/cases', { pid, pageNum, pageSize })

export const lawCase = (referenceNo: string, pid?: string) =>
  get<CaseDetail>('/yqc/api/v1/law/case', { referenceNo, pid: pid || undefined })

export const caseRelationship = (referenceNo: string) => get<CaseRelationship>('/yqc/api/v1/law/relationship', { referenceNo })
