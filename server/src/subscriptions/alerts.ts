/**
 * The change feed's new companies → 消息中心 messages of the saved searches they match (runs inside the feed's
 * transaction). A saved search's news is what 我的订阅 counts: its companies established after the day the user last
 * opened it. When a feed that registers companies raises that count above what was last told, the user gets one
 * message saying how many are new. The message's key holds the search, the last opening and the count, so applying
 * the same feed again tells nothing twice. The push dispatcher shows it on the user's open pages; its WeChat message is
 * the subscription push's, with its own template.
 */
import type { AppliedChange } from '../data/import'
import type { DB } from '../store/db'
import { SqliteSearchRepo } from '../store/search'
import type { SubscriptionRow } from '../store/subscriptions'
import { chinaDate } from '../store/trends'
import { searchNewCount } from './news'

/** the dimension and dynamic kind of saved-search messages, kept apart from the monitored dimensions */
export const SAVED_SEARCH_DIMENSION = 'savedSearch'

/** ids of the messages made for the saved searches the feed's new companies matched */
export function savedSearchAlerts(db: DB, applied: AppliedChange[], nowMs: number): number[] {
  if (!applied.some((a) => a.type === 'company' && a.created)) return []
  const search = new SqliteSearchRepo(db)
  const rows = db.prepare("SELECT * FROM user_subscriptions WHERE kind = 'search' AND enabled = 1 ORDER BY id").all() as Array<
    SubscriptionRow & { user_id: string }
  >
  const insertDynamic = db.prepare(
    `INSERT OR IGNORE INTO dynamics (dedupe_key, kind, target_id, target_name, dimension, level, title, content, explanation, date,
       source_kind, source_id, payload, created_at)
     VALUES (@key, 'search', @target, @name, @dimension, 'info', @title, @content, @explanation, @date, 'search', NULL, @payload, @at)`,
  )
  const insertMessage = db.prepare(
    `INSERT OR IGNORE INTO messages (user_id, dynamic_id, monitor_id, date, level, dimension, read_at, pushed, created_at)
     VALUES (?, ?, 0, ?, 'info', ?, NULL, 0, ?)`,
  )
  const told = db.prepare('UPDATE user_subscriptions SET last_message_count = ? WHERE id = ?')
  const date = chinaDate(nowMs)
  const ids: number[] = []
  for (const row of rows) {
    const count = searchNewCount(search, row)
    if (count <= row.last_message_count) continue
    const added = count - row.last_message_count
    const d = insertDynamic.run({
      key: `search:${row.id}:${row.seen_at}:${count}`,
      target: String(row.id),
      name: row.name,
      dimension: SAVED_SEARCH_DIMENSION,
      title: `订阅新增${added}家企业`,
      content: `「${row.name}」新增${added}家符合条件的企业，自上次查看以来共${count}家`,
      explanation: '新增企业按成立日期计：上次打开该订阅之后成立、且符合订阅条件的企业。打开订阅即可查看，查看后重新计数。',
      date,
      payload: JSON.stringify({ subscriptionId: row.id, count }),
      at: nowMs,
    })
    told.run(count, row.id)
    if (d.changes !== 1) continue
    const m = insertMessage.run(row.user_id, d.lastInsertRowid, date, SAVED_SEARCH_DIMENSION, nowMs)
    if (m.changes === 1) ids.push(Number(m.lastInsertRowid))
  }
  return ids
}
