-- Exports (导出): one audit row per export, kept after its file is gone.
-- params: the export's parameters as JSON (re-export runs them again); day: the China-time day it counts against.
-- state: pending while the file is written, then ready (downloadable until expires_at), expired (file deleted) or
-- failed (nothing written; does not count against the day).
-- file: the file's random name in the export folder, never anything the user sent.
CREATE TABLE exports (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  kind        TEXT NOT NULL CHECK (kind IN ('search', 'advanced', 'dimension', 'profile')),
  title       TEXT NOT NULL,
  params      TEXT NOT NULL,
  level       INTEGER NOT NULL,
  max_rows    INTEGER NOT NULL,
  rows        INTEGER NOT NULL DEFAULT 0,
  capped      INTEGER NOT NULL DEFAULT 0,
  bytes       INTEGER NOT NULL DEFAULT 0,
  file        TEXT NOT NULL,
  state       TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'expired', 'failed')),
  day         TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  -- the export this one re-ran
  source_id   INTEGER
);
CREATE INDEX exports_user ON exports (user_id, created_at DESC);
CREATE INDEX exports_user_day ON exports (user_id, day);
CREATE INDEX exports_due ON exports (state, expires_at) WHERE state IN ('pending', 'ready');
