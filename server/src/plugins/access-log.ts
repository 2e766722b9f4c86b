/**
 * One access line per answered request: method, path with its query made safe, status, time, client IP.
 * Safe means no credentials (token, ticket, password, SMS code, signature, one-click ids) and no full phone number:
 * their values are replaced, and any mobile number left in the text is masked as 138****8000.
 */
import type { FastifyInstance } from 'fastify'

const SECRET_KEYS = new Set([
  'token',
  'ticket',
  'password',
  'pwd',
  'oldpassword',
  'newpassword',
  'code',
  'smscode',
  'sign',
  'confirmid',
  'accesstoken',
  'openid',
  'phone',
  'mobile',
  'idcard',
])

export const maskMobiles = (text: string) => text.replace(/(^|\D)(1[2-9]\d)\d{4}(\d{4})(?!\d)/g, '$1$2****$3')

export function safeUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return maskMobiles(url)
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const key = eq < 0 ? pair : pair.slice(0, eq)
      let name = key
      try {
        name = decodeURIComponent(key)
      } catch {
        // keep the raw key
      }
      return SECRET_KEYS.has(name.toLowerCase()) ? `${key}=***` : pair
    })
  return maskMobiles(`${url.slice(0, q)}?${params.join('&')}`)
}

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        access: true,
        req: { method: request.method, url: safeUrl(request.raw.url ?? request.url), ip: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    )
  })
}
