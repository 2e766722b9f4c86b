/**
 * The sheets of each kind of export, with Chinese headers. Rows are produced lazily: a sheet's query runs only when
 * the writer reaches it, and stops when the writer stops reading (the row cap).
 */
import { CATEGORY_LABELS, getDimension, type Dimension } from '../../../contract/domain/dimensions'
import { toHeader, type CompanyRepo, type CompanyRow } from '../store/companies'
import type { ExportReader } from '../store/exports'
import { toItem } from '../store/records'
import type { ExportColumn, ExportRow, ExportSheet } from './xlsx-writer'
import { phoneSheet, type PhoneSource } from './phones'
import { RESULT_PAGE, resultPages, type ResultSource } from './result-pages'

/** What an export exports, as stored in its audit row (a re-export runs it again). */
export type ExportParams =
  | ResultSource
  | { kind: 'dimension'; pid: string; dimension: string }
  | { kind: 'profile'; pid: string }
  /** paid by `orderNo`: the companies with a number among the first `scanLimit` of the result, as quoted */
  | { kind: 'phone'; source: PhoneSource; scanLimit: number; orderNo: string }

/** Dimensions that are contact phones: exported only at levels with `phoneExport`. */
export const PHONE_DIMENSIONS = new Set(['phone', 'suspectedPhone'])
/** a column holding a phone number, left out at levels without `phoneExport` */
const PHONE_KEY = 'phone'

const COMPANY_COLUMNS: ExportColumn[] = [
  { key: 'name', header: '企业名称', width: 36 },
  { key: 'creditCode', header: '统一社会信用代码', width: 22 },
  { key: 'status', header: '经营状态' },
  { key: 'legalPerson', header: '法定代表人' },
  { key: 'regCapitalText', header: '注册资本', width: 16 },
  { key: 'established', header: '成立日期', width: 12 },
  { key: 'regionName', header: '所属地区', width: 24 },
  { key: 'industry', header: '所属行业', width: 24 },
  { key: 'companyType', header: '企业类型', width: 24 },
  { key: 'address', header: '注册地址', width: 40 },
]

export interface Plan {
  sheets: ExportSheet[]
  /** how many rows the result has, when the source says (the search engines do) */
  total(): number | undefined
}

/** The target an export was checked against before it began. */
export interface Target {
  company?: CompanyRow
  dimension?: Dimension
}

export async function planFor(p: ExportParams, reader: ExportReader, target: Target, phone: boolean): Promise<Plan> {
  const seen: { total?: number } = {}
  const total = () => seen.total
  switch (p.kind) {
    case 'search': {
      const columns = [...COMPANY_COLUMNS, { key: 'matchReason', header: '匹配原因', width: 24 }]
      return { sheets: [{ name: '企业搜索', columns, rows: companyRows(resultPages(p, reader), reader.companies, seen) }], total }
    }
    case 'advanced': {
      const rows = companyRows(resultPages(p, reader), reader.companies, seen)
      return { sheets: [{ name: '高级搜索', columns: COMPANY_COLUMNS, rows }], total }
    }
    case 'dimension':
      return { sheets: [dimensionSheet(target.dimension!, target.company!, reader, phone)], total }
    case 'profile':
      return { sheets: await profileSheets(target.company!, reader, phone), total }
    case 'phone':
      return { sheets: [phoneSheet(p.source, reader, p.scanLimit)], total }
  }
}

/** Result pages one after another, each hit completed with its company's credit code and address. */
async function* companyRows(
  page: ReturnType<typeof resultPages>,
  companies: CompanyRepo,
  seen: { total?: number },
): AsyncGenerator<ExportRow> {
  for (let n = 1; ; n++) {
    const r = await page(n, seen.total)
    if (n === 1) seen.total = r.total
    const more = new Map((await companies.byPids(r.list.map((h) => h.pid))).map((c) => [c.pid, c]))
    for (const hit of r.list) {
      const c = more.get(hit.pid)
      yield { ...hit, creditCode: c?.credit_code ?? '', address: c?.address ?? '' }
    }
    if (r.list.length < RESULT_PAGE) return
  }
}

function dimensionSheet(dim: Dimension, company: CompanyRow, reader: ExportReader, phone: boolean, name = dim.label): ExportSheet {
  const wide = (key: string, kind?: string) => kind === 'longtext' || kind === 'party' || key === 'title' || key === 'refNo'
  return {
    name,
    columns: dim.listFields
      .filter((f) => phone || f.key !== PHONE_KEY)
      .map((f) => ({ key: f.key, header: f.label, ...(wide(f.key, f.kind) ? { width: 30 } : {}) })),
    rows: (async function* () {
      for await (const row of reader.records(dim.key, company.id)) yield toItem(row).fields
    })(),
  }
}

const ITEM_COLUMNS: ExportColumn[] = [
  { key: 'item', header: '项目', width: 18 },
  { key: 'value', header: '内容', width: 80 },
]

/** The base information, shareholders, key personnel, then one sheet per dimension with records, in registry order. */
async function profileSheets(company: CompanyRow, reader: ExportReader, phone: boolean): Promise<ExportSheet[]> {
  const h = toHeader(company)
  const profile = await reader.companies.profile(company.pid)
  const base: Array<[string, string, string?]> = [
    ['企业名称', h.name],
    ['统一社会信用代码', h.creditCode],
    ['法定代表人', h.legalPerson],
    ['经营状态', h.status],
    ['注册资本', h.regCapitalText],
    ['实缴资本', h.paidCapitalText],
    ['成立日期', h.established],
    ['企业类型', h.companyType],
    ['所属行业', h.industry],
    ['所属地区', h.regionName],
    ['注册地址', h.address],
    ['人员规模', h.staffSize],
    ['电话', h.phone, PHONE_KEY],
    ['邮箱', h.email],
    ['网址', h.website],
    ['曾用名', h.formerNames.join('、')],
    ['经营范围', h.scope],
    ['数据来源', h.source],
    ['更新时间', h.capturedAt],
  ]
  const sheets: ExportSheet[] = [
    {
      name: '基本信息',
      columns: ITEM_COLUMNS,
      rows: base.filter(([, , key]) => phone || key !== PHONE_KEY).map(([item, value]) => ({ item, value })),
    },
  ]
  if (!profile) return sheets
  if (profile.shareholders.length)
    sheets.push({
      name: '股东信息',
      columns: [
        { key: 'name', header: '股东名称', width: 36 },
        { key: 'kind', header: '股东类型' },
        { key: 'share', header: '持股比例（%）' },
        { key: 'subscribedText', header: '认缴出资额', width: 16 },
        { key: 'since', header: '出资日期', width: 12 },
      ],
      rows: profile.shareholders.map((s) => ({ ...s, kind: s.kind === 'person' ? '自然人' : '企业' })),
    })
  if (profile.personnel.length)
    sheets.push({
      name: '主要人员',
      columns: [
        { key: 'name', header: '姓名' },
        { key: 'positions', header: '职务', width: 30 },
      ],
      rows: profile.personnel.map((p) => ({ name: p.name, positions: p.positions.join('、') })),
    })
  for (const d of profile.dimensions) {
    const dim = getDimension(d.key)
    if (!dim || d.count === 0 || (!phone && PHONE_DIMENSIONS.has(dim.key))) continue
    sheets.push(dimensionSheet(dim, company, reader, phone, `${CATEGORY_LABELS[dim.category]}-${dim.label}`))
  }
  return sheets
}
