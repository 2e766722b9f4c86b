/**
 * The API contract of the data dimensions (lists, record details, legal cases, graphs), derived from the schemas in
 * contract/schemas. Paths are relative to the API root (`/api`); see contract/endpoints.ts.
 *
 * dimension/list: dimension (registry key), pid or personId (one required), pageNum (1–500), pageSize (1–50),
 *   sort date|amount, order desc|asc, start/end (yyyy-mm-dd, inclusive), role (the owner's party role),
 *   current '1' | '0'. Unknown dimension or bad values → 4000 in Chinese; unknown pid/personId → 4040.
 * basic/equityChain, basic/inverChain: pid, depth (1–6, default 3); a tree stops at 500 nodes and says truncated.
 * copyright/search: keyword (1–50 characters, none of " * ^ ( ) :), type rj|zp, pageNum, pageSize.
 */
export type {
  RecordParty,
  RecordItem,
  DimensionListResult,
  RecordDetail,
  DimensionTrend,
  CopyrightSearchResult,
} from '../schemas/dimensions'
export type { LawSummary, CaseStage, CaseDetail, CaseSummary, CaseRelationship } from '../schemas/law'
export type { OwnershipNode, OwnershipTree, JoinShareholders } from '../schemas/graph'
