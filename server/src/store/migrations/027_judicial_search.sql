-- 查老赖: one search across every company and person over the records of the two execution dimensions
-- (dishonestExecutor 失信被执行人, executor 被执行人). Records stay where they are; these tables index them and
-- are kept in step with records and companies by triggers, so every writer (seed, importer, change feed,
-- corrections) is covered.
--   judicial_entries: one row per record with the debtor's name, case number, credit code, province (the first
--     two digits of the GB/T 2260 code) and date; (dimension, date) answers the newest entries and the totals,
--     (dimension, province, date) a region without a keyword.
--   judicial_fts: trigram index over name, case number and credit code for keywords of 3+ characters.
--   judicial_terms: every 2-character piece of the debtor's name, ordered by dimension and date, for 2-character
--     keywords (short person names such as 张伟), which a trigram index cannot answer.
-- The province of a person's record (no company) comes from the court's abbreviation in its case number.
DROP TRIGGER IF EXISTS records_judicial_ai;
DROP TRIGGER IF EXISTS records_judicial_ad;
DROP TRIGGER IF EXISTS records_judicial_au;
DROP TRIGGER IF EXISTS companies_judicial_au;
DROP TABLE IF EXISTS judicial_fts;
DROP TABLE IF EXISTS judicial_terms;
DROP TABLE IF EXISTS judicial_entries;
DROP TABLE IF EXISTS judicial_numbers;
DROP TABLE IF EXISTS judicial_court_provinces;

CREATE TABLE judicial_court_provinces (
  abbr     TEXT PRIMARY KEY,
  province TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO judicial_court_provinces (abbr, province) VALUES
  ('京', '11'), ('津', '12'), ('冀', '13'), ('晋', '14'), ('内', '15'), ('蒙', '15'), ('辽', '21'), ('吉', '22'),
  ('黑', '23'), ('沪', '31'), ('苏', '32'), ('浙', '33'), ('皖', '34'), ('闽', '35'), ('赣', '36'), ('鲁', '37'),
  ('豫', '41'), ('鄂', '42'), ('湘', '43'), ('粤', '44'), ('桂', '45'), ('琼', '46'), ('渝', '50'), ('川', '51'),
  ('贵', '52'), ('黔', '52'), ('云', '53'), ('滇', '53'), ('藏', '54'), ('陕', '61'), ('甘', '62'), ('青', '63'),
  ('宁', '64'), ('新', '65'), ('港', '81'), ('澳', '82');

-- positions 1..200 of a name, to cut it into 2-character pieces inside a trigger (which cannot use WITH)
CREATE TABLE judicial_numbers (n INTEGER PRIMARY KEY);
WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 200)
INSERT INTO judicial_numbers (n) SELECT n FROM seq;

