-- 司法案件: one search across every company and person over the court records (立案 caseFiling, 开庭 courtSession,
-- 法院公告 courtAnnouncement, 裁判文书 judgmentDocument). A case is stored once per party company; case_index keeps
-- one row per kind, case number and date (the first record seen) so a search lists each case once. Triggers keep it
-- in step with records, so every writer (seed, importer, change feed, corrections) is covered.
--   case_index: kind, date, case number, court, cause and the party names; (date) and (kind, date) answer the
--     newest cases and the date filters.
--   case_fts: trigram index over party names, court and cause for text conditions of 3+ characters.
--   case_terms: the 2-character pieces of party names of 2 to 4 characters (people), in date order, for 2-character
--     party names (张伟), which a trigram index cannot answer.
-- 信用挖掘: the signal records (失信, 被执行, 限高, 欠税, 经营异常, 行政处罚) of companies by kind and date.
-- 案件监控: a user's monitored parties (by name), push settings, and the new cases found for them, once per party and
-- case number.
CREATE TABLE case_index (
  record_id INTEGER PRIMARY KEY,
  kind      TEXT NOT NULL,
  date      TEXT NOT NULL DEFAULT '',
  case_key  TEXT NOT NULL,
  ref_no    TEXT NOT NULL DEFAULT '',
  court     TEXT NOT NULL DEFAULT '',
  cause     TEXT NOT NULL DEFAULT '',
  parties   TEXT NOT NULL DEFAULT '',
  UNIQUE (kind, case_key, date)
);
CREATE INDEX case_index_recent ON case_index(date DESC, record_id DESC);
CREATE INDEX case_index_kind ON case_index(kind, date DESC, record_id DESC);

CREATE VIRTUAL TABLE case_fts USING fts5(parties, court, cause, tokenize = 'trigram');

INSERT OR IGNORE INTO case_index (record_id, kind, date, case_key, ref_no, court, cause, parties)
  SELECT r.id, r.dimension, COALESCE(r.date, ''), COALESCE(NULLIF(r.ref_no, ''), 'r' || r.id), COALESCE(r.ref_no, ''),
    COALESCE(json_extract(r.detail, '$.court'), ''), COALESCE(json_extract(r.detail, '$.cause'), ''),
    COALESCE((SELECT group_concat(json_extract(p.value, '$.name'), '；') FROM json_each(r.parties) p), '')
  FROM records r
  WHERE r.dimension IN ('caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument')
  ORDER BY r.id;
INSERT INTO case_fts (rowid, parties, court, cause) SELECT record_id, parties, court, cause FROM case_index;

CREATE TABLE case_terms (
  term      TEXT NOT NULL,
  date      TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  PRIMARY KEY (term, date, record_id)
) WITHOUT ROWID;
CREATE INDEX case_terms_record ON case_terms(record_id);
INSERT OR IGNORE INTO case_terms (term, date, record_id)
  SELECT substr(json_extract(p.value, '$.name'), n.n, 2), e.date, e.record_id
  FROM case_index e JOIN records r ON r.id = e.record_id, json_each(r.parties) p
    JOIN judicial_numbers n ON n.n < length(json_extract(p.value, '$.name'))
  WHERE length(json_extract(p.value, '$.name')) BETWEEN 2 AND 4;

CREATE TRIGGER records_case_ai AFTER INSERT ON records
  WHEN NEW.dimension IN ('caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument')
BEGIN
  INSERT OR IGNORE INTO case_index (record_id, kind, date, case_key, ref_no, court, cause, parties)
    VALUES (NEW.id, NEW.dimension, COALESCE(NEW.date, ''), COALESCE(NULLIF(NEW.ref_no, ''), 'r' || NEW.id), COALESCE(NEW.ref_no, ''),
      COALESCE(json_extract(NEW.detail, '$.court'), ''), COALESCE(json_extract(NEW.detail, '$.cause'), ''),
      COALESCE((SELECT group_concat(json_extract(p.value, '$.name'), '；') FROM json_each(NEW.parties) p), ''));
  INSERT INTO case_fts (rowid, parties, court, cause)
    SELECT record_id, parties, court, cause FROM case_index WHERE record_id = NEW.id;
  INSERT OR IGNORE INTO case_terms (term, date, record_id)
    SELECT substr(json_extract(p.value, '$.name'), n.n, 2), e.date, e.record_id
    FROM case_index e, json_each(NEW.parties) p JOIN judicial_numbers n ON n.n < length(json_extract(p.value, '$.name'))
    WHERE e.record_id = NEW.id AND length(json_extract(p.value, '$.name')) BETWEEN 2 AND 4;
