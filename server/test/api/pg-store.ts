/**
 * TEST_STORE=pg runs a suite's servers on PostgreSQL: each server gets a schema of its own on the machine's
 * PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), migrated, and filled with COPY
 * from the SQLite file the suite seeded, with its name index built from the copy; the schema is dropped when the
 * server closes.
 */
import path from 'node:path'
import { Pool } from 'pg'
import type { DB } from '../../src/store/db'
import { PgSql } from '../../src/store/pg-sql'
import { migratePg } from '../../src/store/pg-migrate'
import { copySqliteIntoPg } from '../../src/pg/copy-from-sqlite'
import { buildPgSearchIndex } from '../../src/pg/search-index'

export const onPg = process.env.TEST_STORE === 'pg'
const URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

export interface PgStore {
  schema: string
  sql: PgSql
  /** a connection address of this schema, for the commands a test runs against it */
  url: string
  /** closes this server's connections; the schema is dropped with the server that made it */
  close(): Promise<void>
}

let made = 0

/** A schema holding a copy of `db`; with `shareWith`, a second door to that server's schema. */
export async function pgStore(db: DB, shareWith?: PgStore): Promise<PgStore> {
  const schema = shareWith?.schema ?? `yqc_t_${process.pid}_${Date.now().toString(36)}_${++made}`
  const options = `-c search_path=${schema}`
  if (!shareWith) {
    const admin = new Pool({ connectionString: URL, max: 1 })
    try {
      await admin.query(`CREATE SCHEMA ${schema}`)
      const client = await admin.connect()
      try {
        await client.query(`SET search_path = ${schema}`)
        await migratePg(client)
      } finally {
        client.release()
      }
    } finally {
      await admin.end()
    }
    const load = new PgSql({ connectionString: URL, max: 2, options })
    try {
      await copySqliteIntoPg(db, load.pool)
      await buildPgSearchIndex(load)
    } finally {
      await load.close()
    }
  }
  // uploads and exports go beside the seeded file, as a server's go beside its DATABASE path
  const sql = new PgSql({ connectionString: URL, max: 8, options }, { fileDir: path.dirname(path.resolve(db.name)) })
  return {
    schema,
    sql,
    url: `${URL}${URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(options)}`,
    async close() {
      await sql.close()
      if (shareWith) return
      const admin = new Pool({ connectionString: URL, max: 1 })
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => admin.end())
    },
  }
}
