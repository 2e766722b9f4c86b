/**
 * Fills and keeps the PostgreSQL name index (search_companies) from the companies, roles and persons of the same
 * database, with the tokens of the SQLite index (server/src/search/indexer.ts).
 *
 * - buildPgSearchIndex: the whole index in bulk — after COPY fills a database, or to rebuild. It writes a new table
 *   with COPY, builds its indexes once at the end (far faster than keeping a GIN index up to date row by row) and then
 *   swaps it in, in one short transaction: searches meanwhile read the old index and never wait for the build.
 * - ensurePgSearchIndex: the same when the index is empty (a server starting on a database nobody indexed yet);
 *   several servers starting together build it once.
 * - reindexPgCompanies: the rows of some companies again (renamed, new shareholders, new companies) and the rows of
 *   vanished ones out, inside the caller's transaction (server/src/search/reindex.ts on PostgreSQL).
 *
 * A build holds an advisory lock for its whole run; a reindex takes it shared, inside its transaction. So a company
 * changed while a build runs is reindexed after the swap (its transaction waits), or its change is committed before
 * the build begins — the new index never misses a change whose transaction reindexed it.
 */
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import type { PoolClient } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Sql } from '../store/sql'
import type { PgSql } from '../store/pg-sql'
import type { IndexRow } from '../search/indexer'
import { searchRow, type SearchRow } from './search-schema'
import { pgArray } from './search'
import { PG_LOCKS } from '../store/pg-locks'

/** the advisory lock of the name index: held by a build, taken shared by each reindexing transaction */
const INDEX_LOCK = PG_LOCKS.searchIndex
const TABLE = 'search_companies'
const BUILD = 'search_companies_build'
const BATCH = 5000
const REINDEX_CHUNK = 2000
const COLUMNS = 'id, name, brand, legal_person, name_tokens, persons_tokens, tags'

export type Progress = (done: number, total: number) => void

/** A company and its current shareholders, in role order: what an index row is made of. */
export interface IndexSource {
  total: number
  /** the companies in id order, a batch at a time */
  batches(): AsyncIterable<Array<{ row: IndexRow; holders: string[] }>>
}

// ---- the bulk build

/** One CSV field for COPY: text quoted, quotes doubled. */
const csv = (v: string) => `"${v.replace(/"/g, '""')}"`

function csvLine(r: SearchRow): string {
  return `${r.id},${csv(r.name)},${csv(r.brand)},${csv(r.legal_person)},${csv(r.name_tokens)},${csv(r.persons_tokens)},${csv(pgArray(r.tags))}\n`
}

/** The statements that give the build table the live table's keys and indexes, and rename them to the live names after the swap. */
async function indexPlan(client: PoolClient): Promise<{ create: string[]; rename: string[] }> {
  const { rows } = await client.query<{ name: string; def: string; constraint: string | null }>(
    `SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def,
            (SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid) AS constraint
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE i.indrelid = format('%I.%I', current_schema(), $1::text)::regclass ORDER BY ic.relname`,
    [TABLE],
  )
  const create: string[] = []
  const rename: string[] = []
  for (const ix of rows) {
    const temp = `${ix.name}_build`
    if (ix.constraint) {
      create.push(`ALTER TABLE ${BUILD} ADD CONSTRAINT ${temp} ${ix.constraint}`)
      rename.push(`ALTER TABLE ${TABLE} RENAME CONSTRAINT ${temp} TO ${ix.name}`)
    } else {
      const m = /^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ (USING .*)$/.exec(ix.def)
      if (!m) throw new Error(`cannot rebuild index ${ix.name}: ${ix.def}`)
      create.push(`CREATE ${m[1] ?? ''}INDEX ${temp} ON ${BUILD} ${m[3]}`)
      rename.push(`ALTER INDEX ${temp} RENAME TO ${ix.name}`)
    }
  }
  return { create, rename }
}

async function hasTable(client: PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query(`SELECT to_regclass(format('%I.%I', current_schema(), $1::text)) IS NOT NULL AS ok`, [table])
  return rows[0].ok === true || rows[0].ok === 1
}

