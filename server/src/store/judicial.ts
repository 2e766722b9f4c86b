/**
 * 查老赖: the dishonest (失信被执行人) and executed (被执行人) records of every company and person, read through the
 * index tables of migration 027 (judicial_entries, judicial_fts, judicial_terms), which triggers keep in step with
 * records; the trigram index judicial_fts also holds each entry's kind (migration 039), so a name piece's matches of
 * one kind are counted without reading judicial_entries. A record is mapped to the API with the dimensions' own
 * mapping (toItem).
 *
 * On PostgreSQL the trigram index is a GIN expression index over judicial_entries' own columns (migration-pg 003,
 * pgHolds): the same matches, and the kind is the entry's dimension.
 */
import type { JudicialDetail, JudicialEntry, JudicialOverview, JudicialSearchResult } from '../../../contract/schemas/judicial'
import { JUDICIAL_DIMENSION, JUDICIAL_RECENT, type JudicialKind } from '../../../contract/domain/judicial'
import { regionName } from '../data/regions'
import { TOTAL_CAP, totalText } from '../search/hits'
import { ftsIn, ftsString } from '../search/tokens'
import { pgHolds } from './pg-text'
import type { Sql } from './sql'
import { toItem, type SqlRecordRepo, type RecordRow } from './records'

export interface JudicialFilter {
  kind: JudicialKind
  /** normalised (see judicialKeyword), 2+ characters, or '' for none */
  keyword: string
  /** the first two digits of a province code, or '' */
  province: string
  start?: string
  end?: string
}

export interface JudicialRepo {
  /** totals and the newest entries of one list; `today` is yyyy-mm-dd in China */
  overview(kind: JudicialKind, today: string): Promise<JudicialOverview>
  search(filter: JudicialFilter, pageNum: number, pageSize: number): Promise<JudicialSearchResult>
  /** one entry with its case; null when the id is no dishonest or executed record */
  detail(id: number): Promise<JudicialDetail | null>
  /** the SQL a search runs for its page, for EXPLAIN QUERY PLAN */
  searchSql(filter: JudicialFilter, walk?: boolean): Promise<{ sql: string; args: unknown[] }>
}

type EntryRow = RecordRow & { debtor: string; province: string; code: string }

const ENTRY_SELECT = `SELECT r.*, c.pid AS pid, c.name AS company_name, e.name AS debtor, e.province AS province, e.code AS code
  FROM judicial_entries e JOIN records r ON r.id = e.record_id LEFT JOIN companies c ON c.id = r.company_id`

/** matches of the trigram index from which a page is read in date order */
const DENSE = 2000
/** filtered entries few enough to be read one by one for a keyword (and how far each side is counted) */
const PROBE = 5000

const KIND_OF: Record<string, JudicialKind> = { dishonestExecutor: 'dishonest', executor: 'executed' }
/** how the trigram index marks each kind (migration 039) */
const KIND_MARK: Record<JudicialKind, string> = { dishonest: 'dsh', executed: 'exe' }

/** name, case number and credit code as one text, as the PostgreSQL index is built on them */
const PG_TEXT = 'e.name || chr(1) || e.ref_no || chr(1) || e.code'

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

function toEntry(row: EntryRow): JudicialEntry {
  const item = toItem(row)
  const kind = KIND_OF[row.dimension]
  const person = row.person_id ? row.person_id : ''
  return {
    id: item.id,
    kind,
    name: row.debtor || item.title,
    ...(person ? { personId: person } : item.pid ? { pid: item.pid } : {}),
    creditCode: row.code,
    refNo: item.refNo,
    court: text(item.fields.court),
    date: item.date,
    amount: item.amount,
    performance:
      kind === 'dishonest'
        ? item.status || text(item.fields.status)
        : text(item.fields.caseStatus) || item.status || (item.isCurrent ? '执行中' : '已结案'),
    provinceName: row.province ? regionName(`${row.province}0000`) : '',
    isCurrent: item.isCurrent,
  }
}

export class SqlJudicialRepo implements JudicialRepo {
  constructor(
    private readonly db: Sql,
    private readonly records: SqlRecordRepo,
  ) {}

  private async rows(ids: number[]): Promise<EntryRow[]> {
    if (ids.length === 0) return []
    const found = (await this.db
      .prepare(`${ENTRY_SELECT} WHERE e.record_id IN (${ids.map(() => '?').join(',')})`)
      .all(...ids)) as EntryRow[]
    const byId = new Map(found.map((r) => [r.id, r]))
    return ids.map((id) => byId.get(id)).filter((r): r is EntryRow => !!r)
  }

