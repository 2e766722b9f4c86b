/**
 * Copies every table a PostgreSQL schema shares with a SQLite database, with COPY (pg-copy-streams): the bulk path of
 * seeding and of moving a SQLite deployment onto PostgreSQL. Tables load parents first (foreign keys), each from a
 * streaming read of SQLite with its triggers off (the tables they fill are copied as they are), and the id sequences
 * then continue after the largest id copied.
 */
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import type { Pool } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { DB } from '../store/db'

export interface CopyReport {
  table: string
  rows: number
}

/** One CSV field: NULL is an empty unquoted field, text is quoted, bytes are PostgreSQL's hex form. */
function csvField(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (Buffer.isBuffer(v)) return `\\x${v.toString('hex')}`
  if (typeof v === 'number' || typeof v === 'bigint') return String(v)
  return `"${String(v).replace(/"/g, '""')}"`
}

/** The tables of the current schema in an order where each comes after the tables its foreign keys point to. */
async function tablesInLoadOrder(pool: Pick<Pool, 'query'>): Promise<Array<{ table: string; columns: string[] }>> {
  const cols = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name <> 'schema_migrations' ORDER BY table_name, ordinal_position`,
  )
  const fks = await pool.query<{ child: string; parent: string }>(
    `SELECT tc.table_name AS child, ccu.table_name AS parent FROM information_schema.table_constraints tc
     JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
  )
  const columns = new Map<string, string[]>()
  for (const r of cols.rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name])
  const parents = new Map<string, Set<string>>()
  for (const r of fks.rows) if (r.child !== r.parent) parents.set(r.child, (parents.get(r.child) ?? new Set()).add(r.parent))
  const out: Array<{ table: string; columns: string[] }> = []
  const placed = new Set<string>()
  const place = (t: string, path: Set<string>) => {
    if (placed.has(t) || path.has(t)) return
    path.add(t)
    for (const p of parents.get(t) ?? []) place(p, path)
    placed.add(t)
    out.push({ table: t, columns: columns.get(t) ?? [] })
  }
  for (const t of [...columns.keys()].sort()) place(t, new Set())
  return out
}

export async function copySqliteIntoPg(db: DB, pool: Pool, onTable?: (r: CopyReport) => void): Promise<CopyReport[]> {
  const sqliteTables = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
  )
  const reports: CopyReport[] = []
  const client = await pool.connect()
  // one transaction: a copy cut short (a killed process, a bad row) leaves the database as it was
  await client.query('BEGIN')
  try {
    const tables = (await tablesInLoadOrder(client)).filter((t) => sqliteTables.has(t.table))
    // the copy replaces what the migrations put in (reference rows the SQLite side holds as well)
    if (tables.length) await client.query(`TRUNCATE ${tables.map((t) => `"${t.table}"`).join(', ')}`)
    for (const { table, columns } of tables) {
      const have = new Set((db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{ name: string }>).map((c) => c.name))
      const shared = columns.filter((c) => have.has(c))
      const list = shared.map((c) => `"${c}"`).join(', ')
      let rows = 0
      const lines = (function* () {
        for (const r of db.prepare(`SELECT ${list} FROM "${table}"`).raw().iterate() as Iterable<unknown[]>) {
          rows++
          yield `${r.map(csvField).join(',')}\n`
        }
      })()
      // the tables triggers keep in step are copied too, so the triggers stay off while copying
      await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`)
      await pipeline(Readable.from(lines), client.query(copyFrom(`COPY "${table}" (${list}) FROM STDIN WITH (FORMAT csv)`)))
      await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`)
      const seq = shared.includes('id')
        ? (await client.query<{ s: string | null }>("SELECT pg_get_serial_sequence($1, 'id') AS s", [`"${table}"`])).rows[0]?.s
        : null
      if (seq)
        await client.query(
          `SELECT setval($1, GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1), (SELECT COUNT(*) > 0 FROM "${table}"))`,
          [seq],
        )
      reports.push({ table, rows })
      onTable?.({ table, rows })
    }
    await client.query('COMMIT')
  } catch (e) {
    await client.query('ROLLBACK')
    throw e
  } finally {
    client.release()
  }
  // the copied tables only: a bare ANALYZE would read every table of the database, other schemas' too
  if (reports.length) await pool.query(`ANALYZE ${reports.map((r) => `"${r.table}"`).join(', ')}`)
  return reports
}
