-- Invoice heads (发票抬头) and invoice requests (开票申请) of paid orders, with the issued PDF.
CREATE TABLE invoice_heads (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  kind        TEXT NOT NULL CHECK (kind IN ('company', 'personal')),
  name        TEXT NOT NULL,
  -- company heads only: the unified social credit code, and the optional bank and registration details
  tax_id      TEXT,
  bank        TEXT,
  account     TEXT,
  address     TEXT,
  phone       TEXT,
  is_default  INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX invoice_heads_user ON invoice_heads (user_id, updated_at DESC);
CREATE UNIQUE INDEX invoice_heads_default ON invoice_heads (user_id) WHERE is_default = 1;

-- The buyer is copied from the head when the request is made: an issued invoice never changes with a later edit.
CREATE TABLE invoice_requests (
  id              INTEGER PRIMARY KEY,
  user_id         TEXT NOT NULL REFERENCES users(user_id),
  order_no        TEXT NOT NULL REFERENCES orders(order_no),
  head_id         INTEGER REFERENCES invoice_heads(id) ON DELETE SET NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('company', 'personal')),
  buyer_name      TEXT NOT NULL,
  buyer_tax_id    TEXT,
  buyer_bank      TEXT,
  buyer_account   TEXT,
  buyer_address   TEXT,
  buyer_phone     TEXT,
  email           TEXT NOT NULL,
  item            TEXT NOT NULL,
  -- integer fen: what was paid less what was refunded
  amount_fen      INTEGER NOT NULL CHECK (amount_fen > 0),
  state           TEXT NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'issued', 'failed')),
  provider        TEXT NOT NULL,
  invoice_no      TEXT,
  fail_reason     TEXT,
  created_at      INTEGER NOT NULL,
  issued_at       INTEGER
);
CREATE INDEX invoice_requests_user ON invoice_requests (user_id, created_at DESC);
-- one invoice per order; a failed request does not count, so it can be asked again
CREATE UNIQUE INDEX invoice_requests_once ON invoice_requests (order_no) WHERE state <> 'failed';

CREATE TABLE invoice_pdfs (
  request_id  INTEGER PRIMARY KEY REFERENCES invoice_requests(id),
  pdf         BLOB NOT NULL
);
