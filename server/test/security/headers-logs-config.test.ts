/**
 * Security headers on the H5 app and the API, the per-IP request limit, a log that rotates and never holds credentials,
 * and configuration that refuses published default secrets in production.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer, type TestServer } from '../api/helpers'
import { configFromEnv } from '../../src/config'
import { readEnv } from '../../src/env'
import { createLogStream } from '../../src/plugins/log-stream'
import { safeUrl, maskMobiles } from '../../src/plugins/access-log'

const INLINE = '!function(n){document.documentElement.style.fontSize="20px"}(window);'

describe('security headers', () => {
  let s: TestServer
  let h5: string
  beforeAll(async () => {
    h5 = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-h5-'))
    fs.writeFileSync(
      path.join(h5, 'index.html'),
      `<!DOCTYPE html><html><head><script>${INLINE}</script></head><body><div id="app"></div><script src="/js/app.js"></script></body></html>`,
    )
    fs.mkdirSync(path.join(h5, 'js'))
    fs.writeFileSync(path.join(h5, 'js', 'app.js'), 'console.log(1)')
    s = await startServer({ config: { h5Dir: h5 } })
  })
  afterAll(async () => {
    await s.close()
    fs.rmSync(h5, { recursive: true, force: true })
  })

  test('the app page carries a CSP that allows its inline script by hash and nothing inline besides', async () => {
    const res = await fetch(`${s.url}/`)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  test('API answers carry the same headers', async () => {
    const r = await fetch(`${s.url}/api/health`)
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('x-frame-options')).toBe('DENY')
  })

  test('the OpenAPI document lists the routes with their schemas', async () => {
    const r = await fetch(`${s.url}/api/docs/json`)
    const doc = await r.json()
    expect(doc.openapi).toMatch(/^3\./)
    const search = doc.paths['/api/search/api/v1/middle/entPersonSearch']
    expect(search.get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['keyword', 'pageNum', 'pageSize']))
  })
})

describe('per-IP request limit', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ config: { apiPerIpPerMin: 5 } })
  })
  afterAll(async () => {
    await s.close()
  })

  test('every route counts; past the limit the answer is 429 with a Chinese message', async () => {
    const codes: string[] = []
    for (let i = 0; i < 5; i++) codes.push((await s.get('/search/api/v1/hotSearch')).body.code)
    expect(codes.every((c) => c === '0000')).toBe(true)
    const over = await s.get('/user/condition/options')
    expect(over.status).toBe(429)
    expect(over.body.code).toBe('4290')
    expect(over.body.msg).toMatch(/请求过于频繁，请\d+秒后再试/)
  })
})

describe('the log', () => {
  test('access lines hold no token, ticket, code or full phone number', () => {
    expect(safeUrl('/api/msg/ws?token=eyJhbGciOi.abc.def&x=1')).toBe('/api/msg/ws?token=***&x=1')
    expect(safeUrl('/api/sso/scan/status?ticket=T123')).toBe('/api/sso/scan/status?ticket=***')
    expect(safeUrl('/api/x?keyword=13800138000')).toBe('/api/x?keyword=138****8000')
    expect(safeUrl('/api/x?phone=13800138000&code=123456')).toBe('/api/x?phone=***&code=***')
    expect(maskMobiles('联系 13912345678，座机 010-12345678')).toBe('联系 139****5678，座机 010-12345678')
  })

  test('a request with a token in its URL leaves only the masked form in the log file', async () => {
    const s = await startServer()
    try {
      await fetch(`${s.url}/api/health?token=secret-token-value&phone=13912345678`)
      await new Promise((r) => setTimeout(r, 50))
      const log = fs.readFileSync(s.logFile, 'utf8')
      expect(log).toContain('/api/health?token=***&phone=***')
      expect(log).not.toContain('secret-token-value')
      expect(log).not.toContain('13912345678')
    } finally {
      await s.close()
    }
  })

  test('the file rotates at its size and keeps only the configured number of old files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-log-'))
    const stream = await createLogStream({ file: path.join(dir, 'server.log'), stdout: false, maxSize: '2k', keep: 2 })
    const line = `${JSON.stringify({ level: 30, time: Date.now(), msg: 'x'.repeat(200) })}\n`
    for (let i = 0; i < 60; i++) {
      stream.write(line)
      await new Promise((r) => setImmediate(r))
    }
    await new Promise((r) => setTimeout(r, 300))
    stream.close()
    const files = fs.readdirSync(dir).filter((f) => /^server\..*\.log$/.test(f))
    expect(files.length).toBeGreaterThan(0)
    expect(files.length).toBeLessThanOrEqual(3)
    for (const f of files) expect(fs.statSync(path.join(dir, f)).size).toBeLessThan(4 * 1024)
    expect(fs.existsSync(path.join(dir, 'current.log'))).toBe(true)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('configuration', () => {
  test('production refuses to start with a default secret', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/SIGN_SECRET、JWT_SECRET、LINGYANG_SECRET/)
    expect(() => configFromEnv({ NODE_ENV: 'production', SIGN_SECRET: 'a', JWT_SECRET: 'b' })).toThrow(/LINGYANG_SECRET/)
    const ok = configFromEnv({ NODE_ENV: 'production', SIGN_SECRET: 'a', JWT_SECRET: 'b', LINGYANG_SECRET: 'c' })
    expect(ok.config.production).toBe(true)
    expect(ok.config.signSecret).toBe('a')
  })

  test('development keeps the documented defaults', () => {
    const { config } = configFromEnv({})
    expect(config.signSecret).toBe('yqc-local-sign-secret')
    expect(config.tokenTtlDays).toBe(30)
  })

  test('a wrong value stops start-up naming the variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/环境变量配置错误：PORT/)
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(readEnv({ PORT: '9000' }).PORT).toBe(9000)
  })
})
