-- Copyright search (software rj / works zp) across companies by a keyword in the title: a trigram
-- index over the titles of those two dimensions only, kept in step with records by triggers. The
-- record date rides along (unindexed) so a page is chosen inside this small table and only its rows
-- are read from records. Keywords of 3+ characters use the index (MATCH); shorter ones scan this
-- table, never records.
DROP TRIGGER IF EXISTS records_copyright_ai;
DROP TRIGGER IF EXISTS records_copyright_ad;
DROP TRIGGER IF EXISTS records_copyright_au;
DROP TABLE IF EXISTS copyright_fts;
CREATE VIRTUAL TABLE copyright_fts USING fts5(
  title, dimension UNINDEXED, date UNINDEXED,
  tokenize = 'trigram'
);
INSERT INTO copyright_fts (rowid, title, dimension, date)
  SELECT id, title, dimension, COALESCE(date, '') FROM records WHERE dimension IN ('softwareCopyright', 'workCopyright');

CREATE TRIGGER records_copyright_ai AFTER INSERT ON records
  WHEN new.dimension IN ('softwareCopyright', 'workCopyright')
BEGIN
  INSERT INTO copyright_fts (rowid, title, dimension, date) VALUES (new.id, new.title, new.dimension, COALESCE(new.date, ''));
END;
CREATE TRIGGER records_copyright_ad AFTER DELETE ON records
  WHEN old.dimension IN ('softwareCopyright', 'workCopyright')
BEGIN
  DELETE FROM copyright_fts WHERE rowid = old.id;
END;
CREATE TRIGGER records_copyright_au AFTER UPDATE OF title, dimension, date ON records
BEGIN
  DELETE FROM copyright_fts WHERE rowid = old.id;
  INSERT INTO copyright_fts (rowid, title, dimension, date)
    SELECT new.id, new.title, new.dimension, COALESCE(new.date, '') WHERE new.dimension IN ('softwareCopyright', 'workCopyright');
END;
