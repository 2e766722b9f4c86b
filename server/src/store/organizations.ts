/**
 * Organisations and their members. The rules of who may do what live in the routes; this file only reads and writes.
 * A member's going (leave, removal, account cancellation) dissolves an emptied organisation and hands an admin-less
 * one to its longest-standing member: the database trigger organization_member_gone does that for every path.
 */
import type { Sql } from './sql'
import type { OrgRole } from '../../../contract/domain/organizations'

export interface OrgRow {
  id: number
  name: string
  join_code: string
  created_at: number
  /** the asking user's role */
  role: OrgRole
  member_count: number
}

export interface OrgMemberRow {
  user_id: string
  nickname: string
  phone: string | null
  role: OrgRole
  joined_at: number
}

export interface OrganizationRepo {
  /** the organisations the user belongs to, the latest joined first */
  listOf(userId: string): Promise<OrgRow[]>
  /** the organisation as one of its members sees it; undefined when the user is not a member */
  oneOf(userId: string, orgId: number): Promise<OrgRow | undefined>
  byCode(code: string): Promise<{ id: number; name: string; member_count: number } | undefined>
  nameTakenBy(creatorId: string, name: string, exceptId?: number): Promise<boolean>
  codeTaken(code: string): Promise<boolean>
  /**
   * Creates the organisation with the creator as its admin and returns its id, unless the creator already has
   * `limits.created` organisations of their own or belongs to `limits.joined`: then it names that limit and creates
   * nothing. The counts and the insert are one transaction, so concurrent creates cannot pass a limit together.
   */
  create(
    creatorId: string,
    name: string,
    code: string,
    now: number,
    limits: { created: number; joined: number },
  ): Promise<{ id: number } | { full: 'created' | 'joined' }>
  /** organisations the user created that still exist */
  createdCount(userId: string): Promise<number>
  /** organisations the user belongs to */
  membershipCount(userId: string): Promise<number>
  /** false when the organisation's creator already has another organisation of that name */
  rename(orgId: number, name: string): Promise<boolean>
  setCode(orgId: number, code: string): Promise<void>
  roleOf(orgId: number, userId: string): Promise<OrgRole | undefined>
  adminCount(orgId: number): Promise<number>
  memberCount(orgId: number): Promise<number>
  /** Adds the user as a member; false (nothing added) when they already belong to `maxJoined` organisations. */
  addMember(orgId: number, userId: string, now: number, maxJoined: number): Promise<boolean>
  setRole(orgId: number, userId: string, role: OrgRole): Promise<void>
  /** removes the membership; the trigger may dissolve the organisation. Returns whether it is gone. */
  removeMember(orgId: number, userId: string): Promise<{ dissolved: boolean }>
  members(orgId: number, offset: number, limit: number): Promise<{ total: number; rows: OrgMemberRow[] }>
}

const SELECT = `
  SELECT o.id, o.name, o.join_code, o.created_at, m.role,
         (SELECT count(*) FROM organization_members x WHERE x.org_id = o.id) AS member_count
  FROM organization_members m JOIN organizations o ON o.id = m.org_id`

export class SqlOrganizationRepo implements OrganizationRepo {
  constructor(private readonly db: Sql) {}

  async listOf(userId: string): Promise<OrgRow[]> {
    return (await this.db.prepare(`${SELECT} WHERE m.user_id = ? ORDER BY m.joined_at DESC, o.id DESC`).all(userId)) as OrgRow[]
  }

  async oneOf(userId: string, orgId: number): Promise<OrgRow | undefined> {
    return (await this.db.prepare(`${SELECT} WHERE m.user_id = ? AND o.id = ?`).get(userId, orgId)) as OrgRow | undefined
  }

  async byCode(code: string): Promise<{ id: number; name: string; member_count: number } | undefined> {
    return (await this.db
      .prepare(
        `SELECT o.id, o.name, (SELECT count(*) FROM organization_members x WHERE x.org_id = o.id) AS member_count
         FROM organizations o WHERE o.join_code = ?`,
      )
      .get(code)) as { id: number; name: string; member_count: number } | undefined
  }

  async nameTakenBy(creatorId: string, name: string, exceptId = 0): Promise<boolean> {
    return Boolean(
      await this.db.prepare('SELECT 1 FROM organizations WHERE created_by = ? AND name = ? AND id <> ?').get(creatorId, name, exceptId),
    )
  }

  async codeTaken(code: string): Promise<boolean> {
    return Boolean(await this.db.prepare('SELECT 1 FROM organizations WHERE join_code = ?').get(code))
  }

