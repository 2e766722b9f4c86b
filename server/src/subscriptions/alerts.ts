/**
 * The change feed's new companies → 消息中心 messages of the saved searches they match (runs inside the feed's
 * transaction). A saved search's news is what 我的订阅 counts: its companies established after the day the user last
 * opened it. When a feed that registers companies raises that count above what was last told, the user gets one
 * message saying how many are new. The message's key holds the search, the last opening and the count, so applying
 * the same feed again tells nothing twice. The push dispatcher shows it on the user's open pages; its WeChat message is
 * the subscription push's, with its own template.
 */
import type { AppliedChange } from '../data/import'
import type { Sql } from '../store/sql'
import { SqlMessageRepo } from '../store/messages'
import { searchRepoFor } from '../store/search'
import { SqlSubscriptionRepo } from '../store/subscriptions'
import { chinaDate } from '../store/trends'
import { searchNewCount } from './news'

/** the dimension and dynamic kind of saved-search messages, kept apart from the monitored dimensions */
export const SAVED_SEARCH_DIMENSION = 'savedSearch'

/** ids of the messages made for the saved searches the feed's new companies matched */
export async function savedSearchAlerts(db: Sql, applied: AppliedChange[], nowMs: number): Promise<number[]> {
  if (!applied.some((a) => a.type === 'company' && a.created)) return []
  const search = searchRepoFor(db)
  const subscriptions = new SqlSubscriptionRepo(db)
  const messages = new SqlMessageRepo(db)
  const date = chinaDate(nowMs)
  const ids: number[] = []
  for (const row of await subscriptions.enabledSearches()) {
    const count = await searchNewCount(search, row)
    if (count <= row.last_message_count) continue
    const added = count - row.last_message_count
    const dynamic = await messages.addDynamic(
      {
        dedupeKey: `search:${row.id}:${row.seen_at}:${count}`,
        kind: 'search',
        targetId: String(row.id),
        targetName: row.name,
        dimension: SAVED_SEARCH_DIMENSION,
        level: 'info',
        title: `订阅新增${added}家企业`,
        content: `「${row.name}」新增${added}家符合条件的企业，自上次查看以来共${count}家`,
        explanation: '新增企业按成立日期计：上次打开该订阅之后成立、且符合订阅条件的企业。打开订阅即可查看，查看后重新计数。',
        date,
        sourceKind: 'search',
        sourceId: null,
        payload: { subscriptionId: row.id, count },
      },
      nowMs,
    )
    await subscriptions.recordToldCount(row.id, count)
    if (!dynamic.created) continue
    const id = await messages.addMessage(
      { userId: row.user_id, dynamicId: dynamic.id, date, level: 'info', dimension: SAVED_SEARCH_DIMENSION },
      nowMs,
    )
    if (id !== null) ids.push(id)
  }
  return ids
}
