/**
 * Substring conditions on PostgreSQL that answer what an FTS5 trigram phrase answers on SQLite (migration-pg 003):
 * the folded column holds the folded keyword, the keyword as FTS5 reads a quoted string (ftsString drops control
 * characters and lone surrogates), and nothing when that leaves fewer than 3 characters. The GIN index over the
 * column's trigrams gives the candidates; strpos() decides. `text` must be written as the index expression is.
 */
import { ftsString } from '../search/tokens'

/** the keyword as an FTS5 string holds it */
export function ftsText(keyword: string): string {
  return ftsString(keyword).slice(1, -1).replace(/""/g, '"')
}

export interface PgTextCondition {
  sql: string
  args: unknown[]
}

/**
 * Every keyword found in its column's text. `indexed` is the GIN index's expression (the columns' trigram arrays
 * joined); each term gives the tag its column's trigrams carry in it and the folded text to search.
 */
export function pgHoldsAll(indexed: string, terms: ReadonlyArray<{ tag: string; text: string; keyword: string }>): PgTextCondition {
  const keywords = terms.map((t) => ftsText(t.keyword))
  if (terms.length === 0 || keywords.some((k) => [...k].length < 3)) return { sql: '1 = 0', args: [] }
  const wanted = terms.map((t) => `fts_trigrams(fts_fold(?), '${t.tag}')`).join(' || ')
  const exact = terms.map((t) => `strpos(fts_fold(${t.text}), fts_fold(?)) > 0`)
  return {
    sql: `${indexed} @> ${terms.length > 1 ? `(${wanted})` : wanted} AND ${exact.join(' AND ')}`,
    args: [...keywords, ...keywords],
  }
}

/** the keyword in one text (several columns joined by chr(1), which no keyword holds), untagged */
export function pgHolds(text: string, keyword: string): PgTextCondition {
  return pgHoldsAll(`fts_trigrams(fts_fold(${text}), '')`, [{ tag: '', text, keyword }])
}
