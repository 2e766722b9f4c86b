/**
 * The JSONL importer's reads and writes, a batch of rows per statement on either store: lookups take a JSON list of
 * keys, writes send many rows in one multi-row VALUES. Call them inside one `atomically`.
 */
import type { Sql } from './sql'

/** The company columns an import line sets (besides pid), in the order they are sent. */
export const COMPANY_IMPORT_COLUMNS = [
  'name',
  'former_names',
  'brand',
  'credit_code',
  'legal_person',
  'legal_person_id',
  'reg_capital',
  'paid_capital',
  'currency',
  'established',
  'status',
  'company_type',
  'industry_code',
  'industry',
  'province_code',
  'city_code',
  'region_code',
  'region_name',
  'address',
  'scope',
  'phone',
  'email',
  'website',
  'parent_pid',
  'source',
  'captured_at',
] as const

export type CompanyImportRow = { pid: string } & Record<(typeof COMPANY_IMPORT_COLUMNS)[number], string | number | null>

/** Company columns whose change an import reports, with the registration field they are. */
export const WATCHED_COLUMNS: Array<[string, string]> = [
  ['name', '企业名称'],
  ['legal_person', '法定代表人'],
  ['reg_capital', '注册资本'],
  ['status', '经营状态'],
  ['company_type', '企业类型'],
  ['address', '住所'],
  ['scope', '经营范围'],
]

export interface StoredCompany {
  id: number
  pid: string
  [column: string]: string | number | null
}

export interface StoredRole {
  id: number
  company_id: number
  person_id: string
  role: string
  position: string
  share: number | null
  amount: number | null
  from_date: string | null
  to_date: string | null
}

export interface RoleRow {
  companyId: number
  personId: string
  role: string
  position: string
  share: number | null
  amount: number | null
  fromDate: string | null
  toDate: string | null
}

export interface OwnershipRow {
  investorId: number
  investeeId: number
  share: number
  amount: number | null
  fromDate: string | null
}

export interface RecordImportRow {
  dimension: string
  companyId: number | null
  personId: string | null
  date: string | null
  amount: number | null
  title: string
  refNo: string | null
  parties: string
  status: string
  detail: string
  source: string
  capturedAt: string
  isCurrent: number
}

export interface RecordKey {
  dimension: string
  company_id: number | null
  person_id: string | null
  date: string | null
  title: string
  ref_no: string | null
}

export interface ChangeRow {
  companyId: number
  field: string
  before: string
  after: string
  date: string
}

export interface ChangeKey {
  company_id: number
  field: string
  before: string
  after: string
  date: string
}

/** values per statement: under SQLite's and PostgreSQL's parameter limits, and lists long enough to amortise a call */
const MAX_PARAMS = 12_000
const MAX_ROWS = 500
/** keys per JSON list of a lookup */
const LIST = 5_000

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

const rowsPerStatement = (columns: number) => Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)))
const placeholders = (rows: number, columns: number) =>
  Array.from({ length: rows }, () => `(${Array.from({ length: columns }, () => '?').join(', ')})`).join(', ')

export class SqlImportRepo {
  constructor(private readonly db: Sql) {}

  /** one statement per list of keys, the answers concatenated */
  private async lookup<T>(text: string, keys: Array<string | number>, ...more: unknown[]): Promise<T[]> {
    const out: T[] = []
    for (const part of chunks([...new Set(keys)], LIST)) out.push(...(await this.db.prepare(text).all<T>(JSON.stringify(part), ...more)))
    return out
  }

  /** rows sent a batch per statement; `each` gives the values of one row in column order */
  private async insert<R, A = never>(head: string, columns: number, rows: R[], each: (r: R) => unknown[], tail = ''): Promise<A[]> {
    const out: A[] = []
    for (const part of chunks(rows, rowsPerStatement(columns))) {
      const stmt = this.db.prepare(`${head} VALUES ${placeholders(part.length, columns)}${tail}`)
      const values = part.flatMap(each)
      if (tail.includes('RETURNING')) out.push(...(await stmt.all<A>(...values)))
      else await stmt.run(...values)
    }
    return out
  }

  async companiesByPid(pids: string[]): Promise<StoredCompany[]> {
    return this.lookup<StoredCompany>(
      `SELECT id, pid, ${WATCHED_COLUMNS.map(([c]) => c).join(', ')} FROM companies WHERE pid IN (SELECT value FROM json_each(?))`,
      pids,
    )
  }

  async existingPersons(personIds: string[]): Promise<string[]> {
    const rows = await this.lookup<{ person_id: string }>(
      'SELECT person_id FROM persons WHERE person_id IN (SELECT value FROM json_each(?))',
      personIds,
    )
    return rows.map((r) => r.person_id)
  }

  /** every role of these companies, oldest first */
  async rolesOf(companyIds: number[]): Promise<StoredRole[]> {
    const rows = await this.lookup<StoredRole>(
      `SELECT id, company_id, person_id, role, position, share, amount, from_date, to_date FROM roles
       WHERE company_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))`,
      companyIds,
    )
    return rows.sort((a, b) => a.id - b.id)
  }

  async ownershipOf(investorIds: number[]): Promise<Array<{ id: number; investor_id: number; investee_id: number }>> {
    return this.lookup(
      'SELECT id, investor_id, investee_id FROM ownership WHERE investor_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))',
      investorIds,
    )
  }

