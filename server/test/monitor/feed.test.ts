/**
 * The change feed on the server's store (SQLite, or PostgreSQL with TEST_STORE=pg): a feed's records, their dynamics
 * and messages commit together or not at all, a bad line writes nothing, and the same feed applied again changes nothing.
 */
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed, generateFeed } from '../../src/monitor/feed'

let s: TestServer
let feed: string
beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 400, seed: 17 }) })
  const token = await codeLogin(s, freshPhone())
  const pids = await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 10').all<{ pid: string }>()
  for (const { pid } of pids) await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token })
  feed = await generateFeed(s.sql, { days: 3, end: '2026-11-01', perDay: 80, monitoredShare: 0.5 })
}, 90_000)
afterAll(async () => s.close())

/** everything a feed writes, without the ids a role is given each time it is written */
async function state() {
  const all = (text: string) => s.sql.prepare(text).all()
  return {
    companies: await all('SELECT pid, name, legal_person, legal_person_id, reg_capital, status, address FROM companies ORDER BY id'),
    persons: await all('SELECT person_id, name FROM persons ORDER BY person_id'),
    roles: await all(
      'SELECT company_id, person_id, role, position, share, from_date, to_date FROM roles ORDER BY company_id, person_id, role, position',
    ),
    ownership: await all('SELECT investor_id, investee_id, share FROM ownership ORDER BY investor_id, investee_id'),
    records: await all('SELECT id, dimension, company_id, date, title, ref_no FROM records ORDER BY id'),
    changes: await all('SELECT id, company_id, field, before, after, date FROM changes ORDER BY id'),
    dynamics: await all('SELECT id FROM dynamics ORDER BY id'),
    messages: await all('SELECT id FROM messages ORDER BY id'),
  }
}

test('the generated feed names companies, persons, roles, records and changes', () => {
  const types = new Set(
    feed
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { type: string }).type),
  )
  expect([...types].sort()).toEqual(['change', 'company', 'person', 'record', 'role'])
})

test('a feed with one bad line writes nothing, and says which line in Chinese', async () => {
  const lines = feed.split('\n').filter(Boolean)
  const at = Math.floor(lines.length / 2)
  const bad = [
    ...lines.slice(0, at),
    JSON.stringify({ type: 'role', pid: 'no-such-company', personId: 'x', role: 'legal' }),
    ...lines.slice(at),
  ]
  const before = await state()
  const r = await applyFeed(s.sql, bad.join('\n'), s.clock.ms)
  expect(r.ok).toBe(false)
  expect(r.errors).toEqual([{ line: at + 1, msg: '企业 no-such-company 不存在' }])
  expect(await state()).toEqual(before)
})

test('a failure after the records are stored undoes them with their dynamics and messages', async () => {
  const before = await state()
  await expect(
    applyFeed(s.sql, feed, s.clock.ms, {
      betweenSteps: () => {
        throw new Error('stopped between steps')
      },
    }),
  ).rejects.toThrow('stopped between steps')
  expect(await state()).toEqual(before)
})

test('the same feed applied twice changes nothing the second time', async () => {
  const before = await state()
  const first = await applyFeed(s.sql, feed, s.clock.ms)
  expect(first.ok).toBe(true)
  expect(first.dynamics).toBeGreaterThan(0)
  expect(first.messages).toBeGreaterThan(0)
  const after = await state()
  expect(after.records.length).toBeGreaterThan(before.records.length)
  expect(after.changes.length).toBeGreaterThan(before.changes.length)
  expect(after.companies).not.toEqual(before.companies)

  const second = await applyFeed(s.sql, feed, s.clock.ms)
  expect(second.ok).toBe(true)
  expect({ dynamics: second.dynamics, messages: second.messages }).toEqual({ dynamics: 0, messages: 0 })
  expect(second.counts.unchanged).toBe(after.records.length - before.records.length + after.changes.length - before.changes.length)
  expect(second.counts.record ?? 0).toBe(0)
  expect(await state()).toEqual(after)
})
