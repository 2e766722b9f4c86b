import fs from 'node:fs'
import path from 'node:path'
import { startServer, expectChinese, userDataCounts, type TestServer } from './helpers'
import { makeSign } from '../../../contract/domain/sign'

let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  await s.close()
})

async function rawGet(pathAndQuery: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}${pathAndQuery}`, { headers })
  return { status: res.status, body: JSON.parse(await res.text()) }
}

describe('signature', () => {
  test('a correctly signed call passes', async () => {
    const r = await s.get('/user/condition/options')
    expect(r.status).toBe(200)
    expect(r.body.code).toBe('0000')
    expect(r.body.data.statuses).toContain('存续')
  })

  test('missing signature → 401 4010', async () => {
    const r = await s.get('/user/condition/options', undefined, { sign: '' })
    expect(r.status).toBe(401)
    expect(r.body.code).toBe('4010')
    expect(r.body.msg).toBe('缺少签名')
  })

  test('malformed and wrong signatures → 401 4010', async () => {
    for (const bad of ['abc', '1,2', `${Math.floor(s.clock.ms / 1000)},short,${'0'.repeat(32)}`]) {
      const r = await s.get('/user/condition/options', undefined, { sign: bad })
      expect(r.status).toBe(401)
      expect(r.body.code).toBe('4010')
      expectChinese(r.body.msg)
    }
    const wrongSecret = makeSign(Math.floor(s.clock.ms / 1000), 'AbCdEf123456', 'not-the-secret', '/user/condition/options')
    const r = await s.get('/user/condition/options', undefined, { sign: wrongSecret })
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject({ code: '4010', msg: '签名错误', data: null })
  })

  test('GET signs the query exactly as sent: a different order or a changed value is rejected', async () => {
    const q = 'keyword=%E5%8D%8E&pageNum=1'
    const signedOther = s.sign('GET', '/search/api/v1/hotSearch', 'pageNum=1&keyword=%E5%8D%8E')
    const r1 = await s.get('/search/api/v1/hotSearch', q, { sign: signedOther })
    expect(r1.body.code).toBe('4010')
    const signedPathOnly = s.sign('GET', '/user/condition/options')
    const r2 = await s.get('/user/condition/options', 'x=1', { sign: signedPathOnly })
    expect(r2.status).toBe(401)
  })

  test('POST signs the path alone', async () => {
    const r = await s.post('/sso/logout', {}, { sign: s.sign('POST', '/sso/logout') })
    expect(r.body.code).toBe('0000')
    const bad = await s.post('/sso/logout', {}, { sign: s.sign('GET', '/sso/logout', 'a=1') })
    expect(bad.status).toBe(401)
  })

  test('timestamp more than 300 s off either way → 4010; within the window passes', async () => {
    const now = Math.floor(s.clock.ms / 1000)
    for (const ts of [now - 301, now + 301]) {
      const r = await s.get('/user/condition/options', undefined, { sign: s.sign('GET', '/user/condition/options', '', undefined, ts) })
      expect(r.status).toBe(401)
      expect(r.body.code).toBe('4010')
      expect(r.body.msg).toContain('过期')
    }
    const ok = await s.get('/user/condition/options', undefined, {
      sign: s.sign('GET', '/user/condition/options', '', undefined, now - 290),
    })
    expect(ok.body.code).toBe('0000')
  })

  test('a replayed nonce is rejected', async () => {
    const header = s.sign('GET', '/user/condition/options', '', 'Replay123456')
    const first = await s.get('/user/condition/options', undefined, { sign: header })
    expect(first.body.code).toBe('0000')
    const second = await s.get('/user/condition/options', undefined, { sign: header })
    expect(second.status).toBe(401)
    expect(second.body.code).toBe('4010')
    expect(second.body.msg).toContain('重复')
    // the same nonce with a fresh timestamp is still a replay inside the window
    s.clock.advance(10)
    const third = await s.get('/user/condition/options', undefined, { sign: s.sign('GET', '/user/condition/options', '', 'Replay123456') })
    expect(third.status).toBe(401)
  })

  test('health is unsigned; unknown /api routes answer 404 in the envelope', async () => {
    const h = await rawGet('/api/health')
    expect(h.status).toBe(200)
    expect(h.body.data.status).toBe('up')
    const r = await s.get('/no/such/route')
    expect(r.status).toBe(404)
    expect(r.body).toEqual({ code: '4040', msg: '接口不存在', data: null })
  })
})

describe('bodies', () => {
  test('malformed JSON → 400 4000 in Chinese, nothing written', async () => {
    const before = await userDataCounts(s.sql)
    const r = await s.post('/sso/sms/sendCode', '{"phone": "1380013', {})
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('4000')
    expectChinese(r.body.msg)
    expect(await userDataCounts(s.sql)).toEqual(before)
  })

  test('a body over the limit → 413', async () => {
    const r = await s.post('/sso/sms/sendCode', { phone: '13800138000', pad: 'x'.repeat(70 * 1024) })
    expect(r.status).toBe(413)
    expect(r.body.code).toBe('4000')
    expectChinese(r.body.msg)
  })

  test('an array body is a bad parameter, not a 500', async () => {
    const r = await s.post('/sso/sms/sendCode', [1, 2])
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('4000')
  })

  test('form-encoded bodies are read', async () => {
    const r = await s.post('/sso/sms/sendCode', { phone: '13912345678', scene: 'login' }, { form: true })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toEqual({ ttl: 300, interval: 60 })
  })
})

describe('static H5', () => {
  test('serves index.html at / and keeps /api answers in the envelope', async () => {
    const h5 = fs.mkdtempSync(path.join(s.dir, 'h5-'))
    fs.writeFileSync(path.join(h5, 'index.html'), '<!doctype html><title>云企查</title>')
    const web = await startServer({ config: { h5Dir: h5 } })
    try {
      const page = await fetch(`${web.url}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('云企查')
      const r = await web.get('/nope')
      expect(r.status).toBe(404)
      expect(r.body.code).toBe('4040')
      const missing = await fetch(`${web.url}/missing.js`)
      expect(missing.status).toBe(404)
    } finally {
      await web.close()
    }
  })
})
