/**
 * A transaction spanning several awaited repository calls on the one SQLite connection: calls from outside wait until
 * it ends, so they are neither committed nor undone with it.
 */
import { openDb, type DB } from '../../src/store/db'
import { SqliteUnitOfWork, gated } from '../../src/store/unit-of-work'

class CounterRepo {
  constructor(private readonly db: DB) {}
  async add(name: string): Promise<void> {
    this.db.prepare('INSERT INTO t (name) VALUES (?)').run(name)
  }
  async names(): Promise<string[]> {
    return (this.db.prepare('SELECT name FROM t ORDER BY id').all() as Array<{ name: string }>).map((r) => r.name)
  }
}

let db: DB
let unit: SqliteUnitOfWork
let repo: CounterRepo
beforeEach(() => {
  db = openDb(':memory:')
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)')
  unit = new SqliteUnitOfWork(db)
  repo = gated(new CounterRepo(db), unit)
})
afterEach(() => db.close())

const tick = () => new Promise((resolve) => setImmediate(resolve))

test('commits every step of the work together', async () => {
  await unit.atomically(async () => {
    await repo.add('a')
    await repo.add('b')
  })
  expect(await repo.names()).toEqual(['a', 'b'])
})

test('a throw undoes every step, and the error reaches the caller', async () => {
  await expect(
    unit.atomically(async () => {
      await repo.add('a')
      throw new Error('stop')
    }),
  ).rejects.toThrow('stop')
  expect(await repo.names()).toEqual([])
  expect(db.inTransaction).toBe(false)
})

test('a write from outside waits for the open transaction and survives its rollback', async () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const work = unit.atomically(async () => {
    await repo.add('inside')
    await held
    throw new Error('undo')
  })
  await tick()
  let outsideDone = false
  const outside = repo.add('outside').then(() => (outsideDone = true))
  await tick()
  // the outside write has not run: it would have joined the open transaction
  expect(outsideDone).toBe(false)
  release()
  await expect(work).rejects.toThrow('undo')
  await outside
  expect(await repo.names()).toEqual(['outside'])
})

test('transactions run one after another, each whole', async () => {
  const order: string[] = []
  const one = (name: string) =>
    unit.atomically(async () => {
      order.push(`${name} start`)
      await repo.add(name)
      await tick()
      order.push(`${name} end`)
    })
  await Promise.all([one('x'), one('y')])
  expect(order).toEqual(['x start', 'x end', 'y start', 'y end'])
  expect(await repo.names()).toEqual(['x', 'y'])
})

test('work nested in the open transaction joins it', async () => {
  await unit.atomically(async () => {
    await repo.add('outer')
    await unit.atomically(async () => repo.add('inner'))
  })
  expect(await repo.names()).toEqual(['outer', 'inner'])
})
