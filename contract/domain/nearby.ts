/**
 * 附近企业: the area is a circle of RADIUS_MIN_KM to RADIUS_MAX_KM around a point (GCJ-02), companies nearest first
 * with their great-circle distance and the bearing they lie at. Shared by the server (which measures) and the app
 * (which draws the radar and labels the choices).
 */
export const RADIUS_MIN_KM = 0.5
export const RADIUS_MAX_KM = 20
export const RADIUS_CHOICES_KM = [0.5, 1, 3, 5, 10, 20] as const
export const DEFAULT_RADIUS_KM = 3

/** the point's system: coordinates the server takes are inside mainland China's box (GCJ-02 applies there only) */
export const CHINA_BOX = { lngMin: 72.004, lngMax: 137.8347, latMin: 0.8293, latMax: 55.8271 }

export const inChinaBox = (lng: number, lat: number): boolean =>
  lng >= CHINA_BOX.lngMin && lng <= CHINA_BOX.lngMax && lat >= CHINA_BOX.latMin && lat <= CHINA_BOX.latMax

export const EARTH_RADIUS_M = 6_371_000
const rad = (d: number) => (d * Math.PI) / 180

/** Haversine distance in metres. */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Initial bearing from the first point to the second, degrees clockwise from north in [0, 360). */
export function bearingDeg(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const y = Math.sin(rad(lng2 - lng1)) * Math.cos(rad(lat2))
  const x = Math.cos(rad(lat1)) * Math.sin(rad(lat2)) - Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lng2 - lng1))
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

/** The lng/lat box holding the circle (a little wider, never narrower). */
export function boxAround(lat: number, lng: number, km: number) {
  const dLat = (km * 1000) / ((EARTH_RADIUS_M * Math.PI) / 180) + 1e-5
  const dLng = dLat / Math.max(0.01, Math.cos(rad(Math.min(89, Math.abs(lat) + dLat))))
  return { lngMin: lng - dLng, lngMax: lng + dLng, latMin: lat - dLat, latMax: lat + dLat }
}

/**
 * A box inside the circle of `km` around the point (a square whose corners are on the circle, narrowed where the
 * longitude degrees are widest): whatever it holds is within `km`, with no distance to compute.
 */
export function boxWithin(lat: number, lng: number, km: number) {
  const dLat = (0.99 * km * 1000) / Math.SQRT2 / ((EARTH_RADIUS_M * Math.PI) / 180)
  const dLng = dLat / Math.cos(rad(Math.max(0, Math.abs(lat) - dLat)))
  return { lngMin: lng - dLng, lngMax: lng + dLng, latMin: lat - dLat, latMax: lat + dLat }
}

/** '500m', '3km' */
export const radiusText = (km: number): string => (km < 1 ? `${Math.round(km * 1000)}m` : `${km}km`)

/** The eight compass words of a bearing. */
export function bearingText(deg: number): string {
  const names = ['北', '东北', '东', '东南', '南', '西南', '西', '西北']
  return names[Math.round((((deg % 360) + 360) % 360) / 45) % 8]
}
