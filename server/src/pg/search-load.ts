/**
 * Fills the PostgreSQL name index from a SQLite database's companies (the bench's path: bench/search-pg.ts loads an
 * index-only schema without copying the rest). The same bulk writer as buildPgSearchIndex: COPY into a new table, its
 * indexes built once at the end, then swapped in. Makes search_companies first when the schema lacks it.
 */
import type { DB } from '../store/db'
import type { PgSql } from '../store/pg-sql'
import type { IndexRow } from '../search/indexer'
import { SEARCH_SCHEMA_SQL } from './search-schema'
import { writeSearchIndex, type Progress } from './search-index'

const BATCH = 5000

export async function loadSearchIndex(db: DB, sql: PgSql, onProgress?: Progress): Promise<number> {
  const exists = await sql
    .prepare(`SELECT to_regclass(format('%I.search_companies', current_schema())) IS NOT NULL AS ok`)
    .get<{ ok: number }>()
  if (!exists?.ok) await sql.exec(SEARCH_SCHEMA_SQL)
  const total = (db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n
  const maxId = (db.prepare('SELECT COALESCE(MAX(id), 0) AS m FROM companies').get() as { m: number }).m
  const rows = db.prepare('SELECT id, name, brand, legal_person, former_names FROM companies WHERE id > ? AND id <= ? ORDER BY id')
  const holders = db.prepare(
    `SELECT r.company_id AS id, p.name AS name FROM roles r JOIN persons p ON p.person_id = r.person_id
     WHERE r.company_id > ? AND r.company_id <= ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.company_id, r.id`,
  )
  return writeSearchIndex(
    sql,
    async () => ({
      total,
      async *batches() {
        for (let lo = 0; lo < maxId; lo += BATCH) {
          const hi = Math.min(maxId, lo + BATCH)
          const byCompany = new Map<number, string[]>()
          for (const h of holders.all(lo, hi) as Array<{ id: number; name: string }>) {
            const list = byCompany.get(h.id)
            if (list) list.push(h.name)
            else byCompany.set(h.id, [h.name])
          }
          yield (rows.all(lo, hi) as IndexRow[]).map((row) => ({ row, holders: byCompany.get(row.id) ?? [] }))
        }
      },
    }),
    { onProgress },
  )
}
