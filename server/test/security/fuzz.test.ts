/**
 * Bad input never reaches a handler as syntax and never gives a 5xx. The suite walks every route of the generated
 * OpenAPI document (so a route added later is covered without an entry here) and sends each class of bad input to each
 * of its parameters, one at a time, with the route's other required parameters filled with valid values.
 */
import { startServer, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { codeLogin, freshPhone } from '../signin/helpers'

type Schema = Record<string, any>
interface Param {
  name: string
  in: 'query' | 'body'
  schema: Schema
  required: boolean
}
interface Operation {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT'
  path: string
  params: Param[]
}

/** Sockets answer an upgrade, not a call. */
const SKIP = new Set(['/msg/ws', '/sso/scan/ws'])

let s: TestServer
let token: string
let ops: Operation[] = []
let samples: Record<string, unknown> = {}

function operations(doc: any): Operation[] {
  const out: Operation[] = []
  for (const [full, byMethod] of Object.entries<any>(doc.paths)) {
    const path = full.replace(/^\/api/, '')
    if (SKIP.has(path)) continue
    for (const [m, op] of Object.entries<any>(byMethod)) {
      const method = m.toUpperCase() as Operation['method']
      const params: Param[] = []
      for (const p of op.parameters ?? [])
        if (p.in === 'query') params.push({ name: p.name, in: 'query', schema: p.schema ?? {}, required: !!p.required })
      const body = op.requestBody?.content?.['application/json']?.schema
      if (body?.properties) {
        const req = new Set<string>(body.required ?? [])
        for (const [name, schema] of Object.entries<Schema>(body.properties))
          params.push({ name, in: 'body', schema, required: req.has(name) })
      }
      out.push({ method, path, params })
    }
  }
  return out
}

/** A valid value for a parameter: a known sample by name, else one the schema accepts. */
function validValue(p: Param): unknown {
  if (p.name in samples) return samples[p.name]
  const sch = p.schema
  if (sch.default !== undefined) return sch.default
  if (Array.isArray(sch.enum)) return sch.enum[0]
  if (sch.type === 'integer' || sch.type === 'number') return sch.minimum ?? 1
  if (sch.type === 'boolean') return true
  if (sch.type === 'array') return []
  return 'a'
}

/** Percent-encodes like encodeURIComponent but writes a lone surrogate as its raw 3-byte form instead of throwing. */
function encodeLoose(v: string): string {
  let out = ''
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    const isHigh = c >= 0xd800 && c <= 0xdbff
    const pairs = isHigh && i + 1 < v.length && v.charCodeAt(i + 1) >= 0xdc00 && v.charCodeAt(i + 1) <= 0xdfff
    if (pairs) {
      out += encodeURIComponent(v.slice(i, i + 2))
      i++
    } else if (c >= 0xd800 && c <= 0xdfff)
      out +=
        `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`.toUpperCase()
    else out += encodeURIComponent(v[i])
  }
  return out
}

async function send(op: Operation, values: Record<string, unknown>, opts: { rawQuery?: string; rawBody?: string } = {}) {
  if (op.method === 'GET') {
    const q =
      opts.rawQuery ??
      Object.entries(values)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeLoose(String(v))}`)
        .join('&')
    return s.get(op.path, q, { token })
  }
  const body = opts.rawBody ?? values
  const signed = s.sign(op.method, op.path)
  const res = await fetch(`${s.url}/api${op.path}`, {
    method: op.method,
    headers: { 'content-type': 'application/json', sign: signed, token },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: JSON.parse(text) }
}

function baseline(op: Operation): Record<string, unknown> {
  const v: Record<string, unknown> = {}
  for (const p of op.params) if (p.required) v[p.name] = validValue(p)
  return v
}

function expectRefused(r: { status: number; body: any }, where: string) {
  if (r.status !== 400 || r.body.code !== '4000')
    throw new Error(`${where}: expected 400/4000, got ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`)
  expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/)
  expect(r.body).toHaveProperty('data')
}

function expectNoServerError(r: { status: number; body: any }, where: string) {
  if (r.status >= 500) throw new Error(`${where}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`)
  expect(typeof r.body.code).toBe('string')
  expect(typeof r.body.msg).toBe('string')
}

const isText = (p: Param) => p.schema.type === 'string' || (!p.schema.type && !p.schema.enum)
const isNumber = (p: Param) => p.schema.type === 'integer' || p.schema.type === 'number'

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 7 }) })
  token = await codeLogin(s, freshPhone('1371'))
  const company = (await s.sql.prepare('SELECT pid, name FROM companies ORDER BY id LIMIT 1').get()) as { pid: string; name: string }
  const person = (await s.sql.prepare('SELECT person_id AS personId, name FROM persons LIMIT 1').get()) as {
    personId: string
    name: string
  }
  samples = {
    pid: company.pid,
    personId: person.personId,
    personName: person.name,
    keyword: '科技',
    phone: '13800138000',
    dimension: 'lawsuit',
    kind: 'company',
    targetId: company.pid,
    referenceNo: '(2023)京0105民初1号',
  }
  const doc = await (await fetch(`${s.url}/api/docs/json`)).json()
  ops = operations(doc)
}, 60_000)

afterAll(async () => {
  await s.close()
})

test('the OpenAPI document lists the routes', () => {
  expect(ops.length).toBeGreaterThan(80)
})

test('control characters in any parameter, and lone surrogates in any body field → 4000', async () => {
  for (const op of ops) {
    const targets: Param[] = op.params.length
      ? op.params
      : [{ name: 'x', in: op.method === 'GET' ? 'query' : 'body', schema: {}, required: false }]
    for (const p of targets) {
      for (const bad of ['a\u0000b', 'x\u0007', 'z\u001b[31m', '\ud800x', 'y\udc00']) {
        const r = await send(op, { ...baseline(op), [p.name]: bad })
        const where = `${op.method} ${op.path} ${p.name}=${JSON.stringify(bad)}`
        // a URL cannot carry a lone surrogate: the query decoder turns its bytes into U+FFFD, a valid character
        if (op.method === 'GET' && /[\ud800-\udfff]/.test(bad)) {
          expectNoServerError(r, where)
          continue
        }
        expectRefused(r, where)
        expect(r.body.msg).toContain('非法字符')
      }
    }
  }
}, 120_000)

test('two values where one belongs, and an object where text belongs → 4000', async () => {
  for (const op of ops) {
    for (const p of op.params.filter((x) => x.schema.type !== 'array')) {
      const where = `${op.method} ${op.path} ${p.name}`
      if (op.method === 'GET') {
        const base = Object.entries(baseline(op)).filter(([k]) => k !== p.name)
        const q = [...base.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`), `${p.name}=1`, `${p.name}=2`].join('&')
        expectRefused(await send(op, {}, { rawQuery: q }), `${where} (repeated)`)
      } else {
        expectRefused(await send(op, { ...baseline(op), [p.name]: ['a', 'b'] }), `${where} (array)`)
        expectRefused(await send(op, { ...baseline(op), [p.name]: { $gt: '' } }), `${where} (object)`)
      }
    }
  }
}, 120_000)

