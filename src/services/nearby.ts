/** 附近企业: the companies around a point, and the user's position in GCJ-02 (the system the server's points are in). */
import Taro from '@tarojs/taro'
import type { NearbyPage } from '../../contract/schemas/nearby'
import { API } from '../../contract/endpoints'
import { wgs84ToGcj02 } from '../domain/coords'
import { get } from './request'

const quiet = { loading: false }

/** The centre of the search: coordinates, a province/city/district (its centre) or a company (where it stands). */
export type NearbyOrigin =
  | { kind: 'point'; lng: number; lat: number; label: string }
  | { kind: 'region'; regionCode: string; label: string }
  | { kind: 'company'; pid: string; label: string }

export interface NearbyFilter {
  radius: number
  industry?: string
  status?: string
  keyword?: string
}

export function originQuery(o: NearbyOrigin): Record<string, string | number> {
  if (o.kind === 'point') return { lng: Number(o.lng.toFixed(6)), lat: Number(o.lat.toFixed(6)) }
  if (o.kind === 'region') return { regionCode: o.regionCode }
  return { pid: o.pid }
}

export const nearbyCompanies = (o: NearbyOrigin, f: NearbyFilter, pageNum: number, pageSize: number) => {
  const q: Record<string, string | number> = { ...originQuery(o), radius: f.radius, pageNum, pageSize }
  if (f.industry) q.industry = f.industry
  if (f.status) q.status = f.status
  if (f.keyword) q.keyword = f.keyword
  return get<NearbyPage>(API.scenario.nearby, q, quiet)
}

export type Located = { ok: true; lng: number; lat: number } | { ok: false; refused: boolean; message: string }

/** A refusal says 'auth deny' / 'authorize' in the mini-program and 'denied' (code 1) in a browser. */
const isRefusal = (e: unknown): boolean => {
  const msg = String((e as { errMsg?: string; message?: string })?.errMsg ?? (e as Error)?.message ?? '')
  return /auth|deny|denied|permission|拒绝/i.test(msg) || (e as { code?: number })?.code === 1
}

/**
 * The user's position in GCJ-02: the mini-program gives it directly; a browser gives WGS-84, converted here (the
 * conversion leaves points outside China as they are).
 */
export async function locate(): Promise<Located> {
  try {
    if (process.env.TARO_ENV === 'weapp') {
      const r = await Taro.getLocation({ type: 'gcj02' })
      return { ok: true, lng: r.longitude, lat: r.latitude }
    }
    const r = await Taro.getLocation({ type: 'wgs84' })
    const g = wgs84ToGcj02(r.longitude, r.latitude)
    return { ok: true, lng: g.lng, lat: g.lat }
  } catch (e) {
    const refused = isRefusal(e)
    return { ok: false, refused, message: refused ? '未获得定位权限' : '定位失败' }
  }
}

/** The mini-program's settings page, where a refused location permission can be granted again. */
export async function openLocationSetting(): Promise<boolean> {
  if (process.env.TARO_ENV !== 'weapp') return false
  const r = await Taro.openSetting()
  return !!r.authSetting?.['scope.userLocation']
}
