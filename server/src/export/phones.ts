/**
 * The contact phones of a result set: which companies have a number, what a phone export of them would hold, and
 * its sheet. A company's numbers are its annual-report phone and its published phone records; suspected numbers
 * (found on the web, not confirmed by the company) are kept apart in their own column. A company with no number at
 * all is neither exported nor charged.
 */
import type { CompanyHit } from '../../../contract/schemas/search'
import type { CompanyRow } from '../store/companies'
import type { ExportReader, PhoneRecord } from '../store/exports'
import type { ExportColumn, ExportRow, ExportSheet } from './xlsx-writer'
import { RESULT_PAGE, resultPages, type ResultSource } from './result-pages'

export type PhoneSource = ResultSource

export interface CompanyPhones {
  hit: CompanyHit
  company: CompanyRow | undefined
  /** confirmed numbers, each once: the annual-report phone first */
  phones: Array<{ number: string; label: string }>
  suspected: Array<{ number: string; label: string }>
}

const ANNUAL_REPORT = '企业年报'

const COLUMNS: ExportColumn[] = [
  { key: 'name', header: '企业名称', width: 36 },
  { key: 'creditCode', header: '统一社会信用代码', width: 22 },
  { key: 'legalPerson', header: '法定代表人' },
  { key: 'status', header: '经营状态' },
  { key: 'regionName', header: '所属地区', width: 24 },
  { key: 'phones', header: '联系电话（类型·来源）', width: 44 },
  { key: 'suspected', header: '疑似电话（类型·来源）', width: 44 },
  { key: 'address', header: '注册地址', width: 40 },
]

/**
 * The companies with a number among the first `scanLimit` companies of the result, in the result's order. `seen`
 * reports the result's size and how many companies were looked at, as the generator goes.
 */
export async function* companiesWithPhones(
  source: PhoneSource,
  reader: ExportReader,
  scanLimit: number,
  seen: { total: number; scanned: number } = { total: 0, scanned: 0 },
): AsyncGenerator<CompanyPhones> {
  const page = resultPages(source, reader)
  for (let n = 1; seen.scanned < scanLimit; n++) {
    const r = await page(n, n === 1 ? undefined : seen.total)
    if (n === 1) seen.total = r.total
    const hits = r.list.slice(0, scanLimit - seen.scanned)
    seen.scanned += hits.length
    const companies = new Map((await reader.companies.byPids(hits.map((h) => h.pid))).map((c) => [c.pid, c]))
    const byCompany = new Map<number, PhoneRecord[]>()
    for (const p of await reader.phones([...companies.values()].map((c) => c.id))) {
      const list = byCompany.get(p.companyId) ?? []
      list.push(p)
      byCompany.set(p.companyId, list)
    }
    for (const hit of hits) {
      const c = companies.get(hit.pid)
      const records = c ? (byCompany.get(c.id) ?? []) : []
      const phones = numbersOf(c?.phone ? [{ number: c.phone, label: `固定电话·${ANNUAL_REPORT}` }] : [], records, 'phone')
      const suspected = numbersOf([], records, 'suspectedPhone', new Set(phones.map((p) => p.number)))
      if (phones.length || suspected.length) yield { hit, company: c, phones, suspected }
    }
    if (r.list.length < RESULT_PAGE) return
  }
}

function numbersOf(
  first: Array<{ number: string; label: string }>,
  records: PhoneRecord[],
  dimension: PhoneRecord['dimension'],
  skip = new Set<string>(),
): Array<{ number: string; label: string }> {
  const out = first.filter((p) => !skip.has(p.number))
  const have = new Set([...skip, ...out.map((p) => p.number)])
  for (const r of records) {
    if (r.dimension !== dimension || !r.number || have.has(r.number)) continue
    have.add(r.number)
    out.push({ number: r.number, label: [r.phoneType, r.sourceName].filter(Boolean).join('·') })
  }
  return out
}

/** One row per company, its numbers one per line: '0571-88886666（固定电话·企业年报）'. */
export function phoneSheet(source: PhoneSource, reader: ExportReader, scanLimit: number): ExportSheet {
  const cell = (list: Array<{ number: string; label: string }>) =>
    list.map((p) => (p.label ? `${p.number}（${p.label}）` : p.number)).join('\n')
  return {
    name: '企业电话',
    columns: COLUMNS,
    rows: (async function* (): AsyncGenerator<ExportRow> {
      for await (const c of companiesWithPhones(source, reader, scanLimit)) {
        yield {
          name: c.hit.name,
          creditCode: c.company?.credit_code ?? '',
          legalPerson: c.hit.legalPerson,
          status: c.hit.status,
          regionName: c.hit.regionName,
          phones: cell(c.phones),
          suspected: cell(c.suspected),
          address: c.company?.address ?? '',
        }
      }
    })(),
  }
}

export interface PhoneCount {
  total: number
  scanned: number
  rows: number
  phones: number
  preview: Array<{ name: string; phones: string[] }>
}

/** How many companies among the first `scanLimit` have a number, and a masked sample of the first few. */
export async function countPhones(source: PhoneSource, reader: ExportReader, scanLimit: number, previewRows = 3): Promise<PhoneCount> {
  const seen = { total: 0, scanned: 0 }
  let rows = 0
  let phones = 0
  const preview: PhoneCount['preview'] = []
  for await (const c of companiesWithPhones(source, reader, scanLimit, seen)) {
    rows++
    phones += c.phones.length + c.suspected.length
    if (preview.length < previewRows)
      preview.push({ name: c.hit.name, phones: [...c.phones, ...c.suspected].map((p) => maskPhone(p.number)) })
  }
  return { total: seen.total, scanned: seen.scanned, rows, phones, preview }
}

/**
 * Hides the middle of a number, keeping enough to recognise its kind: '13812345678' → '138****5678',
 * '0571-88886666' → '0571-88****66'.
 */
export function maskPhone(number: string): string {
  const m = /^(\d{3,4}-)?(\d+)$/.exec(number.trim())
  if (!m) return number.length > 4 ? `${number.slice(0, 2)}****${number.slice(-2)}` : '****'
  const [, area = '', digits] = m
  if (!area && digits.length === 11) return `${digits.slice(0, 3)}****${digits.slice(7)}`
  if (digits.length <= 4) return `${area}****`
  const keepHead = Math.min(2, digits.length - 4)
  return `${area}${digits.slice(0, keepHead)}****${digits.slice(keepHead + 4)}`
}
