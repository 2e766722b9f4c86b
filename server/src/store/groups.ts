/**
 * 企业集团 rows: what the group build reads (companies, stakes, person shareholdings), the groups it writes, and the
 * lists of a group's members, branches, outside investments and investors, key persons and records.
 */
import type { Sql } from './sql'
import type { BuiltGroup } from '../groups/build'
import type { RecordRow } from './records'

export interface GroupSource {
  eachCompany(fn: (c: { id: number; pid: string; name: string; capital: number }) => void): Promise<void>
  eachOwnership(fn: (o: { investorId: number; investeeId: number; share: number }) => void): Promise<void>
  /** current natural-person shareholdings with a positive share */
  eachPersonHolding(fn: (h: { companyId: number; personId: string; name: string; share: number }) => void): Promise<void>
}

export interface GroupRow {
  id: number
  gid: string
  core_id: number
  controller_kind: 'person' | 'company'
  controller_key: string
  controller_name: string
  member_count: number
  total_capital: number
  core_name: string
  core_province: string
  core_industry: string
}

export interface MemberRow {
  pid: string
  name: string
  legal_person: string
  reg_capital: number
  currency: string
  established: string
  status: string
  industry: string
  province_code: string
  share: number
  path: string
}

export interface CompanyLinkRow {
  pid: string
  name: string
  legal_person: string
  reg_capital: number
  currency: string
  established: string
  status: string
}

export interface StakeRow extends CompanyLinkRow {
  share: number
  member_pid: string
  member_name: string
}

export interface InvestorRow {
  kind: 'company' | 'person'
  key: string
  name: string
  share: number
  member_pid: string
  member_name: string
}

export interface GroupPersonRow {
  person_id: string
  name: string
  companies: number
  positions: string
  first_pid: string
  first_name: string
}

export interface Page<T> {
  rows: T[]
  total: number
}

const GROUP_COLS = `g.id, g.gid, g.core_id, g.controller_kind, g.controller_key, g.controller_name, g.member_count, g.total_capital,
  c.name AS core_name, c.province_code AS core_province, c.industry AS core_industry`
const LINK_COLS = 'c.pid, c.name, c.legal_person, c.reg_capital, c.currency, c.established, c.status'

export class SqlGroupRepo implements GroupSource {
  constructor(private readonly db: Sql) {}

  async eachCompany(fn: (c: { id: number; pid: string; name: string; capital: number }) => void): Promise<void> {
    for await (const c of this.db.prepare('SELECT id, pid, name, reg_capital AS capital FROM companies ORDER BY id').iterate())
      fn(c as { id: number; pid: string; name: string; capital: number })
  }

  async eachOwnership(fn: (o: { investorId: number; investeeId: number; share: number }) => void): Promise<void> {
    for await (const o of this.db
      .prepare('SELECT investor_id AS investorId, investee_id AS investeeId, share FROM ownership WHERE share > 0 ORDER BY id')
      .iterate())
      fn(o as { investorId: number; investeeId: number; share: number })
  }

  async eachPersonHolding(fn: (h: { companyId: number; personId: string; name: string; share: number }) => void): Promise<void> {
    for await (const h of this.db
      .prepare(
        `SELECT r.company_id AS companyId, r.person_id AS personId, p.name, r.share FROM roles r JOIN persons p ON p.person_id = r.person_id
        WHERE r.role = 'shareholder' AND r.to_date IS NULL AND r.share > 0 ORDER BY r.id`,
      )
      .iterate())
      fn(h as { companyId: number; personId: string; name: string; share: number })
  }

  /** what the groups were built from: a change of stakes or shareholders changes it */
  async sourceSignature(): Promise<string> {
    const o = (await this.db.prepare('SELECT COUNT(*) AS n, MAX(id) AS m FROM ownership').get()) as { n: number; m: number | null }
    const r = (await this.db.prepare('SELECT COUNT(*) AS n, MAX(id) AS m FROM roles').get()) as { n: number; m: number | null }
    const c = (await this.db.prepare('SELECT MAX(id) AS m FROM companies').get()) as { m: number | null }
    return `${o.n}:${o.m ?? 0}:${r.n}:${r.m ?? 0}:${c.m ?? 0}`
  }

