-- 新注册企业 reads the newest establishment dates; 附近企业 a latitude band before the exact distance.
CREATE INDEX IF NOT EXISTS companies_established ON companies(established DESC);
CREATE INDEX IF NOT EXISTS companies_lat ON companies(lat);
