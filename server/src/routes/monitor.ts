/**
 * Monitoring: the dimension catalogue, monitored targets, their groups, the watch settings and the dynamics of the
 * targets. Every id is looked up within the signed-in user's own data: another user's id answers 4040.
 */
import { API } from '../../../contract/endpoints'
import { DYNAMIC_LEVEL_LABELS, RECENT_RANGES } from '../../../contract/api/api-monitor'
import { PID_PATTERN } from '../../../contract/schemas/common'
import {
  MAX_GROUPS,
  monitorSchemas,
  type AddMonitorBody,
  type BatchAddResult,
  type DynamicDetail,
  type DynamicShare,
  type MonitorDetail,
  type MonitorDimensionCatalog,
  type MonitorItem,
  type MonitorQuota,
  type MonitorSetting,
  type TargetSetting,
} from '../../../contract/schemas/monitor'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import { ALL_LEVELS, MONITOR_DIMENSIONS } from '../monitor/catalog'
import { dimensionKeys, keysFor, levelList, messageFilter, type FilterQuery } from '../monitor/checks'
import { limitFor } from '../monitor/limits'
import { toDynamic } from '../monitor/queries'
import type { TargetDraft } from '../store/monitor'
import { chinaDate } from '../store/trends'
import type { ApiPlugin } from './plugin'
import { userIdOf } from './plugin'

const TARGET_ID = new RegExp(PID_PATTERN)

