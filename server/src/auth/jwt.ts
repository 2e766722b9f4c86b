/** HS256 JSON Web Tokens with node's crypto (RFC 7519 subset: the claims this product uses). */
import crypto from 'node:crypto'

export interface TokenClaims {
  /** user id */
  sub: string
  roles: string[]
  permissions: string[]
  /** Unix seconds */
  iat: number
  exp: number
  /** session id (sessions.jti) */
  jti: string
}

const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

function b64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url')
}

function mac(secret: string, data: string): Buffer {
  return crypto.createHmac('sha256', secret).update(data).digest()
}

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`
  return `${body}.${mac(secret, body).toString('base64url')}`
}

export type VerifyTokenResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

export function verifyToken(token: string, secret: string, nowSec: number): VerifyTokenResult {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' }
  const given = Buffer.from(parts[2], 'base64url')
  const expected = mac(secret, `${parts[0]}.${parts[1]}`)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  let claims: TokenClaims
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'malformed' }
  }
  if (!Array.isArray(claims.roles)) claims.roles = []
  if (!Array.isArray(claims.permissions)) claims.permissions = []
  if (claims.exp <= nowSec) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

/** Admin passes every check; otherwise the permission must be in the token's list. */
export function hasPermission(claims: Pick<TokenClaims, 'roles' | 'permissions'>, permission: string): boolean {
  return claims.roles.includes('admin') || claims.permissions.includes(permission)
}
