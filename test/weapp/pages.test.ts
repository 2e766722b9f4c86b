/**
 * Every page of app.json opens in the headless WeChat runtime on a real server: no script error, no unhandled
 * rejection, no wx API the runtime lacks, and each page script registers its page exactly once.
 */
import type { TestServer } from '../../server/test/api/helpers'
import { ROUTES } from '../../src/routes'
import { distMissing, facts, launch, signedInStorage, startApiServer, type Facts } from './runtime/harness'
import type { WeappRuntime } from './runtime/runtime'
import { openEveryPage, type PageReport } from './runtime/open-all'

const missing = distMissing()

/** a value for each required query parameter of the route manifest, from the seeded database where it names one */
export function queryValues(f: Facts): Record<string, string> {
  return {
    pid: f.company.pid,
    id: f.company.pid,
    debtorId: f.company.pid,
    personId: f.person.personId,
    otherPersonId: f.person.personId,
    personName: f.person.name,
    keyword: f.company.brand,
    name: f.company.name,
    kind: 'company',
    debtorKind: 'company',
    dimension: 'shareholder',
    key: 'about',
    rows: '10',
    headId: '1',
    email: 'finance@example.com',
    phone: '13900001234',
    ticket: 'headless-ticket-0000000000',
    token: 'headless-token',
    orderNo: 'YQC-HEADLESS',
    referenceNo: 'REF-HEADLESS',
    regionCode: '310000',
    provinceCode: '310000',
    groupId: '1',
  }
}

export function queryFor(route: string, values: Record<string, string>): Record<string, string> {
  const def = ROUTES.find((r) => r.path === route)
  const q: Record<string, string> = {}
  for (const p of def?.params ?? []) if (!p.endsWith('?') && values[p] !== undefined) q[p] = values[p]
  return q
}

const describeBuilt = missing ? describe.skip : describe

test('the mini-program is built', () => {
  if (missing) throw new Error(missing)
})

describeBuilt('every page of app.json in the headless WeChat runtime', () => {
  let server: TestServer
  let rt: WeappRuntime
  let reports: PageReport[]
  beforeAll(async () => {
    server = await startApiServer()
    const values = queryValues(facts(server))
    rt = await launch(server, { storage: await signedInStorage(server) })
    reports = await openEveryPage(rt, (route) => queryFor(route, values))
  }, 600_000)
  afterAll(async () => {
    await rt?.close()
    await server?.close()
  })

  test('app.json declares the pages of the route manifest', () => {
    expect(new Set(rt.pages)).toEqual(new Set(ROUTES.map((r) => r.path)))
  })

  test('each page opens with no script error, unhandled rejection or missing wx API', () => {
    const bad = reports.filter((r) => r.errors.length > 0).map((r) => `${r.route}: ${r.errors.join(' | ')}`)
    expect(bad).toEqual([])
    expect([...rt.missingApis]).toEqual([])
  })

  test('each page script calls Page() exactly once for its page', () => {
    const wrong = rt.pages
      .map((p) => ({ page: p, calls: rt.pageRegistrations.get(p) ?? 0 }))
      .filter((r) => r.calls !== 1)
      .map((r) => `${r.page}: Page() called ${r.calls} times`)
    expect(wrong).toEqual([])
  })

  test('each page renders something from its data', () => {
    const blank = reports.filter((r) => r.opened && r.textLength === 0).map((r) => r.route)
    expect(blank).toEqual([])
  })
})
