/**
 * Records of every data dimension, read generically: lists with filters, sorting and paging, one
 * record's detail, yearly trends, and the legal views built on case-number families (lawIndex,
 * allCase, one case across its stages, its parties' relations), plus the copyright search.
 */
import type {
  CopyrightSearchResult,
  CopyrightType,
  DimensionListResult,
  DimensionTrend,
  RecordDetail,
  RecordItem,
  RecordParty,
} from '../../../contract/schemas/dimensions'
import {
  MAX_CASE_EDGES,
  MAX_CASE_NODES,
  type CaseDetail,
  type CaseRelationship,
  type CaseStage,
  type CaseSummary,
  type LawSummary,
} from '../../../contract/schemas/law'
import { CASE_STAGE_ORDER, DIMENSIONS, RECORD_COLUMNS, getDimension, type Dimension } from '../../../contract/domain/dimensions'
import { totalText } from '../search/hits'
import { ftsIn, ftsString } from '../search/tokens'
import { pgHolds } from './pg-text'
import type { Sql, Statement } from './sql'

export interface RecordRow {
  id: number
  dimension: string
  company_id: number | null
  person_id: string | null
  date: string | null
  amount: number | null
  title: string
  ref_no: string | null
  parties: string
  status: string
  detail: string
  source: string
  captured_at: string
  is_current: number
  pid: string | null
  company_name: string | null
}

/** Whose records: a company (by id and pid) or a person. */
export type Owner = { kind: 'company'; id: number; pid: string } | { kind: 'person'; personId: string }

export interface ListQuery {
  dimension: Dimension
  owner: Owner
  pageNum: number
  pageSize: number
  sort: 'date' | 'amount'
  order: 'asc' | 'desc'
  start?: string
  end?: string
  role?: string
  /** true: current only, false: historical only, undefined: both */
  current?: boolean
}

/** The one way a record row is read: the record with its company's pid and name (RecordRow). */
export const RECORD_SELECT = `SELECT r.*, c.pid AS pid, c.name AS company_name FROM records r LEFT JOIN companies c ON c.id = r.company_id`
const COLUMNS = new Set<string>(RECORD_COLUMNS)

function parseJson<T>(text: string, fallback: T): T {
  try {
    const v = JSON.parse(text)
    return v === null || v === undefined ? fallback : (v as T)
  } catch {
    return fallback
  }
}

function parties(row: RecordRow): RecordParty[] {
  const list = parseJson<unknown>(row.parties, [])
  if (!Array.isArray(list)) return []
  return list
    .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object' && typeof (p as any).name === 'string')
    .map((p) => ({
      name: String(p.name),
      role: typeof p.role === 'string' ? p.role : '',
      ...(typeof p.pid === 'string' && p.pid ? { pid: p.pid } : {}),
      ...(typeof p.personId === 'string' && p.personId ? { personId: p.personId } : {}),
    }))
}

function detailOf(row: RecordRow): Record<string, unknown> {
  const d = parseJson<unknown>(row.detail, {})
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : {}
}

function fieldValue(v: unknown): string | number | null {
  if (v === undefined || v === null) return null
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string') return v
  if (typeof v === 'boolean') return v ? '是' : '否'
  if (Array.isArray(v)) return v.map(String).join('、')
  return JSON.stringify(v)
}

/** The API shape of one row: every detail field of its dimension under `fields`. */
export function toItem(row: RecordRow): RecordItem {
  const dim = getDimension(row.dimension)
  const ps = parties(row)
  const detail = detailOf(row)
  const columns: Record<string, string | number | null> = {
    title: row.title,
    date: row.date,
    amount: row.amount,
    refNo: row.ref_no ?? '',
    status: row.status,
    parties: ps.map((p) => (p.role ? `${p.name}（${p.role}）` : p.name)).join('、'),
  }
  const fields: Record<string, string | number | null> = {}
  for (const f of dim?.detailFields ?? []) {
    // a detail value wins over an empty column (e.g. refNo kept in detail by importers)
    const fromDetail = fieldValue(detail[f.key])
    fields[f.key] = COLUMNS.has(f.key)
      ? columns[f.key] === '' || columns[f.key] === null
        ? (fromDetail ?? columns[f.key])
        : columns[f.key]
      : fromDetail
  }
  return {
    id: row.id,
    dimension: row.dimension,
    ...(row.pid ? { pid: row.pid } : {}),
    ...(row.company_name ? { companyName: row.company_name } : {}),
    ...(row.person_id ? { personId: row.person_id } : {}),
    date: row.date ?? '',
    amount: row.amount,
    title: row.title,
    refNo: row.ref_no ?? '',
    status: row.status,
    parties: ps,
    fields,
    source: row.source || dim?.source || '',
    capturedAt: row.captured_at,
    isCurrent: row.is_current === 1,
  }
}

