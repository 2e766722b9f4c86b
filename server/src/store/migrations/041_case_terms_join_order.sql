-- 司法案件's party-name pieces, written by the case triggers: the JSON array of parties is read first and the
-- numbers table second (CROSS JOIN fixes that order in SQLite). Joined the other way, the planner walked the 200
-- numbers on the outside and parsed the parties again for each of them, and a case record cost ~0.3 ms to insert —
-- most of the demo data's seeding time. The rows written are the same.
DROP TRIGGER IF EXISTS records_case_ai;
DROP TRIGGER IF EXISTS records_case_au;

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
    FROM case_index e CROSS JOIN json_each(NEW.parties) p CROSS JOIN judicial_numbers n
    WHERE e.record_id = NEW.id AND n.n < length(json_extract(p.value, '$.name'))
      AND length(json_extract(p.value, '$.name')) BETWEEN 2 AND 4;
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
    FROM case_index e CROSS JOIN json_each(NEW.parties) p CROSS JOIN judicial_numbers n
    WHERE e.record_id = NEW.id AND n.n < length(json_extract(p.value, '$.name'))
      AND length(json_extract(p.value, '$.name')) BETWEEN 2 AND 4;
END;
