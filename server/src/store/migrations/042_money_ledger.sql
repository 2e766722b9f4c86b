-- Membership as a ledger: every paid order (and every invitation reward) is a grant of time at a level; the
-- timeline of a user is laid out from the grants in pieces that never overlap. users.member_level and
-- users.member_expires_at stay as a cache of the piece running now.
CREATE TABLE member_grants (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  -- order: a paid membership order (ref = order_no); invite: an inviter's reward (ref = the invitee); operator: given
  -- by hand; legacy: the membership a user held before the ledger existed
  source      TEXT NOT NULL CHECK (source IN ('order', 'invite', 'operator', 'legacy')),
  ref         TEXT NOT NULL,
  level       INTEGER NOT NULL CHECK (level > 0),
  -- the time bought, and the part a refund took back
  granted_ms  INTEGER NOT NULL CHECK (granted_ms > 0),
  revoked_ms  INTEGER NOT NULL DEFAULT 0 CHECK (revoked_ms >= 0),
  granted_at  INTEGER NOT NULL,
  UNIQUE (source, ref)
);
CREATE INDEX member_grants_user ON member_grants (user_id);

CREATE TABLE member_pieces (
  id          INTEGER PRIMARY KEY,
  grant_id    INTEGER NOT NULL REFERENCES member_grants(id),
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  level       INTEGER NOT NULL,
  start_at    INTEGER NOT NULL,
  end_at      INTEGER NOT NULL CHECK (end_at > start_at)
);
CREATE INDEX member_pieces_user ON member_pieces (user_id, start_at);

INSERT INTO member_grants (user_id, source, ref, level, granted_ms, granted_at)
  SELECT user_id, 'legacy', user_id, member_level,
    COALESCE(member_expires_at, CAST(strftime('%s', 'now') AS INTEGER) * 1000 + 3153600000000) - CAST(strftime('%s', 'now') AS INTEGER) * 1000,
    CAST(strftime('%s', 'now') AS INTEGER) * 1000
  FROM users
  WHERE member_level > 0 AND (member_expires_at IS NULL OR member_expires_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000);
INSERT INTO member_pieces (grant_id, user_id, level, start_at, end_at)
  SELECT id, user_id, level, granted_at, granted_at + granted_ms FROM member_grants WHERE source = 'legacy';
UPDATE users SET member_expires_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 + 3153600000000
  WHERE member_level > 0 AND member_expires_at IS NULL;

-- What a paid deliverable (a phone export's file) has become; a refund and a delivery exclude each other through it.
-- producing: a writer holds it until delivery_lease_until and renews the lease while it writes.
ALTER TABLE orders ADD COLUMN delivery_state TEXT NOT NULL DEFAULT 'none'
  CHECK (delivery_state IN ('none', 'producing', 'delivered', 'failed'));
ALTER TABLE orders ADD COLUMN delivery_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN delivery_lease_until INTEGER;
UPDATE orders SET delivery_state = 'delivered' WHERE export_id IS NOT NULL;
-- when WeChat was last asked about an open order whose notification has not come
ALTER TABLE orders ADD COLUMN pay_checked_at INTEGER;
-- refunds: how many were asked (each has its own refund number) and when WeChat was last asked about the open one
ALTER TABLE orders ADD COLUMN refund_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refund_checked_at INTEGER;
UPDATE orders SET refund_attempts = 1 WHERE refund_no IS NOT NULL;
CREATE INDEX orders_refunding ON orders (state) WHERE state = 'refunding';
CREATE INDEX orders_delivering ON orders (kind, delivery_state) WHERE kind = 'phone_export' AND delivery_state <> 'delivered';
CREATE INDEX orders_paid_at ON orders (paid_at) WHERE paid_at IS NOT NULL;

-- 对账: one row per bill day, with what differed and what was repaired
CREATE TABLE reconciliations (
  bill_date    TEXT PRIMARY KEY,
  ran_at       INTEGER NOT NULL,
  bill_rows    INTEGER NOT NULL,
  differences  INTEGER NOT NULL,
  repaired     INTEGER NOT NULL,
  unresolved   INTEGER NOT NULL,
  report       TEXT NOT NULL
);
