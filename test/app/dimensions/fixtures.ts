/** Generated records for every registry dimension: a distinct, recognisable value for each field. */
import { DIMENSIONS, type Dimension, type FieldDef } from '../../../contract/domain/dimensions'
import type { DimensionListResult, RecordDetail, RecordItem } from '../../../contract/api/api-dimensions'

export const PARTIES = [
  { name: '深圳市甲方科技有限公司', role: '原告', pid: 'C900' },
  { name: '王小二', role: '被告', personId: 'X900' },
  { name: '无名第三人', role: '第三人' },
]

/** The text a field of record `n` should show. */
export function expectedText(d: Dimension, f: FieldDef, n = 1): string {
  if (f.kind === 'amount') return f.key === 'amount' ? `${(1234.5 + n).toFixed(2).replace(/^(\d)(\d{3})/, '$1,$2')}万元` : '88.00万元'
  if (f.kind === 'date') return `2023-0${(n % 9) + 1}-1${n % 10}`
  if (f.kind === 'party') return PARTIES[0].name
  return `${f.label}${d.key}${n}`
}

export function makeRecord(d: Dimension, n = 1, over: Partial<RecordItem> = {}): RecordDetail {
  const fields: Record<string, string | number | null> = {}
  for (const f of d.detailFields) {
    if (f.key === 'parties') continue
    if (f.kind === 'amount') fields[f.key] = f.key === 'amount' ? 1234.5 + n : 88
    else if (f.kind === 'date') fields[f.key] = expectedText(d, f, n)
    else if (f.kind === 'party') fields[f.key] = PARTIES[0].name
    else fields[f.key] = expectedText(d, f, n)
  }
  return {
    id: 1000 + n,
    dimension: d.key,
    pid: 'C1',
    companyName: '深圳市样例科技有限公司',
    date: (fields.date as string) ?? '',
    amount: (fields.amount as number) ?? null,
    title: (fields.title as string) ?? '',
    refNo: (fields.refNo as string) ?? '',
    status: (fields.status as string) ?? '',
    parties: PARTIES,
    fields,
    source: `${d.source}`,
    capturedAt: '2024-03-02T08:00:00.000Z',
    isCurrent: n % 2 === 1,
    ...over,
  }
}

export function listResult(d: Dimension, records: RecordItem[], total = records.length, pageNum = 1, pageSize = 20): DimensionListResult {
  return {
    dimension: d.key,
    list: records,
    total,
    totalText: String(total),
    pageNum,
    pageSize,
    currentCount: Math.ceil(total / 2),
    historyCount: Math.floor(total / 2),
  }
}

export { DIMENSIONS }
