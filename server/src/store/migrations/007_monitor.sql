-- Monitoring: groups, monitored targets, settings, dynamics found in the change feed,
-- per-user messages, subscribe-message sends and daily digests.
CREATE TABLE IF NOT EXISTS monitor_groups (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL,
  name        TEXT NOT NULL,
  is_default  INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL,             -- unix ms
  UNIQUE (user_id, name)
);

CREATE TABLE IF NOT EXISTS monitors (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL,
  kind        TEXT NOT NULL,                -- company | person
  target_id   TEXT NOT NULL,                -- pid | personId
  group_id    INTEGER NOT NULL,
  dimensions  TEXT,                         -- JSON array, NULL = the user's defaults
  created_at  INTEGER NOT NULL,
  UNIQUE (user_id, kind, target_id)
);
CREATE INDEX IF NOT EXISTS monitors_target ON monitors(kind, target_id);
CREATE INDEX IF NOT EXISTS monitors_group ON monitors(group_id);

CREATE TABLE IF NOT EXISTS monitor_settings (
  user_id     TEXT PRIMARY KEY,
  dimensions  TEXT NOT NULL,                -- JSON array
  levels      TEXT NOT NULL                 -- JSON array
);

CREATE TABLE IF NOT EXISTS notify_settings (
  user_id            TEXT PRIMARY KEY,
  push_enabled       INTEGER NOT NULL DEFAULT 1,
  levels             TEXT NOT NULL DEFAULT '["high","warn","info"]',
  dimensions         TEXT,
  quiet_enabled      INTEGER NOT NULL DEFAULT 0,
  quiet_start        TEXT NOT NULL DEFAULT '22:00',
  quiet_end          TEXT NOT NULL DEFAULT '08:00',
  digest_enabled     INTEGER NOT NULL DEFAULT 1,
  digest_time        TEXT NOT NULL DEFAULT '09:00',
  subscribe_remaining INTEGER NOT NULL DEFAULT 0,
  last_digest_date   TEXT
);

CREATE TABLE IF NOT EXISTS dynamics (
  id          INTEGER PRIMARY KEY,
  dedupe_key  TEXT NOT NULL UNIQUE,
  kind        TEXT NOT NULL,
  target_id   TEXT NOT NULL,
  target_name TEXT NOT NULL,
  dimension   TEXT NOT NULL,
  level       TEXT NOT NULL,
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  explanation TEXT NOT NULL,
  date        TEXT NOT NULL,
  source_kind TEXT NOT NULL,                -- record | change | role | company
  source_id   INTEGER,
  payload     TEXT NOT NULL DEFAULT '{}',
  created_at  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS dynamics_target ON dynamics(kind, target_id, date DESC);

CREATE TABLE IF NOT EXISTS messages (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL,
  dynamic_id  INTEGER NOT NULL,
  monitor_id  INTEGER NOT NULL,
  date        TEXT NOT NULL,                -- the dynamic's date, for the time filters
  level       TEXT NOT NULL,
  dimension   TEXT NOT NULL,
  read_at     INTEGER,
  pushed      INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL,
  UNIQUE (user_id, dynamic_id)
);
CREATE INDEX IF NOT EXISTS messages_user ON messages(user_id, date DESC, id DESC);
CREATE INDEX IF NOT EXISTS messages_unread ON messages(user_id, read_at);
CREATE INDEX IF NOT EXISTS messages_pending ON messages(pushed) WHERE pushed = 0;

CREATE TABLE IF NOT EXISTS subscribe_sends (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL,
  template_id TEXT NOT NULL,
  page        TEXT NOT NULL,
  data        TEXT NOT NULL,
  provider    TEXT NOT NULL,
  status      TEXT NOT NULL,                -- sent | failed
  error       TEXT,
  created_at  INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS digests (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL,
  date        TEXT NOT NULL,
  total       INTEGER NOT NULL,
  content     TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  UNIQUE (user_id, date)
);
