/**
 * 案件监控: a user's monitored parties (by name), their push settings, and the new cases found for them (one per party
 * and case number). Another user's party or alert id reads as missing.
 */
import type { WatchAlert, WatchAlertList, WatchParty, WatchSetting } from '../../../contract/schemas/judicialData'
import { CASE_KINDS, type CaseKind, type WatchFrequency } from '../../../contract/domain/judicialData'
import { totalText } from '../search/hits'
import type { Sql } from './sql'
import type { SqlCaseRepo } from './judicial-cases'

export interface WatchSettingRow {
  user_id: string
  enabled: number
  kinds: string
  frequency: WatchFrequency
  daily_time: string
  last_push_at: number | null
  last_digest_date: string | null
}

export interface WatchSettingChange {
  enabled?: boolean
  kinds?: CaseKind[]
  frequency?: WatchFrequency
  dailyTime?: string
}

export interface PendingAlert {
  id: number
  partyName: string
  kind: CaseKind
  date: string
}

export interface JudicialWatchRepo {
  parties(userId: string): Promise<WatchParty[]>
  /** null when the user already monitors that name */
  addParty(userId: string, name: string, now: number): Promise<WatchParty | null>
  /** false when the party is not the user's */
  removeParty(userId: string, id: number): Promise<boolean>
  setting(userId: string): Promise<WatchSettingRow>
  saveSetting(userId: string, change: WatchSettingChange): Promise<WatchSettingRow>
  alerts(userId: string, partyId: number | undefined, pageNum: number, pageSize: number): Promise<WatchAlertList>
  /** marks one alert (or all when no id) read; null when the id is not the user's */
  markRead(userId: string, id: number | undefined, now: number): Promise<number | null>
  unread(userId: string): Promise<number>
  /**
   * Alerts for the court records just stored: each monitored party named in a record gets one alert per case number,
   * when the record's kind is one its owner watches. Returns the new alerts' ids.
   */
  alertsFor(recordIds: number[], now: number): Promise<number[]>
  /** users with alerts not pushed yet */
  usersWithPending(): Promise<string[]>
  pending(userId: string): Promise<PendingAlert[]>
  markPushed(userId: string, ids: number[], now: number): Promise<void>
  recordDigest(userId: string, date: string): Promise<void>
}

export const toSetting = (row: WatchSettingRow, wxRemaining: number): WatchSetting => ({
  enabled: row.enabled === 1,
  kinds: JSON.parse(row.kinds) as CaseKind[],
  frequency: row.frequency,
  dailyTime: row.daily_time,
  wxRemaining,
  lastPushAt: row.last_push_at,
})

const DEFAULT_SETTING = (userId: string): WatchSettingRow => ({
  user_id: userId,
  enabled: 1,
  kinds: JSON.stringify(CASE_KINDS),
  frequency: 'instant',
  daily_time: '09:00',
  last_push_at: null,
  last_digest_date: null,
})

export class SqlJudicialWatchRepo implements JudicialWatchRepo {
  constructor(
    private readonly db: Sql,
    private readonly cases: SqlCaseRepo,
  ) {}

  private async party(userId: string, id: number): Promise<WatchParty | null> {
    const row = (await this.db
      .prepare(
        `SELECT p.id, p.name, p.created_at AS "createdAt",
           (SELECT COUNT(*) FROM judicial_watch_alerts a WHERE a.party_id = p.id) AS cases,
           (SELECT COUNT(*) FROM judicial_watch_alerts a WHERE a.party_id = p.id AND a.read_at IS NULL) AS unread,
           COALESCE((SELECT MAX(date) FROM judicial_watch_alerts a WHERE a.party_id = p.id), '') AS latest
         FROM judicial_watch_parties p WHERE p.user_id = ? AND p.id = ?`,
      )
      .get(userId, id)) as WatchParty | undefined
    return row ?? null
  }

  async parties(userId: string): Promise<WatchParty[]> {
    const ids = (await this.db
      .prepare('SELECT id FROM judicial_watch_parties WHERE user_id = ? ORDER BY created_at DESC, id DESC')
      .all(userId)) as Array<{
      id: number
    }>
    return (await Promise.all(ids.map((r) => this.party(userId, r.id)))).filter((p): p is WatchParty => !!p)
  }

  async addParty(userId: string, name: string, now: number): Promise<WatchParty | null> {
    const r = await this.db
      .prepare('INSERT OR IGNORE INTO judicial_watch_parties (user_id, name, created_at) VALUES (?, ?, ?)')
      .run(userId, name, now)
    return r.changes ? await this.party(userId, Number(r.lastInsertRowid)) : null
  }

  async removeParty(userId: string, id: number): Promise<boolean> {
    return (await this.db.prepare('DELETE FROM judicial_watch_parties WHERE user_id = ? AND id = ?').run(userId, id)).changes > 0
  }

  async setting(userId: string): Promise<WatchSettingRow> {
    return (
      ((await this.db.prepare('SELECT * FROM judicial_watch_settings WHERE user_id = ?').get(userId)) as WatchSettingRow | undefined) ??
      DEFAULT_SETTING(userId)
    )
  }

  async saveSetting(userId: string, change: WatchSettingChange): Promise<WatchSettingRow> {
    const cur = await this.setting(userId)
    const next: WatchSettingRow = {
      ...cur,
      enabled: change.enabled === undefined ? cur.enabled : change.enabled ? 1 : 0,
      kinds: change.kinds ? JSON.stringify(CASE_KINDS.filter((k) => change.kinds!.includes(k))) : cur.kinds,
      frequency: change.frequency ?? cur.frequency,
      daily_time: change.dailyTime ?? cur.daily_time,
    }
    await this.db
      .prepare(
        `INSERT INTO judicial_watch_settings (user_id, enabled, kinds, frequency, daily_time, last_push_at, last_digest_date)
         VALUES (@user_id, @enabled, @kinds, @frequency, @daily_time, @last_push_at, @last_digest_date)
         ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, kinds = excluded.kinds, frequency = excluded.frequency,
           daily_time = excluded.daily_time`,
      )
      .run(next)
    return next
  }

