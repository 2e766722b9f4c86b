/**
 * The money path's timers, and what they do once at start (after a crash or a kill nothing waits on a notification
 * that may never come):
 * - every minute: cached levels roll over to the next term, unpaid orders past their time are closed (at WeChat first),
 *   open orders a minute old are asked about every two minutes (a payment whose notifications were all lost), open
 *   refunds not asked about for a minute are asked about;
 * - every 15 seconds: paid deliverables not delivered are started, resumed (a writer's lease ran out) or refunded;
 * - every hour: 对账 of each of the last three China days not yet reconciled, once WeChat's bill of it is ready (after
 *   10:00 of the next day), and only of days WeChat Pay's records here cover.
 */
import type { FastifyInstance } from 'fastify'
import { chinaDate } from '../../../contract/domain/china-time'
import { BillNotReadyError, chinaDayRange } from './reconcile'

const MINUTE = 60_000
const DAY = 86_400_000
/** WeChat makes a day's bill from about 09:00 the next day; it is asked for after 10:00 */
const BILL_READY_MS = 10 * 3600_000

export interface MoneyJobs {
  /** what runs at start: every open order and refund asked about, deliveries resumed, due orders closed */
  recovered: Promise<void>
  stop(): void
}

/** The China days to reconcile now: the last three whose bill is ready, not reconciled yet, covered by WeChat's records. */
export async function daysToReconcile(app: FastifyInstance, now: number): Promise<string[]> {
  const since = app.moneyRuntime.recordsSince()
  const days: string[] = []
  for (let back = 1; back <= 3; back++) {
    const date = chinaDate(now - back * DAY)
    const [start, end] = chinaDayRange(date)
    if (now < end + BILL_READY_MS) continue
    if (since !== null && start < since) continue
    if (await app.repos.orders.reconciliation(date)) continue
    days.push(date)
  }
  return days.reverse()
}

export function startMoneyJobs(app: FastifyInstance): MoneyJobs {
  const money = app.money
  const log = (e: unknown) => app.log.error(e)
  const every = (ms: number, work: () => Promise<unknown>) => setInterval(() => void work().catch(log), ms)
  const reconcile = async () => {
    for (const date of await daysToReconcile(app, app.config.now())) {
      try {
        const r = await app.moneyRuntime.reconcile(date)
        app.log.info(
          `对账 ${date}：账单 ${r.billRows} 行，差异 ${r.differences.length} 项，已修复 ${r.repaired}，待人工处理 ${r.unresolved}`,
        )
      } catch (e) {
        if (e instanceof BillNotReadyError) continue
        throw e
      }
    }
  }
  const timers = [
    every(MINUTE, async () => {
      await money.expireMemberships()
      await money.closeDue()
      await money.settlement.checkOpen(MINUTE, 2 * MINUTE)
      await money.settlement.checkRefunds(MINUTE)
    }),
    every(15_000, () => app.phoneOrders.resume()),
    every(60 * MINUTE, reconcile),
  ]
  const recovered = (async () => {
    await money.settlement.checkOpen(0, 0, 1000)
    await money.settlement.checkRefunds(0, 1000)
    await app.phoneOrders.resume(100)
    await money.closeDue()
    await reconcile()
  })().catch(log)
  return { recovered, stop: () => timers.forEach(clearInterval) }
}
