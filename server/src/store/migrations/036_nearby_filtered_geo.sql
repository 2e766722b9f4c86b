-- 附近企业 with an industry or a status filter: a second R*Tree whose two further dimensions are the industry and the
-- status as small numbers, so a rare industry or status within a wide circle is found by the tree instead of by
-- reading every company in the circle's box. The plain tree stays for the unfiltered search and for a status most
-- companies have (common): keyed by place alone, it keeps each area's companies tighter together.
CREATE TABLE IF NOT EXISTS geo_status_keys (status TEXT PRIMARY KEY, k INTEGER NOT NULL, common INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
INSERT OR IGNORE INTO geo_status_keys (status, k, common) VALUES
  ('存续', 1, 1), ('在业', 2, 0), ('注销', 3, 0), ('吊销', 4, 0), ('迁出', 5, 0), ('停业', 6, 0), ('清算', 7, 0);

CREATE VIRTUAL TABLE IF NOT EXISTS companies_geo_kinds USING rtree(
  id, min_lng, max_lng, min_lat, max_lat, min_ind, max_ind, min_st, max_st, +lng, +lat, +industry_code, +status
);

INSERT INTO companies_geo_kinds (id, min_lng, max_lng, min_lat, max_lat, min_ind, max_ind, min_st, max_st, lng, lat, industry_code, status)
  SELECT c.id, c.lng, c.lng, c.lat, c.lat, unicode(c.industry_code), unicode(c.industry_code), coalesce(s.k, 0), coalesce(s.k, 0),
         c.lng, c.lat, c.industry_code, c.status
  FROM companies c LEFT JOIN geo_status_keys s ON s.status = c.status
  WHERE c.lng IS NOT NULL AND c.lat IS NOT NULL;

CREATE TRIGGER IF NOT EXISTS companies_geo_kinds_insert AFTER INSERT ON companies
  WHEN new.lng IS NOT NULL AND new.lat IS NOT NULL
BEGIN
  INSERT INTO companies_geo_kinds (id, min_lng, max_lng, min_lat, max_lat, min_ind, max_ind, min_st, max_st, lng, lat, industry_code, status)
    SELECT new.id, new.lng, new.lng, new.lat, new.lat, unicode(new.industry_code), unicode(new.industry_code),
           coalesce(s.k, 0), coalesce(s.k, 0), new.lng, new.lat, new.industry_code, new.status
    FROM (SELECT 1) LEFT JOIN geo_status_keys s ON s.status = new.status;
END;

CREATE TRIGGER IF NOT EXISTS companies_geo_kinds_update AFTER UPDATE OF id, lng, lat, industry_code, status ON companies
BEGIN
  DELETE FROM companies_geo_kinds WHERE id = old.id;
  INSERT INTO companies_geo_kinds (id, min_lng, max_lng, min_lat, max_lat, min_ind, max_ind, min_st, max_st, lng, lat, industry_code, status)
    SELECT new.id, new.lng, new.lng, new.lat, new.lat, unicode(new.industry_code), unicode(new.industry_code),
           coalesce(s.k, 0), coalesce(s.k, 0), new.lng, new.lat, new.industry_code, new.status
    FROM (SELECT 1) LEFT JOIN geo_status_keys s ON s.status = new.status
    WHERE new.lng IS NOT NULL AND new.lat IS NOT NULL;
END;

CREATE TRIGGER IF NOT EXISTS companies_geo_kinds_delete AFTER DELETE ON companies
BEGIN
  DELETE FROM companies_geo_kinds WHERE id = old.id;
END;
