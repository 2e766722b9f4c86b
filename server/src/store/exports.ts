/**
 * Exports: the audit row of each export (who, what, how many rows, the file), the daily count, and the reads of an
 * export's rows: on SQLite over a read-only connection of its own (see server/src/export/xlsx-writer.ts on why), on
 * PostgreSQL in one read-only REPEATABLE READ transaction, so every sheet of a file reads the same moment.
 */
import path from 'node:path'
import os from 'node:os'
import Database from 'better-sqlite3'
import type { ExportKind } from '../../../contract/schemas/export'
import type { Sql } from './sql'
import { SqliteSql, sqliteHandle } from './sqlite-sql'
import { RECORD_SELECT, type RecordRow } from './records'
import { searchRepoFor, type SearchRepo } from './search'
import { SqlCompanyRepo, type CompanyRepo } from './companies'

/** as stored: 'pending' while the file is being written */
export type ExportRowState = 'pending' | 'ready' | 'expired' | 'failed'

export interface ExportRow {
  id: number
  user_id: string
  kind: ExportKind
  title: string
  params: string
  level: number
  max_rows: number
  rows: number
  capped: number
  bytes: number
  file: string
  state: ExportRowState
  day: string
  created_at: number
  expires_at: number
  source_id: number | null
  /** a phone export: the order that paid for it */
  order_no: string | null
}

export interface NewExport {
  userId: string
  kind: ExportKind
  title: string
  /** JSON */
  params: string
  level: number
  maxRows: number
  file: string
  day: string
  createdAt: number
  expiresAt: number
  sourceId: number | null
  orderNo?: string | null
}

/** One known number of a company, from its published or suspected phone records. */
export interface PhoneRecord {
  companyId: number
  dimension: 'phone' | 'suspectedPhone'
  number: string
  /** 固定电话 / 手机 …, as recorded */
  phoneType: string
  sourceName: string
  date: string | null
}

/** What one export reads, while `ExportRepo.read` runs its work. */
export interface ExportReader {
  search: SearchRepo
  companies: CompanyRepo
  /** a company's records of one dimension in the list's order (newest first), read as they are written out */
  records(dimension: string, companyId: number): AsyncIterable<RecordRow>
  /** the phone and suspected-phone records of these companies, newest first */
  phones(companyIds: number[]): Promise<PhoneRecord[]>
}

export interface ExportRepo {
  /** a pending export when the user has fewer than `perDay` on its day (failed ones do not count), else null */
  reserve(e: NewExport, perDay: number): Promise<number | null>
  /** a pending export paid by an order, outside the daily count; null when the order already has one pending or ready */
  reserveForOrder(e: NewExport & { orderNo: string }): Promise<number | null>
  /** the order's export that is pending or ready (or expired), if any */
  byOrder(orderNo: string): Promise<ExportRow | undefined>
  /** the order's exports still pending: a delivery taken over from a writer that died */
  pendingOfOrder(orderNo: string): Promise<ExportRow[]>
  /** the order a paid export belongs to is paid and its file delivered (not refunded, not being refunded) */
  orderDelivered(orderNo: string): Promise<boolean>
  finish(id: number, r: { rows: number; capped: boolean; bytes: number }): Promise<void>
  fail(id: number): Promise<void>
  /** a paid export that was not delivered after all (its order moved on): failed, whether pending or ready */
  discard(id: number): Promise<void>
  expire(id: number): Promise<void>
  usedOn(userId: string, day: string): Promise<number>
  byId(userId: string, id: number): Promise<ExportRow | undefined>
  /** the user's exports, newest first, without those still being written */
  list(userId: string, limit: number, offset: number): Promise<ExportRow[]>
  count(userId: string): Promise<number>
  /** ready exports past their expiry, and pending ones begun before `staleBefore` (a write that never finished) */
  due(now: number, staleBefore: number): Promise<ExportRow[]>
  /** Runs `work` with a reader of the export's rows (which it must not use after `work` has ended). */
  read<T>(work: (reader: ExportReader) => Promise<T>): Promise<T>
  /** where export files go when no folder is configured: `exports` beside the database file */
  defaultDir(): string
}

// paid exports are not counted against the day
const COUNTED = `state <> 'failed' AND order_no IS NULL`

export class SqlExportRepo implements ExportRepo {
  constructor(private readonly db: Sql) {}