  async builtSignature(): Promise<string | undefined> {
    return ((await this.db.prepare('SELECT signature FROM enterprise_group_state WHERE id = 1').get()) as { signature: string } | undefined)
      ?.signature
  }

  /** replaces every group in one transaction */
  async replace(groups: BuiltGroup[], signature: string, builtAt: number, ms: number): Promise<void> {
    const insGroup = this.db.prepare(`INSERT INTO enterprise_groups (id, gid, core_id, controller_kind, controller_key, controller_name,
      member_count, total_capital) VALUES (?,?,?,?,?,?,?,?)`)
    const insMember = this.db.prepare('INSERT INTO enterprise_group_members (company_id, group_id, share, path) VALUES (?,?,?,?)')
    await this.db.atomically(async () => {
      await this.db.exec('DELETE FROM enterprise_group_members; DELETE FROM enterprise_groups;')
      for (const [i, g] of groups.entries()) {
        const id = i + 1
        await insGroup.run(id, g.gid, g.coreId, g.controllerKind, g.controllerKey, g.controllerName, g.members.length, g.totalCapital)
        for (const m of g.members) await insMember.run(m.companyId, id, m.share, JSON.stringify(m.path))
      }
      await this.db
        .prepare(
          `INSERT INTO enterprise_group_state (id, signature, built_at, ms) VALUES (1, ?, ?, ?)
          ON CONFLICT(id) DO UPDATE SET signature = excluded.signature, built_at = excluded.built_at, ms = excluded.ms`,
        )
        .run(signature, builtAt, ms)
    })
  }

