/**
 * Monitored targets, their groups, the user's monitor settings and notification settings, on either database, through
 * the Sql door. Every read and write is scoped to one user: another user's ids match nothing.
 */
import type {
  DynamicLevel,
  MonitorGroup,
  MonitorItem,
  MonitorKind,
  MonitorQuota,
  MonitorSetting,
  NotifySetting,
} from '../../../contract/schemas/monitor'
import { ALL_LEVELS, DEFAULT_DIMENSIONS } from '../monitor/catalog'
import { rangeStart } from '../monitor/queries'
import type { Sql, Statement } from './sql'

/** Which of a user's targets: all filters optional and combined. */
export interface TargetFilter {
  id?: number
  kind?: MonitorKind
  targetId?: string
  groupId?: number
  /** part of the company's or person's name */
  keyword?: string
}

/** A target to add; groupId null: the default group; dimensions null: follow the user's defaults. */
export interface TargetDraft {
  kind: MonitorKind
  targetId: string
  groupId: number | null
  dimensions: string[] | null
}

/** What became of one draft: added, already monitored, or refused at the limit. */
export type AddOutcome = { id: number } | { exists: true } | { full: MonitorQuota }

export interface GroupRef {
  id: number
  name: string
  isDefault: boolean
}

/** The stored notification row: the settings plus the subscribe sends left and the last digest day. */
export interface NotifyState extends Omit<NotifySetting, 'subscribed'> {
  subscribeRemaining: number
  lastDigestDate: string | null
}

export interface MonitorRepo {
  /** who monitors the target: each monitor's id, user and own dimensions (null: the user's settings decide) */
  monitorsOfTarget(kind: MonitorKind, targetId: string): Promise<Array<{ id: number; userId: string; dimensions: string[] | null }>>
  targets(userId: string, filter: TargetFilter, today: string, page?: { limit: number; offset: number }): Promise<MonitorItem[]>
  countTargets(userId: string, filter: TargetFilter): Promise<number>
  hasTargets(userId: string): Promise<boolean>
  /** users with at least one target */
  usersWithTargets(): Promise<string[]>
  /** the company's or person's name; undefined when there is no such target */
  targetName(kind: MonitorKind, targetId: string): Promise<string | undefined>
  /** The membership level and the targets used; the limit is the caller's rule. */
  usage(userId: string): Promise<{ memberLevel: number; used: number }>
  /**
   * Adds the drafts in one transaction, each within the limit `limitOf(memberLevel)`. Dynamics of the last half year
   * of an added target come in as read messages, filtered by the user's settings.
   */
  add(userId: string, drafts: TargetDraft[], limitOf: (memberLevel: number) => number, nowMs: number, today: string): Promise<AddOutcome[]>
  /** removes the user's targets of those ids with their messages; how many went */
  remove(userId: string, ids: number[]): Promise<number>
  setTargetDimensions(userId: string, id: number, dimensions: string[] | null): Promise<void>

  /** the user's groups, default first (the default group is made when missing) */
  groups(userId: string, nowMs: number): Promise<MonitorGroup[]>
  group(userId: string, id: number): Promise<GroupRef | undefined>
  groupNameTaken(userId: string, name: string, exceptId?: number): Promise<boolean>
  createGroup(userId: string, name: string, nowMs: number): Promise<number>
  renameGroup(userId: string, id: number, name: string): Promise<void>
  /** deletes the group; its targets move to the default group; how many moved */
  deleteGroup(userId: string, id: number, nowMs: number): Promise<number>
  /** moves the user's targets of those ids into the group; how many moved */
  moveTargets(userId: string, ids: number[], groupId: number): Promise<number>

  /** watched dimensions and levels (the defaults until the user saves some) */
  setting(userId: string): Promise<MonitorSetting>
  saveSetting(userId: string, s: MonitorSetting): Promise<void>
  notify(userId: string): Promise<NotifyState>
  saveNotify(userId: string, s: Omit<NotifySetting, 'subscribed'>): Promise<void>
  /** adds subscribe sends (at most `max` kept); the sends left */
  addSubscribeSends(userId: string, n: number, max: number): Promise<number>
  /** takes one subscribe send; false when none is left */
  useSubscribeSend(userId: string): Promise<boolean>
  setLastDigestDate(userId: string, date: string): Promise<void>
  /** the user's mini-program openId, if any */
  openId(userId: string): Promise<string | null>
}

