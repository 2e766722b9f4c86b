/**
 * 附近企业: companies within a radius of a point, nearest first. The R*Tree of migration 030 yields the companies in a
 * circle's bounding box (its auxiliary columns carry the exact coordinates, the industry and the status, so the
 * filters and the distance never read the companies table); the haversine distance in SQL makes the exact radius
 * cut and the order; only the page's rows are then read from companies.
 *
 * The list holds the `cap` nearest companies (NEARBY_CAP): counting stops once the circle is known to hold more, and a
 * page is sorted out of a smaller circle that holds every company up to the page's end — nothing outside it can be
 * nearer — sized by the density counted (growing by √2 when the companies cluster), so a dense city costs what a
 * quiet one does. An industry filter searches the industry's own band of a second tree (migration 040); an uncommon
 * status without one a third tree whose further dimension is the status (migration 036), so a rare one in a wide circle
 * costs what a common one does.
 *
 * On PostgreSQL the trees are GiST indexes on the companies' own coordinates (migration-pg 003): point(lng, lat), and
 * for an industry the point moved into the industry's band as above; an uncommon status is filtered beside the plain
 * box (a btree on status and latitude lets the planner start from a rare one). The count that trusts a box without a
 * distance compares the bounds the R*Tree stores (float32, rounded outwards: rtree_low / rtree_high), so it counts
 * what the tree counts; everything else is cut by the same exact distance, so both stores answer the same pages.
 */
import { boxAround, boxWithin, EARTH_RADIUS_M } from '../../../contract/domain/nearby'
import type { Sql, Statement } from './sql'

export interface NearbyFilter {
  lng: number
  lat: number
  radiusKm: number
  industry?: string
  status?: string
  /** part of the name */
  keyword?: string
}

export interface NearbyRow {
  id: number
  pid: string
  name: string
  legal_person: string
  status: string
  industry: string
  reg_capital: number
  currency: string
  address: string
  lng: number
  lat: number
  /** metres, exact */
  distance: number
}

export interface CompanyPointRow {
  name: string
  lng: number | null
  lat: number | null
}

/** a circle holding no more than this is sorted whole */
const FEW = 200

/** how many of the nearest companies the list holds at most */
export const NEARBY_CAP = 1000

export interface NearbyRepo {
  /**
   * the page of companies within the radius, nearest first (then by id), within the `cap` nearest; `total` counts
   * them up to the cap and `more` tells that the circle holds more than that
   */
  search(f: NearbyFilter, offset: number, limit: number): Promise<{ total: number; more: boolean; rows: NearbyRow[] }>
  /** where a company stands (null coordinates when it has none); undefined for an unknown pid */
  companyPoint(pid: string): Promise<CompanyPointRow | undefined>
}

type Tree = 'plain' | 'industry' | 'kinds'
const TREES: Record<Tree, string> = {
  plain: 'companies_geo',
  industry: 'companies_geo_industry',
  kinds: 'companies_geo_kinds',
}

/** how far east an industry's band of the industry tree lies (migration 040): 400° per letter from A */
const industryBand = (code: string) => 400 * (code.charCodeAt(0) - 64)

/** a status as the filtered tree keys it (0 for one it does not know) */
const STATUS_KEY = '(SELECT coalesce(max(k), 0) FROM geo_status_keys WHERE status = @status)'

const DISTANCE = `2 * ${EARTH_RADIUS_M} * asin(min(1, sqrt(
  power(sin((radians(g.lat) - @radLat) / 2), 2) + @cosLat * cos(radians(g.lat)) * power(sin((radians(g.lng) - @radLng) / 2), 2))))`

/** the PostgreSQL distance: DISTANCE with its parameters typed */
const PG_DISTANCE = `2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
  power(sin((radians(c.lat) - CAST(@radLat AS double precision)) / 2), 2)
  + CAST(@cosLat AS double precision) * cos(radians(c.lat)) * power(sin((radians(c.lng) - CAST(@radLng AS double precision)) / 2), 2))))`

const num = (name: string) => `CAST(@${name} AS double precision)`
/** a company's x in the industry tree: its longitude moved into its industry's band */
const PG_BAND_X = 'c.lng + 400 * (ascii(c.industry_code) - 64)'
/** wider than any float32 rounding of a coordinate up to 11,000° (the far industry bands): about 0.001° */
const PG_SLACK = 0.01

