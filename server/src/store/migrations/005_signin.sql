-- Sign-in: WeChat and partner identities, one-click confirmations, scan tickets,
-- password-reset tickets, invitation codes.
ALTER TABLE users ADD COLUMN wx_open_id TEXT;
ALTER TABLE users ADD COLUMN partner_uid TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS users_wx_open_id ON users(wx_open_id) WHERE wx_open_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS users_partner_uid ON users(partner_uid) WHERE partner_uid IS NOT NULL;

-- one-click login: getPrefetchPhoneNumber resolves the carrier token to a phone and hands out a confirmId
CREATE TABLE IF NOT EXISTS one_click_confirms (
  confirm_id TEXT PRIMARY KEY,
  phone      TEXT NOT NULL,
  cid        TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

-- scan login: status waiting → scanned → confirmed → consumed (token handed over once) | refused
CREATE TABLE IF NOT EXISTS scan_tickets (
  ticket         TEXT PRIMARY KEY,
  status         TEXT NOT NULL DEFAULT 'waiting',
  device_id      TEXT NOT NULL DEFAULT '',
  device_name    TEXT NOT NULL DEFAULT '',
  phone_brand    TEXT NOT NULL DEFAULT '',
  system_version TEXT NOT NULL DEFAULT '',
  app_version    TEXT NOT NULL DEFAULT '',
  ip             TEXT NOT NULL DEFAULT '',
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  user_id        TEXT,
  token          TEXT,
  token_expires  INTEGER
);
CREATE INDEX IF NOT EXISTS scan_tickets_ip ON scan_tickets(ip, created_at);

-- forgot password: a verified SMS code of scene 'reset' yields a short single-use ticket
CREATE TABLE IF NOT EXISTS reset_tickets (
  ticket     TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

-- partner (lingyang) tickets already used: a ticket works once
CREATE TABLE IF NOT EXISTS partner_nonces (
  nonce      TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

-- invitation codes: entering a valid one sets the user's promotion_source to `source`
CREATE TABLE IF NOT EXISTS invite_codes (
  code       TEXT PRIMARY KEY,             -- upper case
  source     INTEGER NOT NULL,             -- 1 官方推广, 2 渠道合作, 3 用户邀请
  label      TEXT NOT NULL DEFAULT '',
  max_uses   INTEGER NOT NULL DEFAULT 0,   -- 0: unlimited
  used_count INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL DEFAULT 0    -- unix seconds, 0: never
);
CREATE TABLE IF NOT EXISTS invite_uses (
  id       INTEGER PRIMARY KEY,
  code     TEXT NOT NULL,
  user_id  TEXT NOT NULL UNIQUE,
  at       INTEGER NOT NULL
);

-- demo codes (README): two open codes, one used up, one expired
INSERT OR IGNORE INTO invite_codes (code, source, label, max_uses, used_count, expires_at) VALUES
  ('YQC2026', 1, '云企查官方推广', 0, 0, 0),
  ('PARTNER88', 2, '渠道合作伙伴', 1000, 0, 0),
  ('FULL01', 3, '已用完的邀请码', 1, 1, 0),
  ('OLD2020', 1, '已过期的邀请码', 0, 0, 1609430400);
