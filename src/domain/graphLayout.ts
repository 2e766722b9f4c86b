/**
 * The graph of 企业图谱 / 人员图谱 as the page holds it — the centre's neighbourhood plus the neighbourhoods of the
 * nodes expanded since — and its radial layout: the centre in the middle, its neighbours on the first ring grouped by
 * kind (股东 above, 对外投资 below), each expanded node's own neighbours on the next ring inside its wedge. The layout
 * is a pure function of the graph (neighbours ordered by group and key), so the same graph always gets the same
 * coordinates. Units are layout pixels; the page maps them to the screen with a view (scale and offset).
 */
import type { GraphEdge, GraphEdgeKind, GraphNode, Neighbourhood } from '../../contract/schemas/graphMap'

export interface Graph {
  centre: string
  nodes: GraphNode[]
  edges: GraphEdge[]
  /** expanded nodes, in the order they were expanded */
  expanded: string[]
}

/** The centre's neighbourhood with each expansion folded in, in order; nodes and edges already there are kept. */
export function mergeGraph(base: Neighbourhood, expansions: Array<{ key: string; data: Neighbourhood }>): Graph {
  const nodes = new Map(base.nodes.map((n) => [n.key, n]))
  const edges = new Map(base.edges.map((e) => [e.key, e]))
  const pair = new Set(base.edges.map((e) => `${e.from}|${e.to}`))
  for (const x of expansions) {
    for (const n of x.data.nodes) if (!nodes.has(n.key)) nodes.set(n.key, { ...n, expandable: n.kind !== 'more' && n.key !== base.centre })
    for (const e of x.data.edges) {
      // the same stake read from both of its companies is one edge
      if (edges.has(e.key) || pair.has(`${e.from}|${e.to}`)) continue
      edges.set(e.key, e)
      pair.add(`${e.from}|${e.to}`)
    }
  }
  return { centre: base.centre, nodes: [...nodes.values()], edges: [...edges.values()], expanded: expansions.map((x) => x.key) }
}

export type Shape = { type: 'box'; w: number; h: number } | { type: 'circle'; r: number }

export interface PlacedNode {
  key: string
  x: number
  y: number
  depth: number
  /** the node it hangs from in the layout ('' for the centre) */
  parent: string
  shape: Shape
}

export interface Layout {
  nodes: PlacedNode[]
  byKey: Map<string, PlacedNode>
  bounds: { minX: number; minY: number; maxX: number; maxY: number }
}

export const CENTRE_BOX = { w: 128, h: 52 }
export const COMPANY_BOX = { w: 104, h: 44 }
export const MORE_BOX = { w: 92, h: 28 }
export const PERSON_R = 24
export const CENTRE_PERSON_R = 32
/** space between neighbours on a ring, and between rings */
const SPACING = 116
const RING_GAP = 150
const FIRST_RING = 170

/** where a group sits around its parent: 股东 and officers above, investments and branches below */
const GROUP_RANK: Record<GraphEdgeKind, number> = { legal: 0, executive: 1, shareholder: 2, partner: 3, investment: 4, branch: 5 }

export function shapeOf(n: Pick<GraphNode, 'kind' | 'key'>, centre: string): Shape {
  if (n.kind === 'person') return { type: 'circle', r: n.key === centre ? CENTRE_PERSON_R : PERSON_R }
  if (n.kind === 'more') return { type: 'box', ...MORE_BOX }
  return { type: 'box', ...(n.key === centre ? CENTRE_BOX : COMPANY_BOX) }
}

const edgeRank = (e: Pick<GraphEdge, 'kinds'>) => Math.min(...e.kinds.map((k) => GROUP_RANK[k]))