/**
 * Writes the whole index from `source` into a new table and swaps it for search_companies. `onlyIfEmpty`: do nothing
 * when the index has rows by the time the lock is held (another server built it). Answers the rows written.
 */
export async function writeSearchIndex(
  sql: PgSql,
  source: (reader: PoolClient) => Promise<IndexSource>,
  opts: { onProgress?: Progress; onlyIfEmpty?: boolean } = {},
): Promise<number> {
  const client = await sql.pool.connect()
  let reader: PoolClient | null = null
  let locked = false
  let finished = false
  try {
    await client.query('SELECT pg_advisory_lock($1)', [INDEX_LOCK])
    locked = true
    if (!(await hasTable(client, TABLE)))
      throw new Error('PostgreSQL 缺少名称索引表 search_companies：请先执行数据库迁移（migrations-pg/002_search.sql）')
    if (opts.onlyIfEmpty && (await client.query(`SELECT 1 FROM ${TABLE} LIMIT 1`)).rows.length) return 0
    const plan = await indexPlan(client)
    // the companies are read on a connection of their own where the pool has one to spare, so PostgreSQL reads the
    // next batch and takes in the last one while this process makes the tokens of the current one
    reader = (sql.pool.options.max ?? 10) >= 2 ? await sql.pool.connect() : null
    const src = await source(reader ?? client)
    await client.query(`DROP TABLE IF EXISTS ${BUILD}`)
    await client.query(`CREATE TABLE ${BUILD} (LIKE ${TABLE} INCLUDING DEFAULTS INCLUDING STORAGE INCLUDING COMPRESSION)`)
    let done = 0
    let copying: Promise<void> | null = null
    for await (const batch of src.batches()) {
      if (batch.length === 0) continue
      const lines = batch.map((c) => csvLine(searchRow(c.row, c.holders)))
      if (copying) await copying
      copying = pipeline(Readable.from(lines), client.query(copyFrom(`COPY ${BUILD} (${COLUMNS}) FROM STDIN WITH (FORMAT csv)`)))
      // a failure is thrown where it is awaited (next batch or after the last)
      copying.catch(() => undefined)
      done += batch.length
      opts.onProgress?.(done, src.total)
    }
    if (copying) await copying
    await client.query(`SET maintenance_work_mem = '256MB'`)
    for (const s of plan.create) await client.query(s)
    await client.query('RESET maintenance_work_mem')
    // the rows frozen and marked all-visible now, and the planner's statistics made: the first searches neither set
    // hint bits on every row they touch nor count by visiting the table
    await client.query(`VACUUM (FREEZE, ANALYZE) ${BUILD}`)
    await client.query('BEGIN')
    try {
      await client.query(`LOCK TABLE ${TABLE} IN ACCESS EXCLUSIVE MODE`)
      await client.query(`DROP TABLE ${TABLE}`)
      await client.query(`ALTER TABLE ${BUILD} RENAME TO ${TABLE}`)
      for (const s of plan.rename) await client.query(s)
      await client.query('COMMIT')
    } catch (e) {
      await client.query('ROLLBACK')
      throw e
    }
    finished = true
    return done
  } finally {
    if (locked) {
      // a failed build leaves no half-made table behind
      await client.query(`DROP TABLE IF EXISTS ${BUILD}`).catch(() => undefined)
      await client.query('SELECT pg_advisory_unlock($1)', [INDEX_LOCK]).catch(() => undefined)
    }
    // a failed build may leave a read running on the reader: that connection is closed, not reused
    reader?.release(!finished)
    client.release()
  }
}

