/**
 * Messages of the monitored targets' dynamics, notification settings and the push socket. A message id or group id
 * of another user answers 4040; a push socket lives only as long as the login that opened it.
 */
import { API } from '../../../contract/endpoints'
import { isoWeekMonday } from '../../../contract/domain/china-time'
import { isOn } from '../../../contract/schemas/common'
import { monitorSchemas, type MessageTrend, type NotifySetting } from '../../../contract/schemas/monitor'
import { ApiError, badParam, fail, ok } from '../errors'
import { MONITOR_DIMENSION_MAP } from '../monitor/catalog'
import { dimensionKeys, levelList, messageFilter } from '../monitor/checks'
import { rangeStart } from '../monitor/queries'
import { tokenOf } from '../plugins/auth'
import { DEFAULT_TEMPLATE_ID } from '../providers/subscribe'
import { chinaDate } from '../store/trends'
import type { ApiPlugin } from './plugin'
import { userIdOf } from './plugin'

/** sends one user may have banked by accepting subscribe messages */
const MAX_SUBSCRIBE_SENDS = 100
const DAY_MS = 86_400_000

const messageRoutes: ApiPlugin = async (app) => {
  const { monitor: targets, messages } = app.repos
  const { hub } = app.monitor
  const login = app.auth.requireLogin
  const now = () => app.config.now()
  const today = () => chinaDate(now())
  const templateIds = [app.config.subscribeTemplateId || DEFAULT_TEMPLATE_ID]

  const ownGroupId = async (userId: string, id: number) => {
    const g = await targets.group(userId, id)
    if (!g) throw fail('NOT_FOUND', '分组不存在')
    return g.id
  }
  const notifySetting = async (userId: string): Promise<NotifySetting> => {
    const { subscribeRemaining, lastDigestDate: _d, ...s } = await targets.notify(userId)
    return { ...s, subscribed: subscribeRemaining > 0 }
  }

  // ---------- messages ----------

  app.get(API.monitor.messageList, { schema: monitorSchemas.messageList, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const q = request.query
    const { pageNum = 1, pageSize = 20 } = q
    const f = await messageFilter(q, today(), async (id) => await ownGroupId(userId, id))
    if (q.read !== undefined) f.read = isOn(q.read)
    const r = await messages.list(userId, f, pageNum, pageSize)
    return ok({
      total: r.total,
      totalText: String(r.total),
      pageNum,
      pageSize,
      list: r.list,
      unread: (await messages.unread(userId)).count,
    })
  })

  app.get(API.monitor.messageUnreadCount, { schema: monitorSchemas.unreadCount, preHandler: login }, async (request) =>
    ok(await messages.unread(userIdOf(request))),
  )

  app.post(API.monitor.messageRead, { schema: monitorSchemas.messageRead, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    if ((await messages.markRead(userId, request.body.id, now())) === 'missing') throw fail('NOT_FOUND', '消息不存在')
    await hub.sendUnread(userId)
    return ok(await messages.unread(userId))
  })

  app.post(API.monitor.messageReadAll, { schema: monitorSchemas.readAll, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { groupId } = request.body
    const { marked, upTo } = await messages.markAllRead(userId, groupId == null ? undefined : await ownGroupId(userId, groupId), now())
    await hub.sendUnread(userId)
    return ok({ marked, upTo, count: (await messages.unread(userId)).count })
  })

  app.get(API.monitor.messageTrend, { schema: monitorSchemas.messageTrend, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { unit = 'day', range = '30d', groupId } = request.query
    const group = groupId == null ? undefined : await ownGroupId(userId, groupId)
    const t = today()
    const since = rangeStart(range, t)
    const bucket = (date: string) => (unit === 'day' ? date : isoWeekMonday(date))
    const points = new Map<string, MessageTrend['points'][number]>()
    for (let ms = Date.parse(`${since}T00:00:00Z`); ms <= Date.parse(`${t}T00:00:00Z`); ms += DAY_MS) {
      const label = bucket(new Date(ms).toISOString().slice(0, 10))
      if (!points.has(label)) points.set(label, { label, total: 0, high: 0, warn: 0, info: 0 })
    }
    const byDim = new Map<string, number>()
    let total = 0
    for (const r of await messages.trendCounts(userId, since, t, group)) {
      const pt = points.get(bucket(r.date))
      if (!pt) continue
      pt.total += r.n
      pt[r.level] += r.n
      total += r.n
      byDim.set(r.dimension, (byDim.get(r.dimension) ?? 0) + r.n)
    }
    const data: MessageTrend = {
      unit,
      points: [...points.values()],
      total,
      byDimension: [...byDim.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([key, count]) => ({ key, label: MONITOR_DIMENSION_MAP.get(key)?.label ?? key, count })),
    }
    return ok(data)
  })

  // ---------- notification settings ----------

  app.get(API.monitor.notifySetting, { schema: monitorSchemas.getNotify, preHandler: login }, async (request) =>
    ok(await notifySetting(userIdOf(request))),
  )

  app.post(API.monitor.notifySetting, { schema: monitorSchemas.saveNotify, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const b = request.body
    const cur = await targets.notify(userId)
    const flag = (v: unknown, current: boolean) => (v === undefined ? current : isOn(v))
    await targets.saveNotify(userId, {
      pushEnabled: flag(b.pushEnabled, cur.pushEnabled),
      levels: b.levels === undefined ? cur.levels : levelList(b.levels),
      dimensions: b.dimensions === undefined ? cur.dimensions : b.dimensions === null ? null : dimensionKeys(b.dimensions),
      quietEnabled: flag(b.quietEnabled, cur.quietEnabled),
      quietStart: b.quietStart ?? cur.quietStart,
      quietEnd: b.quietEnd ?? cur.quietEnd,
      digestEnabled: flag(b.digestEnabled, cur.digestEnabled),
      digestTime: b.digestTime ?? cur.digestTime,
    })
    return ok(await notifySetting(userId))
  })

  app.get(API.monitor.notifyTemplates, { schema: monitorSchemas.templates, preHandler: login }, async () => ok({ templateIds }))

  app.post(API.monitor.notifySubscribe, { schema: monitorSchemas.subscribe, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { accepted } = request.body
    const n = accepted.filter((x) => templateIds.includes(x)).length
    if (accepted.length && !n) throw badParam('未知的订阅消息模板')
    const remaining = await targets.addSubscribeSends(userId, n, MAX_SUBSCRIBE_SENDS)
    return ok({ subscribed: remaining > 0, remaining })
  })

  // ---------- push socket ----------

  app.get(API.monitor.ws, { websocket: true, schema: monitorSchemas.ws }, async (socket, request) => {
    let userId: string
    let jti: string
    try {
      const auth = await app.auth.resolve(request.query.token || tokenOf(request))
      userId = auth.userId
      jti = auth.claims.jti
    } catch (err) {
      socket.close(4401, err instanceof ApiError ? 'token' : 'error')
      return
    }
    const remove = hub.add(userId, jti, socket)
    socket.on('close', remove)
    socket.on('message', (raw: Buffer) => {
      void hub.alive(jti).then(
        (alive) => {
          if (!alive) {
            hub.dropSession(jti)
            return
          }
          try {
            if ((JSON.parse(String(raw)) as { type?: string }).type === 'ping') socket.send(JSON.stringify({ type: 'pong' }))
          } catch {
            /* not JSON: ignored */
          }
        },
        () => undefined,
      )
    })
    socket.send(JSON.stringify({ type: 'unread', count: (await messages.unread(userId)).count }))
  })
}

export default messageRoutes
