import type { CompanyHit, CompanyStatus } from '../../../contract/api/api'
import { capitalText } from '../data/companies'

export interface CompanyRow {
  id: number
  pid: string
  name: string
  former_names: string
  legal_person: string
  legal_person_id: string | null
  reg_capital: number
  currency: string
  established: string
  status: string
  company_type: string
  industry: string
  region_code: string
  region_name: string
}

export const HIT_COLUMNS =
  'id, pid, name, former_names, legal_person, legal_person_id, reg_capital, currency, established, status, company_type, industry, region_code, region_name'

/** Every [start, end) span of `keyword` in `text` (case-insensitive), non-overlapping. */
export function spansOf(text: string, keyword: string): Array<[number, number]> {
  const out: Array<[number, number]> = []
  if (!keyword) return out
  const hay = text.toLowerCase()
  const needle = keyword.toLowerCase()
  let at = hay.indexOf(needle)
  while (at >= 0) {
    out.push([at, at + needle.length])
    at = hay.indexOf(needle, at + needle.length)
  }
  return out
}

export function toCompanyHit(row: CompanyRow, highlight: Array<[number, number]>, matchReason?: string): CompanyHit {
  const hit: CompanyHit = {
    pid: row.pid,
    name: row.name,
    highlight,
    status: row.status as CompanyStatus,
    legalPerson: row.legal_person,
    legalPersonId: row.legal_person_id ?? '',
    regCapital: row.reg_capital,
    regCapitalText: row.reg_capital > 0 ? capitalText(row.reg_capital, row.currency) : '-',
    currency: row.currency,
    established: row.established,
    regionCode: row.region_code,
    regionName: row.region_name,
    industry: row.industry,
    companyType: row.company_type,
    logo: '',
  }
  if (matchReason) hit.matchReason = matchReason
  return hit
}

/** '10000+' once the (capped) total reaches the cap */
export const TOTAL_CAP = 10000
export const totalText = (total: number) => (total >= TOTAL_CAP ? `${TOTAL_CAP}+` : String(total))
