/**
 * The list of user tables is complete: every table of the migrated database with a column naming a user (user_id,
 * created_by, owner_id) or a foreign key to users is erased on cancellation, kept with a reason, or lets go of the user; every listed table and column exists; and the
 * erasure deletes rows that point at others before the rows they point at.
 */
import { openDb, type DB } from '../../src/store/db'
import { ERASED, KEPT, RELEASED, USER_ROW_CLEARED } from '../../src/store/user-data'

let db: DB
beforeAll(() => {
  db = openDb(':memory:')
})
afterAll(() => db.close())

const tables = () =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>).map(
    (r) => r.name,
  )
const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name)
const foreignKeys = (table: string) =>
  db.prepare(`PRAGMA foreign_key_list(${table})`).all() as Array<{ table: string; from: string; to: string }>

const USER_COLUMNS = ['user_id', 'created_by', 'owner_id']

test('every table that names a user is erased, kept or lets go of the user', () => {
  const listed = new Set([...ERASED.map((t) => t.table), ...KEPT.map((t) => t.table), ...RELEASED.map((t) => t.table)])
  const naming = tables().filter(
    (t) => columns(t).some((c) => USER_COLUMNS.includes(c)) || foreignKeys(t).some((fk) => fk.table === 'users'),
  )
  expect(naming.length).toBeGreaterThan(20)
  expect(naming.filter((t) => !listed.has(t))).toEqual([])
})

test('every listed table and column exists', () => {
  const all = new Set(tables())
  for (const t of [...ERASED, ...KEPT, ...RELEASED])
    expect({ table: t.table, exists: all.has(t.table) }).toEqual({ table: t.table, exists: true })
  for (const t of [...ERASED, ...RELEASED]) expect(columns(t.table)).toContain(t.column)
  const userColumns = columns('users')
  for (const c of [...Object.keys(USER_ROW_CLEARED), 'cancelled_at']) expect(userColumns).toContain(c)
})

test('a row is erased before the rows it points at', () => {
  const order = ERASED.map((t) => t.table)
  for (const [i, t] of order.entries()) {
    for (const fk of foreignKeys(t)) {
      const parent = order.indexOf(fk.table)
      if (parent >= 0 && fk.table !== t) expect({ child: t, parent: fk.table, before: i < parent }).toMatchObject({ before: true })
    }
  }
})
