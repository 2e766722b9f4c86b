/**
 * The radar of 附近企业: the centre in the middle, north up, each company at its bearing and at its distance scaled
 * to the radius (the outer ring is the radius). Rings at a quarter, half, three quarters and the whole radius.
 */
export interface RadarInput {
  pid: string
  name: string
  distance: number
  bearing: number
}

export interface RadarDot {
  pid: string
  name: string
  /** 0–100: per cent of the radar's width from its left edge / of its height from its top */
  x: number
  y: number
}

/** per cent of the half-width the outer ring takes (room is left for the dots on it) */
const OUTER = 46

export function radarDots(items: RadarInput[], radiusM: number): RadarDot[] {
  return items.map((c) => {
    const r = (Math.min(c.distance, radiusM) / radiusM) * OUTER
    const a = (c.bearing * Math.PI) / 180
    return { pid: c.pid, name: c.name, x: 50 + r * Math.sin(a), y: 50 - r * Math.cos(a) }
  })
}

/** the rings' sizes in per cent of the radar's width, innermost first, with their distance */
export function radarRings(radiusM: number): Array<{ size: number; metres: number }> {
  return [0.25, 0.5, 0.75, 1].map((f) => ({ size: 2 * OUTER * f, metres: radiusM * f }))
}
