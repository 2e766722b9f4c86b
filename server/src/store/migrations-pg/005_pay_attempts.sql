-- Payment numbers per attempt: the PostgreSQL counterpart of the SQLite migration 043_pay_attempts.sql.
CREATE TABLE pay_attempts (
  out_trade_no    text COLLATE "C" PRIMARY KEY,
  order_no        text COLLATE "C" NOT NULL REFERENCES orders(order_no),
  seq             bigint NOT NULL CHECK (seq > 0),
  payer_key       text COLLATE "C" NOT NULL,
  state           text COLLATE "C" NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'paid', 'returning', 'returned')),
  transaction_id  text COLLATE "C",
  created_at      bigint NOT NULL,
  return_no       text COLLATE "C",
  return_fen      bigint,
  return_attempts bigint NOT NULL DEFAULT 0,
  UNIQUE (order_no, seq)
);
CREATE INDEX pay_attempts_order ON pay_attempts (order_no);
CREATE INDEX pay_attempts_open ON pay_attempts (state) WHERE state IN ('open', 'returning');
