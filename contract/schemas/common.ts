/**
 * Building blocks of the API schemas. A schema validates a request on the server, types both sides
 * and documents the endpoint (OpenAPI). `title` is the field's Chinese name: a failed check answers
 * 4000 with a message that names it ("页码必须在1到500之间"). `patternMessage` replaces the generic
 * "格式不正确" when a pattern fails.
 *
 * The app imports only types from this folder (import type), so TypeBox never enters its bundle.
 */
import { Type, type Static, type TSchema, type StringOptions, type IntegerOptions, type NumberOptions } from '@sinclair/typebox'

export { Type, type Static, type TSchema }

/** Every answer: `code === '0000'` is success; errors carry the catalogue code and a Chinese msg. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.String(), msg: Type.String(), data }, { additionalProperties: false })

/** One page of a list. `totalText` is what the user sees (capped as '10000+' when very large). */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    total: Type.Integer(),
    totalText: Type.String(),
    pageNum: Type.Integer(),
    pageSize: Type.Integer(),
    list: Type.Array(item),
  })

type TextOptions = StringOptions & { patternMessage?: string }

/** A string field with a Chinese name; `max` is required so no unbounded text enters. */
export const Text = (title: string, max: number, opts: TextOptions = {}) => Type.String({ title, maxLength: max, ...opts })
/** A required text that must not be empty. */
export const NonEmpty = (title: string, max: number, opts: TextOptions = {}) =>
  Type.String({ title, minLength: 1, maxLength: max, ...opts })

export const Int = (title: string, min: number, max: number, opts: IntegerOptions = {}) =>
  Type.Integer({ title, minimum: min, maximum: max, ...opts })
export const Num = (title: string, min: number, max: number, opts: NumberOptions = {}) =>
  Type.Number({ title, minimum: min, maximum: max, ...opts })

/** A choice among fixed strings. */
export const OneOf = <T extends string>(title: string, values: readonly T[], opts: StringOptions = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title, ...opts })

/** An on/off flag as query strings and JSON bodies send it: 1/0, 'true'/'false' or a boolean. Read it with `isOn`. */
export const Flag = (title: string) =>
  Type.Unsafe<boolean | 0 | 1 | '0' | '1' | 'true' | 'false'>({ title, enum: [true, false, 0, 1, '0', '1', 'true', 'false'] })
export const isOn = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true'

export const MOBILE_PATTERN = '^1[2-9]\\d{9}$'
export const PID_PATTERN = '^[0-9A-Za-z_-]{1,64}$'
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'

export const Mobile = (title = '手机号') =>
  Type.String({ title, maxLength: 11, pattern: MOBILE_PATTERN, patternMessage: '请输入正确的11位手机号' })
export const Pid = (title = '企业编号') =>
  Type.String({ title, minLength: 1, maxLength: 64, pattern: PID_PATTERN, patternMessage: `${title}格式不正确` })
export const PersonId = (title = '人员编号') =>
  Type.String({ title, minLength: 1, maxLength: 64, pattern: PID_PATTERN, patternMessage: `${title}格式不正确` })
export const DateText = (title: string) =>
  Type.String({ title, maxLength: 10, pattern: DATE_PATTERN, patternMessage: `${title}应为 yyyy-mm-dd 格式` })
/** A numeric row id as sent in a query string or a body. */
export const Id = (title = '编号') => Type.Integer({ title, minimum: 1, maximum: 2 ** 53 - 1 })

/** Paging: page numbers stop at 500 (deeper pages are refused, not scanned); page size at `maxSize`. */
export const MAX_PAGE = 500
export const PageQuery = (maxSize = 50) => ({
  pageNum: Type.Optional(Int('页码', 1, MAX_PAGE, { default: 1 })),
  pageSize: Type.Optional(Int('每页条数', 1, maxSize, { default: 20 })),
})

/** An answer with nothing to say beyond success. */
export const Done = Type.Null()

export type PagedOf<T> = { total: number; totalText: string; pageNum: number; pageSize: number; list: T[] }
