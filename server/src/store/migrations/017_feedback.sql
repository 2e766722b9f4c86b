-- Feedback (意见反馈, 数据纠错): what a user filed, its images and status timeline. Everything of one feedback hangs on its
-- row in `feedback` (user_id): deleting that row deletes its images and timeline too.
CREATE TABLE feedback (
  id            INTEGER PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(user_id),
  kind          TEXT NOT NULL CHECK (kind IN ('correction', 'fault', 'suggestion')),
  content       TEXT NOT NULL,
  contact       TEXT NOT NULL DEFAULT '',
  -- a correction: the company (name as it was when filed), 'basic' or a dimension key, the field and record named
  pid           TEXT,
  company_name  TEXT NOT NULL DEFAULT '',
  target        TEXT,
  field         TEXT NOT NULL DEFAULT '',
  record_id     INTEGER,
  record_title  TEXT NOT NULL DEFAULT '',
  expected      TEXT NOT NULL DEFAULT '',
  -- a fault: the feature and the app and device it happened on
  feature       TEXT,
  app_version   TEXT NOT NULL DEFAULT '',
  device_brand  TEXT NOT NULL DEFAULT '',
  device_model  TEXT NOT NULL DEFAULT '',
  device_system TEXT NOT NULL DEFAULT '',
  device_platform TEXT NOT NULL DEFAULT '',
  status        TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'resolved')),
  outcome       TEXT NOT NULL DEFAULT '' CHECK (outcome IN ('', 'accepted', 'rejected')),
  reply         TEXT NOT NULL DEFAULT '',
  replied_at    INTEGER,
  -- 1 while an operator's reply waits to be opened by the user
  reply_unread  INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX feedback_user ON feedback (user_id, created_at DESC, id DESC);
CREATE INDEX feedback_status ON feedback (status, created_at);

-- the images of a feedback, in the order the user added them; an upload serves one feedback only
CREATE TABLE feedback_images (
  feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  upload_id   TEXT NOT NULL UNIQUE REFERENCES uploads(id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  PRIMARY KEY (feedback_id, position)
);

-- the status timeline: filed, each reply, the outcome
CREATE TABLE feedback_events (
  id          INTEGER PRIMARY KEY,
  feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  status      TEXT NOT NULL,
  title       TEXT NOT NULL,
  text        TEXT NOT NULL DEFAULT '',
  at          INTEGER NOT NULL
);
CREATE INDEX feedback_events_of ON feedback_events (feedback_id, at, id);

-- Corrections made to the company data, with the value replaced and the source of the new one. They describe public
-- data, not the user: they stay when the feedback that asked for them is gone (feedback_id then names nothing).
CREATE TABLE data_corrections (
  id           INTEGER PRIMARY KEY,
  feedback_id  INTEGER NOT NULL,
  company_id   INTEGER NOT NULL,
  record_id    INTEGER,
  target       TEXT NOT NULL,
  field        TEXT NOT NULL,
  field_label  TEXT NOT NULL,
  record_title TEXT NOT NULL DEFAULT '',
  old_value    TEXT NOT NULL,
  new_value    TEXT NOT NULL,
  source       TEXT NOT NULL,
  corrected_by TEXT NOT NULL,
  corrected_at INTEGER NOT NULL
);
CREATE INDEX data_corrections_feedback ON data_corrections (feedback_id);
CREATE INDEX data_corrections_company ON data_corrections (company_id, corrected_at DESC);