export function layoutGraph(g: Pick<Graph, 'centre' | 'nodes' | 'edges'>): Layout {
  const kindOf = new Map(g.nodes.map((n) => [n.key, n]))
  const adj = new Map<string, Array<{ key: string; rank: number }>>()
  const link = (a: string, b: string, rank: number) => {
    const list = adj.get(a) ?? []
    const cur = list.find((x) => x.key === b)
    if (cur) cur.rank = Math.min(cur.rank, rank)
    else list.push({ key: b, rank })
    adj.set(a, list)
  }
  for (const e of g.edges) {
    if (!kindOf.has(e.from) || !kindOf.has(e.to)) continue
    link(e.from, e.to, edgeRank(e))
    link(e.to, e.from, edgeRank(e))
  }
  // a collapsed group ("另有 N 家") closes its group
  const order = (a: { key: string; rank: number }, b: { key: string; rank: number }) =>
    a.rank - b.rank || Number(a.key.startsWith('more:')) - Number(b.key.startsWith('more:')) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

  // breadth-first tree from the centre: a node hangs from the first node that reaches it
  const children = new Map<string, string[]>()
  const depth = new Map<string, number>([[g.centre, 0]])
  const parent = new Map<string, string>([[g.centre, '']])
  let front = [g.centre]
  while (front.length) {
    const next: string[] = []
    for (const u of front) {
      const kids: string[] = []
      for (const v of [...(adj.get(u) ?? [])].sort(order)) {
        if (depth.has(v.key)) continue
        depth.set(v.key, depth.get(u)! + 1)
        parent.set(v.key, u)
        kids.push(v.key)
        next.push(v.key)
      }
      children.set(u, kids)
    }
    front = next
  }

  // each subtree gets a wedge in proportion to its leaves
  const leaves = new Map<string, number>()
  const count = (k: string): number => {
    const kids = children.get(k) ?? []
    const n = kids.length ? kids.reduce((a, c) => a + count(c), 0) : 1
    leaves.set(k, n)
    return n
  }
  count(g.centre)
  const angle = new Map<string, number>()
  const first = children.get(g.centre) ?? []
  // turn the circle so the middle of the shareholder group (or of the first group) points up
  const total = leaves.get(g.centre) || 1
  const headKids = first.filter((k) => (adj.get(g.centre) ?? []).find((x) => x.key === k)?.rank === GROUP_RANK.shareholder)
  const before = first.slice(0, first.indexOf(headKids[0] ?? first[0])).reduce((a, k) => a + leaves.get(k)!, 0)
  const headSpan = (headKids.length ? headKids : first.slice(0, 1)).reduce((a, k) => a + leaves.get(k)!, 0)
  const start = -Math.PI / 2 - ((before + headSpan / 2) / total) * 2 * Math.PI
  const place = (k: string, from: number, span: number) => {
    angle.set(k, from + span / 2)
    let at = from
    for (const c of children.get(k) ?? []) {
      const s = (span * leaves.get(c)!) / leaves.get(k)!
      place(c, at, s)
      at += s
    }
  }
  place(g.centre, start, 2 * Math.PI)

  // each ring as small as keeps neighbours SPACING apart
  const rings: string[][] = []
  for (const [k, d] of depth) (rings[d] ??= []).push(k)
  const radius: number[] = [0]
  for (let d = 1; d < rings.length; d++) {
    const as = rings[d].map((k) => angle.get(k)!).sort((a, b) => a - b)
    let r = d === 1 ? FIRST_RING : radius[d - 1] + RING_GAP
    for (let i = 0; i < as.length && as.length > 1; i++) {
      const gap = i + 1 < as.length ? as[i + 1] - as[i] : as[0] + 2 * Math.PI - as[i]
      if (gap > 1e-9) r = Math.max(r, SPACING / (2 * Math.sin(Math.min(gap, Math.PI) / 2)))
    }
    radius[d] = Math.round(r)
  }

  const nodes: PlacedNode[] = []
  for (const n of g.nodes) {
    const d = depth.get(n.key)
    if (d === undefined) continue
    const a = angle.get(n.key)!
    const x = d === 0 ? 0 : round(radius[d] * Math.cos(a))
    const y = d === 0 ? 0 : round(radius[d] * Math.sin(a))
    nodes.push({ key: n.key, x, y, depth: d, parent: parent.get(n.key)!, shape: shapeOf(n, g.centre) })
  }
  const half = (s: Shape) => (s.type === 'box' ? { w: s.w / 2, h: s.h / 2 } : { w: s.r, h: s.r + 16 })
  const bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 }
  for (const p of nodes) {
    const h = half(p.shape)
    bounds.minX = Math.min(bounds.minX, p.x - h.w)
    bounds.maxX = Math.max(bounds.maxX, p.x + h.w)
    bounds.minY = Math.min(bounds.minY, p.y - h.h)
    bounds.maxY = Math.max(bounds.maxY, p.y + h.h)
  }
  return { nodes, byKey: new Map(nodes.map((p) => [p.key, p])), bounds }
}

const round = (v: number) => Math.round(v * 100) / 100

/** screen = layout × scale + offset */
export interface View {
  scale: number
  tx: number
  ty: number
}

export const MIN_SCALE = 0.2
export const MAX_SCALE = 3

const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s))

/** The view that shows the whole layout inside a width × height screen area, centred, never enlarged past 1. */
export function fitView(bounds: Layout['bounds'], width: number, height: number, padding = 16): View {
  const w = bounds.maxX - bounds.minX || 1
  const h = bounds.maxY - bounds.minY || 1
  const scale = clampScale(Math.min(1, (width - 2 * padding) / w, (height - 2 * padding) / h))
  return {
    scale,
    tx: width / 2 - ((bounds.minX + bounds.maxX) / 2) * scale,
    ty: height / 2 - ((bounds.minY + bounds.maxY) / 2) * scale,
  }
}

export const toScreen = (v: View, x: number, y: number) => ({ x: x * v.scale + v.tx, y: y * v.scale + v.ty })
export const toLayout = (v: View, sx: number, sy: number) => ({ x: (sx - v.tx) / v.scale, y: (sy - v.ty) / v.scale })

/** Zooms by `factor` keeping the layout point under (sx, sy) where it is. */
export function zoomAt(v: View, factor: number, sx: number, sy: number): View {
  const scale = clampScale(v.scale * factor)
  const k = scale / v.scale
  return { scale, tx: sx - (sx - v.tx) * k, ty: sy - (sy - v.ty) * k }
}

export const panBy = (v: View, dx: number, dy: number): View => ({ ...v, tx: v.tx + dx, ty: v.ty + dy })

/**
 * The graph with some edge kinds hidden: an edge shows when one of its kinds is on, and a node when edges shown
 * still connect it to the centre.
 */
export function visibleKeys(g: Pick<Graph, 'centre' | 'edges'>, hidden: ReadonlySet<GraphEdgeKind>) {
  const on = g.edges.filter((e) => e.kinds.some((k) => !hidden.has(k)))
  const nodes = new Set<string>([g.centre])
  let grew = true
  while (grew) {
    grew = false
    for (const e of on) {
      const a = nodes.has(e.from)
      const b = nodes.has(e.to)
      if (a !== b) {
        nodes.add(a ? e.to : e.from)
        grew = true
      }
    }
  }
  const edges = new Set(on.filter((e) => nodes.has(e.from) && nodes.has(e.to)).map((e) => e.key))
  return { nodes, edges }
}
