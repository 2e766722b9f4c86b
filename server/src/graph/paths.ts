/**
 * Shortest relationship paths between two entities over an undirected graph of companies and persons (shareholdings,
 * investments, officer roles): a breadth-first search from both ends, one layer at a time, always widening the
 * smaller frontier. The first layer where the two searches meet gives the shortest length; every shortest path
 * crosses that layer at exactly one node, so the paths are the products of the two sides' shortest-path trees.
 *
 * A hub — a node with more than `hubDegree` neighbours, such as a registered agent or a state asset holder — is
 * reached but not walked through (it would connect everything to everything); the answer counts the hubs passed over.
 * The search also stops after `maxVisited` nodes, and says so.
 */

/** 'c:<company id>' or 'p:<person id>' */
export type NodeKey = string

export interface Link<E> {
  node: NodeKey
  edge: E
}

export interface PathOptions {
  maxSteps: number
  maxPaths: number
  hubDegree: number
  /** links read of the two ends, which are walked from even when they are hubs */
  endDegree: number
  maxVisited: number
}

export interface PathStep<E> {
  from: NodeKey
  to: NodeKey
  edge: E
}

export interface PathResult<E> {
  /** length of the shortest paths; null when none within maxSteps */
  steps: number | null
  paths: PathStep<E>[][]
  /** shortest paths in all (paths holds at most maxPaths of them) */
  total: number
  hubsSkipped: number
  /** true when the search stopped at maxVisited nodes before it could tell */
  exhausted: boolean
}

interface Side<E> {
  dist: Map<NodeKey, number>
  /** for each node, the links that reach it from the previous layer */
  pred: Map<NodeKey, Link<E>[]>
  front: NodeKey[]
  depth: number
}

const side = <E>(start: NodeKey): Side<E> => ({ dist: new Map([[start, 0]]), pred: new Map(), front: [start], depth: 0 })

/**
 * `neighbours(node, limit)` lists up to `limit` links of a node (a caller asks for hubDegree + 1 to tell a hub).
 * The edge value is opaque here; a path step keeps it with the direction the path walks it.
 */
export async function shortestPaths<E>(
  from: NodeKey,
  to: NodeKey,
  neighbours: (node: NodeKey, limit: number) => Link<E>[] | Promise<Link<E>[]>,
  opts: PathOptions,
): Promise<PathResult<E>> {
  if (from === to) return { steps: 0, paths: [], total: 0, hubsSkipped: 0, exhausted: false }
  const s = side<E>(from)
  const t = side<E>(to)
  const hubs = new Set<NodeKey>()
  let visited = 2
  let exhausted = false

  const widen = async (x: Side<E>, other: Side<E>): Promise<NodeKey[]> => {
    const next: NodeKey[] = []
    const meets: NodeKey[] = []
    for (const u of x.front) {
      const end = u === from || u === to
      const links = await neighbours(u, end ? opts.endDegree : opts.hubDegree + 1)
      if (links.length > opts.hubDegree && !end) {
        hubs.add(u)
        continue
      }
      for (const l of links) {
        const seen = x.dist.get(l.node)
        if (seen === undefined) {
          x.dist.set(l.node, x.depth + 1)
          x.pred.set(l.node, [{ node: u, edge: l.edge }])
          next.push(l.node)
          visited++
          if (other.dist.has(l.node)) {
            // the paths would pass through this node: a hub cannot be on them
            const isEnd = l.node === from || l.node === to
            if (isEnd || (await neighbours(l.node, opts.hubDegree + 1)).length <= opts.hubDegree) meets.push(l.node)
            else hubs.add(l.node)
          }
        } else if (seen === x.depth + 1) {
          x.pred.get(l.node)!.push({ node: u, edge: l.edge })
        }
      }
    }
    x.front = next
    x.depth++
    return meets
  }

  let meets: NodeKey[] = []
  while (s.front.length && t.front.length && s.depth + t.depth < opts.maxSteps) {
    if (visited > opts.maxVisited) {
      exhausted = true
      break
    }
    meets = s.front.length <= t.front.length ? await widen(s, t) : await widen(t, s)
    if (meets.length) break
  }
  if (!meets.length) return { steps: null, paths: [], total: 0, hubsSkipped: hubs.size, exhausted }

  const steps = s.depth + t.depth
  // the meeting layer: nodes at depth s.depth from `from` and t.depth from `to`
  const layer = [...new Set(meets)].filter((m) => s.dist.get(m) === s.depth && t.dist.get(m) === t.depth)
  const halves = (x: Side<E>, node: NodeKey, start: NodeKey): PathStep<E>[][] => {
    if (node === start) return [[]]
    const out: PathStep<E>[][] = []
    for (const p of x.pred.get(node) ?? []) {
      for (const h of halves(x, p.node, start)) out.push([...h, { from: p.node, to: node, edge: p.edge }])
      if (out.length > opts.maxPaths) break
    }
    return out
  }
  const count = (x: Side<E>, node: NodeKey, start: NodeKey, memo: Map<NodeKey, number>): number => {
    if (node === start) return 1
    const known = memo.get(node)
    if (known !== undefined) return known
    const n = (x.pred.get(node) ?? []).reduce((a, p) => a + count(x, p.node, start, memo), 0)
    memo.set(node, n)
    return n
  }
  const paths: PathStep<E>[][] = []
  let total = 0
  const memoS = new Map<NodeKey, number>()
  const memoT = new Map<NodeKey, number>()
  for (const m of layer) {
    total += count(s, m, from, memoS) * count(t, m, to, memoT)
    if (paths.length >= opts.maxPaths) continue
    const left = halves(s, m, from)
    // the side searched from `to` is walked back from the meeting node towards `to`
    const right = halves(t, m, to).map((h) => h.reverse().map((st) => ({ from: st.to, to: st.from, edge: st.edge })))
    for (const a of left) {
      for (const b of right) {
        if (paths.length < opts.maxPaths) paths.push([...a, ...b])
      }
    }
  }
  return { steps, paths, total, hubsSkipped: hubs.size, exhausted }
}
