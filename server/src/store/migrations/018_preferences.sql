-- A signed-in user's preferences: 个性化推荐 (recommendations from footprints) is on until the user turns it off.
CREATE TABLE user_preferences (
  user_id      TEXT PRIMARY KEY REFERENCES users(user_id),
  personalise  INTEGER NOT NULL DEFAULT 1 CHECK (personalise IN (0, 1)),
  updated_at   INTEGER NOT NULL
);
