-- 附近企业: every located company in an R*Tree (a point box per company) with its exact coordinates, industry and
-- status beside it, so an area's companies are found and filtered without reading the companies table.
CREATE VIRTUAL TABLE IF NOT EXISTS companies_geo USING rtree(id, min_lng, max_lng, min_lat, max_lat, +lng, +lat, +industry_code, +status);

INSERT INTO companies_geo (id, min_lng, max_lng, min_lat, max_lat, lng, lat, industry_code, status)
  SELECT id, lng, lng, lat, lat, lng, lat, industry_code, status FROM companies WHERE lng IS NOT NULL AND lat IS NOT NULL;

CREATE TRIGGER IF NOT EXISTS companies_geo_insert AFTER INSERT ON companies
  WHEN new.lng IS NOT NULL AND new.lat IS NOT NULL
BEGIN
  INSERT INTO companies_geo (id, min_lng, max_lng, min_lat, max_lat, lng, lat, industry_code, status)
    VALUES (new.id, new.lng, new.lng, new.lat, new.lat, new.lng, new.lat, new.industry_code, new.status);
END;

CREATE TRIGGER IF NOT EXISTS companies_geo_update AFTER UPDATE OF id, lng, lat, industry_code, status ON companies
BEGIN
  DELETE FROM companies_geo WHERE id = old.id;
  INSERT INTO companies_geo (id, min_lng, max_lng, min_lat, max_lat, lng, lat, industry_code, status)
    SELECT new.id, new.lng, new.lng, new.lat, new.lat, new.lng, new.lat, new.industry_code, new.status
    WHERE new.lng IS NOT NULL AND new.lat IS NOT NULL;
END;

CREATE TRIGGER IF NOT EXISTS companies_geo_delete AFTER DELETE ON companies
BEGIN
  DELETE FROM companies_geo WHERE id = old.id;
END;
