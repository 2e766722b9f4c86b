/**
 * The pieces a mini-program test needs: the real API server on loopback over a seeded temp SQLite file (as the
 * server suites start it), the built mini-program, and a fresh runtime per journey.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer, type TestServer } from '../../../server/test/api/helpers'
import { seedDemo } from '../../../server/src/data/generate'
import type { AppConfig } from '../../../server/src/config'
import { WeappRuntime, type RuntimeOptions } from './runtime'

export const DIST = path.resolve(__dirname, '..', '..', '..', 'dist', 'weapp')
/** what config/index.ts compiles into the build when SIGN_SECRET is not set */
const BUILD_SIGN_SECRET = process.env.SIGN_SECRET || 'yqc-local-sign-secret'

export function distMissing(dir = DIST): string | null {
  for (const f of ['app.json', 'app.js', 'base.wxml']) {
    if (!fs.existsSync(path.join(dir, f))) return `${path.relative(process.cwd(), dir)}/${f} is missing: run \`npm run build:weapp\` first`
  }
  return null
}

export async function startApiServer(config: Partial<AppConfig> = {}): Promise<TestServer> {
  return startServer({
    seed: (db) => seedDemo(db, { companies: 400 }),
    // the app signs with the real clock, so the server must read it too
    config: { signSecret: BUILD_SIGN_SECRET, now: () => Date.now(), ...config },
  })
}

export async function launch(server: TestServer, opts: Partial<RuntimeOptions> = {}): Promise<WeappRuntime> {
  const rt = new WeappRuntime({ distDir: DIST, serverUrl: server.url, ...opts })
  await rt.launch()
  await rt.settle()
  return rt
}
