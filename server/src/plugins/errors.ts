import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, ERRORS, type ErrorDef } from '../errors'
import { validationMessage } from './validation-messages'

function envelope(def: ErrorDef, msg?: string, data: unknown = null) {
  return { code: def.code, msg: msg ?? def.msg, data }
}

/** Fastify's own errors (body parsing, limits) mapped onto the catalogue, with Chinese text. */
function fromFastify(err: FastifyError, request: FastifyRequest): { def: ErrorDef; msg?: string } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { def: ERRORS.BAD_PARAM, msg: '请求体不是有效的 JSON' }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { def: ERRORS.BAD_PARAM, msg: '请求体不能为空' }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { def: ERRORS.BODY_TOO_LARGE }
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { def: ERRORS.BAD_PARAM, msg: '请求体格式不正确' }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { def: ERRORS.MEDIA_TYPE }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { def: ERRORS.BAD_PARAM, msg: '请求长度不正确' }
    default:
      break
  }
  if (err.validation) {
    const schemas = (request.routeOptions?.schema ?? {}) as Record<string, any>
    const ctx = err.validationContext === 'querystring' ? schemas.querystring : schemas[err.validationContext ?? 'body']
    return { def: ERRORS.BAD_PARAM, msg: validationMessage(err.validation, ctx) }
  }
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return { def: { code: ERRORS.BAD_PARAM.code, http: err.statusCode, msg: '请求不正确' } }
  }
  return null
}

/** Every /api answer is { code, msg, data }; stacks stay in the log, never in an answer. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    // an error answer is never shaped by the route's success schema
    reply.serializer(JSON.stringify)
    if (err instanceof ApiError) {
      if (err.http >= 500) request.log.error({ err }, err.message)
      return reply.code(err.http).send({ code: err.code, msg: err.message, data: err.data })
    }
    const mapped = fromFastify(err as FastifyError, request)
    if (mapped) return reply.code(mapped.def.http).send(envelope(mapped.def, mapped.msg))
    request.log.error({ err }, 'unhandled error')
    return reply.code(500).send(envelope(ERRORS.INTERNAL))
  })

  app.setNotFoundHandler((request, reply) => {
    const def = request.url.startsWith('/api') ? ERRORS.ROUTE_NOT_FOUND : { ...ERRORS.NOT_FOUND, msg: '页面不存在' }
    return reply.code(def.http).send(envelope(def))
  })
}
