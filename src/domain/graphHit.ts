/**
 * What a finger touches on the graph: the node under a point (its shape with a finger's margin), or else the edge
 * nearest to it within a tolerance. Points are in layout units; the caller converts the screen point and divides the
 * margins by the view's scale so they stay finger-sized whatever the zoom.
 */
import type { Layout, PlacedNode } from './graphLayout'

export function hitNode(layout: Pick<Layout, 'nodes'>, x: number, y: number, margin = 6, only?: ReadonlySet<string>): string | null {
  let best: { key: string; d: number } | null = null
  // later nodes are drawn on top: they win a tie
  for (const p of layout.nodes) {
    if (only && !only.has(p.key)) continue
    const d = outside(p, x, y)
    if (d <= margin && (!best || d <= best.d)) best = { key: p.key, d }
  }
  return best?.key ?? null
}

/** how far the point lies outside the node's shape (0 inside) */
function outside(p: PlacedNode, x: number, y: number): number {
  if (p.shape.type === 'circle') return Math.max(0, Math.hypot(x - p.x, y - p.y) - p.shape.r)
  const dx = Math.max(0, Math.abs(x - p.x) - p.shape.w / 2)
  const dy = Math.max(0, Math.abs(y - p.y) - p.shape.h / 2)
  return Math.hypot(dx, dy)
}

/** distance from (x, y) to the segment a–b */
export function segmentDistance(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax
  const dy = by - ay
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2))
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy))
}

export function hitEdge<E extends { key: string; from: string; to: string }>(
  layout: Pick<Layout, 'byKey'>,
  edges: E[],
  x: number,
  y: number,
  tolerance = 10,
): E | null {
  let best: { e: E; d: number } | null = null
  for (const e of edges) {
    const a = layout.byKey.get(e.from)
    const b = layout.byKey.get(e.to)
    if (!a || !b) continue
    const d = segmentDistance(x, y, a.x, a.y, b.x, b.y)
    if (d <= tolerance && (!best || d < best.d)) best = { e, d }
  }
  return best?.e ?? null
}
