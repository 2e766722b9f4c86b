/**
 * Bad input never reaches a handler as syntax and never gives a 5xx. The suite walks every route of the generated
 * OpenAPI document (so a route added later is covered without an entry here) and sends each class of bad input to each
 * of its parameters, one at a time, with the route's other required parameters filled with valid values. Every route
 * that takes a multipart body also gets broken forms: cut at every part boundary and at random points, with wrong or
 * missing boundaries, garbage headers and too much of everything.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { count, startServer, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { codeLogin, freshPhone } from '../signin/helpers'
import { UPLOAD_MAX_BYTES } from '../../../contract/domain/uploads'

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

// ---------- multipart bodies ----------

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const BOUNDARY = '----yqcFuzzBoundary7MA4YWxkTrZu0gW'
const CRLF = '\r\n'

interface FormPart {
  /** raw header lines, e.g. 'Content-Disposition: form-data; name="purpose"' */
  headers: string[]
  body: Buffer | string
}

const field = (name: string, value: string): FormPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: value,
})
const file = (name: string, bytes: Buffer, filename = 'a.png'): FormPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, 'Content-Type: image/png'],
  body: bytes,
})

/** A form as a browser writes it; `close: false` leaves out the closing delimiter. */
function form(parts: FormPart[], { boundary = BOUNDARY, close = true } = {}): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}${p.headers.join(CRLF)}${CRLF}${CRLF}`))
    chunks.push(Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body))
    chunks.push(Buffer.from(CRLF))
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${CRLF}`))
  return Buffer.concat(chunks)
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`
/** the form the app sends: the purpose, then the image */
const GOOD = form([field('purpose', 'avatar'), file('file', PNG)])

/** Offsets where a part, its headers, its body or a delimiter begins or ends, and a byte either side of each. */
function boundaryCuts(body: Buffer): number[] {
  const marks = new Set<number>([0, 1])
  for (const needle of [`--${BOUNDARY}`, CRLF + CRLF, CRLF]) {
    for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, at + 1)) {
      for (const m of [at, at + needle.length]) for (const d of [-1, 0, 1]) marks.add(m + d)
    }
  }
  return [...marks].filter((m) => m >= 0 && m < body.length).sort((a, b) => a - b)
}

/** mulberry32: the same cut points on every run, so a failure names a body that can be sent again */
function randomCuts(length: number, n: number, seed: number): number[] {
  let t = seed
  const next = () => {
    t = (t + 0x6d2b79f5) | 0
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
  return Array.from({ length: n }, () => Math.floor(next() * length))
}

/** The end of the closing delimiter: a cut anywhere before it leaves the form unfinished. */
const closedAt = (body: Buffer) => body.lastIndexOf(`--${BOUNDARY}--`) + `--${BOUNDARY}--`.length

function uploadDir(): string {
  return s.config.uploadDir ?? s.app.repos.uploads.defaultDir()
}
function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
}

async function sendRaw(p: string, body: Buffer, contentType: string | null) {
  const headers: Record<string, string> = { sign: s.sign('POST', p), token }
  if (contentType !== null) headers['content-type'] = contentType
  const res = await fetch(`${s.url}/api${p}`, { method: 'POST', headers, body: new Uint8Array(body) })
  const text = await res.text()
  let parsed: any
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { raw: text.slice(0, 160) }
  }
  return { status: res.status, body: parsed }
}

/** A 4xx in the envelope with a Chinese message: 4000, or 4150 for a body that is not a form at all. */
function expectFormRefused(r: { status: number; body: any }, where: string, codes = ['4000']) {
  const okShape = r.status >= 400 && r.status < 500 && codes.includes(r.body.code) && /[\u4e00-\u9fa5]/.test(r.body.msg ?? '')
  if (!okShape || !('data' in r.body))
    throw new Error(`${where}: expected 4xx/${codes.join('|')} in Chinese, got ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`)
}

/** POST routes that take a multipart body: the ones that do not answer a well-formed form with 415. */
async function multipartRoutes(): Promise<string[]> {
  const out: string[] = []
  for (const op of ops.filter((o) => o.method === 'POST')) {
    const r = await sendRaw(op.path, form([field('purpose', 'avatar')]), MULTIPART)
    expectNoServerError(r, `POST ${op.path} (a form)`)
    if (r.status !== 415) out.push(op.path)
  }
  return out
}

/** Every malformed body with the content type it is sent under and the codes it may be answered with. */
function brokenForms(): Array<{ name: string; body: Buffer; type: string | null; codes?: string[] }> {
  const out: Array<{ name: string; body: Buffer; type: string | null; codes?: string[] }> = []
  const bases = {
    'purpose+file': GOOD,
    'file+purpose': form([file('file', PNG), field('purpose', 'avatar')]),
    'file alone': form([file('file', Buffer.concat([PNG, Buffer.alloc(200, 7)]))]),
  }
  for (const [label, body] of Object.entries(bases)) {
    const end = closedAt(body)
    const cuts = new Set([...boundaryCuts(body), ...randomCuts(end, 40, body.length)].filter((c) => c < end))
    for (const cut of [...cuts].sort((a, b) => a - b))
      out.push({ name: `${label} cut at ${cut}/${body.length}`, body: body.subarray(0, cut), type: MULTIPART })
  }
  const unclosed = form([field('purpose', 'avatar'), file('file', PNG)], { close: false })
  out.push(
    { name: 'no closing delimiter', body: unclosed, type: MULTIPART },
    { name: 'closing delimiter without its dashes', body: Buffer.concat([unclosed, Buffer.from(`--${BOUNDARY}`)]), type: MULTIPART },
    { name: 'empty body', body: Buffer.alloc(0), type: MULTIPART },
    { name: 'only a preamble', body: Buffer.from('hello there'), type: MULTIPART },
    { name: 'boundary absent from the content type', body: GOOD, type: 'multipart/form-data' },
    { name: 'empty boundary', body: GOOD, type: 'multipart/form-data; boundary=' },
    { name: 'boundary not in the body', body: GOOD, type: 'multipart/form-data; boundary=nope' },
    { name: 'boundary over 256 characters', body: GOOD, type: `multipart/form-data; boundary=${'b'.repeat(300)}` },
    { name: 'boundary a prefix of the real one', body: GOOD, type: `multipart/form-data; boundary=${BOUNDARY.slice(0, 10)}` },
    { name: 'multipart/mixed', body: GOOD, type: `multipart/mixed; boundary=${BOUNDARY}`, codes: ['4000', '4150'] },
    { name: 'text/plain', body: GOOD, type: 'text/plain', codes: ['4000', '4150'] },
    { name: 'application/octet-stream', body: GOOD, type: 'application/octet-stream', codes: ['4000', '4150'] },
    { name: 'application/json', body: GOOD, type: 'application/json', codes: ['4000', '4150'] },
    { name: 'form-urlencoded', body: GOOD, type: 'application/x-www-form-urlencoded', codes: ['4000', '4150'] },
    { name: 'no content type', body: GOOD, type: null, codes: ['4000', '4150'] },
    { name: 'a part with no headers', body: form([{ headers: [], body: 'x' }, file('file', PNG)]), type: MULTIPART },
    {
      name: 'garbage header lines',
      body: form([{ headers: ['\u0001\u0002garbage', 'no colon here'], body: 'x' }, file('file', PNG)]),
      type: MULTIPART,
    },
    {
      name: 'binary header bytes',
      body: Buffer.concat([
        Buffer.from(`--${BOUNDARY}${CRLF}`),
        Buffer.from([0xff, 0xfe, 0, 1, 0x0d, 0x0a, 0x0d, 0x0a]),
        PNG,
        Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`),
      ]),
      type: MULTIPART,
    },
    {
      name: 'headers never ended',
      body: Buffer.from(
        `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="file"; filename="a.png"${CRLF}X: ${'y'.repeat(100_000)}`,
      ),
      type: MULTIPART,
    },
    { name: 'not form-data', body: form([{ headers: ['Content-Disposition: attachment; filename="a.png"'], body: PNG }]), type: MULTIPART },
    {
      name: 'the file part without a filename',
      body: form([field('purpose', 'avatar'), field('file', PNG.toString('latin1'))]),
      type: MULTIPART,
    },
    { name: 'an unknown purpose', body: form([field('purpose', 'evil'), file('file', PNG)]), type: MULTIPART },
    { name: 'two purposes', body: form([field('purpose', 'avatar'), field('purpose', 'feedback'), file('file', PNG)]), type: MULTIPART },
    { name: 'two files', body: form([field('purpose', 'avatar'), file('file', PNG), file('file', PNG, 'b.png')]), type: MULTIPART },
    {
      name: 'too many parts',
      body: form([...Array.from({ length: 20 }, (_, i) => field(`f${i}`, 'x')), file('file', PNG)]),
      type: MULTIPART,
    },
    { name: 'a field over its size', body: form([field('purpose', 'a'.repeat(10_000)), file('file', PNG)]), type: MULTIPART },
    {
      name: 'a prototype field name',
      body: form([field('__proto__', 'x'), field('purpose', 'avatar'), file('file', PNG)]),
      type: MULTIPART,
    },
    { name: 'a prototype file name', body: form([field('purpose', 'avatar'), file('constructor', PNG)]), type: MULTIPART },
    {
      name: 'a broken JSON field',
      body: form([
        { headers: ['Content-Disposition: form-data; name="purpose"', 'Content-Type: application/json'], body: '{"a":' },
        file('file', PNG),
      ]),
      type: MULTIPART,
    },
    {
      name: 'a file over the limit',
      body: form([field('purpose', 'avatar'), file('file', Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES, 1)]))]),
      type: MULTIPART,
    },
    {
      name: 'a file over the limit, cut',
      body: form([field('purpose', 'avatar'), file('file', Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES, 1)]))], { close: false }),
      type: MULTIPART,
    },
  )
  return out
}

