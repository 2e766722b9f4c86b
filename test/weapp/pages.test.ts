/**
 * Every page of app.json opens in the headless WeChat runtime on a real server: no script error, no unhandled
 * rejection, no wx API the runtime lacks, and each page script registers its page exactly once.
 */
import type { TestServer } from '../../server/test/api/helpers'
import { distMissing, facts, launch, signedInStorage, startApiServer } from './runtime/harness'
import { queryFor, queryValues } from './runtime/queries'
import { ROUTES } from '../../src/routes'
import type { WeappRuntime } from './runtime/runtime'
import { openEveryPage, type PageReport } from './runtime/open-all'

const missing = distMissing()

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

  test('each page stays open (no guard or error sends it elsewhere)', () => {
    const moved = reports.filter((r) => r.opened && r.landed !== r.route).map((r) => `${r.route} -> ${r.landed}`)
    expect(moved).toEqual([])
  })

  test('each page renders something from its data', () => {
    const blank = reports.filter((r) => r.opened && r.textLength === 0).map((r) => r.route)
    expect(blank).toEqual([])
  })
})
