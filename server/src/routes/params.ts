/**
 * Small parameter readers for query strings and bodies. Each throws a 4000 with a Chinese message
 * naming the parameter, so handlers read values already checked.
 */
import { badParam } from '../errors'

export type Params = Record<string, unknown>

export function asParams(value: unknown): Params {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw badParam('请求参数格式错误')
  return value as Params
}

interface StrOpts {
  label: string
  required?: boolean
  max: number
  min?: number
  pattern?: RegExp
  patternMsg?: string
  trim?: boolean
}

export function str(p: Params, name: string, opts: StrOpts & { required: true }): string
export function str(p: Params, name: string, opts: StrOpts): string | undefined
export function str(p: Params, name: string, opts: StrOpts): string | undefined {
  const raw = p[name]
  if (raw === undefined || raw === null || raw === '') {
    if (opts.required) throw badParam(`请输入${opts.label}`)
    return undefined
  }
  if (typeof raw !== 'string') throw badParam(`${opts.label}格式不正确`)
  const v = opts.trim === false ? raw : raw.trim()
  if (v === '') {
    if (opts.required) throw badParam(`请输入${opts.label}`)
    return undefined
  }
  if ([...v].length > opts.max) throw badParam(`${opts.label}不能超过${opts.max}个字符`)
  if (opts.min !== undefined && [...v].length < opts.min) throw badParam(`${opts.label}不能少于${opts.min}个字符`)
  if (opts.pattern && !opts.pattern.test(v)) throw badParam(opts.patternMsg ?? `${opts.label}格式不正确`)
  return v
}

interface IntOpts {
  label: string
  min: number
  max: number
  def: number
}

/** Integer from a query string or a JSON number. */
export function int(p: Params, name: string, opts: IntOpts): number {
  const raw = p[name]
  if (raw === undefined || raw === null || raw === '') return opts.def
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN
  if (!Number.isInteger(n)) throw badParam(`${opts.label}必须是整数`)
  if (n < opts.min || n > opts.max) throw badParam(`${opts.label}必须在${opts.min}到${opts.max}之间`)
  return n
}

interface NumOpts {
  label: string
  min: number
  max: number
}

export function num(p: Params, name: string, opts: NumOpts): number | undefined {
  const raw = p[name]
  if (raw === undefined || raw === null || raw === '') return undefined
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,12}(\.\d{1,4})?$/.test(raw.trim()) ? Number(raw) : NaN
  if (!Number.isFinite(n)) throw badParam(`${opts.label}必须是数字`)
  if (n < opts.min || n > opts.max) throw badParam(`${opts.label}必须在${opts.min}到${opts.max}之间`)
  return n
}

export function bool(p: Params, name: string, label: string): boolean {
  const raw = p[name]
  if (raw === undefined || raw === null || raw === '') return false
  if (raw === true || raw === '1' || raw === 'true') return true
  if (raw === false || raw === '0' || raw === 'false') return false
  throw badParam(`${label}只能是 0 或 1`)
}

export function oneOf<T extends string>(p: Params, name: string, label: string, values: readonly T[], def?: T): T {
  const raw = p[name]
  if ((raw === undefined || raw === null || raw === '') && def !== undefined) return def
  if (raw === undefined || raw === null || raw === '') throw badParam(`请选择${label}`)
  if (typeof raw !== 'string' || !(values as readonly string[]).includes(raw)) throw badParam(`${label}取值无效`)
  return raw as T
}

export const MOBILE = /^1[2-9]\d{9}$/
export const PID = /^[0-9A-Za-z_-]{1,64}$/
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export function mobile(p: Params, name = 'phone'): string {
  return str(p, name, { label: '手机号', required: true, max: 11, pattern: MOBILE, patternMsg: '请输入正确的11位手机号' })
}

export function pid(p: Params, name = 'pid'): string {
  return str(p, name, { label: '企业编号', required: true, max: 64, pattern: PID, patternMsg: '企业编号格式不正确' })
}

export function page(p: Params, maxSize = 50): { pageNum: number; pageSize: number } {
  return {
    pageNum: int(p, 'pageNum', { label: '页码', min: 1, max: 500, def: 1 }),
    pageSize: int(p, 'pageSize', { label: '每页条数', min: 1, max: maxSize, def: 20 }),
  }
}
