/**
 * 企业图谱 and 人员图谱: the neighbourhood of one company or person — shareholders, investments, key personnel,
 * the legal representative and branches of a company; the companies of a person with their partners — as nodes
 * and edges to draw. Groups beyond their cap collapse into one node that counts the rest ("另有 N 家").
 */
import { Envelope, OneOf, PersonId, Pid, Type, type Static } from './common'
import { GRAPH_EDGE_KINDS, type GraphEdgeKind } from '../domain/graphMap'

export * from '../domain/graphMap'

const EdgeKind = Type.Unsafe<GraphEdgeKind>({ type: 'string', enum: [...GRAPH_EDGE_KINDS] })

export const GraphNodeSchema = Type.Object({
  /** 'c:<pid>', 'p:<personId>', or 'more:<node key>:<edge kind>' for a collapsed group */
  key: Type.String(),
  kind: Type.Union([Type.Literal('company'), Type.Literal('person'), Type.Literal('more')]),
  /** pid or personId; '' for a collapsed group */
  id: Type.String(),
  name: Type.String(),
  status: Type.String({ description: "a company's registration status; '' otherwise" }),
  count: Type.Integer({ description: 'a collapsed group: how many it stands for; a partner: companies shared' }),
  expandable: Type.Boolean(),
})

export const GraphEdgeSchema = Type.Object({
  key: Type.String(),
  from: Type.String({ description: 'key of the holder, the officer or the branch' }),
  to: Type.String({ description: 'key of the company held, served or headed' }),
  kinds: Type.Array(EdgeKind),
  /** e.g. 持股 35%, 法定代表人、执行董事, 分支机构 */
  label: Type.String(),
  share: Type.Union([Type.Number(), Type.Null()], { description: 'percent, for a stake' }),
  since: Type.Union([Type.String(), Type.Null()], { description: 'when the role or stake began, as registered' }),
  source: Type.String({ description: 'the register the link is read from' }),
  capturedAt: Type.String({ description: 'when that register was captured' }),
})

export const GraphTotalsSchema = Type.Object({
  shareholder: Type.Integer(),
  investment: Type.Integer(),
  legal: Type.Integer(),
  executive: Type.Integer(),
  branch: Type.Integer(),
  partner: Type.Integer(),
})

export const NeighbourhoodSchema = Type.Object({
  centre: Type.String({ description: 'key of the node asked for' }),
  nodes: Type.Array(GraphNodeSchema),
  edges: Type.Array(GraphEdgeSchema),
  totals: GraphTotalsSchema,
  /** some group had more than its cap and is partly collapsed */
  collapsed: Type.Boolean(),
})

export const CompanyGraphQuery = Type.Object({
  pid: Pid(),
  /** all: the whole neighbourhood; holdings: shareholders and investments only (expanding a node) */
  scope: Type.Optional(OneOf('范围', ['all', 'holdings'] as const)),
})

export const PersonGraphQuery = Type.Object({
  personId: PersonId(),
  /** all: companies and partners; roles: companies only (expanding a node) */
  scope: Type.Optional(OneOf('范围', ['all', 'roles'] as const)),
})

export const graphMapSchemas = {
  company: { querystring: CompanyGraphQuery, response: { 200: Envelope(NeighbourhoodSchema) } },
  person: { querystring: PersonGraphQuery, response: { 200: Envelope(NeighbourhoodSchema) } },
}

export type GraphNode = Static<typeof GraphNodeSchema>
export type GraphEdge = Static<typeof GraphEdgeSchema>
export type GraphTotals = Static<typeof GraphTotalsSchema>
export type Neighbourhood = Static<typeof NeighbourhoodSchema>
