-- Account cancellation (注销账号): a request takes effect at effective_at unless withdrawn before (by the user or by any
-- sign-in of the account). When it takes effect the account's personal data is deleted, its users row is kept
-- anonymised (orders and invoices still point at it) and marked with cancelled_at, and the request keeps a keyed digest
-- of the phone so a password sign-in with that number can be told the account was cancelled. Times are ms.
CREATE TABLE account_cancellations (
  id            INTEGER PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  state         TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'withdrawn', 'done')),
  requested_at  INTEGER NOT NULL,
  effective_at  INTEGER NOT NULL,
  -- 'user' (撤销注销) or 'signin'
  withdrawn_by  TEXT,
  withdrawn_at  INTEGER,
  done_at       INTEGER,
  phone_digest  TEXT
);
CREATE UNIQUE INDEX account_cancellations_pending ON account_cancellations (user_id) WHERE state = 'pending';
CREATE INDEX account_cancellations_due ON account_cancellations (effective_at) WHERE state = 'pending';
CREATE INDEX account_cancellations_phone ON account_cancellations (phone_digest) WHERE phone_digest IS NOT NULL;

ALTER TABLE users ADD COLUMN cancelled_at INTEGER;
