/**
 * Ownership trees: equityChain (shareholders upward until natural persons) and inverChain
 * (investments downward), expanded breadth-first within a depth and a node budget; a company
 * already on the path is shown with `cycle: true` and not expanded again. Plus the shareholders
 * two companies share.
 */
import type { CompanyStatus } from '../../../types/api'
import type { JoinShareholders, OwnershipNode, OwnershipTree } from '../../../types/api-dimensions'
import type { DB } from '../store/db'

/** children shown per node (largest share first); childTotal says how many there are */
export const MAX_CHILDREN = 50
/** nodes in one answer; beyond it nodes keep hasMore and are loaded with their own pid */
export const MAX_NODES = 500

interface CompanyLite { id: number; pid: string; name: string; status: string }
interface Edge { kind: 'company' | 'person'; id?: number; pid?: string; personId?: string; name: string; status?: string; share: number }

export class OwnershipGraph {
  constructor(private readonly db: DB) {}

  company(pid: string): CompanyLite | undefined {
    return this.db.prepare('SELECT id, pid, name, status FROM companies WHERE pid = ?').get(pid) as CompanyLite | undefined
  }

  /** shareholders of a company: persons (current roles) and companies (ownership) */
  private holders(companyId: number): { list: Edge[]; total: number } {
    const persons = this.db
      .prepare(`SELECT r.person_id, p.name, r.share FROM roles r JOIN persons p ON p.person_id = r.person_id
        WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.share DESC, r.id LIMIT ?`)
      .all(companyId, MAX_CHILDREN) as Array<{ person_id: string; name: string; share: number | null }>
    const companies = this.db
      .prepare(`SELECT c.id, c.pid, c.name, c.status, o.share FROM ownership o JOIN companies c ON c.id = o.investor_id
        WHERE o.investee_id = ? ORDER BY o.share DESC, c.id LIMIT ?`)
      .all(companyId, MAX_CHILDREN) as Array<{ id: number; pid: string; name: string; status: string; share: number }>
    const list: Edge[] = [
      ...companies.map((c) => ({ kind: 'company' as const, id: c.id, pid: c.pid, name: c.name, status: c.status, share: c.share })),
      ...persons.map((p) => ({ kind: 'person' as const, personId: p.person_id, name: p.name, share: p.share ?? 0 })),
    ].sort((a, b) => b.share - a.share || a.name.localeCompare(b.name, 'zh'))
    const total = list.length < MAX_CHILDREN ? list.length : this.holderCount(companyId)
    return { list: list.slice(0, MAX_CHILDREN), total }
  }

  private holderCount(companyId: number): number {
    const a = this.db.prepare(`SELECT COUNT(*) AS n FROM roles WHERE company_id = ? AND role = 'shareholder' AND to_date IS NULL`).get(companyId) as { n: number }
    const b = this.db.prepare('SELECT COUNT(*) AS n FROM ownership WHERE investee_id = ?').get(companyId) as { n: number }
    return a.n + b.n
  }

  private investees(companyId: number): { list: Edge[]; total: number } {
    const rows = this.db
      .prepare(`SELECT c.id, c.pid, c.name, c.status, o.share FROM ownership o JOIN companies c ON c.id = o.investee_id
        WHERE o.investor_id = ? ORDER BY o.share DESC, c.id LIMIT ?`)
      .all(companyId, MAX_CHILDREN) as Array<{ id: number; pid: string; name: string; status: string; share: number }>
    const total = rows.length < MAX_CHILDREN ? rows.length : (this.db.prepare('SELECT COUNT(*) AS n FROM ownership WHERE investor_id = ?').get(companyId) as { n: number }).n
    return { list: rows.map((c) => ({ kind: 'company' as const, id: c.id, pid: c.pid, name: c.name, status: c.status, share: c.share })), total }
  }