/** on PostgreSQL, the companies whose point is within the box (`slack` wider on each side), on the tree's index */
function pgBox(tree: Tree, slack = 0): string {
  const s = slack ? ` - ${slack}` : ''
  const w = slack ? ` + ${slack}` : ''
  if (tree === 'industry')
    return `c.lng IS NOT NULL AND c.lat IS NOT NULL AND c.industry_code <> ''
      AND point(${PG_BAND_X}, c.lat) <@ box(point(${num('lngMin')} + ${num('band')}${s}, ${num('latMin')}${s}),
        point(${num('lngMax')} + ${num('band')}${w}, ${num('latMax')}${w}))`
  return `c.lng IS NOT NULL AND c.lat IS NOT NULL
    AND point(c.lng, c.lat) <@ box(point(${num('lngMin')}${s}, ${num('latMin')}${s}), point(${num('lngMax')}${w}, ${num('latMax')}${w}))`
}

/** on PostgreSQL, the box test as the R*Tree makes it on the float32 bounds it stores */
function pgTreeBox(tree: Tree): string {
  const x = tree === 'industry' ? PG_BAND_X : 'c.lng'
  const band = tree === 'industry' ? ` + ${num('band')}` : ''
  return `${pgBox(tree, PG_SLACK)}
    AND rtree_high(${x}) >= ${num('lngMin')}${band} AND rtree_low(${x}) <= ${num('lngMax')}${band}
    AND rtree_high(c.lat) >= ${num('latMin')} AND rtree_low(c.lat) <= ${num('latMax')}`
}

export class SqlNearbyRepo implements NearbyRepo {
  private readonly cache = new Map<string, { tree: Tree; count: Statement; inBox: Statement; page: Statement }>()

  constructor(
    private readonly db: Sql,
    private readonly cap = NEARBY_CAP,
    private readonly few = FEW,
  ) {}

  private commonStatus?: Statement

