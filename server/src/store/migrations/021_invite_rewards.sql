-- 推广邀请: a user's own invitation code is unique to them; each invited user earns its owner at most one reward
CREATE UNIQUE INDEX IF NOT EXISTS invite_codes_own ON invite_codes (owner_id) WHERE owner_id IS NOT NULL AND source = 3;

CREATE TABLE IF NOT EXISTS invite_rewards (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL,                 -- the inviter, who earns the reward
  invitee_id  TEXT NOT NULL UNIQUE,          -- one reward per invited user, ever
  code        TEXT NOT NULL,
  state       TEXT NOT NULL CHECK (state IN ('credited', 'capped')),
  days        INTEGER NOT NULL,              -- membership days added; 0 when capped
  level       INTEGER NOT NULL,
  term_start  INTEGER,                       -- ms: the stretch of membership added; NULL when nothing was added
  term_end    INTEGER,
  created_at  INTEGER NOT NULL               -- ms
);
CREATE INDEX IF NOT EXISTS invite_rewards_user ON invite_rewards (user_id, created_at);
