/** The advanced-search form (pagesFilter/filter): conditions in, an AdvancedFilter and a summary out. */
import { makeAutoObservable } from 'mobx'
import type { AdvancedFilter, FilterOptions, RegionNode } from '../../contract/api/api'
import { generalFilters, type TimeFilterOption } from '../domain/timeFilters'
import { to } from '../links.gen'

export interface RegionPick {
  code: string
  name: string
}

export class FilterStore {
  /** province, city, district: a prefix of the path through the region tree */
  region: RegionPick[] = []
  industry: { code: string; name: string } | null = null
  capitalIndex = -1
  capitalMin = ''
  capitalMax = ''
  establishedIndex = -1
  statuses: string[] = []
  companyTypes: string[] = []
  keyword = ''
  options: FilterOptions = { industries: [], statuses: [], companyTypes: [], capitalRanges: [] }
  readonly timeOptions: TimeFilterOption[]

  constructor(now: Date = new Date()) {
    this.timeOptions = generalFilters(now)
    makeAutoObservable(this, { timeOptions: false })
  }

  setOptions(o: FilterOptions) {
    this.options = o
  }

  /** Picks a region at a level (0 province, 1 city, 2 district); deeper picks are dropped. */
  pickRegion(level: number, node: RegionNode | null) {
    this.region = node ? [...this.region.slice(0, level), { code: node.code, name: node.name }] : this.region.slice(0, level)
  }

  setIndustry(v: { code: string; name: string } | null) {
    this.industry = this.industry?.code === v?.code ? null : v
  }

  setCapitalIndex(i: number) {
    this.capitalIndex = this.capitalIndex === i ? -1 : i
    this.capitalMin = ''
    this.capitalMax = ''
  }

  setCapitalCustom(min: string, max: string) {
    this.capitalMin = min.replace(/[^\d.]/g, '')
    this.capitalMax = max.replace(/[^\d.]/g, '')
    this.capitalIndex = -1
  }

  setEstablishedIndex(i: number) {
    this.establishedIndex = this.establishedIndex === i ? -1 : i
  }

  toggle(list: 'statuses' | 'companyTypes', v: string) {
    const cur = this[list]
    this[list] = cur.includes(v) ? cur.filter((x) => x !== v) : [...cur, v]
  }

  reset() {
    this.region = []
    this.industry = null
    this.capitalIndex = -1
    this.capitalMin = ''
    this.capitalMax = ''
    this.establishedIndex = -1
    this.statuses = []
    this.companyTypes = []
    this.keyword = ''
  }

  /** A custom capital range with min above max is refused with this message. */
  get capitalError(): string {
    const min = parseFloat(this.capitalMin)
    const max = parseFloat(this.capitalMax)
    return !isNaN(min) && !isNaN(max) && min > max ? '最低注册资本不能高于最高注册资本' : ''
  }

  get query(): AdvancedFilter {
    const q: AdvancedFilter = {}
    if (this.keyword.trim()) q.keyword = this.keyword.trim()
    if (this.region.length) q.regionCode = this.region[this.region.length - 1].code
    if (this.industry) q.industry = this.industry.code
    const range = this.options.capitalRanges[this.capitalIndex]
    if (range) {
      if (range.min !== undefined) q.capitalMin = range.min
      if (range.max !== undefined) q.capitalMax = range.max
    } else if (!this.capitalError) {
      if (this.capitalMin !== '' && !isNaN(parseFloat(this.capitalMin))) q.capitalMin = parseFloat(this.capitalMin)
      if (this.capitalMax !== '' && !isNaN(parseFloat(this.capitalMax))) q.capitalMax = parseFloat(this.capitalMax)
    }
    const t = this.timeOptions[this.establishedIndex]
    if (t) {
      if (t.startDate) q.estStart = t.startDate
      if (t.endDate) q.estEnd = t.endDate
    }
    if (this.statuses.length) q.status = this.statuses.join(',')
    if (this.companyTypes.length) q.companyType = this.companyTypes.join(',')
    return q
  }

  /** Human-readable conditions, shown on the results page. */
  get summary(): string[] {
    const out: string[] = []
    if (this.region.length) out.push(this.region.map((r) => r.name).join(' '))
    if (this.industry) out.push(this.industry.name)
    const range = this.options.capitalRanges[this.capitalIndex]
    if (range) out.push(`注册资本${range.name}`)
    else if (this.capitalMin || this.capitalMax) out.push(`注册资本${this.capitalMin || 0}-${this.capitalMax || '不限'}万`)
    const t = this.timeOptions[this.establishedIndex]
    if (t) out.push(`成立${t.name}`)
    out.push(...this.statuses, ...this.companyTypes)
    return out
  }
}

/** The results page of a filter: its fields as query parameters, plus its summary joined by '|'. */
export const filterResultsUrl = (q: AdvancedFilter, summary: string[]) => to.filterResults({ ...q, summary: summary.join('|') })

const NUMERIC: Array<keyof AdvancedFilter> = ['capitalMin', 'capitalMax']
const KEYS: Array<keyof AdvancedFilter> = [
  'keyword',
  'regionCode',
  'industry',
  'capitalMin',
  'capitalMax',
  'estStart',
  'estEnd',
  'status',
  'companyType',
]

export function paramsToFilter(params: Record<string, string | undefined>): { filter: AdvancedFilter; summary: string[] } {
  const filter: AdvancedFilter = {}
  for (const k of KEYS) {
    const raw = params[k]
    if (raw === undefined || raw === '') continue
    const v = decodeURIComponent(raw)
    if (NUMERIC.includes(k)) {
      const n = parseFloat(v)
      if (!isNaN(n)) (filter as Record<string, unknown>)[k] = n
    } else (filter as Record<string, unknown>)[k] = v
  }
  const summary = params.summary ? decodeURIComponent(params.summary).split('|').filter(Boolean) : []
  return { filter, summary }
}