interface TargetRow {
  id: number
  kind: MonitorKind
  target_id: string
  group_id: number
  group_name: string
  dimensions: string | null
  created_at: number
}

interface NotifyRow {
  push_enabled: number
  levels: string
  dimensions: string | null
  quiet_enabled: number
  quiet_start: string
  quiet_end: string
  digest_enabled: number
  digest_time: string
  subscribe_remaining: number
  last_digest_date: string | null
}

const TARGET_SELECT = `SELECT m.id, m.kind, m.target_id, m.group_id, g.name AS group_name, m.dimensions, m.created_at
  FROM monitors m JOIN monitor_groups g ON g.id = m.group_id`

function where(userId: string, f: TargetFilter): { sql: string; args: unknown[] } {
  const parts = ['m.user_id = ?']
  const args: unknown[] = [userId]
  if (f.id !== undefined) {
    parts.push('m.id = ?')
    args.push(f.id)
  }
  if (f.kind !== undefined) {
    parts.push('m.kind = ?')
    args.push(f.kind)
  }
  if (f.targetId !== undefined) {
    parts.push('m.target_id = ?')
    args.push(f.targetId)
  }
  if (f.groupId !== undefined) {
    parts.push('m.group_id = ?')
    args.push(f.groupId)
  }
  if (f.keyword) {
    parts.push(`((m.kind = 'company' AND m.target_id IN (SELECT pid FROM companies WHERE name LIKE ?))
      OR (m.kind = 'person' AND m.target_id IN (SELECT person_id FROM persons WHERE name LIKE ?)))`)
    args.push(`%${f.keyword}%`, `%${f.keyword}%`)
  }
  return { sql: parts.join(' AND '), args }
}

export class SqlMonitorRepo implements MonitorRepo {
  private monitorsOf?: Statement

  constructor(private readonly db: Sql) {}

  async monitorsOfTarget(kind: MonitorKind, targetId: string): Promise<Array<{ id: number; userId: string; dimensions: string[] | null }>> {
    this.monitorsOf ??= this.db.prepare('SELECT id, user_id, dimensions FROM monitors WHERE kind = ? AND target_id = ?')
    return ((await this.monitorsOf.all(kind, targetId)) as Array<{ id: number; user_id: string; dimensions: string | null }>).map((m) => ({
      id: m.id,
      userId: m.user_id,
      dimensions: m.dimensions ? (JSON.parse(m.dimensions) as string[]) : null,
    }))
  }

  async targets(userId: string, filter: TargetFilter, today: string, page?: { limit: number; offset: number }): Promise<MonitorItem[]> {
    const w = where(userId, filter)
    const tail = page ? ' ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?' : ' ORDER BY m.created_at DESC, m.id DESC'
    const rows = (await this.db
      .prepare(`${TARGET_SELECT} WHERE ${w.sql}${tail}`)
      .all(...w.args, ...(page ? [page.limit, page.offset] : []))) as TargetRow[]
    return this.toItems(userId, rows, today)
  }

  async countTargets(userId: string, filter: TargetFilter): Promise<number> {
    const w = where(userId, filter)
    return ((await this.db.prepare(`SELECT COUNT(*) AS n FROM monitors m WHERE ${w.sql}`).get(...w.args)) as { n: number }).n
  }

  async hasTargets(userId: string): Promise<boolean> {
    return !!(await this.db.prepare('SELECT 1 FROM monitors WHERE user_id = ? LIMIT 1').get(userId))
  }

  async usersWithTargets(): Promise<string[]> {
    return ((await this.db.prepare('SELECT DISTINCT user_id FROM monitors').all()) as Array<{ user_id: string }>).map((r) => r.user_id)
  }

  async targetName(kind: MonitorKind, targetId: string): Promise<string | undefined> {
    const row =
      kind === 'company'
        ? await this.db.prepare('SELECT name FROM companies WHERE pid = ?').get(targetId)
        : await this.db.prepare('SELECT name FROM persons WHERE person_id = ?').get(targetId)
    return (row as { name: string } | undefined)?.name
  }

