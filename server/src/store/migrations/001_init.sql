-- Companies are stored in importance order: id (the rowid) is the rank, so a broad search can stop early.
CREATE TABLE IF NOT EXISTS companies (
  id            INTEGER PRIMARY KEY,
  pid           TEXT NOT NULL UNIQUE,
  name          TEXT NOT NULL,
  former_names  TEXT NOT NULL DEFAULT '[]',     -- JSON array
  brand         TEXT NOT NULL DEFAULT '',       -- short name without region prefix and type suffix
  credit_code   TEXT NOT NULL,
  legal_person_id TEXT,                          -- persons.person_id
  legal_person  TEXT NOT NULL DEFAULT '',
  reg_capital   REAL NOT NULL DEFAULT 0,        -- 万元
  paid_capital  REAL NOT NULL DEFAULT 0,
  currency      TEXT NOT NULL DEFAULT '人民币',
  established   TEXT NOT NULL,                  -- yyyy-mm-dd
  status        TEXT NOT NULL,
  company_type  TEXT NOT NULL,
  industry_code TEXT NOT NULL,
  industry      TEXT NOT NULL,
  province_code TEXT NOT NULL,
  city_code     TEXT NOT NULL,
  region_code   TEXT NOT NULL,                  -- district, 6 digits
  region_name   TEXT NOT NULL,
  address       TEXT NOT NULL DEFAULT '',
  lng           REAL,
  lat           REAL,
  scope         TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  email         TEXT NOT NULL DEFAULT '',
  website       TEXT NOT NULL DEFAULT '',
  staff_size    TEXT NOT NULL DEFAULT '',
  parent_pid    TEXT,                           -- head office of a branch
  view_count    INTEGER NOT NULL DEFAULT 0,
  source        TEXT NOT NULL DEFAULT '国家企业信用信息公示系统',
  captured_at   TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS companies_region ON companies(region_code);
CREATE INDEX IF NOT EXISTS companies_city ON companies(city_code);
CREATE INDEX IF NOT EXISTS companies_province ON companies(province_code);
CREATE INDEX IF NOT EXISTS companies_parent ON companies(parent_pid);
CREATE INDEX IF NOT EXISTS companies_views ON companies(view_count DESC);

CREATE TABLE IF NOT EXISTS persons (
  id        INTEGER PRIMARY KEY,
  person_id TEXT NOT NULL UNIQUE,
  name      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS persons_name ON persons(name);

-- person <-> company roles: role is 'legal' | 'shareholder' | 'executive'
CREATE TABLE IF NOT EXISTS roles (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id),
  person_id   TEXT NOT NULL REFERENCES persons(person_id),
  role        TEXT NOT NULL,
  position    TEXT NOT NULL DEFAULT '',        -- 董事长 / 监事 / 总经理 … for executives
  share       REAL,                            -- percent, shareholders
  amount      REAL,                            -- subscribed capital 万元
  from_date   TEXT,
  to_date     TEXT                             -- NULL while current
);
CREATE INDEX IF NOT EXISTS roles_company ON roles(company_id);
CREATE INDEX IF NOT EXISTS roles_person ON roles(person_id);

-- company -> company ownership (investor owns share % of investee)
CREATE TABLE IF NOT EXISTS ownership (
  id          INTEGER PRIMARY KEY,
  investor_id INTEGER NOT NULL REFERENCES companies(id),
  investee_id INTEGER NOT NULL REFERENCES companies(id),
  share       REAL NOT NULL,
  amount      REAL,
  from_date   TEXT
);
CREATE INDEX IF NOT EXISTS ownership_investor ON ownership(investor_id);
CREATE INDEX IF NOT EXISTS ownership_investee ON ownership(investee_id);

-- every record of every data dimension, stored generically
CREATE TABLE IF NOT EXISTS records (
  id          INTEGER PRIMARY KEY,
  dimension   TEXT NOT NULL,                   -- key in src/domain/dimensions
  company_id  INTEGER REFERENCES companies(id),
  person_id   TEXT,
  date        TEXT,                            -- yyyy-mm-dd
  amount      REAL,                            -- 万元 where the dimension has an amount
  title       TEXT NOT NULL DEFAULT '',
  ref_no      TEXT,                            -- case / reference / certificate number
  parties     TEXT NOT NULL DEFAULT '[]',      -- JSON [{name, role, pid?, personId?}]
  status      TEXT NOT NULL DEFAULT '',
  detail      TEXT NOT NULL DEFAULT '{}',      -- JSON of the dimension's detail fields
  source      TEXT NOT NULL DEFAULT '',
  captured_at TEXT NOT NULL,
  is_current  INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS records_company ON records(company_id, dimension, date DESC);
CREATE INDEX IF NOT EXISTS records_person ON records(person_id, dimension);
CREATE INDEX IF NOT EXISTS records_ref ON records(ref_no);
CREATE INDEX IF NOT EXISTS records_date ON records(date DESC);

-- registration changes
CREATE TABLE IF NOT EXISTS changes (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id),
  field       TEXT NOT NULL,
  before      TEXT NOT NULL DEFAULT '',
  after       TEXT NOT NULL DEFAULT '',
  date        TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS changes_company ON changes(company_id, date DESC);
CREATE INDEX IF NOT EXISTS changes_date ON changes(date DESC);

-- name index: rowid = companies.id; columns hold space-separated CJK unigrams+bigrams / pinyin initials
CREATE VIRTUAL TABLE IF NOT EXISTS company_fts USING fts5(
  name, persons, initials,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0'
);

CREATE TABLE IF NOT EXISTS hot_keywords (
  keyword TEXT PRIMARY KEY,
  pid     TEXT,
  weight  INTEGER NOT NULL DEFAULT 0
);

-- ---------- user data ----------
CREATE TABLE IF NOT EXISTS users (
  id              INTEGER PRIMARY KEY,
  user_id         TEXT NOT NULL UNIQUE,
  phone           TEXT UNIQUE,
  password_hash   TEXT,
  nickname        TEXT NOT NULL DEFAULT '',
  avatar          TEXT NOT NULL DEFAULT '',
  roles           TEXT NOT NULL DEFAULT '["user"]',
  permissions     TEXT NOT NULL DEFAULT '[]',
  member_level    INTEGER NOT NULL DEFAULT 0,
  promotion_source INTEGER NOT NULL DEFAULT 0,
  date_limit_status INTEGER NOT NULL DEFAULT 0,
  failed_logins   INTEGER NOT NULL DEFAULT 0,
  locked_until    INTEGER NOT NULL DEFAULT 0,    -- unix seconds
  created_at      INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  jti          TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL,
  device_id    TEXT NOT NULL DEFAULT '',
  device_name  TEXT NOT NULL DEFAULT '',
  phone_brand  TEXT NOT NULL DEFAULT '',
  system_version TEXT NOT NULL DEFAULT '',
  app_version  TEXT NOT NULL DEFAULT '',
  ip           TEXT NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  revoked_at   INTEGER,
  superseded   INTEGER NOT NULL DEFAULT 0       -- 1: a newer login on another device replaced it (4036)
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id, created_at DESC);

CREATE TABLE IF NOT EXISTS sms_codes (
  id         INTEGER PRIMARY KEY,
  phone      TEXT NOT NULL,
  scene      TEXT NOT NULL,
  code       TEXT NOT NULL,
  created_at INTEGER NOT NULL,                -- unix seconds
  expires_at INTEGER NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,
  used_at    INTEGER,
  voided     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sms_codes_phone ON sms_codes(phone, created_at DESC);

CREATE TABLE IF NOT EXISTS access_logs (
  id        INTEGER PRIMARY KEY,
  user_id   TEXT NOT NULL,
  cid       TEXT NOT NULL DEFAULT '',
  page      TEXT NOT NULL DEFAULT '',
  at        INTEGER NOT NULL
);