  /** the statements of a filter shape (which filters are present, which tree), prepared once */
  private async statements(f: NearbyFilter) {
    this.commonStatus ??= this.db.prepare('SELECT common FROM geo_status_keys WHERE status = ?')
    // an industry: its band of the industry tree; else an uncommon status: the tree keyed by status too; the exact
    // status is checked beside either
    const tree: Tree = f.industry
      ? 'industry'
      : f.status && (await this.commonStatus.get<{ common: number }>(f.status))?.common !== 1
        ? 'kinds'
        : 'plain'
    const key = `${tree}${f.status ? 's' : ''}${f.keyword ? 'k' : ''}`
    let s = this.cache.get(key)
    if (!s && this.db.dialect === 'pg') {
      const filters = [
        f.industry ? 'left(c.industry_code, 1) = left(@industry, 1)' : '',
        f.status ? 'c.status = @status' : '',
        f.keyword ? 'instr(c.name, @keyword) > 0' : '',
      ].filter(Boolean)
      const where = (box: string) => [box, ...filters].join(' AND ')
      const hits = `SELECT c.id AS id, ${PG_DISTANCE} AS d FROM companies c WHERE ${where(pgBox(tree))}`
      s = {
        tree,
        count: this.db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM (${hits}) h WHERE d <= ${num('radiusM')} LIMIT @upTo) n`),
        inBox: this.db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM companies c WHERE ${where(pgTreeBox(tree))} LIMIT @upTo) n`),
        page: this.db.prepare(
          `SELECT c.id, c.pid, c.name, c.legal_person, c.status, c.industry, c.reg_capital, c.currency, c.address, c.lng, c.lat,
             p.d AS distance
           FROM (SELECT id, d FROM (${hits}) h WHERE d <= ${num('radiusM')} ORDER BY d, id LIMIT @limit OFFSET @offset) p
           JOIN companies c ON c.id = p.id ORDER BY p.d, p.id`,
        ),
      }
      this.cache.set(key, s)
    }
    if (!s) {
      const where = [
        tree === 'industry'
          ? 'g.max_x >= @lngMin + @band AND g.min_x <= @lngMax + @band AND g.max_lat >= @latMin AND g.min_lat <= @latMax'
          : 'g.max_lng >= @lngMin AND g.min_lng <= @lngMax AND g.max_lat >= @latMin AND g.min_lat <= @latMax',
        f.status && tree === 'kinds' ? `g.max_st >= ${STATUS_KEY} AND g.min_st <= ${STATUS_KEY}` : '',
        f.status ? 'g.status = @status' : '',
        f.keyword ? 'instr(k.name, @keyword) > 0' : '',
      ].filter(Boolean)
      const table = TREES[tree]
      const from = f.keyword ? `${table} g JOIN companies k ON k.id = g.id` : `${table} g`
      const hits = `SELECT g.id AS id, ${DISTANCE} AS d FROM ${from} WHERE ${where.join(' AND ')}`
      s = {
        tree,
        count: this.db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM (${hits}) WHERE d <= @radiusM LIMIT @upTo)`),
        inBox: this.db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${where.join(' AND ')} LIMIT @upTo)`),
        page: this.db.prepare(
          `SELECT c.id, c.pid, c.name, c.legal_person, c.status, c.industry, c.reg_capital, c.currency, c.address, c.lng, c.lat,
             p.d AS distance
           FROM (SELECT id, d FROM (${hits}) WHERE d <= @radiusM ORDER BY d, id LIMIT @limit OFFSET @offset) p
           JOIN companies c ON c.id = p.id ORDER BY p.d, p.id`,
        ),
      }
      this.cache.set(key, s)
    }
    return s
  }

  async search(f: NearbyFilter, offset: number, limit: number) {
    const rad = Math.PI / 180
    const filters: Record<string, number | string> = {}
    if (f.industry) filters.band = industryBand(f.industry)
    if (f.industry && this.db.dialect === 'pg') filters.industry = f.industry
    if (f.status) filters.status = f.status
    if (f.keyword) filters.keyword = f.keyword
    const base = { ...filters, radLat: f.lat * rad, radLng: f.lng * rad, cosLat: Math.cos(f.lat * rad) }
    const within = (km: number) => ({ ...base, ...boxAround(f.lat, f.lng, km), radiusM: km * 1000 })
    const s = await this.statements(f)
    // up to `upTo`. In a two-dimensional tree a dense circle is known to hold that many from the box inside it,
    // counted by the tree alone, and the exact distance is computed only when the box holds fewer. (The tree keyed by
    // status too spends its time reading nodes, not computing distances: there the box would only add a count.)
    const count = async (km: number, upTo: number) => {
      if (s.tree !== 'kinds') {
        const inBox = ((await s.inBox.get({ ...filters, ...boxWithin(f.lat, f.lng, km), upTo })) as { n: number }).n
        if (inBox >= upTo) return upTo
      }
      return ((await s.count.get({ ...within(km), upTo })) as { n: number }).n
    }

    const n = await count(f.radiusKm, this.cap + 1)
    const total = Math.min(n, this.cap)
    const end = Math.min(offset + limit, total)
    if (offset >= end) return { total, more: n > this.cap, rows: [] }
    // a circle holding every company up to the page's end: all of it when it holds few, else the one the density
    // suggests, grown by √2 until it holds them. Past the cap the density is only known to be higher: the first
    // circle is a quarter as wide (a count of `end` is cheap, sorting a circle of thousands is not)
    let km = f.radiusKm
    if (n > Math.max(end, this.few)) {
      const first = f.radiusKm * Math.min(1, 1.2 * Math.sqrt(end / n)) * (n > this.cap ? 0.25 : 1)
      for (let r = first; r < f.radiusKm; r *= Math.SQRT2) {
        if ((await count(r, end)) >= end) {
          km = r
          break
        }
      }
    }
    const rows = (await s.page.all({ ...within(km), limit: end - offset, offset })) as NearbyRow[]
    return { total, more: n > this.cap, rows }
  }

  async companyPoint(pid: string): Promise<CompanyPointRow | undefined> {
    return (await this.db.prepare('SELECT name, lng, lat FROM companies WHERE pid = ?').get(pid)) as CompanyPointRow | undefined
  }
}
