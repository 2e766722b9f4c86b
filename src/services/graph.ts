/** Ownership graphs: shareholders upward (equityChain), investments downward (inverChain), shared shareholders. */
import type { JoinShareholders, OwnershipTree } from '../../contract/api/api-dimensions'
import { API } from '../../contract/endpoints'
import { get } from './request'

export type ChainDirection = 'equityChain' | 'inverChain'

const CHAIN_PATH = { equityChain: API.graph.basicEquityChain, inverChain: API.graph.basicInverChain } as const

export const ownershipChain = (direction: ChainDirection, pid: string, depth = 2) =>
  get<OwnershipTree>(CHAIN_PATH[direction], { pid, depth }, { loading: false })

export const equityChain = (pid: string, depth = 2) => ownershipChain('equityChain', pid, depth)
export const inverChain = (pid: string, depth = 2) => ownershipChain('inverChain', pid, depth)

export const joinShareholders = (pid: string, otherPid: string) => get<JoinShareholders>(API.graph.basicJoinShareholders, { pid, otherPid })
