/**
 * The API contract of the data dimensions (lists, record details, legal cases, graphs).
 * Paths are relative to the API root (`/api`). Shared by the app and the server.
 */
import type { CompanyStatus, Paged } from './api'

/** A party of a record, linked to its company (pid) or person (personId) when known. */
export interface RecordParty {
  name: string
  /** 原告 / 被告 / 第三人 / 被执行人 / 申请人 … */
  role: string
  pid?: string
  personId?: string
}

/** One record in a dimension list or detail. `fields` holds every detail field of the dimension by key. */
export interface RecordItem {
  id: number
  dimension: string
  pid?: string
  companyName?: string
  personId?: string
  date: string
  amount: number | null
  title: string
  refNo: string
  status: string
  parties: RecordParty[]
  /** detail values by the dimension's field keys (columns title/date/amount/refNo/status included) */
  fields: Record<string, string | number | null>
  source: string
  capturedAt: string
  isCurrent: boolean
}

/**
 * GET /yqc/api/v1/dimension/list
 *   dimension (registry key, required), pid or personId (one required),
 *   pageNum (≥1), pageSize (1–50, default 20),
 *   sort: 'date' | 'amount' (default date), order: 'desc' | 'asc' (default desc),
 *   start, end (yyyy-mm-dd, inclusive; on the record date),
 *   role (a party role of the company in the record, e.g. 原告),
 *   current: '1' current only | '0' historical only (absent: both)
 * Unknown dimension, missing pid/personId, bad page or date → 4000 with a Chinese msg; unknown pid → 4040.
 */
export interface DimensionListResult extends Paged<RecordItem> {
  dimension: string
  /** counts of current and historical records under the same filters minus `current` */
  currentCount: number
  historyCount: number
}

/** GET /yqc/api/v1/dimension/detail?id → RecordDetail (unknown id → 4040) */
export interface RecordDetail extends RecordItem {
  /** for legal records: the other records of the same case family (same case number root), for "查看案件" */
  caseRefNo?: string
}

/** GET /yqc/api/v1/dimension/trend?dimension&pid (or personId) → records per year (and per month of the last 12 months) */
export interface DimensionTrend {
  dimension: string
  byYear: Array<{ year: number; count: number; amount: number }>
  byMonth: Array<{ month: string; count: number }>
}

/** GET /yqc/api/v1/law/summary?pid → lawIndex: every judicial dimension's count, by year and by the company's role */
export interface LawSummary {
  pid: string
  total: number
  dimensions: Array<{ key: string; label: string; count: number }>
  byYear: Array<{ year: number; count: number }>
  byRole: Array<{ role: string; count: number }>
  /** total amounts involved, 万元 */
  amountTotal: number
}

/** One stage of a case: filing → court session → judgment → execution → final. */
export interface CaseStage {
  stage: '立案' | '开庭' | '裁判' | '执行' | '失信' | '限高' | '终本' | '公告' | '其他'
  dimension: string
  record: RecordItem
}

/**
 * GET /yqc/api/v1/law/case?referenceNo (&pid) → one case across its stages, joined by the case number family.
 * GET /yqc/api/v1/law/cases?pid&pageNum&pageSize → Paged<CaseSummary> (allCase)
 */
export interface CaseDetail {
  referenceNo: string
  caseName: string
  court: string
  cause: string
  amount: number | null
  parties: RecordParty[]
  stages: CaseStage[]
  latestStatus: string
}

export interface CaseSummary {
  referenceNo: string
  caseName: string
  cause: string
  court: string
  firstDate: string
  lastDate: string
  stageCount: number
  stages: string[]
  amount: number | null
  /** the company's role in the case */
  role: string
}

/** GET /yqc/api/v1/law/relationship?referenceNo → the case's parties and how they relate to each other */
export interface CaseRelationship {
  referenceNo: string
  nodes: Array<{ id: string; name: string; kind: 'company' | 'person'; pid?: string; personId?: string; role: string }>
  /** relation between two parties: 诉讼 (opposing sides), 共同 (same side), 股东 / 法定代表人 / 高管 (registered ties) */
  edges: Array<{ from: string; to: string; relation: string }>
}

/** A node of an ownership tree (equityChain upward, inverChain downward). */
export interface OwnershipNode {
  key: string
  name: string
  kind: 'company' | 'person'
  pid?: string
  personId?: string
  /** share held in the parent (inverChain) / held by this node in the child (equityChain), percent */
  share: number
  status?: CompanyStatus
  /** true when the node has more levels not included in this answer (load them with its own pid) */
  hasMore: boolean
  /** a company already on the path: shown, not expanded again (ownership cycles) */
  cycle?: boolean
  /** how many children the node has in all, when more than the ones listed (at most 50 per node) */
  childTotal?: number
  children: OwnershipNode[]
}

/** GET /yqc/api/v1/basic/equityChain?pid&depth(1–5, default 3) and GET /yqc/api/v1/basic/inverChain?pid&depth */
export interface OwnershipTree {
  root: OwnershipNode
}

/** GET /yqc/api/v1/basic/joinShareholders?pid&otherPid → shareholders the two companies share */
export interface JoinShareholders {
  a: { pid: string; name: string }
  b: { pid: string; name: string }
  shared: Array<{ name: string; kind: 'company' | 'person'; pid?: string; personId?: string; shareInA: number; shareInB: number }>
}

/** GET /yqc/api/v1/copyright/search?keyword&type=rj|zp&pageNum&pageSize → Paged<RecordItem> across companies */
export type CopyrightSearchResult = Paged<RecordItem>