test('NaN, infinities, fractions and huge numbers in numeric parameters → 4000', async () => {
  for (const op of ops) {
    for (const p of op.params.filter(isNumber)) {
      for (const bad of ['NaN', 'Infinity', '-Infinity', '1e309', '99999999999999999999', 'abc']) {
        expectRefused(await send(op, { ...baseline(op), [p.name]: bad }), `${op.method} ${op.path} ${p.name}=${bad}`)
      }
      if (p.schema.type === 'integer')
        expectRefused(await send(op, { ...baseline(op), [p.name]: '1.5' }), `${op.method} ${op.path} ${p.name}=1.5`)
    }
  }
}, 120_000)

test('text longer than its limit → 4000; every text parameter has a limit', async () => {
  for (const op of ops) {
    for (const p of op.params.filter((x) => x.schema.type === 'string' && !x.schema.enum)) {
      const where = `${op.method} ${op.path} ${p.name}`
      expect({ where, maxLength: typeof p.schema.maxLength }).toEqual({ where, maxLength: 'number' })
      expectRefused(await send(op, { ...baseline(op), [p.name]: 'x'.repeat(p.schema.maxLength + 1) }), where)
    }
  }
}, 120_000)

test('pages beyond 500 → 4000', async () => {
  const paged = ops.filter((op) => op.params.some((p) => p.name === 'pageNum'))
  expect(paged.length).toBeGreaterThan(10)
  for (const op of paged) expectRefused(await send(op, { ...baseline(op), pageNum: 501 }), `${op.method} ${op.path} pageNum=501`)
}, 60_000)

test('full-text operators in text parameters never reach an engine as syntax', async () => {
  const ftsInput = [
    '"',
    '"a',
    'a*',
    '*',
    'NEAR(a b)',
    '^a',
    'a AND b',
    'a OR b',
    'NOT a',
    '(a',
    'a:b',
    "'",
    '%',
    '_',
    '\\',
    "a' OR '1'='1",
    '科技" OR "1',
  ]
  for (const op of ops) {
    for (const p of op.params.filter(isText)) {
      for (const bad of ftsInput) {
        const r = await send(op, { ...baseline(op), [p.name]: bad })
        expectNoServerError(r, `${op.method} ${op.path} ${p.name}=${bad}`)
      }
    }
  }
  // the search boxes refuse operator characters with a Chinese message
  for (const path of ['/search/api/v1/middle/entPersonSearch', '/yqc/api/v1/copyright/search']) {
    for (const bad of ['"', 'a*', '^a', '(a']) {
      const r = await s.get(path, { keyword: bad }, { token })
      expectRefused(r, `${path} keyword=${bad}`)
    }
  }
}, 180_000)

test('bodies over the limit, bodies that are not objects and broken JSON → 4xx in the envelope', async () => {
  for (const op of ops.filter((o) => o.method !== 'GET')) {
    const big = await send(op, {}, { rawBody: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }) })
    expect({ where: `${op.method} ${op.path}`, status: big.status, code: big.body.code }).toEqual({
      where: `${op.method} ${op.path}`,
      status: 413,
      code: '4000',
    })
    for (const raw of ['[1,2]', '"text"', '{"a":', '123', 'null']) {
      const r = await send(op, {}, { rawBody: raw })
      const where = `${op.method} ${op.path} ${raw}`
      expect({ where, clientError: r.status >= 400 && r.status < 500, code: r.body.code }).toEqual({
        where,
        clientError: true,
        code: '4000',
      })
    }
  }
}, 120_000)
