/** Ownership graphs: shareholders upward (equityChain), investments downward (inverChain), shared shareholders; 查关系. */
import type { JoinShareholders, OwnershipTree } from '../../contract/api/api-dimensions'
import type { RelationResult } from '../../contract/schemas/graph'
import { API } from '../../contract/endpoints'
import { get } from './request'

export type ChainDirection = 'equityChain' | 'inverChain'

const CHAIN_PATH = { equityChain: API.graph.basicEquityChain, inverChain: API.graph.basicInverChain } as const

export const ownershipChain = (direction: ChainDirection, pid: string, depth = 2) =>
  get<OwnershipTree>(CHAIN_PATH[direction], { pid, depth }, { loading: false })

export const equityChain = (pid: string, depth = 2) => ownershipChain('equityChain', pid, depth)
export const inverChain = (pid: string, depth = 2) => ownershipChain('inverChain', pid, depth)

export const joinShareholders = (pid: string, otherPid: string) => get<JoinShareholders>(API.graph.basicJoinShareholders, { pid, otherPid })

export type EntityRef = { kind: 'company' | 'person'; id: string; name: string }

/** 查关系: the shortest connections between two companies or persons */
export const relation = (from: EntityRef, to: EntityRef) =>
  get<RelationResult>(API.graph.relation, { fromType: from.kind, fromId: from.id, toType: to.kind, toId: to.id }, { loading: false })
