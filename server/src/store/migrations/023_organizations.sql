-- 组织: groups of users joined by a code. created_by names the creator only to keep a creator's names unique; it is
-- cleared when that account is cancelled. join_code is the one current code: resetting it ends the old one.
CREATE TABLE organizations (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  join_code   TEXT NOT NULL UNIQUE,
  created_by  TEXT REFERENCES users(user_id),
  created_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX organizations_name_per_creator ON organizations (created_by, name);

CREATE TABLE organization_members (
  org_id      INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id     TEXT NOT NULL REFERENCES users(user_id),
  role        TEXT NOT NULL CHECK (role IN ('admin', 'member')),
  joined_at   INTEGER NOT NULL,
  PRIMARY KEY (org_id, user_id)
);
CREATE INDEX organization_members_by_user ON organization_members (user_id, joined_at);

-- However a member goes (leaving, removed, account cancelled): an organisation left without members is dissolved, and
-- one left without an admin makes its longest-standing member the admin.
CREATE TRIGGER organization_member_gone AFTER DELETE ON organization_members
BEGIN
  DELETE FROM organizations
   WHERE id = OLD.org_id AND NOT EXISTS (SELECT 1 FROM organization_members WHERE org_id = OLD.org_id);
  UPDATE organization_members SET role = 'admin'
   WHERE org_id = OLD.org_id
     AND NOT EXISTS (SELECT 1 FROM organization_members WHERE org_id = OLD.org_id AND role = 'admin')
     AND user_id = (SELECT user_id FROM organization_members WHERE org_id = OLD.org_id
                     ORDER BY joined_at, user_id LIMIT 1);
END;
