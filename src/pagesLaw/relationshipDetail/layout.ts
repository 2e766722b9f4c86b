/** Radial layout of a case's parties: plaintiffs on the left arc, defendants on the right, others below. */
import type { CaseRelationship } from '../../../contract/api/api-dimensions'
import { sideOf, type Side } from '../../domain/caseStages'

export interface PlacedNode {
  id: string
  x: number
  y: number
  side: Side
}

export interface Segment {
  x1: number
  y1: number
  x2: number
  y2: number
  /** length and angle (degrees) of the line, for a rotated View */
  length: number
  angle: number
}

export const segment = (x1: number, y1: number, x2: number, y2: number): Segment => ({
  x1,
  y1,
  x2,
  y2,
  length: Math.hypot(x2 - x1, y2 - y1),
  angle: (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI,
})

const ARCS: Record<Side, [number, number]> = {
  // degrees, 0 = right, 90 = down (screen coordinates)
  plaintiff: [130, 230],
  defendant: [-50, 50],
  other: [60, 120],
}

/** Positions of every node on an ellipse (radii rx, ry) around (cx, cy), grouped by side. */
export function layoutRadial(nodes: CaseRelationship['nodes'], cx: number, cy: number, rx: number, ry: number = rx): PlacedNode[] {
  const bySide: Record<Side, typeof nodes> = { plaintiff: [], defendant: [], other: [] }
  for (const n of nodes) bySide[sideOf(n.role)].push(n)
  const out: PlacedNode[] = []
  ;(Object.keys(bySide) as Side[]).forEach((side) => {
    const list = bySide[side]
    const [a, b] = ARCS[side]
    list.forEach((n, i) => {
      const t = list.length === 1 ? (a + b) / 2 : a + ((b - a) * i) / (list.length - 1)
      const rad = (t * Math.PI) / 180
      out.push({ id: n.id, side, x: Math.round(cx + rx * Math.cos(rad)), y: Math.round(cy + ry * Math.sin(rad)) })
    })
  })
  return out
}

/** The vertical radius that keeps `perSide` cards of height `card` apart on a side's arc. */
export function radiusFor(nodes: CaseRelationship['nodes'], card: number, min: number): number {
  const counts: Record<Side, number> = { plaintiff: 0, defendant: 0, other: 0 }
  for (const n of nodes) counts[sideOf(n.role)]++
  const most = Math.max(counts.plaintiff, counts.defendant)
  // the side arcs span ±50°: sin(50°) ≈ 0.766
  return Math.max(min, Math.ceil(((most - 1) * card) / (2 * 0.766)))
}
