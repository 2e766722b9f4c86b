/**
 * WeChat pushes of 案件监控: the new cases of a user's monitored parties not pushed yet, as one subscribe message —
 * at once (实时推送, on the minute timer) or once a day at the chosen time (每日汇总). Quiet hours of the notification
 * settings hold a push back until they end; a user who switched pushes off has the cases marked handled, so switching
 * on again does not send old ones. Without banked judicial sends the cases stay in the app only.
 */
import type { Repos } from '../plugins/context'
import type { SubscribeProvider } from '../providers/subscribe'
import { chinaDate } from '../store/trends'
import { chinaTime, inQuiet } from '../monitor/settings'
import { SUBSCRIPTION_TEMPLATES } from '../subscriptions/push'
import { CASE_KIND_LABEL } from '../../../contract/domain/judicialData'

export const WATCH_PAGE = 'pagesJudicial/judicialData/monitor/index'

export interface WatchPush {
  userId: string
  count: number
  /** whether a WeChat message went out (false: no sends banked) */
  sent: boolean
}

export async function runWatchPushes(
  repos: Pick<Repos, 'judicialWatch' | 'subscriptions' | 'monitor'>,
  nowMs: number,
  subscribe: SubscribeProvider,
): Promise<WatchPush[]> {
  const { judicialWatch: repo, subscriptions, monitor } = repos
  const out: WatchPush[] = []
  const hhmm = chinaTime(nowMs)
  const today = chinaDate(nowMs)
  for (const userId of await repo.usersWithPending()) {
    const setting = await repo.setting(userId)
    const pending = await repo.pending(userId)
    if (!pending.length) continue
    const ids = pending.map((p) => p.id)
    if (setting.enabled !== 1) {
      await repo.markPushed(userId, ids, nowMs)
      continue
    }
    const notify = await monitor.notify(userId)
    if (notify.quietEnabled && inQuiet(hhmm, notify.quietStart, notify.quietEnd)) continue
    if (setting.frequency === 'daily') {
      if (hhmm < setting.daily_time || setting.last_digest_date === today) continue
      await repo.recordDigest(userId, today)
    }
    const top = pending[0]
    const sent = await subscriptions.useGrant(userId, 'judicial')
    if (sent)
      await subscribe.send({
        userId,
        openId: await monitor.openId(userId),
        templateId: SUBSCRIPTION_TEMPLATES.judicial,
        page: WATCH_PAGE,
        data: {
          thing1: { value: (pending.length > 1 ? `${top.partyName}等` : top.partyName).slice(0, 20) },
          thing2: {
            value: (pending.length > 1 ? `新增${pending.length}件司法案件` : `新增${CASE_KIND_LABEL[top.kind]}`).slice(0, 20),
          },
          time3: { value: top.date || today },
        },
      })
    await repo.markPushed(userId, ids, nowMs)
    out.push({ userId, count: pending.length, sent })
  }
  return out
}
