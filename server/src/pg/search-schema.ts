/**
 * The rows of the PostgreSQL name index (search_companies, made by server/src/store/migrations-pg/002_search.sql): the
 * same tokens as the SQLite FTS5 index (CJK bigrams + unigrams, latin words, pinyin initials), held as tagged elements
 * of one GIN-indexed array, and the token streams as text for the phrase check.
 * Tags: n<token> a name token, p<token> a person token, i<token> an initials token, x<prefix> every prefix of a latin
 * name or initials token (GIN finds whole elements only, so a prefix search needs its prefixes stored).
 */
import fs from 'node:fs'
import path from 'node:path'
import { companyTokens, type IndexRow } from '../search/indexer'

/** the migration that makes search_companies and its indexes, for a schema that has only the index (bench/search-pg.ts) */
export const SEARCH_SCHEMA_SQL = fs.readFileSync(path.join(__dirname, '../store/migrations-pg/002_search.sql'), 'utf8')

const LATIN = /^[a-z0-9]+$/

/** The tagged elements of one company's tokens (space-separated streams, as the SQLite index columns hold them). */
export function searchTags(nameTokens: string, personTokens: string, initialsTokens: string): string[] {
  const out = new Set<string>()
  const prefixes = (t: string) => {
    if (!LATIN.test(t)) return
    for (let k = 1; k <= t.length; k++) out.add(`x${t.slice(0, k)}`)
  }
  for (const t of nameTokens.split(' ').filter(Boolean)) {
    out.add(`n${t}`)
    prefixes(t)
  }
  for (const t of personTokens.split(' ').filter(Boolean)) out.add(`p${t}`)
  for (const t of initialsTokens.split(' ').filter(Boolean)) {
    out.add(`i${t}`)
    prefixes(t)
  }
  return [...out]
}

/** one row of search_companies */
export interface SearchRow {
  id: number
  name: string
  brand: string
  legal_person: string
  name_tokens: string
  persons_tokens: string
  tags: string[]
}

/** The index row of a company and its current shareholders (in role order), with the tokens of the SQLite index. */
export function searchRow(r: IndexRow, holders: string[]): SearchRow {
  const t = companyTokens(r, holders)
  return {
    id: Number(r.id),
    name: r.name,
    brand: r.brand ?? '',
    legal_person: r.legal_person ?? '',
    name_tokens: t.name,
    persons_tokens: t.persons,
    tags: searchTags(t.name, t.persons, t.initials),
  }
}
