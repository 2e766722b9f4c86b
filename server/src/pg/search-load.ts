/**
 * Fills the PostgreSQL name index from a SQLite database's companies, in batches of one JSON parameter each (a bulk
 * path: one statement per 5,000 companies). The GIN index is built once at the end, which is far faster than keeping
 * it up to date row by row.
 */
import type { Pool } from 'pg'
import type { DB } from '../store/db'
import { companyTokens, type IndexRow } from '../search/indexer'
import { SEARCH_SCHEMA_SQL, searchTags } from './search-schema'

const BATCH = 5000

export async function loadSearchIndex(db: DB, pool: Pool, onProgress?: (done: number, total: number) => void): Promise<number> {
  await pool.query('DROP TABLE IF EXISTS search_companies')
  await pool.query(SEARCH_SCHEMA_SQL.replace(/CREATE INDEX[^;]*USING gin[^;]*;/, ''))
  const total = (db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n
  const maxId = (db.prepare('SELECT COALESCE(MAX(id), 0) AS m FROM companies').get() as { m: number }).m
  const rows = db.prepare('SELECT id, name, brand, legal_person, former_names FROM companies WHERE id > ? AND id <= ? ORDER BY id')
  const holders = db.prepare(
    `SELECT r.company_id AS id, p.name AS name FROM roles r JOIN persons p ON p.person_id = r.person_id
     WHERE r.company_id > ? AND r.company_id <= ? AND r.role = 'shareholder' AND r.to_date IS NULL`,
  )
  let done = 0
  for (let lo = 0; lo < maxId; lo += BATCH) {
    const hi = Math.min(maxId, lo + BATCH)
    const byCompany = new Map<number, string[]>()
    for (const h of holders.all(lo, hi) as Array<{ id: number; name: string }>)
      byCompany.set(h.id, [...(byCompany.get(h.id) ?? []), h.name])
    const batch = (rows.all(lo, hi) as IndexRow[]).map((r) => {
      const t = companyTokens(r, byCompany.get(r.id) ?? [])
      return {
        id: r.id,
        name: r.name,
        brand: r.brand ?? '',
        legal_person: r.legal_person ?? '',
        name_tokens: t.name,
        persons_tokens: t.persons,
        tags: searchTags(t.name, t.persons, t.initials),
      }
    })
    if (batch.length)
      await pool.query(
        `INSERT INTO search_companies (id, name, brand, legal_person, name_tokens, persons_tokens, tags)
         SELECT x.id, x.name, x.brand, x.legal_person, x.name_tokens, x.persons_tokens, ARRAY(SELECT jsonb_array_elements_text(x.tags))
         FROM jsonb_to_recordset($1::jsonb) AS x(id integer, name text, brand text, legal_person text, name_tokens text, persons_tokens text, tags jsonb)`,
        [JSON.stringify(batch)],
      )
    done += batch.length
    onProgress?.(done, total)
  }
  await pool.query(SEARCH_SCHEMA_SQL)
  await pool.query('ANALYZE search_companies')
  return done
}
