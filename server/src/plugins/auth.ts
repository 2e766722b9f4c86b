import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { ApiError, ERRORS } from '../errors'
import { hasPermission, verifyToken, type TokenClaims } from '../auth/jwt'
import type { AppConfig } from '../config'
import type { SessionRepo } from '../store/sessions'

export interface AuthContext {
  claims: TokenClaims
  userId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by requireLogin / requirePermission */
    auth: AuthContext | null
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name]
  return Array.isArray(v) ? v[0] : v
}

export function tokenOf(request: FastifyRequest): string | undefined {
  return headerValue(request, 'token')?.trim() || undefined
}

export function cidOf(request: FastifyRequest): string {
  return (headerValue(request, 'cid') ?? '').slice(0, 128)
}

/** Marks a preHandler as one that demands a signed-in user (read by the route table, see app.ts). */
const LOGIN_REQUIRED = Symbol('loginRequired')
function markLogin<T extends object>(fn: T): T {
  ;(fn as Record<symbol, boolean>)[LOGIN_REQUIRED] = true
  return fn
}
export const requiresLogin = (fn: unknown): boolean =>
  typeof fn === 'function' && (fn as unknown as Record<symbol, boolean>)[LOGIN_REQUIRED] === true

export interface Auth {
  /** the login behind a token, or the catalogue error (4030 invalid/expired, 4036 other device) */
  resolve(token: string | undefined): Promise<AuthContext>
  requireLogin: preHandlerAsyncHookHandler
  requirePermission(permission: string): preHandlerAsyncHookHandler
}

export function createAuth(app: FastifyInstance, config: AppConfig, sessions: SessionRepo): Auth {
  app.decorateRequest('auth', null)

  async function resolve(token: string | undefined): Promise<AuthContext> {
    if (!token) throw new ApiError(ERRORS.TOKEN_INVALID)
    const nowSec = Math.floor(config.now() / 1000)
    const checked = verifyToken(token, config.jwtSecret, nowSec)
    if (!checked.ok) throw new ApiError(checked.reason === 'expired' ? ERRORS.TOKEN_EXPIRED : ERRORS.TOKEN_INVALID)
    const session = await sessions.byJti(checked.claims.jti)
    if (!session || session.user_id !== checked.claims.sub || session.revoked_at !== null) throw new ApiError(ERRORS.TOKEN_INVALID)
    if (session.superseded) throw new ApiError(ERRORS.OTHER_DEVICE)
    if (session.expires_at <= nowSec) throw new ApiError(ERRORS.TOKEN_EXPIRED)
    return { claims: checked.claims, userId: checked.claims.sub }
  }

  const requireLogin: preHandlerAsyncHookHandler = markLogin(async (request) => {
    request.auth = await resolve(tokenOf(request))
  })

  function requirePermission(permission: string): preHandlerAsyncHookHandler {
    return markLogin(async (request) => {
      const ctx = await resolve(tokenOf(request))
      if (!hasPermission(ctx.claims, permission)) throw new ApiError(ERRORS.FORBIDDEN)
      request.auth = ctx
    })
  }

  return { resolve, requireLogin, requirePermission }
}
