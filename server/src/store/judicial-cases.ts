/**
 * 司法案件: the court records (立案, 开庭, 法院公告, 裁判文书) of every company and person, read through case_index and
 * case_fts (migration 033), one row per kind, case number and date. On PostgreSQL case_fts is a GIN expression index
 * over case_index's own parties, court and cause (migration-pg 003, pgHoldsAll), each column's trigrams under a tag.
 */
import type { CaseItem, CaseOverview, CaseSearchResult } from '../../../contract/schemas/judicialData'
import { CASE_KINDS, CASE_KIND_LABEL, CASE_RECENT, type CaseKind } from '../../../contract/domain/judicialData'
import { TOTAL_CAP, totalText } from '../search/hits'
import { ftsIn, ftsString } from '../search/tokens'
import { pgHoldsAll } from './pg-text'
import type { Sql } from './sql'

export interface CaseFilter {
  /** normalised texts (see partyName), '' for none */
  party: string
  court: string
  cause: string
  kind?: CaseKind
  start?: string
  end?: string
}

export interface CaseRepo {
  overview(today: string): Promise<CaseOverview>
  search(filter: CaseFilter, pageNum: number, pageSize: number): Promise<CaseSearchResult>
  /** cases by record id, in the order given (unknown ids left out) */
  items(ids: number[]): Promise<CaseItem[]>
  /** the SQL a search runs for its page, for EXPLAIN QUERY PLAN */
  searchSql(filter: CaseFilter): Promise<{ sql: string; args: unknown[] }>
}

interface CaseRow {
  id: number
  kind: CaseKind
  date: string
  ref_no: string
  court: string
  cause: string
  title: string
  parties: string
}

/** matches of the trigram index from which a page is read in date order instead of sorting them all */
const DENSE = 2000
const TEXT_COLUMNS = ['parties', 'court', 'cause'] as const
/** how the PostgreSQL index tags each column's trigrams, and that index's expression */
const PG_TAG = { parties: 'p', court: 'c', cause: 'u' } as const
const PG_INDEXED = `(${TEXT_COLUMNS.map((c) => `fts_trigrams(fts_fold(e.${c}), '${PG_TAG[c]}')`).join(' || ')})`

function toItem(r: CaseRow): CaseItem {
  let parties: CaseItem['parties'] = []
  try {
    parties = (JSON.parse(r.parties) as CaseItem['parties']).map((p) => ({
      name: String(p.name ?? ''),
      role: String(p.role ?? ''),
      ...(p.pid ? { pid: String(p.pid) } : {}),
      ...(p.personId ? { personId: String(p.personId) } : {}),
    }))
  } catch {
    parties = []
  }
  return {
    id: r.id,
    kind: r.kind,
    kindLabel: CASE_KIND_LABEL[r.kind] ?? '',
    title: r.title,
    refNo: r.ref_no,
    court: r.court,
    cause: r.cause,
    date: r.date,
    parties,
  }
}

export class SqlCaseRepo implements CaseRepo {
  constructor(private readonly db: Sql) {}

