/**
 * Turns a failed schema check into one Chinese sentence that names the field, using the schema's
 * `title` (the field's Chinese name) and `patternMessage`.
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema'

type Schema = Record<string, any>

/** The sub-schema at an ajv instance path such as '/list/0/name'. */
function schemaAt(root: Schema | undefined, path: string): Schema | undefined {
  let s = root
  for (const part of path.split('/').filter(Boolean)) {
    if (!s) return undefined
    if (s.properties && part in s.properties) s = s.properties[part]
    else if (s.items && /^\d+$/.test(part)) s = s.items
    else if (s.anyOf) s = s.anyOf.map((x: Schema) => schemaAt(x, part)).find(Boolean)
    else return undefined
  }
  return s
}

function nameOf(s: Schema | undefined, fallback: string): string {
  return (s?.title as string | undefined) || fallback || '参数'
}

export function validationMessage(errors: FastifySchemaValidationError[], schema: Schema | undefined): string {
  const e = errors[0] as FastifySchemaValidationError & { params: Record<string, any> }
  if (!e) return '请求参数格式错误'
  const path = e.instancePath ?? ''
  if (e.keyword === 'required') {
    const prop = e.params.missingProperty as string
    const parent = schemaAt(schema, path)
    return `请输入${nameOf(parent?.properties?.[prop], prop)}`
  }
  if (e.keyword === 'additionalProperties') return `不支持的参数 ${String(e.params.additionalProperty).slice(0, 40)}`
  const field = schemaAt(schema, path)
  const name = nameOf(field, path.split('/').filter(Boolean).pop() ?? '')
  switch (e.keyword) {
    case 'type':
      if (e.params.type === 'integer') return `${name}必须是整数`
      if (e.params.type === 'number') return `${name}必须是数字`
      if (e.params.type === 'array') return `${name}应为列表`
      if (e.params.type === 'object') return `${name}格式不正确`
      return `${name}格式不正确`
    case 'minLength':
      return e.params.limit <= 1 ? `请输入${name}` : `${name}不能少于${e.params.limit}个字符`
    case 'maxLength':
      return `${name}不能超过${e.params.limit}个字符`
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      if (field && field.minimum !== undefined && field.maximum !== undefined) return `${name}必须在${field.minimum}到${field.maximum}之间`
      return e.keyword.endsWith('inimum') ? `${name}不能小于${e.params.limit}` : `${name}不能大于${e.params.limit}`
    case 'pattern':
      return (field?.patternMessage as string | undefined) ?? `${name}格式不正确`
    case 'minItems':
      return `请至少选择一个${name}`
    case 'maxItems':
      return `${name}最多${e.params.limit}项`
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `${name}取值无效`
    case 'format':
      return `${name}格式不正确`
    default:
      return `${name}格式不正确`
  }
}