  async reserve(e: NewExport, perDay: number): Promise<number | null> {
    return this.db.atomically(async () => {
      if ((await this.usedOn(e.userId, e.day)) >= perDay) return null
      const r = await this.db
        .prepare(
          `INSERT INTO exports (user_id, kind, title, params, level, max_rows, file, day, created_at, expires_at, source_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(e.userId, e.kind, e.title, e.params, e.level, e.maxRows, e.file, e.day, e.createdAt, e.expiresAt, e.sourceId)
      return Number(r.lastInsertRowid)
    })
  }

  async reserveForOrder(e: NewExport & { orderNo: string }): Promise<number | null> {
    const r = await this.db
      .prepare(
        `INSERT INTO exports (user_id, kind, title, params, level, max_rows, file, day, created_at, expires_at, source_id, order_no)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(e.userId, e.kind, e.title, e.params, e.level, e.maxRows, e.file, e.day, e.createdAt, e.expiresAt, e.sourceId, e.orderNo)
    return r.changes === 1 ? Number(r.lastInsertRowid) : null
  }

  async byOrder(orderNo: string): Promise<ExportRow | undefined> {
    return (await this.db
      .prepare(`SELECT * FROM exports WHERE order_no = ? AND state <> 'failed' ORDER BY id DESC LIMIT 1`)
      .get(orderNo)) as ExportRow | undefined
  }

  async pendingOfOrder(orderNo: string): Promise<ExportRow[]> {
    return (await this.db.prepare(`SELECT * FROM exports WHERE order_no = ? AND state = 'pending'`).all(orderNo)) as ExportRow[]
  }

  async orderDelivered(orderNo: string): Promise<boolean> {
    return Boolean(
      await this.db.prepare(`SELECT 1 FROM orders WHERE order_no = ? AND state = 'paid' AND delivery_state = 'delivered'`).get(orderNo),
    )
  }

  async finish(id: number, r: { rows: number; capped: boolean; bytes: number }): Promise<void> {
    await this.db
      .prepare(`UPDATE exports SET state = 'ready', rows = ?, capped = ?, bytes = ? WHERE id = ? AND state = 'pending'`)
      .run(r.rows, r.capped ? 1 : 0, r.bytes, id)
  }

  async fail(id: number): Promise<void> {
    await this.db.prepare(`UPDATE exports SET state = 'failed' WHERE id = ? AND state = 'pending'`).run(id)
  }

  async discard(id: number): Promise<void> {
    await this.db.prepare(`UPDATE exports SET state = 'failed' WHERE id = ? AND state IN ('pending', 'ready')`).run(id)
  }

  async expire(id: number): Promise<void> {
    await this.db.prepare(`UPDATE exports SET state = 'expired' WHERE id = ? AND state = 'ready'`).run(id)
  }

  async usedOn(userId: string, day: string): Promise<number> {
    return (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM exports WHERE user_id = ? AND day = ? AND ${COUNTED}`).get(userId, day)) as {
        n: number
      }
    ).n
  }

  async byId(userId: string, id: number): Promise<ExportRow | undefined> {
    return (await this.db.prepare('SELECT * FROM exports WHERE id = ? AND user_id = ?').get(id, userId)) as ExportRow | undefined
  }

  async list(userId: string, limit: number, offset: number): Promise<ExportRow[]> {
    return (await this.db
      .prepare(`SELECT * FROM exports WHERE user_id = ? AND state <> 'pending' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(userId, limit, offset)) as ExportRow[]
  }

  async count(userId: string): Promise<number> {
    return (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM exports WHERE user_id = ? AND state <> 'pending'`).get(userId)) as { n: number }
    ).n
  }

  async due(now: number, staleBefore: number): Promise<ExportRow[]> {
    return (await this.db
      .prepare(`SELECT * FROM exports WHERE (state = 'ready' AND expires_at <= ?) OR (state = 'pending' AND created_at < ?) ORDER BY id`)
      .all(now, staleBefore)) as ExportRow[]
  }

  async read<T>(work: (reader: ExportReader) => Promise<T>): Promise<T> {
    if (this.db.dialect === 'pg') return this.db.atomically(() => work(readerOver(this.db, true)), { readOnly: true })
    // an in-memory database has no file to open a second connection to: read it through this one, a sheet at a time
    const main = sqliteHandle(this.db)
    const own = !main.memory
    const raw = own ? new Database(main.name, { readonly: true, fileMustExist: true }) : main
    try {
      return await work(readerOver(own ? new SqliteSql(raw) : this.db, own))
    } finally {
      if (own) raw.close()
    }
  }

  defaultDir(): string {
    return this.db.fileDir ? path.join(this.db.fileDir, 'exports') : path.join(os.tmpdir(), 'yqc-exports')
  }
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text)
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * The reads of an export through `db` (its own SQLite connection, or the door inside the export's transaction).
 * `iterate`: stream a sheet's records; otherwise read each list whole.
 */
function readerOver(db: Sql, iterate: boolean): ExportReader {
  return {
    search: searchRepoFor(db),
    companies: new SqlCompanyRepo(db),
    async *records(dimension, companyId) {
      const stmt = db.prepare(`${RECORD_SELECT} WHERE r.dimension = ? AND r.company_id = ? ORDER BY r.date IS NULL, r.date DESC, r.id DESC`)
      yield* (iterate ? stmt.iterate(dimension, companyId) : await stmt.all(dimension, companyId)) as AsyncIterable<RecordRow>
    },
    async phones(companyIds) {
      if (!companyIds.length) return []
      const rows = (await db
        .prepare(
          `SELECT company_id, dimension, title, date, detail FROM records
           WHERE dimension IN ('phone', 'suspectedPhone') AND company_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?))
           ORDER BY company_id, date IS NULL, date DESC, id DESC`,
        )
        .all(JSON.stringify(companyIds))) as Array<{
        company_id: number
        dimension: PhoneRecord['dimension']
        title: string
        date: string | null
        detail: string
      }>
      return rows.map((r) => {
        const d = parseDetail(r.detail)
        return {
          companyId: r.company_id,
          dimension: r.dimension,
          number: r.title,
          phoneType: String(d.phoneType ?? ''),
          sourceName: String(d.sourceName ?? ''),
          date: r.date,
        }
      })
    },
  }
}
