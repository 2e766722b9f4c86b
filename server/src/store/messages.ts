/**
 * Dynamics and the per-user messages made of them: lists with filters, unread counts, read marks, the trend counts,
 * the push queue and the rows of the daily digest, on either database, through the Sql door.
 * Reads of one user's messages are scoped to that user.
 */
import type { DynamicDetail, DynamicLevel, MessageItem, UnreadCount } from '../../../contract/schemas/monitor'
import { toDynamic, type DynamicRow, type MessageFilter } from '../monitor/queries'
import { SqlRecordRepo, toItem } from './records'
import type { Sql, Statement } from './sql'

/** A dynamic to store: what happened to a target, under a key with which storing it again changes nothing. */
export interface NewDynamic {
  dedupeKey: string
  kind: string
  targetId: string
  targetName: string
  dimension: string
  level: DynamicLevel
  title: string
  content: string
  explanation: string
  date: string
  sourceKind: string
  sourceId: number | null
  payload: Record<string, unknown>
}

/** A user's message of a stored dynamic; `monitorId` 0 when no monitored target brought it. */
export interface NewMessage {
  userId: string
  dynamicId: number
  monitorId?: number
  date: string
  level: DynamicLevel
  dimension: string
  /** already delivered (the push dispatcher skips it) */
  pushed?: boolean
}

/** A message with the user it belongs to (the push queue and the digest work across users). */
export type UserMessage = MessageItem & { userId: string }

/** A dynamic the user may see, with the user's message of it (null: seen through a monitored target only). */
export type VisibleDynamic = DynamicRow & { messageId: number | null }

export interface SubscribeSend {
  userId: string
  templateId: string
  page: string
  data: Record<string, { value: string }>
  provider: string
  status: 'sent' | 'failed'
  error: string | null
}

export interface MessageRepo {
  list(userId: string, f: MessageFilter, pageNum: number, pageSize: number): Promise<{ total: number; list: MessageItem[] }>
  /** counts per level under the filter (its levels ignored) */
  levelCounts(userId: string, f: MessageFilter): Promise<Record<DynamicLevel, number>>
  unread(userId: string): Promise<UnreadCount>
  /** marks the user's message read: 'marked' now, 'already' read before, 'missing' when the user has no message of that id */
  markRead(userId: string, id: number, nowMs: number): Promise<'marked' | 'already' | 'missing'>
  /** marks every unread message of the user (of one group's targets) read; `upTo` is the newest message id of the user (or group) at that moment */
  markAllRead(userId: string, groupId: number | undefined, nowMs: number): Promise<{ marked: number; upTo: number }>
  /** message counts per date, level and dimension in [since, until] (of one group's targets) */
  trendCounts(
    userId: string,
    since: string,
    until: string,
    groupId?: number,
  ): Promise<Array<{ date: string; level: DynamicLevel; dimension: string; n: number }>>
  /** a dynamic of a target the user monitors or has a message of; undefined for any other */
  visibleDynamic(userId: string, id: number): Promise<VisibleDynamic | undefined>
  /** the record behind a record dynamic, as the dimension detail shows it */
  record(id: number): Promise<DynamicDetail['record']>

  /** stores the dynamic unless one of its key is stored: the stored one's id, and whether this call stored it */
  addDynamic(d: NewDynamic, nowMs: number): Promise<{ id: number; created: boolean }>
  /** gives the user a message of the dynamic, once per user and dynamic: its id, or null when the user has it already */
  addMessage(m: NewMessage, nowMs: number): Promise<number | null>
  /** keeps what a mini-program subscribe message carried, sent or refused, for the user's data export and support */
  recordSubscribeSend(s: SubscribeSend, nowMs: number): Promise<void>

  /** ids of messages not pushed yet, oldest first, marked pushed as they are taken */
  takePending(limit: number): Promise<number[]>
  byIds(ids: number[]): Promise<UserMessage[]>
  /** the user's messages made after `sinceMs`, most important first */
  digestRows(userId: string, sinceMs: number): Promise<Array<{ level: DynamicLevel; targetName: string; title: string }>>
  /** stores the day's digest once; false when that day's digest exists */
  saveDigest(userId: string, date: string, total: number, content: string, nowMs: number): Promise<boolean>
}

const D_COLS =
  'd.id, d.kind, d.target_id, d.target_name, d.dimension, d.level, d.title, d.content, d.explanation, d.date, d.source_kind, d.source_id, d.payload, d.created_at'
const M_COLS = 'm.id AS m_id, m.user_id AS m_user, m.read_at AS m_read, m.created_at AS m_created'

type MsgRow = DynamicRow & { m_id: number; m_user: string; m_read: number | null; m_created: number }

