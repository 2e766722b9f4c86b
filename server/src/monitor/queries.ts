/** Reads of monitoring data shaped as the API contract (types/api-monitor.ts). */
import type { DB } from '../store/db'
import { DYNAMIC_LEVEL_LABELS, type DynamicItem, type DynamicLevel, type MessageItem, type MonitorItem, type RecentRange, type UnreadCount } from '../../../types/api-monitor'
import { MONITOR_DIMENSION_MAP } from './catalog'

export interface DynamicRow {
  id: number
  kind: 'company' | 'person'
  target_id: string
  target_name: string
  dimension: string
  level: DynamicLevel
  title: string
  content: string
  explanation: string
  date: string
  source_kind: string
  source_id: number | null
  payload: string
  created_at: number
}

export function toDynamic(r: DynamicRow): DynamicItem {
  return {
    id: r.id, kind: r.kind, targetId: r.target_id, targetName: r.target_name, dimension: r.dimension,
    dimensionLabel: MONITOR_DIMENSION_MAP.get(r.dimension)?.label ?? r.dimension, level: r.level, levelLabel: DYNAMIC_LEVEL_LABELS[r.level],
    title: r.title, content: r.content, date: r.date, createdAt: r.created_at,
  }
}

const D_COLS = 'd.id, d.kind, d.target_id, d.target_name, d.dimension, d.level, d.title, d.content, d.explanation, d.date, d.source_kind, d.source_id, d.payload, d.created_at'

type MsgRow = DynamicRow & { m_id: number; m_user: string; m_read: number | null; m_created: number }

function toMessage(r: MsgRow): MessageItem & { userId: string } {
  return { id: r.m_id, dynamicId: r.id, read: r.m_read !== null, createdAt: r.m_created, dynamic: toDynamic(r), userId: r.m_user }
}

export function messagesByIds(db: DB, ids: number[]): Array<MessageItem & { userId: string }> {
  if (!ids.length) return []
  const rows = db.prepare(`SELECT m.id AS m_id, m.user_id AS m_user, m.read_at AS m_read, m.created_at AS m_created, ${D_COLS}
    FROM messages m JOIN dynamics d ON d.id = m.dynamic_id WHERE m.id IN (${ids.map(() => '?').join(',')}) ORDER BY m.id`).all(...ids) as MsgRow[]
  return rows.map(toMessage)
}

export function unreadCount(db: DB, userId: string): UnreadCount {
  const rows = db.prepare('SELECT level, COUNT(*) AS n FROM messages WHERE user_id = ? AND read_at IS NULL GROUP BY level').all(userId) as Array<{ level: DynamicLevel; n: number }>
  const byLevel: Record<DynamicLevel, number> = { high: 0, warn: 0, info: 0 }
  for (const r of rows) byLevel[r.level] = r.n
  return { count: byLevel.high + byLevel.warn + byLevel.info, byLevel }
}

const RANGE_DAYS: Record<RecentRange, number> = { '3d': 3, '7d': 7, '30d': 30, '3m': 91, '6m': 182 }

/** First date (yyyy-mm-dd, inclusive) of a recent range ending today: 近3天 = today and the two days before. */
export function rangeStart(range: RecentRange, today: string): string {
  const t = Date.parse(`${today}T00:00:00Z`)
  return new Date(t - (RANGE_DAYS[range] - 1) * 86400000).toISOString().slice(0, 10)
}

export interface MessageFilter {
  groupId?: number
  levels?: string[]
  dimensions?: string[]
  since?: string
  kind?: string
  read?: boolean
  monitorId?: number
}

function where(userId: string, f: MessageFilter): { sql: string; args: unknown[] } {
  const parts = ['m.user_id = ?']
  const args: unknown[] = [userId]
  if (f.groupId !== undefined) {
    parts.push('m.monitor_id IN (SELECT id FROM monitors WHERE user_id = ? AND group_id = ?)')
    args.push(userId, f.groupId)
  }
  if (f.monitorId !== undefined) {
    parts.push('m.monitor_id = ?')
    args.push(f.monitorId)
  }
  if (f.levels?.length) {
    parts.push(`m.level IN (${f.levels.map(() => '?').join(',')})`)
    args.push(...f.levels)
  }
  if (f.dimensions?.length) {
    parts.push(`m.dimension IN (${f.dimensions.map(() => '?').join(',')})`)
    args.push(...f.dimensions)
  }
  if (f.since) {
    parts.push('m.date >= ?')
    args.push(f.since)
  }
  if (f.kind) {
    parts.push('d.kind = ?')
    args.push(f.kind)
  }
  if (f.read !== undefined) parts.push(f.read ? 'm.read_at IS NOT NULL' : 'm.read_at IS NULL')
  return { sql: parts.join(' AND '), args }
}

