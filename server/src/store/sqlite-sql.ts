/**
 * The SQLite side of the database door, over one better-sqlite3 connection.
 *
 * One connection holds one transaction. While `atomically` has one open, a statement of any other caller would run
 * inside it and be committed or undone with it, so statements from outside wait until it ends; statements made inside
 * it (the same async context) run at once. Transactions run one after another.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import path from 'node:path'
import type Database from 'better-sqlite3'
import type { RunResult, Sql, Statement } from './sql'
import { StatementCache } from './statement-cache'

export class SqliteSql implements Sql {
  readonly dialect = 'sqlite' as const
  private readonly inside = new AsyncLocalStorage<true>()
  private queue: Promise<void> = Promise.resolve()
  private open = 0
  private readonly statements = new StatementCache<Statement>()

  readonly fileDir: string | null

  constructor(readonly db: Database.Database) {
    this.fileDir = db.memory ? null : path.dirname(path.resolve(db.name))
  }

  /** whether a call from this context must wait for another caller's transaction */
  private mustWait(): boolean {
    return this.open > 0 && !this.inside.getStore()
  }

  private async ready(): Promise<void> {
    while (this.mustWait()) await this.queue
  }

  prepare(text: string): Statement {
    return this.statements.get(text, () => this.make(text))
  }

  private make(text: string): Statement {
    const stmt = this.db.prepare(text)
    // the common case (no transaction open) answers without waiting a turn
    const when = async <T>(run: () => T): Promise<T> => {
      if (this.mustWait()) await this.ready()
      return run()
    }
    const runResult = (r: Database.RunResult): RunResult => ({ changes: r.changes, lastInsertRowid: Number(r.lastInsertRowid) })
    const mustWait = () => this.mustWait()
    const ready = () => this.ready()
    return {
      get: (...params) => when(() => stmt.get(...params) as any),
      all: (...params) => when(() => stmt.all(...params) as any[]),
      run: (...params) => when(() => runResult(stmt.run(...params))),
      async *iterate(...params) {
        if (mustWait()) await ready()
        yield* stmt.iterate(...params) as Iterable<any>
      },
    }
  }

  async exec(text: string): Promise<void> {
    if (this.mustWait()) await this.ready()
    this.db.exec(text)
  }

  async atomically<T>(work: () => Promise<T>, opts: { readOnly?: boolean } = {}): Promise<T> {
    if (this.inside.getStore()) return work()
    const before = this.queue
    let done!: () => void
    this.queue = new Promise<void>((resolve) => (done = resolve))
    this.open++
    try {
      await before
      // a writing transaction takes the write lock at once: one that read first could find its snapshot stale when
      // another process (the feed command) wrote in between
      this.db.exec(opts.readOnly ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE')
      try {
        const out = await this.inside.run(true, work)
        this.db.exec('COMMIT')
        return out
      } catch (err) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK')
        throw err
      }
    } finally {
      this.open--
      done()
    }
  }
}

/** The better-sqlite3 handle behind a door, for the SQLite-only paths (the FTS5 name index, the bulk loaders). */
export function sqliteHandle(sql: Sql): Database.Database {
  if (!(sql instanceof SqliteSql)) throw new Error('this path runs on SQLite only')
  return sql.db
}
