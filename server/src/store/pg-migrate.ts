/**
 * Applies the PostgreSQL migrations (server/src/store/migrations-pg/*.sql) not yet recorded in schema_migrations, in
 * name order, each file and its record in one transaction; answers the names applied. A failed file is rolled back
 * and its name is in the error. An advisory lock makes concurrent runs (several servers starting) apply each once.
 * Every change to the SQLite migrations has its PostgreSQL counterpart here (server/test/pg/schema.test.ts compares).
 */
import fs from 'node:fs'
import path from 'node:path'
import { PG_LOCKS } from './pg-locks'

export interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: any[] }>
}

const MIGRATIONS_DIR = path.join(__dirname, 'migrations-pg')
const LOCK = `SELECT pg_advisory_xact_lock(${PG_LOCKS.migrate})`

async function inTransaction(client: PgQueryable, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN')
  try {
    await client.query(LOCK)
    await work()
    await client.query('COMMIT')
  } catch (e) {
    await client.query('ROLLBACK')
    throw e
  }
}

export async function migratePg(client: PgQueryable): Promise<string[]> {
  await inTransaction(client, async () => {
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)')
  })
  const done = new Set((await client.query('SELECT name FROM schema_migrations')).rows.map((r: { name: string }) => r.name))
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  const applied: string[] = []
  for (const f of files) {
    if (done.has(f)) continue
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8')
    try {
      await inTransaction(client, async () => {
        if ((await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [f])).rows.length) return
        await client.query(sql)
        await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [f, Math.floor(Date.now() / 1000)])
        applied.push(f)
      })
    } catch (e) {
      throw new Error(`PostgreSQL migration ${f} failed: ${(e as Error).message}`)
    }
  }
  return applied
}
