/**
 * The pieces a mini-program test needs: the real API server on loopback over a seeded temp SQLite file (as the
 * server suites start it), the built mini-program, and a fresh runtime per journey.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer, type TestServer } from '../../../server/test/api/helpers'
import { seedDemo } from '../../../server/src/data/generate'
import type { AppConfig } from '../../../server/src/config'
import { makeSign, randomNonce, signedText } from '../../../contract/domain/sign'
import { API } from '../../../contract/endpoints'
import { WeappRuntime, type RuntimeOptions } from './runtime'

/** WEAPP_DIST points the suite at another build (e.g. a copy) */
export const DIST = process.env.WEAPP_DIST
  ? path.resolve(process.env.WEAPP_DIST)
  : path.resolve(__dirname, '..', '..', '..', 'dist', 'weapp')
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

/** A call to the test server signed as the app signs (with the secret compiled into the build). */
export async function api<T = any>(server: TestServer, method: 'GET' | 'POST', p: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {
    sign: makeSign(Math.floor(Date.now() / 1000), randomNonce(), BUILD_SIGN_SECRET, signedText(method, p)),
  }
  if (token) headers.token = token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${server.url}/api${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const answer = (await res.json()) as { code: string; msg: string; data: T }
  if (String(answer.code) !== '0000') throw new Error(`${p}: ${answer.code} ${answer.msg}`)
  return answer.data
}

export interface Facts {
  company: { pid: string; name: string; brand: string }
  person: { personId: string; name: string }
}

/** A real company and person of the seeded database for pages that need one. */
export function facts(server: TestServer): Facts {
  const c = server.db.prepare('SELECT pid, name, brand FROM companies ORDER BY id LIMIT 1').get() as Facts['company']
  const p = server.db
    .prepare(
      "SELECT p.person_id AS personId, p.name FROM persons p JOIN roles r ON r.person_id = p.person_id WHERE r.role = 'legal' LIMIT 1",
    )
    .get() as Facts['person']
  return { company: c, person: p }
}

/** A signed-in WeChat user with a bound phone, as storage holds it after sign-in (token, userInfo). */
export async function signedInStorage(server: TestServer, phone = '13900001234'): Promise<Record<string, unknown>> {
  const first = await api<{ token: string }>(server, 'POST', API.signin.wxLogin, { code: `headless-${phone}` })
  const bound = await api<{ token: string; user: unknown }>(server, 'POST', API.signin.wxPhone, { code: `phone-${phone}` }, first.token)
  return { token: bound.token, userInfo: bound.user }
}
