/** The centre of 附近企业 as route parameters and back, and the hook that finds it: given, located, or to be picked. */
import { useCallback, useEffect, useState } from 'react'
import { DEFAULT_RADIUS_KM, RADIUS_MAX_KM, RADIUS_MIN_KM } from '@contract/domain/nearby'
import { locate, type NearbyOrigin } from '@/services/nearby'

export const MY_POSITION = '我的位置'

export interface OriginParams {
  lng?: string
  lat?: string
  regionCode?: string
  pid?: string
  label?: string
}

export function originFromParams(p: OriginParams): NearbyOrigin | null {
  const label = p.label ?? ''
  if (p.lng && p.lat && Number.isFinite(Number(p.lng)) && Number.isFinite(Number(p.lat)))
    return { kind: 'point', lng: Number(p.lng), lat: Number(p.lat), label: label || '所选位置' }
  if (p.regionCode && /^\d{6}$/.test(p.regionCode)) return { kind: 'region', regionCode: p.regionCode, label: label || '所选地区' }
  if (p.pid) return { kind: 'company', pid: p.pid, label: label || '所选企业' }
  return null
}

export function originParams(o: NearbyOrigin): Required<Pick<OriginParams, 'label'>> & OriginParams {
  if (o.kind === 'point') return { lng: o.lng.toFixed(6), lat: o.lat.toFixed(6), label: o.label }
  if (o.kind === 'region') return { regionCode: o.regionCode, label: o.label }
  return { pid: o.pid, label: o.label }
}

/** a radius from a route parameter, within the bounds; the default otherwise */
export function radiusFrom(raw: string | undefined): number {
  const r = Number(raw)
  return raw && Number.isFinite(r) && r >= RADIUS_MIN_KM && r <= RADIUS_MAX_KM ? r : DEFAULT_RADIUS_KM
}

export type OriginState =
  | { kind: 'locating' }
  | { kind: 'ready'; origin: NearbyOrigin }
  | { kind: 'refused' }
  | { kind: 'failed'; message: string }
  | { kind: 'picking'; back: NearbyOrigin }

/** The centre: the one in the parameters, else the user's position (asked once); refused or failed asks for a pick. */
export function useOrigin(params: OriginParams) {
  const given = originFromParams(params)
  const [state, setState] = useState<OriginState>(given ? { kind: 'ready', origin: given } : { kind: 'locating' })

  const relocate = useCallback(async () => {
    setState({ kind: 'locating' })
    const r = await locate()
    if (r.ok) setState({ kind: 'ready', origin: { kind: 'point', lng: r.lng, lat: r.lat, label: MY_POSITION } })
    else setState(r.refused ? { kind: 'refused' } : { kind: 'failed', message: r.message })
  }, [])

  useEffect(() => {
    if (!given) relocate()
    // asked once, on opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const pick = useCallback((origin: NearbyOrigin) => setState({ kind: 'ready', origin }), [])
  const change = useCallback(() => setState((s) => (s.kind === 'ready' ? { kind: 'picking', back: s.origin } : s)), [])
  const cancel = useCallback(() => setState((s) => (s.kind === 'picking' ? { kind: 'ready', origin: s.back } : s)), [])
  return { state, relocate, pick, change, cancel }
}
