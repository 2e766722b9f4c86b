/**
 * The signature is decided on the path the router matches: encoded, doubled or dotted variants of an API path never skip
 * it, and every method is covered (HEAD signs its query like GET; other methods may not carry a query).
 */
import http from 'node:http'
import { startServer, type TestServer } from './helpers'

let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  await s.close()
})

/** Sends the path exactly as written (fetch would normalise dot segments and such). */
function raw(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; text: string }> {
  const u = new URL(s.url)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method, path: pathAndQuery, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (text += c))
      res.on('end', () => {
        let body: any = null
        try {
          body = text ? JSON.parse(text) : null
        } catch {
          body = null
        }
        resolve({ status: res.statusCode ?? 0, body, text })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const HOT = '/search/api/v1/hotSearch'

describe('no path variant skips the signature', () => {
  const variants = [
    '/%61pi/search/api/v1/hotSearch',
    '/%41PI/search/api/v1/hotSearch',
    '/api/%73earch/api/v1/hotSearch',
    '/api/search/api/v1/hot%53earch',
    '/%2561pi/search/api/v1/hotSearch',
    '//api/search/api/v1/hotSearch',
    '/api//search/api/v1/hotSearch',
    '/api/./search/api/v1/hotSearch',
    '/api/search/../search/api/v1/hotSearch',
    '/api\\search/api/v1/hotSearch',
    '/api/search/api/v1/hotSearch/',
  ]
  test.each(variants)('%s without a sign header never answers 0000', async (p) => {
    const r = await raw('GET', p)
    expect(r.status).toBeGreaterThanOrEqual(400)
    expect(r.status).toBeLessThan(500)
    expect(r.body?.code).not.toBe('0000')
  })

  test('an encoded prefix is refused even with a signature made for the decoded path', async () => {
    const r = await raw('GET', '/%61pi/search/api/v1/hotSearch', { sign: s.sign('GET', HOT) })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: '4000', msg: '请求路径不正确' })
  })

  test('the login endpoints are signed too', async () => {
    const r = await raw('POST', '/%61pi/sso/pwd/login', { 'content-type': 'application/json' })
    expect(r.body?.code).not.toBe('0000')
    const plain = await raw('POST', '/api/sso/pwd/login', { 'content-type': 'application/json' })
    expect(plain.body.code).toBe('4010')
  })
})

describe('every method', () => {
  test('HEAD needs a signature and signs its query like GET', async () => {
    const none = await raw('HEAD', `/api${HOT}?x=1`)
    expect(none.status).toBe(401)
    const pathOnly = await raw('HEAD', `/api${HOT}?x=1`, { sign: s.sign('POST', HOT) })
    expect(pathOnly.status).toBe(401)
    const good = await raw('HEAD', `/api${HOT}?x=1`, { sign: s.sign('GET', HOT, 'x=1') })
    expect(good.status).toBe(200)
  })

  test('OPTIONS, PUT, PATCH and DELETE without a signature are refused', async () => {
    for (const m of ['OPTIONS', 'PUT', 'PATCH', 'DELETE']) {
      const r = await raw(m, `/api${HOT}`)
      expect(r.status).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expect(r.body?.code).not.toBe('0000')
    }
  })

  test('a POST carrying a query (which its signature would not cover) is refused', async () => {
    const r = await raw('POST', '/api/sso/logout?admin=1', { sign: s.sign('POST', '/sso/logout'), 'content-type': 'application/json' })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: '4000', msg: '该请求不支持查询参数' })
  })

  test('the unsigned paths stay reachable: health', async () => {
    const r = await raw('GET', '/api/health')
    expect(r.status).toBe(200)
    expect(r.body.data.status).toBe('up')
  })
})
