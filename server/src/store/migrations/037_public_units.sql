-- 机关单位: government bodies (机关), public institutions (事业单位) and social organisations (社会团体, 民办非企业单位,
-- 基金会). They are registered by 机构编制 and 民政 offices, not 市场监管, so they live apart from companies and are
-- searched apart from them.
--   level: 1 province, 2 city, 3 district (the level of the government the unit belongs to); a search without a
--     keyword lists the higher levels first.
--   sponsor_id: 举办单位 of an institution, 业务主管单位 of an organisation, 上级机关 of a body, when that unit is in
--     the data; sponsor_name keeps the name either way.
--   public_unit_fts: trigram index over name and credit code for keywords of 3+ characters; shorter keywords are
--     few enough to be found by scanning the names of the rows the other filters leave.
CREATE TABLE IF NOT EXISTS public_units (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('agency', 'institution', 'association', 'nonprofit', 'foundation')),
  credit_code   TEXT NOT NULL UNIQUE,
  level         INTEGER NOT NULL,
  leader        TEXT NOT NULL DEFAULT '',
  status        TEXT NOT NULL DEFAULT '正常',
  established   TEXT NOT NULL DEFAULT '',
  valid_from    TEXT NOT NULL DEFAULT '',
  valid_to      TEXT NOT NULL DEFAULT '',
  funds         REAL,
  funding       TEXT NOT NULL DEFAULT '',
  sponsor_id    INTEGER REFERENCES public_units(id),
  sponsor_name  TEXT NOT NULL DEFAULT '',
  registrar     TEXT NOT NULL DEFAULT '',
  province_code TEXT NOT NULL,
  city_code     TEXT NOT NULL,
  region_code   TEXT NOT NULL,
  region_name   TEXT NOT NULL DEFAULT '',
  address       TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  scope         TEXT NOT NULL DEFAULT '',
  source        TEXT NOT NULL DEFAULT '',
  captured_at   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS public_units_order ON public_units(level, id);
CREATE INDEX IF NOT EXISTS public_units_kind ON public_units(kind, level, id);
CREATE INDEX IF NOT EXISTS public_units_province ON public_units(province_code, level, id);
CREATE INDEX IF NOT EXISTS public_units_city ON public_units(city_code, level, id);
CREATE INDEX IF NOT EXISTS public_units_region ON public_units(region_code, level, id);
CREATE INDEX IF NOT EXISTS public_units_sponsor ON public_units(sponsor_id, level, id);

CREATE VIRTUAL TABLE IF NOT EXISTS public_unit_fts USING fts5(
  name, credit_code, content = 'public_units', content_rowid = 'id', tokenize = 'trigram'
);

CREATE TRIGGER IF NOT EXISTS public_units_ai AFTER INSERT ON public_units BEGIN
  INSERT INTO public_unit_fts (rowid, name, credit_code) VALUES (new.id, new.name, new.credit_code);
END;
CREATE TRIGGER IF NOT EXISTS public_units_ad AFTER DELETE ON public_units BEGIN
  INSERT INTO public_unit_fts (public_unit_fts, rowid, name, credit_code) VALUES ('delete', old.id, old.name, old.credit_code);
END;
CREATE TRIGGER IF NOT EXISTS public_units_au AFTER UPDATE OF name, credit_code ON public_units BEGIN
  INSERT INTO public_unit_fts (public_unit_fts, rowid, name, credit_code) VALUES ('delete', old.id, old.name, old.credit_code);
  INSERT INTO public_unit_fts (rowid, name, credit_code) VALUES (new.id, new.name, new.credit_code);
END;
