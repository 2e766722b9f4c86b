/**
 * A company's numbers as 查电话 lists them: its annual-report phone first, then its published and suspected phone
 * records, each number once, with where and when it was seen and its kind.
 */
import { phoneKindOf, type PhoneKind } from '../../../contract/domain/findPhone'
import type { FoundPhone } from '../../../contract/schemas/findPhone'
import { maskPhone } from '../export/phones'
import type { PhoneCompanyRow, PhoneRecordRow } from '../store/find-phone'

const ANNUAL_REPORT = '企业年报'

function detailOf(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The numbers of one company in full; `kind` keeps only that kind. */
export function numbersOf(c: PhoneCompanyRow, records: PhoneRecordRow[], kind?: PhoneKind): FoundPhone[] {
  const out: FoundPhone[] = []
  const seen = new Set<string>()
  const add = (number: string, source: string, date: string) => {
    const n = number.trim()
    if (!n || seen.has(n)) return
    seen.add(n)
    const k = phoneKindOf(n)
    if (!kind || k === kind) out.push({ number: n, masked: false, kind: k, source, date })
  }
  if (c.phone) {
    const own = records.find((r) => r.dimension === 'phone' && r.title.trim() === c.phone.trim())
    add(c.phone, ANNUAL_REPORT, own?.date ?? c.captured_at.slice(0, 10))
  }
  for (const r of records) {
    const d = detailOf(r.detail)
    add(r.title, String(d.sourceName || (r.dimension === 'phone' ? ANNUAL_REPORT : '网络公开信息')), r.date ?? r.captured_at.slice(0, 10))
  }
  return out
}

export const masked = (p: FoundPhone): FoundPhone => ({ ...p, number: maskPhone(p.number), masked: true })
