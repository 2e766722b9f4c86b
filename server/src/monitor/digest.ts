/**
 * The daily digest: once a day, at the user's digest time (China time), the messages of the last day
 * summed up per level with the most important titles; stored in `digests` and sent as a subscribe
 * message when the user has sends left. Call runDigest with any clock (tests inject one); main.ts runs it every minute.
 */
import type { DB } from '../store/db'
import type { SubscribeProvider } from '../providers/subscribe'
import { DEFAULT_TEMPLATE_ID } from '../providers/subscribe'
import { chinaDate } from '../store/trends'
import { chinaTime, notifyRow } from './settings'

export interface DigestSummary {
  userId: string
  date: string
  total: number
  high: number
  warn: number
  info: number
  top: string[]
}

export async function runDigest(db: DB, nowMs: number, subscribe: SubscribeProvider): Promise<DigestSummary[]> {
  const today = chinaDate(nowMs)
  const time = chinaTime(nowMs)
  const out: DigestSummary[] = []
  const users = (db.prepare('SELECT DISTINCT user_id FROM monitors').all() as Array<{ user_id: string }>).map((r) => r.user_id)
  for (const userId of users) {
    const s = notifyRow(db, userId)
    if (!s.digest_enabled || time < s.digest_time || s.last_digest_date === today) continue
    db.prepare('UPDATE notify_settings SET last_digest_date = ? WHERE user_id = ?').run(today, userId)
    const since = nowMs - 24 * 3600 * 1000
    const rows = db.prepare(`SELECT m.level, d.target_name, d.title FROM messages m JOIN dynamics d ON d.id = m.dynamic_id
      WHERE m.user_id = ? AND m.created_at > ? ORDER BY CASE m.level WHEN 'high' THEN 0 WHEN 'warn' THEN 1 ELSE 2 END, m.id DESC`).all(userId, since) as Array<{ level: string; target_name: string; title: string }>
    if (!rows.length) continue
    const sum: DigestSummary = {
      userId, date: today, total: rows.length,
      high: rows.filter((r) => r.level === 'high').length, warn: rows.filter((r) => r.level === 'warn').length, info: rows.filter((r) => r.level === 'info').length,
      top: rows.slice(0, 5).map((r) => `${r.target_name}：${r.title}`),
    }
    const info = db.prepare('INSERT OR IGNORE INTO digests (user_id, date, total, content, created_at) VALUES (?,?,?,?,?)').run(userId, today, sum.total, JSON.stringify(sum), nowMs)
    if (!info.changes) continue
    out.push(sum)
    if (s.push_enabled && s.subscribe_remaining > 0) {
      db.prepare('UPDATE notify_settings SET subscribe_remaining = subscribe_remaining - 1 WHERE user_id = ?').run(userId)
      const openId = (db.prepare('SELECT wx_open_id FROM users WHERE user_id = ?').get(userId) as { wx_open_id: string | null } | undefined)?.wx_open_id ?? null
      await subscribe.send({
        userId, openId, templateId: DEFAULT_TEMPLATE_ID, page: 'pagesMonitore/message/message',
        data: { thing1: { value: '监控日报' }, thing2: { value: `昨日新增${sum.total}条动态，高风险${sum.high}条`.slice(0, 20) }, time3: { value: today }, thing4: { value: sum.high ? '高风险' : '提示' } },
      })
    }
  }
  return out
}
