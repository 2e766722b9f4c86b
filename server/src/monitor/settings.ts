/** Per-user monitor settings (watched dimensions and levels) and notification settings, with defaults. */
import type { DB } from '../store/db'
import type { DynamicLevel, MonitorSetting, NotifySetting } from '../../../types/api-monitor'
import { ALL_LEVELS, DEFAULT_DIMENSIONS } from './catalog'

export function effectiveSetting(db: DB, userId: string): MonitorSetting {
  const row = db.prepare('SELECT dimensions, levels FROM monitor_settings WHERE user_id = ?').get(userId) as { dimensions: string; levels: string } | undefined
  if (!row) return { dimensions: [...DEFAULT_DIMENSIONS], levels: [...ALL_LEVELS] }
  return { dimensions: JSON.parse(row.dimensions), levels: JSON.parse(row.levels) }
}

export function saveSetting(db: DB, userId: string, s: MonitorSetting): void {
  db.prepare('INSERT INTO monitor_settings (user_id, dimensions, levels) VALUES (?,?,?) ON CONFLICT(user_id) DO UPDATE SET dimensions = excluded.dimensions, levels = excluded.levels')
    .run(userId, JSON.stringify(s.dimensions), JSON.stringify(s.levels))
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

export function notifyRow(db: DB, userId: string): NotifyRow {
  db.prepare('INSERT OR IGNORE INTO notify_settings (user_id) VALUES (?)').run(userId)
  return db.prepare('SELECT * FROM notify_settings WHERE user_id = ?').get(userId) as NotifyRow
}

export function notifySetting(db: DB, userId: string): NotifySetting {
  const r = notifyRow(db, userId)
  return {
    pushEnabled: r.push_enabled === 1,
    levels: JSON.parse(r.levels) as DynamicLevel[],
    dimensions: r.dimensions ? (JSON.parse(r.dimensions) as string[]) : null,
    quietEnabled: r.quiet_enabled === 1,
    quietStart: r.quiet_start,
    quietEnd: r.quiet_end,
    digestEnabled: r.digest_enabled === 1,
    digestTime: r.digest_time,
    subscribed: r.subscribe_remaining > 0,
  }
}

export function saveNotify(db: DB, userId: string, s: NotifySetting): void {
  notifyRow(db, userId)
  db.prepare(`UPDATE notify_settings SET push_enabled = ?, levels = ?, dimensions = ?, quiet_enabled = ?, quiet_start = ?, quiet_end = ?,
    digest_enabled = ?, digest_time = ? WHERE user_id = ?`).run(s.pushEnabled ? 1 : 0, JSON.stringify(s.levels), s.dimensions ? JSON.stringify(s.dimensions) : null,
    s.quietEnabled ? 1 : 0, s.quietStart, s.quietEnd, s.digestEnabled ? 1 : 0, s.digestTime, userId)
}

/** 'HH:mm' of the instant in China (UTC+8). */
export function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3600 * 1000).toISOString().slice(11, 16)
}

/** Whether `hhmm` falls in the quiet window [start, end) — the window may cross midnight. */
export function inQuiet(hhmm: string, start: string, end: string): boolean {
  if (start === end) return false
  return start < end ? hhmm >= start && hhmm < end : hhmm >= start || hhmm < end
}
