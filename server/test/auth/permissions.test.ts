import { SqliteSql } from '../../src/store/sqlite-sql'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { createAuth } from '../../src/plugins/auth'
import { registerErrorHandling } from '../../src/plugins/errors'
import { signToken, verifyToken, hasPermission } from '../../src/auth/jwt'
import { configFromEnv } from '../../src/config'
import { openDb, type DB } from '../../src/store/db'
import { SqlSessionRepo } from '../../src/store/sessions'

const NOW = 1_800_000_000
let dir: string
let db: DB

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-auth-'))
  db = openDb(path.join(dir, 'app.db'))
})
afterAll(() => {
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function session(jti: string, userId: string) {
  await new SqlSessionRepo(new SqliteSql(db)).create({
    jti,
    userId,
    deviceId: 'd',
    deviceName: '',
    phoneBrand: '',
    systemVersion: '',
    appVersion: '',
    ip: '',
    createdAt: NOW,
    expiresAt: NOW + 3600,
  })
}

describe('JWT', () => {
  test('a token whose payload was edited (roles raised to admin) is rejected', () => {
    const token = signToken({ sub: 'u1', roles: ['user'], permissions: [], iat: NOW, exp: NOW + 60, jti: 'j' }, 'k')
    expect(verifyToken(token, 'k', NOW)).toMatchObject({ ok: true })
    const [h, , sig] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({ sub: 'u1', roles: ['admin'], permissions: [], iat: NOW, exp: NOW + 60, jti: 'j' }),
    ).toString('base64url')
    expect(verifyToken(`${h}.${forged}.${sig}`, 'k', NOW)).toEqual({ ok: false, reason: 'signature' })
    expect(verifyToken(token, 'other-key', NOW)).toEqual({ ok: false, reason: 'signature' })
    expect(verifyToken(token, 'k', NOW + 60)).toEqual({ ok: false, reason: 'expired' })
    expect(verifyToken('not.a.jwt', 'k', NOW)).toMatchObject({ ok: false })
  })

  test('admin passes every permission check; others need the permission in the token', () => {
    expect(hasPermission({ roles: ['admin'], permissions: [] }, 'export')).toBe(true)
    expect(hasPermission({ roles: ['user'], permissions: ['export'] }, 'export')).toBe(true)
    expect(hasPermission({ roles: ['user'], permissions: ['monitor'] }, 'export')).toBe(false)
  })
})

describe('requirePermission over HTTP', () => {
  test('admin and holders pass, others get 4031, no token 4030', async () => {
    const config = { ...configFromEnv({}).config, jwtSecret: 'k', now: () => NOW * 1000, logToStdout: false, logFile: undefined }
    const app = Fastify()
    registerErrorHandling(app)
    const auth = createAuth(app, config, new SqlSessionRepo(new SqliteSql(db)))
    app.get('/api/export', { preHandler: auth.requirePermission('export') }, async (req) => ({
      code: '0000',
      msg: 'success',
      data: req.auth!.userId,
    }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as any).port}/api/export`
    const tokenFor = async (jti: string, sub: string, roles: string[], permissions: string[]) => {
      await session(jti, sub)
      return signToken({ sub, roles, permissions, iat: NOW, exp: NOW + 3600, jti }, 'k')
    }
    try {
      const call = async (token?: string) => {
        const res = await fetch(url, { headers: token ? { token } : {} })
        return { status: res.status, body: (await res.json()) as any }
      }
      expect((await call(await tokenFor('j-admin', 'admin1', ['admin'], []))).body.data).toBe('admin1')
      expect((await call(await tokenFor('j-holder', 'u2', ['user'], ['export']))).body.data).toBe('u2')
      const denied = await call(await tokenFor('j-plain', 'u3', ['user'], []))
      expect(denied.status).toBe(401)
      expect(denied.body.code).toBe('4031')
      expect((await call()).body.code).toBe('4030')
    } finally {
      await app.close()
    }
  })
})
