/** Coordinate bounds (longitude 72.004–137.8347, latitude 0.8293–55.8271) and WGS-84 ↔ GCJ-02 conversion; points outside the bounds pass unchanged. */

export const LNG_MIN = 72.004
export const LNG_MAX = 137.8347
export const LAT_MIN = 0.8293
export const LAT_MAX = 55.8271

export interface LngLat {
  lng: number
  lat: number
}

export function isInChina(lng: number, lat: number): boolean {
  return lng >= LNG_MIN && lng <= LNG_MAX && lat >= LAT_MIN && lat <= LAT_MAX
}

const A = 6378245.0
const EE = 0.006693421622965943

function transformLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  return r
}

function transformLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  return r
}

function offset(lng: number, lat: number): LngLat {
  let dLat = transformLat(lng - 105.0, lat - 35.0)
  let dLng = transformLng(lng - 105.0, lat - 35.0)
  const radLat = (lat / 180.0) * Math.PI
  let magic = Math.sin(radLat)
  magic = 1 - EE * magic * magic
  const sqrtMagic = Math.sqrt(magic)
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI)
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lng: dLng, lat: dLat }
}

export function wgs84ToGcj02(lng: number, lat: number): LngLat {
  if (!isInChina(lng, lat)) return { lng, lat }
  const d = offset(lng, lat)
  return { lng: lng + d.lng, lat: lat + d.lat }
}

/** Inverse by fixed-point iteration: error well under a metre. */
export function gcj02ToWgs84(lng: number, lat: number): LngLat {
  if (!isInChina(lng, lat)) return { lng, lat }
  let w = { lng: lng - offset(lng, lat).lng, lat: lat - offset(lng, lat).lat }
  for (let i = 0; i < 5; i++) {
    const g = wgs84ToGcj02(w.lng, w.lat)
    w = { lng: w.lng + (lng - g.lng), lat: w.lat + (lat - g.lat) }
  }
  return w
}
