/**
 * Companies to recommend. From a user's footprints: operating head offices like the companies the user viewed most
 * recently — the same industry in the same city first, then in the same province, then anywhere — never one the user
 * has already viewed. Without footprints to go on (or for everyone else): the hot companies, the ones the hot searches
 * name first, then the most viewed.
 */
import type { Sql } from './sql'
import { HIT_COLUMNS, type CompanyRow } from '../search/hits'

export interface RecommendedRow extends CompanyRow {
  /** why it is recommended, e.g. '同城同行业 · 软件和信息技术服务业' */
  reason: string
}

export interface RecommendationRepo {
  fromFootprints(userId: string, limit: number): Promise<RecommendedRow[]>
  hot(limit: number): Promise<RecommendedRow[]>
}

/** the most recent company footprints the recommendations start from */
export const SEED_FOOTPRINTS = 10

const OPERATING = "status IN ('存续', '在业') AND parent_pid IS NULL"

interface Seed {
  id: number
  industry_code: string
  city_code: string
  province_code: string
}

const TIERS: Array<{ where: string; args: (s: Seed) => string[]; reason: string }> = [
  { where: 'city_code = ? AND industry_code = ?', args: (s) => [s.city_code, s.industry_code], reason: '同城同行业' },
  { where: 'province_code = ? AND industry_code = ?', args: (s) => [s.province_code, s.industry_code], reason: '同省同行业' },
  { where: 'industry_code = ?', args: (s) => [s.industry_code], reason: '同行业' },
]

export class SqlRecommendationRepo implements RecommendationRepo {
  constructor(private readonly db: Sql) {}

  async fromFootprints(userId: string, limit: number): Promise<RecommendedRow[]> {
    const seeds = (await this.db
      .prepare(
        `SELECT c.id, c.industry_code, c.city_code, c.province_code FROM footprints f JOIN companies c ON c.pid = f.target_id
         WHERE f.user_id = ? AND f.kind = 'company' ORDER BY f.viewed_at DESC, f.target_id LIMIT ?`,
      )
      .all(userId, SEED_FOOTPRINTS)) as Seed[]
    if (seeds.length === 0) return []
    const viewed = new Set(
      (
        (await this.db.prepare("SELECT target_id FROM footprints WHERE user_id = ? AND kind = 'company'").all(userId)) as Array<{
          target_id: string
        }>
      ).map((r) => r.target_id),
    )
    const out: RecommendedRow[] = []
    const taken = new Set<string>()
    await this.db.atomically(
      async () => {
        for (const tier of TIERS) {
          // the candidates of each seed, taken in turns so the list follows more than the one latest view
          const lists = await Promise.all(
            seeds.map(async (s) =>
              (
                (await this.db
                  .prepare(`SELECT ${HIT_COLUMNS} FROM companies WHERE ${tier.where} AND ${OPERATING} ORDER BY id LIMIT ?`)
                  .all(...tier.args(s), limit + viewed.size)) as CompanyRow[]
              ).filter((c) => !viewed.has(c.pid)),
            ),
          )
          for (let i = 0; out.length < limit && lists.some((l) => i < l.length); i++) {
            for (const l of lists) {
              const c = l[i]
              if (!c || taken.has(c.pid) || out.length >= limit) continue
              taken.add(c.pid)
              out.push({ ...c, reason: `${tier.reason} · ${c.industry}` })
            }
          }
          if (out.length >= limit) break
        }
      },
      { readOnly: true },
    )
    return out
  }

  async hot(limit: number): Promise<RecommendedRow[]> {
    const named = (await this.db
      .prepare(
        `SELECT ${HIT_COLUMNS.split(', ')
          .map((c) => `c.${c}`)
          .join(', ')} FROM hot_keywords h JOIN companies c ON c.pid = h.pid
         ORDER BY h.weight DESC, h.keyword LIMIT ?`,
      )
      .all(limit * 2)) as CompanyRow[]
    const out: RecommendedRow[] = []
    const taken = new Set<string>()
    const add = (c: CompanyRow) => {
      if (taken.has(c.pid) || out.length >= limit) return
      taken.add(c.pid)
      out.push({ ...c, reason: '热门企业' })
    }
    named.forEach(add)
    if (out.length < limit)
      (
        (await this.db
          .prepare(`SELECT ${HIT_COLUMNS} FROM companies WHERE ${OPERATING} ORDER BY view_count DESC, id LIMIT ?`)
          .all(limit * 2)) as CompanyRow[]
      ).forEach(add)
    return out
  }
}
