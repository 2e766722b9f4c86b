/**
 * Reads (never verifies) the claims of the login token on the client: expiry, roles, permissions.
 * Plain base64url decoding because the mini-program has no atob.
 */

export interface TokenClaims {
  sub?: string
  roles: string[]
  permissions: string[]
  /** Unix seconds */
  exp?: number
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

function base64UrlToUtf8(s: string): string | null {
  const clean = s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  const bytes: number[] = []
  let buf = 0
  let bits = 0
  for (const ch of clean) {
    const v = B64.indexOf(ch)
    if (v < 0) return null
    buf = (buf << 6) | v
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buf >> bits) & 0xff)
    }
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''))
  } catch {
    return null
  }
}

/** Claims of a JWT, or null when the token is not a readable JWT. */
export function readToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const text = base64UrlToUtf8(parts[1])
  if (!text) return null
  try {
    const c = JSON.parse(text)
    if (!c || typeof c !== 'object') return null
    return {
      sub: typeof c.sub === 'string' ? c.sub : undefined,
      roles: Array.isArray(c.roles) ? c.roles : [],
      permissions: Array.isArray(c.permissions) ? c.permissions : [],
      exp: typeof c.exp === 'number' ? c.exp : undefined,
    }
  } catch {
    return null
  }
}

/** A token counts while present and not past its exp; a token that is not a JWT is left to the server. */
export function tokenValid(token: string | null | undefined, nowSec: number = Math.floor(Date.now() / 1000)): boolean {
  if (!token) return false
  const c = readToken(token)
  if (!c || c.exp === undefined) return true
  return c.exp > nowSec
}

export function hasRole(claims: TokenClaims | null, role: string): boolean {
  return !!claims && (claims.roles.includes('admin') || claims.roles.includes(role))
}

/** Admin passes every check. */
export function hasPermission(claims: TokenClaims | null, permission: string): boolean {
  return !!claims && (claims.roles.includes('admin') || claims.permissions.includes(permission))
}
