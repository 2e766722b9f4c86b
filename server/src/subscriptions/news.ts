/** What is new for a subscription: the rules 我的订阅 shows and the subscription pushes send by. */
import type { AdvancedFilter } from '../../../contract/schemas/search'
import { nextDay } from '../../../contract/domain/subscriptions'
import { MONITOR_DIMENSIONS } from '../monitor/catalog'
import type { SearchRepo } from '../store/search'
import type { SubscriptionRow } from '../store/subscriptions'

/** The monitoring dimensions that are judicial cases (立案, 开庭, 裁判文书, 被执行 …). */
export const JUDICIAL_DIMENSIONS = MONITOR_DIMENSIONS.filter((d) => d.group === '司法风险').map((d) => d.key)

/** A saved search's new companies: those of its filter established after the day the user last opened it. */
export async function searchNewCount(search: SearchRepo, row: SubscriptionRow): Promise<number> {
  if (row.enabled !== 1) return 0
  const filter = JSON.parse(row.filter) as AdvancedFilter
  const since = nextDay(row.seen_date)
  const estStart = filter.estStart && filter.estStart > since ? filter.estStart : since
  if (filter.estEnd && filter.estEnd < estStart) return 0
  return (await search.advanced({ ...filter, estStart }, 1, 1, true)).total
}
