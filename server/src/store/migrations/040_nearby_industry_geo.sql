-- 附近企业 with an industry filter: a two-dimensional R*Tree in which each industry's companies stand in a band of
-- their own, their longitude moved east by 400° per industry letter (A by 400°, B by 800° …; longitudes span 360°,
-- so the bands never overlap). One industry's companies in a circle are then a box inside its band, found as fast as
-- an unfiltered search; the tree with the industry as a further dimension (migration 036) read most nodes of the
-- circle's box to find a common industry's companies. That tree stays for a status filter without an industry.
-- The tree keeps coordinates as 32-bit floats: in the far bands a box reaches tens of metres wider, and the exact
-- distance, from the full coordinates beside it, makes the cut.
CREATE VIRTUAL TABLE IF NOT EXISTS companies_geo_industry USING rtree(id, min_x, max_x, min_lat, max_lat, +lng, +lat, +status);

INSERT INTO companies_geo_industry (id, min_x, max_x, min_lat, max_lat, lng, lat, status)
  SELECT id, lng + 400 * (unicode(industry_code) - 64), lng + 400 * (unicode(industry_code) - 64), lat, lat, lng, lat, status
  FROM companies
  WHERE lng IS NOT NULL AND lat IS NOT NULL AND industry_code <> ''
  ORDER BY industry_code, lng;

CREATE TRIGGER IF NOT EXISTS companies_geo_industry_insert AFTER INSERT ON companies
  WHEN new.lng IS NOT NULL AND new.lat IS NOT NULL AND new.industry_code <> ''
BEGIN
  INSERT INTO companies_geo_industry (id, min_x, max_x, min_lat, max_lat, lng, lat, status)
    VALUES (new.id, new.lng + 400 * (unicode(new.industry_code) - 64), new.lng + 400 * (unicode(new.industry_code) - 64),
            new.lat, new.lat, new.lng, new.lat, new.status);
END;

CREATE TRIGGER IF NOT EXISTS companies_geo_industry_update AFTER UPDATE OF id, lng, lat, industry_code, status ON companies
BEGIN
  DELETE FROM companies_geo_industry WHERE id = old.id;
  INSERT INTO companies_geo_industry (id, min_x, max_x, min_lat, max_lat, lng, lat, status)
    SELECT new.id, new.lng + 400 * (unicode(new.industry_code) - 64), new.lng + 400 * (unicode(new.industry_code) - 64),
           new.lat, new.lat, new.lng, new.lat, new.status
    WHERE new.lng IS NOT NULL AND new.lat IS NOT NULL AND new.industry_code <> '';
END;

CREATE TRIGGER IF NOT EXISTS companies_geo_industry_delete AFTER DELETE ON companies
BEGIN
  DELETE FROM companies_geo_industry WHERE id = old.id;
END;
