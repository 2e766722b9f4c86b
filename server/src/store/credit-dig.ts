/**
 * 信用挖掘: companies with credit-risk signals (失信, 被执行, 限高, 欠税, 经营异常, 行政处罚), read through the partial
 * index records_credit_signals (migration 033), each company with its signals counted by kind.
 */
import type { CreditCompany, CreditOverview, CreditSearchResult } from '../../../contract/schemas/judicialData'
import { SIGNAL_KINDS, SIGNAL_LABEL, type SignalKind } from '../../../contract/domain/judicialData'
import { TOTAL_CAP, totalText } from '../search/hits'
import type { Sql } from './sql'

export interface CreditFilter {
  /** a province (xx0000) or a city code */
  region?: string
  /** an industry section letter */
  industry?: string
  kind?: SignalKind
  start?: string
  end?: string
}

export interface CreditDigRepo {
  overview(today: string): Promise<CreditOverview>
  search(filter: CreditFilter, pageNum: number, pageSize: number): Promise<CreditSearchResult>
}

/** the index's own condition, written the same way so SQLite can use the partial index */
const SIGNAL_WHERE = `r.dimension IN ('dishonestExecutor', 'executor', 'restrictHighConsumption', 'taxArrears', 'businessAnomaly', 'adminPenalty')
    AND r.company_id IS NOT NULL`

interface CompanyRow {
  id: number
  pid: string
  name: string
  region_name: string
  industry: string
  status: string
  legal_person: string
}

export class SqlCreditDigRepo implements CreditDigRepo {
  constructor(private readonly db: Sql) {}

  async overview(today: string): Promise<CreditOverview> {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86400000).toISOString().slice(0, 10)
    const companies = (
      (await this.db.prepare(`SELECT COUNT(DISTINCT r.company_id) AS n FROM records r WHERE ${SIGNAL_WHERE}`).get()) as { n: number }
    ).n
    const byKind = this.db.prepare(`SELECT COUNT(DISTINCT r.company_id) AS n FROM records r WHERE ${SIGNAL_WHERE} AND r.dimension = ?`)
    const recent = this.db.prepare(
      `SELECT COUNT(*) AS n FROM records r WHERE ${SIGNAL_WHERE} AND r.dimension = ? AND r.date >= ? AND r.date <= ?`,
    )
    return {
      companies,
      kinds: await Promise.all(
        SIGNAL_KINDS.map(async (kind) => ({
          kind,
          label: SIGNAL_LABEL[kind],
          companies: ((await byKind.get(kind)) as { n: number }).n,
          last30Days: ((await recent.get(kind, from, today)) as { n: number }).n,
        })),
      ),
    }
  }

  private where(f: CreditFilter): { from: string; where: string; args: unknown[] } {
    const where = [SIGNAL_WHERE]
    const args: unknown[] = []
    if (f.kind) {
      where.push('r.dimension = ?')
      args.push(f.kind)
    }
    if (f.start) {
      where.push('r.date >= ?')
      args.push(f.start)
    }
    if (f.end) {
      where.push('r.date <= ?')
      args.push(f.end)
    }
    const company = !!(f.region || f.industry)
    if (f.region) {
      where.push(f.region.endsWith('0000') ? 'c.province_code = ?' : 'c.city_code = ?')
      args.push(f.region)
    }
    if (f.industry) {
      where.push('c.industry_code = ?')
      args.push(f.industry)
    }
    return { from: company ? 'records r JOIN companies c ON c.id = r.company_id' : 'records r', where: where.join(' AND '), args }
  }

  async search(filter: CreditFilter, pageNum: number, pageSize: number): Promise<CreditSearchResult> {
    const started = performance.now()
    const q = this.where(filter)
    const total = (
      (await this.db
        .prepare(`SELECT COUNT(*) AS n FROM (SELECT DISTINCT r.company_id FROM ${q.from} WHERE ${q.where} LIMIT ${TOTAL_CAP})`)
        .get(...q.args)) as { n: number }
    ).n
    const offset = (pageNum - 1) * pageSize
    const page =
      offset >= total
        ? []
        : ((await this.db
            .prepare(
              `SELECT r.company_id AS id, COUNT(*) AS n, MAX(r.date) AS latest FROM ${q.from} WHERE ${q.where}
               GROUP BY r.company_id ORDER BY latest DESC, r.company_id DESC LIMIT ? OFFSET ?`,
            )
            .all(...q.args, pageSize, offset)) as Array<{ id: number; n: number; latest: string | null }>)
    return {
      total,
      totalText: totalText(total),
      pageNum,
      pageSize,
      list: await this.companies(page, filter),
      tookMs: Math.round((performance.now() - started) * 10) / 10,
    }
  }

  private async companies(page: Array<{ id: number; n: number; latest: string | null }>, f: CreditFilter): Promise<CreditCompany[]> {
    if (!page.length) return []
    const marks = page.map(() => '?').join(',')
    const ids = page.map((p) => p.id)
    const rows = (await this.db
      .prepare(`SELECT id, pid, name, region_name, industry, status, legal_person FROM companies WHERE id IN (${marks})`)
      .all(...ids)) as CompanyRow[]
    const byId = new Map(rows.map((r) => [r.id, r]))
    const dates: unknown[] = []
    let dateWhere = ''
    if (f.start) {
      dateWhere += ' AND r.date >= ?'
      dates.push(f.start)
    }
    if (f.end) {
      dateWhere += ' AND r.date <= ?'
      dates.push(f.end)
    }
    const counts = (await this.db
      .prepare(
        `SELECT r.company_id AS id, r.dimension AS kind, COUNT(*) AS n FROM records r
         WHERE r.company_id IN (${marks}) AND ${SIGNAL_WHERE}${dateWhere} GROUP BY r.company_id, r.dimension`,
      )
      .all(...ids, ...dates)) as Array<{ id: number; kind: SignalKind; n: number }>
    return page
      .filter((p) => byId.has(p.id))
      .map((p) => {
        const c = byId.get(p.id)!
        const signals = counts
          .filter((x) => x.id === p.id)
          .sort((a, b) => b.n - a.n || SIGNAL_KINDS.indexOf(a.kind) - SIGNAL_KINDS.indexOf(b.kind))
          .map((x) => ({ kind: x.kind, label: SIGNAL_LABEL[x.kind], count: x.n }))
        return {
          pid: c.pid,
          name: c.name,
          regionName: c.region_name,
          industry: c.industry,
          status: c.status,
          legalPerson: c.legal_person,
          total: signals.reduce((n, s) => n + s.count, 0),
          latest: p.latest ?? '',
          signals,
        }
      })
  }
}
