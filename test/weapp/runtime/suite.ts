/**
 * What every suite of runtime tests sets up: one API server over a fresh seeded database for the suite, and at most
 * one mini-program runtime per test, closed after it; a test fails when its pages raised any error.
 */
import type { TestServer } from '../../../server/test/api/helpers'
import type { AppConfig } from '../../../server/src/config'
import { facts, startApiServer, type Facts } from './harness'
import type { WeappRuntime } from './runtime'

export interface RuntimeSuite {
  readonly server: TestServer
  readonly facts: Facts
  /** the runtime of the running test: set it when the test launches one */
  rt: WeappRuntime | undefined
}

/** call inside a describe block */
export function runtimeSuite(config: Partial<AppConfig> = {}): RuntimeSuite {
  let server: TestServer | undefined
  let seeded: Facts | undefined
  const suite: RuntimeSuite = {
    get server() {
      if (!server) throw new Error('the suite’s server is not started yet')
      return server
    },
    get facts() {
      if (!seeded) throw new Error('the suite’s server is not started yet')
      return seeded
    },
    rt: undefined,
  }
  beforeAll(async () => {
    server = await startApiServer(config)
    seeded = facts(server)
  }, 120_000)
  afterEach(async () => {
    const rt = suite.rt
    if (!rt) return
    suite.rt = undefined
    const errors = rt.errors.map((e) => `${e.where}: ${e.message}`)
    await rt.close()
    expect(errors).toEqual([])
  })
  afterAll(async () => {
    await server?.close()
  })
  return suite
}
