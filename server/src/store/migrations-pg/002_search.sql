-- The name index of the PostgreSQL store (server/src/pg/search.ts searches it, server/src/pg/search-index.ts fills and
-- keeps it). It stands in for the SQLite-only FTS5 index and its shadow tables, which have no counterpart here:
--   company_fts                    FTS5 index of company names, persons and pinyin initials (contentless)
--   company_fts_data               FTS5 shadow table of company_fts
--   company_fts_idx                FTS5 shadow table of company_fts
--   company_fts_docsize            FTS5 shadow table of company_fts
--   company_fts_config             FTS5 shadow table of company_fts
-- One row per company (id = companies.id), the same tokens as the FTS5 columns (CJK bigrams + unigrams, latin words,
-- pinyin initials) as tagged elements of one GIN-indexed array: n<token> a name token, p<token> a person token,
-- i<token> an initials token, x<prefix> every prefix of a latin name or initials token (GIN finds whole elements only).
-- The token streams are kept as text for the phrase check; name, brand and legal representative for the ranking tiers
-- (text COLLATE "C": ranges compare as SQLite's do). No foreign key: the index is rebuilt in bulk and swapped whole,
-- and COPY truncates companies under it.
CREATE TABLE search_companies (
  id             bigint PRIMARY KEY,
  name           text COLLATE "C" NOT NULL,
  brand          text COLLATE "C" NOT NULL DEFAULT '',
  legal_person   text COLLATE "C" NOT NULL DEFAULT '',
  name_tokens    text COLLATE "C" NOT NULL,
  persons_tokens text COLLATE "C" NOT NULL,
  tags           text[] NOT NULL
);

CREATE INDEX search_companies_name ON search_companies (name, id);
CREATE INDEX search_companies_brand ON search_companies (brand, id);
CREATE INDEX search_companies_legal ON search_companies (legal_person, id);
CREATE INDEX search_companies_tags ON search_companies USING gin (tags);
