-- The user's own profile beyond the nickname and avatar, and the images users upload.
ALTER TABLE users ADD COLUMN company TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN job_title TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN industry TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN region_code TEXT NOT NULL DEFAULT '';

CREATE TABLE IF NOT EXISTS uploads (
  id          TEXT PRIMARY KEY,          -- random, also the file's name
  user_id     TEXT NOT NULL,
  purpose     TEXT NOT NULL CHECK (purpose IN ('avatar', 'feedback')),
  ext         TEXT NOT NULL,
  mime        TEXT NOT NULL,
  size        INTEGER NOT NULL,
  width       INTEGER NOT NULL,
  height      INTEGER NOT NULL,
  created_at  INTEGER NOT NULL           -- ms
);
CREATE INDEX IF NOT EXISTS uploads_user ON uploads (user_id, created_at);
