/**
 * Checks before schema validation, on every route:
 * - No text with control characters (other than tab and line breaks) or lone UTF-16 surrogates reaches a handler:
 *   such input is never a name, a keyword or a sentence, and downstream engines (full-text search, JSON columns, logs)
 *   would read it as syntax or garbage. Checked on the query, the body and the path parameters.
 * - Numbers are finite (see coercedValue).
 * - A body text field arrives as text. The validator coerces types (a query string's "2" must become the page number 2),
 *   which would also accept the JSON number 13800138000 as the phone "13800138000"; such a body is refused, naming
 *   the field as the validator would.
 * - A call without any body, on a route with a body schema, is read as an empty object, so it is answered like `{}`
 *   (a missing field is named, a call that needs nothing succeeds) rather than refused as malformed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, ERRORS } from '../errors'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function badText(s: string): boolean {
  return CONTROL.test(s) || LONE_SURROGATE.test(s)
}

/** The first [path, value] whose string (or key) is bad, walking objects and arrays to a bounded depth. */
function findBad(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return badText(value) ? path : null
  if (depth > 8 || value === null || typeof value !== 'object') return null
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (badText(k)) return [...path, '?']
    const hit = findBad(v, [...path, k], depth + 1)
    if (hit) return hit
  }
  return null
}

function titleOf(request: FastifyRequest, part: 'querystring' | 'body' | 'params', key: string | undefined): string {
  const schema = (request.routeOptions?.schema as Record<string, any> | undefined)?.[part]
  return (key && schema?.properties?.[key]?.title) || (key && key !== '?' ? key : '参数')
}

/**
 * The first field whose value the validator's coercion would wrongly accept: numbers must be finite (it would coerce
 * 'Infinity' or '1e309', and a JSON 1e309, to Infinity and accept it as an integer within any bound), and body text
 * fields must be text.
 */
function coercedValue(request: FastifyRequest, part: 'querystring' | 'body', value: unknown): string | null {
  const props = (request.routeOptions?.schema as Record<string, any> | undefined)?.[part]?.properties as Record<string, any> | undefined
  if (!props || value === null || typeof value !== 'object') return null
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const type = props[key]?.type
    if (part === 'body' && type === 'string' && v !== undefined && typeof v !== 'string') return `${props[key].title ?? key}格式不正确`
    if (type !== 'integer' && type !== 'number') continue
    if ((typeof v === 'string' && v.trim() !== '' && !Number.isFinite(Number(v))) || (typeof v === 'number' && !Number.isFinite(v))) {
      return `${props[key].title || key}必须是${type === 'integer' ? '整数' : '数字'}`
    }
  }
  return null
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: Array<['querystring' | 'body' | 'params', unknown]> = [
      ['querystring', request.query],
      ['body', request.body],
      ['params', request.params],
    ]
    for (const [part, value] of parts) {
      const hit = findBad(value, [])
      if (hit) throw new ApiError(ERRORS.BAD_PARAM, `${titleOf(request, part, hit[0])}含有非法字符`)
      if (part !== 'params') {
        const msg = coercedValue(request, part, value)
        if (msg) throw new ApiError(ERRORS.BAD_PARAM, msg)
      }
    }
    if (request.body === undefined && request.routeOptions?.schema?.body) request.body = {}
  })
}