  /** groups whose controller or any member's name holds the keyword (none: every group), the largest first */
  async search(keyword: string | undefined, offset: number, limit: number): Promise<Page<GroupRow>> {
    const like = keyword ? `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined
    const where = like
      ? `WHERE g.controller_name LIKE @like ESCAPE '\\' OR EXISTS (SELECT 1 FROM enterprise_group_members m JOIN companies mc ON mc.id = m.company_id
          WHERE m.group_id = g.id AND mc.name LIKE @like ESCAPE '\\')`
      : ''
    const params = like ? { like } : {}
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n FROM enterprise_groups g ${where}`).get(params)) as { n: number }).n
    const rows = (await this.db
      .prepare(
        `SELECT ${GROUP_COLS} FROM enterprise_groups g JOIN companies c ON c.id = g.core_id ${where}
        ORDER BY g.member_count DESC, g.total_capital DESC, g.id LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset })) as GroupRow[]
    return { rows, total }
  }

  async byGid(gid: string): Promise<GroupRow | undefined> {
    return (await this.db
      .prepare(`SELECT ${GROUP_COLS} FROM enterprise_groups g JOIN companies c ON c.id = g.core_id WHERE g.gid = ?`)
      .get(gid)) as GroupRow | undefined
  }

  /** the facts of a group's core company */
  async core(id: number): Promise<(CompanyLinkRow & { address: string; scope: string }) | undefined> {
    return (await this.db.prepare(`SELECT ${LINK_COLS}, c.address, c.scope FROM companies c WHERE c.id = ?`).get(id)) as
      (CompanyLinkRow & { address: string; scope: string }) | undefined
  }

  /** whether the company exists */
  async hasCompany(pid: string): Promise<boolean> {
    return !!(await this.db.prepare('SELECT 1 FROM companies WHERE pid = ?').get(pid))
  }

  /** the group a company belongs to, with the company's share and path in it */
  async ofCompany(pid: string): Promise<(GroupRow & { share: number; path: string }) | undefined> {
    return (await this.db
      .prepare(
        `SELECT ${GROUP_COLS}, m.share, m.path FROM companies x JOIN enterprise_group_members m ON m.company_id = x.id
        JOIN enterprise_groups g ON g.id = m.group_id JOIN companies c ON c.id = g.core_id WHERE x.pid = ?`,
      )
      .get(pid)) as (GroupRow & { share: number; path: string }) | undefined
  }

  async counts(groupId: number, column: 'industry' | 'province_code' | 'status'): Promise<Array<{ key: string; n: number }>> {
    return (await this.db
      .prepare(
        `SELECT c.${column} AS key, COUNT(*) AS n FROM enterprise_group_members m JOIN companies c ON c.id = m.company_id
        WHERE m.group_id = ? GROUP BY c.${column} ORDER BY n DESC, key`,
      )
      .all(groupId)) as Array<{ key: string; n: number }>
  }

  async memberIds(groupId: number, limit: number): Promise<number[]> {
    return (
      (await this.db
        .prepare('SELECT company_id FROM enterprise_group_members WHERE group_id = ? ORDER BY share DESC, company_id LIMIT ?')
        .all(groupId, limit)) as Array<{
        company_id: number
      }>
    ).map((r) => r.company_id)
  }

  async members(groupId: number, offset: number, limit: number): Promise<MemberRow[]> {
    return (await this.db
      .prepare(
        `SELECT c.pid, c.name, c.legal_person, c.reg_capital, c.currency, c.established, c.status, c.industry, c.province_code, m.share, m.path
        FROM enterprise_group_members m JOIN companies c ON c.id = m.company_id WHERE m.group_id = ?
        ORDER BY m.share DESC, m.company_id LIMIT ? OFFSET ?`,
      )
      .all(groupId, limit, offset)) as MemberRow[]
  }

  /** branches of the members, the newest first */
  async branches(groupId: number, offset: number, limit: number): Promise<Page<StakeRow>> {
    const from = `FROM enterprise_group_members m JOIN companies h ON h.id = m.company_id JOIN companies c ON c.parent_pid = h.pid
      WHERE m.group_id = ?`
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(groupId)) as { n: number }).n
    const rows = (await this.db
      .prepare(
        `SELECT ${LINK_COLS}, 0 AS share, h.pid AS member_pid, h.name AS member_name ${from}
        ORDER BY c.established DESC, c.id LIMIT ? OFFSET ?`,
      )
      .all(groupId, limit, offset)) as StakeRow[]
    return { rows, total }
  }

  /** the members' stakes in companies outside the group, the largest first */
  async investments(groupId: number, offset: number, limit: number): Promise<Page<StakeRow>> {
    const from = `FROM enterprise_group_members m JOIN ownership o ON o.investor_id = m.company_id JOIN companies h ON h.id = m.company_id
      JOIN companies c ON c.id = o.investee_id
      WHERE m.group_id = @g AND NOT EXISTS (SELECT 1 FROM enterprise_group_members x WHERE x.company_id = o.investee_id AND x.group_id = @g)`
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n ${from}`).get({ g: groupId })) as { n: number }).n
    const rows = (await this.db
      .prepare(
        `SELECT ${LINK_COLS}, o.share, h.pid AS member_pid, h.name AS member_name ${from}
        ORDER BY o.share DESC, o.id LIMIT @limit OFFSET @offset`,
      )
      .all({ g: groupId, limit, offset })) as StakeRow[]
    return { rows, total }
  }

  /** shareholders of members from outside the group (companies, and persons other than the controller), the largest first */
  async investors(groupId: number, controllerKey: string, offset: number, limit: number): Promise<Page<InvestorRow>> {
    const sql = `SELECT 'company' AS kind, c.pid AS key, c.name, o.share, h.pid AS member_pid, h.name AS member_name, o.id AS ord
        FROM enterprise_group_members m JOIN ownership o ON o.investee_id = m.company_id JOIN companies h ON h.id = m.company_id
        JOIN companies c ON c.id = o.investor_id
        WHERE m.group_id = @g AND NOT EXISTS (SELECT 1 FROM enterprise_group_members x WHERE x.company_id = o.investor_id AND x.group_id = @g)
      UNION ALL
      SELECT 'person' AS kind, r.person_id AS key, p.name, r.share, h.pid AS member_pid, h.name AS member_name, r.id AS ord
        FROM enterprise_group_members m JOIN roles r ON r.company_id = m.company_id JOIN companies h ON h.id = m.company_id
        JOIN persons p ON p.person_id = r.person_id
        WHERE m.group_id = @g AND r.role = 'shareholder' AND r.to_date IS NULL AND r.share > 0 AND r.person_id <> @controller`
    const params = { g: groupId, controller: controllerKey }
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(params)) as { n: number }).n
    const rows = (await this.db
      .prepare(
        `SELECT kind, key, name, share, member_pid, member_name FROM (${sql}) ORDER BY share DESC, kind, ord LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset })) as InvestorRow[]
    return { rows, total }
  }

  /** legal representatives and officers across the members, one row per person, the most companies first */
  async persons(groupId: number, offset: number, limit: number): Promise<Page<GroupPersonRow>> {
    const from = `FROM enterprise_group_members m JOIN roles r ON r.company_id = m.company_id
      WHERE m.group_id = ? AND r.to_date IS NULL AND r.role IN ('legal', 'executive')`
    const total = ((await this.db.prepare(`SELECT COUNT(DISTINCT r.person_id) AS n ${from}`).get(groupId)) as { n: number }).n
    const rows = (await this.db
      .prepare(
        `SELECT s.person_id, p.name, s.companies, s.positions, c.pid AS first_pid, c.name AS first_name FROM (
          SELECT r.person_id, COUNT(DISTINCT r.company_id) AS companies,
            GROUP_CONCAT(DISTINCT CASE WHEN r.role = 'legal' THEN '法定代表人' ELSE NULLIF(r.position, '') END) AS positions,
            MIN(r.company_id) AS first_id
          ${from} GROUP BY r.person_id) s
        JOIN persons p ON p.person_id = s.person_id JOIN companies c ON c.id = s.first_id
        ORDER BY s.companies DESC, s.person_id LIMIT ? OFFSET ?`,
      )
      .all(groupId, limit, offset)) as GroupPersonRow[]
    return { rows, total }
  }

  /** the members' records of one dimension, the newest first */
  async records(groupId: number, dimension: string, offset: number, limit: number): Promise<Page<RecordRow>> {
    const from = `FROM enterprise_group_members m JOIN records r ON r.company_id = m.company_id AND r.dimension = ?
      JOIN companies c ON c.id = r.company_id WHERE m.group_id = ?`
    const total = ((await this.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(dimension, groupId)) as { n: number }).n
    const rows = (await this.db
      .prepare(`SELECT r.*, c.pid, c.name AS company_name ${from} ORDER BY r.date DESC, r.id DESC LIMIT ? OFFSET ?`)
      .all(dimension, groupId, limit, offset)) as RecordRow[]
    return { rows, total }
  }

  /** how many records of each of these dimensions the members have */
  async recordCounts(groupId: number, dimensions: readonly string[]): Promise<Record<string, number>> {
    const rows = (await this.db
      .prepare(
        `SELECT r.dimension, COUNT(*) AS n FROM enterprise_group_members m JOIN records r ON r.company_id = m.company_id
        WHERE m.group_id = ? AND r.dimension IN (${dimensions.map(() => '?').join(',')}) GROUP BY r.dimension`,
      )
      .all(groupId, ...dimensions)) as Array<{ dimension: string; n: number }>
    const out: Record<string, number> = Object.fromEntries(dimensions.map((d) => [d, 0]))
    for (const r of rows) out[r.dimension] = r.n
    return out
  }
}
