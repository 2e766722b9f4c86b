/** Ownership graphs: shareholders upward (equityChain), investments downward (inverChain), shared shareholders. */
import type { JoinShareholders, OwnershipTree } from '../../types/api-dimensions'
import { get } from './request'

export type ChainDirection = 'equityChain' | 'inverChain'

export const ownershipChain = (direction: ChainDirection, pid: string, depth = 2) =>
  get<OwnershipTree>(`/yqc/api/v1/basic/${direction}`, { pid, depth }, { loading: false })

export const equityChain = (pid: string, depth = 2) => ownershipChain('equityChain', pid, depth)
export const inverChain = (pid: string, depth = 2) => ownershipChain('inverChain', pid, depth)

export const joinShareholders = (pid: string, otherPid: string) => get<JoinShareholders>('/yqc/api/v1/basic/joinShareholders', { pid, otherPid })
