-- daily scan quota: one row per (day, subject, kind, target); used = rows of the day
CREATE TABLE IF NOT EXISTS quota_usage (
  day      TEXT NOT NULL,                  -- yyyy-mm-dd, China time
  subject  TEXT NOT NULL,                  -- 'u:<userId>' or 'v:<cid or visitor id>'
  kind     TEXT NOT NULL,                  -- 'company' | 'person'
  target   TEXT NOT NULL,                  -- pid or personId
  at       INTEGER NOT NULL,
  PRIMARY KEY (day, subject, kind, target)
);

-- the user's own claimed company (own scan), and which person of it the user is
CREATE TABLE IF NOT EXISTS own_claims (
  user_id    TEXT PRIMARY KEY,
  pid        TEXT NOT NULL,
  person_id  TEXT,
  claimed_at INTEGER NOT NULL
);
