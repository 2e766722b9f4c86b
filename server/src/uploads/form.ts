/**
 * Reading an upload's multipart form. The whole form is read, up to its closing delimiter, before anything is kept:
 * a body cut short, a missing or wrong boundary, broken part headers or a form over a limit is refused as a bad
 * parameter with a Chinese message, so a caller never stores a file from a form that did not arrive whole.
 */
import type { FastifyRequest } from 'fastify'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '../../../contract/domain/uploads'
import { ApiError, badParam } from '../errors'

/** what one upload form may hold: a purpose field and one image */
export const UPLOAD_FORM_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3 }

/** @fastify/multipart's errors as the user should read them */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `图片不能超过 ${UPLOAD_MAX_MB} MB`,
  FST_FILES_LIMIT: '一次只能上传一张图片',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以表单文件（multipart/form-data）方式上传图片',
  FST_PARTS_LIMIT: '上传内容过多',
  FST_FIELDS_LIMIT: '上传内容过多',
}
const MALFORMED = '上传内容不完整或格式不正确，请重新上传'

export interface UploadForm {
  /** each text field's values, in the order sent */
  fields: Record<string, string[]>
  /** the file part's bytes; null when the form has none */
  file: Buffer | null
}

/**
 * Everything that fails while the form is parsed comes from the bytes the client sent (busboy's "Unexpected end of
 * multipart data", "Boundary not found", a part's header cut off, a prototype field name, the connection dropped),
 * so it is the client's bad parameter; only an error the library marks as its own (5xx) stays a server error.
 */
function formProblem(e: unknown): unknown {
  if (e instanceof ApiError) return e
  const err = (e ?? {}) as { code?: unknown; statusCode?: unknown }
  const known = typeof err.code === 'string' ? MULTIPART_ERRORS[err.code] : undefined
  if (known) return badParam(known)
  if (typeof err.statusCode === 'number' && err.statusCode >= 500) return e
  return badParam(MALFORMED)
}

/** Reads the whole form of a route registered with @fastify/multipart and UPLOAD_FORM_LIMITS. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const fields: Record<string, string[]> = Object.create(null)
  let file: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer()
      else (fields[part.fieldname] ??= []).push(String(part.value))
    }
  } catch (e) {
    throw formProblem(e)
  }
  return { fields, file }
}
