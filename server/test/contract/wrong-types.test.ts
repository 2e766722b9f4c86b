/**
 * Every endpoint refuses a wrong-typed field with 4000 and a Chinese message that names the field. The endpoints and
 * their fields come from the OpenAPI document generated from the route schemas, so no endpoint can be forgotten.
 */
import { startServer, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { codeLogin, freshPhone } from '../signin/helpers'

type Schema = Record<string, any>
interface Field {
  name: string
  where: 'query' | 'body'
  schema: Schema
  required: boolean
}
interface Op {
  method: string
  path: string
  fields: Field[]
}

let s: TestServer
let token: string
const ops: Op[] = []
const SOCKETS = new Set(['/msg/ws', '/sso/scan/ws'])

/** A value of the wrong type for the field, as the transport can carry it. */
function wrongValue(f: Field): unknown {
  const t = f.schema.type
  if (t === 'integer' || t === 'number') return 'abc'
  if (t === 'boolean') return f.where === 'query' ? 'maybe' : 'maybe'
  if (t === 'array') return f.where === 'query' ? undefined : { not: 'a list' }
  if (t === 'object') return 'text'
  if (Array.isArray(f.schema.enum)) return f.where === 'query' ? 'zz-not-a-choice' : { x: 1 }
  if (t === 'string') return f.where === 'query' ? undefined : { x: 1 }
  return undefined
}

async function call(op: Op, values: Record<string, unknown>) {
  if (op.method === 'GET') {
    const q = Object.entries(values)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&')
    return s.get(op.path, q, { token })
  }
  const res = await fetch(`${s.url}/api${op.path}`, {
    method: op.method,
    headers: { 'content-type': 'application/json', sign: s.sign(op.method, op.path), token },
    body: JSON.stringify(values),
  })
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 200, seed: 5 }) })
  token = await codeLogin(s, freshPhone('1381'))
  const doc = await (await fetch(`${s.url}/api/docs/json`)).json()
  for (const [full, byMethod] of Object.entries<any>(doc.paths)) {
    const path = full.replace(/^\/api/, '')
    if (SOCKETS.has(path)) continue
    for (const [m, op] of Object.entries<any>(byMethod)) {
      const fields: Field[] = []
      for (const p of op.parameters ?? [])
        if (p.in === 'query') fields.push({ name: p.name, where: 'query', schema: p.schema ?? {}, required: !!p.required })
      const body = op.requestBody?.content?.['application/json']?.schema
      const req = new Set<string>(body?.required ?? [])
      for (const [name, schema] of Object.entries<Schema>(body?.properties ?? {}))
        fields.push({ name, where: 'body', schema, required: req.has(name) })
      ops.push({ method: m.toUpperCase(), path, fields })
    }
  }
}, 60_000)

afterAll(async () => {
  await s.close()
})

test('every field of every endpoint has a Chinese name', () => {
  const unnamed = ops.flatMap((op) =>
    op.fields.filter((f) => !/[\u4e00-\u9fa5]/.test(f.schema.title ?? '')).map((f) => `${op.method} ${op.path} ${f.name}`),
  )
  expect(unnamed).toEqual([])
})

test('a wrong-typed field → 4000 naming the field, on every endpoint that takes input', async () => {
  let checked = 0
  const failures: string[] = []
  for (const op of ops) {
    for (const f of op.fields) {
      const bad = wrongValue(f)
      if (bad === undefined) continue
      // only the field under test is sent: a missing required field is named by its own message, so send the others
      // only when this field is the one ajv meets first (required fields are reported before property types)
      const r = await call(op, { [f.name]: bad })
      const where = `${op.method} ${op.path} ${f.name}=${JSON.stringify(bad)}`
      if (r.status !== 400 || r.body.code !== '4000') {
        failures.push(`${where}: ${r.status} ${r.body.code} ${r.body.msg}`)
        continue
      }
      const otherRequired = op.fields.filter((x) => x.required && x.name !== f.name)
      if (otherRequired.length === 0 && !r.body.msg.includes(f.schema.title))
        failures.push(`${where}: message "${r.body.msg}" does not name ${f.schema.title}`)
      checked++
    }
  }
  expect(failures).toEqual([])
  expect(checked).toBeGreaterThan(60)
}, 120_000)
