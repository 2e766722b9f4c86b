-- 财产线索: the plaintiffs of judgments, so a debtor's judgments won as plaintiff are found by its pid or personId
-- whichever company the record is filed under (triggers keep it in step with records); each user's debtors (收藏 and
-- 监控, with a relation to the user's own case), clue settings, and the new clues found on monitored debtors, once per
-- user, debtor and clue.
CREATE TABLE clue_plaintiffs (
  party     TEXT NOT NULL,                  -- 'c:' || pid or 'p:' || personId
  record_id INTEGER NOT NULL,
  PRIMARY KEY (party, record_id)
) WITHOUT ROWID;

INSERT OR IGNORE INTO clue_plaintiffs (party, record_id)
  SELECT CASE WHEN json_extract(p.value, '$.pid') IS NOT NULL THEN 'c:' || json_extract(p.value, '$.pid')
              ELSE 'p:' || json_extract(p.value, '$.personId') END, r.id
  FROM records r, json_each(r.parties) p
  WHERE r.dimension = 'judgmentDocument'
    AND json_extract(p.value, '$.role') IN ('原告', '申请人', '申请执行人')
    AND (json_extract(p.value, '$.pid') IS NOT NULL OR json_extract(p.value, '$.personId') IS NOT NULL);

CREATE TRIGGER records_clue_ai AFTER INSERT ON records WHEN NEW.dimension = 'judgmentDocument'
BEGIN
  INSERT OR IGNORE INTO clue_plaintiffs (party, record_id)
    SELECT CASE WHEN json_extract(p.value, '$.pid') IS NOT NULL THEN 'c:' || json_extract(p.value, '$.pid')
                ELSE 'p:' || json_extract(p.value, '$.personId') END, NEW.id
    FROM json_each(NEW.parties) p
    WHERE json_extract(p.value, '$.role') IN ('原告', '申请人', '申请执行人')
      AND (json_extract(p.value, '$.pid') IS NOT NULL OR json_extract(p.value, '$.personId') IS NOT NULL);
END;

CREATE TRIGGER records_clue_ad AFTER DELETE ON records WHEN OLD.dimension = 'judgmentDocument'
BEGIN
  DELETE FROM clue_plaintiffs WHERE record_id = OLD.id AND party IN (
    SELECT CASE WHEN json_extract(p.value, '$.pid') IS NOT NULL THEN 'c:' || json_extract(p.value, '$.pid')
                ELSE 'p:' || json_extract(p.value, '$.personId') END
    FROM json_each(OLD.parties) p);
END;

CREATE TRIGGER records_clue_au AFTER UPDATE OF dimension, parties ON records
  WHEN OLD.dimension = 'judgmentDocument' OR NEW.dimension = 'judgmentDocument'
BEGIN
  DELETE FROM clue_plaintiffs WHERE record_id = OLD.id AND party IN (
    SELECT CASE WHEN json_extract(p.value, '$.pid') IS NOT NULL THEN 'c:' || json_extract(p.value, '$.pid')
                ELSE 'p:' || json_extract(p.value, '$.personId') END
    FROM json_each(OLD.parties) p);
  INSERT OR IGNORE INTO clue_plaintiffs (party, record_id)
    SELECT CASE WHEN json_extract(p.value, '$.pid') IS NOT NULL THEN 'c:' || json_extract(p.value, '$.pid')
                ELSE 'p:' || json_extract(p.value, '$.personId') END, NEW.id
    FROM json_each(NEW.parties) p
    WHERE NEW.dimension = 'judgmentDocument'
      AND json_extract(p.value, '$.role') IN ('原告', '申请人', '申请执行人')
      AND (json_extract(p.value, '$.pid') IS NOT NULL OR json_extract(p.value, '$.personId') IS NOT NULL);
END;

-- one row per user and debtor (kind: company | person; target: pid | personId); a row neither collected nor monitored
-- is deleted
CREATE TABLE clue_debtors (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  kind        TEXT NOT NULL CHECK (kind IN ('company', 'person')),
  target      TEXT NOT NULL,
  name        TEXT NOT NULL,
  collected   INTEGER NOT NULL DEFAULT 0,
  monitored   INTEGER NOT NULL DEFAULT 0,
  case_no     TEXT NOT NULL DEFAULT '',
  note        TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  UNIQUE (user_id, kind, target)
);
CREATE INDEX clue_debtors_recent ON clue_debtors (user_id, updated_at DESC, id DESC);
CREATE INDEX clue_debtors_watched ON clue_debtors (kind, target) WHERE monitored = 1;

-- kinds: JSON array of the clue kinds watched
CREATE TABLE clue_settings (
  user_id      TEXT PRIMARY KEY REFERENCES users(user_id),
  kinds        TEXT NOT NULL,
  push_enabled INTEGER NOT NULL DEFAULT 1
);

-- clue: the clue as the app shows it (JSON); message_id: the message made for it, NULL with pushes off
CREATE TABLE clue_alerts (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  debtor_id   INTEGER NOT NULL REFERENCES clue_debtors(id) ON DELETE CASCADE,
  clue_key    TEXT NOT NULL,
  kind        TEXT NOT NULL,
  clue        TEXT NOT NULL,
  message_id  INTEGER,
  created_at  INTEGER NOT NULL,
  read_at     INTEGER,
  UNIQUE (debtor_id, clue_key)
);
CREATE INDEX clue_alerts_user ON clue_alerts (user_id, created_at DESC, id DESC);
