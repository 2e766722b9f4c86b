/**
 * Ownership trees: equityChain (shareholders upward until natural persons) and inverChain (investments downward),
 * expanded breadth-first within a depth and a node budget; a company already on the path is shown with `cycle: true`
 * and not expanded again. A tree never holds more than MAX_TREE_NODES nodes: where the budget ends, nodes keep
 * hasMore / childTotal and the answer says truncated. Plus the shareholders two companies share, capped likewise.
 */
import {
  MAX_SHARED_HOLDERS,
  MAX_TREE_CHILDREN,
  MAX_TREE_NODES,
  type JoinShareholders,
  type OwnershipNode,
  type OwnershipTree,
} from '../../../contract/schemas/graph'
import type { CompanyStatus } from '../../../contract/schemas/search'
import type { CompanyLite, OwnershipRepo } from '../store/ownership'

export type { CompanyLite }

export class OwnershipGraph {
  constructor(private readonly repo: OwnershipRepo) {}

  async company(pid: string): Promise<CompanyLite | undefined> {
    return await this.repo.company(pid)
  }

  private async tree(root: CompanyLite, depth: number, direction: 'up' | 'down'): Promise<OwnershipTree> {
    const rootNode: OwnershipNode = {
      key: `c:${root.pid}`,
      name: root.name,
      kind: 'company',
      pid: root.pid,
      share: 100,
      status: root.status as CompanyStatus,
      hasMore: false,
      children: [],
    }
    const hasAny = async (id: number) => (direction === 'up' ? await this.repo.hasHolders(id) : await this.repo.hasInvestees(id))
    type Item = { node: OwnershipNode; id: number; level: number; path: Set<number> }
    const queue: Item[] = [{ node: rootNode, id: root.id, level: 0, path: new Set([root.id]) }]
    let nodes = 1
    let truncated = false
    for (let i = 0; i < queue.length; i++) {
      const { node, id, level, path } = queue[i]
      if (level >= depth) {
        node.hasMore = await hasAny(id)
        continue
      }
      const room = MAX_TREE_NODES - nodes
      if (room <= 0) {
        node.hasMore = await hasAny(id)
        if (node.hasMore) truncated = true
        continue
      }
      const { list, total } =
        direction === 'up' ? await this.repo.holders(id, MAX_TREE_CHILDREN) : await this.repo.investees(id, MAX_TREE_CHILDREN)
      const shown = list.slice(0, room)
      if (shown.length < list.length) truncated = true
      if (total > shown.length) node.childTotal = total
      for (const e of shown) {
        const key = `${node.key}/${e.kind === 'company' ? `c:${e.pid}` : `p:${e.personId}`}`
        const child: OwnershipNode = {
          key,
          name: e.name,
          kind: e.kind,
          share: e.share,
          hasMore: false,
          children: [],
          ...(e.pid ? { pid: e.pid } : {}),
          ...(e.personId ? { personId: e.personId } : {}),
          ...(e.status ? { status: e.status as CompanyStatus } : {}),
        }
        node.children.push(child)
        nodes++
        if (e.kind !== 'company') continue
        if (path.has(e.id!)) {
          child.cycle = true
          continue
        }
        queue.push({ node: child, id: e.id!, level: level + 1, path: new Set([...path, e.id!]) })
      }
    }
    return { root: rootNode, truncated }
  }

  async equityChain(root: CompanyLite, depth: number): Promise<OwnershipTree> {
    return await this.tree(root, depth, 'up')
  }

  async inverChain(root: CompanyLite, depth: number): Promise<OwnershipTree> {
    return await this.tree(root, depth, 'down')
  }

  async joinShareholders(a: CompanyLite, b: CompanyLite): Promise<JoinShareholders> {
    const { list, total } = await this.repo.sharedHolders(a.id, b.id, MAX_SHARED_HOLDERS)
    const shared: JoinShareholders['shared'] = list.map((x) => ({
      name: x.name,
      kind: x.kind,
      ...(x.pid ? { pid: x.pid } : {}),
      ...(x.personId ? { personId: x.personId } : {}),
      shareInA: x.shareInA,
      shareInB: x.shareInB,
    }))
    return { a: { pid: a.pid, name: a.name }, b: { pid: b.pid, name: b.name }, shared, total, truncated: total > shared.length }
  }
}
