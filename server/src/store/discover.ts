/**
 * 发现 and 企业地址: public reads of the data. Each 发现 list stops at DISCOVER_MAX rows (a showcase, not a dump of
 * the data); dates later than `today` are left out (a change registered for a future day is not news yet).
 */
import type { Sql } from './sql'

/** how many rows each 发现 list holds at most */
export const DISCOVER_MAX = 100
/** 附近企业: the search widens through these radii (km) until it holds NEARBY_ENOUGH companies */
export const NEARBY_RADII_KM = [2, 5, 10, 30, 100, 300]
export const NEARBY_ENOUGH = 20
/** how many of the nearest companies 附近企业 lists at most */
export const NEARBY_MAX = 100

export interface ListCompanyRow {
  pid: string
  name: string
  sub: string
  region_name: string
  established: string
  view_count: number
}

export interface ChangeRow {
  id: number
  pid: string
  name: string
  field: string
  before: string
  after: string
  date: string
}

export interface AddressRow {
  id: number
  pid: string
  name: string
  address: string
  region_code: string
  region_name: string
  lng: number | null
  lat: number | null
}

export interface AddressCompanyRow {
  pid: string
  name: string
  sub: string
  address: string
}

export interface NearbyRow extends AddressCompanyRow {
  distance: number
}

export interface Page<T> {
  total: number
  rows: T[]
}

export interface DiscoverRepo {
  hot(offset: number, limit: number): Promise<Page<ListCompanyRow>>
  changes(today: string, offset: number, limit: number): Promise<Page<ChangeRow>>
  newest(today: string, offset: number, limit: number): Promise<Page<ListCompanyRow>>
  company(pid: string): Promise<AddressRow | undefined>
  /** the other companies of the district whose address starts with `building`, in importance order */
  sameAddress(c: AddressRow, building: string, offset: number, limit: number): Promise<Page<AddressCompanyRow>>
  /** the other companies nearest to `c`, nearest first (none when `c` has no coordinates) */
  nearby(c: AddressRow, offset: number, limit: number): Promise<Page<NearbyRow>>
}

/** The address up to and including the street number (the first '号'); '' when there is none. */
export const buildingOf = (address: string): string => {
  const i = address.indexOf('号')
  return i > 0 ? address.slice(0, i + 1) : ''
}

const EARTH_RADIUS_M = 6_371_000
const rad = (d: number) => (d * Math.PI) / 180

/** Great-circle distance in metres. */
export const distanceM = (lat1: number, lng1: number, lat2: number, lng2: number): number => {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

const COMPANY = `c.pid, c.name, trim(c.legal_person || ' · ' || c.status, ' ·') AS sub`
const bounded = (n: number) => Math.min(n, DISCOVER_MAX)

export class SqlDiscoverRepo implements DiscoverRepo {
  constructor(private readonly db: Sql) {}

  /** a page within the first DISCOVER_MAX rows */
  private window(offset: number, limit: number) {
    return { offset, limit: Math.max(0, Math.min(limit, DISCOVER_MAX - offset)) }
  }

  async hot(offset: number, limit: number): Promise<Page<ListCompanyRow>> {
    const { n } = (await this.db.prepare('SELECT count(*) AS n FROM companies').get()) as { n: number }
    const w = this.window(offset, limit)
    const rows = (await this.db
      .prepare(
        `SELECT ${COMPANY}, c.region_name, c.established, c.view_count FROM companies c
         ORDER BY c.view_count DESC, c.id LIMIT ? OFFSET ?`,
      )
      .all(w.limit, w.offset)) as ListCompanyRow[]
    return { total: bounded(n), rows }
  }

  async changes(today: string, offset: number, limit: number): Promise<Page<ChangeRow>> {
    const { n } = (await this.db
      .prepare('SELECT count(*) AS n FROM (SELECT 1 FROM changes WHERE date <= ? LIMIT ?)')
      .get(today, DISCOVER_MAX)) as {
      n: number
    }
    const w = this.window(offset, limit)
    const rows = (await this.db
      .prepare(
        `SELECT x.id, c.pid, c.name, x.field, x.before, x.after, x.date FROM changes x JOIN companies c ON c.id = x.company_id
         WHERE x.date <= ? ORDER BY x.date DESC, x.id DESC LIMIT ? OFFSET ?`,
      )
      .all(today, w.limit, w.offset)) as ChangeRow[]
    return { total: n, rows }
  }

  async newest(today: string, offset: number, limit: number): Promise<Page<ListCompanyRow>> {
    const { n } = (await this.db
      .prepare('SELECT count(*) AS n FROM (SELECT 1 FROM companies WHERE established <= ? LIMIT ?)')
      .get(today, DISCOVER_MAX)) as { n: number }
    const w = this.window(offset, limit)
    const rows = (await this.db
      .prepare(
        `SELECT ${COMPANY}, c.region_name, c.established, c.view_count FROM companies c
         WHERE c.established <= ? ORDER BY c.established DESC, c.id LIMIT ? OFFSET ?`,
      )
      .all(today, w.limit, w.offset)) as ListCompanyRow[]
    return { total: n, rows }
  }

  async company(pid: string): Promise<AddressRow | undefined> {
    return (await this.db
      .prepare('SELECT id, pid, name, address, region_code, region_name, lng, lat FROM companies WHERE pid = ?')
      .get(pid)) as AddressRow | undefined
  }

  async sameAddress(c: AddressRow, building: string, offset: number, limit: number): Promise<Page<AddressCompanyRow>> {
    if (!building) return { total: 0, rows: [] }
    const where = 'c.region_code = ? AND substr(c.address, 1, ?) = ? AND c.id <> ?'
    const args = [c.region_code, building.length, building, c.id]
    const { n } = (await this.db.prepare(`SELECT count(*) AS n FROM companies c WHERE ${where}`).get(...args)) as { n: number }
    const rows = (await this.db
      .prepare(`SELECT ${COMPANY}, c.address FROM companies c WHERE ${where} ORDER BY c.id LIMIT ? OFFSET ?`)
      .all(...args, limit, offset)) as AddressCompanyRow[]
    return { total: n, rows }
  }

  async nearby(c: AddressRow, offset: number, limit: number): Promise<Page<NearbyRow>> {
    if (c.lat === null || c.lng === null) return { total: 0, rows: [] }
    const { lat, lng } = c
    const box = this.db.prepare(
      `SELECT ${COMPANY}, c.address, c.lat, c.lng FROM companies c
       WHERE c.lat BETWEEN ? AND ? AND c.lng BETWEEN ? AND ? AND c.id <> ?`,
    )
    let found: NearbyRow[] = []
    for (const km of NEARBY_RADII_KM) {
      const dLat = km / 111.32
      const dLng = km / (111.32 * Math.max(0.01, Math.cos(rad(lat))))
      const rows = (await box.all(lat - dLat, lat + dLat, lng - dLng, lng + dLng, c.id)) as Array<
        AddressCompanyRow & { lat: number; lng: number }
      >
      found = rows
        .map((r) => ({ pid: r.pid, name: r.name, sub: r.sub, address: r.address, distance: Math.round(distanceM(lat, lng, r.lat, r.lng)) }))
        .filter((r) => r.distance <= km * 1000)
      if (found.length >= NEARBY_ENOUGH) break
    }
    found.sort((a, b) => a.distance - b.distance || a.pid.localeCompare(b.pid))
    found = found.slice(0, NEARBY_MAX)
    return { total: found.length, rows: found.slice(offset, offset + limit) }
  }
}
