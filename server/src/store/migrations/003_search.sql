-- lookups of the name search ranking (exact name, brand prefix, exact legal representative)
-- and of the advanced filter
CREATE INDEX IF NOT EXISTS companies_name ON companies(name);
CREATE INDEX IF NOT EXISTS companies_brand ON companies(brand);
CREATE INDEX IF NOT EXISTS companies_legal_person ON companies(legal_person);
CREATE INDEX IF NOT EXISTS companies_industry ON companies(industry_code);
CREATE INDEX IF NOT EXISTS companies_established ON companies(established);