function toMessage(r: MsgRow): MessageItem {
  return { id: r.m_id, dynamicId: r.id, read: r.m_read !== null, createdAt: r.m_created, dynamic: toDynamic(r) }
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

const GROUP_TARGETS = 'monitor_id IN (SELECT id FROM monitors WHERE user_id = ? AND group_id = ?)'

export class SqlMessageRepo implements MessageRepo {
  private readonly records: SqlRecordRepo
  // prepared once: the change feed stores many dynamics and messages in one transaction
  private insertDynamic?: Statement
  private dynamicByKey?: Statement
  private insertMessage?: Statement

  constructor(private readonly db: Sql) {
    this.records = new SqlRecordRepo(db)
  }

  async list(userId: string, f: MessageFilter, pageNum: number, pageSize: number): Promise<{ total: number; list: MessageItem[] }> {
    const w = where(userId, f)
    const total = (
      (await this.db
        .prepare(`SELECT COUNT(*) AS n FROM messages m JOIN dynamics d ON d.id = m.dynamic_id WHERE ${w.sql}`)
        .get(...w.args)) as {
        n: number
      }
    ).n
    const rows = (await this.db
      .prepare(
        `SELECT ${M_COLS}, ${D_COLS} FROM messages m JOIN dynamics d ON d.id = m.dynamic_id
      WHERE ${w.sql} ORDER BY m.date DESC, m.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...w.args, pageSize, (pageNum - 1) * pageSize)) as MsgRow[]
    return { total, list: rows.map(toMessage) }
  }

  async levelCounts(userId: string, f: MessageFilter): Promise<Record<DynamicLevel, number>> {
    const w = where(userId, { ...f, levels: undefined })
    const out: Record<DynamicLevel, number> = { high: 0, warn: 0, info: 0 }
    const rows = (await this.db
      .prepare(`SELECT m.level, COUNT(*) AS n FROM messages m JOIN dynamics d ON d.id = m.dynamic_id WHERE ${w.sql} GROUP BY m.level`)
      .all(...w.args)) as Array<{ level: DynamicLevel; n: number }>
    for (const r of rows) out[r.level] = r.n
    return out
  }

  async unread(userId: string): Promise<UnreadCount> {
    const rows = (await this.db
      .prepare('SELECT level, COUNT(*) AS n FROM messages WHERE user_id = ? AND read_at IS NULL GROUP BY level')
      .all(userId)) as Array<{ level: DynamicLevel; n: number }>
    const byLevel: Record<DynamicLevel, number> = { high: 0, warn: 0, info: 0 }
    for (const r of rows) byLevel[r.level] = r.n
    return { count: byLevel.high + byLevel.warn + byLevel.info, byLevel }
  }

  async markRead(userId: string, id: number, nowMs: number): Promise<'marked' | 'already' | 'missing'> {
    if (
      (await this.db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL').run(nowMs, id, userId))
        .changes
    )
      return 'marked'
    return (await this.db.prepare('SELECT 1 FROM messages WHERE id = ? AND user_id = ?').get(id, userId)) ? 'already' : 'missing'
  }

  async markAllRead(userId: string, groupId: number | undefined, nowMs: number): Promise<{ marked: number; upTo: number }> {
    const group = groupId === undefined ? '' : ` AND ${GROUP_TARGETS}`
    const args = groupId === undefined ? [] : [userId, groupId]
    return this.db.atomically(async () => {
      const { upTo } = (await this.db
        .prepare(`SELECT COALESCE(MAX(id), 0) AS upTo FROM messages WHERE user_id = ?${group}`)
        .get(userId, ...args)) as { upTo: number }
      const marked = (
        await this.db
          .prepare(`UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND id <= ?${group}`)
          .run(nowMs, userId, upTo, ...args)
      ).changes
      return { marked, upTo }
    })
  }

  async trendCounts(
    userId: string,
    since: string,
    until: string,
    groupId?: number,
  ): Promise<Array<{ date: string; level: DynamicLevel; dimension: string; n: number }>> {
    const group = groupId === undefined ? '' : ` AND ${GROUP_TARGETS}`
    return (await this.db
      .prepare(
        `SELECT date, level, dimension, COUNT(*) AS n FROM messages WHERE user_id = ? AND date >= ? AND date <= ? AND dimension != 'order'${group}
         GROUP BY date, level, dimension`,
      )
      .all(userId, since, until, ...(groupId === undefined ? [] : [userId, groupId]))) as Array<{
      date: string
      level: DynamicLevel
      dimension: string
      n: number
    }>
  }

  async visibleDynamic(userId: string, id: number): Promise<VisibleDynamic | undefined> {
    const row = (await this.db
      .prepare(
        `SELECT ${D_COLS}, (SELECT m.id FROM messages m WHERE m.user_id = ? AND m.dynamic_id = d.id) AS message_id
      FROM dynamics d WHERE d.id = ?`,
      )
      .get(userId, id)) as (DynamicRow & { message_id: number | null }) | undefined
    if (!row) return undefined
    const { message_id: messageId, ...dynamic } = row
    if (
      messageId === null &&
      !(await this.db
        .prepare('SELECT 1 FROM monitors WHERE user_id = ? AND kind = ? AND target_id = ?')
        .get(userId, row.kind, row.target_id))
    )
      return undefined
    return { ...dynamic, messageId }
  }

  async record(id: number): Promise<DynamicDetail['record']> {
    const row = await this.records.row(id)
    return row ? toItem(row) : null
  }

  async addDynamic(d: NewDynamic, nowMs: number): Promise<{ id: number; created: boolean }> {
    this.insertDynamic ??= this.db.prepare(
      `INSERT OR IGNORE INTO dynamics (dedupe_key, kind, target_id, target_name, dimension, level, title, content, explanation, date,
         source_kind, source_id, payload, created_at)
       VALUES (@dedupeKey, @kind, @targetId, @targetName, @dimension, @level, @title, @content, @explanation, @date,
         @sourceKind, @sourceId, @payload, @createdAt)`,
    )
    const info = await this.insertDynamic.run({ ...d, payload: JSON.stringify(d.payload), createdAt: nowMs })
    if (info.changes === 1) return { id: Number(info.lastInsertRowid), created: true }
    this.dynamicByKey ??= this.db.prepare('SELECT id FROM dynamics WHERE dedupe_key = ?')
    return { id: ((await this.dynamicByKey.get(d.dedupeKey)) as { id: number }).id, created: false }
  }

  async addMessage(m: NewMessage, nowMs: number): Promise<number | null> {
    this.insertMessage ??= this.db.prepare(
      `INSERT OR IGNORE INTO messages (user_id, dynamic_id, monitor_id, date, level, dimension, read_at, pushed, created_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
    )
    const info = await this.insertMessage.run(
      m.userId,
      m.dynamicId,
      m.monitorId ?? 0,
      m.date,
      m.level,
      m.dimension,
      m.pushed ? 1 : 0,
      nowMs,
    )
    return info.changes === 1 ? Number(info.lastInsertRowid) : null
  }

  async recordSubscribeSend(s: SubscribeSend, nowMs: number): Promise<void> {
    await this.db
      .prepare(
        'INSERT INTO subscribe_sends (user_id, template_id, page, data, provider, status, error, created_at) VALUES (?,?,?,?,?,?,?,?)',
      )
      .run(s.userId, s.templateId, s.page, JSON.stringify(s.data), s.provider, s.status, s.error, nowMs)
  }

  async takePending(limit: number): Promise<number[]> {
    const ids = (
      (await this.db.prepare('SELECT id FROM messages WHERE pushed = 0 ORDER BY id LIMIT ?').all(limit)) as Array<{ id: number }>
    ).map((r) => r.id)
    const mark = this.db.prepare('UPDATE messages SET pushed = 1 WHERE id = ?')
    await this.db.atomically(async () => {
      for (const id of ids) await mark.run(id)
    })
    return ids
  }

  async byIds(ids: number[]): Promise<UserMessage[]> {
    if (!ids.length) return []
    const rows = (await this.db
      .prepare(
        `SELECT ${M_COLS}, ${D_COLS} FROM messages m JOIN dynamics d ON d.id = m.dynamic_id
      WHERE m.id IN (${ids.map(() => '?').join(',')}) ORDER BY m.id`,
      )
      .all(...ids)) as MsgRow[]
    return rows.map((r) => ({ ...toMessage(r), userId: r.m_user }))
  }

  async digestRows(userId: string, sinceMs: number): Promise<Array<{ level: DynamicLevel; targetName: string; title: string }>> {
    return (
      (await this.db
        .prepare(
          `SELECT m.level, d.target_name, d.title FROM messages m JOIN dynamics d ON d.id = m.dynamic_id
      WHERE m.user_id = ? AND m.created_at > ? AND d.kind != 'order' ORDER BY CASE m.level WHEN 'high' THEN 0 WHEN 'warn' THEN 1 ELSE 2 END, m.id DESC`,
        )
        .all(userId, sinceMs)) as Array<{ level: DynamicLevel; target_name: string; title: string }>
    ).map((r) => ({ level: r.level, targetName: r.target_name, title: r.title }))
  }

  async saveDigest(userId: string, date: string, total: number, content: string, nowMs: number): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('INSERT OR IGNORE INTO digests (user_id, date, total, content, created_at) VALUES (?,?,?,?,?)')
          .run(userId, date, total, content, nowMs)
      ).changes > 0
    )
  }
}
