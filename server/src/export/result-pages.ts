/** The pages of a keyword search's or an advanced filter's result, as the exports walk them. */
import type { PagedOf } from '../../../contract/schemas/common'
import type { AdvancedFilter, CompanyHit } from '../../../contract/schemas/search'
import type { ExportReader } from '../store/exports'

export type ResultSource = { kind: 'search'; keyword: string } | { kind: 'advanced'; filter: AdvancedFilter }

/** The search engines answer at most this many rows a page. */
export const RESULT_PAGE = 50

/**
 * Page `n` of the result. `total`, what page 1 answered, spares the advanced filter counting again on every later
 * page; the keyword search ignores it.
 */
export function resultPages(source: ResultSource, reader: ExportReader): (n: number, total?: number) => Promise<PagedOf<CompanyHit>> {
  return source.kind === 'search'
    ? (n) => reader.search.entPerson(source.keyword, n, RESULT_PAGE)
    : (n, total) => reader.search.advanced(source.filter, n, RESULT_PAGE, false, total)
}