  async unread(userId: string): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM judicial_watch_alerts WHERE user_id = ? AND read_at IS NULL').get(userId)) as {
        n: number
      }
    ).n
  }

  async alerts(userId: string, partyId: number | undefined, pageNum: number, pageSize: number): Promise<WatchAlertList> {
    const where = partyId ? 'a.user_id = ? AND a.party_id = ?' : 'a.user_id = ?'
    const args: unknown[] = partyId ? [userId, partyId] : [userId]
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM judicial_watch_alerts a WHERE ${where}`).get(...args)) as { n: number }
    ).n
    const rows = (await this.db
      .prepare(
        `SELECT a.id, a.party_id AS "partyId", p.name AS "partyName", a.read_at, a.created_at AS "createdAt", a.record_id
         FROM judicial_watch_alerts a JOIN judicial_watch_parties p ON p.id = a.party_id
         WHERE ${where} ORDER BY a.date DESC, a.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, pageSize, (pageNum - 1) * pageSize)) as Array<{
      id: number
      partyId: number
      partyName: string
      read_at: number | null
      createdAt: number
      record_id: number
    }>
    const cases = new Map((await this.cases.items(rows.map((r) => r.record_id))).map((c) => [c.id, c]))
    const list: WatchAlert[] = rows
      .filter((r) => cases.has(r.record_id))
      .map((r) => ({
        id: r.id,
        partyId: r.partyId,
        partyName: r.partyName,
        read: r.read_at !== null,
        createdAt: r.createdAt,
        case: cases.get(r.record_id)!,
      }))
    return { total, totalText: totalText(total), pageNum, pageSize, list, unread: await this.unread(userId) }
  }

  async markRead(userId: string, id: number | undefined, now: number): Promise<number | null> {
    if (id !== undefined) {
      const own = await this.db.prepare('SELECT 1 FROM judicial_watch_alerts WHERE user_id = ? AND id = ?').get(userId, id)
      if (!own) return null
      await this.db.prepare('UPDATE judicial_watch_alerts SET read_at = ? WHERE id = ? AND read_at IS NULL').run(now, id)
    } else await this.db.prepare('UPDATE judicial_watch_alerts SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(now, userId)
    return this.unread(userId)
  }

  async alertsFor(recordIds: number[], now: number): Promise<number[]> {
    if (!recordIds.length) return []
    const record = this.db.prepare(
      `SELECT e.record_id AS id, e.kind, e.date, e.case_key, r.parties FROM case_index e JOIN records r ON r.id = e.record_id
       WHERE e.record_id = ?`,
    )
    const watchers = this.db.prepare(
      `SELECT p.id, p.user_id, COALESCE(s.enabled, 1) AS enabled, COALESCE(s.kinds, ?) AS kinds
       FROM judicial_watch_parties p LEFT JOIN judicial_watch_settings s ON s.user_id = p.user_id WHERE p.name = ?`,
    )
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO judicial_watch_alerts (user_id, party_id, record_id, case_key, kind, date, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    const all = JSON.stringify(CASE_KINDS)
    const out: number[] = []
    for (const rid of recordIds) {
      const r = (await record.get(rid)) as { id: number; kind: CaseKind; date: string; case_key: string; parties: string } | undefined
      if (!r) continue
      let names: string[] = []
      try {
        names = [...new Set((JSON.parse(r.parties) as Array<{ name?: string }>).map((p) => String(p.name ?? '')).filter(Boolean))]
      } catch {
        names = []
      }
      for (const name of names) {
        for (const w of (await watchers.all(all, name)) as Array<{ id: number; user_id: string; kinds: string }>) {
          if (!(JSON.parse(w.kinds) as string[]).includes(r.kind)) continue
          const info = await insert.run(w.user_id, w.id, r.id, r.case_key, r.kind, r.date, now)
          if (info.changes) out.push(Number(info.lastInsertRowid))
        }
      }
    }
    return out
  }

  async usersWithPending(): Promise<string[]> {
    return (
      (await this.db.prepare('SELECT DISTINCT user_id FROM judicial_watch_alerts WHERE pushed_at IS NULL').all()) as Array<{
        user_id: string
      }>
    ).map((r) => r.user_id)
  }

  async pending(userId: string): Promise<PendingAlert[]> {
    return (await this.db
      .prepare(
        `SELECT a.id, p.name AS "partyName", a.kind, a.date FROM judicial_watch_alerts a JOIN judicial_watch_parties p ON p.id = a.party_id
         WHERE a.user_id = ? AND a.pushed_at IS NULL ORDER BY a.date DESC, a.id DESC`,
      )
      .all(userId)) as PendingAlert[]
  }

  async markPushed(userId: string, ids: number[], now: number): Promise<void> {
    if (!ids.length) return
    await this.db
      .prepare(`UPDATE judicial_watch_alerts SET pushed_at = ? WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
      .run(now, userId, ...ids)
    await this.db
      .prepare(
        `INSERT INTO judicial_watch_settings (user_id, last_push_at) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET last_push_at = excluded.last_push_at`,
      )
      .run(userId, now)
  }

  async recordDigest(userId: string, date: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO judicial_watch_settings (user_id, last_digest_date) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET last_digest_date = excluded.last_digest_date`,
      )
      .run(userId, date)
  }
}
