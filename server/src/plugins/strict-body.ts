/**
 * Two rules for the body of every route with a body schema, applied before validation (registered once in app.ts).
 * - A text field arrives as text. The validator coerces types (a query string's "2" must become the page number 2),
 *   which would also accept the JSON number 13800138000 as the phone "13800138000"; such a body is refused, naming
 *   the field as the validator would.
 * - A call without any body is read as an empty object, so it is answered like `{}` (a missing field is named, a call
 *   that needs nothing succeeds) rather than refused as malformed.
 */
import type { preValidationAsyncHookHandler } from 'fastify'
import { badParam } from '../errors'

interface PropertySchema {
  type?: string
  title?: string
}

export const strictBody: preValidationAsyncHookHandler = async (request) => {
  const schema = request.routeOptions.schema?.body as { properties?: Record<string, PropertySchema> } | undefined
  if (!schema) return
  if (request.body === undefined) {
    request.body = {}
    return
  }
  const body = request.body as Record<string, unknown> | null
  if (!schema.properties || !body || typeof body !== 'object') return
  for (const [name, prop] of Object.entries(schema.properties)) {
    const value = body[name]
    if (value !== undefined && prop.type === 'string' && typeof value !== 'string') throw badParam(`${prop.title ?? name}格式不正确`)
  }
}
