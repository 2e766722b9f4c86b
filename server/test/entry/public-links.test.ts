/**
 * The addresses the server writes into links and QR codes come from its configuration (PUBLIC_URL), else from the
 * address it listens on, never from the request's Origin, Host or X-Forwarded-* headers; a code's QR image is then the
 * same for every caller, so it may be cached publicly, but no longer than the code lives.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import QRCode from 'qrcode'
import { startServer, type TestServer } from '../api/helpers'
import { device } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { listenBase } from '../../src/entry/origin'
import { QR_PNG_OPTIONS } from '../../src/providers/wechat'

const P = { create: '/yqc/api/v1/entry/create', image: '/yqc/api/v1/entry/image', scanTicket: '/sso/scan/ticket' }
const ENTRY = '/#/pagesIndex/entry/entry'

/** every header a proxy or a page could set to name another host */
const SPOOFS: Array<Record<string, string>> = [
  { origin: 'https://evil.example' },
  { host: 'evil.example' },
  { host: 'evil.example:8443', origin: 'http://evil.example:8443' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
  { forwarded: 'host=evil.example;proto=https' },
]

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A signed call over the socket, with headers fetch would not let through (Host among them). */
function call(
  s: TestServer,
  method: 'GET' | 'POST',
  p: string,
  o: { query?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const u = new URL(s.url)
  const payload = o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body))
  const headers: Record<string, string> = { sign: s.sign(method, p, o.query ?? ''), ...o.headers }
  if (payload) headers['content-type'] = 'application/json'
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, method, path: `/api${p}${o.query ? `?${o.query}` : ''}`, headers },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (c) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const json = (r: Raw) => JSON.parse(r.body.toString('utf8'))

async function linkOf(s: TestServer, pid: string, headers?: Record<string, string>): Promise<{ code: string; link: string }> {
  const r = json(await call(s, 'POST', P.create, { body: { kind: 'company', id: pid }, headers }))
  expect(r.code).toBe('0000')
  return r.data
}

const imageOf = (s: TestServer, code: string, type = 'link', headers?: Record<string, string>) =>
  call(s, 'GET', P.image, { query: `code=${code}&type=${type}`, headers })

async function firstPid(s: TestServer): Promise<string> {
  return ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1').get()) as { pid: string }).pid
}

describe('without PUBLIC_URL', () => {
  let s: TestServer
  let pid: string
  beforeAll(async () => {
    s = await startServer({ seed: (db) => seedDemo(db, { companies: 50, seed: 5 }) })
    pid = await firstPid(s)
  }, 60_000)
  afterAll(async () => s.close())

  it('puts a code’s link on the address the server listens on, whatever the request names', async () => {
    const plain = await linkOf(s, pid)
    expect(plain.link).toBe(`${s.url}${ENTRY}?q=${plain.code}`)
    for (const h of SPOOFS) expect({ h, link: (await linkOf(s, pid, h)).link }).toEqual({ h, link: plain.link })
  })

  it('draws the same QR image for every caller, of that address', async () => {
    const { code } = await linkOf(s, pid)
    for (const type of ['link', 'mini']) {
      const want = await QRCode.toBuffer(type === 'link' ? `${s.url}${ENTRY}?q=${code}` : `${s.url}${ENTRY}?scene=${code}`, QR_PNG_OPTIONS)
      // a spoofed request first: an image it made must not be the one later callers get
      for (const h of [...SPOOFS, {}]) {
        const r = await imageOf(s, code, type, h)
        expect({ type, h, status: r.status, same: r.body.equals(want) }).toEqual({ type, h, status: 200, same: true })
      }
    }
  })

  it('puts the scan-login QR code on that address too', async () => {
    for (const h of [{}, ...SPOOFS]) {
      const r = json(await call(s, 'POST', P.scanTicket, { body: device('pc-links', 'Windows 电脑'), headers: h }))
      expect(r.code).toBe('0000')
      expect({ h, url: r.data.url }).toEqual({ h, url: `${s.url}/#/pagesLogin/scan/scan?ticket=${r.data.ticket}` })
    }
  })

  it('caches a code’s image publicly for a day at most, never past the code’s end, and varies by no request header', async () => {
    const { code } = await linkOf(s, pid)
    const r = await imageOf(s, code, 'link', { origin: 'https://evil.example' })
    expect(r.headers['cache-control']).toBe('public, max-age=86400')
    expect(String(r.headers.vary ?? '')).not.toMatch(/origin|host|forwarded/i)

    const ticket = json(await call(s, 'POST', P.scanTicket, { body: device('pc-cache', 'Windows 电脑') })).data.ticket
    const scan = json(await call(s, 'POST', P.create, { body: { kind: 'scanLogin', id: ticket } })).data
    const left = Math.floor((scan.expiresAt - s.clock.ms) / 1000)
    expect(left).toBeLessThan(86400)
    const img = await imageOf(s, scan.code)
    expect(img.headers['cache-control']).toBe(`public, max-age=${left}`)
    s.clock.advance(30)
    expect((await imageOf(s, scan.code)).headers['cache-control']).toBe(`public, max-age=${left - 30}`)
  })
})

describe('with PUBLIC_URL', () => {
  let s: TestServer
  let pid: string
  const PUBLIC = 'https://m.yqc.example/'
  beforeAll(async () => {
    // behind a proxy the forwarded headers are trusted for the client's address, never for the links
    s = await startServer({ seed: (db) => seedDemo(db, { companies: 50, seed: 5 }), config: { publicUrl: PUBLIC, trustProxy: true } })
    pid = await firstPid(s)
  }, 60_000)
  afterAll(async () => s.close())

  it('puts links, QR images and the scan-login address on it, whatever the request names', async () => {
    const { code, link } = await linkOf(s, pid)
    expect(link).toBe(`https://m.yqc.example${ENTRY}?q=${code}`)
    const want = await QRCode.toBuffer(link, QR_PNG_OPTIONS)
    for (const h of SPOOFS) {
      expect({ h, link: (await linkOf(s, pid, h)).link }).toEqual({ h, link })
      expect({ h, same: (await imageOf(s, code, 'link', h)).body.equals(want) }).toEqual({ h, same: true })
      const t = json(await call(s, 'POST', P.scanTicket, { body: device('pc-public', 'Windows 电脑'), headers: h })).data
      expect({ h, url: t.url }).toEqual({ h, url: `https://m.yqc.example/#/pagesLogin/scan/scan?ticket=${t.ticket}` })
    }
  })
})

describe('the address a server listens on', () => {
  const at = (address: string, port: number, family = address.includes(':') ? 'IPv6' : 'IPv4'): AddressInfo => ({ address, port, family })

  it('shows any-address as 127.0.0.1 and brackets IPv6', () => {
    expect(listenBase(at('0.0.0.0', 8080))).toBe('http://127.0.0.1:8080')
    expect(listenBase(at('::', 8080))).toBe('http://127.0.0.1:8080')
    expect(listenBase(at('127.0.0.1', 3000))).toBe('http://127.0.0.1:3000')
    expect(listenBase(at('192.168.1.20', 80))).toBe('http://192.168.1.20:80')
    expect(listenBase(at('::1', 8080))).toBe('http://[::1]:8080')
  })
})