  async overview(kind: JudicialKind, today: string): Promise<JudicialOverview> {
    const dim = JUDICIAL_DIMENSION[kind]
    const total = ((await this.db.prepare('SELECT COUNT(*) AS n FROM judicial_entries WHERE dimension = ?').get(dim)) as { n: number }).n
    const current = (
      (await this.db
        .prepare(
          'SELECT COUNT(*) AS n FROM judicial_entries e JOIN records r ON r.id = e.record_id WHERE e.dimension = ? AND r.is_current = 1',
        )
        .get(dim)) as { n: number }
    ).n
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86400000).toISOString().slice(0, 10)
    const last30 = (
      (await this.db
        .prepare('SELECT COUNT(*) AS n FROM judicial_entries WHERE dimension = ? AND date >= ? AND date <= ?')
        .get(dim, from, today)) as {
        n: number
      }
    ).n
    const ids = (
      (await this.db
        .prepare(
          `SELECT record_id AS id FROM judicial_entries WHERE dimension = ? AND date <= ? ORDER BY date DESC, record_id DESC LIMIT ?`,
        )
        .all(dim, today, JUDICIAL_RECENT)) as Array<{ id: number }>
    ).map((r) => r.id)
    return { kind, total, currentTotal: current, last30Days: last30, recent: (await this.rows(ids)).map(toEntry) }
  }

  /**
   * The page query and its count. 3+ characters: the trigram index over name, case number and credit code;
   * 2 characters: the 2-character pieces of names, already in date order; no keyword: the entries by
   * (dimension, province, date) or (dimension, date). `walk`: the entries the filters leave are read in date order
   * and each is checked for the keyword, for when they are fewer than the keyword's matches.
   */
  private plan(f: JudicialFilter, walk = false): { from: string; where: string[]; args: unknown[]; order: string; id: string } {
    const dim = JUDICIAL_DIMENSION[f.kind]
    const chars = [...f.keyword].length
    if (chars >= 2 && walk) {
      const sep = this.db.dialect === 'pg' ? 'chr(1)' : 'char(1)'
      const text = chars >= 3 ? `e.name || ${sep} || e.ref_no || ${sep} || e.code` : 'e.name'
      const where = ['e.dimension = ?', `instr(lower(${text}), ?) > 0`]
      const args: unknown[] = [dim, f.keyword.toLowerCase()]
      this.filters(f, 'e', where, args, true)
      return { from: 'judicial_entries e', where, args, order: 'e.date DESC, e.record_id DESC', id: 'e.record_id' }
    }
    if (chars >= 3 && this.db.dialect === 'pg') {
      const holds = pgHolds(PG_TEXT, f.keyword)
      const where = [holds.sql, 'e.dimension = ?']
      const args: unknown[] = [...holds.args, dim]
      this.filters(f, 'e', where, args, true)
      return { from: 'judicial_entries e', where, args, order: 'e.date DESC, e.record_id DESC', id: 'e.record_id' }
    }
    if (chars >= 3) {
      const where = ['judicial_fts MATCH ?', 'e.dimension = ?']
      const args: unknown[] = [this.match(f.keyword), dim]
      this.filters(f, 'e', where, args, true)
      return {
        from: 'judicial_fts f CROSS JOIN judicial_entries e ON e.record_id = f.rowid',
        where,
        args,
        order: 'e.date DESC, e.record_id DESC',
        id: 'e.record_id',
      }
    }
    if (chars === 2) {
      const where = ['t.term = ?', 't.dimension = ?']
      const args: unknown[] = [f.keyword.toLowerCase(), dim]
      this.filters(f, 't', where, args, false)
      if (f.province) {
        where.push('e.province = ?')
        args.push(f.province)
      }
      return {
        // CROSS JOIN keeps SQLite's join order; PostgreSQL has no CROSS JOIN … ON and orders joins itself
        from: f.province
          ? `judicial_terms t ${this.db.dialect === 'pg' ? 'JOIN' : 'CROSS JOIN'} judicial_entries e ON e.record_id = t.record_id`
          : 'judicial_terms t',
        where,
        args,
        order: 't.date DESC, t.record_id DESC',
        id: 't.record_id',
      }
    }
    const where = ['e.dimension = ?']
    const args: unknown[] = [dim]
    this.filters(f, 'e', where, args, true)
    return { from: 'judicial_entries e', where, args, order: 'e.date DESC, e.record_id DESC', id: 'e.record_id' }
  }

  /** the keyword in name, case number or credit code; with `kind`, among the entries of that kind only */
  private match(keyword: string, kind?: JudicialKind): string {
    const text = ftsIn(['name', 'ref_no', 'code'], ftsString(keyword))
    return kind ? `${text} AND kind : ${ftsString(KIND_MARK[kind])}` : text
  }

  /**
   * Whether to walk the filtered entries rather than the keyword's index: only when a province or dates leave fewer
   * than PROBE entries, and fewer than the keyword's matches (both counted in their indexes, up to PROBE).
   */
  private async walks(f: JudicialFilter): Promise<boolean> {
    const chars = [...f.keyword].length
    if (chars < 2 || (!f.province && !f.start && !f.end)) return false
    const count = async (sql: string, args: unknown[]) =>
      ((await this.db.prepare(`SELECT COUNT(*) AS n FROM (${sql} LIMIT ${PROBE})`).get(...args)) as { n: number }).n
    const filtered = this.plan({ ...f, keyword: '' })
    const candidates = await count(`SELECT 1 FROM ${filtered.from} WHERE ${filtered.where.join(' AND ')}`, filtered.args)
    if (candidates >= PROBE) return false
    const matches =
      chars >= 3 && this.db.dialect === 'pg'
        ? await count(...this.pgMatches(f))
        : chars >= 3
          ? await count('SELECT 1 FROM judicial_fts WHERE judicial_fts MATCH ?', [this.match(f.keyword, f.kind)])
          : await count('SELECT 1 FROM judicial_terms WHERE term = ? AND dimension = ?', [
              f.keyword.toLowerCase(),
              JUDICIAL_DIMENSION[f.kind],
            ])
    return candidates < matches
  }

  /** on PostgreSQL, the entries of the filter's kind holding its keyword */
  private pgMatches(f: JudicialFilter): [string, unknown[]] {
    const holds = pgHolds(PG_TEXT, f.keyword)
    return [`SELECT 1 FROM judicial_entries e WHERE ${holds.sql} AND e.dimension = ?`, [...holds.args, JUDICIAL_DIMENSION[f.kind]]]
  }

  private filters(f: JudicialFilter, alias: string, where: string[], args: unknown[], province: boolean): void {
    if (province && f.province) {
      where.push(`${alias === 't' ? 'e' : alias}.province = ?`)
      args.push(f.province)
    }
    if (f.start) {
      where.push(`${alias}.date >= ?`)
      args.push(f.start)
    }
    if (f.end) {
      where.push(`${alias}.date <= ?`)
      args.push(f.end)
    }
  }

  async searchSql(filter: JudicialFilter, walk = false): Promise<{ sql: string; args: unknown[] }> {
    const p = this.plan(filter, walk)
    return {
      sql: `SELECT ${p.id} AS id FROM ${p.from} WHERE ${p.where.join(' AND ')} ORDER BY ${p.order} LIMIT ? OFFSET ?`,
      args: [...p.args, 20, 0],
    }
  }

  async search(filter: JudicialFilter, pageNum: number, pageSize: number): Promise<JudicialSearchResult> {
    const started = performance.now()
    const walk = await this.walks(filter)
    const p = this.plan(filter, walk)
    const where = p.where.join(' AND ')
    // counted up to the cap the name search uses ('10000+'): a common name piece must not count the whole list. A
    // keyword of 3–4 characters with no other filter (a name piece, often with thousands of matches) is counted in the
    // trigram index alone, by kind; a longer one matches few entries, which are cheaper to look up than to intersect
    // with every entry of the kind.
    const chars = [...filter.keyword].length
    // (PostgreSQL's plan is that count already: its index is on judicial_entries)
    const indexOnly = this.db.dialect === 'sqlite' && !walk && chars >= 3 && chars <= 4 && !filter.province && !filter.start && !filter.end
    const counted = indexOnly
      ? { sql: 'SELECT 1 FROM judicial_fts WHERE judicial_fts MATCH ?', args: [this.match(filter.keyword, filter.kind)] }
      : { sql: `SELECT 1 FROM ${p.from} WHERE ${where}`, args: p.args }
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM (${counted.sql} LIMIT ${TOTAL_CAP})`).get(...counted.args)) as { n: number }
    ).n
    const offset = (pageNum - 1) * pageSize
    // many matches of the trigram index: the page is read in date order and stops after its rows, instead of sorting
    // every match
    const page = !walk && total >= DENSE && [...filter.keyword].length >= 3 ? this.plan(filter, true) : p
    const ids =
      offset >= total
        ? []
        : (
            (await this.db
              .prepare(
                `SELECT ${page.id} AS id FROM ${page.from} WHERE ${page.where.join(' AND ')} ORDER BY ${page.order} LIMIT ? OFFSET ?`,
              )
              .all(...page.args, pageSize, offset)) as Array<{ id: number }>
          ).map((r) => r.id)
    return {
      total,
      totalText: totalText(total),
      pageNum,
      pageSize,
      list: (await this.rows(ids)).map(toEntry),
      keyword: filter.keyword,
      tookMs: Math.round((performance.now() - started) * 10) / 10,
    }
  }

  async detail(id: number): Promise<JudicialDetail | null> {
    const [row] = await this.rows([id])
    if (!row) return null
    const record = await this.records.detail(id)
    if (!record) return null
    const entry = toEntry(row)
    const { caseRefNo, ...item } = record
    return {
      ...entry,
      applicants: item.parties.filter((p) => p.role === '申请执行人'),
      basisNo: text(item.fields.basisNo),
      basisUnit: text(item.fields.basisUnit),
      duty: text(item.fields.duty),
      behavior: entry.kind === 'dishonest' ? text(item.fields.behavior) : '',
      publishDate: text(item.fields.publishDate),
      caseRefNo: caseRefNo ?? '',
      record: item,
    }
  }
}
