/**
 * Where the demo companies stand (GCJ-02, the system the mini-program's map and location use). Each city has a
 * fixed point within CITY_SPREAD of its province's centre, each district one within DISTRICT_SPREAD of its city's,
 * and a company stands within DISTRICT_RADIUS_M of its district's point: companies of a district cluster together
 * and a district's neighbours are the districts of the same city. Everything is a pure function of the codes and
 * the company's pid, so the same rows always get the same points.
 */
import type { DB } from '../store/db'
import { mix32 } from './random'
import { PROVINCE_CENTRES } from './names'
import { regionLevel } from './regions'

/** degrees of latitude a city's point may lie from its province's centre */
const CITY_SPREAD = 0.7
/** degrees of latitude a district's point may lie from its city's */
const DISTRICT_SPREAD = 0.1
/** how far from its district's point a company may stand */
export const DISTRICT_RADIUS_M = 4000
const M_PER_DEG_LAT = 111_195

export interface GeoPoint {
  lng: number
  lat: number
}

/** a number in [0, 1) from a string and a salt */
function unit(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return mix32(h) / 4294967296
}

/** a point within `spreadDeg` (in latitude degrees; longitude widened by the latitude) of `from`, uniform over the disc */
function around(from: GeoPoint, key: string, spreadDeg: number): GeoPoint {
  const r = spreadDeg * Math.sqrt(unit(key, 1))
  const t = 2 * Math.PI * unit(key, 2)
  const round6 = (x: number) => Math.round(x * 1e6) / 1e6
  return {
    lng: round6(from.lng + (r * Math.cos(t)) / Math.cos((from.lat * Math.PI) / 180)),
    lat: round6(from.lat + r * Math.sin(t)),
  }
}

function provinceCentre(code: string): GeoPoint {
  const [lng, lat] = PROVINCE_CENTRES[code.slice(0, 2)] ?? [113, 30]
  return { lng, lat }
}

/** The fixed point of a province, city or district code (6 digits); undefined for an unknown code. */
export function regionPoint(code: string): GeoPoint | undefined {
  const level = regionLevel(code)
  if (!level) return undefined
  if (level === 'province') return provinceCentre(code)
  const cityCode = level === 'city' ? code : cityCodeOf(code)
  const city = around(provinceCentre(code), cityCode, CITY_SPREAD)
  return level === 'city' ? city : around(city, code, DISTRICT_SPREAD)
}

/** a district's city: the first four digits, or the municipality's single city */
function cityCodeOf(district: string): string {
  const own = `${district.slice(0, 4)}00`
  if (regionLevel(own) === 'city') return own
  return `${district.slice(0, 2)}0100`
}

/** Where a company of `regionCode` (a district, or a city without districts) stands. */
export function companyPoint(regionCode: string, pid: string): GeoPoint {
  const centre = regionPoint(regionCode) ?? provinceCentre(regionCode)
  return around(centre, pid, DISTRICT_RADIUS_M / M_PER_DEG_LAT)
}

/**
 * Moves every company to its point (a database seeded before the points were drawn this way); rows already there
 * are left alone. Returns how many moved.
 */
export function placeCompanies(db: DB, onProgress?: (done: number) => void): number {
  const rows = db.prepare('SELECT id, pid, region_code, lng, lat FROM companies').raw().iterate() as Iterable<
    [number, string, string, number | null, number | null]
  >
  const move = db.prepare('UPDATE companies SET lng = ?, lat = ? WHERE id = ?')
  let batch: Array<[number, number, number]> = []
  let moved = 0
  const flush = db.transaction((list: Array<[number, number, number]>) => {
    for (const [lng, lat, id] of list) move.run(lng, lat, id)
  })
  const pending: Array<[number, number, number]>[] = []
  for (const [id, pid, region, lng, lat] of rows) {
    const p = companyPoint(region, pid)
    if (p.lng === lng && p.lat === lat) continue
    batch.push([p.lng, p.lat, id])
    if (batch.length === 20000) {
      pending.push(batch)
      batch = []
    }
  }
  pending.push(batch)
  for (const list of pending) {
    flush(list)
    moved += list.length
    onProgress?.(moved)
  }
  return moved
}