  async usage(userId: string): Promise<{ memberLevel: number; used: number }> {
    const level =
      ((await this.db.prepare('SELECT member_level FROM users WHERE user_id = ?').get(userId)) as { member_level: number } | undefined)
        ?.member_level ?? 0
    const used = ((await this.db.prepare('SELECT COUNT(*) AS n FROM monitors WHERE user_id = ?').get(userId)) as { n: number }).n
    return { memberLevel: level, used }
  }

  async add(
    userId: string,
    drafts: TargetDraft[],
    limitOf: (memberLevel: number) => number,
    nowMs: number,
    today: string,
  ): Promise<AddOutcome[]> {
    const exists = this.db.prepare('SELECT 1 FROM monitors WHERE user_id = ? AND kind = ? AND target_id = ?')
    const insert = this.db.prepare('INSERT INTO monitors (user_id, kind, target_id, group_id, dimensions, created_at) VALUES (?,?,?,?,?,?)')
    const past = this.db.prepare('SELECT id, date, level, dimension FROM dynamics WHERE kind = ? AND target_id = ? AND date >= ?')
    const message = this.db
      .prepare(`INSERT OR IGNORE INTO messages (user_id, dynamic_id, monitor_id, date, level, dimension, read_at, pushed, created_at)
      VALUES (?,?,?,?,?,?,?,1,?)`)
    return this.db.atomically(async () => {
      const s = await this.setting(userId)
      // one after another: each added target counts against the limit of the next
      const outcomes: AddOutcome[] = []
      for (const d of drafts) {
        if (await exists.get(userId, d.kind, d.targetId)) {
          outcomes.push({ exists: true })
          continue
        }
        const u = await this.usage(userId)
        const limit = limitOf(u.memberLevel)
        if (u.used >= limit) {
          outcomes.push({ full: { ...u, limit } })
          continue
        }
        const groupId = d.groupId ?? (await this.defaultGroup(userId, nowMs))
        const id = Number(
          (await insert.run(userId, d.kind, d.targetId, groupId, d.dimensions ? JSON.stringify(d.dimensions) : null, nowMs))
            .lastInsertRowid,
        )
        const watched = new Set(d.dimensions ?? s.dimensions)
        for (const p of (await past.all(d.kind, d.targetId, rangeStart('6m', today))) as Array<{
          id: number
          date: string
          level: DynamicLevel
          dimension: string
        }>) {
          if (watched.has(p.dimension) && s.levels.includes(p.level))
            await message.run(userId, p.id, id, p.date, p.level, p.dimension, nowMs, nowMs)
        }
        outcomes.push({ id })
      }
      return outcomes
    })
  }

  async remove(userId: string, ids: number[]): Promise<number> {
    const marks = ids.map(() => '?').join(',')
    return this.db.atomically(async () => {
      await this.db.prepare(`DELETE FROM messages WHERE user_id = ? AND monitor_id IN (${marks})`).run(userId, ...ids)
      return (await this.db.prepare(`DELETE FROM monitors WHERE user_id = ? AND id IN (${marks})`).run(userId, ...ids)).changes
    })
  }

  async setTargetDimensions(userId: string, id: number, dimensions: string[] | null): Promise<void> {
    await this.db
      .prepare('UPDATE monitors SET dimensions = ? WHERE id = ? AND user_id = ?')
      .run(dimensions ? JSON.stringify(dimensions) : null, id, userId)
  }

  // ---------- groups ----------

  private async defaultGroup(userId: string, nowMs: number): Promise<number> {
    const row = (await this.db.prepare('SELECT id FROM monitor_groups WHERE user_id = ? AND is_default = 1').get(userId)) as
      { id: number } | undefined
    if (row) return row.id
    return Number(
      (
        await this.db
          .prepare('INSERT INTO monitor_groups (user_id, name, is_default, created_at) VALUES (?,?,1,?)')
          .run(userId, '默认分组', nowMs)
      ).lastInsertRowid,
    )
  }

