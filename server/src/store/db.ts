import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'

export type DB = Database.Database

const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

/** Opens (creating when missing) the SQLite file and applies pending migrations. ':memory:' works too. */
export function openDb(file: string): DB {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  immediateByDefault(db)
  migrate(db)
  return db
}

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE) unless it asks otherwise. A deferred
 * transaction that reads and then writes fails with SQLITE_BUSY_SNAPSHOT when another process (the feed command beside
 * the server) committed in between; an immediate one waits for the lock (busy_timeout) and then sees current data.
 * Read-only transactions that only want one consistent snapshot call `.deferred()` explicitly.
 */
function immediateByDefault(db: DB): void {
  const begin = db.transaction.bind(db)
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const tx = begin(fn)
    const run = (...args: unknown[]) => tx.immediate(...args)
    return Object.assign(run, {
      default: tx.immediate,
      deferred: tx.deferred,
      immediate: tx.immediate,
      exclusive: tx.exclusive,
      database: db,
    })
  }) as DB['transaction']
}

export function migrate(db: DB): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  const done = new Set((db.prepare('SELECT name FROM schema_migrations').all() as Array<{ name: string }>).map((r) => r.name))
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  for (const f of files) {
    if (done.has(f)) continue
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8')
    db.transaction(() => {
      db.exec(sql)
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(f, Math.floor(Date.now() / 1000))
    })()
  }
}

/** Rows in the companies table; 0 means the demo data has not been seeded yet. */
export function companyCount(db: DB): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n
}
