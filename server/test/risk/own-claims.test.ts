/** Own-company claims belong to their user: another user's token neither sees nor removes them. Over real HTTP. */
import { startServer, type Answer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import type { OwnScanState } from '../../../contract/api/api-risk'

let s: TestServer

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 80, seed: 5 }) })
}, 120_000)
afterAll(async () => {
  await s.close()
})

const company = async (id: number) =>
  (await s.sql.prepare('SELECT pid, legal_person_id AS personId FROM companies WHERE id = ?').get(id)) as { pid: string; personId: string }

const CLAIM = '/yqc/api/v1/risk/own/claim'

/** DELETE the claim, signed as the app signs it; without a body unless one is given (the app sends none) */
async function unclaim(token: string, body?: object): Promise<Answer<OwnScanState>> {
  const headers: Record<string, string> = { sign: s.sign('DELETE', CLAIM), token }
  if (body) headers['content-type'] = 'application/json'
  const res = await fetch(`${s.url}/api${CLAIM}`, { method: 'DELETE', headers, body: body ? JSON.stringify(body) : undefined })
  return { status: res.status, body: await res.json() }
}

const own = async (token: string) => (await s.get<OwnScanState>('/yqc/api/v1/risk/own', {}, { token })).body

test("another user's token learns nothing of a claim and cannot remove it (4040)", async () => {
  const alice = await codeLogin(s, freshPhone('1396'))
  const bob = await codeLogin(s, freshPhone('1397'))
  const a = await company(4)
  const claimed = await s.post<OwnScanState>(CLAIM, { pid: a.pid, personId: a.personId }, { token: alice })
  expect(claimed.body.code).toBe('0000')
  expect(claimed.body.data.company?.pid).toBe(a.pid)

  // Bob sees an empty state, not Alice's company
  const seen = await own(bob)
  expect(seen.code).toBe('0000')
  expect(seen.data).toEqual({ company: null, person: null, claimedAt: null, companyTotals: null, personTotals: null })

  // Bob cannot remove it, with or without naming Alice's company
  for (const body of [undefined, { pid: a.pid }]) {
    const r = await unclaim(bob, body)
    expect(r.status).toBe(404)
    expect(r.body.code).toBe('4040')
    expect(r.body.data).toBeNull()
    expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/)
  }
  expect((await own(alice)).data.company?.pid).toBe(a.pid)

  // Bob's own claim is his and leaves Alice's as it was
  const b = await company(5)
  expect((await s.post<OwnScanState>(CLAIM, { pid: b.pid }, { token: bob })).body.data.company?.pid).toBe(b.pid)
  expect((await own(alice)).data).toMatchObject({ company: { pid: a.pid }, person: { personId: a.personId } })
  expect((await own(bob)).data).toMatchObject({ company: { pid: b.pid }, person: null })

  // Bob removing his own claim leaves Alice's
  const removed = await unclaim(bob)
  expect(removed.body.code).toBe('0000')
  expect(removed.body.data.company).toBeNull()
  expect((await own(alice)).data.company?.pid).toBe(a.pid)
})

test('the owner removes the claim; naming another company or removing twice answers 4040', async () => {
  const token = await codeLogin(s, freshPhone('1398'))
  const a = await company(6)
  expect((await s.post(CLAIM, { pid: a.pid }, { token })).body.code).toBe('0000')
  const wrong = await unclaim(token, { pid: (await company(7)).pid })
  expect(wrong.body.code).toBe('4040')
  expect((await own(token)).data.company?.pid).toBe(a.pid)
  const r = await unclaim(token, { pid: a.pid })
  expect(r.body.code).toBe('0000')
  expect(r.body.data.company).toBeNull()
  expect((await own(token)).data.company).toBeNull()
  expect((await unclaim(token)).body.code).toBe('4040')
})

test('claims need a login', async () => {
  const a = await company(8)
  expect((await s.post(CLAIM, { pid: a.pid })).body.code).toBe('4030')
  expect((await s.get('/yqc/api/v1/risk/own')).body.code).toBe('4030')
  const res = await fetch(`${s.url}/api${CLAIM}`, { method: 'DELETE', headers: { sign: s.sign('DELETE', CLAIM) } })
  expect(res.status).toBe(401)
  expect((await res.json()).code).toBe('4030')
})