// ---------- legal cases ----------

/** The stage each legal dimension stands for in a case's life, from the registry. */
const STAGE_OF: Record<string, CaseStage['stage']> = Object.fromEntries(
  DIMENSIONS.filter((d) => d.caseStage).map((d) => [d.key, d.caseStage!]),
)
const STAGE_ORDER: readonly string[] = CASE_STAGE_ORDER
/** case views of the same proceedings: they name the case but are not stages of it */
const CASE_VIEWS = ['judicialCase', 'sueOther', 'quiltSueOther', 'contractDefault']
const LEGAL_DIMS = [...Object.keys(STAGE_OF), ...CASE_VIEWS]
const LEGAL_IN = LEGAL_DIMS.map((d) => `'${d}'`).join(',')
const JUDICIAL = DIMENSIONS.filter((d) => d.category === 'judicial')
const JUDICIAL_IN = JUDICIAL.map((d) => `'${d.key}'`).join(',')

/** the same number with the "之一" suffix used by follow-up documents (e.g. an equity freeze notice) */
const suffixed = (ref: string) => (ref.endsWith('号') ? `${ref}之一` : `${ref}号之一`)
const unsuffixed = (ref: string) => ref.replace(/之[一二三四五六七八九十]+$/, '')

const PLAINTIFF_SIDE = new Set(['原告', '申请执行人', '申请人', '守约方', '上诉人'])
const DEFENDANT_SIDE = new Set(['被告', '被执行人', '被申请人', '被限制人', '违约方', '被上诉人'])
const side = (role: string) => (PLAINTIFF_SIDE.has(role) ? 1 : DEFENDANT_SIDE.has(role) ? 2 : 0)

interface LegalRow {
  row: RecordRow
  detail: Record<string, unknown>
}

/** The case-number family root of a legal record: the first-instance number the generator and importers link to. */
function rootOf(l: LegalRow, relatedRoot: Map<string, string>): string {
  const ref = l.row.ref_no ?? ''
  const explicit = l.detail.caseRefNo
  if (typeof explicit === 'string' && explicit) return explicit
  if (l.row.dimension === 'dishonestExecutor' && typeof l.detail.basisNo === 'string' && l.detail.basisNo) return l.detail.basisNo
  const base = unsuffixed(ref)
  return relatedRoot.get(base) ?? base
}

/** refNo → root, from the related numbers each judicialCase lists (first one is the root) */
function relatedRoots(rows: LegalRow[]): Map<string, string> {
  const map = new Map<string, string>()
  for (const l of rows) {
    if (l.row.dimension !== 'judicialCase' || !l.row.ref_no) continue
    const rel = typeof l.detail.relatedRefNos === 'string' ? l.detail.relatedRefNos.split(/[；;,，\s]+/).filter(Boolean) : []
    for (const r of rel) map.set(r, l.row.ref_no)
  }
  return map
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : ''
}

function partyKey(p: RecordParty): string {
  return p.pid ? `c:${p.pid}` : p.personId ? `p:${p.personId}` : `n:${p.name}`
}

/** The company's role in a set of legal records. */
function roleIn(rows: LegalRow[], owner: Owner): string {
  for (const l of rows) {
    if (CASE_VIEWS.includes(l.row.dimension) && l.row.dimension !== 'judicialCase') continue
    const p = parties(l.row).find((x) => (owner.kind === 'company' ? x.pid === owner.pid : x.personId === owner.personId))
    if (p?.role) return p.role
  }
  if (rows.some((l) => l.row.dimension === 'sueOther')) return '原告'
  if (rows.some((l) => l.row.dimension === 'quiltSueOther')) return '被告'
  return ''
}