export function listMessages(db: DB, userId: string, f: MessageFilter, pageNum: number, pageSize: number): { total: number; list: Array<MessageItem & { userId: string }> } {
  const w = where(userId, f)
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM messages m JOIN dynamics d ON d.id = m.dynamic_id WHERE ${w.sql}`).get(...w.args) as { n: number }).n
  const rows = db.prepare(`SELECT m.id AS m_id, m.user_id AS m_user, m.read_at AS m_read, m.created_at AS m_created, ${D_COLS}
    FROM messages m JOIN dynamics d ON d.id = m.dynamic_id WHERE ${w.sql} ORDER BY m.date DESC, m.id DESC LIMIT ? OFFSET ?`).all(...w.args, pageSize, (pageNum - 1) * pageSize) as MsgRow[]
  return { total, list: rows.map(toMessage) }
}

export function levelCounts(db: DB, userId: string, f: MessageFilter): Record<DynamicLevel, number> {
  const w = where(userId, { ...f, levels: undefined })
  const out: Record<DynamicLevel, number> = { high: 0, warn: 0, info: 0 }
  for (const r of db.prepare(`SELECT m.level, COUNT(*) AS n FROM messages m JOIN dynamics d ON d.id = m.dynamic_id WHERE ${w.sql} GROUP BY m.level`).all(...w.args) as Array<{ level: DynamicLevel; n: number }>) out[r.level] = r.n
  return out
}

interface MonitorRow {
  id: number
  kind: 'company' | 'person'
  target_id: string
  group_id: number
  group_name: string
  dimensions: string | null
  created_at: number
}

export function toMonitorItems(db: DB, userId: string, rows: MonitorRow[], today: string): MonitorItem[] {
  const since = rangeStart('30d', today)
  const company = db.prepare('SELECT name, status, legal_person FROM companies WHERE pid = ?')
  const person = db.prepare(`SELECT p.name, (SELECT c.name FROM roles r JOIN companies c ON c.id = r.company_id WHERE r.person_id = p.person_id ORDER BY (r.role = 'legal') DESC, r.id LIMIT 1) AS main
    FROM persons p WHERE p.person_id = ?`)
  const recent = db.prepare('SELECT COUNT(*) AS n FROM dynamics WHERE kind = ? AND target_id = ? AND date >= ?')
  const latest = db.prepare('SELECT title, date, level FROM dynamics WHERE kind = ? AND target_id = ? ORDER BY date DESC, id DESC LIMIT 1')
  const unread = db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND monitor_id = ? AND read_at IS NULL')
  return rows.map((r) => {
    let name = r.target_id
    let subtitle = ''
    let legalPerson = ''
    if (r.kind === 'company') {
      const c = company.get(r.target_id) as { name: string; status: string; legal_person: string } | undefined
      if (c) [name, subtitle, legalPerson] = [c.name, c.status, c.legal_person]
    } else {
      const p = person.get(r.target_id) as { name: string; main: string | null } | undefined
      if (p) [name, subtitle] = [p.name, p.main ?? '']
    }
    const l = latest.get(r.kind, r.target_id) as { title: string; date: string; level: DynamicLevel } | undefined
    return {
      id: r.id, kind: r.kind, targetId: r.target_id, name, subtitle, legalPerson, groupId: r.group_id, groupName: r.group_name,
      dimensions: r.dimensions ? JSON.parse(r.dimensions) : null,
      recentCount: (recent.get(r.kind, r.target_id, since) as { n: number }).n,
      latest: l ?? null,
      unread: (unread.get(userId, r.id) as { n: number }).n,
      createdAt: r.created_at,
    }
  })
}

export const MONITOR_SELECT = `SELECT m.id, m.kind, m.target_id, m.group_id, g.name AS group_name, m.dimensions, m.created_at
  FROM monitors m JOIN monitor_groups g ON g.id = m.group_id`
