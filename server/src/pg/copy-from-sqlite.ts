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
async function tablesInLoadOrder(
  pool: Pick<Pool, 'query'>,
): Promise<{ order: Array<{ table: string; columns: string[] }>; parents: Map<string, Set<string>> }> {
  // the catalogue itself: information_schema's views over it take a quarter of a second on a fresh schema
  const cols = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
       AND c.relname <> 'schema_migrations'
     ORDER BY c.relname, a.attnum`,
  )
  const fks = await pool.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
     WHERE k.contype = 'f' AND child.relnamespace = current_schema()::regnamespace`,
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
  return { order: out, parents }
}

/** The tables holding rows, with every table whose foreign keys point into them (TRUNCATE takes them together). */
async function filledWithReferrers(pool: Pick<Pool, 'query'>, tables: string[], parents: Map<string, Set<string>>): Promise<string[]> {
  if (!tables.length) return []
  const filled = await pool.query<{ t: string }>(
    tables.map((t) => `SELECT '${t}' AS t WHERE EXISTS (SELECT 1 FROM "${t}")`).join(' UNION ALL '),
  )
  const out = new Set(filled.rows.map((r) => r.t))
  for (let grew = true; grew;) {
    grew = false
    for (const [child, ps] of parents)
      if (!out.has(child) && [...ps].some((p) => out.has(p))) {
        out.add(child)
        grew = true
      }
  }
  return [...out]
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
    const { order, parents } = await tablesInLoadOrder(client)
    const tables = order.filter((t) => sqliteTables.has(t.table))
    // the copy replaces what the migrations put in (reference rows the SQLite side holds as well), and their ids start
    // again, so a table SQLite holds nothing of is done here; only tables holding rows are truncated, as truncating
    // every table of a fresh schema costs more than the whole copy
    const clear = await filledWithReferrers(
      client,
      tables.map((t) => t.table),
      parents,
    )
    if (clear.length) await client.query(`TRUNCATE ${clear.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY`)
    for (const { table, columns } of tables) {
      if (!db.prepare(`SELECT 1 FROM "${table}" LIMIT 1`).get()) {
        reports.push({ table, rows: 0 })
        onTable?.({ table, rows: 0 })
        continue
      }
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
  // the filled tables only: a bare ANALYZE would read every table of the database, other schemas' too
  const filled = reports.filter((r) => r.rows > 0)
  if (filled.length) await pool.query(`ANALYZE ${filled.map((r) => `"${r.table}"`).join(', ')}`)
  return reports
}
