/**
 * Footprints over real HTTP: a view recorded with the name from the data, the newest first, one row per target, the
 * device's list merged on sign-in (the later view wins, unknown targets skipped, future times clamped), the cap per
 * kind, clearing one kind or all, bad input refused in Chinese, and nothing of another user's ever seen.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { FOOTPRINTS_KEPT } from '../../../contract/schemas/footprint'

const P = {
  list: '/user/api/v1/footprint/list',
  record: '/user/api/v1/footprint/record',
  merge: '/user/api/v1/footprint/merge',
  clear: '/user/api/v1/footprint/clear',
}

let s: TestServer
let a: SignedIn
let b: SignedIn
let pids: string[]
let person: { person_id: string; name: string }

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 5 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  pids = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 250').all()) as Array<{ pid: string }>).map((r) => r.pid)
  person = (await s.sql.prepare('SELECT person_id, name FROM persons ORDER BY id LIMIT 1').get()) as typeof person
}, 60_000)
afterAll(async () => s.close())

const list = async (u: SignedIn, q: Record<string, string | number> = {}) => (await s.get(P.list, q, { token: u.token })).body
const record = async (u: SignedIn, kind: string, targetId: string) => (await s.post(P.record, { kind, targetId }, { token: u.token })).body
const company = async (pid: string) =>
  (await s.sql.prepare('SELECT name, legal_person, status FROM companies WHERE pid = ?').get(pid)) as {
    name: string
    legal_person: string
    status: string
  }

describe('recording and listing', () => {
  it('records a view with the name and second line from the data', async () => {
    const r = await record(a, 'company', pids[0])
    expect(r.code).toBe('0000')
    const c = await company(pids[0])
    expect(r.data).toEqual({
      kind: 'company',
      targetId: pids[0],
      name: c.name,
      sub: `${c.legal_person} · ${c.status}`,
      viewedAt: s.clock.ms,
    })
    const p = await record(a, 'person', person.person_id)
    expect(p.data).toMatchObject({ kind: 'person', name: person.name })
    expect(p.data.sub).not.toBe('')
  })

  it('keeps one row per target, the newest view first', async () => {
    s.clock.advance(60)
    await record(a, 'company', pids[1])
    s.clock.advance(60)
    await record(a, 'company', pids[0])
    const r = (await list(a, { kind: 'company' })).data
    expect(r.total).toBe(2)
    expect(r.list.map((f: { targetId: string }) => f.targetId)).toEqual([pids[0], pids[1]])
    expect((await list(a)).data.total).toBe(3)
    expect((await list(a, { kind: 'person' })).data.list.map((f: { targetId: string }) => f.targetId)).toEqual([person.person_id])
  })

  it('refuses a target that does not exist and bad input, changing nothing', async () => {
    const before = await count(s.sql, 'footprints')
    const missing = await record(a, 'company', 'no_such_company')
    expect(missing.code).toBe('4040')
    expectChinese(missing.msg)
    for (const body of [{ kind: 'shop', targetId: pids[2] }, { kind: 'company' }, { kind: 'company', targetId: '../x' }]) {
      const r = (await s.post(P.record, body, { token: a.token })).body
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
    expect((await s.post(P.record, { kind: 'company', targetId: pids[2] })).body.code).not.toBe('0000')
    expect(await count(s.sql, 'footprints')).toBe(before)
  })
})

describe('merging a device’s list on sign-in', () => {
  it('keeps the later view of each target, skips unknown ones and never dates a view in the future', async () => {
    const server = (await list(a, { kind: 'company' })).data.list as Array<{ targetId: string; viewedAt: number }>
    const older = server.find((f) => f.targetId === pids[0])!.viewedAt - 1000
    const r = await s.post(
      P.merge,
      {
        items: [
          { kind: 'company', targetId: pids[0], viewedAt: older },
          { kind: 'company', targetId: pids[3], viewedAt: s.clock.ms + 86_400_000 },
          { kind: 'company', targetId: 'gone_company', viewedAt: s.clock.ms },
        ],
      },
      { token: a.token },
    )
    expect(r.body.data).toEqual({ merged: 2, skipped: 1 })
    const after = (await list(a, { kind: 'company' })).data.list as Array<{ targetId: string; viewedAt: number }>
    expect(after.find((f) => f.targetId === pids[0])!.viewedAt).toBe(older + 1000)
    expect(after.find((f) => f.targetId === pids[3])!.viewedAt).toBe(s.clock.ms)
  })

  it('refuses more than the merge maximum at once', async () => {
    const items = pids.slice(0, 101).map((pid) => ({ kind: 'company', targetId: pid, viewedAt: 1 }))
    const r = (await s.post(P.merge, { items }, { token: a.token })).body
    expect(r.code).toBe('4000')
    expectChinese(r.msg)
  })

  it('keeps only the newest of each kind past the cap', async () => {
    for (let i = 0; i < pids.length; i += 100) {
      const items = pids.slice(i, i + 100).map((pid, j) => ({ kind: 'company', targetId: pid, viewedAt: 1_000 + i + j }))
      await s.post(P.merge, { items }, { token: a.token })
    }
    const r = (await list(a, { kind: 'company', pageSize: 50 })).data
    expect(r.total).toBe(FOOTPRINTS_KEPT)
    expect((await list(a, { kind: 'person' })).data.total).toBe(1)
  })
})

describe('another user and clearing', () => {
  it('shows another user nothing of A’s, and their clear leaves A’s alone', async () => {
    expect((await list(b)).data.total).toBe(0)
    await record(b, 'company', pids[5])
    expect((await s.post(P.clear, {}, { token: b.token })).body.data.removed).toBe(1)
    expect((await list(a)).data.total).toBe(FOOTPRINTS_KEPT + 1)
  })

  it('clears one kind, then all', async () => {
    expect((await s.post(P.clear, { kind: 'person' }, { token: a.token })).body.data.removed).toBe(1)
    expect((await list(a, { kind: 'company' })).data.total).toBe(FOOTPRINTS_KEPT)
    expect((await s.post(P.clear, {}, { token: a.token })).body.data.removed).toBe(FOOTPRINTS_KEPT)
    expect((await list(a)).data.total).toBe(0)
  })
})