  /** the identifying columns of the stored records of these companies and of these persons (without a company) */
  async recordKeys(companyIds: number[], personIds: string[], dimensions: string[]): Promise<RecordKey[]> {
    const dims = JSON.stringify([...new Set(dimensions)])
    const cols = 'dimension, company_id, person_id, date, title, ref_no'
    return [
      ...(await this.lookup<RecordKey>(
        `SELECT ${cols} FROM records WHERE company_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))
         AND dimension IN (SELECT value FROM json_each(?))`,
        companyIds,
        dims,
      )),
      ...(await this.lookup<RecordKey>(
        `SELECT ${cols} FROM records WHERE company_id IS NULL AND person_id IN (SELECT value FROM json_each(?))
         AND dimension IN (SELECT value FROM json_each(?))`,
        personIds,
        dims,
      )),
    ]
  }

  async changeKeys(companyIds: number[]): Promise<ChangeKey[]> {
    return this.lookup<ChangeKey>(
      'SELECT company_id, field, before, after, date FROM changes WHERE company_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))',
      companyIds,
    )
  }

  /** Inserts new companies and overwrites the imported columns of stored ones (by pid); answers every row's id. */
  async upsertCompanies(rows: CompanyImportRow[]): Promise<Array<{ id: number; pid: string }>> {
    const cols = ['pid', ...COMPANY_IMPORT_COLUMNS]
    return this.insert(
      `INSERT INTO companies (${cols.join(', ')})`,
      cols.length,
      rows,
      (r) => cols.map((c) => r[c as keyof CompanyImportRow]),
      ` ON CONFLICT(pid) DO UPDATE SET ${COMPANY_IMPORT_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')} RETURNING id, pid`,
    )
  }

  async upsertPersons(rows: Array<{ personId: string; name: string }>): Promise<void> {
    await this.insert(
      'INSERT INTO persons (person_id, name)',
      2,
      rows,
      (r) => [r.personId, r.name],
      ' ON CONFLICT(person_id) DO UPDATE SET name = excluded.name',
    )
  }

  async deleteRoles(ids: number[]): Promise<void> {
    for (const part of chunks(ids, LIST))
      await this.db.prepare('DELETE FROM roles WHERE id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))').run(JSON.stringify(part))
  }

  async insertRoles(rows: RoleRow[]): Promise<void> {
    await this.insert('INSERT INTO roles (company_id, person_id, role, position, share, amount, from_date, to_date)', 8, rows, (r) => [
      r.companyId,
      r.personId,
      r.role,
      r.position,
      r.share,
      r.amount,
      r.fromDate,
      r.toDate,
    ])
  }

  async deleteOwnership(ids: number[]): Promise<void> {
    for (const part of chunks(ids, LIST))
      await this.db.prepare('DELETE FROM ownership WHERE id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))').run(JSON.stringify(part))
  }

  async insertOwnership(rows: OwnershipRow[]): Promise<void> {
    await this.insert('INSERT INTO ownership (investor_id, investee_id, share, amount, from_date)', 5, rows, (r) => [
      r.investorId,
      r.investeeId,
      r.share,
      r.amount,
      r.fromDate,
    ])
  }

  /**
   * The new records' ids, in the order of `rows`: both stores insert the rows of one VALUES list in order and answer
   * RETURNING in that order.
   */
  async insertRecords(rows: RecordImportRow[]): Promise<number[]> {
    const ids = await this.insert<RecordImportRow, { id: number }>(
      'INSERT INTO records (dimension, company_id, person_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)',
      13,
      rows,
      (r) => [
        r.dimension,
        r.companyId,
        r.personId,
        r.date,
        r.amount,
        r.title,
        r.refNo,
        r.parties,
        r.status,
        r.detail,
        r.source,
        r.capturedAt,
        r.isCurrent,
      ],
      ' RETURNING id',
    )
    return ids.map((r) => Number(r.id))
  }

  /** The new changes' ids, in the order of `rows` (as insertRecords). */
  async insertChanges(rows: ChangeRow[]): Promise<number[]> {
    const ids = await this.insert<ChangeRow, { id: number }>(
      'INSERT INTO changes (company_id, field, before, after, date)',
      5,
      rows,
      (r) => [r.companyId, r.field, r.before, r.after, r.date],
      ' RETURNING id',
    )
    return ids.map((r) => Number(r.id))
  }

  /** The legal representative named on each of these companies becomes its newest current 'legal' role, where it has one. */
  async followLegalRoles(companyIds: number[]): Promise<void> {
    const legal = `FROM roles r JOIN persons p ON p.person_id = r.person_id
      WHERE r.company_id = companies.id AND r.role = 'legal' AND r.to_date IS NULL`
    for (const part of chunks([...new Set(companyIds)], LIST))
      await this.db
        .prepare(
          `UPDATE companies SET
             legal_person = (SELECT p.name ${legal} ORDER BY r.id DESC LIMIT 1),
             legal_person_id = (SELECT p.person_id ${legal} ORDER BY r.id DESC LIMIT 1)
           WHERE id IN (SELECT CAST(value AS INTEGER) FROM json_each(?)) AND EXISTS (SELECT 1 ${legal})`,
        )
        .run(JSON.stringify(part))
  }
}