  async create(
    creatorId: string,
    name: string,
    code: string,
    now: number,
    limits: { created: number; joined: number },
  ): Promise<{ id: number } | { full: 'created' | 'joined' }> {
    return this.db.atomically(async () => {
      await this.lockUser(creatorId)
      if ((await this.createdCount(creatorId)) >= limits.created) return { full: 'created' as const }
      if ((await this.membershipCount(creatorId)) >= limits.joined) return { full: 'joined' as const }
      const id = Number(
        (
          await this.db
            .prepare('INSERT INTO organizations (name, join_code, created_by, created_at) VALUES (?, ?, ?, ?)')
            .run(name, code, creatorId, now)
        ).lastInsertRowid,
      )
      await this.db
        .prepare("INSERT INTO organization_members (org_id, user_id, role, joined_at) VALUES (?, ?, 'admin', ?)")
        .run(id, creatorId, now)
      return { id }
    })
  }

  /**
   * Holds the user's row until the transaction ends, so that a second transaction counting the same user's
   * organisations waits for this one's insert (PostgreSQL; SQLite runs writing transactions one at a time anyway).
   */
  private async lockUser(userId: string): Promise<void> {
    await this.db.prepare('UPDATE users SET nickname = nickname WHERE user_id = ?').run(userId)
  }

  async createdCount(userId: string): Promise<number> {
    return ((await this.db.prepare('SELECT count(*) AS n FROM organizations WHERE created_by = ?').get(userId)) as { n: number }).n
  }

  async membershipCount(userId: string): Promise<number> {
    return ((await this.db.prepare('SELECT count(*) AS n FROM organization_members WHERE user_id = ?').get(userId)) as { n: number }).n
  }

  async rename(orgId: number, name: string): Promise<boolean> {
    const taken = await this.db
      .prepare(
        `SELECT 1 FROM organizations o JOIN organizations same ON same.created_by = o.created_by AND same.name = ? AND same.id <> o.id
         WHERE o.id = ?`,
      )
      .get(name, orgId)
    if (taken) return false
    await this.db.prepare('UPDATE organizations SET name = ? WHERE id = ?').run(name, orgId)
    return true
  }

  async setCode(orgId: number, code: string): Promise<void> {
    await this.db.prepare('UPDATE organizations SET join_code = ? WHERE id = ?').run(code, orgId)
  }

  async roleOf(orgId: number, userId: string): Promise<OrgRole | undefined> {
    const r = (await this.db.prepare('SELECT role FROM organization_members WHERE org_id = ? AND user_id = ?').get(orgId, userId)) as
      { role: OrgRole } | undefined
    return r?.role
  }

  async adminCount(orgId: number): Promise<number> {
    return (
      (await this.db.prepare("SELECT count(*) AS n FROM organization_members WHERE org_id = ? AND role = 'admin'").get(orgId)) as {
        n: number
      }
    ).n
  }

  async memberCount(orgId: number): Promise<number> {
    return ((await this.db.prepare('SELECT count(*) AS n FROM organization_members WHERE org_id = ?').get(orgId)) as { n: number }).n
  }

  async addMember(orgId: number, userId: string, now: number, maxJoined: number): Promise<boolean> {
    return this.db.atomically(async () => {
      await this.lockUser(userId)
      if ((await this.membershipCount(userId)) >= maxJoined) return false
      await this.db
        .prepare("INSERT INTO organization_members (org_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)")
        .run(orgId, userId, now)
      return true
    })
  }

  async setRole(orgId: number, userId: string, role: OrgRole): Promise<void> {
    await this.db.prepare('UPDATE organization_members SET role = ? WHERE org_id = ? AND user_id = ?').run(role, orgId, userId)
  }

  async removeMember(orgId: number, userId: string): Promise<{ dissolved: boolean }> {
    await this.db.prepare('DELETE FROM organization_members WHERE org_id = ? AND user_id = ?').run(orgId, userId)
    return { dissolved: !(await this.db.prepare('SELECT 1 FROM organizations WHERE id = ?').get(orgId)) }
  }

  async members(orgId: number, offset: number, limit: number): Promise<{ total: number; rows: OrgMemberRow[] }> {
    const rows = (await this.db
      .prepare(
        `SELECT m.user_id, u.nickname, u.phone, m.role, m.joined_at
         FROM organization_members m JOIN users u ON u.user_id = m.user_id
         WHERE m.org_id = ? ORDER BY m.role = 'admin' DESC, m.joined_at, m.user_id LIMIT ? OFFSET ?`,
      )
      .all(orgId, limit, offset)) as OrgMemberRow[]
    return { total: await this.memberCount(orgId), rows }
  }
}