  async groups(userId: string, nowMs: number): Promise<MonitorGroup[]> {
    await this.defaultGroup(userId, nowMs)
    const rows = (await this.db
      .prepare(
        `SELECT g.id, g.name, g.is_default, g.created_at, (SELECT COUNT(*) FROM monitors m WHERE m.group_id = g.id) AS count
      FROM monitor_groups g WHERE g.user_id = ? ORDER BY g.is_default DESC, g.id`,
      )
      .all(userId)) as Array<{ id: number; name: string; is_default: number; created_at: number; count: number }>
    return rows.map((g) => ({ id: g.id, name: g.name, isDefault: g.is_default === 1, count: g.count, createdAt: g.created_at }))
  }

  async group(userId: string, id: number): Promise<GroupRef | undefined> {
    const g = (await this.db.prepare('SELECT id, name, is_default FROM monitor_groups WHERE id = ? AND user_id = ?').get(id, userId)) as
      { id: number; name: string; is_default: number } | undefined
    return g && { id: g.id, name: g.name, isDefault: g.is_default === 1 }
  }

  async groupNameTaken(userId: string, name: string, exceptId = 0): Promise<boolean> {
    return !!(await this.db.prepare('SELECT 1 FROM monitor_groups WHERE user_id = ? AND name = ? AND id <> ?').get(userId, name, exceptId))
  }

  async createGroup(userId: string, name: string, nowMs: number): Promise<number> {
    return Number(
      (
        await this.db
          .prepare('INSERT INTO monitor_groups (user_id, name, is_default, created_at) VALUES (?,?,0,?)')
          .run(userId, name, nowMs)
      ).lastInsertRowid,
    )
  }

  async renameGroup(userId: string, id: number, name: string): Promise<void> {
    await this.db.prepare('UPDATE monitor_groups SET name = ? WHERE id = ? AND user_id = ?').run(name, id, userId)
  }

  async deleteGroup(userId: string, id: number, nowMs: number): Promise<number> {
    return this.db.atomically(async () => {
      const n = (
        await this.db
          .prepare('UPDATE monitors SET group_id = ? WHERE group_id = ? AND user_id = ?')
          .run(await this.defaultGroup(userId, nowMs), id, userId)
      ).changes
      await this.db.prepare('DELETE FROM monitor_groups WHERE id = ? AND user_id = ? AND is_default = 0').run(id, userId)
      return n
    })
  }

