/** The user's monitor settings as the feed's detection reads them, and the clock rules of notifications. */
import type { Sql } from '../store/sql'
import type { MonitorSetting } from '../../../contract/schemas/monitor'
import { SqlMonitorRepo } from '../store/monitor'

/** Watched dimensions and levels of the user (the defaults until the user saves some). */
export async function effectiveSetting(db: Sql, userId: string): Promise<MonitorSetting> {
  return await new SqlMonitorRepo(db).setting(userId)
}

/** 'HH:mm' of the instant in China (UTC+8). */
export { chinaTime } from '../../../contract/domain/china-time'

/** Whether `hhmm` falls in the quiet window [start, end) — the window may cross midnight. */
export function inQuiet(hhmm: string, start: string, end: string): boolean {
  if (start === end) return false
  return start < end ? hhmm >= start && hhmm < end : hhmm >= start || hhmm < end
}
