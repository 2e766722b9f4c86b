/**
 * 机关单位: government bodies, public institutions and social organisations (table public_units). A keyword of three
 * or more characters is found through the trigram index over name and credit code; a shorter one by scanning the
 * names the other filters leave. Matches rank by how the name matches (the whole name, its start, anywhere, only
 * the code), then by level (province before city before district), then in id order. On PostgreSQL the trigram index
 * is a GIN expression index over public_units' name and credit code (migration-pg 003, pgHolds).
 */
import type { PublicUnitKind } from '../../../contract/domain/publicUnits'
import type { RegionLevel } from '../data/regions'
import { ftsIn, ftsString } from '../search/tokens'
import { pgHolds } from './pg-text'
import type { Sql } from './sql'

export interface PublicUnitFilter {
  /** trimmed; '' for none */
  keyword: string
  /** empty for every kind */
  kinds: readonly PublicUnitKind[]
  region?: { level: RegionLevel; code: string }
}

export interface PublicUnitRow {
  id: number
  name: string
  kind: PublicUnitKind
  credit_code: string
  level: number
  leader: string
  status: string
  established: string
  valid_from: string
  valid_to: string
  funds: number | null
  funding: string
  sponsor_id: number | null
  sponsor_name: string
  registrar: string
  province_code: string
  city_code: string
  region_code: string
  region_name: string
  address: string
  phone: string
  scope: string
  source: string
  captured_at: string
}

export interface PublicUnitRef {
  id: number
  name: string
  kind: PublicUnitKind
}

export interface PublicUnitRepo {
  search(f: PublicUnitFilter, offset: number, limit: number): Promise<{ total: number; rows: PublicUnitRow[] }>
  byId(id: number): Promise<PublicUnitRow | undefined>
  ref(id: number): Promise<PublicUnitRef | undefined>
  /** the units it sponsors, higher levels first */
  subordinates(id: number, limit: number): Promise<{ total: number; rows: PublicUnitRef[] }>
  count(): Promise<number>
}

const REGION_COLUMN: Record<RegionLevel, string> = { province: 'u.province_code', city: 'u.city_code', district: 'u.region_code' }

export class SqlPublicUnitRepo implements PublicUnitRepo {
  constructor(private readonly db: Sql) {}

  async search(f: PublicUnitFilter, offset: number, limit: number): Promise<{ total: number; rows: PublicUnitRow[] }> {
    const where: string[] = []
    const args: unknown[] = []
    let from = 'public_units u'
    let order = 'u.level, u.id'
    const orderArgs: unknown[] = []
    if (f.kinds.length > 0) {
      where.push(`u.kind IN (${f.kinds.map(() => '?').join(',')})`)
      args.push(...f.kinds)
    }
    if (f.region) {
      where.push(`${REGION_COLUMN[f.region.level]} = ?`)
      args.push(f.region.code)
    }
    const keyword = f.keyword
    if (keyword) {
      if ([...keyword].length >= 3 && this.db.dialect === 'pg') {
        const holds = pgHolds('u.name || chr(1) || u.credit_code', keyword)
        where.unshift(holds.sql)
        args.unshift(...holds.args)
      } else if ([...keyword].length >= 3) {
        from = 'public_unit_fts CROSS JOIN public_units u ON u.id = public_unit_fts.rowid'
        where.unshift('public_unit_fts MATCH ?')
        args.unshift(ftsIn(['name', 'credit_code'], ftsString(keyword)))
      } else {
        where.push('instr(u.name, ?) > 0')
        args.push(keyword)
      }
      order = `CASE WHEN u.name = ? THEN 0 WHEN substr(u.name, 1, length(?)) = ? THEN 1 WHEN instr(u.name, ?) > 0 THEN 2 ELSE 3 END, ${order}`
      orderArgs.push(keyword, keyword, keyword, keyword)
    }
    const cond = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n FROM ${from} ${cond}`).get(...args)) as { n: number }).n
    const rows = (await this.db
      .prepare(`SELECT u.* FROM ${from} ${cond} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...args, ...orderArgs, limit, offset)) as PublicUnitRow[]
    return { total, rows }
  }

  async byId(id: number): Promise<PublicUnitRow | undefined> {
    return (await this.db.prepare('SELECT * FROM public_units WHERE id = ?').get(id)) as PublicUnitRow | undefined
  }

  async ref(id: number): Promise<PublicUnitRef | undefined> {
    return (await this.db.prepare('SELECT id, name, kind FROM public_units WHERE id = ?').get(id)) as PublicUnitRef | undefined
  }

  async subordinates(id: number, limit: number): Promise<{ total: number; rows: PublicUnitRef[] }> {
    const total = ((await this.db.prepare('SELECT COUNT(*) AS n FROM public_units WHERE sponsor_id = ?').get(id)) as { n: number }).n
    const rows = (await this.db
      .prepare('SELECT id, name, kind FROM public_units WHERE sponsor_id = ? ORDER BY level, id LIMIT ?')
      .all(id, limit)) as PublicUnitRef[]
    return { total, rows }
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM public_units').get()) as { n: number }).n
  }
}