END;

CREATE TRIGGER records_case_ad AFTER DELETE ON records
  WHEN OLD.dimension IN ('caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument')
BEGIN
  DELETE FROM case_fts WHERE rowid = OLD.id;
  DELETE FROM case_index WHERE record_id = OLD.id;
  DELETE FROM case_terms WHERE record_id = OLD.id;
END;

CREATE TRIGGER records_case_au AFTER UPDATE OF dimension, date, ref_no, parties, detail ON records
  WHEN OLD.dimension IN ('caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument')
    OR NEW.dimension IN ('caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument')
BEGIN
  DELETE FROM case_fts WHERE rowid = OLD.id;
  DELETE FROM case_index WHERE record_id = OLD.id;
  DELETE FROM case_terms WHERE record_id = OLD.id;
  INSERT OR IGNORE INTO case_index (record_id, kind, date, case_key, ref_no, court, cause, parties)
    SELECT NEW.id, NEW.dimension, COALESCE(NEW.date, ''), COALESCE(NULLIF(NEW.ref_no, ''), 'r' || NEW.id), COALESCE(NEW.ref_no, ''),
      COALESCE(json_extract(NEW.detail, '$.court'), ''), COALESCE(json_extract(NEW.detail, '$.cause'), ''),
      COALESCE((SELECT group_concat(json_extract(p.value, '$.name'), '；') FROM json_each(NEW.parties) p), '')
    WHERE NEW.dimension IN ('caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument');
  INSERT INTO case_fts (rowid, parties, court, cause)
    SELECT record_id, parties, court, cause FROM case_index WHERE record_id = NEW.id;
  INSERT OR IGNORE INTO case_terms (term, date, record_id)
    SELECT substr(json_extract(p.value, '$.name'), n.n, 2), e.date, e.record_id
    FROM case_index e, json_each(NEW.parties) p JOIN judicial_numbers n ON n.n < length(json_extract(p.value, '$.name'))
    WHERE e.record_id = NEW.id AND length(json_extract(p.value, '$.name')) BETWEEN 2 AND 4;
END;

-- signal records by kind and date, for 信用挖掘 (company records only)
CREATE INDEX records_credit_signals ON records(dimension, date DESC, company_id)
  WHERE dimension IN ('dishonestExecutor', 'executor', 'restrictHighConsumption', 'taxArrears', 'businessAnomaly', 'adminPenalty')
    AND company_id IS NOT NULL;

CREATE TABLE judicial_watch_parties (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  name        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
CREATE INDEX judicial_watch_parties_name ON judicial_watch_parties(name);

-- kinds: JSON array of the case kinds that count; daily_time: HH:mm China time of the daily digest
CREATE TABLE judicial_watch_settings (
  user_id          TEXT PRIMARY KEY REFERENCES users(user_id),
  enabled          INTEGER NOT NULL DEFAULT 1,
  kinds            TEXT NOT NULL DEFAULT '["caseFiling","courtSession","courtAnnouncement","judgmentDocument"]',
  frequency        TEXT NOT NULL DEFAULT 'instant' CHECK (frequency IN ('instant', 'daily')),
  daily_time       TEXT NOT NULL DEFAULT '09:00',
  last_push_at     INTEGER,
  last_digest_date TEXT
);

-- one row per monitored party and case number: the first record of a case that names the party
CREATE TABLE judicial_watch_alerts (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  party_id    INTEGER NOT NULL REFERENCES judicial_watch_parties(id) ON DELETE CASCADE,
  record_id   INTEGER NOT NULL,
  case_key    TEXT NOT NULL,
  kind        TEXT NOT NULL,
  date        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  read_at     INTEGER,
  pushed_at   INTEGER,
  UNIQUE (party_id, case_key)
);
CREATE INDEX judicial_watch_alerts_user ON judicial_watch_alerts(user_id, date DESC, id DESC);
CREATE INDEX judicial_watch_alerts_pending ON judicial_watch_alerts(user_id) WHERE pushed_at IS NULL;
