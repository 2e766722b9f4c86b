-- 企业集团: the companies under one actual controller, derived from ownership and shareholder roles and rebuilt
-- whenever either changes (enterprise_group_state.signature). No foreign keys: the data importer replaces companies.
CREATE TABLE IF NOT EXISTS enterprise_groups (
  id              INTEGER PRIMARY KEY,
  gid             TEXT NOT NULL UNIQUE,       -- the core company's pid
  core_id         INTEGER NOT NULL,           -- companies.id: the controlling company, or the largest member of a person
  controller_kind TEXT NOT NULL,              -- 'person' | 'company'
  controller_key  TEXT NOT NULL,              -- persons.person_id or companies.pid
  controller_name TEXT NOT NULL,
  member_count    INTEGER NOT NULL,
  total_capital   REAL NOT NULL               -- 万元, the members' registered capital summed
);
CREATE INDEX IF NOT EXISTS enterprise_groups_size ON enterprise_groups(member_count DESC, id);
CREATE INDEX IF NOT EXISTS enterprise_groups_controller ON enterprise_groups(controller_name);

CREATE TABLE IF NOT EXISTS enterprise_group_members (
  company_id INTEGER PRIMARY KEY,             -- a company belongs to at most one group
  group_id   INTEGER NOT NULL,
  share      REAL NOT NULL,                   -- the controller's effective share, percent
  path       TEXT NOT NULL                    -- JSON steps from the controller down to the member
);
CREATE INDEX IF NOT EXISTS enterprise_group_members_group ON enterprise_group_members(group_id, share DESC, company_id);

CREATE TABLE IF NOT EXISTS enterprise_group_state (
  id        INTEGER PRIMARY KEY CHECK (id = 1),
  signature TEXT NOT NULL,                    -- the ownership and roles tables when the groups were built
  built_at  INTEGER NOT NULL,
  ms        INTEGER NOT NULL                  -- how long the build took
);
