-- 人脉: the contacts each user saves. tags is a JSON array of strings. pid links a contact to a company of the data
-- (添加企业); person_id to the person of the data it was saved from (加入人脉), once per person and user.
CREATE TABLE contacts (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  name        TEXT NOT NULL,
  phone       TEXT NOT NULL DEFAULT '',
  wechat      TEXT NOT NULL DEFAULT '',
  email       TEXT NOT NULL DEFAULT '',
  company     TEXT NOT NULL DEFAULT '',
  pid         TEXT,
  title       TEXT NOT NULL DEFAULT '',
  note        TEXT NOT NULL DEFAULT '',
  tags        TEXT NOT NULL DEFAULT '[]',
  person_id   TEXT,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX contacts_recent ON contacts (user_id, updated_at DESC, id DESC);
CREATE UNIQUE INDEX contacts_person ON contacts (user_id, person_id) WHERE person_id IS NOT NULL;
