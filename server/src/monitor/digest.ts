/**
 * The daily digest: once a day, at the user's digest time (China time), the messages of the last day
 * summed up per level with the most important titles; stored in `digests` and sent as a subscribe
 * message when the user has sends left. Call runDigest with any clock (tests inject one); main.ts runs it every minute.
 */
import type { Sql } from '../store/sql'
import type { SubscribeProvider } from '../providers/subscribe'
import { DEFAULT_TEMPLATE_ID } from '../providers/subscribe'
import { chinaDate } from '../store/trends'
import { SqlMonitorRepo } from '../store/monitor'
import { SqlMessageRepo } from '../store/messages'
import { chinaTime } from './settings'

export interface DigestSummary {
  userId: string
  date: string
  total: number
  high: number
  warn: number
  info: number
  top: string[]
}

export async function runDigest(
  db: Sql,
  nowMs: number,
  subscribe: SubscribeProvider,
  templateId: string = DEFAULT_TEMPLATE_ID,
): Promise<DigestSummary[]> {
  const monitor = new SqlMonitorRepo(db)
  const messages = new SqlMessageRepo(db)
  const today = chinaDate(nowMs)
  const time = chinaTime(nowMs)
  const out: DigestSummary[] = []
  for (const userId of await monitor.usersWithTargets()) {
    const s = await monitor.notify(userId)
    if (!s.digestEnabled || time < s.digestTime || s.lastDigestDate === today) continue
    await monitor.setLastDigestDate(userId, today)
    const rows = await messages.digestRows(userId, nowMs - 24 * 3600 * 1000)
    if (!rows.length) continue
    const sum: DigestSummary = {
      userId,
      date: today,
      total: rows.length,
      high: rows.filter((r) => r.level === 'high').length,
      warn: rows.filter((r) => r.level === 'warn').length,
      info: rows.filter((r) => r.level === 'info').length,
      top: rows.slice(0, 5).map((r) => `${r.targetName}：${r.title}`),
    }
    if (!(await messages.saveDigest(userId, today, sum.total, JSON.stringify(sum), nowMs))) continue
    out.push(sum)
    if (s.pushEnabled && s.subscribeRemaining > 0 && (await monitor.useSubscribeSend(userId))) {
      await subscribe.send({
        userId,
        openId: await monitor.openId(userId),
        templateId,
        page: 'pagesMonitore/message/message',
        data: {
          thing1: { value: '监控日报' },
          thing2: { value: `昨日新增${sum.total}条动态，高风险${sum.high}条`.slice(0, 20) },
          time3: { value: today },
          thing4: { value: sum.high ? '高风险' : '提示' },
        },
      })
    }
  }
  return out
}