/** The companies of the database the client is connected to, with their current shareholders, a batch at a time (the next one read ahead). */
async function companiesOf(client: PoolClient): Promise<IndexSource> {
  const total = Number((await client.query<{ n: number }>('SELECT COUNT(*) AS n FROM companies')).rows[0].n)
  const read = async (after: number) => {
    const rows = (
      await client.query<IndexRow>('SELECT id, name, brand, legal_person, former_names FROM companies WHERE id > $1 ORDER BY id LIMIT $2', [
        after,
        BATCH,
      ])
    ).rows.map((r) => ({ ...r, id: Number(r.id) }))
    if (rows.length === 0) return null
    const last = rows[rows.length - 1].id
    const holders = new Map<number, string[]>()
    const { rows: found } = await client.query<{ id: number; name: string }>(
      `SELECT r.company_id AS id, p.name AS name FROM roles r JOIN persons p ON p.person_id = r.person_id
       WHERE r.company_id > $1 AND r.company_id <= $2 AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.company_id, r.id`,
      [after, last],
    )
    for (const h of found) {
      const id = Number(h.id)
      const list = holders.get(id)
      if (list) list.push(h.name)
      else holders.set(id, [h.name])
    }
    return { last, batch: rows.map((row) => ({ row, holders: holders.get(row.id) ?? [] })) }
  }
  return {
    total,
    async *batches() {
      let next = read(0)
      for (;;) {
        const got = await next
        if (!got) return
        next = read(got.last)
        // a read left behind by a failed build is not an unhandled rejection
        next.catch(() => undefined)
        yield got.batch
      }
    },
  }
}

/**
 * Builds the whole name index from the database's companies, roles and persons, and swaps it in: for after COPY
 * fills a database (copySqliteIntoPg), or to rebuild. Answers the companies indexed.
 */
export function buildPgSearchIndex(sql: PgSql, onProgress?: Progress): Promise<number> {
  return writeSearchIndex(sql, companiesOf, { onProgress })
}

/**
 * Builds the name index when it is empty and there are companies — what a server starting on PostgreSQL calls; a
 * no-op (0) when the index has rows. Several servers starting at once build it once.
 */
export async function ensurePgSearchIndex(sql: PgSql, onProgress?: Progress): Promise<number> {
  if (await sql.prepare('SELECT 1 AS x FROM search_companies LIMIT 1').get()) return 0
  if (!(await sql.prepare('SELECT 1 AS x FROM companies LIMIT 1').get())) return 0
  return writeSearchIndex(sql, companiesOf, { onProgress, onlyIfEmpty: true })
}

// ---- upkeep

/**
 * Recomputes the index rows of these companies from the database (inside the caller's transaction when there is one):
 * rows of companies that exist are written again, rows of companies that no longer exist are deleted.
 */
export async function reindexPgCompanies(sql: Sql, ids: readonly number[]): Promise<void> {
  const sorted = [...new Set(ids.map(Number))].filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return
  await sql.atomically(async () => {
    // waits while a bulk build runs: its new table then holds this transaction's changes as well
    await sql.prepare(`SELECT pg_advisory_xact_lock_shared(${INDEX_LOCK}) AS locked`).get()
    for (let i = 0; i < sorted.length; i += REINDEX_CHUNK) {
      const chunk = pgArray(sorted.slice(i, i + REINDEX_CHUNK))
      const rows = await sql
        .prepare('SELECT id, name, brand, legal_person, former_names FROM companies WHERE id = ANY (?::bigint[]) ORDER BY id')
        .all<IndexRow>(chunk)
      const holders = new Map<number, string[]>()
      for (const h of await sql
        .prepare(
          `SELECT r.company_id AS id, p.name AS name FROM roles r JOIN persons p ON p.person_id = r.person_id
           WHERE r.company_id = ANY (?::bigint[]) AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.company_id, r.id`,
        )
        .all<{ id: number; name: string }>(chunk))
        holders.set(Number(h.id), [...(holders.get(Number(h.id)) ?? []), h.name])
      await sql.prepare(`DELETE FROM ${TABLE} WHERE id = ANY (?::bigint[])`).run(chunk)
      if (rows.length === 0) continue
      const fresh = rows.map((r) => searchRow(r, holders.get(Number(r.id)) ?? []))
      await sql
        .prepare(
          `INSERT INTO ${TABLE} (${COLUMNS})
           SELECT x.id, x.name, x.brand, x.legal_person, x.name_tokens, x.persons_tokens, x.tags
           FROM jsonb_to_recordset(?::jsonb) AS x(id bigint, name text, brand text, legal_person text, name_tokens text, persons_tokens text, tags text[])`,
        )
        .run(JSON.stringify(fresh))
    }
  })
}
