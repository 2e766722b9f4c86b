import type { FastifyInstance, FastifyRequest } from 'fastify'
import { verifySign } from '../../../src/domain/sign'
import { ApiError, ERRORS } from '../errors'
import type { AppConfig } from '../config'
import type { NonceStore } from './nonce-store'

export const API_ROOT = '/api'
/** Paths under /api that are answered without a signature (the scan socket: a browser WebSocket cannot send headers; its one-time ticket is the secret). */
const UNSIGNED = new Set(['/api/health', '/api/sso/scan/ws', '/api/msg/ws'])

/** Splits the raw URL as sent into the path after /api and the raw query string. */
export function splitApiUrl(rawUrl: string): { path: string; query: string } {
  const q = rawUrl.indexOf('?')
  const full = q < 0 ? rawUrl : rawUrl.slice(0, q)
  return { path: full.slice(API_ROOT.length), query: q < 0 ? '' : rawUrl.slice(q + 1) }
}

function isSignedPath(rawUrl: string): boolean {
  const path = rawUrl.split('?', 1)[0]
  return (path === API_ROOT || path.startsWith(`${API_ROOT}/`)) && !UNSIGNED.has(path)
}

/** Signature check of DESIGN.md §5 on every /api call: hash, ±window seconds, nonce not seen before. */
export function registerSignature(app: FastifyInstance, config: AppConfig, nonces: NonceStore): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const rawUrl = request.raw.url ?? request.url
    if (!isSignedPath(rawUrl)) return
    const { path, query } = splitApiUrl(rawUrl)
    const header = request.headers.sign
    const nowSec = Math.floor(config.now() / 1000)
    const result = verifySign({
      header: Array.isArray(header) ? header[0] : header,
      method: request.method,
      pathAfterRoot: path,
      query,
      secret: config.signSecret,
      now: nowSec,
      windowSec: config.signWindowSec,
    })
    if (!result.ok) throw new ApiError(ERRORS.SIGN_INVALID, result.reason)
    // a nonce is remembered for twice the window: a timestamp may be up to one window in the past or future
    const fresh = await nonces.claim(result.nonce, config.signWindowSec * 2, nowSec)
    if (!fresh) throw new ApiError(ERRORS.SIGN_INVALID, '请求重复提交，签名已使用')
  })
}