  async moveTargets(userId: string, ids: number[], groupId: number): Promise<number> {
    return (
      await this.db
        .prepare(`UPDATE monitors SET group_id = ? WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
        .run(groupId, userId, ...ids)
    ).changes
  }

  // ---------- settings ----------

  async setting(userId: string): Promise<MonitorSetting> {
    const row = (await this.db.prepare('SELECT dimensions, levels FROM monitor_settings WHERE user_id = ?').get(userId)) as
      { dimensions: string; levels: string } | undefined
    if (!row) return { dimensions: [...DEFAULT_DIMENSIONS], levels: [...ALL_LEVELS] }
    return { dimensions: JSON.parse(row.dimensions), levels: JSON.parse(row.levels) }
  }

  async saveSetting(userId: string, s: MonitorSetting): Promise<void> {
    await this.db
      .prepare(
        'INSERT INTO monitor_settings (user_id, dimensions, levels) VALUES (?,?,?) ON CONFLICT(user_id) DO UPDATE SET dimensions = excluded.dimensions, levels = excluded.levels',
      )
      .run(userId, JSON.stringify(s.dimensions), JSON.stringify(s.levels))
  }

  private async notifyRow(userId: string): Promise<NotifyRow> {
    await this.db.prepare('INSERT OR IGNORE INTO notify_settings (user_id) VALUES (?)').run(userId)
    return (await this.db.prepare('SELECT * FROM notify_settings WHERE user_id = ?').get(userId)) as NotifyRow
  }

  async notify(userId: string): Promise<NotifyState> {
    const r = await this.notifyRow(userId)
    return {
      pushEnabled: r.push_enabled === 1,
      levels: JSON.parse(r.levels) as DynamicLevel[],
      dimensions: r.dimensions ? (JSON.parse(r.dimensions) as string[]) : null,
      quietEnabled: r.quiet_enabled === 1,
      quietStart: r.quiet_start,
      quietEnd: r.quiet_end,
      digestEnabled: r.digest_enabled === 1,
      digestTime: r.digest_time,
      subscribeRemaining: r.subscribe_remaining,
      lastDigestDate: r.last_digest_date,
    }
  }

  async saveNotify(userId: string, s: Omit<NotifySetting, 'subscribed'>): Promise<void> {
    await this.notifyRow(userId)
    await this.db
      .prepare(
        `UPDATE notify_settings SET push_enabled = ?, levels = ?, dimensions = ?, quiet_enabled = ?, quiet_start = ?, quiet_end = ?,
      digest_enabled = ?, digest_time = ? WHERE user_id = ?`,
      )
      .run(
        s.pushEnabled ? 1 : 0,
        JSON.stringify(s.levels),
        s.dimensions ? JSON.stringify(s.dimensions) : null,
        s.quietEnabled ? 1 : 0,
        s.quietStart,
        s.quietEnd,
        s.digestEnabled ? 1 : 0,
        s.digestTime,
        userId,
      )
  }

  async addSubscribeSends(userId: string, n: number, max: number): Promise<number> {
    await this.notifyRow(userId)
    await this.db
      .prepare('UPDATE notify_settings SET subscribe_remaining = MIN(subscribe_remaining + ?, ?) WHERE user_id = ?')
      .run(n, max, userId)
    return (await this.notifyRow(userId)).subscribe_remaining
  }

  async useSubscribeSend(userId: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('UPDATE notify_settings SET subscribe_remaining = subscribe_remaining - 1 WHERE user_id = ? AND subscribe_remaining > 0')
          .run(userId)
      ).changes > 0
    )
  }

  async setLastDigestDate(userId: string, date: string): Promise<void> {
    await this.notifyRow(userId)
    await this.db.prepare('UPDATE notify_settings SET last_digest_date = ? WHERE user_id = ?').run(date, userId)
  }

  async openId(userId: string): Promise<string | null> {
    return (
      ((await this.db.prepare('SELECT wx_open_id FROM users WHERE user_id = ?').get(userId)) as { wx_open_id: string | null } | undefined)
        ?.wx_open_id ?? null
    )
  }

  // ---------- the API shape of a target ----------

  private async toItems(userId: string, rows: TargetRow[], today: string): Promise<MonitorItem[]> {
    if (!rows.length) return []
    const since = rangeStart('30d', today)
    const company = this.db.prepare('SELECT name, status, legal_person FROM companies WHERE pid = ?')
    const person = this.db
      .prepare(`SELECT p.name, (SELECT c.name FROM roles r JOIN companies c ON c.id = r.company_id WHERE r.person_id = p.person_id
      ORDER BY (r.role = 'legal') DESC, r.id LIMIT 1) AS main FROM persons p WHERE p.person_id = ?`)
    const recent = this.db.prepare('SELECT COUNT(*) AS n FROM dynamics WHERE kind = ? AND target_id = ? AND date >= ?')
    const latest = this.db.prepare(
      'SELECT title, date, level FROM dynamics WHERE kind = ? AND target_id = ? ORDER BY date DESC, id DESC LIMIT 1',
    )
    const unread = this.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND monitor_id = ? AND read_at IS NULL')
    return Promise.all(
      rows.map(async (r) => {
        let name = r.target_id
        let subtitle = ''
        let legalPerson = ''
        if (r.kind === 'company') {
          const c = (await company.get(r.target_id)) as { name: string; status: string; legal_person: string } | undefined
          if (c) [name, subtitle, legalPerson] = [c.name, c.status, c.legal_person]
        } else {
          const p = (await person.get(r.target_id)) as { name: string; main: string | null } | undefined
          if (p) [name, subtitle] = [p.name, p.main ?? '']
        }
        const l = (await latest.get(r.kind, r.target_id)) as { title: string; date: string; level: DynamicLevel } | undefined
        return {
          id: r.id,
          kind: r.kind,
          targetId: r.target_id,
          name,
          subtitle,
          legalPerson,
          groupId: r.group_id,
          groupName: r.group_name,
          dimensions: r.dimensions ? JSON.parse(r.dimensions) : null,
          recentCount: ((await recent.get(r.kind, r.target_id, since)) as { n: number }).n,
          latest: l ?? null,
          unread: ((await unread.get(userId, r.id)) as { n: number }).n,
          createdAt: r.created_at,
        }
      }),
    )
  }
}