const monitorRoutes: ApiPlugin = async (app) => {
  const { monitor: targets, messages } = app.repos
  const { hub, limits } = app.monitor
  const login = app.auth.requireLogin
  const now = () => app.config.now()
  const today = () => chinaDate(now())
  const limitOf = (level: number) => limitFor(limits, level)

  const quota = async (userId: string): Promise<MonitorQuota> => {
    const u = await targets.usage(userId)
    return { ...u, limit: limitOf(u.memberLevel) }
  }
  const ownGroup = async (userId: string, id: number) => {
    const g = await targets.group(userId, id)
    if (!g) throw fail('NOT_FOUND', '分组不存在')
    return g
  }
  const ownTarget = async (userId: string, id: number): Promise<MonitorItem> => {
    const [m] = await targets.targets(userId, { id }, today())
    if (!m) throw fail('NOT_FOUND', '监控对象不存在')
    return m
  }
  const filterOf = async (userId: string, q: FilterQuery) => await messageFilter(q, today(), async (id) => (await ownGroup(userId, id)).id)
  /** A target to add after the checks: a well-formed id of an existing company or person, the user's group, known dimensions. */
  const draftOf = async (userId: string, b: AddMonitorBody): Promise<TargetDraft> => {
    const label = b.kind === 'company' ? '企业编号' : '人员编号'
    const targetId = b.targetId.trim()
    if (!targetId) throw badParam(`请输入${label}`)
    if (!TARGET_ID.test(targetId)) throw badParam(`${label}格式不正确`)
    const dimensions = b.dimensions == null ? null : dimensionKeys(b.dimensions, b.kind)
    if (!(await targets.targetName(b.kind, targetId))) throw fail('NOT_FOUND', b.kind === 'company' ? '企业不存在' : '人员不存在')
    const groupId = b.groupId == null ? null : (await ownGroup(userId, b.groupId)).id
    return { kind: b.kind, targetId, groupId, dimensions }
  }
  const limitError = (q: MonitorQuota) => new ApiError(ERRORS.MONITOR_LIMIT, `监控数量已达上限（${q.limit}个），升级会员可监控更多`, q)

  // ---------- catalogue ----------

  app.get(API.monitor.monitorDimensions, { schema: monitorSchemas.dimensions }, async () => {
    const data: MonitorDimensionCatalog = {
      list: MONITOR_DIMENSIONS,
      levels: ALL_LEVELS.map((key) => ({ key, label: DYNAMIC_LEVEL_LABELS[key] })),
      ranges: RECENT_RANGES,
    }
    return ok(data)
  })

  // ---------- targets ----------

  app.post(API.monitor.monitorAdd, { schema: monitorSchemas.add, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const [r] = await targets.add(userId, [await draftOf(userId, request.body)], limitOf, now(), today())
    if ('exists' in r) throw new ApiError(ERRORS.CONFLICT, '已在监控中')
    if ('full' in r) throw limitError(r.full)
    return ok(await ownTarget(userId, r.id))
  })

  app.post(API.monitor.monitorBatchAdd, { schema: monitorSchemas.batchAdd, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const drafts: TargetDraft[] = []
    for (const b of request.body.items) drafts.push(await draftOf(userId, b))
    const outcomes = await targets.add(userId, drafts, limitOf, now(), today())
    const data: BatchAddResult = { added: [], skipped: [], quota: await quota(userId) }
    for (const [i, r] of outcomes.entries()) {
      if ('id' in r) data.added.push(await ownTarget(userId, r.id))
      else
        data.skipped.push({ targetId: drafts[i].targetId, reason: 'exists' in r ? '已在监控中' : `监控数量已达上限（${r.full.limit}个）` })
    }
    return ok(data)
  })

  app.get(API.monitor.monitorList, { schema: monitorSchemas.list, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { groupId, kind, keyword, pageNum = 1, pageSize = 20 } = request.query
    const filter = {
      groupId: groupId == null ? undefined : (await ownGroup(userId, groupId)).id,
      kind,
      keyword: keyword?.trim() || undefined,
    }
    const total = await targets.countTargets(userId, filter)
    const list = await targets.targets(userId, filter, today(), { limit: pageSize, offset: (pageNum - 1) * pageSize })
    return ok({ total, totalText: String(total), pageNum, pageSize, list, quota: await quota(userId) })
  })

  app.get(API.monitor.monitorStatus, { schema: monitorSchemas.status, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const [monitor] = await targets.targets(userId, { kind: request.query.kind, targetId: request.query.targetId.trim() }, today())
    return ok({ monitored: Boolean(monitor), monitor: monitor ?? null, quota: await quota(userId) })
  })

  app.get(API.monitor.monitorQuota, { schema: monitorSchemas.quota, preHandler: login }, async (request) =>
    ok(await quota(userIdOf(request))),
  )

  app.get(API.monitor.monitorDetail, { schema: monitorSchemas.detail, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const q = request.query
    const filter = await filterOf(userId, { level: q.level, dimension: q.dimension, range: q.range, kind: q.kind })
    let monitor: MonitorItem | undefined
    if (q.id !== undefined) monitor = await ownTarget(userId, q.id)
    else {
      if (!q.kind) throw badParam('请选择监控类型')
      const targetId = q.targetId?.trim()
      if (!targetId) throw badParam('请输入监控对象')
      ;[monitor] = await targets.targets(userId, { kind: q.kind, targetId }, today())
      if (!monitor) throw fail('NOT_FOUND', '未监控该对象')
    }
    const f = { ...filter, monitorId: monitor.id }
    const { pageNum = 1, pageSize = 20 } = q
    const r = await messages.list(userId, f, pageNum, pageSize)
    const data: MonitorDetail = {
      monitor,
      levelCounts: await messages.levelCounts(userId, f),
      dynamics: { total: r.total, totalText: String(r.total), pageNum, pageSize, list: r.list.map((m) => m.dynamic) },
    }
    return ok(data)
  })

  app.post(API.monitor.monitorRemove, { schema: monitorSchemas.remove, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const removed = await targets.remove(userId, [...new Set(request.body.ids)])
    if (!removed) throw fail('NOT_FOUND', '监控对象不存在')
    await hub.sendUnread(userId)
    return ok({ removed })
  })

  // ---------- groups ----------

  const groupName = (raw: string) => {
    const name = raw.trim()
    if (!name) throw badParam('请输入分组名称')
    return name
  }

  app.get(API.monitor.groupList, { schema: monitorSchemas.groupList, preHandler: login }, async (request) =>
    ok({ list: await targets.groups(userIdOf(request), now()) }),
  )

  app.post(API.monitor.groupCreate, { schema: monitorSchemas.groupCreate, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const name = groupName(request.body.name)
    const list = await targets.groups(userId, now())
    if (list.some((g) => g.name === name)) throw new ApiError(ERRORS.CONFLICT, '分组名称已存在')
    if (list.length >= MAX_GROUPS) throw badParam(`最多创建${MAX_GROUPS}个分组`)
    const id = await targets.createGroup(userId, name, now())
    return ok((await targets.groups(userId, now())).find((g) => g.id === id)!)
  })

  app.post(API.monitor.groupRename, { schema: monitorSchemas.groupRename, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const g = await ownGroup(userId, request.body.id)
    const name = groupName(request.body.name)
    if (g.isDefault) throw badParam('默认分组不能修改')
    if (await targets.groupNameTaken(userId, name, g.id)) throw new ApiError(ERRORS.CONFLICT, '分组名称已存在')
    await targets.renameGroup(userId, g.id, name)
    return ok((await targets.groups(userId, now())).find((x) => x.id === g.id)!)
  })

  app.post(API.monitor.groupDelete, { schema: monitorSchemas.groupDelete, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const g = await ownGroup(userId, request.body.id)
    if (g.isDefault) throw badParam('默认分组不能删除')
    return ok({ moved: await targets.deleteGroup(userId, g.id, now()) })
  })

  app.post(API.monitor.groupMove, { schema: monitorSchemas.groupMove, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const g = await ownGroup(userId, request.body.groupId)
    const moved = await targets.moveTargets(userId, [...new Set(request.body.ids)], g.id)
    if (!moved) throw fail('NOT_FOUND', '监控对象不存在')
    return ok({ moved })
  })

  // ---------- watch settings ----------

  app.get(API.monitor.monitorSetting, { schema: monitorSchemas.getSetting, preHandler: login }, async (request) =>
    ok(await targets.setting(userIdOf(request))),
  )

  app.post(API.monitor.monitorSetting, { schema: monitorSchemas.saveSetting, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const b = request.body
    const cur = await targets.setting(userId)
    const next: MonitorSetting = {
      dimensions: b.dimensions === undefined ? cur.dimensions : dimensionKeys(b.dimensions),
      levels: b.levels === undefined ? cur.levels : levelList(b.levels),
    }
    await targets.saveSetting(userId, next)
    return ok(next)
  })

  const targetSetting = async (userId: string, id: number): Promise<TargetSetting> => {
    const m = await ownTarget(userId, id)
    return {
      id: m.id,
      kind: m.kind,
      dimensions: m.dimensions,
      effective: m.dimensions ?? keysFor(m.kind, (await targets.setting(userId)).dimensions),
    }
  }

  app.get(API.monitor.monitorTargetSetting, { schema: monitorSchemas.getTargetSetting, preHandler: login }, async (request) =>
    ok(await targetSetting(userIdOf(request), request.query.id)),
  )

  app.post(API.monitor.monitorTargetSetting, { schema: monitorSchemas.saveTargetSetting, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const dims = request.body.dimensions == null ? null : dimensionKeys(request.body.dimensions)
    const m = await ownTarget(userId, request.body.id)
    await targets.setTargetDimensions(userId, m.id, dims && dimensionKeys(dims, m.kind))
    return ok(await targetSetting(userId, m.id))
  })

  // ---------- dynamics ----------

  app.get(API.monitor.monitorDynamics, { schema: monitorSchemas.dynamics, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { pageNum = 1, pageSize = 20 } = request.query
    const r = await messages.list(userId, await filterOf(userId, request.query), pageNum, pageSize)
    return ok({
      total: r.total,
      totalText: String(r.total),
      pageNum,
      pageSize,
      list: r.list.map((m) => m.dynamic),
      noMonitors: !(await targets.hasTargets(userId)),
    })
  })

  const visibleDynamic = async (userId: string, id: number) => {
    const row = await messages.visibleDynamic(userId, id)
    if (!row) throw fail('NOT_FOUND', '动态不存在')
    return row
  }

  app.get(API.monitor.dynamicDetail, { schema: monitorSchemas.dynamicDetail, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const row = await visibleDynamic(userId, request.query.id)
    const payload = JSON.parse(row.payload) as Record<string, string>
    if (row.messageId !== null && (await messages.markRead(userId, row.messageId, now())) === 'marked') await hub.sendUnread(userId)
    const data: DynamicDetail = {
      ...toDynamic(row),
      explanation: row.explanation,
      change:
        row.source_kind === 'change' || row.source_kind === 'company'
          ? { field: payload.field, before: payload.before, after: payload.after, date: row.date }
          : null,
      record: row.source_kind === 'record' && row.source_id ? await messages.record(row.source_id) : null,
      role:
        row.source_kind === 'role'
          ? { pid: payload.pid, companyName: payload.companyName, role: payload.role, position: payload.position }
          : null,
      messageId: row.messageId,
    }
    return ok(data)
  })

  app.get(API.monitor.dynamicShare, { schema: monitorSchemas.dynamicShare, preHandler: login }, async (request) => {
    const d = toDynamic(await visibleDynamic(userIdOf(request), request.query.id))
    const data: DynamicShare = {
      id: d.id,
      title: d.title,
      targetName: d.targetName,
      levelLabel: d.levelLabel,
      level: d.level,
      date: d.date,
      content: d.content,
      path: `/pagesTrends/businessDetail/businessDetail?id=${d.id}`,
      shareTitle: `【${d.levelLabel}】${d.targetName}${d.title}`.slice(0, 40),
    }
    return ok(data)
  })
}

export default monitorRoutes
