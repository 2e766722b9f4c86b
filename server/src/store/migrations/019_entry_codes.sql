-- Entry codes (二维码入口): a short random id (the signature that completes a code is not stored: it is computed)
-- naming what it opens. Times are ms since the epoch.
CREATE TABLE entry_codes (
  id          TEXT PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('company', 'person', 'invite', 'scanLogin', 'dynamic')),
  target      TEXT NOT NULL,
  -- the signed-in user who asked for it; NULL for a code asked for signed out
  created_by  TEXT,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  -- how often it was opened, and when last
  opens       INTEGER NOT NULL DEFAULT 0,
  opened_at   INTEGER
);
-- a company's or a person's code is shared by everyone who shares it: one live code per target
CREATE INDEX entry_codes_target ON entry_codes (kind, target, expires_at);

-- an invitation code may belong to a user (用户邀请): only they may print it as a QR code
ALTER TABLE invite_codes ADD COLUMN owner_id TEXT;
