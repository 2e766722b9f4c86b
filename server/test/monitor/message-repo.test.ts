/**
 * The one place dynamics and messages are stored (the change feed's monitoring, saved-search and property-clue alerts
 * and order notices all go through it), on a real database file: a dynamic's key stores it once, a user gets one
 * message of a dynamic, and a message given as delivered is not taken by the push queue.
 */
import { SqliteSql } from '../../src/store/sqlite-sql'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb, type DB } from '../../src/store/db'
import { SqlMessageRepo, type NewDynamic } from '../../src/store/messages'

let dir: string
let db: DB
let repo: SqlMessageRepo
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-messages-'))
  db = openDb(path.join(dir, 'app.db'))
  repo = new SqlMessageRepo(new SqliteSql(db))
})
afterEach(() => {
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const dynamic = (key: string, title = '新增被执行人'): NewDynamic => ({
  dedupeKey: key,
  kind: 'company',
  targetId: 'P1',
  targetName: '深圳市腾飞科技有限公司',
  dimension: 'executor',
  level: 'high',
  title,
  content: '执行标的 12 万元',
  explanation: '该信息属于高风险信息。',
  date: '2026-11-20',
  sourceKind: 'record',
  sourceId: 7,
  payload: { amount: 120000 },
})

it('a dynamic is stored once per key: the second call gets the first one’s id and stores nothing', async () => {
  const first = await repo.addDynamic(dynamic('k1'), 1000)
  const again = await repo.addDynamic(dynamic('k1', '另一个标题'), 2000)
  expect(first.created).toBe(true)
  expect(again).toEqual({ id: first.id, created: false })
  const rows = db.prepare('SELECT title, payload, created_at FROM dynamics WHERE dedupe_key = ?').all('k1')
  expect(rows).toEqual([{ title: '新增被执行人', payload: '{"amount":120000}', created_at: 1000 }])
  expect((await repo.addDynamic(dynamic('k2'), 3000)).id).not.toBe(first.id)
})

it('a user gets one message of a dynamic; another user gets their own; the list shows it unread', async () => {
  const { id } = await repo.addDynamic(dynamic('k1'), 1000)
  const m = await repo.addMessage(
    { userId: 'u1', dynamicId: id, monitorId: 3, date: '2026-11-20', level: 'high', dimension: 'executor' },
    1000,
  )
  expect(m).not.toBeNull()
  expect(await repo.addMessage({ userId: 'u1', dynamicId: id, date: '2026-11-20', level: 'high', dimension: 'executor' }, 2000)).toBeNull()
  expect(await repo.addMessage({ userId: 'u2', dynamicId: id, date: '2026-11-20', level: 'high', dimension: 'executor' }, 2000)).not.toBe(m)
  const list = await repo.list('u1', {}, 1, 10)
  expect(list.total).toBe(1)
  expect(list.list[0]).toMatchObject({ id: m, dynamicId: id, read: false, dynamic: { title: '新增被执行人' } })
  expect(db.prepare('SELECT monitor_id FROM messages WHERE id = ?').get(m)).toEqual({ monitor_id: 3 })
})

it('the push queue takes the messages not yet delivered, not those given as delivered', async () => {
  const a = (await repo.addDynamic(dynamic('k1'), 1000)).id
  const b = (await repo.addDynamic(dynamic('k2'), 1000)).id
  const queued = await repo.addMessage({ userId: 'u1', dynamicId: a, date: '2026-11-20', level: 'high', dimension: 'executor' }, 1000)
  await repo.addMessage({ userId: 'u1', dynamicId: b, date: '2026-11-20', level: 'info', dimension: 'order', pushed: true }, 1000)
  expect(await repo.takePending(10)).toEqual([queued])
  expect(await repo.takePending(10)).toEqual([])
})
