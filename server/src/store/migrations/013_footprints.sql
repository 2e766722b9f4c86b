-- Footprints (浏览足迹): one row per user and target, the time of its latest view. Names are read from the data.
CREATE TABLE footprints (
  user_id    TEXT NOT NULL REFERENCES users(user_id),
  kind       TEXT NOT NULL CHECK (kind IN ('company', 'person')),
  target_id  TEXT NOT NULL,
  viewed_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, target_id)
);
CREATE INDEX footprints_recent ON footprints (user_id, kind, viewed_at DESC);