  private hasAny(companyId: number, direction: 'up' | 'down'): boolean {
    if (direction === 'down') return !!this.db.prepare('SELECT 1 FROM ownership WHERE investor_id = ? LIMIT 1').get(companyId)
    return !!this.db.prepare('SELECT 1 FROM ownership WHERE investee_id = ? LIMIT 1').get(companyId) ||
      !!this.db.prepare(`SELECT 1 FROM roles WHERE company_id = ? AND role = 'shareholder' AND to_date IS NULL LIMIT 1`).get(companyId)
  }

  private tree(root: CompanyLite, depth: number, direction: 'up' | 'down'): OwnershipTree {
    const rootNode: OwnershipNode = {
      key: `c:${root.pid}`, name: root.name, kind: 'company', pid: root.pid, share: 100, status: root.status as CompanyStatus, hasMore: false, children: [],
    }
    type Item = { node: OwnershipNode; id: number; level: number; path: Set<number> }
    const queue: Item[] = [{ node: rootNode, id: root.id, level: 0, path: new Set([root.id]) }]
    let nodes = 1
    for (let i = 0; i < queue.length; i++) {
      const { node, id, level, path } = queue[i]
      if (level >= depth || nodes >= MAX_NODES) {
        node.hasMore = this.hasAny(id, direction)
        continue
      }
      const { list, total } = direction === 'up' ? this.holders(id) : this.investees(id)
      if (total > list.length) node.childTotal = total
      for (const e of list) {
        const key = `${node.key}/${e.kind === 'company' ? `c:${e.pid}` : `p:${e.personId}`}`
        const child: OwnershipNode = {
          key, name: e.name, kind: e.kind, share: e.share, hasMore: false, children: [],
          ...(e.pid ? { pid: e.pid } : {}), ...(e.personId ? { personId: e.personId } : {}),
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
    return { root: rootNode }
  }

  equityChain(root: CompanyLite, depth: number): OwnershipTree {
    return this.tree(root, depth, 'up')
  }

  inverChain(root: CompanyLite, depth: number): OwnershipTree {
    return this.tree(root, depth, 'down')
  }

  joinShareholders(a: CompanyLite, b: CompanyLite): JoinShareholders {
    const all = (id: number) => {
      const persons = this.db
        .prepare(`SELECT r.person_id, p.name, SUM(COALESCE(r.share, 0)) AS share FROM roles r JOIN persons p ON p.person_id = r.person_id
          WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL GROUP BY r.person_id`)
        .all(id) as Array<{ person_id: string; name: string; share: number }>
      const companies = this.db
        .prepare('SELECT c.pid, c.name, SUM(o.share) AS share FROM ownership o JOIN companies c ON c.id = o.investor_id WHERE o.investee_id = ? GROUP BY c.pid')
        .all(id) as Array<{ pid: string; name: string; share: number }>
      const map = new Map<string, { name: string; kind: 'company' | 'person'; pid?: string; personId?: string; share: number }>()
      for (const p of persons) map.set(`p:${p.person_id}`, { name: p.name, kind: 'person', personId: p.person_id, share: p.share })
      for (const c of companies) map.set(`c:${c.pid}`, { name: c.name, kind: 'company', pid: c.pid, share: c.share })
      return map
    }
    const inA = all(a.id)
    const inB = all(b.id)
    const shared: JoinShareholders['shared'] = []
    for (const [k, x] of inA) {
      const y = inB.get(k)
      if (!y) continue
      shared.push({
        name: x.name, kind: x.kind, ...(x.pid ? { pid: x.pid } : {}), ...(x.personId ? { personId: x.personId } : {}),
        shareInA: x.share, shareInB: y.share,
      })
    }
    shared.sort((p, q) => q.shareInA + q.shareInB - (p.shareInA + p.shareInB) || p.name.localeCompare(q.name, 'zh'))
    return { a: { pid: a.pid, name: a.name }, b: { pid: b.pid, name: b.name }, shared }
  }
}
