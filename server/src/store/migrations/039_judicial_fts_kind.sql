-- 查老赖: the trigram index also holds each entry's kind ('dsh' 失信被执行人, 'exe' 被执行人), so a keyword's matches of
-- one kind are counted inside the index. Before, every match (up to the 10,000 a total counts) was looked up in
-- judicial_entries for its dimension, which made a common 3–4-character name piece the slowest search.
-- The table and its triggers are made again with the kind; the triggers are otherwise those of migration 027.
DROP TRIGGER IF EXISTS records_judicial_ai;
DROP TRIGGER IF EXISTS records_judicial_ad;
DROP TRIGGER IF EXISTS records_judicial_au;
DROP TRIGGER IF EXISTS companies_judicial_au;
DROP TABLE IF EXISTS judicial_fts;

CREATE VIRTUAL TABLE judicial_fts USING fts5(name, ref_no, code, kind, tokenize = 'trigram');
INSERT INTO judicial_fts (rowid, name, ref_no, code, kind)
  SELECT record_id, name, ref_no, code, CASE dimension WHEN 'dishonestExecutor' THEN 'dsh' ELSE 'exe' END FROM judicial_entries;

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
  INSERT INTO judicial_fts (rowid, name, ref_no, code, kind) SELECT record_id, name, ref_no, code, CASE dimension WHEN 'dishonestExecutor' THEN 'dsh' ELSE 'exe' END FROM judicial_entries WHERE record_id = new.id;
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
  INSERT INTO judicial_fts (rowid, name, ref_no, code, kind) SELECT record_id, name, ref_no, code, CASE dimension WHEN 'dishonestExecutor' THEN 'dsh' ELSE 'exe' END FROM judicial_entries WHERE record_id = new.id;
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
  INSERT INTO judicial_fts (rowid, name, ref_no, code, kind)
    SELECT record_id, name, ref_no, code, CASE dimension WHEN 'dishonestExecutor' THEN 'dsh' ELSE 'exe' END FROM judicial_entries WHERE record_id IN (
      SELECT id FROM records WHERE company_id = new.id AND dimension IN ('dishonestExecutor', 'executor') AND person_id IS NULL);
  INSERT OR IGNORE INTO judicial_terms (term, dimension, date, record_id)
    SELECT lower(substr(e.name, n.n, 2)), e.dimension, e.date, e.record_id
    FROM judicial_entries e JOIN judicial_numbers n ON n.n < length(e.name)
    WHERE e.record_id IN (
      SELECT id FROM records WHERE company_id = new.id AND dimension IN ('dishonestExecutor', 'executor') AND person_id IS NULL);
END;

-- one segment: a keyword's matches are read from one list instead of the many pieces a bulk insert leaves
INSERT INTO judicial_fts (judicial_fts) VALUES ('optimize');