CREATE TABLE judicial_entries (
  record_id INTEGER PRIMARY KEY,
  dimension TEXT NOT NULL,
  date      TEXT NOT NULL DEFAULT '',
  province  TEXT NOT NULL DEFAULT '',
  name      TEXT NOT NULL DEFAULT '',
  ref_no    TEXT NOT NULL DEFAULT '',
  code      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX judicial_entries_recent ON judicial_entries(dimension, date DESC, record_id DESC);
CREATE INDEX judicial_entries_region ON judicial_entries(dimension, province, date DESC, record_id DESC);

CREATE VIRTUAL TABLE judicial_fts USING fts5(name, ref_no, code, tokenize = 'trigram');

CREATE TABLE judicial_terms (
  term      TEXT NOT NULL,
  dimension TEXT NOT NULL,
  date      TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  PRIMARY KEY (term, dimension, date, record_id)
) WITHOUT ROWID;
CREATE INDEX judicial_terms_record ON judicial_terms(record_id);

-- existing records
INSERT INTO judicial_entries (record_id, dimension, date, province, name, ref_no, code)
  SELECT r.id, r.dimension, COALESCE(r.date, ''),
    COALESCE(
      CASE WHEN r.person_id IS NULL THEN substr(c.province_code, 1, 2) END,
      (SELECT province FROM judicial_court_provinces WHERE abbr = substr(r.ref_no, instr(replace(r.ref_no, ')', '）'), '）') + 1, 1)),
      ''),
    CASE WHEN r.person_id IS NOT NULL THEN COALESCE(p.name, r.title) ELSE COALESCE(c.name, r.title) END,
    COALESCE(r.ref_no, ''),
    CASE WHEN r.person_id IS NULL THEN COALESCE(c.credit_code, '') ELSE '' END
  FROM records r
  LEFT JOIN companies c ON c.id = r.company_id
  LEFT JOIN persons p ON p.person_id = r.person_id
  WHERE r.dimension IN ('dishonestExecutor', 'executor');
INSERT INTO judicial_fts (rowid, name, ref_no, code) SELECT record_id, name, ref_no, code FROM judicial_entries;
INSERT OR IGNORE INTO judicial_terms (term, dimension, date, record_id)
  SELECT lower(substr(e.name, n.n, 2)), e.dimension, e.date, e.record_id
  FROM judicial_entries e JOIN judicial_numbers n ON n.n < length(e.name);

CREATE TRIGGER records_judicial_ai AFTER INSERT ON records
  WHEN new.dimension IN ('dishonestExecutor', 'executor')
BEGIN
  INSERT INTO judicial_entries (record_id, dimension, date, province, name, ref_no, code)
    SELECT new.id, new.dimension, COALESCE(new.date, ''),
      COALESCE(
        CASE WHEN new.person_id IS NULL THEN (SELECT substr(province_code, 1, 2) FROM companies WHERE id = new.company_id) END,
        (SELECT province FROM judicial_court_provinces WHERE abbr = substr(new.ref_no, instr(replace(new.ref_no, ')', '）'), '）') + 1, 1)),
        ''),
      CASE WHEN new.person_id IS NOT NULL
        THEN COALESCE((SELECT name FROM persons WHERE person_id = new.person_id), new.title)
        ELSE COALESCE((SELECT name FROM companies WHERE id = new.company_id), new.title) END,
      COALESCE(new.ref_no, ''),
      CASE WHEN new.person_id IS NULL THEN COALESCE((SELECT credit_code FROM companies WHERE id = new.company_id), '') ELSE '' END;
  INSERT INTO judicial_fts (rowid, name, ref_no, code) SELECT record_id, name, ref_no, code FROM judicial_entries WHERE record_id = new.id;
  INSERT OR IGNORE INTO judicial_terms (term, dimension, date, record_id)
    SELECT lower(substr(e.name, n.n, 2)), e.dimension, e.date, e.record_id
    FROM judicial_entries e JOIN judicial_numbers n ON n.n < length(e.name) WHERE e.record_id = new.id;
END;

CREATE TRIGGER records_judicial_ad AFTER DELETE ON records
  WHEN old.dimension IN ('dishonestExecutor', 'executor')
BEGIN
  DELETE FROM judicial_fts WHERE rowid = old.id;
  DELETE FROM judicial_terms WHERE record_id = old.id;
  DELETE FROM judicial_entries WHERE record_id = old.id;
END;

CREATE TRIGGER records_judicial_au AFTER UPDATE OF dimension, date, ref_no, title, company_id, person_id ON records
  WHEN old.dimension IN ('dishonestExecutor', 'executor') OR new.dimension IN ('dishonestExecutor', 'executor')
BEGIN
  DELETE FROM judicial_fts WHERE rowid = old.id;
  DELETE FROM judicial_terms WHERE record_id = old.id;
  DELETE FROM judicial_entries WHERE record_id = old.id;
  INSERT INTO judicial_entries (record_id, dimension, date, province, name, ref_no, code)
    SELECT new.id, new.dimension, COALESCE(new.date, ''),
      COALESCE(
        CASE WHEN new.person_id IS NULL THEN (SELECT substr(province_code, 1, 2) FROM companies WHERE id = new.company_id) END,
        (SELECT province FROM judicial_court_provinces WHERE abbr = substr(new.ref_no, instr(replace(new.ref_no, ')', '）'), '）') + 1, 1)),
        ''),
      CASE WHEN new.person_id IS NOT NULL
        THEN COALESCE((SELECT name FROM persons WHERE person_id = new.person_id), new.title)
        ELSE COALESCE((SELECT name FROM companies WHERE id = new.company_id), new.title) END,
      COALESCE(new.ref_no, ''),
      CASE WHEN new.person_id IS NULL THEN COALESCE((SELECT credit_code FROM companies WHERE id = new.company_id), '') ELSE '' END
    WHERE new.dimension IN ('dishonestExecutor', 'executor');
  INSERT INTO judicial_fts (rowid, name, ref_no, code) SELECT record_id, name, ref_no, code FROM judicial_entries WHERE record_id = new.id;
  INSERT OR IGNORE INTO judicial_terms (term, dimension, date, record_id)
    SELECT lower(substr(e.name, n.n, 2)), e.dimension, e.date, e.record_id
    FROM judicial_entries e JOIN judicial_numbers n ON n.n < length(e.name) WHERE e.record_id = new.id;
END;

-- a renamed company (or a corrected credit code / region) is found under its new name
CREATE TRIGGER companies_judicial_au AFTER UPDATE OF name, credit_code, province_code ON companies
  WHEN old.name IS NOT new.name OR old.credit_code IS NOT new.credit_code OR old.province_code IS NOT new.province_code
BEGIN
  DELETE FROM judicial_fts WHERE rowid IN (
    SELECT id FROM records WHERE company_id = new.id AND dimension IN ('dishonestExecutor', 'executor') AND person_id IS NULL);
  DELETE FROM judicial_terms WHERE record_id IN (
    SELECT id FROM records WHERE company_id = new.id AND dimension IN ('dishonestExecutor', 'executor') AND person_id IS NULL);
  UPDATE judicial_entries SET name = new.name, code = new.credit_code, province = substr(new.province_code, 1, 2)
    WHERE record_id IN (
      SELECT id FROM records WHERE company_id = new.id AND dimension IN ('dishonestExecutor', 'executor') AND person_id IS NULL);
  INSERT INTO judicial_fts (rowid, name, ref_no, code)
    SELECT record_id, name, ref_no, code FROM judicial_entries WHERE record_id IN (
      SELECT id FROM records WHERE company_id = new.id AND dimension IN ('dishonestExecutor', 'executor') AND person_id IS NULL);
  INSERT OR IGNORE INTO judicial_terms (term, dimension, date, record_id)
    SELECT lower(substr(e.name, n.n, 2)), e.dimension, e.date, e.record_id
    FROM judicial_entries e JOIN judicial_numbers n ON n.n < length(e.name)
    WHERE e.record_id IN (
      SELECT id FROM records WHERE company_id = new.id AND dimension IN ('dishonestExecutor', 'executor') AND person_id IS NULL);
END;
