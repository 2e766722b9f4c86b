/**
 * What a search suggestion is (a hot search or a tapped suggestion): a company's full name, a brand (字号) several
 * companies share, a person's name, or any other keyword; with the companies and persons it finds and the related
 * searches — the brands next to it (its industry's leading brands, those of a person's companies, those of the hits).
 */
import type { DB } from '../store/db'
import type { CompanyHit, SearchSuggestion, SuggestionKind } from '../../../contract/schemas/search'
import { SUGGESTION_KIND_TEXT } from '../../../contract/schemas/search'
import { HIT_COLUMNS, toCompanyHit, type CompanyRow } from './hits'
import { searchEntPerson } from './search'

const COMPANIES = 10
const RELATED = 8

function related(db: DB, sql: string, args: unknown[], except: string): string[] {
  const rows = db.prepare(sql).all(...args) as Array<{ brand: string }>
  const out: string[] = []
  for (const r of rows) if (r.brand && r.brand !== except && !out.includes(r.brand) && out.length < RELATED) out.push(r.brand)
  return out
}

export function suggestionOf(db: DB, keyword: string, pid?: string): SearchSuggestion {
  const kw = keyword.trim()
  const found = searchEntPerson(db, kw, 1, COMPANIES)
  const byPid = pid
    ? (db.prepare(`SELECT ${HIT_COLUMNS}, brand FROM companies WHERE pid = ?`).get(pid) as (CompanyRow & { brand: string }) | undefined)
    : undefined
  const named =
    byPid?.name === kw
      ? byPid
      : (db.prepare(`SELECT ${HIT_COLUMNS}, brand FROM companies WHERE name = ? LIMIT 1`).get(kw) as
          (CompanyRow & { brand: string }) | undefined)
  const brandCount = named
    ? 0
    : (db.prepare('SELECT count(*) AS n FROM (SELECT 1 FROM companies WHERE brand = ? LIMIT 1000)').get(kw) as { n: number }).n
  const personCount =
    named || brandCount
      ? 0
      : (db.prepare('SELECT count(*) AS n FROM (SELECT 1 FROM persons WHERE name = ? LIMIT 1000)').get(kw) as { n: number }).n

  let kind: SuggestionKind = 'keyword'
  let main: (CompanyRow & { brand: string }) | undefined
  if (named) {
    kind = 'company'
    main = named
  } else if (brandCount > 0) {
    kind = 'brand'
    main =
      byPid?.brand === kw
        ? byPid
        : (db.prepare(`SELECT ${HIT_COLUMNS}, brand FROM companies WHERE brand = ? ORDER BY id LIMIT 1`).get(kw) as CompanyRow & {
            brand: string
          })
  } else if (personCount > 0) kind = 'person'

  let relatedSearches: string[]
  if (main) {
    const except = main.brand
    relatedSearches = related(
      db,
      `SELECT brand FROM companies WHERE industry_code = (SELECT industry_code FROM companies WHERE id = ?) AND id != ? AND parent_pid IS NULL
       ORDER BY id LIMIT 40`,
      [main.id, main.id],
      except,
    )
  } else if (kind === 'person' && found.persons.length) {
    relatedSearches = related(
      db,
      `SELECT c.brand FROM roles r JOIN persons p ON p.person_id = r.person_id JOIN companies c ON c.id = r.company_id
       WHERE p.person_id = ? ORDER BY c.id LIMIT 40`,
      [found.persons[0].personId],
      kw,
    )
  } else {
    const pids = found.list.map((h) => h.pid)
    relatedSearches = pids.length
      ? related(db, `SELECT brand FROM companies WHERE pid IN (${pids.map(() => '?').join(',')}) ORDER BY id`, pids, kw)
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