function dedupe(rows: LegalRow[]): LegalRow[] {
  const seen = new Set<string>()
  return rows.filter((l) => {
    const k = `${l.row.dimension}|${l.row.ref_no}|${l.row.date}|${l.row.title}`
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

const byStage = (a: LegalRow, b: LegalRow) =>
  (a.row.date ?? '').localeCompare(b.row.date ?? '') ||
  STAGE_ORDER.indexOf(STAGE_OF[a.row.dimension] ?? '其他') - STAGE_ORDER.indexOf(STAGE_OF[b.row.dimension] ?? '其他') ||
  a.row.id - b.row.id

function summarize(root: string, rows: LegalRow[], owner: Owner): CaseSummary {
  const sorted = [...rows].sort(byStage)
  const stageRows = sorted.filter((l) => STAGE_OF[l.row.dimension])
  const stages: string[] = []
  for (const l of stageRows) {
    const s = STAGE_OF[l.row.dimension]
    if (!stages.includes(s)) stages.push(s)
  }
  const jc = rows.find((l) => l.row.dimension === 'judicialCase')
  const any = (key: string) => rows.map((l) => str(l.detail[key])).find(Boolean) ?? ''
  const amounts = rows.map((l) => l.row.amount).filter((a): a is number => typeof a === 'number')
  const dates = sorted
    .map((l) => l.row.date)
    .filter((d): d is string => !!d)
    .sort()
  const filing = rows.find((l) => l.row.dimension === 'caseFiling')
  return {
    referenceNo: root,
    caseName: jc?.row.title || filing?.row.title || sorted[0].row.title,
    cause: any('cause'),
    court: any('court'),
    firstDate: dates[0] ?? '',
    lastDate: dates[dates.length - 1] ?? '',
    stageCount: stages.length,
    stages,
    amount: amounts.length ? Math.max(...amounts) : null,
    role: roleIn(rows, owner),
  }
}

/** Most case numbers one case family is read with; a family listing more is read by its first ones. */
export const MAX_FAMILY_REFS = 200

/**
 * Records of every dimension and the legal views built on them, on either database, through the Sql door.
 */
export interface RecordRepo {
  /** one page of a dimension's records of a company or person, with current/historical counts */
  list(q: ListQuery): Promise<DimensionListResult>
  row(id: number): Promise<RecordRow | undefined>
  detail(id: number): Promise<RecordDetail | null>
  /** records per year and per month over the 12 months ending with `month` (yyyy-mm) */
  trend(dimension: Dimension, owner: Owner, month: string): Promise<DimensionTrend>
  /** the owner's cases, one per case-number family, latest activity first */
  cases(owner: Owner): Promise<CaseSummary[]>
  caseDetail(referenceNo: string, companyId?: number): Promise<CaseDetail | null>
  /** the case's parties and their relations, at most MAX_CASE_NODES parties and MAX_CASE_EDGES relations */
  relationship(referenceNo: string, companyId?: number): Promise<CaseRelationship | null>
  lawSummary(owner: Owner & { kind: 'company' }): Promise<LawSummary>
  /** software (rj) / works (zp) copyrights whose title contains the keyword, newest first */
  copyrightSearch(keyword: string, type: CopyrightType | undefined, pageNum: number, pageSize: number): Promise<CopyrightSearchResult>
}

export class SqlRecordRepo implements RecordRepo {
  // prepared once: the change feed reads every record it applied
  private rowById?: Statement

  constructor(private readonly db: Sql) {}

  private ownerWhere(owner: Owner): { sql: string; arg: unknown } {
    return owner.kind === 'company' ? { sql: 'r.company_id = ?', arg: owner.id } : { sql: 'r.person_id = ?', arg: owner.personId }
  }

  /** One page of a dimension's records of a company or person, with current/historical counts. */
  async list(q: ListQuery): Promise<DimensionListResult> {
    const o = this.ownerWhere(q.owner)
    const where = ['r.dimension = ?', o.sql]
    const args: unknown[] = [q.dimension.key, o.arg]
    if (q.start) {
      where.push('r.date >= ?')
      args.push(q.start)
    }
    if (q.end) {
      where.push('r.date <= ?')
      args.push(q.end)
    }
    if (q.role) {
      const who = q.owner.kind === 'company' ? `j.value ->> 'pid' = ?` : `j.value ->> 'personId' = ?`
      where.push(`EXISTS (SELECT 1 FROM json_each(r.parties) j WHERE j.value ->> 'role' = ? AND ${who})`)
      args.push(q.role, q.owner.kind === 'company' ? q.owner.pid : q.owner.personId)
    }
    const base = where.join(' AND ')
    const counts = (await this.db
      .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(r.is_current = 1), 0) AS cur FROM records r WHERE ${base}`)
      .get(...args)) as { n: number; cur: number }
    const currentCount = counts.cur
    const historyCount = counts.n - counts.cur
    const total = q.current === undefined ? counts.n : q.current ? currentCount : historyCount
    const filter = q.current === undefined ? '' : ` AND r.is_current = ${q.current ? 1 : 0}`
    const dir = q.order === 'asc' ? 'ASC' : 'DESC'
    const orderBy =
      q.sort === 'amount' ? `r.amount IS NULL, r.amount ${dir}, r.date DESC, r.id DESC` : `r.date IS NULL, r.date ${dir}, r.id ${dir}`
    const offset = (q.pageNum - 1) * q.pageSize
    const rows =
      offset >= total
        ? []
        : ((await this.db
            .prepare(`${RECORD_SELECT} WHERE ${base}${filter} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
            .all(...args, q.pageSize, offset)) as RecordRow[])
    return {
      dimension: q.dimension.key,
      total,
      totalText: totalText(total),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      list: rows.map(toItem),
      currentCount,
      historyCount,
    }
  }

  async row(id: number): Promise<RecordRow | undefined> {
    this.rowById ??= this.db.prepare(`${RECORD_SELECT} WHERE r.id = ?`)
    return (await this.rowById.get(id)) as RecordRow | undefined
  }

  async detail(id: number): Promise<RecordDetail | null> {
    const row = await this.row(id)
    if (!row) return null
    const item: RecordDetail = toItem(row)
    if (LEGAL_DIMS.includes(row.dimension) && row.ref_no) {
      const fam = await this.family(row.ref_no, row.company_id ?? undefined)
      if (fam) item.caseRefNo = fam.root
    }
    return item
  }

  /** Records per year (with amounts) and per month over the 12 months ending with `month` (yyyy-mm). */
  async trend(dimension: Dimension, owner: Owner, month: string): Promise<DimensionTrend> {
    const o = this.ownerWhere(owner)
    const byYear = (
      (await this.db
        .prepare(
          `SELECT CAST(substr(r.date, 1, 4) AS INTEGER) AS year, COUNT(*) AS count, COALESCE(SUM(r.amount), 0) AS amount
        FROM records r WHERE r.dimension = ? AND ${o.sql} AND r.date IS NOT NULL GROUP BY year ORDER BY year`,
        )
        .all(dimension.key, o.arg)) as Array<{ year: number; count: number; amount: number }>
    ).map((r) => ({ ...r, amount: Math.round(r.amount * 100) / 100 }))
    const months: string[] = []
    let [y, m] = month.split('-').map(Number)
    for (let i = 0; i < 12; i++) {
      months.unshift(`${y}-${String(m).padStart(2, '0')}`)
      m -= 1
      if (m === 0) {
        m = 12
        y -= 1
      }
    }
    const counted = new Map(
      (
        (await this.db
          .prepare(
            `SELECT substr(r.date, 1, 7) AS month, COUNT(*) AS n FROM records r
        WHERE r.dimension = ? AND ${o.sql} AND r.date >= ? AND r.date < ? GROUP BY month`,
          )
          .all(dimension.key, o.arg, `${months[0]}-01`, `${month}-99`)) as Array<{ month: string; n: number }>
      ).map((r) => [r.month, r.n]),
    )
    return { dimension: dimension.key, byYear, byMonth: months.map((mo) => ({ month: mo, count: counted.get(mo) ?? 0 })) }
  }

  // ---------- legal ----------

  private async legalByRefs(refs: string[], companyId?: number): Promise<LegalRow[]> {
    const all = [...new Set(refs.flatMap((r) => [r, suffixed(r)]))]
    if (all.length === 0) return []
    const rows = (await this.db
      .prepare(
        `${RECORD_SELECT} WHERE r.ref_no IN (${all.map(() => '?').join(',')}) AND r.dimension IN (${LEGAL_IN})${companyId ? ' AND r.company_id = ?' : ''}`,
      )
      .all(...all, ...(companyId ? [companyId] : []))) as RecordRow[]
    return rows.map((row) => ({ row, detail: detailOf(row) }))
  }

  private async legalOf(owner: Owner): Promise<LegalRow[]> {
    const o = this.ownerWhere(owner)
    const rows = (await this.db
      .prepare(`${RECORD_SELECT} WHERE ${o.sql} AND r.dimension IN (${LEGAL_IN}) AND r.ref_no IS NOT NULL AND r.ref_no <> ''`)
      .all(o.arg)) as RecordRow[]
    return rows.map((row) => ({ row, detail: detailOf(row) }))
  }

  /** The company's cases, one per case-number family, latest activity first. */
  async cases(owner: Owner): Promise<CaseSummary[]> {
    const rows = await this.legalOf(owner)
    const related = relatedRoots(rows)
    const groups = new Map<string, LegalRow[]>()
    for (const l of rows) {
      const root = rootOf(l, related)
      if (!groups.has(root)) groups.set(root, [])
      groups.get(root)!.push(l)
    }
    return [...groups.entries()]
      .map(([root, list]) => summarize(root, list, owner))
      .sort((a, b) => b.lastDate.localeCompare(a.lastDate) || a.referenceNo.localeCompare(b.referenceNo))
  }

  /** The rows of one case family found from any of its numbers (optionally only one company's copies). */
  private async family(referenceNo: string, companyId?: number): Promise<{ root: string; rows: LegalRow[] } | null> {
    const first = await this.legalByRefs([unsuffixed(referenceNo)], companyId)
    if (first.length === 0) return null
    let related = relatedRoots(first)
    const roots = new Set(first.map((l) => rootOf(l, related)))
    // the case record of each root lists every number of the family
    const heads = await this.legalByRefs([...roots].slice(0, MAX_FAMILY_REFS), companyId)
    related = relatedRoots([...first, ...heads])
    const rooted = new Set([...roots].map((r) => related.get(r) ?? r))
    const refs = new Set<string>(rooted)
    for (const [ref, root] of related) if (rooted.has(root)) refs.add(ref)
    const rows = (await this.legalByRefs([...refs].slice(0, MAX_FAMILY_REFS), companyId)).filter((l) => rooted.has(rootOf(l, related)))
    return { root: [...rooted].sort()[0], rows: dedupe(rows) }
  }

  async caseDetail(referenceNo: string, companyId?: number): Promise<CaseDetail | null> {
    const fam = await this.family(referenceNo, companyId)
    if (!fam) return null
    const rows = [...fam.rows].sort(byStage)
    const stages: CaseStage[] = rows
      .filter((l) => STAGE_OF[l.row.dimension])
      .map((l) => ({ stage: STAGE_OF[l.row.dimension], dimension: l.row.dimension, record: toItem(l.row) }))
    const partyMap = new Map<string, RecordParty>()
    const main = rows.filter((l) => ['caseFiling', 'courtSession', 'judgmentDocument', 'judicialCase'].includes(l.row.dimension))
    for (const l of [...main, ...rows.filter((x) => !main.includes(x) && !CASE_VIEWS.includes(x.row.dimension))]) {
      for (const p of parties(l.row)) if (!partyMap.has(partyKey(p))) partyMap.set(partyKey(p), p)
    }
    const jc = rows.find((l) => l.row.dimension === 'judicialCase')
    const any = (key: string) => rows.map((l) => str(l.detail[key])).find(Boolean) ?? ''
    const amounts = rows.map((l) => l.row.amount).filter((a): a is number => typeof a === 'number')
    const last = stages[stages.length - 1]
    return {
      referenceNo: fam.root,
      caseName: jc?.row.title || rows.find((l) => l.row.dimension === 'caseFiling')?.row.title || rows[0].row.title,
      court: any('court'),
      cause: any('cause'),
      amount: amounts.length ? Math.max(...amounts) : null,
      parties: [...partyMap.values()],
      stages,
      latestStatus: jc?.row.status || (last ? last.stage : ''),
    }
  }

  async relationship(referenceNo: string, companyId?: number): Promise<CaseRelationship | null> {
    const c = await this.caseDetail(referenceNo, companyId)
    if (!c) return null
    const everyone = new Map<string, RecordParty>()
    for (const p of c.parties) everyone.set(partyKey(p), p)
    for (const s of c.stages) for (const p of s.record.parties) if (!everyone.has(partyKey(p))) everyone.set(partyKey(p), p)
    let truncated = everyone.size > MAX_CASE_NODES
    const nodes: CaseRelationship['nodes'] = [...everyone.entries()].slice(0, MAX_CASE_NODES).map(([id, p]) => ({
      id,
      name: p.name,
      kind: p.personId || (!p.pid && [...p.name].length <= 4) ? 'person' : 'company',
      ...(p.pid ? { pid: p.pid } : {}),
      ...(p.personId ? { personId: p.personId } : {}),
      role: p.role,
    }))
    const edges: CaseRelationship['edges'] = []
    const seen = new Set<string>()
    const add = (from: string, to: string, relation: string) => {
      const k = [from, to].sort().join('|') + relation
      if (from === to || seen.has(k)) return
      if (edges.length >= MAX_CASE_EDGES) {
        truncated = true
        return
      }
      seen.add(k)
      edges.push({ from, to, relation })
    }
    // registered ties first: they are few, and a crowd of co-parties must not push them out
    for (const t of await this.registeredTies(nodes)) add(t.from, t.to, t.relation)
    for (let i = 0; i < nodes.length && edges.length < MAX_CASE_EDGES; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const [a, b] = [side(nodes[i].role), side(nodes[j].role)]
        if (a && b && a !== b) add(a === 1 ? nodes[i].id : nodes[j].id, a === 1 ? nodes[j].id : nodes[i].id, '诉讼')
        else if (a && a === b) add(nodes[i].id, nodes[j].id, '共同')
      }
    }
    return { referenceNo: c.referenceNo, nodes, edges, truncated }
  }

  /** Registered ties among the parties: roles of persons in companies, company shareholdings. */
  private async registeredTies(nodes: CaseRelationship['nodes']): Promise<Array<{ from: string; to: string; relation: string }>> {
    const out: Array<{ from: string; to: string; relation: string }> = []
    const pids = nodes.filter((n) => n.pid).map((n) => n.pid!)
    const personIds = nodes.filter((n) => n.personId).map((n) => n.personId!)
    if (pids.length && personIds.length) {
      const ties = (await this.db
        .prepare(
          `SELECT r.person_id, c.pid, r.role FROM roles r JOIN companies c ON c.id = r.company_id
          WHERE r.to_date IS NULL AND r.person_id IN (${personIds.map(() => '?').join(',')}) AND c.pid IN (${pids.map(() => '?').join(',')})`,
        )
        .all(...personIds, ...pids)) as Array<{ person_id: string; pid: string; role: string }>
      const label: Record<string, string> = { legal: '法定代表人', shareholder: '股东', executive: '高管' }
      for (const t of ties) out.push({ from: `p:${t.person_id}`, to: `c:${t.pid}`, relation: label[t.role] ?? t.role })
    }
    if (pids.length > 1) {
      const marks = pids.map(() => '?').join(',')
      const owns = (await this.db
        .prepare(
          `SELECT a.pid AS investor, b.pid AS investee FROM ownership o JOIN companies a ON a.id = o.investor_id JOIN companies b ON b.id = o.investee_id
          WHERE a.pid IN (${marks}) AND b.pid IN (${marks})`,
        )
        .all(...pids, ...pids)) as Array<{ investor: string; investee: string }>
      for (const o of owns) out.push({ from: `c:${o.investor}`, to: `c:${o.investee}`, relation: '股东' })
    }
    return out
  }

  /** lawIndex: every judicial dimension's count, by year and by the company's role, and the amounts of its cases. */
  async lawSummary(owner: Owner & { kind: 'company' }): Promise<LawSummary> {
    const counts = new Map(
      (
        (await this.db
          .prepare(`SELECT dimension, COUNT(*) AS n FROM records WHERE company_id = ? AND dimension IN (${JUDICIAL_IN}) GROUP BY dimension`)
          .all(owner.id)) as Array<{ dimension: string; n: number }>
      ).map((r) => [r.dimension, r.n]),
    )
    const byYear = (await this.db
      .prepare(
        `SELECT CAST(substr(date, 1, 4) AS INTEGER) AS year, COUNT(*) AS count FROM records
        WHERE company_id = ? AND dimension IN (${JUDICIAL_IN}) AND date IS NOT NULL GROUP BY year ORDER BY year`,
      )
      .all(owner.id)) as Array<{ year: number; count: number }>
    const roles = new Map<string, number>()
    const rows = (await this.db
      .prepare(`SELECT parties FROM records WHERE company_id = ? AND dimension IN (${JUDICIAL_IN})`)
      .all(owner.id)) as Array<{ parties: string }>
    for (const r of rows) {
      const mine = parties({ parties: r.parties } as RecordRow).find((p) => p.pid === owner.pid)
      const role = mine?.role || '其他'
      roles.set(role, (roles.get(role) ?? 0) + 1)
    }
    const cases = await this.cases(owner)
    const dimensions = JUDICIAL.map((d) => ({ key: d.key, label: d.label, count: counts.get(d.key) ?? 0 }))
    return {
      pid: owner.pid,
      total: dimensions.reduce((s, d) => s + d.count, 0),
      dimensions,
      byYear,
      byRole: [...roles.entries()]
        .map(([role, count]) => ({ role, count }))
        .sort((a, b) => b.count - a.count || a.role.localeCompare(b.role, 'zh')),
      amountTotal: Math.round(cases.reduce((s, c) => s + (c.amount ?? 0), 0) * 100) / 100,
    }
  }

  // ---------- copyright search ----------

  /** Software (rj) / works (zp) copyrights of every company whose title contains the keyword, newest first. */
  async copyrightSearch(
    keyword: string,
    type: CopyrightType | undefined,
    pageNum: number,
    pageSize: number,
  ): Promise<CopyrightSearchResult> {
    const dims = type === 'rj' ? ['softwareCopyright'] : type === 'zp' ? ['workCopyright'] : ['softwareCopyright', 'workCopyright']
    const ids = this.db.dialect === 'pg' ? await this.pgCopyrightIds(keyword, dims, pageNum, pageSize) : null
    const dimSql = `dimension IN (${dims.map(() => '?').join(',')})`
    // 3+ characters: the trigram index, the whole keyword as one quoted string; shorter: a scan of the (small)
    // copyright title table only
    const match =
      [...keyword].length >= 3
        ? { sql: `copyright_fts MATCH ?`, arg: ftsIn(['title'], ftsString(keyword)) }
        : { sql: `instr(lower(title), ?) > 0`, arg: keyword.toLowerCase() }
    const where = `${match.sql} AND ${dimSql}`
    const total =
      ids?.total ??
      ((await this.db.prepare(`SELECT COUNT(*) AS n FROM copyright_fts WHERE ${where}`).get(match.arg, ...dims)) as { n: number }).n
    const offset = (pageNum - 1) * pageSize
    // the page is chosen inside the index (date rides along), then only its rows are read from records
    const page =
      ids?.page ??
      (offset >= total
        ? []
        : (
            (await this.db
              .prepare(`SELECT rowid AS id FROM copyright_fts WHERE ${where} ORDER BY date DESC, rowid DESC LIMIT ? OFFSET ?`)
              .all(match.arg, ...dims, pageSize, offset)) as Array<{ id: number }>
          ).map((r) => r.id))
    const byId = new Map(
      (page.length
        ? ((await this.db.prepare(`${RECORD_SELECT} WHERE r.id IN (${page.map(() => '?').join(',')})`).all(...page)) as RecordRow[])
        : []
      ).map((r) => [r.id, r]),
    )
    const rows = page.map((id) => byId.get(id)).filter((r): r is RecordRow => !!r)
    return { total, totalText: totalText(total), pageNum, pageSize, list: rows.map(toItem) }
  }

  /**
   * The copyright search's total and page on PostgreSQL, from records itself: 3+ characters through the GIN index of
   * the copyright titles (migration-pg 003, pgHolds), shorter ones by a scan of the copyright records. The dimensions
   * are written into the statement so that the indexes limited to them apply.
   */
  private async pgCopyrightIds(keyword: string, dims: string[], pageNum: number, pageSize: number) {
    const match =
      [...keyword].length >= 3 ? pgHolds('r.title', keyword) : { sql: 'instr(lower(r.title), ?) > 0', args: [keyword.toLowerCase()] }
    const where = `r.dimension IN (${dims.map((d) => `'${d}'`).join(', ')}) AND ${match.sql}`
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n FROM records r WHERE ${where}`).get(...match.args)) as { n: number }).n
    const offset = (pageNum - 1) * pageSize
    const page =
      offset >= total
        ? []
        : (
            (await this.db
              .prepare(`SELECT r.id FROM records r WHERE ${where} ORDER BY coalesce(r.date, '') DESC, r.id DESC LIMIT ? OFFSET ?`)
              .all(...match.args, pageSize, offset)) as Array<{ id: number }>
          ).map((r) => r.id)
    return { total, page }
  }
}
