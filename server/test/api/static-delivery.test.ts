/**
 * The built app and the API answers travel compressed when the browser accepts it (br, gzip, or none), hashed
 * assets are cached for a year as immutable, and index.html is revalidated on every visit.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { startServer, type TestServer } from './helpers'
import { seedDemo } from '../../src/data/generate'
import { DEMO_META, parseDemoMeta } from '../../../contract/domain/demo'
import { withDemoMeta } from '../../src/plugins/h5-index'

let s: TestServer
let h5: string
const SCRIPT = `console.log(${JSON.stringify('云企查'.repeat(2000))})`

function get(
  p: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const u = new URL(s.url)
  return new Promise((resolve, reject) => {
    http
      .get({ host: u.hostname, port: u.port, path: p, headers }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (c) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      })
      .on('error', reject)
  })
}

beforeAll(async () => {
  h5 = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-h5-static-'))
  fs.mkdirSync(path.join(h5, 'js'))
  fs.writeFileSync(
    path.join(h5, 'index.html'),
    `<!DOCTYPE html><html><head><title>云企查</title></head><body>${'<div></div>'.repeat(200)}<script src="/js/app.0123abcd.js"></script></body></html>`,
  )
  fs.writeFileSync(path.join(h5, 'js', 'app.0123abcd.js'), SCRIPT)
  execFileSync(process.execPath, [path.join(__dirname, '../../../scripts/precompress.js'), h5])
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 200, seed: 3 }), config: { h5Dir: h5 } })
})
afterAll(async () => {
  await s.close()
  fs.rmSync(h5, { recursive: true, force: true })
})

describe('built files', () => {
  test('br when accepted, gzip when only gzip is, the plain file otherwise — same content each way', async () => {
    const br = await get('/js/app.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    expect(br.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5)

    const gz = await get('/js/app.0123abcd.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT)

    const plain = await get('/js/app.0123abcd.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  test('hashed assets are cached for a year as immutable; index.html is revalidated', async () => {
    const js = await get('/js/app.0123abcd.js')
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // which encoding is sent depends on the request: a shared cache must keep them apart
    expect(js.headers.vary).toMatch(/accept-encoding/i)
    const index = await get('/', { 'accept-encoding': 'br' })
    expect(index.status).toBe(200)
    expect(index.headers['cache-control']).toBe('no-cache')
    const named = await get('/index.html')
    expect(named.headers['cache-control']).toBe('no-cache')
  })

  test('a hashed asset is immutable whichever encoding is sent; index.html is revalidated whichever too', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['identity', undefined],
    ] as const) {
      const js = await get('/js/app.0123abcd.js', { 'accept-encoding': accept })
      expect(js.status).toBe(200)
      expect(js.headers['content-encoding']).toBe(encoding)
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(js.headers.vary).toMatch(/accept-encoding/i)
      for (const p of ['/', '/index.html']) {
        const index = await get(p, { 'accept-encoding': accept })
        expect(index.status).toBe(200)
        expect(index.headers['cache-control']).toBe('no-cache')
      }
    }
    // with no Accept-Encoding at all the plain file is sent
    const none = await get('/js/app.0123abcd.js')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

describe('the demo state in index.html', () => {
  const metaOf = (html: string) => new RegExp(`<head><meta name="${DEMO_META}" content="([^"]*)">`).exec(html)?.[1]

  test('index.html names the stand-ins in use, at / and /index.html, compressed or not, still revalidated', async () => {
    for (const [p, enc] of [
      ['/', 'identity'],
      ['/index.html', 'gzip'],
      ['/', 'br'],
    ]) {
      const r = await get(p, { 'accept-encoding': enc })
      expect(r.status).toBe(200)
      expect(r.headers['content-type']).toMatch(/^text\/html/)
      expect(r.headers['cache-control']).toBe('no-cache')
      const html =
        r.headers['content-encoding'] === 'br'
          ? zlib.brotliDecompressSync(r.body).toString()
          : r.headers['content-encoding'] === 'gzip'
            ? zlib.gunzipSync(r.body).toString()
            : r.body.toString()
      const content = metaOf(html)
      expect(content).toBeDefined()
      expect(parseDemoMeta(content!.replace(/&quot;/g, '"'))).toEqual({
        on: true,
        standIns: ['sms', 'oneClick', 'wechat', 'pay', 'invoice', 'subscribe', 'oa'],
      })
      expect(html).toContain('<script src="/js/app.0123abcd.js"></script>')
    }
  })

  test('with no stand-in the page says so too, and the markup is otherwise the built file', () => {
    const built = '<!doctype html><html><head><meta charset="utf-8"><script>var a=1</script></head><body></body></html>'
    const out = withDemoMeta(built, { on: false, standIns: [] })
    expect(parseDemoMeta(metaOf(out)!.replace(/&quot;/g, '"'))).toEqual({ on: false, standIns: [] })
    expect(out.replace(/<meta name="yqc-demo" content="[^"]*">/, '')).toBe(built)
  })
})

describe('API answers', () => {
  test('JSON above 1 KB is compressed as the client accepts; small answers are not', async () => {
    const pid = ((await s.sql.prepare('SELECT pid FROM companies LIMIT 1').get()) as { pid: string }).pid
    const q = `pid=${pid}`
    const sign = s.sign('GET', '/yqc/api/v1/business/profile', q)
    const big = await get(`/api/yqc/api/v1/business/profile?${q}`, { sign, 'accept-encoding': 'br' })
    expect(big.headers['content-encoding']).toBe('br')
    expect(JSON.parse(zlib.brotliDecompressSync(big.body).toString()).code).toBe('0000')

    const sign2 = s.sign('GET', '/yqc/api/v1/business/profile', q)
    const gz = await get(`/api/yqc/api/v1/business/profile?${q}`, { sign: sign2, 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString()).code).toBe('0000')

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString()).code).toBe('0000')
  })
})
