/** 企业图谱 and 人员图谱: the kinds of edge and how many nodes a group shows before it folds into "另有 N 家". */

/** what an edge says: a stake held (股东 / 对外投资), an office (法定代表人 / 主要人员), a branch, a partner's role */
export const GRAPH_EDGE_KINDS = ['shareholder', 'investment', 'legal', 'executive', 'branch', 'partner'] as const
export type GraphEdgeKind = (typeof GRAPH_EDGE_KINDS)[number]

/** nodes shown per group around the centre, and per group when a node is expanded */
export const GRAPH_GROUP_CAP = 12
export const GRAPH_EXPAND_CAP = 8
/** companies shown around a person, and partners (persons sharing those companies) */
export const GRAPH_PERSON_COMPANY_CAP = 15
export const GRAPH_PARTNER_CAP = 10
