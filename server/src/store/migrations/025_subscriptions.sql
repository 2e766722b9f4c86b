-- 订阅: the WeChat subscribe messages a user accepted, per notice kind other than monitoring (whose sends stay in
-- notify_settings.subscribe_remaining), and 我的订阅's saved searches and judicial pushes.
CREATE TABLE subscribe_grants (
  user_id      TEXT NOT NULL REFERENCES users(user_id),
  kind         TEXT NOT NULL CHECK (kind IN ('judicial', 'search', 'order')),
  remaining    INTEGER NOT NULL DEFAULT 0,
  accepted_at  INTEGER,
  PRIMARY KEY (user_id, kind)
);

-- kind search: filter is the advanced filter (JSON, keys sorted, the same text for the same conditions);
-- kind judicial: one row per user with filter '{}'. seen_date is the China date of the latest opening: companies
-- established after it are new. last_push_count is how many new ones the latest push announced.
CREATE TABLE user_subscriptions (
  id               INTEGER PRIMARY KEY,
  user_id          TEXT NOT NULL REFERENCES users(user_id),
  kind             TEXT NOT NULL CHECK (kind IN ('search', 'judicial')),
  name             TEXT NOT NULL,
  filter           TEXT NOT NULL DEFAULT '{}',
  summary          TEXT NOT NULL DEFAULT '[]',
  enabled          INTEGER NOT NULL DEFAULT 1,
  created_at       INTEGER NOT NULL,
  seen_at          INTEGER NOT NULL,
  seen_date        TEXT NOT NULL,
  last_push_at     INTEGER,
  last_push_count  INTEGER NOT NULL DEFAULT 0,
  UNIQUE (user_id, kind, filter)
);
CREATE INDEX user_subscriptions_recent ON user_subscriptions (user_id, created_at DESC);
