import type { FastifyInstance, FastifyRequest } from 'fastify'
import { verifySign } from '../../../contract/domain/sign'
import { ApiError, ERRORS } from '../errors'
import type { AppConfig } from '../config'
import type { NonceStore } from './nonce-store'

export const API_ROOT = '/api'
/** Paths under /api that are answered without a signature (the sockets: a browser WebSocket cannot send headers; the scan
 * socket's one-time ticket and the push socket's token are their credentials). */
// WeChat Pay's notifications carry WeChat's own signature, checked by the payment code
const UNSIGNED = new Set([
  '/api/health',
  '/api/docs/json',
  '/api/sso/scan/ws',
  '/api/msg/ws',
  '/api/member/pay/wechat/notify',
  '/api/sso/wx/oa/localAuthorize',
])

/** Splits the raw URL as sent into the path after /api and the raw query string. */
export function splitApiUrl(rawUrl: string): { path: string; query: string } {
  const q = rawUrl.indexOf('?')
  const full = q < 0 ? rawUrl : rawUrl.slice(0, q)
  return { path: full.slice(API_ROOT.length), query: q < 0 ? '' : rawUrl.slice(q + 1) }
}

const isApiPath = (p: string) => p === API_ROOT || p.startsWith(`${API_ROOT}/`)

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * A path the router could read differently from the text that was signed: percent-encoded characters (the router
 * decodes them, so '/%61pi/…' reaches '/api/…'), doubled slashes, dot segments. API paths never need any of these.
 */
const AMBIGUOUS_PATH = /%|\/\/|\/\.{1,2}(\/|$)|\\/

/**
 * Every call under /api carries `sign: <timestamp>,<nonce>,<md5>`; a missing or wrong hash, a timestamp more than the window
 * away from the server clock, or a nonce already seen within twice the window is refused with 4010.
 * Whether a call must be signed is decided on the path the router matched (decoded), never on the raw text alone.
 * GET and HEAD sign the query exactly as sent; other methods sign the path alone, so they may not carry a query at all.
 */
export function registerSignature(app: FastifyInstance, config: AppConfig, nonces: NonceStore): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const rawUrl = request.raw.url ?? request.url
    const q = rawUrl.indexOf('?')
    const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q)
    const routed = request.routeOptions?.url
    const underApi = isApiPath(rawPath) || isApiPath(decoded(rawPath)) || (routed !== undefined && isApiPath(routed))
    if (!underApi) return
    if (AMBIGUOUS_PATH.test(rawPath)) throw new ApiError(ERRORS.BAD_PARAM, '请求路径不正确')
    if (routed !== undefined && UNSIGNED.has(routed)) return
    const method = request.method.toUpperCase()
    const { path, query } = splitApiUrl(rawUrl)
    if (method !== 'GET' && method !== 'HEAD' && query !== '') throw new ApiError(ERRORS.BAD_PARAM, '该请求不支持查询参数')
    const header = request.headers.sign
    const nowSec = Math.floor(config.now() / 1000)
    const result = verifySign({
      header: Array.isArray(header) ? header[0] : header,
      // HEAD answers like GET, so it is signed like GET: the query is covered
      method: method === 'HEAD' ? 'GET' : method,
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
