/**
 * The store a command (npm run import, npm run feed) works on: PostgreSQL when `--db` is a postgres:// address or,
 * without `--db`, when DATABASE_URL is set; otherwise the SQLite file (`--db` or DATABASE). Either is migrated first.
 */
import path from 'node:path'
import { openDb, type DB } from './db'
import { SqliteSql } from './sqlite-sql'
import { PgSql } from './pg-sql'
import { migratePg } from './pg-migrate'
import type { Sql } from './sql'

export interface CommandStore {
  sql: Sql
  /** the SQLite handle; null on PostgreSQL */
  db: DB | null
  /** what the command says it works on (a PostgreSQL address without its password) */
  label: string
  close(): Promise<void>
}

const isPgUrl = (v: string | undefined): v is string => !!v && /^postgres(ql)?:\/\//.test(v)

export async function openCommandStore(dbArg: string | undefined, env: { DATABASE: string; DATABASE_URL?: string }): Promise<CommandStore> {
  const url = isPgUrl(dbArg) ? dbArg : dbArg ? undefined : env.DATABASE_URL
  if (!url) {
    const file = path.resolve(dbArg || env.DATABASE)
    const db = openDb(file)
    return { sql: new SqliteSql(db), db, label: `SQLite（${file}）`, close: async () => void db.close() }
  }
  // uploads and exports are kept beside the DATABASE path, as the server keeps them
  const sql = await openMigratedPg(url, { max: 2, fileDir: path.dirname(path.resolve(env.DATABASE)) })
  return { sql, db: null, label: `PostgreSQL（${withoutPassword(url)}）`, close: () => sql.close() }
}

/** A PostgreSQL door with the migrations applied (closed again when they fail). */
export async function openMigratedPg(url: string, opts: { max: number; fileDir?: string }): Promise<PgSql> {
  const sql = new PgSql({ connectionString: url, max: opts.max }, { fileDir: opts.fileDir })
  try {
    const client = await sql.pool.connect()
    try {
      await migratePg(client)
    } finally {
      client.release()
    }
  } catch (e) {
    await sql.close()
    throw e
  }
  return sql
}

function withoutPassword(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(无法解析的地址)'
  }
}
