-- Membership terms, orders and their payment events, coupons.
-- member_expires_at: ms when the paid level ends; NULL with a level above 0 means granted without end.
ALTER TABLE users ADD COLUMN member_expires_at INTEGER;
-- renewal is never switched on for a user: only the user can turn it on
ALTER TABLE users ADD COLUMN auto_renew INTEGER NOT NULL DEFAULT 0;

CREATE TABLE orders (
  order_no        TEXT PRIMARY KEY,
  user_id         TEXT NOT NULL REFERENCES users(user_id),
  sku             TEXT NOT NULL,
  level           INTEGER NOT NULL,
  months          INTEGER NOT NULL,
  -- integer fen: list price, coupon discount, amount to pay
  price_fen       INTEGER NOT NULL,
  discount_fen    INTEGER NOT NULL DEFAULT 0,
  amount_fen      INTEGER NOT NULL,
  coupon_id       INTEGER,
  pay_method      TEXT NOT NULL,
  state           TEXT NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'paid', 'closed', 'refunding', 'refunded')),
  prepay_id       TEXT,
  pay_url         TEXT,
  transaction_id  TEXT,
  created_at      INTEGER NOT NULL,
  close_at        INTEGER NOT NULL,
  paid_at         INTEGER,
  closed_at       INTEGER,
  -- the paid term and the converted days of a lower level added after it
  term_start      INTEGER,
  term_end        INTEGER,
  carried_ms      INTEGER NOT NULL DEFAULT 0,
  refund_no       TEXT,
  refund_fen      INTEGER,
  refund_reason   TEXT,
  refund_asked_at INTEGER,
  refunded_at     INTEGER
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_open ON orders (state, close_at) WHERE state = 'created';

-- every payment notification and every refused one: duplicates are recognised by the provider's event id
CREATE TABLE pay_events (
  id          INTEGER PRIMARY KEY,
  event_id    TEXT,
  order_no    TEXT,
  kind        TEXT NOT NULL,
  outcome     TEXT NOT NULL,
  detail      TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX pay_events_once ON pay_events (event_id) WHERE outcome = 'applied';
CREATE INDEX pay_events_order ON pay_events (order_no);

CREATE TABLE coupons (
  id            INTEGER PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(user_id),
  source        TEXT NOT NULL CHECK (source IN ('first_order', 'invite')),
  title         TEXT NOT NULL,
  amount_fen    INTEGER NOT NULL,
  min_fen       INTEGER NOT NULL DEFAULT 0,
  issued_at     INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  -- held by an unpaid order, spent by a paid one; released when that order closes
  order_no      TEXT,
  used_at       INTEGER
);
CREATE INDEX coupons_user ON coupons (user_id, expires_at);
CREATE UNIQUE INDEX coupons_first_order ON coupons (user_id) WHERE source = 'first_order';
