-- 名片夹: the business cards each user keeps. initial, name_key, name_py, name_abbr and company_key are derived from the
-- name and company when a card is saved (pinyin), for sorting by initial or company and for finding a name by pinyin.
-- pid links the card to a company of the data; source_token is the share token a card was saved from (one copy per
-- shared card and user).
CREATE TABLE cards (
  id            INTEGER PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(user_id),
  name          TEXT NOT NULL,
  mobile        TEXT NOT NULL,
  landline      TEXT NOT NULL DEFAULT '',
  email         TEXT NOT NULL DEFAULT '',
  company       TEXT NOT NULL DEFAULT '',
  pid           TEXT,
  title         TEXT NOT NULL DEFAULT '',
  address       TEXT NOT NULL DEFAULT '',
  note          TEXT NOT NULL DEFAULT '',
  initial       TEXT NOT NULL,
  name_key      TEXT NOT NULL,
  name_py       TEXT NOT NULL,
  name_abbr     TEXT NOT NULL,
  company_key   TEXT NOT NULL,
  source_token  TEXT,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX cards_recent ON cards (user_id, created_at DESC, id DESC);
CREATE INDEX cards_by_name ON cards (user_id, initial, name_key);
CREATE INDEX cards_by_company ON cards (user_id, company_key);
CREATE UNIQUE INDEX cards_saved_from ON cards (user_id, source_token) WHERE source_token IS NOT NULL;

-- 我的名片: each user's own card, at most one, and the random token its share link carries.
CREATE TABLE my_cards (
  user_id       TEXT PRIMARY KEY REFERENCES users(user_id),
  name          TEXT NOT NULL,
  mobile        TEXT NOT NULL,
  landline      TEXT NOT NULL DEFAULT '',
  email         TEXT NOT NULL DEFAULT '',
  company       TEXT NOT NULL DEFAULT '',
  pid           TEXT,
  title         TEXT NOT NULL DEFAULT '',
  address       TEXT NOT NULL DEFAULT '',
  note          TEXT NOT NULL DEFAULT '',
  share_token   TEXT NOT NULL UNIQUE,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
