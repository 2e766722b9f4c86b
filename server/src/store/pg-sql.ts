/**
 * The PostgreSQL side of the database door, over a connection pool.
 *
 * Statements arrive in the SQLite dialect and are rewritten once each (pg-translate). Answers look like SQLite's:
 * bigint and numeric come back as numbers, and a boolean as 1 or 0, so the repositories read one shape from both
 * stores. `atomically` holds one pooled connection for its work; statements made inside it (the same async context) go
 * to that connection, others to the pool.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { Pool, types, type PoolClient, type PoolConfig } from 'pg'
import type { RunResult, Sql, Statement } from './sql'
import { StatementCache } from './statement-cache'
import { toPg, type TableColumns, type Translated } from './pg-translate'

const INT8 = 20
const NUMERIC = 1700
const BOOL = 16

/** the value parsers of answers in SQLite's shape */
const answerTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (v: string) => (v === null ? null : Number(v))
    if (oid === BOOL) return (v: string) => (v === null ? null : v === 't' ? 1 : 0)
    return types.getTypeParser(oid, format as 'text')
  },
}

type Queryable = Pick<PoolClient, 'query'>

export class PgSql implements Sql {
  readonly dialect = 'pg' as const
  readonly fileDir: string | null
  readonly pool: Pool
  private readonly inside = new AsyncLocalStorage<PoolClient>()
  private readonly statements = new StatementCache<Statement>()
  private columns: Promise<TableColumns> | null = null

  /** `fileDir`: where uploads and exports are kept unless configured (a server holds no file of its own) */
  constructor(config: PoolConfig, opts: { fileDir?: string } = {}) {
    this.pool = new Pool({ ...config, types: answerTypes })
    this.fileDir = opts.fileDir ?? null
  }

  /** the columns of every table, read once: the rewrite needs them for ids and upserts */
  private tableColumns(): Promise<TableColumns> {
    this.columns ??= this.pool
      .query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = ANY (current_schemas(false))`,
      )
      .then((r) => {
        const out = new Map<string, Set<string>>()
        for (const x of r.rows) out.set(x.table_name, (out.get(x.table_name) ?? new Set()).add(x.column_name))
        return out
      })
    return this.columns
  }

  private runner(): Queryable {
    return this.inside.getStore() ?? this.pool
  }

  prepare(text: string): Statement {
    return this.statements.get(text, () => this.make(text))
  }

  private make(text: string): Statement {
    let translated: Promise<Translated> | null = null
    const translate = () => (translated ??= this.tableColumns().then((cols) => toPg(text, cols)))
    const query = async (params: unknown[]) => {
      const t = await translate()
      try {
        return await this.runner().query(t.text, valuesOf(t, params))
      } catch (e) {
        // the statement as PostgreSQL received it, for the log
        if (e instanceof Error) e.message = `${e.message} — ${t.text.replace(/\s+/g, ' ').slice(0, 300)}`
        throw e
      }
    }
    return {
      get: async (...params) => (await query(params)).rows[0],
      all: async (...params) => (await query(params)).rows,
      run: async (...params): Promise<RunResult> => {
        const r = await query(params)
        const t = await translate()
        return { changes: r.rowCount ?? 0, lastInsertRowid: t.returnsId ? Number(r.rows[0]?.id ?? 0) : 0 }
      },
      async *iterate(...params) {
        yield* (await query(params)).rows
      },
    }
  }

  async exec(text: string): Promise<void> {
    await this.runner().query(text)
  }

  async atomically<T>(work: () => Promise<T>, opts: { readOnly?: boolean } = {}): Promise<T> {
    if (this.inside.getStore()) return work()
    const client = await this.pool.connect()
    try {
      await client.query(opts.readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN')
      try {
        const out = await this.inside.run(client, work)
        await client.query('COMMIT')
        return out
      } catch (err) {
        await client.query('ROLLBACK')
        throw err
      }
    } finally {
      client.release()
    }
  }

  close(): Promise<void> {
    return this.pool.end()
  }
}

/** better-sqlite3's calling forms: values one by one, an array of them, or one object of named values */
function valuesOf(t: Translated, params: unknown[]): unknown[] {
  const bag = params.length === 1 && isBag(params[0]) ? params[0] : null
  if (t.names && !bag) throw new Error(`named parameters take one object of values, not ${params.length} values: ${t.text}`)
  if (t.names) return t.names.map((n) => toPgValue(bag?.[n]))
  if (bag) return []
  return params.flatMap((p) => (Array.isArray(p) ? p : [p])).map(toPgValue)
}

function isBag(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v)
}

function toPgValue(v: unknown): unknown {
  if (v === undefined) return null
  if (typeof v === 'bigint') return v.toString()
  return v
}
