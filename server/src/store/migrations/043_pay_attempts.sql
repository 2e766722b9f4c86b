-- Payment numbers: every attempt to pay an order at WeChat Pay has its own out_trade_no, since WeChat takes one
-- number under one AppID, payer and trade type only. An attempt's key (trade type, app, openid) is reused when the
-- same payer pays the same way again. An order without a row here was sent under its own order number.
CREATE TABLE pay_attempts (
  out_trade_no    TEXT PRIMARY KEY,
  order_no        TEXT NOT NULL REFERENCES orders(order_no),
  seq             INTEGER NOT NULL CHECK (seq > 0),
  payer_key       TEXT NOT NULL,
  -- open: sent (or about to be); closed: closed at WeChat or never known there; paid: settled its order;
  -- returning / returned: paid at WeChat and being refunded whole / refunded whole (the order was paid by another
  -- attempt, or the payment could not be honoured), under return_no (S<out_trade_no>, then -2, -3… when WeChat
  -- closed the one before)
  state           TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'paid', 'returning', 'returned')),
  transaction_id  TEXT,
  created_at      INTEGER NOT NULL,
  return_no       TEXT,
  return_fen      INTEGER,
  return_attempts INTEGER NOT NULL DEFAULT 0,
  UNIQUE (order_no, seq)
);
CREATE INDEX pay_attempts_order ON pay_attempts (order_no);
CREATE INDEX pay_attempts_open ON pay_attempts (state) WHERE state IN ('open', 'returning');
