/**
 * What a search suggestion is (a hot search or a tapped suggestion): a company's full name, a brand (字号) several
 * companies share, a person's name, or any other keyword; with the companies and persons it finds and the related
 * searches — the brands next to it (its industry's leading brands, those of a person's companies, those of the hits).
 *
 * The logic is written once, as a flow that asks for what it needs (a row, rows, the combined search); suggestionOn
 * drives it, and each store's search repository answers the asks.
 */
import type { CompanyHit, EntPersonSearchResult, SearchSuggestion, SuggestionKind } from '../../../contract/schemas/search'
import { SUGGESTION_KIND_TEXT } from '../../../contract/schemas/search'
import { HIT_COLUMNS, toCompanyHit, type CompanyRow } from './hits'

const COMPANIES = 10
const RELATED = 8

/** What the flow asks of its store: one row (or undefined), every row, or the first page of the combined search. */
export type SuggestionAsk = { get: string; args: unknown[] } | { all: string; args: unknown[] } | { search: string; pageSize: number }

type MainRow = CompanyRow & { brand: string }
type Flow = Generator<SuggestionAsk, SearchSuggestion, unknown>

function related(rows: Array<{ brand: string }>, except: string): string[] {
  const out: string[] = []
  for (const r of rows) if (r.brand && r.brand !== except && !out.includes(r.brand) && out.length < RELATED) out.push(r.brand)
  return out
}

export function* suggestionFlow(keyword: string, pid?: string): Flow {
  const kw = keyword.trim()
  const found = (yield { search: kw, pageSize: COMPANIES }) as EntPersonSearchResult
  const byPid = pid
    ? ((yield { get: `SELECT ${HIT_COLUMNS}, brand FROM companies WHERE pid = ?`, args: [pid] }) as MainRow | undefined)
    : undefined
  const named =
    byPid?.name === kw
      ? byPid
      : ((yield { get: `SELECT ${HIT_COLUMNS}, brand FROM companies WHERE name = ? ORDER BY id LIMIT 1`, args: [kw] }) as
          MainRow | undefined)
  const brandCount = named
    ? 0
    : ((yield { get: 'SELECT count(*) AS n FROM (SELECT 1 FROM companies WHERE brand = ? LIMIT 1000)', args: [kw] }) as { n: number }).n
  const personCount =
    named || brandCount
      ? 0
      : ((yield { get: 'SELECT count(*) AS n FROM (SELECT 1 FROM persons WHERE name = ? LIMIT 1000)', args: [kw] }) as { n: number }).n

  let kind: SuggestionKind = 'keyword'
  let main: MainRow | undefined
  if (named) {
    kind = 'company'
    main = named
  } else if (brandCount > 0) {
    kind = 'brand'
    main =
      byPid?.brand === kw
        ? byPid
        : ((yield { get: `SELECT ${HIT_COLUMNS}, brand FROM companies WHERE brand = ? ORDER BY id LIMIT 1`, args: [kw] }) as MainRow)
  } else if (personCount > 0) kind = 'person'

  let relatedSearches: string[]
  if (main) {
    const rows = (yield {
      all: `SELECT brand FROM companies WHERE industry_code = (SELECT industry_code FROM companies WHERE id = ?) AND id != ? AND parent_pid IS NULL
       ORDER BY id LIMIT 40`,
      args: [main.id, main.id],
    }) as Array<{ brand: string }>
    relatedSearches = related(rows, main.brand)
  } else if (kind === 'person' && found.persons.length) {
    const rows = (yield {
      all: `SELECT c.brand FROM roles r JOIN persons p ON p.person_id = r.person_id JOIN companies c ON c.id = r.company_id
       WHERE p.person_id = ? ORDER BY c.id LIMIT 40`,
      args: [found.persons[0].personId],
    }) as Array<{ brand: string }>
    relatedSearches = related(rows, kw)
  } else {
    const pids = found.list.map((h) => h.pid)
    relatedSearches = pids.length
      ? related(
          (yield { all: `SELECT brand FROM companies WHERE pid IN (${pids.map(() => '?').join(',')}) ORDER BY id`, args: pids }) as Array<{
            brand: string
          }>,
          kw,
        )
      : []
  }

  const mainHit: CompanyHit | null = main ? toCompanyHit(main, []) : null
  return {
    keyword: kw,
    kind,
    kindText: SUGGESTION_KIND_TEXT[kind],
    summary: summaryOf(kind, kw, mainHit, found.total, found.totalText, brandCount, found.persons.length),
    main: mainHit,
    companies: found.list,
    companyTotal: found.total,
    companyTotalText: found.totalText,
    persons: found.persons,
    related: relatedSearches,
  }
}

/** The suggestion on a store that answers the flow's asks: the SQLite and the PostgreSQL search. */
export async function suggestionOn(
  store: {
    get(sql: string, args: unknown[]): Promise<unknown>
    all(sql: string, args: unknown[]): Promise<unknown[]>
    entPerson(keyword: string, pageNum: number, pageSize: number): Promise<EntPersonSearchResult>
  },
  keyword: string,
  pid?: string,
): Promise<SearchSuggestion> {
  const flow = suggestionFlow(keyword, pid)
  let step = flow.next()
  while (!step.done) {
    const ask = step.value
    step = flow.next(
      'search' in ask
        ? await store.entPerson(ask.search, 1, ask.pageSize)
        : 'get' in ask
          ? await store.get(ask.get, ask.args)
          : await store.all(ask.all, ask.args),
    )
  }
  return step.value
}

function summaryOf(
  kind: SuggestionKind,
  kw: string,
  main: CompanyHit | null,
  total: number,
  totalText: string,
  brandCount: number,
  persons: number,
): string {
  if (kind === 'company' && main)
    return `${main.name}，${main.status}，法定代表人${main.legalPerson || '-'}，成立于${main.established}，注册资本${main.regCapitalText}。`
  if (kind === 'brand')
    return `“${kw}”是${brandCount >= 1000 ? '1000余' : brandCount}家企业的字号（品牌），名称或相关信息含“${kw}”的企业共${totalText}家。`
  if (kind === 'person') return `“${kw}”是人员姓名，找到${persons}位同名人员在任；名称或相关信息含“${kw}”的企业共${totalText}家。`
  return total > 0 ? `名称、老板或股东含“${kw}”的企业共${totalText}家。` : `没有找到与“${kw}”相关的企业。`
}
