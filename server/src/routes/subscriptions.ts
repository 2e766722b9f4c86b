/**
 * 订阅 of the signed-in user: WeChat subscribe messages per notice kind, and 我的订阅 (the monitoring digest, saved
 * searches, judicial pushes). The monitoring notice is the monitoring push: its sends are the ones the 消息通知 page
 * records, read and dropped through the monitor repository. Another user's subscription id answers 4040.
 */
import { API } from '../../../contract/endpoints'
import { isOn } from '../../../contract/schemas/common'
import type { AdvancedFilter } from '../../../contract/schemas/search'
import {
  NOTICE_KINDS,
  NOTICE_LABELS,
  NOTICE_SENDS_MAX,
  SEARCH_SUBSCRIPTIONS_MAX,
  subscriptionSchemas,
  type Notice,
  type SubscriptionItem,
} from '../../../contract/schemas/subscriptions'
import {
  savedSearchKindOf,
  searchLimitText,
  searchNameOf,
  searchNameProblem,
  type NoticeKind,
} from '../../../contract/domain/subscriptions'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import { DEFAULT_TEMPLATE_ID } from '../providers/subscribe'
import { JUDICIAL_DIMENSIONS, searchNewCount } from '../subscriptions/news'
import { SUBSCRIPTION_TEMPLATES } from '../subscriptions/push'
import type { SubscriptionRow } from '../store/subscriptions'
import { chinaDate } from '../store/trends'
import { checkFilter } from './search'
import { userIdOf, type ApiPlugin } from './plugin'

const JUDICIAL_NAME = '监控企业司法推送'

/** The same conditions give the same text, whatever order the client sent them in. */
const filterKey = (f: AdvancedFilter) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(f)
        .filter(([, v]) => v !== undefined && v !== '')
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  )

const judicialDesc = (monitored: number) =>
  monitored
    ? `${monitored} 个监控对象新增立案、开庭、裁判文书、被执行等司法案件时推送`
    : '添加监控对象后，其新增立案、开庭、裁判文书、被执行等司法案件时推送'

const subscriptionRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.subscriptions
  const { monitor, search } = app.repos
  const login = app.auth.requireLogin
  const now = () => app.config.now()
  const today = () => chinaDate(now())
  const templateOf = (kind: NoticeKind) =>
    kind === 'monitor' ? app.config.subscribeTemplateId || DEFAULT_TEMPLATE_ID : SUBSCRIPTION_TEMPLATES[kind]

  const notices = async (userId: string): Promise<{ list: Notice[] }> => {
    const grants = new Map((await repo.grants(userId)).map((g) => [g.kind, g]))
    return {
      list: await Promise.all(
        NOTICE_KINDS.map(async (kind) => {
          const g = kind === 'monitor' ? null : grants.get(kind)
          const remaining = kind === 'monitor' ? (await monitor.notify(userId)).subscribeRemaining : (g?.remaining ?? 0)
          return {
            kind,
            ...NOTICE_LABELS[kind],
            templateId: templateOf(kind),
            subscribed: remaining > 0,
            remaining,
            acceptedAt: g?.accepted_at ?? null,
          }
        }),
      ),
    }
  }

  // ---------- 我的订阅 rows ----------

  const digestItem = async (userId: string): Promise<SubscriptionItem | null> => {
    const m = await repo.monitoring(userId)
    if (!m.count) return null
    const s = await monitor.notify(userId)
    return {
      id: 0,
      kind: 'digest',
      title: '监控动态日报',
      desc: `每天 ${s.digestTime} 汇总 ${m.count} 个监控对象前一天的动态`,
      enabled: s.digestEnabled,
      createdAt: m.firstAt ?? 0,
      lastPushAt: await repo.lastDigestAt(userId),
      newCount: 0,
      removable: false,
      filter: null,
      summary: [],
    }
  }

  const rowItem = async (userId: string, r: SubscriptionRow): Promise<SubscriptionItem> => {
    if (r.kind === 'judicial') {
      const { lastAt, fresh } = await repo.judicialMessages(userId, JUDICIAL_DIMENSIONS, r.created_at, r.seen_at)
      return {
        id: r.id,
        kind: 'judicial',
        title: r.name,
        desc: judicialDesc((await repo.monitoring(userId)).count),
        enabled: r.enabled === 1,
        createdAt: r.created_at,
        lastPushAt: Math.max(lastAt ?? 0, r.last_push_at ?? 0) || null,
        newCount: r.enabled === 1 ? fresh : 0,
        removable: true,
        filter: null,
        summary: [],
      }
    }
    const filter = JSON.parse(r.filter) as AdvancedFilter
    const summary = JSON.parse(r.summary) as string[]
    const newCount = await searchNewCount(search, r)
    let lastPushAt = r.last_push_at
    // shown here, the news has been told: a WeChat push later only tells of more
    if (newCount > r.last_push_count) {
      lastPushAt = now()
      await repo.recordPush(userId, r.id, lastPushAt, newCount)
    }
    return {
      id: r.id,
      kind: 'search',
      title: r.name,
      desc: r.name === searchNameOf(summary) ? '有新成立的符合条件的企业时提醒你' : `条件：${searchNameOf(summary)}`,
      enabled: r.enabled === 1,
      createdAt: r.created_at,
      lastPushAt,
      newCount,
      removable: true,
      filter,
      summary,
    }
  }

  const ownRow = async (userId: string, id: number) => {
    const r = await repo.row(userId, id)
    if (!r) throw fail('NOT_FOUND', '订阅不存在或已删除')
    return r
  }

  // ---------- notices ----------

  app.get(API.subscriptions.notices, { schema: subscriptionSchemas.notices, preHandler: login }, async (request) =>
    ok(await notices(userIdOf(request))),
  )

  app.post(API.subscriptions.noticeAccept, { schema: subscriptionSchemas.noticeAccept, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const kinds = request.body.accepted.map((t) => NOTICE_KINDS.find((k) => templateOf(k) === t))
    if (kinds.some((k) => k === undefined)) throw badParam('未知的订阅消息模板')
    for (const kind of kinds as NoticeKind[]) {
      if (kind === 'monitor') await monitor.addSubscribeSends(userId, 1, NOTICE_SENDS_MAX)
      else await repo.addGrant(userId, kind, 1, NOTICE_SENDS_MAX, now())
    }
    return ok(await notices(userId))
  })

  app.post(API.subscriptions.noticeCancel, { schema: subscriptionSchemas.noticeCancel, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { kind } = request.body
    // adding none with a ceiling of none leaves no send
    if (kind === 'monitor') await monitor.addSubscribeSends(userId, 0, 0)
    else await repo.cancelGrant(userId, kind)
    return ok(await notices(userId))
  })

  // ---------- 我的订阅 ----------

  app.get(API.subscriptions.list, { schema: subscriptionSchemas.list, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { pageNum = 1, pageSize = 20, searchKind } = request.query
    const rows = await repo.list(userId)
    const digest = searchKind ? null : await digestItem(userId)
    const shown = searchKind
      ? rows.filter((r) => r.kind === 'search' && savedSearchKindOf(JSON.parse(r.filter) as Record<string, unknown>) === searchKind)
      : rows
    const start = (pageNum - 1) * pageSize
    const all: Array<SubscriptionItem | SubscriptionRow> = digest ? [digest, ...shown] : shown
    const list = await Promise.all(all.slice(start, start + pageSize).map(async (x) => ('seen_at' in x ? await rowItem(userId, x) : x)))
    return ok({
      total: all.length,
      totalText: String(all.length),
      pageNum,
      pageSize,
      list,
      searchCount: rows.filter((r) => r.kind === 'search').length,
      searchLimit: SEARCH_SUBSCRIPTIONS_MAX,
    })
  })

  app.post(API.subscriptions.saveSearch, { schema: subscriptionSchemas.saveSearch, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { name: rawName, summary = [] } = request.body
    const filter = checkFilter(request.body.filter)
    // a search without conditions would tell of every company registered anywhere
    if (!Object.values(filter).some((v) => v !== undefined && v !== '')) throw badParam('请至少设置一个搜索条件再订阅')
    const cleanSummary = summary.map((s) => s.trim()).filter(Boolean)
    const name = rawName === undefined ? searchNameOf(cleanSummary) : rawName.trim()
    const problem = searchNameProblem(name)
    if (problem) throw badParam(problem)
    const key = filterKey(filter)
    if (await repo.rowOf(userId, 'search', key)) throw new ApiError(ERRORS.CONFLICT, '已订阅过相同条件的搜索')
    if ((await repo.count(userId, 'search')) >= SEARCH_SUBSCRIPTIONS_MAX) throw badParam(searchLimitText)
    const id = await repo.create(userId, 'search', name, key, cleanSummary, now(), today())
    return ok(await rowItem(userId, (await repo.row(userId, id))!))
  })

  app.post(API.subscriptions.toggle, { schema: subscriptionSchemas.toggle, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { kind, id } = request.body
    const enabled = isOn(request.body.enabled)
    if (kind === 'digest') {
      if (!(await repo.monitoring(userId)).count) throw badParam('请先添加监控对象，再开启监控日报')
      const { subscribeRemaining: _r, lastDigestDate: _d, ...cur } = await monitor.notify(userId)
      await monitor.saveNotify(userId, { ...cur, digestEnabled: enabled })
      return ok((await digestItem(userId))!)
    }
    if (kind === 'judicial' && id === undefined) {
      const existing = await repo.rowOf(userId, 'judicial', '{}')
      if (existing) await repo.setEnabled(userId, existing.id, enabled)
      else if (enabled) await repo.create(userId, 'judicial', JUDICIAL_NAME, '{}', [], now(), today())
      else throw fail('NOT_FOUND', '订阅不存在或已删除')
      return ok(await rowItem(userId, (await repo.rowOf(userId, 'judicial', '{}'))!))
    }
    if (id === undefined) throw badParam('请指定订阅')
    const r = await ownRow(userId, id)
    if (r.kind !== kind) throw fail('NOT_FOUND', '订阅不存在或已删除')
    await repo.setEnabled(userId, r.id, enabled)
    // switched back on: what came while it was off is not counted as new
    if (enabled && r.enabled === 0) await repo.markSeen(userId, r.id, now(), today())
    return ok(await rowItem(userId, (await repo.row(userId, r.id))!))
  })

  app.post(API.subscriptions.remove, { schema: subscriptionSchemas.remove, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    return ok({ removed: await repo.remove(userId, (await ownRow(userId, request.body.id)).id) })
  })

  app.post(API.subscriptions.seen, { schema: subscriptionSchemas.seen, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const r = await ownRow(userId, request.body.id)
    await repo.markSeen(userId, r.id, now(), today())
    return ok(await rowItem(userId, (await repo.row(userId, r.id))!))
  })
}

export default subscriptionRoutes
