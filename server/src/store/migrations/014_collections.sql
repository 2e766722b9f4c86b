-- 收藏: each user's folders (默认收藏夹 is made on first use and is the one with is_default = 1) and the companies and
-- persons kept in them, one folder per item. Names are read from the data.
CREATE TABLE collect_folders (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  name        TEXT NOT NULL,
  is_default  INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
CREATE UNIQUE INDEX collect_folders_default ON collect_folders (user_id) WHERE is_default = 1;

CREATE TABLE collections (
  id            INTEGER PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(user_id),
  kind          TEXT NOT NULL CHECK (kind IN ('company', 'person')),
  target_id     TEXT NOT NULL,
  folder_id     INTEGER NOT NULL REFERENCES collect_folders(id),
  collected_at  INTEGER NOT NULL,
  UNIQUE (user_id, kind, target_id)
);
CREATE INDEX collections_recent ON collections (user_id, kind, collected_at DESC);
CREATE INDEX collections_folder ON collections (folder_id);

-- 关注: followed companies. base_change_id is the newest change (changes.id) when it was followed: older changes are
-- never counted as new.
CREATE TABLE follows (
  user_id         TEXT NOT NULL REFERENCES users(user_id),
  pid             TEXT NOT NULL,
  followed_at     INTEGER NOT NULL,
  base_change_id  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, pid)
);
CREATE INDEX follows_recent ON follows (user_id, followed_at DESC);

-- The user's openings of 我的关注: changes up to seen_change_id were there at the latest opening; an opening counts as
-- new the changes after the one before it (prev_change_id), so its counts hold while the user pages through it.
CREATE TABLE follow_visits (
  user_id         TEXT PRIMARY KEY REFERENCES users(user_id),
  seen_change_id  INTEGER NOT NULL,
  prev_change_id  INTEGER NOT NULL,
  opened_at       INTEGER NOT NULL,
  prev_opened_at  INTEGER
);
