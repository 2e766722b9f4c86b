/** Display rules of data-dimension records (lists and details), framework-free. */
import type { Dimension, FieldDef } from '../../contract/domain/dimensions'
import { formatAmount } from '../../contract/domain/format'
import { to } from '../links.gen'

export interface RecordLike {
  id: number
  date?: string
  amount?: number | null
  title?: string
  refNo?: string
  status?: string
  parties?: Array<{ name: string; role: string; pid?: string; personId?: string }>
  fields?: Record<string, string | number | null>
  isCurrent?: boolean
}

/** 万元 amounts as text: 1234.5 → '1,234.50万元'; ≥ 1亿 → '1.23亿元'; missing → '-'. */
export function wanText(v: number | string | null | undefined): string {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  if (n === null || n === undefined || typeof n !== 'number' || !isFinite(n)) return '-'
  if (Math.abs(n) >= 10000) return `${formatAmount(n / 10000)}亿元`
  return `${formatAmount(n)}万元`
}

/** The raw value of a field: the record's `fields` first, then its columns. */
export function rawValue(r: RecordLike, key: string): unknown {
  if (key === 'parties') return r.parties ?? []
  const f = r.fields?.[key]
  if (f !== undefined && f !== null && f !== '') return f
  const c = (r as unknown as Record<string, unknown>)[key]
  return c === undefined || c === '' ? null : c
}

/** One field as display text. Parties are joined as 'name（role）'. */
export function fieldText(r: RecordLike, f: FieldDef): string {
  const v = rawValue(r, f.key)
  if (f.key === 'parties') {
    const ps = (v as RecordLike['parties']) ?? []
    return ps.length ? ps.map((p) => (p.role ? `${p.name}（${p.role}）` : p.name)).join('、') : '-'
  }
  if (v === null || v === undefined) return '-'
  if (f.kind === 'amount') return wanText(v as number)
  if (f.kind === 'date') return String(v).slice(0, 10)
  return String(v)
}

/** The field shown as a list row's heading: the first plain-text list field (else the first one). */
export function headingField(d: Dimension): FieldDef {
  return d.listFields.find((f) => !f.kind || f.kind === 'text' || f.kind === 'link') ?? d.listFields[0]
}

/** The parties named by a 'party' field: the record's parties for `parties`, else the party of that name. */
export function partiesOf(r: RecordLike, f: FieldDef): Array<{ name: string; role: string; pid?: string; personId?: string }> {
  if (f.key === 'parties') return r.parties ?? []
  const v = rawValue(r, f.key)
  if (v === null || v === undefined) return []
  const names = String(v)
    .split(/[、,，;；]/)
    .map((s) => s.trim())
    .filter(Boolean)
  return names.map((name) => r.parties?.find((p) => p.name === name) ?? { name, role: '' })
}

/** The page of a party: its company (pid) or person (personId); '' when it is not linked. */
export function partyUrl(p: { pid?: string; personId?: string }): string {
  if (p.pid) return to.companyProfile({ pid: p.pid })
  if (p.personId) return to.personProfile({ personId: p.personId })
  return ''
}

export type SortChoice = { sort: 'date' | 'amount'; order: 'desc' | 'asc'; label: string }

/** The sort choices a dimension offers: by date where it has dates, by amount only where it has amounts. */
export function sortChoices(d: Pick<Dimension, 'hasDate' | 'hasAmount'>): SortChoice[] {
  const out: SortChoice[] = []
  if (d.hasDate) out.push({ sort: 'date', order: 'desc', label: '日期最新' }, { sort: 'date', order: 'asc', label: '日期最早' })
  if (d.hasAmount) out.push({ sort: 'amount', order: 'desc', label: '金额最高' }, { sort: 'amount', order: 'asc', label: '金额最低' })
  return out
}
