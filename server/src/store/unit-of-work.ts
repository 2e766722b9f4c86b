/**
 * One transaction over several repository calls that await one another, on the one SQLite connection.
 *
 * While such a transaction is open, a statement of any other caller would run inside it (one connection, one
 * transaction) and be committed or undone with it. So every repository call from outside waits until it has ended
 * (`gate`); calls made inside it (the same async context) run at once. Transactions run one after another.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { DB } from './db'

export class SqliteUnitOfWork {
  private readonly inside = new AsyncLocalStorage<true>()
  private queue: Promise<void> = Promise.resolve()
  private openCount = 0

  constructor(private readonly db: DB) {}

  /** Resolves when a call from this context may use the connection. */
  async ready(): Promise<void> {
    while (this.openCount > 0 && !this.inside.getStore()) await this.queue
  }

  /** Whether a call from this context must wait first (kept synchronous so the common case costs no promise). */
  mustWait(): boolean {
    return this.openCount > 0 && !this.inside.getStore()
  }

  async atomically<T>(work: () => Promise<T>): Promise<T> {
    if (this.inside.getStore()) return work()
    const before = this.queue
    let done!: () => void
    this.queue = new Promise<void>((resolve) => (done = resolve))
    this.openCount++
    try {
      await before
      this.db.exec('BEGIN IMMEDIATE')
      try {
        const out = await this.inside.run(true, work)
        this.db.exec('COMMIT')
        return out
      } catch (err) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK')
        throw err
      }
    } finally {
      this.openCount--
      done()
    }
  }
}

/**
 * The repository with each method waiting at the unit of work's gate first. Every method of a repository answers a
 * promise, so callers see no difference.
 */
export function gated<R extends object>(repo: R, unit: SqliteUnitOfWork): R {
  return new Proxy(repo, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      // methods come from the class; a function set on the instance itself (a test's spy) is answered as it is
      if (typeof value !== 'function' || Object.prototype.hasOwnProperty.call(target, key)) return value
      return (...args: unknown[]) => (unit.mustWait() ? unit.ready().then(() => value.apply(target, args)) : value.apply(target, args))
    },
  })
}