describe('multipart bodies', () => {
  let routes: string[] = []
  beforeAll(async () => {
    routes = await multipartRoutes()
  }, 60_000)

  test('some routes take a form, and the well-formed one is accepted where it is an upload', async () => {
    expect(routes.length).toBeGreaterThan(0)
    const taken: string[] = []
    for (const p of routes) if ((await sendRaw(p, GOOD, MULTIPART)).body.code === '0000') taken.push(p)
    expect(taken.length).toBeGreaterThan(0)
  })

  test('broken, cut and mislabelled forms → 4xx in the envelope, in Chinese, keeping nothing', async () => {
    const dir = uploadDir()
    const filesBefore = filesIn(dir)
    const rowsBefore = await count(s.sql, 'uploads')
    const cases = brokenForms()
    expect(cases.length).toBeGreaterThan(150)
    const failures: string[] = []
    for (const p of routes) {
      for (const c of cases) {
        try {
          expectFormRefused(await sendRaw(p, c.body, c.type), `POST ${p} ${c.name}`, c.codes)
        } catch (e) {
          failures.push((e as Error).message)
        }
      }
    }
    expect(failures).toEqual([])
    expect(filesIn(dir)).toEqual(filesBefore)
    expect(await count(s.sql, 'uploads')).toBe(rowsBefore)
  }, 300_000)

  test('a form on a route that takes none, whole or cut → 4xx in the envelope', async () => {
    for (const op of ops.filter((o) => o.method === 'POST' && !routes.includes(o.path))) {
      for (const body of [GOOD, GOOD.subarray(0, GOOD.length - 30)]) {
        const r = await sendRaw(op.path, body, MULTIPART)
        expectFormRefused(r, `POST ${op.path} (${body.length} bytes)`, ['4000', '4150'])
      }
    }
  }, 120_000)

  test('a connection dropped inside the file part leaves no file, and the server answers the next call', async () => {
    const dir = uploadDir()
    const filesBefore = filesIn(dir)
    const rowsBefore = await count(s.sql, 'uploads')
    const u = new URL(s.url)
    for (const p of routes) {
      const body = GOOD.subarray(0, GOOD.indexOf(PNG) + 20)
      await new Promise<void>((resolve) => {
        const sock = net.connect(Number(u.port), u.hostname, () => {
          sock.write(
            [
              `POST /api${p} HTTP/1.1`,
              `Host: ${u.host}`,
              `Content-Type: ${MULTIPART}`,
              `Content-Length: ${GOOD.length}`,
              `sign: ${s.sign('POST', p)}`,
              `token: ${token}`,
              '',
              '',
            ].join(CRLF),
          )
          sock.write(body, () => setTimeout(() => sock.destroy(), 50))
        })
        sock.on('error', () => resolve())
        sock.on('close', () => resolve())
      })
      const next = await sendRaw(p, GOOD.subarray(0, 40), MULTIPART)
      expectFormRefused(next, `POST ${p} after a dropped upload`)
    }
    expect(filesIn(dir)).toEqual(filesBefore)
    expect(await count(s.sql, 'uploads')).toBe(rowsBefore)
  }, 60_000)
})
