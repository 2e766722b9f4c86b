/**
 * The one door of the repositories to a database: SQLite (embedded, the default) or PostgreSQL (`DATABASE_URL`).
 * Statements are written once in the SQLite dialect with `?` or `@name` parameters; the PostgreSQL side rewrites what
 * differs (parameters, upserts, a few functions) and a repository branches on `dialect` where a statement cannot be
 * rewritten (full-text and spatial indexes). Every call answers a promise; `atomically` makes several calls one
 * transaction.
 */
export type Dialect = 'sqlite' | 'pg'

export interface RunResult {
  /** rows inserted, updated or deleted */
  changes: number
  /** the id of the row an INSERT added (tables with an `id` column) */
  lastInsertRowid: number
}

export interface Statement {
  get<T = any>(...params: unknown[]): Promise<T | undefined>
  all<T = any>(...params: unknown[]): Promise<T[]>
  run(...params: unknown[]): Promise<RunResult>
  /** rows one at a time, for exports that write as they read */
  iterate<T = any>(...params: unknown[]): AsyncIterable<T>
}

export interface Sql {
  readonly dialect: Dialect
  /** the folder of the database file, where uploads and exports are kept unless configured; null for a server or memory */
  readonly fileDir: string | null
  prepare(text: string): Statement
  /** statements without parameters, several separated by ';' */
  exec(text: string): Promise<void>
  /**
   * Runs `work` as one transaction: a throw undoes all of it. Calls made inside it (the same async context) are part
   * of it; nested `atomically` joins the open one. `readOnly`: reads of one consistent snapshot, taking no write lock.
   */
  atomically<T>(work: () => Promise<T>, opts?: { readOnly?: boolean }): Promise<T>
}
