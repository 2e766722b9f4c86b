/** Pure helpers of the ownership tree: path keys, visible rows, grafting a deeper level. */
import type { OwnershipNode } from '../../../contract/api/api-dimensions'

export interface TreeRow {
  /** unique path of the node from the root ('root/a/b') */
  path: string
  node: OwnershipNode
  depth: number
  /** has children to show or more levels to load */
  expandable: boolean
  expanded: boolean
}

export const childPath = (parent: string, node: OwnershipNode, i: number) =>
  `${parent}/${node.key || node.pid || node.personId || node.name}#${i}`

export const isExpandable = (n: OwnershipNode) => !n.cycle && (n.children.length > 0 || (n.hasMore && !!n.pid))

/** The rows on screen: the root's children, and the children of every expanded node, depth first. */
export function visibleRows(root: OwnershipNode, expanded: Set<string>, rootPath = 'root'): TreeRow[] {
  const out: TreeRow[] = []
  const walk = (parent: OwnershipNode, path: string, depth: number) => {
    parent.children.forEach((n, i) => {
      const p = childPath(path, n, i)
      const open = expanded.has(p)
      out.push({ path: p, node: n, depth, expandable: isExpandable(n), expanded: open && isExpandable(n) })
      if (open && n.children.length > 0) walk(n, p, depth + 1)
    })
  }
  walk(root, rootPath, 0)
  return out
}

/** Finds the node at `path` (as made by visibleRows). */
export function nodeAt(root: OwnershipNode, path: string, rootPath = 'root'): OwnershipNode | undefined {
  if (path === rootPath) return root
  const walk = (parent: OwnershipNode, p: string): OwnershipNode | undefined => {
    for (let i = 0; i < parent.children.length; i++) {
      const n = parent.children[i]
      const cp = childPath(p, n, i)
      if (cp === path) return n
      if (path.startsWith(`${cp}/`)) return walk(n, cp)
    }
    return undefined
  }
  return walk(root, rootPath)
}

/**
 * A new tree where the node at `path` carries `children` (the deeper level loaded with its own pid).
 * A loaded company already on the path from the root is marked as a cycle.
 */
export function graft(root: OwnershipNode, path: string, children: OwnershipNode[], rootPath = 'root'): OwnershipNode {
  const ancestors: string[] = []
  const markCycles = (list: OwnershipNode[], seen: Set<string>): OwnershipNode[] =>
    list.map((c) => {
      if (c.pid && seen.has(c.pid)) return { ...c, cycle: true, hasMore: false, children: [] }
      const next = new Set(seen)
      if (c.pid) next.add(c.pid)
      return { ...c, children: markCycles(c.children ?? [], next) }
    })
  const walk = (n: OwnershipNode, p: string): OwnershipNode => {
    if (p === path) {
      const seen = new Set([...ancestors, n.pid].filter((x): x is string => !!x))
      return { ...n, hasMore: false, children: markCycles(children, seen) }
    }
    if (!path.startsWith(`${p}/`)) return n
    if (n.pid) ancestors.push(n.pid)
    const out = { ...n, children: n.children.map((c, i) => walk(c, childPath(p, c, i))) }
    if (n.pid) ancestors.pop()
    return out
  }
  return walk(root, rootPath)
}

/** Paths of the rows one level below the deepest open level: "展开一层" opens them. */
export function nextLevelPaths(root: OwnershipNode, expanded: Set<string>): string[] {
  const rows = visibleRows(root, expanded)
  return rows.filter((r) => r.expandable && !r.expanded).map((r) => r.path)
}

export function countNodes(root: OwnershipNode): number {
  return root.children.reduce((s, c) => s + 1 + countNodes(c), 0)
}
