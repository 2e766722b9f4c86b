/**
 * The export pages' parameters: which result set an export is of (a keyword search, the advanced filter, one dimension
 * of a company), read from a page's query, and written back into the links between the export pages.
 */
import type { ExportCreateInput, PhoneQuoteInput, ResultExportKind } from '../../contract/schemas/export'
import { decodeParam } from './routeParam'

export const FILTER_KEYS = ['keyword', 'regionCode', 'industry', 'estStart', 'estEnd', 'status', 'companyType'] as const
export const NUMBER_KEYS = ['capitalMin', 'capitalMax'] as const

type Params = Record<string, string | undefined>

/** The export the page's parameters describe: a keyword search, an advanced filter or one dimension of a company. */
export function exportInput(params: Params): ExportCreateInput | null {
  const kind = params.kind as ResultExportKind
  if (kind === 'dimension') return params.pid && params.dimension ? { kind, pid: params.pid, dimension: params.dimension } : null
  if (kind !== 'search' && kind !== 'advanced') return null
  const input: ExportCreateInput = { kind }
  for (const k of FILTER_KEYS) {
    const v = decodeParam(params[k])
    if (v) input[k] = v
  }
  for (const k of NUMBER_KEYS) if (params[k] && Number.isFinite(Number(params[k]))) input[k] = Number(params[k])
  return kind === 'search' && !input.keyword ? null : input
}

/** The result set whose contact phones are wanted: only a keyword search or an advanced filter has them. */
export function phoneInput(params: Params): PhoneQuoteInput | null {
  const input = exportInput(params)
  if (!input || (input.kind !== 'search' && input.kind !== 'advanced')) return null
  const { pid: _pid, dimension: _dimension, ...rest } = input
  return { ...rest, kind: input.kind }
}

/** 企业搜索“科技”的结果 / 高级搜索的筛选结果：… / 某公司失信信息的全部记录 */
export function exportWhat(input: ExportCreateInput | PhoneQuoteInput | null, title = ''): string {
  if (input?.kind === 'search') return `企业搜索“${input.keyword}”的结果`
  if (input?.kind === 'advanced') return `高级搜索的筛选结果${title ? `：${title}` : ''}`
  return `${title || '维度数据'}的全部记录`
}

/** The query of a link to another export page for the same result set (the builders encode it once). */
export function linkParams(input: PhoneQuoteInput, title?: string): { kind: string; title?: string } & Record<string, string | number> {
  const out: { kind: string; title?: string } & Record<string, string | number> = { kind: input.kind }
  if (title) out.title = title
  for (const k of FILTER_KEYS) if (input[k]) out[k] = input[k]!
  for (const k of NUMBER_KEYS) if (input[k] !== undefined) out[k] = input[k]!
  return out
}
