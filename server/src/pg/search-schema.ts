/**
 * The name index on PostgreSQL: the same tokens as the SQLite FTS5 index (CJK bigrams + unigrams, latin words, pinyin
 * initials), held as tagged elements of one GIN-indexed array, and the token streams as text for the phrase check.
 * Tags: n<token> a name token, p<token> a person token, i<token> an initials token, x<prefix> every prefix of a latin
 * name or initials token (GIN finds whole elements only, so a prefix search needs its prefixes stored).
 */
export const SEARCH_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS search_companies (
  id             integer PRIMARY KEY,
  name           text COLLATE "C" NOT NULL,
  brand          text COLLATE "C" NOT NULL DEFAULT '',
  legal_person   text NOT NULL DEFAULT '',
  name_tokens    text NOT NULL,
  persons_tokens text NOT NULL,
  tags           text[] NOT NULL
);
CREATE INDEX IF NOT EXISTS search_companies_name ON search_companies (name, id);
CREATE INDEX IF NOT EXISTS search_companies_brand ON search_companies (brand, id);
CREATE INDEX IF NOT EXISTS search_companies_legal ON search_companies (legal_person, id);
CREATE INDEX IF NOT EXISTS search_companies_tags ON search_companies USING gin (tags);
`

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
