-- 新增企业 reads a province's or a city's companies by establishment date: one index per region level, the date second,
-- so the count, the page and the per-day counts are each one range of the index.
CREATE INDEX IF NOT EXISTS companies_province_established ON companies(province_code, established);
CREATE INDEX IF NOT EXISTS companies_city_established ON companies(city_code, established);
