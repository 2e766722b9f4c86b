-- Paid phone exports: an order is either a membership term or the contact phones of a result set, priced per company.
-- export_params: the result set (JSON) of a phone-export order; export_rows: the companies paid for;
-- export_id: the export made once the order is paid (set only when its file is ready).
ALTER TABLE orders ADD COLUMN kind TEXT NOT NULL DEFAULT 'member' CHECK (kind IN ('member', 'phone_export'));
ALTER TABLE orders ADD COLUMN export_params TEXT;
ALTER TABLE orders ADD COLUMN export_rows INTEGER;
ALTER TABLE orders ADD COLUMN export_id INTEGER;

-- SQLite cannot change a CHECK constraint in place: the exports table is rebuilt with the 'phone' kind and the
-- order a phone export was paid by (one export per order).
CREATE TABLE exports_new (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  kind        TEXT NOT NULL CHECK (kind IN ('search', 'advanced', 'dimension', 'profile', 'phone')),
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
  source_id   INTEGER,
  order_no    TEXT
);
INSERT INTO exports_new (id, user_id, kind, title, params, level, max_rows, rows, capped, bytes, file, state, day, created_at,
  expires_at, source_id)
SELECT id, user_id, kind, title, params, level, max_rows, rows, capped, bytes, file, state, day, created_at, expires_at, source_id
FROM exports;
DROP TABLE exports;
ALTER TABLE exports_new RENAME TO exports;
CREATE INDEX exports_user ON exports (user_id, created_at DESC);
CREATE INDEX exports_user_day ON exports (user_id, day);
CREATE INDEX exports_due ON exports (state, expires_at) WHERE state IN ('pending', 'ready');
-- a failed attempt does not block the next one; a pending or delivered export does
CREATE UNIQUE INDEX exports_order ON exports (order_no) WHERE order_no IS NOT NULL AND state <> 'failed';