  async items(ids: number[]): Promise<CaseItem[]> {
    if (ids.length === 0) return []
    const rows = (await this.db
      .prepare(
        `SELECT e.record_id AS id, e.kind, e.date, e.ref_no, e.court, e.cause, r.title, r.parties
         FROM case_index e JOIN records r ON r.id = e.record_id WHERE e.record_id IN (${ids.map(() => '?').join(',')})`,
      )
      .all(...ids)) as CaseRow[]
    const byId = new Map(rows.map((r) => [r.id, r]))
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is CaseRow => !!r)
      .map(toItem)
  }

  async overview(today: string): Promise<CaseOverview> {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86400000).toISOString().slice(0, 10)
    const count = this.db.prepare('SELECT COUNT(*) AS n FROM case_index WHERE kind = ?')
    const recentCount = this.db.prepare('SELECT COUNT(*) AS n FROM case_index WHERE kind = ? AND date >= ? AND date <= ?')
    const kinds = await Promise.all(
      CASE_KINDS.map(async (kind) => ({
        kind,
        label: CASE_KIND_LABEL[kind],
        total: ((await count.get(kind)) as { n: number }).n,
        last30Days: ((await recentCount.get(kind, from, today)) as { n: number }).n,
      })),
    )
    const ids = (
      (await this.db
        .prepare('SELECT record_id AS id FROM case_index WHERE date <= ? ORDER BY date DESC, record_id DESC LIMIT ?')
        .all(today, CASE_RECENT)) as Array<{ id: number }>
    ).map((r) => r.id)
    return { total: kinds.reduce((n, k) => n + k.total, 0), kinds, recent: await this.items(ids) }
  }

  /**
   * Texts of 3+ characters go to the trigram index (match), a 2-character party to the pieces of people's names; the
   * others, and every text when `walk`, are checked row by row while the cases are read in date order.
   */
  private plan(f: CaseFilter, walk: boolean): { from: string; where: string[]; args: unknown[]; order: string; matched: boolean } {
    const where: string[] = []
    const args: unknown[] = []
    const fts: string[] = []
    const pgTerms: Array<{ tag: string; text: string; keyword: string }> = []
    // a 2-character party is a person's name (2 to 4 characters): its pieces are indexed in date order
    const term = !walk && [...f.party].length === 2
    for (const col of TEXT_COLUMNS) {
      const v = f[col === 'parties' ? 'party' : col]
      if (!v || (term && col === 'parties')) continue
      if (!walk && [...v].length >= 3) {
        fts.push(ftsIn([col], ftsString(v)))
        pgTerms.push({ tag: PG_TAG[col], text: `e.${col}`, keyword: v })
      } else {
        where.push(`instr(e.${col}, ?) > 0`)
        args.push(v)
      }
    }
    if (f.kind) {
      where.unshift('e.kind = ?')
      args.unshift(f.kind)
    }
    if (f.start) {
      where.push('e.date >= ?')
      args.push(f.start)
    }
    if (f.end) {
      where.push('e.date <= ?')
      args.push(f.end)
    }
    const order = 'e.date DESC, e.record_id DESC'
    if (this.db.dialect === 'pg') {
      const holds = fts.length ? pgHoldsAll(PG_INDEXED, pgTerms) : null
      if (term) {
        return {
          from: 'case_terms t JOIN case_index e ON e.record_id = t.record_id',
          where: ['t.term = ?', ...(holds ? [holds.sql] : []), ...where.map((w) => w.replace('e.date', 't.date'))],
          args: [f.party.toLowerCase(), ...(holds?.args ?? []), ...args],
          order: 't.date DESC, t.record_id DESC',
          matched: false,
        }
      }
      if (holds) return { from: 'case_index e', where: [holds.sql, ...where], args: [...holds.args, ...args], order, matched: true }
      return { from: 'case_index e', where: where.length ? where : ['1 = 1'], args, order, matched: false }
    }
    if (term) {
      const join = 'case_terms t CROSS JOIN case_index e ON e.record_id = t.record_id'
      return {
        from: fts.length ? `${join} CROSS JOIN case_fts f ON f.rowid = t.record_id` : join,
        where: ['t.term = ?', ...(fts.length ? ['case_fts MATCH ?'] : []), ...where.map((w) => w.replace('e.date', 't.date'))],
        args: [f.party.toLowerCase(), ...(fts.length ? [fts.join(' AND ')] : []), ...args],
        order: 't.date DESC, t.record_id DESC',
        matched: false,
      }
    }
    if (fts.length) {
      return {
        from: 'case_fts f CROSS JOIN case_index e ON e.record_id = f.rowid',
        where: ['case_fts MATCH ?', ...where],
        args: [fts.join(' AND '), ...args],
        order,
        matched: true,
      }
    }
    return { from: 'case_index e', where: where.length ? where : ['1'], args, order, matched: false }
  }

  async searchSql(filter: CaseFilter): Promise<{ sql: string; args: unknown[] }> {
    const p = this.plan(filter, false)
    return {
      sql: `SELECT e.record_id AS id FROM ${p.from} WHERE ${p.where.join(' AND ')} ORDER BY ${p.order} LIMIT ? OFFSET ?`,
      args: [...p.args, 20, 0],
    }
  }

  async search(filter: CaseFilter, pageNum: number, pageSize: number): Promise<CaseSearchResult> {
    const started = performance.now()
    const p = this.plan(filter, false)
    const where = p.where.join(' AND ')
    // counted up to the cap the name search uses ('10000+')
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${p.from} WHERE ${where} LIMIT ${TOTAL_CAP})`).get(...p.args)) as {
        n: number
      }
    ).n
    const offset = (pageNum - 1) * pageSize
    const dense = total >= DENSE && p.matched
    const page = dense ? this.plan(filter, true) : p
    const ids =
      offset >= total
        ? []
        : (
            (await this.db
              .prepare(
                `SELECT e.record_id AS id FROM ${page.from} WHERE ${page.where.join(' AND ')} ORDER BY ${page.order} LIMIT ? OFFSET ?`,
              )
              .all(...page.args, pageSize, offset)) as Array<{ id: number }>
          ).map((r) => r.id)
    return {
      total,
      totalText: totalText(total),
      pageNum,
      pageSize,
      list: await this.items(ids),
      tookMs: Math.round((performance.now() - started) * 10) / 10,
    }
  }
}
