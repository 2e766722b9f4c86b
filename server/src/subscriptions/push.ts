/**
 * WeChat pushes of 我的订阅: while a user has banked sends of the kind (订阅消息), one message tells of the saved
 * searches' new companies not told yet, and one of the monitored companies' new judicial cases since the last such
 * push. The monitoring master switch and quiet hours of the notification settings apply, as for monitoring pushes.
 */
import type { Repos } from '../plugins/context'
import type { GrantKind, SubscriptionRow } from '../store/subscriptions'
import { chinaDate } from '../store/trends'
import { chinaTime, inQuiet } from '../monitor/settings'
import type { SubscribeProvider } from '../providers/subscribe'
import { JUDICIAL_DIMENSIONS, searchNewCount } from './news'

/** the subscribe-message template of each notice kind other than monitoring (which reads WX_SUBSCRIBE_TEMPLATE_ID) */
export const SUBSCRIPTION_TEMPLATES: Record<GrantKind, string> = {
  judicial: 'yqc-local-judicial-template',
  search: 'yqc-local-search-template',
  order: 'yqc-local-order-template',
}

export interface SubscriptionPush {
  userId: string
  kind: 'search' | 'judicial'
  count: number
}

export async function runSubscriptionPushes(
  repos: Pick<Repos, 'subscriptions' | 'search' | 'monitor'>,
  nowMs: number,
  subscribe: SubscribeProvider,
): Promise<SubscriptionPush[]> {
  const { subscriptions: repo, search, monitor } = repos
  const out: SubscriptionPush[] = []
  const quiet = async (userId: string) => {
    const s = await monitor.notify(userId)
    return !s.pushEnabled || (s.quietEnabled && inQuiet(chinaTime(nowMs), s.quietStart, s.quietEnd))
  }
  const date = chinaDate(nowMs)

  for (const userId of await repo.usersWithGrant('search')) {
    const news: Array<{ row: SubscriptionRow; count: number }> = []
    for (const row of await repo.list(userId)) {
      if (row.kind !== 'search' || row.enabled !== 1) continue
      const count = await searchNewCount(search, row)
      if (count > row.last_push_count) news.push({ row, count })
    }
    if (!news.length || (await quiet(userId)) || !(await repo.useGrant(userId, 'search'))) continue
    const count = news.reduce((n, x) => n + x.count - x.row.last_push_count, 0)
    await subscribe.send({
      userId,
      openId: await monitor.openId(userId),
      templateId: SUBSCRIPTION_TEMPLATES.search,
      page: 'pagesUser/mySubscribe/mySubscribe',
      data: {
        thing1: { value: (news.length > 1 ? `${news[0].row.name}等${news.length}个订阅` : news[0].row.name).slice(0, 20) },
        thing2: { value: `新增${count}家符合条件的企业`.slice(0, 20) },
        time3: { value: date },
      },
    })
    for (const x of news) await repo.recordPush(userId, x.row.id, nowMs, x.count)
    out.push({ userId, kind: 'search', count })
  }

  for (const userId of await repo.usersWithGrant('judicial')) {
    const row = (await repo.list(userId)).find((r) => r.kind === 'judicial' && r.enabled === 1)
    if (!row) continue
    const { fresh } = await repo.judicialMessages(userId, JUDICIAL_DIMENSIONS, row.created_at, Math.max(row.seen_at, row.last_push_at ?? 0))
    if (!fresh || (await quiet(userId)) || !(await repo.useGrant(userId, 'judicial'))) continue
    await subscribe.send({
      userId,
      openId: await monitor.openId(userId),
      templateId: SUBSCRIPTION_TEMPLATES.judicial,
      page: 'pagesMonitore/message/message',
      data: {
        thing1: { value: '监控企业司法推送' },
        thing2: { value: `新增${fresh}条司法案件`.slice(0, 20) },
        time3: { value: date },
      },
    })
    await repo.recordPush(userId, row.id, nowMs, fresh)
    out.push({ userId, kind: 'judicial', count: fresh })
  }
  return out
}
